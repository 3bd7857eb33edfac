/**
 * Writes the barcode cases of the extraction evaluation set (testdata/extraction/barcode/):
 * coupons whose code is drawn as an image (EAN-13, UPC-A, CODE128, QR) as inline `cid:` PNG,
 * GIF and JPEG parts or a `data:` URI, with the number printed beside the image, plus a
 * logo and a tracking pixel that are not barcodes. Deterministic: the same bytes every run.
 *
 *   node testdata/extraction/make-barcode-cases.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js/node';
import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import { PNG } from 'pngjs';
import {
  buildEml,
  encodeWord,
  mailbox,
  rfcDate,
  type BinaryPart,
  type Charset,
  type Part,
  type TextPart,
} from './eml-builder.ts';

const ROOT = dirname(fileURLToPath(import.meta.url));

type Format = 'EAN13' | 'UPC' | 'CODE128' | 'QR';
const BCID: Record<Format, string> = {
  EAN13: 'ean13',
  UPC: 'upca',
  CODE128: 'code128',
  QR: 'qrcode',
};

interface Rgba {
  width: number;
  height: number;
  data: Buffer;
}

/** The barcode as a PNG on white with a quiet zone, as a coupon template would show it. */
async function barcodePng(format: Format, value: string): Promise<Buffer> {
  const is2d = format === 'QR';
  return bwipjs.toBuffer({
    bcid: BCID[format],
    text: value,
    scale: is2d ? 4 : 3,
    ...(is2d ? {} : { height: 12, includetext: true, textxalign: 'center' as const }),
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 10,
  });
}

/** PNG to RGBA, composited onto white (bwip-js may leave transparent pixels). */
function decodePng(png: Buffer): Rgba {
  const image = PNG.sync.read(png);
  const data = Buffer.from(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const a = (data[i + 3] ?? 255) / 255;
    for (let k = 0; k < 3; k++) data[i + k] = Math.round((data[i + k] ?? 0) * a + 255 * (1 - a));
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

function toJpeg(png: Buffer): Buffer {
  const rgba = decodePng(png);
  return Buffer.from(jpeg.encode(rgba, 90).data);
}

function toGif(png: Buffer): Buffer {
  const { width, height, data } = decodePng(png);
  const indexed: number[] = new Array<number>(width * height);
  for (let p = 0; p < width * height; p++) {
    const lum =
      0.299 * (data[p * 4] ?? 0) + 0.587 * (data[p * 4 + 1] ?? 0) + 0.114 * (data[p * 4 + 2] ?? 0);
    indexed[p] = lum < 128 ? 1 : 0;
  }
  const buf = Buffer.alloc(width * height * 2 + 1024);
  const writer = new GifWriter(buf, width, height, { palette: [0xffffff, 0x000000] });
  writer.addFrame(0, 0, width, height, indexed);
  return buf.subarray(0, writer.end());
}

/** A flat-coloured logo (no stripes, so it cannot read as a barcode). */
function logoPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inner = x > 8 && x < width - 8 && y > 8 && y < height - 8;
      png.data[i] = inner ? 255 : rgb[0];
      png.data[i + 1] = inner ? 255 : rgb[1];
      png.data[i + 2] = inner ? 255 : rgb[2];
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** The usual 1x1 transparent GIF open pixel. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function textPart(
  type: 'text/plain' | 'text/html',
  body: string,
  charset: Charset = 'utf-8',
  encoding: TextPart['encoding'] = 'quoted-printable',
): TextPart {
  return {
    kind: 'text',
    type,
    charset,
    encoding,
    body,
    charsetLabel: charset === 'windows-1252' ? 'windows-1252' : charset.toUpperCase(),
  };
}

function image(type: string, bytes: Buffer, contentId: string, filename: string): BinaryPart {
  return { kind: 'binary', type, bytes, contentId, filename, disposition: 'inline' };
}

interface Offer {
  code: string | null;
  discount: string | null;
  expiry: string | null;
  barcode: { value: string; format: Format } | null;
}

interface BarcodeCase {
  name: string;
  description: string;
  language: 'en' | 'de' | 'fr';
  from: [string, string];
  subject: string;
  date: [string, string];
  messageId: string;
  body: Part;
  offers: Offer[];
}

function write(c: BarcodeCase): void {
  const [fromName, fromAddress] = c.from;
  const eml = buildEml({
    headers: [
      ['From', mailbox(fromName, fromAddress)],
      ['To', '<sam.rivera@inbox.dealbox.example>'],
      ['Subject', encodeWord(c.subject)],
      ['Date', rfcDate(c.date[0], c.date[1])],
      ['Message-ID', `<${c.messageId}>`],
    ],
    body: c.body,
  });
  const label = {
    description: c.description,
    language: c.language,
    offers: c.offers.map((o) => ({ store: fromName, ...o })),
  };
  const base = join(ROOT, 'barcode', c.name);
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(`${base}.eml`, eml);
  writeFileSync(`${base}.json`, JSON.stringify(label, null, 2) + '\n');
}

const cases: BarcodeCase[] = [];

// EAN-13 as an inline PNG (multipart/related around multipart/alternative).
{
  const value = '2001234567893';
  const png = await barcodePng('EAN13', value);
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Your in-store coupon</title></head>
<body style="margin:0;background:#f3f7f0;font-family:Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">Show this at any register. Expires 11/30/2026.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:16px;"><img src="cid:logo-brookfield@brookfieldmarket.example" width="200" height="60" alt="Brookfield Market"></td></tr>
<tr><td style="padding:8px 24px;">
<h1 style="margin:0;color:#2e7d32;">$3 off any purchase of $15 or more</h1>
<p>Your in-store coupon for this week. Scan at the register or give the cashier the number below.</p>
<table cellpadding="8" style="border:2px dashed #2e7d32;"><tr>
<td><img src="cid:coupon-ean13@brookfieldmarket.example" alt="Coupon barcode" width="285"></td>
<td style="font-size:14px;">Coupon no.<br><strong style="font-size:18px;letter-spacing:1px;">${value}</strong><br><br>Expires 11/30/2026</td>
</tr></table>
<p style="font-size:11px;color:#777;">Limit one coupon per customer per visit. Excludes alcohol, tobacco, lottery, gift cards and pharmacy prescriptions. Store #0148.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;">Brookfield Market, 1 Mill Pond Rd, Brookfield, CT 06804 &middot; <a href="https://www.brookfieldmarket.example/unsubscribe?u=77120">Unsubscribe</a></td></tr>
</table>
</td></tr></table>
<img src="cid:px@brookfieldmarket.example" width="1" height="1" alt="">
</body></html>`;
  const text = `Brookfield Market

$3 off any purchase of $15 or more
Your in-store coupon for this week. Scan at the register or give the cashier the number below.

Coupon no. ${value}
Expires 11/30/2026

Limit one coupon per customer per visit. Excludes alcohol, tobacco, lottery, gift cards and pharmacy prescriptions. Store #0148.

Brookfield Market, 1 Mill Pond Rd, Brookfield, CT 06804
Unsubscribe: https://www.brookfieldmarket.example/unsubscribe?u=77120`;
  cases.push({
    name: 'ean13-cid-png',
    description:
      'In-store coupon: EAN-13 drawn as an inline cid: PNG inside multipart/related, with a logo and a pixel; the number is printed beside it',
    language: 'en',
    from: ['Brookfield Market', 'coupons@brookfieldmarket.example'],
    subject: 'Your coupon: $3 off $15+ in store',
    date: ['2026-11-16 07:00:00', '-0500'],
    messageId: 'c0up0n.ean13.20261116.0700@mail.brookfieldmarket.example',
    body: {
      kind: 'multipart',
      subtype: 'related',
      boundary: '----=_rel_bfm_0001',
      parts: [
        {
          kind: 'multipart',
          subtype: 'alternative',
          boundary: '----=_alt_bfm_0001',
          parts: [textPart('text/plain', text), textPart('text/html', html)],
        },
        image(
          'image/png',
          logoPng(200, 60, [46, 125, 50]),
          'logo-brookfield@brookfieldmarket.example',
          'logo.png',
        ),
        image('image/png', png, 'coupon-ean13@brookfieldmarket.example', 'coupon.png'),
        image('image/gif', PIXEL_GIF, 'px@brookfieldmarket.example', 'px.gif'),
      ],
    },
    offers: [
      {
        code: value,
        discount: '$3 off $15+',
        expiry: '2026-11-30',
        barcode: { value, format: 'EAN13' },
      },
    ],
  });
}

// UPC-A as an inline GIF (multipart/alternative around multipart/related).
{
  const value = '512345678900';
  const gif = toGif(await barcodePng('UPC', value));
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;">
<span style="display:none!important;">Save $5 on your next $25 purchase.</span>
<table width="580" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#ffcc00;padding:14px;"><img src="cid:logo@sunnydayrx.example" width="160" height="48" alt="Sunny Day Pharmacy"></td></tr>
<tr><td style="padding:20px;">
<p style="font-size:26px;font-weight:bold;margin:0 0 8px;">$5 off your purchase of $25 or more</p>
<p>Present this coupon at checkout in any Sunny Day Pharmacy.</p>
<p style="text-align:center;"><img src="cid:upc-coupon@sunnydayrx.example" alt="UPC ${value}"><br><span style="font-family:monospace;font-size:16px;">${value}</span></p>
<p style="font-size:12px;">Expires 11/15/2026. Not valid on prescriptions, flu shots, postage stamps or gift cards. Rewards member ID ending 0417.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:10px;color:#999;">Sunny Day Pharmacy, 45 Palm Ave, Fresno, CA 93721. <a href="https://www.sunnydayrx.example/email-prefs">Email preferences</a></td></tr>
</table>
</body></html>`;
  const text = `Sunny Day Pharmacy

$5 off your purchase of $25 or more
Present this coupon at checkout in any Sunny Day Pharmacy.

Coupon UPC: ${value}
Expires 11/15/2026. Not valid on prescriptions, flu shots, postage stamps or gift cards. Rewards member ID ending 0417.

Sunny Day Pharmacy, 45 Palm Ave, Fresno, CA 93721.`;
  cases.push({
    name: 'upca-cid-gif',
    description:
      'UPC-A coupon drawn as an inline cid: GIF (two-colour palette) inside multipart/related under multipart/alternative',
    language: 'en',
    from: ['Sunny Day Pharmacy', 'rewards@sunnydayrx.example'],
    subject: '$5 off $25: your coupon is inside',
    date: ['2026-11-02 12:30:00', '-0800'],
    messageId: '20261102203000.upca.4471@sunnydayrx.example',
    body: {
      kind: 'multipart',
      subtype: 'alternative',
      boundary: '----=_alt_sdp_0002',
      parts: [
        textPart('text/plain', text, 'utf-8', '7bit'),
        {
          kind: 'multipart',
          subtype: 'related',
          boundary: '----=_rel_sdp_0002',
          parts: [
            textPart('text/html', html, 'utf-8', 'base64'),
            image(
              'image/png',
              logoPng(160, 48, [255, 204, 0]),
              'logo@sunnydayrx.example',
              'logo.png',
            ),
            image('image/gif', gif, 'upc-coupon@sunnydayrx.example', 'coupon.gif'),
          ],
        },
      ],
    },
    offers: [
      {
        code: value,
        discount: '$5 off $25+',
        expiry: '2026-11-15',
        barcode: { value, format: 'UPC' },
      },
    ],
  });
}

// CODE128 as an inline JPEG.
{
  const value = 'LKH-SPRING-2026';
  const jpg = toJpeg(await barcodePng('CODE128', value));
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eeeeee;">
<div style="display:none;font-size:1px;max-height:0;overflow:hidden;">Spring projects start here.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="background:#b71c1c;color:#ffffff;padding:16px;font-size:22px;font-weight:bold;">LAKESIDE HARDWARE</td></tr>
<tr><td style="padding:24px;">
<p style="font-size:28px;font-weight:bold;margin:0;">15% off one item</p>
<p>Paint, tools, garden supplies: pick one item and save. Show this barcode at the register, or enter the code online.</p>
<p style="text-align:center;"><img src="cid:part1.4B7C2A10.6E3F9D21@lakesidehardware.example" alt="Coupon barcode"></p>
<p style="text-align:center;font-family:monospace;font-size:18px;">Code: ${value}</p>
<p style="font-size:12px;color:#666;">Valid through 4/30/2026. One item per coupon. Excludes power equipment over $499 and special orders. Store 22, Lakeside Plaza.</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#999;">Lakeside Hardware, 700 Shore Dr, Madison, WI 53704 | <a href="https://www.lakesidehardware.example/unsubscribe">Unsubscribe</a></td></tr>
</table>
</td></tr></table>
</body></html>`;
  const text = `LAKESIDE HARDWARE

15% off one item
Paint, tools, garden supplies: pick one item and save. Show the barcode at the register, or enter the code online.

Code: ${value}
Valid through 4/30/2026. One item per coupon. Excludes power equipment over $499 and special orders. Store 22, Lakeside Plaza.

Lakeside Hardware, 700 Shore Dr, Madison, WI 53704`;
  cases.push({
    name: 'code128-cid-jpeg',
    description:
      'CODE128 coupon (letters, digits, hyphens) drawn as an inline cid: JPEG; the same code printed for online use',
    language: 'en',
    from: ['Lakeside Hardware', 'deals@lakesidehardware.example'],
    subject: 'Spring coupon: 15% off one item',
    date: ['2026-04-09 06:45:00', '-0500'],
    messageId: 'lkh.spring.2026.0409.064500@mail.lakesidehardware.example',
    body: {
      kind: 'multipart',
      subtype: 'related',
      boundary: '----=_rel_lkh_0003',
      parts: [
        {
          kind: 'multipart',
          subtype: 'alternative',
          boundary: '----=_alt_lkh_0003',
          parts: [textPart('text/plain', text), textPart('text/html', html)],
        },
        image('image/jpeg', jpg, 'part1.4B7C2A10.6E3F9D21@lakesidehardware.example', 'barcode.jpg'),
      ],
    },
    offers: [
      {
        code: value,
        discount: '15% off',
        expiry: '2026-04-30',
        barcode: { value, format: 'CODE128' },
      },
    ],
  });
}

// QR as a data: URI in an HTML-only German message.
{
  const value = 'AMSEL-2FUER1-0226';
  const png = await barcodePng('QR', value);
  const html = `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Café Amsel</title></head>
<body style="margin:0;background:#faf3e0;font-family:Georgia,serif;color:#3e2723;">
<div style="display:none;max-height:0;overflow:hidden;">Zu zweit ins Café? Der zweite Kaffee geht auf uns.</div>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:24px;font-size:26px;">Café Amsel</td></tr>
<tr><td style="padding:0 24px 24px;">
<p style="font-size:22px;font-weight:bold;">Zweiter Kaffee gratis</p>
<p>Kaufen Sie einen Kaffee, der zweite ist geschenkt. Zeigen Sie einfach diesen QR-Code an der Theke.</p>
<table cellpadding="6"><tr>
<td><img src="data:image/png;base64,${png.toString('base64')}" width="140" height="140" alt="QR-Code"></td>
<td style="font-size:14px;">Code: <strong>${value}</strong><br>Gültig bis 28.02.2026<br>in allen drei Filialen</td>
</tr></table>
<p style="font-size:12px;color:#8d6e63;">Ein Gutschein pro Besuch. Nicht mit der Stempelkarte kombinierbar. Filiale Südstadt: Kaiserstraße 41, Tel. 0721 9876543.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;">Café Amsel GmbH, Kaiserstraße 41, 76133 Karlsruhe &middot; <a href="https://www.cafe-amsel.example/newsletter/abmelden">Abmelden</a></td></tr>
</table>
</body></html>`;
  cases.push({
    name: 'qr-data-uri-de',
    description:
      'German HTML-only message with a QR code as a data: URI (no MIME image part); code printed beside it, BOGO free',
    language: 'de',
    from: ['Café Amsel', 'hallo@cafe-amsel.example'],
    subject: 'Zweiter Kaffee gratis – Ihr Gutschein',
    date: ['2026-02-16 08:15:00', '+0100'],
    messageId: '0216.0815.qr.amsel@cafe-amsel.example',
    body: textPart('text/html', html, 'utf-8', 'quoted-printable'),
    offers: [
      {
        code: value,
        discount: 'BOGO free',
        expiry: '2026-02-28',
        barcode: { value, format: 'QR' },
      },
    ],
  });
}

// EAN-13 as an inline GIF in a French Latin-1 message.
{
  const value = '2990012345672';
  const gif = toGif(await barcodePng('EAN13', value));
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body style="font-family:Arial,sans-serif;background:#ffffff;">
<div style="display:none">Votre bon de réduction est à l'intérieur.</div>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #1565c0;">
<tr><td style="background:#1565c0;color:#ffffff;padding:14px;font-size:22px;">Supermarché Les Halles</td></tr>
<tr><td style="padding:20px;">
<p style="font-size:24px;font-weight:bold;margin:0;">5&nbsp;&euro; de réduction dès 30&nbsp;&euro; d'achat</p>
<p>Présentez ce bon en caisse, sur papier ou sur votre téléphone.</p>
<table cellpadding="8"><tr><td><img src="cid:bon-ean13@leshalles.example" alt="Code-barres du bon"></td><td>N° du bon :<br><b>${value}</b><br><br>Valable jusqu'au 14/03/2026</td></tr></table>
<p style="font-size:11px;color:#777;">Bon valable une seule fois, hors carburant, gaz, presse, livres et cartes cadeaux. Magasin n° 0312.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:10px;color:#999;">Supermarché Les Halles, 15 avenue Jean-Jaurès, 31000 Toulouse - <a href="https://www.leshalles.example/desinscription">Se désinscrire</a></td></tr>
</table>
</body></html>`;
  const text = `Supermarché Les Halles

5 EUR de réduction dès 30 EUR d'achat
Présentez ce bon en caisse, sur papier ou sur votre téléphone.

N° du bon : ${value}
Valable jusqu'au 14/03/2026

Bon valable une seule fois, hors carburant, gaz, presse, livres et cartes cadeaux. Magasin n° 0312.`;
  cases.push({
    name: 'ean13-cid-gif-fr',
    description:
      'French ISO-8859-1 message, EAN-13 drawn as an inline cid: GIF; "5 € de réduction dès 30 € d\'achat"',
    language: 'fr',
    from: ['Supermarché Les Halles', 'bons@leshalles.example'],
    subject: '5 € de réduction dès 30 € : votre bon',
    date: ['2026-03-03 07:30:00', '+0100'],
    messageId: 'bon.ean13.0303.0730.12@leshalles.example',
    body: {
      kind: 'multipart',
      subtype: 'related',
      boundary: '----=_rel_slh_0005',
      parts: [
        {
          kind: 'multipart',
          subtype: 'alternative',
          boundary: '----=_alt_slh_0005',
          parts: [
            textPart('text/plain', text, 'iso-8859-1', '8bit'),
            textPart('text/html', html, 'iso-8859-1', 'quoted-printable'),
          ],
        },
        image('image/gif', gif, 'bon-ean13@leshalles.example', 'bon.gif'),
      ],
    },
    offers: [
      {
        code: value,
        discount: '€5 off €30+',
        expiry: '2026-03-14',
        barcode: { value, format: 'EAN13' },
      },
    ],
  });
}

// QR as an inline PNG in a UK message.
{
  const value = 'HG-INSTORE-15-7F3K';
  const png = await barcodePng('QR', value);
  const html = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f0;font-family:'Gill Sans',Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">Bring this to any of our shops.</div>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:20px;"><img src="cid:hg-logo" width="180" height="50" alt="Hollis &amp; Grant"></td></tr>
<tr><td style="padding:0 24px 24px;">
<p style="font-size:26px;margin:0;">15% off in store</p>
<p>A thank-you for being a Hollis &amp; Grant cardholder. Scan the code at the till.</p>
<table cellpadding="8"><tr><td><img src="cid:hg-qr" width="164" height="164" alt="Your QR code"></td><td>Your code:<br><strong>${value}</strong><br><br>Valid until 30/11/2026</td></tr></table>
<p style="font-size:11px;color:#888;">One use per customer. Not valid online or on sale items, concessions or gift cards. Card no. ending 2291.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;">Hollis &amp; Grant Ltd, 60 Bold Street, Liverpool L1 4EA. Registered in England No. 01984420. <a href="https://www.hollisandgrant.example/unsubscribe">Unsubscribe</a></td></tr>
</table>
</body></html>`;
  const text = `Hollis & Grant

15% off in store
A thank-you for being a Hollis & Grant cardholder. Scan the code at the till.

Your code: ${value}
Valid until 30/11/2026

One use per customer. Not valid online or on sale items, concessions or gift cards. Card no. ending 2291.
Hollis & Grant Ltd, 60 Bold Street, Liverpool L1 4EA. Registered in England No. 01984420.`;
  cases.push({
    name: 'qr-cid-png-uk',
    description:
      'UK cardholder coupon: QR drawn as an inline cid: PNG next to a logo PNG; D/M/Y expiry',
    language: 'en',
    from: ['Hollis & Grant', 'card@hollisandgrant.example'],
    subject: 'Your 15% in-store thank-you',
    date: ['2026-11-10 10:00:00', '+0000'],
    messageId: 'hg.qr.20261110100000.881@hollisandgrant.example',
    body: {
      kind: 'multipart',
      subtype: 'related',
      boundary: '----=_rel_hg_0006',
      parts: [
        {
          kind: 'multipart',
          subtype: 'alternative',
          boundary: '----=_alt_hg_0006',
          parts: [textPart('text/plain', text), textPart('text/html', html, 'utf-8', 'base64')],
        },
        image('image/png', logoPng(180, 50, [33, 33, 33]), 'hg-logo', 'logo.png'),
        image('image/png', png, 'hg-qr', 'qr.png'),
      ],
    },
    offers: [
      {
        code: value,
        discount: '15% off',
        expiry: '2026-11-30',
        barcode: { value, format: 'QR' },
      },
    ],
  });
}

for (const c of cases) write(c);
console.log(`wrote ${cases.length} barcode cases to ${join(ROOT, 'barcode')}`);
