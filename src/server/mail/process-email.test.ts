import { describe, expect, it, vi } from 'vitest';
import { readEml } from '#test/eml.ts';
import { SEARCH_TEXT_LIMIT } from '../domain/emails.ts';
import type * as extraction from './offers/extract-offers.ts';
import { extractOffers } from './offers/extract-offers.ts';
import { processEmail, sanitizeBody, scanOffers } from './process-email.ts';
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
    const result = await processEmail(raw);
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
    const result = await processEmail(readEml('promo-discount-offer.eml'));
    expect(result).toMatchObject({
      searchBody: expect.stringContaining('BREW20'),
      offers: [],
      extractionError: 'extractor exploded',
      htmlPending: true,
    });

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
    );
    // &nbsp; and runs of white space are one space each.
    expect(result.searchBody).toBe('Autumn sale on boots Ends Sunday');
    expect(result.preview).toBe('Preheader: new boots inside Autumn sale on boots Ends Sunday');
    expect(result.htmlPending).toBe(true);
  });

  it('previews no script, style or head text, and reads tags as spaces', async () => {
    const result = await processEmail(
      htmlOnly(
        '<head><title>Title</title></head><body><script>var x = 1;</script>' +
          '<table><tr><td>One</td><td>Two</td></tr></table><noscript>No JS</noscript></body>',
      ),
    );
    expect(result.preview).toBe('One Two');
  });

  it('indexes the text part when the HTML shows no text', async () => {
    const raw = Buffer.from(
      [
        'Subject: Picture sale',
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Boots half price this weekend',
        '--b',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<img src="https://cdn.shop.example/banner.png" alt="">',
        '--b--',
      ].join('\r\n'),
    );
    const result = await processEmail(raw);
    expect(result.htmlPending).toBe(true);
    expect(result.searchBody.trim()).toBe('Boots half price this weekend');
  });

  it('has no HTML to sanitise when the HTML is only white space, or there is none', async () => {
    expect((await processEmail(htmlOnly('  \r\n  '))).htmlPending).toBe(false);
    const plain = await processEmail(readEml('plain-text.eml'));
    expect(plain.htmlPending).toBe(false);
    expect(plain.bodyText).not.toBeNull();
  });

  it('keeps at most SEARCH_TEXT_LIMIT characters of text for search', async () => {
    const paragraphs = Array.from({ length: 2000 }, (_, i) => `<p>word${i} filler text</p>`);
    const result = await processEmail(htmlOnly(`<body>${paragraphs.join('')}</body>`));
    expect(result.searchBody).toHaveLength(SEARCH_TEXT_LIMIT);
    expect(result.searchBody.startsWith('word0 filler text word1 filler text')).toBe(true);
  });
});

describe('sanitizeBody: the HTML body on first opening', () => {
  it('sanitises the body as stored: trackers out, remote images blocked, links kept', async () => {
    const body = await sanitizeBody(readEml('promo-discount-offer.eml'), { trackers });
    expect(body.bodyHtml).toContain('Your coffee, 20% cheaper');
    expect(body.bodyHtml).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('has no body for a message without HTML, or one whose HTML sanitises to nothing', async () => {
    const none = { bodyHtml: null, hasRemoteImages: false, trackersRemoved: 0 };
    expect(await sanitizeBody(readEml('plain-text.eml'), { trackers })).toEqual(none);
    const scriptOnly = Buffer.from(
      'Subject: x\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>\r\n',
    );
    expect((await processEmail(scriptOnly)).htmlPending).toBe(true);
    expect(await sanitizeBody(scriptOnly, { trackers })).toEqual(none);
  });

  it('counts the trackers it removed and the remote images it blocked', async () => {
    const raw = Buffer.from(
      [
        'Subject: x',
        'Content-Type: text/html',
        '',
        '<p>Hi</p><img src="https://cdn.shop.example/a.png" width="300">' +
          '<img src="https://shop.example/open.gif" width="1" height="1">',
      ].join('\r\n'),
    );
    expect(await sanitizeBody(raw, { trackers })).toMatchObject({
      bodyHtml: expect.stringContaining('data-remote-src="https://cdn.shop.example/a.png"'),
      hasRemoteImages: true,
      trackersRemoved: 1,
    });
  });
});
