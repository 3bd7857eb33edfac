import { describe, expect, it } from 'vitest';
import { findCodes, looksLikeCode } from './codes.ts';

const codes = (...blocks: string[]) =>
  findCodes(blocks, { skip: () => false, nearDeal: () => false, dealIn: () => true }).map(
    (c) => c.code,
  );

describe('findCodes', () => {
  it.each([
    [['Use code SAVE20 at checkout'], ['SAVE20']],
    [['Your code:', 'WINTER-25'], ['WINTER-25']],
    [['Use promo code below', 'GetCozy30'], ['GetCozy30']],
    [['Gutscheincode: Herbst20'], ['Herbst20']],
    [['Mit dem Code WINTER20 sparen'], ['WINTER20']],
    [['code promo : NOEL20'], ['NOEL20']],
    [['Enter FALL15 at checkout for 15% off'], ['FALL15']],
    [['with code save-20'], ['save-20']],
    [['Use code TWENTY for $20 off, or code FIFTY for $50 off'], ['TWENTY', 'FIFTY']],
  ])('%j', (blocks, expected) => {
    expect(codes(...blocks)).toEqual(expected);
  });

  it.each([
    ['Your verification code is 483920'],
    ['Confirmation code: XK7P2Q'],
    ['Promo SAVE10 applied'],
    ['Promo code SAVE10 has been applied'],
    ['Promo code WELCOME15 (applied)'],
    ['Code SAVE10 [redeemed]'],
    ['no code needed'],
    ['Use the code below'],
  ])('finds no code in %j', (text) => {
    expect(codes(text)).toEqual([]);
  });
});

describe('looksLikeCode', () => {
  it('accepts codes and refuses words, numbers and years', () => {
    expect(['SAVE20', 'fall15', 'FREESHIP', 'SaveBig', '2FORYOU'].map(looksLikeCode)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['hello', 'below', '2026', '483920', 'XL', 'CODE'].map(looksLikeCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
