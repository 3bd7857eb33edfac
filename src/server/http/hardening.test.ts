import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Offer } from '#shared/offer-types.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { TEST_ORIGIN, cookieFrom, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { PERMISSIONS_POLICY } from './app.ts';

/** A raw HTTP/1.1 exchange, for what app.inject cannot send (bad bytes, huge headers). */
async function rawHttp(port: number, text: string): Promise<{ status: number; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (out += d));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(out.slice(9, 12)), raw: out }));
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe.each(testDialects())('hardening (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let offer: Offer;
  let port: number;

  beforeAll(async () => {
    t = await startMailTestApp(dialect, {
      EVENT_STREAMS_PER_USER: '3',
      SIGN_IN_FREE_FAILURES: '3',
      SIGN_IN_BACKOFF_MAX_SECONDS: '1',
    });
    alice = await t.signUp({ username: 'alice', email: 'alice@shopper.test' });
    const created = await t.request({
      method: 'POST',
      url: '/api/offers',
      cookie: alice.cookie,
      payload: { storeName: 'Shoe Shop', offerTitle: '10% off', barcodeValue: 'SAVE10' },
    });
    expect(created.statusCode, created.body).toBe(201);
    offer = created.json<Offer>();
    port = Number(new URL(await t.listen()).port);
  });
  afterAll(() => t.close());

  describe('cross-site writes', () => {
    const writes = () => [
      { method: 'PATCH' as const, url: `/api/offers/${offer.id}`, payload: { isSaved: true } },
      { method: 'POST' as const, url: `/api/offers/${offer.id}/use`, payload: {} },
      { method: 'POST' as const, url: '/api/emails/delete', payload: { ids: [] } },
      { method: 'PATCH' as const, url: '/api/profile/settings', payload: { autoAddDeals: false } },
      { method: 'DELETE' as const, url: `/api/offers/${offer.id}` },
      { method: 'POST' as const, url: '/api/auth/sign-out', payload: {} },
    ];

    it('refuses every write from another origin with a 403 problem, changing nothing', async () => {
      for (const origin of ['http://evil.example', 'http://localhost:3001', 'null']) {
        for (const write of writes()) {
          const response = await t.request({ ...write, cookie: alice.cookie, headers: { origin } });
          expect(response.statusCode, `${write.method} ${write.url} from ${origin}`).toBe(403);
          expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(response.json()).toMatchObject({ status: 403, title: 'Forbidden' });
        }
      }
      const still = await t.request({
        method: 'GET',
        url: `/api/offers/${offer.id}`,
        cookie: alice.cookie,
      });
      expect(still.statusCode).toBe(200);
      expect(still.json<Offer>().status).toBe('active');
    });

    it('refuses the no-preflight form (text/plain, no Origin) unless same-origin or flagged', async () => {
      const bare = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${offer.id}/use`,
        headers: { cookie: alice.cookie, 'content-type': 'text/plain' },
        payload: '',
      });
      expect(bare.statusCode).toBe(403);
      const crossSite = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${offer.id}/use`,
        headers: { cookie: alice.cookie, 'sec-fetch-site': 'same-site' },
        payload: {},
      });
      expect(crossSite.statusCode).toBe(403);
      // A script without Origin (curl) passes with the custom header, as the SPA sends it.
      const flagged = await t.app.inject({
        method: 'PATCH',
        url: `/api/offers/${offer.id}`,
        headers: { cookie: alice.cookie, 'x-dealbox-request': '1' },
        payload: { isSaved: true },
      });
      expect(flagged.statusCode, flagged.body).toBe(200);
      const sameOrigin = await t.app.inject({
        method: 'PATCH',
        url: `/api/offers/${offer.id}`,
        headers: { cookie: alice.cookie, 'sec-fetch-site': 'same-origin' },
        payload: { isSaved: false },
      });
      expect(sameOrigin.statusCode).toBe(200);
      const trusted = await t.request({
        method: 'PATCH',
        url: `/api/offers/${offer.id}`,
        cookie: alice.cookie,
        headers: { origin: TEST_ORIGIN },
        payload: { isSaved: true },
      });
      expect(trusted.statusCode).toBe(200);
    });
  });

  describe('odd input', () => {
    it('answers a 400 problem, never a 500, for NUL and control characters', async () => {
      for (const url of [
        '/api/emails?q=ab%00',
        '/api/emails?q=%00',
        '/api/emails?q=a%1Bb',
        `/api/emails/${'0'.repeat(8)}%00`,
        '/api/offers?q=%00',
        '/api/usernames/ab%00cd/availability',
      ]) {
        const response = await t.request({ method: 'GET', url, cookie: alice.cookie });
        expect(response.statusCode, url).toBe(400);
        expect(response.headers['content-type'], url).toMatch(/problem\+json/);
      }
      const signUp = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: 'nul@shopper.test',
          password: 'secret1',
          name: 'a\u0000b',
          username: 'nulname',
        },
      });
      expect(signUp.statusCode).toBe(400);
      const lone = await t.request({
        method: 'POST',
        url: '/api/offers',
        cookie: alice.cookie,
        headers: { 'content-type': 'application/json' },
        payload: '{"storeName":"\\ud800","offerTitle":"x","barcodeValue":"1"}',
      });
      expect(lone.statusCode).toBe(400);
      // Tabs and new lines are text, not control characters to refuse.
      const fine = await t.request({
        method: 'GET',
        url: '/api/emails?q=a%09b',
        cookie: alice.cookie,
      });
      expect(fine.statusCode).toBe(200);
    });

    it('answers Fastify and Node refusals (bad escape, 414, 431) as problems', async () => {
      const badEscape = await rawHttp(
        port,
        'GET /api/emails/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(badEscape.status).toBe(400);
      expect(badEscape.raw).toMatch(/content-type: application\/problem\+json/i);
      expect(bodyOf(badEscape.raw)).toMatchObject({ status: 400, title: 'Bad Request' });

      const longParam = await rawHttp(
        port,
        `GET /api/emails/${'a'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(longParam.status).toBe(414);
      expect(bodyOf(longParam.raw)).toMatchObject({ status: 414, title: 'URI Too Long' });

      const hugeHeader = await rawHttp(
        port,
        `GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
      );
      expect(hugeHeader.status).toBe(431);
      expect(hugeHeader.raw).toMatch(/content-type: application\/problem\+json/i);
      expect(bodyOf(hugeHeader.raw)).toMatchObject({ status: 431 });

      const garbage = await rawHttp(
        port,
        'GET /api/config HTTP/1.1\r\nHost: x\r\nX-Bad: a\x01b\r\n\r\n',
      );
      expect(garbage.status).toBe(400);
      expect(bodyOf(garbage.raw)).toMatchObject({ status: 400 });
    });

    it("maps Better Auth's errors to problems, keeping its code", async () => {
      const wrong = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@shopper.test', password: 'wrong-pass' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(wrong.json()).toMatchObject({
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        detail: 'Invalid email or password',
        code: 'INVALID_EMAIL_OR_PASSWORD',
      });
    });
  });

  describe('headers', () => {
    it('sends Permissions-Policy and one framing policy', async () => {
      const page = await t.request({ method: 'GET', url: '/api/config' });
      expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(page.headers['permissions-policy']).toContain('microphone=()');
      // 'Scan code' on Add Offer uses the camera: our own origin only, never an embed.
      expect(page.headers['permissions-policy']).toContain('camera=(self)');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  });

  describe('event streams', () => {
    it('keeps at most the configured number per user, closing the oldest', async () => {
      const base = await t.listen();
      const controllers: AbortController[] = [];
      const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
      const texts: string[] = [];
      const ended: boolean[] = [];
      try {
        for (let i = 0; i < 5; i++) {
          const controller = new AbortController();
          controllers.push(controller);
          const response = await fetch(`${base}/api/events`, {
            headers: { cookie: alice.cookie },
            signal: controller.signal,
          });
          expect(response.status).toBe(200);
          const reader = (response.body as ReadableStream<Uint8Array>).getReader();
          readers.push(reader);
          texts.push('');
          ended.push(false);
          const index = i;
          void (async () => {
            const decoder = new TextDecoder();
            try {
              for (;;) {
                const { done, value } = await reader.read();
                if (done) break;
                texts[index] += decoder.decode(value);
              }
            } catch {
              // aborted at the end of the test
            }
            ended[index] = true;
          })();
        }
        const deadline = Date.now() + 5000;
        while (!(ended[0] && ended[1]) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(ended).toEqual([true, true, false, false, false]);
        expect(texts[0]).toContain('event: superseded');
        expect(texts[4]).not.toContain('superseded');
      } finally {
        for (const c of controllers) c.abort();
      }
    });
  });

  describe('sign-in limits', () => {
    it('backs one account off after wrong passwords, not the whole address', async () => {
      const bob = await t.signUp({ username: 'bobby', email: 'bob@shopper.test' });
      const carol = await t.signUp({ username: 'carol', email: 'carol@shopper.test' });
      const signIn = (email: string, password: string) =>
        t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
      // The back-off is kept as a time (Date.now()) in the database: the clock stands still
      // while the tries are made, however slow the machine, and is then moved past it.
      const start = Date.now();
      const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
      onTestFinished(() => clock.mockRestore());
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signIn(bob.email, 'wrong-pass')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const backedOff = await signIn(bob.email, bob.password);
      expect(backedOff.statusCode).toBe(429);
      expect(backedOff.headers['retry-after']).toBe('1');
      expect(backedOff.json()).toMatchObject({ status: 429, code: 'ACCOUNT_BACKOFF' });
      // Someone else behind the same address signs in at once.
      const other = await signIn(carol.email, carol.password);
      expect(other.statusCode).toBe(200);
      // The back-off passes; the right password then works and clears the count.
      clock.mockReturnValue(start + 1100);
      const after = await signIn(bob.email, bob.password);
      expect(after.statusCode, after.body).toBe(200);
      expect(cookieFrom(after)).toContain('session_token');
      expect((await signIn(bob.email, 'wrong-pass')).statusCode).toBe(401);
      // A username typed for the same failures is backed off the same way.
      const byName = (username: string) =>
        t.request({
          method: 'POST',
          url: '/api/auth/sign-in/username',
          payload: { username, password: 'nope-nope' },
        });
      const named: number[] = [];
      for (let i = 0; i < 4; i++) named.push((await byName('no_such_user')).statusCode);
      expect(named).toEqual([401, 401, 401, 429]);
    });
  });
});
