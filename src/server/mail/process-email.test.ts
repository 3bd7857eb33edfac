import { describe, expect, it, vi } from 'vitest';
import { readEml } from '#test/eml.ts';
import { SEARCH_TEXT_LIMIT } from '../domain/emails.ts';
import type * as extraction from './offers/extract-offers.ts';
import { extractOffers } from './offers/extract-offers.ts';
import { processEmail, scanOffers } from './process-email.ts';
import { createTrackerMatcher } from './trackers/trackers.ts';

// The real extractor, unless a test makes it throw.
vi.mock('./offers/extract-offers.ts', async (importOriginal) => {
  const real = await importOriginal<typeof extraction>();
  return { ...real, extractOffers: vi.fn(real.extractOffers) };
});

const trackers = createTrackerMatcher({ disconnect: 'off' });
const withId = (raw: Buffer, header: string) => Buffer.concat([Buffer.from(header), raw]);

describe('processEmail: offers', () => {
  it('finds the offers (and, for the scan of older mail, the Message-ID)', async () => {
    const raw = withId(
      readEml('promo-discount-offer.eml'),
      'Message-ID:  <brew@coffee.example>  \r\n',
    );
    const result = await processEmail(raw, { trackers });
    expect(result.offers).toEqual([
      expect.objectContaining({ storeName: 'Coffee Corner', code: 'BREW20' }),
    ]);
    expect(result.extractionError).toBeUndefined();
    expect(await scanOffers(raw)).toMatchObject({
      messageId: '<brew@coffee.example>',
      offers: result.offers,
    });
  });

  it('bounds the Message-ID and reads none as null', async () => {
    const long = `<${'a'.repeat(1500)}@x.example>`;
    const raw = withId(readEml('plain-text.eml'), `Message-ID: ${long}\r\n`);
    expect((await scanOffers(raw)).messageId).toHaveLength(998);
    const none = await scanOffers(readEml('plain-text.eml'));
    expect(none.messageId).toBeNull();
    expect(none.offers).toEqual([]);
  });

  it('keeps the message when extraction throws, without offers, saying why', async () => {
    vi.mocked(extractOffers).mockImplementationOnce(() => {
      throw new Error('extractor exploded');
    });
    const result = await processEmail(readEml('promo-discount-offer.eml'), { trackers });
    expect(result).toMatchObject({
      searchBody: expect.stringContaining('BREW20'),
      offers: [],
      extractionError: 'extractor exploded',
    });
    expect(result.bodyHtml).toContain('Your coffee, 20% cheaper');

    vi.mocked(extractOffers).mockImplementationOnce(() => {
      throw new Error('again');
    });
    expect(await scanOffers(readEml('promo-discount-offer.eml'))).toMatchObject({
      offers: [],
      extractionError: 'again',
    });
  });
});

describe('processEmail: search text and preview', () => {
  const htmlOnly = (html: string) =>
    Buffer.from(
      [
        'From: Shop <news@shop.example>',
        'To: a@dealbox.localhost',
        'Subject: Autumn',
        'MIME-Version: 1.0',
        'Content-Type: text/html; charset=utf-8',
        '',
        html,
      ].join('\r\n'),
    );

  it('indexes the visible text once read, and previews an HTML-only mail with its preheader', async () => {
    const result = await processEmail(
      htmlOnly(
        '<html><head><title>Ignored title</title><style>.x{color:red}</style></head><body>' +
          '<div style="display:none">Preheader: new boots inside</div>' +
          '<p>Autumn&nbsp;sale on <b>boots</b></p><p>Ends   Sunday</p></body></html>',
      ),
      { trackers },
    );
    // &nbsp; and runs of white space are one space each.
    expect(result.searchBody).toBe('Autumn sale on boots Ends Sunday');
    expect(result.preview).toContain('Preheader: new boots inside');
  });

  it('keeps at most SEARCH_TEXT_LIMIT characters of text for search', async () => {
    const paragraphs = Array.from({ length: 2000 }, (_, i) => `<p>word${i} filler text</p>`);
    const result = await processEmail(htmlOnly(`<body>${paragraphs.join('')}</body>`), {
      trackers,
    });
    expect(result.searchBody).toHaveLength(SEARCH_TEXT_LIMIT);
    expect(result.searchBody.startsWith('word0 filler text word1 filler text')).toBe(true);
  });
});
