import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailListPage } from '#shared/email-types.ts';
import { readEml } from '#test/eml.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

const TOKEN = 'inbound-token-0123456789abcdef';

describe.each(testDialects())('POST /api/inbound (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await startTestApp(dialect, { INBOUND_TOKEN: TOKEN, SMTP_MAX_MESSAGE_BYTES: '65536' });
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(() => t.close());

  const post = (
    body: Buffer | string,
    options: { query?: string; token?: string | null; type?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url: `/api/inbound${options.query ?? ''}`,
      payload: body,
      headers: {
        'content-type': options.type ?? 'message/rfc822',
        ...(options.token === null ? {} : { authorization: `Bearer ${options.token ?? TOKEN}` }),
      },
    });

  async function subjects(user: TestUser): Promise<string[]> {
    await t.intake.idle();
    const page = await t.request({ method: 'GET', url: '/api/emails', cookie: user.cookie });
    return page.json<EmailListPage>().items.map((i) => i.subject);
  }

  it('takes a raw message for ?to= after committing it', async () => {
    const response = await post(readEml('promo-discount-offer.eml'), {
      query: '?to=Alice%2Bcoffee%40dealbox.test',
    });
    expect(response.statusCode, response.body).toBe(202);
    const { emailIds } = response.json<{ emailIds: string[] }>();
    expect(emailIds).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('email')
      .select(['user_id', 'tag'])
      .where('id', '=', emailIds[0] as string)
      .executeTakeFirst();
    expect(row).toEqual({ user_id: alice.id, tag: 'coffee' });

    await t.intake.idle();
    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${emailIds[0]}`,
      cookie: alice.cookie,
    });
    expect(detail.json<EmailDetail>().offerDraft).toEqual({
      storeName: 'Coffee Corner',
      offerTitle: expect.stringMatching(/\S/),
      discount: '20% off',
      description: expect.stringMatching(/\S/),
      barcodeValue: 'BREW20',
      expirationDate: '2026-04-30',
    });
  });

  it('reads recipients from To and Cc when ?to= is absent', async () => {
    const message = [
      'From: Shop <s@shop.example>',
      'To: Alice <alice@dealbox.test>, someone@elsewhere.example',
      'Cc: bob@dealbox.test',
      'Subject: Header recipients',
      '',
      'Hi',
    ].join('\r\n');
    const response = await post(message, { type: 'text/plain' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<{ emailIds: string[] }>().emailIds).toHaveLength(2);
    expect(await subjects(alice)).toContain('Header recipients');
    expect(await subjects(bob)).toContain('Header recipients');
  });

  it('answers 422 for an account deleted since its address was looked up, storing nothing', async () => {
    const gina = await t.signUp({ username: 'gina' });
    const first = await post('Subject: Before\r\n\r\nx', { query: '?to=gina@dealbox.test' });
    expect(first.statusCode).toBe(202);
    // The lookup remembers gina for a few seconds; the commit finds her gone.
    await t.database.account.deleteAccount(gina.id);
    const late = await post('Subject: After\r\n\r\nx', { query: '?to=gina@dealbox.test' });
    expect(late.statusCode, late.body).toBe(422);
    expect(late.headers['content-type']).toMatch(/application\/problem\+json/);
    const rows = await t.database.db
      .selectFrom('email')
      .select('id')
      .where('user_id', '=', gina.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad tokens, unknown recipients and oversized messages', async () => {
    const message = 'From: s@shop.example\r\nSubject: Refused\r\n\r\nx';
    expect((await post(message, { query: '?to=alice@dealbox.test', token: null })).statusCode).toBe(
      401,
    );
    expect(
      (await post(message, { query: '?to=alice@dealbox.test', token: 'wrong-token-wrong-token' }))
        .statusCode,
    ).toBe(401);
    const unknown = await post(message, { query: '?to=ghost@dealbox.test' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await post(message, { query: '?to=alice@elsewhere.example' })).statusCode).toBe(422);
    expect(
      (await post(message, { query: '?to=alice@dealbox.test,ghost@dealbox.test' })).statusCode,
    ).toBe(422);
    expect((await post(message)).statusCode).toBe(422); // no To header
    const big = `Subject: big\r\n\r\n${'x'.repeat(70_000)}`;
    expect((await post(big, { query: '?to=alice@dealbox.test' })).statusCode).toBe(413);
    expect(
      (await post('{"json":true}', { query: '?to=alice@dealbox.test', type: 'application/json' }))
        .statusCode,
    ).toBe(415);
    expect(await subjects(alice)).not.toContain('Refused');
  });

  it('answers 503 when it cannot store, and stores nothing', async () => {
    await sql`alter table email_raw rename to email_raw_away`.execute(t.database.db);
    try {
      const response = await post('Subject: Not stored\r\n\r\nx', {
        query: '?to=alice@dealbox.test',
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
    } finally {
      await sql`alter table email_raw_away rename to email_raw`.execute(t.database.db);
    }
    const rows = await t.database.db
      .selectFrom('email')
      .select('id')
      .where('subject', '=', 'Not stored')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('POST /api/inbound without INBOUND_TOKEN', () => {
  it('is not there', async () => {
    const t = await startTestApp('sqlite');
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/inbound?to=alice@dealbox.test',
        payload: 'Subject: x\r\n\r\nx',
        headers: { 'content-type': 'message/rfc822', authorization: 'Bearer anything-at-all-123' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
