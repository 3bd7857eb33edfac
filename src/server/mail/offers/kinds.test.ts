import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractOffers } from './extract-offers.ts';
import type { OfferSource } from './offer-types.ts';

/**
 * Metamorphic tests of the kinds of mail issue 45 names: many markups that render to the same
 * text must give the same deal. Written from the kinds, not from any labelled email.
 */

function mail(parts: Partial<OfferSource>): OfferSource {
  return {
    html: null,
    text: null,
    subject: 'Something for you',
    fromName: 'Larch & Loom',
    fromAddress: 'hello@larchandloom.example',
    dateHeader: 'Tue, 01 Dec 2026 10:00:00 -0500',
    images: [],
    ...parts,
  };
}

const found = (source: OfferSource) =>
  extractOffers(source, { decodeImage: () => null }).map(({ code, discount, expirationDate }) => ({
    code,
    discount,
    expirationDate,
  }));

/** The same visible button, as the sending tools write it. */
const BUTTONS: ((label: string) => string)[] = [
  // A table cell with a background, its link inside.
  (l) =>
    `<table role="presentation"><tr><td bgcolor="#1f3b2d" style="padding:14px 28px;border-radius:4px"><a href="https://larchandloom.example/s" style="color:#ffffff;text-decoration:none">${l}</a></td></tr></table>`,
  // A VML roundrect for Outlook with its HTML copy hidden from Outlook only (buttons.cm).
  (l) =>
    `<div><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="https://larchandloom.example/s" style="height:44px;v-text-anchor:middle;width:220px" arcsize="8%" stroke="f" fillcolor="#1f3b2d"><w:anchorlock/><center style="color:#ffffff;font-weight:bold">${l}</center></v:roundrect><![endif]--><a href="https://larchandloom.example/s" style="background-color:#1f3b2d;border-radius:4px;color:#ffffff;display:inline-block;font-weight:bold;line-height:44px;text-align:center;text-decoration:none;width:220px;-webkit-text-size-adjust:none;mso-hide:all;">${l}</a></div>`,
  // VML around the HTML link (the link itself read by every client).
  (l) =>
    `<!--[if mso]><v:roundrect href="https://larchandloom.example/s" fillcolor="#1f3b2d"><w:anchorlock/><center><![endif]--><a href="https://larchandloom.example/s" style="background:#1f3b2d;color:#fff;padding:12px 24px">${l}</a><!--[if mso]></center></v:roundrect><![endif]-->`,
  // An <a> styled as a block.
  (l) =>
    `<a href="https://larchandloom.example/s" style="display:block;background-color:#1f3b2d;color:#fff;padding:14px;text-align:center">${l}</a>`,
  // A <td> with bgcolor and the text straight in it.
  (l) =>
    `<table><tr><td align="center" bgcolor="#1f3b2d" style="color:#ffffff;font-size:18px;padding:12px">${l}</td></tr></table>`,
  // Downlevel-revealed conditional around the button table.
  (l) =>
    `<![if !mso]><table><tr><td style="background:#1f3b2d;padding:10px"><a href="https://larchandloom.example/s" style="color:#fff">${l}</a></td></tr></table><![endif]>`,
];

function buttonMail(button: string): OfferSource {
  return mail({
    subject: '30% off ends tonight',
    html: `<html><body><table><tr><td><h1>30% off everything</h1></td></tr>
      <tr><td>Your code is on the button below. Ends tonight at midnight.</td></tr>
      <tr><td>${button}</td></tr>
      <tr><td>Unsubscribe · © 2026 Larch &amp; Loom</td></tr></table></body></html>`,
  });
}

describe('a code shown only as the label of a button', () => {
  it.each(BUTTONS.map((b, i) => [i, b] as const))('reads the same deal from markup %i', (_, b) => {
    expect(found(buttonMail(b('WINTER30')))).toEqual([
      { code: 'WINTER30', discount: '30% off', expirationDate: '2026-12-01' },
    ]);
  });

  it('reads a lower-case hyphenated code from every button markup', () => {
    for (const b of BUTTONS) {
      expect(found(buttonMail(b('larch-winter')))).toEqual([
        { code: 'larch-winter', discount: '30% off', expirationDate: '2026-12-01' },
      ]);
    }
  });
});

/** Inline elements a code can be split over, each wrapping one piece. */
const INLINE: ((piece: string) => string)[] = [
  (p) => `<span style="color:#b3261e">${p}</span>`,
  (p) => `<b>${p}</b>`,
  (p) => `<span class="SpellE">${p}</span>`,
  (p) => `<font color="#333">${p}</font>`,
  (p) => `<strong><span>${p}</span></strong>`,
  (p) => p,
];

describe('a code split over inline elements', () => {
  it('reads the same code wherever it is split and however the pieces are wrapped', () => {
    const code = 'Snow-Day25';
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: code.length - 1 }),
        fc.constantFrom(...INLINE),
        fc.constantFrom(...INLINE),
        fc.boolean(),
        (at, left, right, wbr) => {
          const split = `${left(code.slice(0, at))}${wbr ? '<wbr>' : ''}${right(code.slice(at))}`;
          const html = `<p>Take 25% off your order with code ${split} at checkout.</p><p>Offer ends 12/24/2026.</p>`;
          expect(found(mail({ html }))).toEqual([
            { code, discount: '25% off', expirationDate: '2026-12-24' },
          ]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('codes in every case, with hyphens or underscores', () => {
  const pool = ['snow', 'larch', 'winter', 'hola', 'mirlo', 'kaffee', 'orso', 'frost', 'cosy'];
  const words = fc.array(fc.constantFrom(...pool), { minLength: 2, maxLength: 3 });
  const cases = ['lower', 'upper', 'title'] as const;

  it('reads the code after a label whatever its case and separator', () => {
    fc.assert(
      fc.property(words, fc.constantFrom('-', '_'), fc.constantFrom(...cases), (ws, sep, c) => {
        const cased = ws.map((w) =>
          c === 'upper' ? w.toUpperCase() : c === 'title' ? w[0]!.toUpperCase() + w.slice(1) : w,
        );
        const code = cased.join(sep);
        const html = `<p>Welcome! Enjoy 15% off your first order with the promo code ${code}.</p>`;
        expect(found(mail({ html })).map((o) => o.code)).toEqual([code]);
      }),
      { numRuns: 80 },
    );
  });

  it('reads it alone under a label that ends its block, in several languages', () => {
    const labels = [
      ['Your code:', 'Get 10% off your first order.'],
      ['Dein Gutscheincode:', '10 % Rabatt auf deine erste Bestellung.'],
      ['Votre code promo :', '10 % de réduction sur votre première commande.'],
      ['Tu código:', '10 % de descuento en tu primer pedido.'],
      ['Il tuo codice sconto:', '10% di sconto sul tuo primo ordine.'],
    ];
    for (const [label, deal] of labels) {
      const html = `<p>${deal}</p><p>${label}</p><p style="border:2px dashed #999"><b>hallo-zusammen-10</b></p>`;
      expect(found(mail({ html })).map((o) => [o.code, o.discount])).toEqual([
        ['hallo-zusammen-10', '10% off'],
      ]);
    }
  });

  it('takes no prose after a label for a code', () => {
    const html = '<p>Get 10% off with the code below.</p><p>Shop the look-book now.</p>';
    expect(found(mail({ html }))).toEqual([]);
  });
});

describe('relative expiries, in the time zone of the Date header', () => {
  // One instant, 2026-12-04 04:30 UTC, seen from several zones: the sender's own day differs.
  const zones: [string, string][] = [
    ['Thu, 03 Dec 2026 20:30:00 -0800', '2026-12-03'],
    ['Thu, 03 Dec 2026 23:30:00 -0500', '2026-12-03'],
    ['Fri, 04 Dec 2026 04:30:00 +0000', '2026-12-04'],
    ['Fri, 04 Dec 2026 05:30:00 +0100', '2026-12-04'],
    ['Fri, 04 Dec 2026 15:30:00 +1100', '2026-12-04'],
  ];
  const plus = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const phrases: [string, number][] = [
    ['Ends tonight!', 0],
    ['Today only.', 0],
    ['Ends tomorrow.', 1],
    ['Your code is valid for 7 days.', 7],
    ['Dein Code ist 7 Tage gültig.', 7],
    ['Code valable 14 jours.', 14],
    ['Válido durante 15 días.', 15],
    ['Il codice è valido per 10 giorni.', 10],
    ['Deze code is 2 weken geldig.', 14],
    ['Kod jest ważny przez 30 dni.', 30],
  ];

  it.each(phrases)('"%s" counts from the sender’s own day', (phrase, days) => {
    for (const [dateHeader, localDay] of zones) {
      const text = `Use code LARCH15 for 15% off. ${phrase}`;
      expect(found(mail({ text, dateHeader }))[0]?.expirationDate).toBe(plus(localDay, days));
    }
  });
});

describe('day and month order from the sender', () => {
  const text = (date: string) => `Use code FROST20 for 20% off. Valid through ${date}.`;

  it('reads an open numeric date month first from an American sender', () => {
    const us = { fromAddress: 'hi@larch.example', dateHeader: 'Tue, 01 Dec 2026 21:00:00 -0800' };
    // 'free delivery' is American English too: the clock west of UTC says where it is from.
    expect(found(mail({ ...us, text: `${text('12/05')} Free delivery.` }))[0]?.expirationDate).toBe(
      '2026-12-05',
    );
  });

  it('reads it day first from a British or European sender', () => {
    const uk = mail({ text: text('05/12'), fromAddress: 'hi@larch.co.uk' });
    expect(found(uk)[0]?.expirationDate).toBe('2026-12-05');
    const pounds = mail({
      text: `${text('05/12')} Spend £50.`,
      dateHeader: 'Tue, 01 Dec 2026 09:00:00 +0000',
    });
    expect(found(pounds)[0]?.expirationDate).toBe('2026-12-05');
  });

  it('follows another date of the same mail that reads only one way', () => {
    const source = mail({
      text: `${text('05/12')} Orders placed by 24/12/2026 arrive for Christmas.`,
      dateHeader: 'Tue, 01 Dec 2026 09:00:00 +0000',
    });
    expect(found(source)[0]?.expirationDate).toBe('2026-12-05');
  });

  it('reads a Dutch day and month without a year after an expiry word', () => {
    const source = mail({
      text: 'Gebruik code WINTER10 voor 10% korting. Actie geldig t/m 06-12.',
      dateHeader: 'Tue, 01 Dec 2026 09:00:00 +0100',
    });
    expect(found(source)[0]?.expirationDate).toBe('2026-12-06');
  });
});

describe('multi-buy deals with no code', () => {
  it.each([
    ['Buy 2, get the 3rd free on every candle. Ends Sunday.', 'B2G1 free'],
    ['Buy 1, Get 1 FREE on all mugs this weekend.', 'BOGO free'],
    ['Second pair half price, all week.', 'BOGO 50% off'],
    ['Zweiter Artikel zum halben Preis – nur bis Sonntag.', 'BOGO 50% off'],
    ['Il secondo capo a metà prezzo, fino a domenica.', 'BOGO 50% off'],
    ['Le 2e article à moitié prix jusqu’à dimanche.', 'BOGO 50% off'],
    ['La segunda unidad a mitad de precio hasta el domingo.', 'BOGO 50% off'],
    ['3 für 2 auf alle Socken.', 'B2G1 free'],
  ])('%s', (text, discount) => {
    const offers = found(mail({ text }));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ code: null, discount });
  });

  it('are not read from a receipt', () => {
    const text = 'Thanks for your order! Order number 20441. Buy 2, get the 3rd free was applied.';
    expect(found(mail({ text, subject: 'Your receipt' }))).toEqual([]);
  });

  it('give way to a code the mail shows', () => {
    const text = 'Buy 2, get the 3rd free. Or take 20% off with code CANDLE20.';
    expect(found(mail({ text })).map((o) => o.code)).toEqual(['CANDLE20']);
  });
});
