import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { extractOffers } from './extract-offers.ts';
import { offerSourceFromEmail } from './offer-source.ts';

/** Raw messages through postal-mime: charsets, transfer encodings, inline parts. */

async function sourceOf(raw: string | Uint8Array) {
  return offerSourceFromEmail(await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' }));
}

function latin1(text: string): Uint8Array {
  return Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
}

describe('offerSourceFromEmail', () => {
  it('reads an 8-bit Latin-1 French promotion', async () => {
    const raw = latin1(
      [
        'From: =?iso-8859-1?Q?Maison_Lumi=E8re?= <offres@maisonlumiere.example>',
        'Subject: =?iso-8859-1?Q?-20_%_sur_tout_le_site?=',
        'Date: Tue, 24 Nov 2026 08:00:00 +0100',
        'Message-ID: <fr-1@maisonlumiere.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Profitez de -20 % sur tout le site avec le code promo HIVER20.',
        "Offre valable jusqu'au 6 décembre 2026.",
        '',
      ].join('\r\n'),
    );
    const source = await sourceOf(raw);
    expect(source.fromName).toBe('Maison Lumière');
    expect(source.dateHeader).toBe('Tue, 24 Nov 2026 08:00:00 +0100');
    expect(extractOffers(source, { decodeImage: () => null })).toMatchObject([
      {
        storeName: 'Maison Lumière',
        code: 'HIVER20',
        discount: '20% off',
        expirationDate: '2026-12-06',
      },
    ]);
  });

  it('reads a base64 HTML body and maps cid: images to their parts', async () => {
    const html = '<p>Take $15 off $75+ with code GIFT15. Ends 12/24/2026.</p><img src="cid:bar@x">';
    const raw = [
      'From: "Copper Kettle Co." <deals@copperkettle.example>',
      'Subject: A gift for you',
      'Date: Mon, 23 Nov 2026 07:00:00 -0500',
      'MIME-Version: 1.0',
      'Content-Type: multipart/related; boundary="b"',
      '',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(html).toString('base64'),
      '--b',
      'Content-Type: image/png',
      'Content-ID: <bar@x>',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('not really a png').toString('base64'),
      '--b--',
      '',
    ].join('\r\n');
    const source = await sourceOf(raw);
    expect(source.images).toMatchObject([{ contentId: 'bar@x', contentType: 'image/png' }]);
    expect(extractOffers(source, { decodeImage: () => null })).toMatchObject([
      {
        storeName: 'Copper Kettle Co.',
        code: 'GIFT15',
        discount: '$15 off $75+',
        expirationDate: '2026-12-24',
      },
    ]);
  });
});
