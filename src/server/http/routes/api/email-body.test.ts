import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { compressBody } from '#server/db/stored-body.ts';
import { compressRaw } from '#server/intake/raw-message.ts';
import { readEml } from '#test/eml.ts';
import { bodyContent, bodyContentSecurityPolicy, escapeHtml } from './email-body.ts';

const BLOCKED_CSP = `sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox; default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: cid:; font-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
const IMAGES_CSP = `sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox; default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: cid: https: http:; font-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** What the intake pipeline leaves for an email with one blocked remote image. */
const PROCESSED_HTML =
  '<p>Hello <b>shopper</b></p><img data-remote-src="https://cdn.shop.example/hero.png" alt="Hero"><table data-remote-background="https://cdn.shop.example/bg.png"><tr><td>Sale</td></tr></table>';

interface TestBody {
  bodyHtml: string | null;
  bodyText: string | null;
}

describe.each(testDialects())('GET /api/emails/:id/body (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  /** An email taken in (`raw` stored as the intake stores it) and processed. */
  async function storeProcessed(
    user: TestUser,
    email: { raw: Buffer | null; htmlPending: boolean; bodyText: string | null },
  ): Promise<string> {
    const id = randomUUID();
    // No message: three bytes that are not brotli, so reading them back fails.
    const stored = email.raw ? await compressRaw(email.raw) : new Uint8Array([1, 2, 3]);
    await t.database.transaction(async (tx) => {
      await tx.emails.insertEmails([
        {
          id,
          userId: user.id,
          receivedAt: Date.now(),
          senderName: 'Shop',
          senderEmail: 'news@shop.example',
          subject: 'Big sale',
          tag: null,
          messageId: null,
          raw: stored,
          rawSize: email.raw?.length ?? 3,
        },
      ]);
    });
    const processed = await t.database.emails.markProcessed(id, {
      htmlPending: email.htmlPending,
      bodyText: email.bodyText,
      attachments: [],
      offers: [],
      searchText: 'Shop Big sale',
      preview: '',
    });
    expect(processed).toMatchObject({ id, processing: false });
    return id;
  }

  /** An email opened once already: its body sanitised and stored. */
  async function storeEmail(user: TestUser, body: TestBody): Promise<string> {
    const id = await storeProcessed(user, {
      raw: null,
      htmlPending: body.bodyHtml !== null,
      bodyText: body.bodyText,
    });
    if (body.bodyHtml !== null) {
      await t.database.emails.storeBody(user.id, id, {
        bodyHtml: compressBody(body.bodyHtml),
        hasRemoteImages: body.bodyHtml.includes('data-remote-'),
        trackersRemoved: 0,
      });
    }
    return id;
  }

  const getBody = (user: TestUser | null, id: string, query = '') =>
    t.request({
      method: 'GET',
      url: `/api/emails/${id}/body${query}`,
      ...(user ? { cookie: user.cookie } : {}),
    });

  function expectFrameHeaders(response: LightMyRequestResponse, csp: string) {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(csp);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The embedding page reads the document's layout (decision 051): nothing here may put it
    // in another origin or agent cluster than the app's.
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the sanitised HTML in a complete document with its own strict headers', async () => {
    const id = await storeEmail(alice, { bodyHtml: PROCESSED_HTML, bodyText: 'Hello shopper' });
    const response = await getBody(alice, id);
    expectFrameHeaders(response, BLOCKED_CSP);
    const html = response.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<base target="_blank">');
    expect(html).toContain('color-scheme: light');
    expect(html).toContain('max-width: 100%');
    expect(html).toContain('<p>Hello <b>shopper</b></p>');
    // Remote images stay blocked: no src, only the pipeline's data-remote-* attributes.
    expect(html).toContain('data-remote-src="https://cdn.shop.example/hero.png"');
    expect(html).not.toMatch(/\ssrc="https:/);
    expect(html).not.toMatch(/\sbackground="https:/);
    // The app's own policy (frame-ancestors 'none', script-src 'self') is not sent alongside.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain("'self' 'none'");
    // No script at all: the sandbox without allow-scripts, script-src 'none', none in the body.
    // The app's origin stays (allow-same-origin) so that the page can read the size (051).
    expect(csp).toMatch(/^sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox;/);
    expect(csp).toContain("script-src 'none';");
    expect(csp).not.toMatch(
      /allow-scripts|allow-top-navigation|allow-forms|unsafe-eval|unsafe-hashes|nonce-|sha256-/,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('responsive-embedded-sizing');
  });

  /** A real message taken in and processed: its HTML waits to be sanitised on opening. */
  const storeUnopened = (user: TestUser, raw: Buffer | null) =>
    storeProcessed(user, { raw, htmlPending: true, bodyText: null });

  const rowOf = (id: string) =>
    t.database.db
      .selectFrom('email')
      .select(['body_pending', 'body_html_br', 'has_remote_images', 'trackers_removed'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('sanitises the body on first opening, stores it once, and serves the stored one after', async () => {
    const raw = Buffer.from(
      [
        'From: Shop <news@shop.example>',
        'Subject: Big sale',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p onclick="steal()">Hello <b>shopper</b></p><script>alert(1)</script>' +
          '<img src="https://cdn.shop.example/hero.png" width="300" alt="Hero">' +
          '<img src="https://shop.example/open.gif" width="1" height="1">',
      ].join('\r\n'),
    );
    const id = await storeUnopened(alice, raw);
    expect(await rowOf(id)).toMatchObject({ body_pending: 1, body_html_br: null });

    // The frame and the page ask at once: both get the sanitised body.
    const [first, second] = await Promise.all([getBody(alice, id), getBody(alice, id)]);
    for (const response of [first, second]) {
      expectFrameHeaders(response, BLOCKED_CSP);
      expect(response.body).toContain('<p>Hello <b>shopper</b></p>');
      expect(response.body).toContain('data-remote-src="https://cdn.shop.example/hero.png"');
      expect(response.body).not.toMatch(/<script|onclick|open\.gif/);
    }
    const stored = await rowOf(id);
    expect(stored).toMatchObject({ body_pending: 0, trackers_removed: 1 });
    expect(Number(stored.has_remote_images)).toBe(1);
    expect(stored.body_html_br).not.toBeNull();

    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${id}`,
      cookie: alice.cookie,
    });
    expect(detail.json()).toMatchObject({
      hasHtmlBody: true,
      hasRemoteImages: true,
      trackersRemoved: 1,
    });
  });

  it('the email itself, opened first, sanitises the body too', async () => {
    const id = await storeUnopened(alice, readEml('promo-discount-offer.eml'));
    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${id}`,
      cookie: alice.cookie,
    });
    expect(detail.json()).toMatchObject({ hasHtmlBody: true, trackersRemoved: 0 });
    expect((await rowOf(id)).body_pending).toBe(0);
    expect((await getBody(alice, id)).body).toContain('Your coffee, 20% cheaper');
  });

  it('never serves unsanitised HTML: a message that cannot be read back shows no body, and is tried again', async () => {
    const id = await storeUnopened(alice, null); // not brotli: decompressing it fails
    const response = await getBody(alice, id);
    expectFrameHeaders(response, BLOCKED_CSP);
    expect(response.body).toContain('dealbox-empty');
    expect((await rowOf(id)).body_pending).toBe(1);
  });

  it("does not sanitise another user's email", async () => {
    const id = await storeUnopened(alice, readEml('promo-discount-offer.eml'));
    expect((await getBody(bob, id)).statusCode).toBe(404);
    expect((await rowOf(id)).body_pending).toBe(1);
  });

  it('serves a body stored before bodies were compressed (plain body_html, migration 009)', async () => {
    const id = await storeEmail(alice, { bodyHtml: null, bodyText: null });
    await t.database.db
      .updateTable('email')
      .set({ body_html: PROCESSED_HTML, body_html_br: null })
      .where('id', '=', id)
      .execute();
    const response = await getBody(alice, id, '?images=1');
    expectFrameHeaders(response, IMAGES_CSP);
    expect(response.body).toContain('<p>Hello <b>shopper</b></p>');
    expect(response.body).toContain('src="https://cdn.shop.example/hero.png"');
    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${id}`,
      cookie: alice.cookie,
    });
    expect(detail.json<{ hasHtmlBody: boolean }>().hasHtmlBody).toBe(true);
  });

  it('restores remote images and allows them in its policy only with images=1', async () => {
    const id = await storeEmail(alice, { bodyHtml: PROCESSED_HTML, bodyText: null });
    const shown = await getBody(alice, id, '?images=1');
    expectFrameHeaders(shown, IMAGES_CSP);
    expect(shown.body).toContain('src="https://cdn.shop.example/hero.png"');
    expect(shown.body).toContain('background="https://cdn.shop.example/bg.png"');
    expect(shown.body).not.toContain('data-remote-');

    const blocked = await getBody(alice, id, '?images=0');
    expectFrameHeaders(blocked, BLOCKED_CSP);
    expect(blocked.body).toContain('data-remote-src=');
  });

  it('shows the plain text escaped when there is no HTML, else No content', async () => {
    const textId = await storeEmail(alice, {
      bodyHtml: null,
      bodyText: 'Code <SAVE10> & "more"\n<script>alert(1)</script>',
    });
    const text = await getBody(alice, textId);
    expectFrameHeaders(text, BLOCKED_CSP);
    expect(text.body).toContain(
      '<pre class="dealbox-text">Code &lt;SAVE10&gt; &amp; &quot;more&quot;\n&lt;script&gt;alert(1)&lt;/script&gt;</pre>',
    );
    // No script element at all: the escaped text is text.
    expect(text.body).not.toContain('<script>');

    const emptyId = await storeEmail(alice, { bodyHtml: null, bodyText: null });
    const empty = await getBody(alice, emptyId);
    expectFrameHeaders(empty, BLOCKED_CSP);
    expect(empty.body).toContain('No content');
  });

  it('answers 404 for another user, an unknown id and a malformed id; 401 signed out', async () => {
    const id = await storeEmail(alice, { bodyHtml: PROCESSED_HTML, bodyText: null });
    for (const response of [
      await getBody(bob, id),
      await getBody(bob, id, '?images=1'),
      await getBody(alice, randomUUID()),
      await getBody(alice, 'not-a-uuid'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json<{ detail: string }>().detail).toBe('Email not found');
      expect(response.body).not.toContain('shopper');
    }
    const signedOut = await getBody(null, id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain('shopper');
  });

  it('refuses an images value it does not know with 400', async () => {
    const id = await storeEmail(alice, { bodyHtml: PROCESSED_HTML, bodyText: null });
    const response = await getBody(alice, id, '?images=yes');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('body document pieces', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('treats blank HTML as absent and falls back to the text', () => {
    expect(bodyContent({ bodyHtml: '  ', bodyText: 'hi' }, false)).toBe(
      '<pre class="dealbox-text">hi</pre>',
    );
  });

  it('adds remote image sources to the policy only when asked', () => {
    expect(bodyContentSecurityPolicy(false)).not.toMatch(/https?:/);
    expect(bodyContentSecurityPolicy(true)).toContain('img-src data: cid: https: http:');
  });
});
