import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, parseCreateOffer, updateOfferSchema } from './offer-types.ts';

const minimal = { storeName: 'Shop', offerTitle: 'Deal', barcodeValue: 'CODE1' };

describe('parseCreateOffer', () => {
  it('reports every required field of an empty form at once', () => {
    const parsed = parseCreateOffer({ storeName: '', offerTitle: ' ', barcodeValue: '' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.field).toBe('storeName');
    expect(parsed.fields).toEqual({
      storeName: OFFER_MESSAGES.storeNameRequired,
      offerTitle: OFFER_MESSAGES.offerTitleRequired,
      barcodeValue: OFFER_MESSAGES.barcodeValueRequired,
    });
  });

  it('trims, turns blanks into null and defaults the format to CODE128', () => {
    const parsed = parseCreateOffer({
      storeName: '  Shop  ',
      offerTitle: ' Deal ',
      discount: '   ',
      description: '',
      barcodeValue: ' CODE1 ',
      barcodeType: '',
      expirationDate: '',
      sourceEmailId: null,
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        storeName: 'Shop',
        offerTitle: 'Deal',
        discount: null,
        description: null,
        barcodeValue: 'CODE1',
        barcodeType: 'CODE128',
        expirationDate: null,
        sourceEmailId: null,
      },
    });
    expect(parseCreateOffer(minimal)).toMatchObject({ ok: true, data: { discount: null } });
  });

  it('stores the value a scanner reads back', () => {
    const ean = parseCreateOffer({
      ...minimal,
      barcodeValue: '590123412345',
      barcodeType: 'EAN13',
    });
    expect(ean).toMatchObject({ ok: true, data: { barcodeValue: '5901234123457' } });
    const c39 = parseCreateOffer({ ...minimal, barcodeValue: 'save-20', barcodeType: 'CODE39' });
    expect(c39).toMatchObject({ ok: true, data: { barcodeValue: 'SAVE-20' } });
  });

  it.each([
    [{}, 'storeName', OFFER_MESSAGES.storeNameRequired],
    [{ ...minimal, storeName: '   ' }, 'storeName', OFFER_MESSAGES.storeNameRequired],
    [{ ...minimal, storeName: 'x'.repeat(121) }, 'storeName', OFFER_MESSAGES.storeNameTooLong],
    [{ ...minimal, offerTitle: undefined }, 'offerTitle', OFFER_MESSAGES.offerTitleRequired],
    [{ ...minimal, offerTitle: 7 }, 'offerTitle', OFFER_MESSAGES.offerTitleRequired],
    [{ ...minimal, discount: 'x'.repeat(41) }, 'discount', OFFER_MESSAGES.discountTooLong],
    [
      { ...minimal, description: 'x'.repeat(2001) },
      'description',
      OFFER_MESSAGES.descriptionTooLong,
    ],
    [{ ...minimal, description: ['a'] }, 'description', 'Description must be text'],
    [{ ...minimal, barcodeValue: '' }, 'barcodeValue', OFFER_MESSAGES.barcodeValueRequired],
    [
      { ...minimal, barcodeValue: '5901234123458', barcodeType: 'EAN13' },
      'barcodeValue',
      'The EAN-13 check digit should be 7',
    ],
    [{ ...minimal, barcodeType: 'CODE93' }, 'barcodeType', OFFER_MESSAGES.barcodeTypeUnknown],
    [
      { ...minimal, expirationDate: '2025-02-30' },
      'expirationDate',
      OFFER_MESSAGES.expirationDateInvalid,
    ],
    [
      { ...minimal, expirationDate: 'next week' },
      'expirationDate',
      OFFER_MESSAGES.expirationDateInvalid,
    ],
    [{ ...minimal, sourceEmailId: '../etc' }, 'sourceEmailId', OFFER_MESSAGES.sourceEmailIdInvalid],
    [[], null, OFFER_MESSAGES.notObject],
    ['offer', null, OFFER_MESSAGES.notObject],
    [null, null, OFFER_MESSAGES.notObject],
  ])('%# refuses %j at %s', (input, field, message) => {
    expect(parseCreateOffer(input)).toMatchObject({ ok: false, field, message });
  });

  it('reports the first problem in form order', () => {
    const parsed = parseCreateOffer({ offerTitle: '', barcodeValue: '', description: 5 });
    expect(parsed).toMatchObject({ ok: false, message: OFFER_MESSAGES.storeNameRequired });
  });
});

describe('updateOfferSchema', () => {
  it('takes isSaved and nothing else', () => {
    expect(updateOfferSchema.safeParse({ isSaved: true }).success).toBe(true);
    expect(updateOfferSchema.safeParse({ isSaved: 'yes' }).error?.issues[0]?.message).toBe(
      OFFER_MESSAGES.isSavedInvalid,
    );
    expect(updateOfferSchema.safeParse({}).error?.issues[0]?.message).toBe(
      OFFER_MESSAGES.isSavedInvalid,
    );
    expect(
      updateOfferSchema.safeParse({ isSaved: true, status: 'used' }).error?.issues[0]?.message,
    ).toBe(OFFER_MESSAGES.onlyIsSaved);
  });
});
