import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailListPage } from '#shared/email-types.ts';
import { readEml } from '#test/eml.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { createAcceptor } from './acceptor.ts';
import type { Accepted } from './intake.ts';

const TOKEN = 'inbound-token-0123456789abcdef';

/** The repo's promotion (schema.org deal BREW20, dated 17 March 2026) with a Message-ID. */
function promotion(messageId: string): Buffer {
  return Buffer.concat([
    Buffer.from(`Message-ID: <${messageId}>\r\n`),
    readEml('promo-discount-offer.eml'),
  ]);
}

describe.each(testDialects())('the one door (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await startMailTestApp(dialect, { INBOUND_TOKEN: TOKEN });
    alice = await t.signUp({ username: 'alice' });
  });
  afterAll(() => t.close());

  async function inbox(): Promise<EmailListPage['items']> {
    await t.intake.idle();
    const page = await t.request({ method: 'GET', url: '/api/emails', cookie: alice.cookie });
    return page.json<EmailListPage>().items;
  }

  it('stores mail read from a mailbox with its own date and read state, and its old deal as expired', async () => {
    const receivedAt = Date.parse('2026-03-17T16:30:00Z');
    const outcome = await t.acceptor.deliverOwned({
      door: 'import',
      userId: alice.id,
      raw: promotion('old-brew@coffeecorner.example'),
      receivedAt,
      read: true,
    });
    expect(outcome.kind).toBe('stored');
    const id = outcome.kind === 'stored' ? outcome.emailId : '';
    const row = (await inbox()).find((e) => e.id === id);
    expect(row?.receivedAt).toBe(new Date(receivedAt).toISOString());
    expect(row?.isRead).toBe(true);
    const deal = await t.database.db
      .selectFrom('offer')
      .select(['barcode_value', 'expiration_date'])
      .where('source_email_id', '=', id)
      .executeTakeFirstOrThrow();
    // Judged against the mail's own date: its deal ran out in April, before today.
    expect(deal).toEqual({ barcode_value: 'BREW20', expiration_date: '2026-04-30' });
  });

  it('stores a message once per person whichever doors it comes through, whatever its date', async () => {
    const raw = promotion('twice@coffeecorner.example');
    const sent = await t.send({
      envelope: { from: 'hello@coffeecorner.example', to: ['alice@dealbox.test'] },
      raw,
    });
    expect(sent.response).toMatch(/^250 /);
    const firstId = /queued as (\S+)/.exec(sent.response)?.[1];

    const imported = await t.acceptor.deliverOwned({
      door: 'import',
      userId: alice.id,
      raw,
      receivedAt: Date.parse('2026-03-17T16:30:00Z'),
    });
    expect(imported).toEqual({ kind: 'duplicate', emailId: firstId });
    const followed = await t.acceptor.deliverOwned({ door: 'imap', userId: alice.id, raw });
    expect(followed).toEqual({ kind: 'duplicate', emailId: firstId });
    const webhook = await t.request({
      method: 'POST',
      url: '/api/inbound?to=alice@dealbox.test',
      payload: raw,
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
    });
    expect(webhook.json<{ emailIds: string[] }>().emailIds).toEqual([firstId]);

    const copies = (await inbox()).filter((e) => e.id === firstId);
    expect(copies).toHaveLength(1);
    const count = await t.database.db
      .selectFrom('email')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('message_id', '=', '<twice@coffeecorner.example>')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a message over the size limit from a mailbox, with its reason', async () => {
    const outcome = await t.acceptor.deliverOwned({
      door: 'imap',
      userId: alice.id,
      raw: new Uint8Array(t.config.smtp.maxMessageBytes + 1),
    });
    expect(outcome).toMatchObject({ kind: 'refused', reason: 'too-large' });
  });

  it('counts mail by door for the admin figures', async () => {
    await t.mailTally.flush();
    const figures = await t.database.admin.figures();
    const byDoor = Object.fromEntries(figures.mailByDoor.map((d) => [d.door, d]));
    expect(byDoor.smtp?.accepted).toBeGreaterThanOrEqual(1);
    expect(byDoor.webhook?.accepted).toBeGreaterThanOrEqual(1);
    expect(byDoor.imap).toMatchObject({ accepted: 1, refused: 1 });
    expect(byDoor.import?.accepted).toBe(2);
  });
});

describe('back-pressure for mail read from a mailbox', () => {
  /** An intake whose backlog the test sets: the acceptor's waiting is what is under test. */
  function intakeWithBacklog() {
    const accepted: Uint8Array[] = [];
    const intake = {
      busy: true,
      accept(input: { raw: Uint8Array }): Promise<Accepted> {
        accepted.push(input.raw);
        return Promise.resolve({
          emailIds: ['e1'],
          results: [{ userId: 'u1', emailId: 'e1', as: 'stored' }],
        });
      },
    };
    const acceptor = createAcceptor({
      intake,
      findRecipient: () => Promise.resolve({ kind: 'unknown' }),
      quota: null,
      maxMessageBytes: 1000,
      logger: pino({ level: 'silent' }),
      busyPollMs: 5,
    });
    return { intake, acceptor, accepted };
  }

  it('waits while processing is behind, then stores, rather than refusing', async () => {
    const { intake, acceptor, accepted } = intakeWithBacklog();
    let settled = false;
    const delivery = acceptor
      .deliverOwned({ door: 'import', userId: 'u1', raw: new Uint8Array([1]) })
      .finally(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(accepted).toHaveLength(0);
    intake.busy = false;
    await expect(delivery).resolves.toEqual({ kind: 'stored', emailId: 'e1' });
    expect(accepted).toHaveLength(1);
  });

  it('stops waiting when the import is cancelled, and stores nothing', async () => {
    const { acceptor, accepted } = intakeWithBacklog();
    const cancel = new AbortController();
    const delivery = acceptor.deliverOwned(
      { door: 'import', userId: 'u1', raw: new Uint8Array([1]) },
      cancel.signal,
    );
    cancel.abort(new Error('cancelled'));
    await expect(delivery).rejects.toThrow('cancelled');
    expect(accepted).toHaveLength(0);
  });
});
