import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailListPage } from '#shared/email-types.ts';
import type { StoreDetail } from '#shared/store-types.ts';
import type { UnsubscribeOption, UnsubscribeResult } from '#shared/unsubscribe-types.ts';
import { compressRaw } from '#server/intake/raw-message.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { startRecordingServer, type RecordingServer } from '#test/recording-server.ts';
import { SmtpSink } from '#test/smtp-sink.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * One-tap unsubscribe over the real thing: mail taken in over SMTP (its raw message kept), a
 * store's endpoint as a real HTTP server on loopback, the mailto unsubscribe sent by the
 * outbox over SMTP to a real sink (SMTP_URL). The main app allows private hosts
 * (UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS=1) so that it may reach the loopback endpoint; a second
 * app with the default shows that loopback is refused.
 */

const ONE_CLICK = 'List-Unsubscribe=One-Click';
const DAY = 86_400_000;

describe.each(testDialects())('unsubscribe API (%s)', (dialect) => {
  let sink: SmtpSink;
  let t: MailTestApp;
  let guarded: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let endpoint: RecordingServer;
  let elsewhere: RecordingServer;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    endpoint = await startRecordingServer();
    elsewhere = await startRecordingServer();
    t = await startMailTestApp(
      dialect,
      { UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS: '1', SMTP_URL: sink.url },
      { smtpMail: true },
    );
    guarded = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(async () => {
    await t.close();
    await guarded.close();
    await endpoint.close();
    await elsewhere.close();
    await sink.close();
  });
  beforeEach(() => {
    endpoint.requests.length = 0;
    endpoint.connections = 0;
    endpoint.respond = (_request, response) => {
      response.end();
    };
  });

  async function call<T>(
    app: TestApp,
    user: TestUser,
    method: 'GET' | 'POST',
    url: string,
    status = 200,
    payload: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await app.request({
      method,
      url,
      cookie: user.cookie,
      ...(method === 'POST' ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.headers['content-type']).toMatch(/problem\+json/);
    return response.json<T>();
  }

  /** Sends a message over SMTP to the user, with the headers given; returns its id. */
  async function sendMail(
    user: TestUser,
    from: string,
    headers: Record<string, string>,
  ): Promise<string> {
    const subject = `Offers ${randomUUID()}`;
    await t.send({ from, to: `${user.username}@dealbox.test`, subject, text: 'Sale!', headers });
    const page = await call<EmailListPage>(t, user, 'GET', '/api/emails?limit=100');
    const id = page.items.find((e) => e.subject === subject)?.id;
    if (!id) throw new Error(`no email '${subject}'`);
    return id;
  }

  /** Stores an email with this raw message straight through the store, taken in at `at`. */
  async function storeMail(app: TestApp, user: TestUser, raw: string, at: number) {
    const id = randomUUID();
    const bytes = Buffer.from(raw);
    const sender = /^From: .*<(.+)>/m.exec(raw)?.[1] ?? 'x@unknown.example';
    await app.database.transaction(async (tx) =>
      tx.emails.insertEmails([
        {
          id,
          userId: user.id,
          receivedAt: at,
          senderName: 'A store',
          senderEmail: sender,
          subject: 'Hello',
          tag: null,
          messageId: null,
          raw: await compressRaw(bytes),
          rawSize: bytes.length,
          // Held by "another process": the test app leaves it as it is.
          lease: { holder: 'elsewhere', until: Date.now() + DAY },
        },
      ]),
    );
    return id;
  }

  const rawMail = (from: string, headers: string) =>
    `From: A store <${from}>\r\nTo: x@dealbox.test\r\nSubject: Hello\r\n${headers}\r\nHello\r\n`;

  it('one-click: the store gets exactly one POST, a form with the right body and no cookies; done is kept', async () => {
    endpoint.respond = (_request, response) => {
      response.writeHead(200, { 'set-cookie': 'tracked=1' });
      response.end('You are unsubscribed');
    };
    const url = `${endpoint.origin}/unsub/alice-token?list=deals`;
    const id = await sendMail(alice, 'news@oneclick.example', {
      'List-Unsubscribe': `<mailto:unsub@oneclick.example>, <${url}>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    });

    const option = await call<UnsubscribeOption>(t, alice, 'GET', `/api/emails/${id}/unsubscribe`);
    expect(option).toEqual({
      method: 'one-click',
      target: `127.0.0.1:${endpoint.port}`,
      url: null,
      domain: 'oneclick.example',
      last: null,
    });
    expect(endpoint.requests).toEqual([]);

    const result = await call<UnsubscribeResult>(t, alice, 'POST', `/api/emails/${id}/unsubscribe`);
    expect(result).toMatchObject({
      outcome: 'done',
      method: 'one-click',
      detail: `127.0.0.1:${endpoint.port} confirmed the unsubscribe`,
      url: null,
      choices: { unsubscribe: { state: 'done' } },
    });

    expect(endpoint.requests).toHaveLength(1);
    const [request] = endpoint.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/unsub/alice-token?list=deals',
      body: ONE_CLICK,
    });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.referer).toBeUndefined();
    expect(request?.headers['user-agent']).toMatch(/^Dealbox-Unsubscribe\//);
    // Not the mailto: one-click comes first.
    expect(sink.to('unsub@oneclick.example')).toEqual([]);

    // Kept on the store, as its page shows it.
    const store = await call<StoreDetail>(t, alice, 'GET', '/api/stores/oneclick.example');
    expect(store.choices.unsubscribe).toMatchObject({
      state: 'done',
      detail: result.detail,
    });
    expect(Date.parse(store.choices.unsubscribe?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const again = await call<UnsubscribeOption>(t, alice, 'GET', `/api/emails/${id}/unsubscribe`);
    expect(again.last).toMatchObject({ state: 'done' });
  });

  it("mailto, from the store's page: the newest mail with the header decides; the email reaches the SMTP sink from the user's address", async () => {
    const domain = 'mailto.example';
    const from = `news@${domain}`;
    const base = Date.now() - 10 * DAY;
    // Oldest: a one-click the store no longer offers; then the mailto; newest: no header.
    await storeMail(
      t,
      alice,
      rawMail(
        from,
        `List-Unsubscribe: <${endpoint.origin}/old>\r\nList-Unsubscribe-Post: ${ONE_CLICK}\r\n`,
      ),
      base,
    );
    await storeMail(
      t,
      alice,
      rawMail(
        from,
        'List-Unsubscribe: <mailto:leave@lists.mailto.example?subject=Remove%20alice&body=Please%20remove%20me>\r\n',
      ),
      base + DAY,
    );
    await storeMail(t, alice, rawMail(from, ''), base + 2 * DAY);

    const option = await call<UnsubscribeOption>(
      t,
      alice,
      'GET',
      `/api/stores/${domain}/unsubscribe`,
    );
    expect(option).toMatchObject({ method: 'mailto', target: 'leave@lists.mailto.example' });

    const result = await call<UnsubscribeResult>(
      t,
      alice,
      'POST',
      `/api/stores/${domain}/unsubscribe`,
    );
    expect(result).toMatchObject({
      outcome: 'done',
      method: 'mailto',
      detail: 'Unsubscribe email sent to leave@lists.mailto.example',
      choices: { unsubscribe: { state: 'done' } },
    });
    // `request` waits for the outbox, which sent it over SMTP.
    await expect.poll(() => sink.to('leave@lists.mailto.example').length).toBe(1);
    expect(sink.to('leave@lists.mailto.example')[0]).toEqual({
      from: 'alice@dealbox.test',
      to: ['leave@lists.mailto.example'],
      subject: 'Remove alice',
      text: expect.stringContaining('Please remove me') as unknown,
    });
    expect(endpoint.requests).toEqual([]);
  });

  it('a mailto without subject says "unsubscribe"', async () => {
    const id = await sendMail(alice, 'news@plainmailto.example', {
      'List-Unsubscribe': '<mailto:off@plainmailto.example>',
    });
    await call<UnsubscribeResult>(t, alice, 'POST', `/api/emails/${id}/unsubscribe`);
    await expect.poll(() => sink.to('off@plainmailto.example').length).toBe(1);
    expect(sink.to('off@plainmailto.example')[0]).toMatchObject({
      from: 'alice@dealbox.test',
      subject: 'unsubscribe',
    });
  });

  it('a redirect to another host is not followed: that host sees nothing, and failed is kept with the reason', async () => {
    endpoint.respond = (_request, response) => {
      response.writeHead(307, { location: `${elsewhere.origin}/collect` });
      response.end();
    };
    const id = await sendMail(alice, 'news@redirects.example', {
      'List-Unsubscribe': `<${endpoint.origin}/u/1>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    });
    const result = await call<UnsubscribeResult>(t, alice, 'POST', `/api/emails/${id}/unsubscribe`);
    const reason = `127.0.0.1:${endpoint.port} sent the request on to another site (127.0.0.1), which Dealbox does not follow`;
    expect(result).toMatchObject({
      outcome: 'failed',
      method: 'one-click',
      detail: reason,
      choices: { unsubscribe: { state: 'failed', detail: reason } },
    });
    expect(endpoint.requests).toHaveLength(1);
    expect(elsewhere.requests).toEqual([]);
    expect(elsewhere.connections).toBe(0);
    const store = await call<StoreDetail>(t, alice, 'GET', '/api/stores/redirects.example');
    expect(store.choices.unsubscribe).toMatchObject({ state: 'failed', detail: reason });
  });

  it('a private host is refused while UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS is off: no connection is made', async () => {
    const carol = await guarded.signUp({ username: 'carol' });
    const base = Date.now() - DAY;
    // https on loopback, written as an address and as a name that resolves to it.
    for (const [i, host] of [
      `127.0.0.1:${endpoint.port}`,
      `localhost:${endpoint.port}`,
    ].entries()) {
      const domain = `private${i}.example`;
      await storeMail(
        guarded,
        carol,
        rawMail(
          `news@${domain}`,
          `List-Unsubscribe: <https://${host}/u>\r\nList-Unsubscribe-Post: ${ONE_CLICK}\r\n`,
        ),
        base + i,
      );
      const result = await call<UnsubscribeResult>(
        guarded,
        carol,
        'POST',
        `/api/stores/${domain}/unsubscribe`,
      );
      expect(result).toMatchObject({
        outcome: 'failed',
        detail: `${host} is not on the public internet`,
        choices: { unsubscribe: { state: 'failed' } },
      });
    }
    // Plain http is not offered at all with the setting off.
    await storeMail(
      guarded,
      carol,
      rawMail(
        'news@plainhttp.example',
        `List-Unsubscribe: <${endpoint.origin}/u>\r\nList-Unsubscribe-Post: ${ONE_CLICK}\r\n`,
      ),
      base + 5,
    );
    const option = await call<UnsubscribeOption>(
      guarded,
      carol,
      'GET',
      '/api/stores/plainhttp.example/unsubscribe',
    );
    expect(option.method).toBe('none');
    await call(guarded, carol, 'POST', '/api/stores/plainhttp.example/unsubscribe', 409);
    expect(endpoint.connections).toBe(0);
  });

  it('a page only: the answer is its URL, nothing is kept until the person opened it (manual)', async () => {
    const page = 'https://shop.example/preferences?u=alice';
    const id = await sendMail(alice, 'news@pageonly.example', {
      'List-Unsubscribe': `<${page}>`,
    });
    const option = await call<UnsubscribeOption>(t, alice, 'GET', `/api/emails/${id}/unsubscribe`);
    expect(option).toMatchObject({ method: 'link', target: 'shop.example', url: page });

    const first = await call<UnsubscribeResult>(t, alice, 'POST', `/api/emails/${id}/unsubscribe`);
    expect(first).toEqual({
      outcome: 'open-link',
      method: 'link',
      detail: 'shop.example',
      url: page,
      choices: null,
    });
    const before = await call<StoreDetail>(t, alice, 'GET', '/api/stores/pageonly.example');
    expect(before.choices.unsubscribe).toBeNull();

    const opened = await call<UnsubscribeResult>(
      t,
      alice,
      'POST',
      '/api/stores/pageonly.example/unsubscribe',
      200,
      { linkOpened: true },
    );
    expect(opened).toMatchObject({
      outcome: 'manual',
      detail: 'Unsubscribe page opened: shop.example',
      choices: { unsubscribe: { state: 'manual' } },
    });

    // `linkOpened` for a store whose way is not a page: refused, nothing sent.
    const other = await sendMail(alice, 'news@notapage.example', {
      'List-Unsubscribe': `<${endpoint.origin}/x>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    });
    const refused = await call<{ detail: string }>(
      t,
      alice,
      'POST',
      `/api/emails/${other}/unsubscribe`,
      409,
      { linkOpened: true },
    );
    expect(refused.detail).toBe("The store's way to unsubscribe has changed. Try again");
    expect(endpoint.requests).toEqual([]);
  });

  it('mail without a way to unsubscribe says so, and a tap is refused', async () => {
    const id = await sendMail(alice, 'news@noway.example', {});
    const option = await call<UnsubscribeOption>(t, alice, 'GET', `/api/emails/${id}/unsubscribe`);
    expect(option).toEqual({
      method: 'none',
      target: null,
      url: null,
      domain: 'noway.example',
      last: null,
    });
    const problem = await call<{ detail: string }>(
      t,
      alice,
      'POST',
      '/api/stores/noway.example/unsubscribe',
      409,
    );
    expect(problem.detail).toBe("This store's mail offers no way to unsubscribe");
    const store = await call<StoreDetail>(t, alice, 'GET', '/api/stores/noway.example');
    expect(store.choices.unsubscribe).toBeNull();
  });

  it("another user's email or store is not found, and nothing is sent for them", async () => {
    const id = await sendMail(alice, 'news@alicesonly.example', {
      'List-Unsubscribe': `<${endpoint.origin}/alice>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    });
    for (const url of [
      `/api/emails/${id}/unsubscribe`,
      '/api/stores/alicesonly.example/unsubscribe',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const problem = await call<{ detail: string }>(t, bob, method, url, 404);
        expect(problem.detail).toMatch(/^(Email|Store) not found$/);
      }
    }
    await call(t, alice, 'GET', '/api/emails/not-a-uuid/unsubscribe', 404);
    const signedOut = await t.request({
      method: 'POST',
      url: `/api/emails/${id}/unsubscribe`,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
    const bad = await call<{ detail: string }>(
      t,
      alice,
      'POST',
      `/api/emails/${id}/unsubscribe`,
      400,
      { linkOpened: 'yes' },
    );
    expect(bad.detail).toMatch(/^linkOpened: /);
    expect(endpoint.requests).toEqual([]);
    const aliceStore = await call<StoreDetail>(t, alice, 'GET', '/api/stores/alicesonly.example');
    expect(aliceStore.choices.unsubscribe).toBeNull();
  });
  it('limits the taps per account (each may make the server send a request)', async () => {
    const dave = await t.signUp({ username: 'dave' });
    const id = await sendMail(dave, 'news@limited.example', {});
    const statuses: number[] = [];
    let contentType: unknown;
    for (let i = 0; i < 61; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/emails/${id}/unsubscribe`,
        headers: { origin: 'http://localhost:3000', cookie: dave.cookie },
        payload: {},
      });
      statuses.push(response.statusCode);
      contentType = response.headers['content-type'];
    }
    // 60 answered (409: this mail offers no way), then 429 as problem JSON.
    expect(statuses.slice(0, 60).every((s) => s === 409)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(contentType).toMatch(/problem\+json/);
    // Another account is counted apart.
    await call(t, alice, 'GET', `/api/emails/${id}/unsubscribe`, 404);
    const other = await sendMail(alice, 'news@limited.example', {});
    await call(t, alice, 'POST', `/api/emails/${other}/unsubscribe`, 409);
  });
});
