import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailListPage } from '#shared/email-types.ts';
import { bodyDocument } from '../http/routes/api/email-body.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { emlNames, readEml } from '#test/eml.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { RawSmtpClient } from '#test/raw-smtp.ts';

/** Every .eml in testdata/ (and a generated 5 MB HTML message) through SMTP and the pipeline. */

/** The detail, and the sanitised HTML body as the page's frame gets it (null if none). */
type Check = (email: EmailDetail & { bodyHtml: string | null }) => void;

/** `GET /api/emails/:id/body` without the frame document around the email's own HTML. */
const [DOCUMENT_START, DOCUMENT_END] = bodyDocument('\u0000').split('\u0000') as [string, string];

const CHECKS: Record<string, Check> = {
  'promo-html-images.eml': (e) => {
    expect(e.subject).toBe('Spring Sale: 30% off everything 👟');
    expect(e.senderName).toBe('Shoe Shop');
    expect(e.hasRemoteImages).toBe(true);
    expect(e.trackersRemoved).toBe(3); // list-manage pixel, hidden pixel, yesware link
    expect(e.bodyHtml).toContain('href="https://shoeshop.example/sneakers"');
    expect(e.bodyHtml).toContain('data-remote-src="https://cdn.shoeshop.example/img/logo.png"');
    expect(e.bodyHtml).not.toMatch(/list-manage|yesware|\ssrc="http|@import|url\(/);
    expect(e.bodyText).toContain('30% off everything');
  },
  'promo-discount-offer.eml': (e) => {
    // The wording of titles and descriptions is the extractor's (its own tests cover it).
    expect(e.offerDraft).toEqual({
      storeName: 'Coffee Corner',
      offerTitle: expect.stringMatching(/\S/),
      discount: '20% off',
      description: expect.stringMatching(/\S/),
      barcodeValue: 'BREW20',
      expirationDate: '2026-04-30',
    });
    // The deal itself is in the wallet, linked to this email.
    expect(e.offers).toEqual([
      {
        id: expect.any(String),
        storeName: 'Coffee Corner',
        offerTitle: e.offerDraft?.offerTitle,
        discount: '20% off',
        barcodeValue: 'BREW20',
        barcodeType: 'CODE128',
        expirationDate: '2026-04-30',
      },
    ]);
    expect(e.bodyHtml).not.toMatch(/<script|ld\+json|alert/);
  },
  'promo-mailchimp.eml': (e) => {
    expect(e.tag).toBe('camping');
    expect(e.trackersRemoved).toBe(1);
    expect(e.offerDraft).toMatchObject({ barcodeValue: 'CAMP25', storeName: 'Outdoor Gear Co' });
    expect(e.offers).toMatchObject([{ barcodeValue: 'CAMP25', storeName: 'Outdoor Gear Co' }]);
  },
  'plain-text.eml': (e) => {
    expect(e.bodyHtml).toBeNull();
    expect(e.bodyText).toContain('free croissant');
    expect(e.offerDraft).toBeNull();
    expect(e.offers).toEqual([]);
  },
  'nested-multipart.eml': (e) => {
    expect(e.bodyHtml).toMatch(/<img alt="Garden logo" src="data:image\/png;base64,/);
    expect(e.attachments).toEqual([
      { filename: 'logo.png', size: 79, contentType: 'image/png', inline: true },
      { filename: 'catalogue.pdf', size: 900, contentType: 'application/pdf', inline: false },
    ]);
    expect(e.hasRemoteImages).toBe(false);
  },
  'latin1.eml': (e) => {
    expect(e.senderName).toBe('Fromagerie Müller');
    expect(e.subject).toBe('Käse - 50% Rabatt');
    expect(e.bodyText).toContain('Große Rabatte für Sie');
  },
  'shift-jis.eml': (e) => {
    expect(e.senderName).toBe('東京ストア');
    expect(e.subject).toBe('春のセール開催中');
    expect(e.bodyText).toContain('全品30%オフ');
  },
  'windows-1252.eml': (e) => {
    expect(e.subject).toBe('“Smart” savings €?');
    expect(e.bodyHtml).toContain('€10 off — today only… Don’t');
  },
  '8bit-headers.eml': (e) => {
    expect(e.senderName).toBe('Café Olé');
    expect(e.subject).toBe('Crème brûlée — 2 für 1 ☕');
  },
  'missing-from.eml': (e) => {
    expect(e.senderEmail).toBe('sender@shop.example'); // the envelope's MAIL FROM
    expect(e.subject).toBe('Who sent this?');
  },
  'missing-date.eml': (e) => {
    expect(Date.parse(e.receivedAt)).toBeGreaterThan(Date.now() - 120_000);
  },
  'attachment-only.eml': (e) => {
    expect(e.bodyHtml).toBeNull();
    expect(e.bodyText).toBeNull();
    expect(e.attachments).toEqual([
      { filename: 'receipt-1042.pdf', size: 900, contentType: 'application/pdf', inline: false },
    ]);
  },
  'broken-base64.eml': (e) => {
    expect(e.subject).toBe('Broken base64 inside');
    expect(e.bodyHtml).toContain('<h1>Hello</h1>');
    expect(e.attachments.map((a) => a.filename)).toEqual(['x.jpg']);
  },
  'hostile-html.eml': (e) => {
    expect(e.bodyHtml).toContain('Hostile sale!');
    expect(e.bodyHtml).not.toMatch(
      /<script|<svg|<math|<iframe|<form|<object|<embed|<base|<meta|<link|<noscript|<video|onerror|onload|javascript:|data:text|@import|url\(|expression|evil\.example\/(x|y|bg|esc|div|smuggled)/i,
    );
    expect(e.bodyHtml).toContain('data-remote-src="https://evil.example/remote.png"');
    expect(e.hasRemoteImages).toBe(true);
  },
};

function bigHtmlMessage(): Buffer {
  const row =
    '<tr><td style="padding:4px"><a href="https://shop.example/p">Product</a> <img src="https://cdn.shop.example/p.jpg" width="80"> Lorem ipsum dolor sit amet.</td></tr>\r\n';
  const html = `<html><body><table>${row.repeat(Math.ceil((5 * 1024 * 1024) / row.length))}</table></body></html>`;
  return Buffer.from(
    [
      'From: Mega Store <mega@store.example>',
      'To: alice@dealbox.test',
      'Subject: A 5 MB catalogue',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      html,
    ].join('\r\n'),
  );
}

describe.each(testDialects())('the .eml corpus through SMTP (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    const client = await RawSmtpClient.open(t.smtp.port);
    for (const name of [...emlNames(), '5mb.html']) {
      const message = name === '5mb.html' ? bigHtmlMessage() : readEml(name);
      const result = await client.transaction({
        from: 'sender@shop.example',
        to: [name === 'promo-mailchimp.eml' ? 'alice+camping@dealbox.test' : 'alice@dealbox.test'],
        message,
      });
      expect(result.code, `${name}: ${result.reply}`).toBe(250);
      const id = /queued as ([0-9a-f-]+)/.exec(result.reply)?.[1];
      ids.set(name, id as string);
    }
    client.close();
    await t.intake.idle();
  }, 60_000);
  afterAll(() => t.close());

  async function readEmail(id: string) {
    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${id}`,
      cookie: alice.cookie,
    });
    expect(detail.statusCode).toBe(200);
    const email = detail.json<EmailDetail>();
    if (!email.hasHtmlBody) return { ...email, bodyHtml: null };
    const body = await t.request({
      method: 'GET',
      url: `/api/emails/${id}/body`,
      cookie: alice.cookie,
    });
    expect(body.statusCode).toBe(200);
    expect(body.body.startsWith(DOCUMENT_START) && body.body.endsWith(DOCUMENT_END)).toBe(true);
    return { ...email, bodyHtml: body.body.slice(DOCUMENT_START.length, -DOCUMENT_END.length) };
  }

  it('stores every message and lists them all', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/api/emails?limit=100',
      cookie: alice.cookie,
    });
    const listed = page.json<EmailListPage>().items.map((i) => i.id);
    expect(listed.sort()).toEqual([...ids.values()].sort());
  });

  it.each(Object.keys(CHECKS))('reads %s', async (name) => {
    CHECKS[name]?.(await readEmail(ids.get(name) as string));
  });

  it('reads the 5 MB HTML message, sanitised', async () => {
    const email = await readEmail(ids.get('5mb.html') as string);
    expect(email.subject).toBe('A 5 MB catalogue');
    expect(email.bodyHtml?.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(email.bodyHtml).not.toMatch(/\ssrc="https?:/);
    expect(email.hasRemoteImages).toBe(true);
  });
});
