/**
 * Mail that stores send, for `e2e/found-deals.spec.ts`: fictional stores at `.example`
 * domains, written the way real promotions and receipts are (a table layout, a hidden
 * preheader, a footer with an unsubscribe link), with every offer in the visible text and
 * no schema.org markup, so the deals come from reading the mail as a person would.
 */
import type { OutgoingMail } from '../mail.ts';

export interface StoreMail extends Omit<OutgoingMail, 'to'> {
  /** What the deal found in it should show. */
  expected: {
    storeName: string;
    /** The code as printed, or '' for a deal that needs no code. */
    code: string;
    /** Matches the discount as the server writes it ('25% off'). */
    discount: RegExp;
    /** YYYY-MM-DD */
    expirationDate: string;
  } | null;
}

function layout(store: string, preheader: string, rows: string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${store}</title>
<style>.preheader{display:none!important;max-height:0;overflow:hidden}</style></head>
<body style="margin:0;background:#f4f1ee;font-family:Helvetica,Arial,sans-serif">
<div class="preheader">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="24" cellspacing="0" style="background:#ffffff">
<tr><td style="font-size:13px;color:#777">${store}</td></tr>
${rows.map((row) => `<tr><td>${row}</td></tr>`).join('\n')}
<tr><td style="font-size:11px;color:#999">You are receiving this email because you signed up at
${store}. <a href="https://www.example/unsubscribe">Unsubscribe</a> · © 2030 ${store},
12 Harbour Street, Portland</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/**
 * A Spanish promotion whose code is written only in its button's label, footer in Spanish:
 * a language and a layout no rule was written for.
 */
export function spanishButtonSale(subject: string): StoreMail {
  const store = 'Casa Lumbre';
  return {
    from: `"${store}" <hola@casalumbre.example>`,
    subject,
    html: layout(store, 'Solo esta semana en toda la tienda.', [
      '<h1 style="font-size:30px;margin:0">30% de descuento en toda la tienda</h1>',
      '<p>Mantas, lámparas y cerámica para el invierno.</p>',
      '<p><a href="https://casalumbre.example/rebajas" style="display:inline-block;background:#b45309;color:#fff;padding:14px 22px;border-radius:6px;text-decoration:none;font-weight:bold">COMPRA CON EL CÓDIGO HOGAR-30</a></p>',
      '<p style="font-size:12px;color:#555">Válido hasta el 31/12/2030. Un uso por cliente.</p>',
    ]).replace('<html lang="en">', '<html lang="es">'),
    expected: {
      storeName: store,
      code: 'HOGAR-30',
      discount: /^30% off$/i,
      expirationDate: '2030-12-31',
    },
  };
}

/** A winter sale with a promo code and a printed end date. */
export function winterSale(subject: string): StoreMail {
  const store = 'Northwind Outfitters';
  return {
    from: `"${store}" <offers@northwind-outfitters.example>`,
    subject,
    html: layout(store, 'Our warmest sale of the season is here.', [
      '<h1 style="font-size:32px;margin:0">25% OFF SITEWIDE</h1>',
      '<p>Parkas, fleeces and boots for the cold months ahead.</p>',
      '<p>Use code <strong style="font-family:monospace">WINTER-25</strong> at checkout for 25% off everything.</p>',
      '<p><a href="https://northwind-outfitters.example/sale" style="background:#1d4ed8;color:#fff;padding:12px 20px;text-decoration:none">Shop the sale</a></p>',
      '<p style="font-size:12px;color:#555">Offer ends 12/31/2030. One use per customer. Cannot be combined with other offers.</p>',
    ]),
    text: [
      '25% OFF SITEWIDE',
      'Parkas, fleeces and boots for the cold months ahead.',
      'Use code WINTER-25 at checkout for 25% off everything.',
      'Shop the sale: https://northwind-outfitters.example/sale',
      'Offer ends 12/31/2030. One use per customer. Cannot be combined with other offers.',
    ].join('\n\n'),
    expected: {
      storeName: store,
      code: 'WINTER-25',
      discount: /^25% off$/i,
      expirationDate: '2030-12-31',
    },
  };
}

/** A spring sale from another store (sent while automatic deals are off). */
export function springSale(subject: string): StoreMail {
  const store = 'Juniper & Sage';
  return {
    from: `"${store}" <hello@juniperandsage.example>`,
    subject,
    html: layout(store, 'Fresh picks for your garden.', [
      '<h1 style="font-size:30px;margin:0">Spring into savings</h1>',
      '<p>Take 40% off all planters and seed kits.</p>',
      '<p>Enter code <strong>SPRING-40</strong> at checkout.</p>',
      '<p style="font-size:12px;color:#555">Offer ends 12/31/2030.</p>',
    ]),
    text: [
      'Spring into savings',
      'Take 40% off all planters and seed kits.',
      'Enter code SPRING-40 at checkout.',
      'Offer ends 12/31/2030.',
    ].join('\n\n'),
    expected: {
      storeName: store,
      code: 'SPRING-40',
      discount: /^40% off$/i,
      expirationDate: '2030-12-31',
    },
  };
}

/** A deal that needs no code ('no code needed'). */
export function bootsEvent(subject: string): StoreMail {
  const store = 'Cedar Ridge Boots';
  return {
    from: `"${store}" <news@cedarridgeboots.example>`,
    subject,
    html: layout(store, 'Every pair, one weekend.', [
      '<h1 style="font-size:30px;margin:0">The boot event</h1>',
      '<p>Take 30% off all boots, no code needed: the price drops in your cart.</p>',
      '<p style="font-size:12px;color:#555">Offer ends 12/31/2030.</p>',
    ]),
    text: [
      'The boot event',
      'Take 30% off all boots, no code needed: the price drops in your cart.',
      'Offer ends 12/31/2030.',
    ].join('\n\n'),
    expected: {
      storeName: store,
      code: '',
      discount: /^30% off$/i,
      expirationDate: '2030-12-31',
    },
  };
}

/** An order confirmation: a used promo code and an order number, and no deal. */
export function orderReceipt(subject: string): StoreMail {
  const store = 'Northwind Outfitters';
  return {
    from: `"${store}" <orders@northwind-outfitters.example>`,
    subject,
    html: layout(store, 'We have your order.', [
      '<h1 style="font-size:26px;margin:0">Thanks for your order!</h1>',
      '<p>Order number: <strong>NW-4417-2290</strong></p>',
      '<table role="presentation" width="100%"><tr><td>Alpine parka, navy, M</td><td align="right">$180.00</td></tr><tr><td>Promo SAVE10 applied</td><td align="right">-$18.00</td></tr><tr><td><strong>Total</strong></td><td align="right"><strong>$162.00</strong></td></tr></table>',
      '<p>We will email you again when it ships.</p>',
    ]),
    text: [
      'Thanks for your order!',
      'Order number: NW-4417-2290',
      'Alpine parka, navy, M: $180.00',
      'Promo SAVE10 applied: -$18.00',
      'Total: $162.00',
      'We will email you again when it ships.',
    ].join('\n\n'),
    expected: null,
  };
}
