import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailListPage } from '#shared/email-types.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { readEml } from '#test/eml.ts';
import { eventually } from '#test/eventually.ts';
import { smtpRejection, mailTransport } from '#test/mail-sender.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { RawSmtpClient, rawSend } from '#test/raw-smtp.ts';

describe.each(testDialects())('SMTP face (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await startMailTestApp(dialect, {
      SMTP_MAX_MESSAGE_BYTES: String(64 * 1024),
      SMTP_MAX_RECIPIENTS: '3',
      SMTP_MAX_CONNECTIONS_PER_CLIENT: '4',
    });
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(() => t.close());

  async function list(user: TestUser, query = ''): Promise<EmailListPage> {
    const response = await t.request({
      method: 'GET',
      url: `/api/emails${query}`,
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<EmailListPage>();
  }

  function queuedIds(response: string): string[] {
    const match = /queued as ([0-9a-f,-]+)/.exec(response);
    if (!match?.[1]) throw new Error(`no ids in ${response}`);
    return match[1].split(',');
  }

  it('accepts mail for a user, case-insensitively, and commits it before the 250', async () => {
    const info = await t.send({
      from: 'Shoe Shop <news@shoeshop.example>',
      to: 'ALICE@Dealbox.Test',
      subject: 'Spring sale',
      text: 'Thirty percent off',
    });
    expect(info.response).toMatch(/^250 /);
    const [id] = queuedIds(info.response);
    // The moment sendMail resolves (the 250 has arrived) the message is in the store.
    const row = await t.database.db
      .selectFrom('email')
      .innerJoin('email_raw', 'email_raw.email_id', 'email.id')
      .select(['email.user_id', 'email.subject', 'email_raw.raw_size'])
      .where('email.id', '=', id as string)
      .executeTakeFirst();
    expect(row).toMatchObject({ user_id: alice.id, subject: 'Spring sale' });
    expect(row?.raw_size).toBeGreaterThan(100);

    await t.intake.idle();
    const page = await list(alice);
    expect(page.items.map((i) => i.id)).toContain(id);
    const item = page.items.find((i) => i.id === id);
    expect(item).toMatchObject({
      senderName: 'Shoe Shop',
      senderEmail: 'news@shoeshop.example',
      subject: 'Spring sale',
      isRead: false,
      tag: null,
    });
    expect(Date.parse(item?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('delivers user+tag@domain to the user and keeps the tag', async () => {
    const info = await t.send({
      from: 'news@shoes.example',
      to: 'alice+Shoes@dealbox.test',
      subject: 'Tagged',
      text: 'x',
    });
    const [id] = queuedIds(info.response);
    await t.intake.idle();
    const item = (await list(alice)).items.find((i) => i.id === id);
    expect(item?.tag).toBe('shoes');
  });

  it('refuses unknown users with 550 5.1.1 and other domains with 550 5.7.1', async () => {
    const unknown = await smtpRejection(
      t.send({ from: 'a@shop.example', to: 'nobody@dealbox.test', subject: 'x', text: 'x' }),
    );
    expect(unknown.responseCode).toBe(550);
    expect(unknown.response).toMatch(/^550 5\.1\.1 /);

    const relay = await smtpRejection(
      t.send({ from: 'a@shop.example', to: 'alice@elsewhere.example', subject: 'x', text: 'x' }),
    );
    expect(relay.responseCode).toBe(550);
    expect(relay.response).toMatch(/^550 5\.7\.1 /);

    // Usernames that cannot exist are unknown, not errors.
    const odd = await rawSend(t.smtp.port, {
      to: ['"weird local"@dealbox.test'],
      message: Buffer.from('Subject: x\r\n\r\nx'),
    });
    expect(odd.code).toBeGreaterThanOrEqual(500);
  });

  it('stores one email per recipient user, once per user', async () => {
    const info = await t.send({
      from: 'multi@shop.example',
      envelope: {
        from: 'multi@shop.example',
        to: ['alice@dealbox.test', 'bob@dealbox.test', 'alice+again@dealbox.test'],
      },
      subject: 'For both of you',
      text: 'hello',
    });
    const ids = queuedIds(info.response);
    expect(ids).toHaveLength(2);
    await t.intake.idle();
    expect((await list(alice)).items.filter((i) => i.subject === 'For both of you')).toHaveLength(
      1,
    );
    expect((await list(bob)).items.filter((i) => i.subject === 'For both of you')).toHaveLength(1);
  });

  it('delivers to the known recipients of a message and refuses the unknown ones', async () => {
    const info = await t.send({
      from: 'multi@shop.example',
      envelope: { from: 'multi@shop.example', to: ['bob@dealbox.test', 'ghost@dealbox.test'] },
      subject: 'Partly deliverable',
      text: 'x',
    });
    expect(info.accepted).toEqual(['bob@dealbox.test']);
    expect(info.rejected).toEqual(['ghost@dealbox.test']);
  });

  it('answers 452 4.5.3 past the recipient limit', async () => {
    const client = await RawSmtpClient.connect(t.smtp.port);
    try {
      await client.reply();
      await client.command('EHLO limits.test');
      expect(await client.command('MAIL FROM:<a@shop.example>')).toMatch(/^250/);
      for (const to of ['alice', 'bob', 'alice+1']) {
        expect(await client.command(`RCPT TO:<${to}@dealbox.test>`)).toMatch(/^250/);
      }
      expect(await client.command('RCPT TO:<alice+2@dealbox.test>')).toMatch(/^452 4\.5\.3 /);
    } finally {
      client.close();
    }
  });

  it('refuses a message over the size limit with 552', async () => {
    const big = 'x'.repeat(100) + '\r\n';
    const text = big.repeat(1000); // ~100 KB > 64 KB
    // nodemailer declares SIZE in MAIL FROM: refused up front.
    const declared = await smtpRejection(
      t.send({ from: 'a@shop.example', to: 'alice@dealbox.test', subject: 'big', text }),
    );
    expect(declared.responseCode).toBe(552);
    // Without SIZE the message is streamed and refused at the end of DATA; nothing stored.
    const before = (await list(alice)).items.length;
    const raw = await rawSend(t.smtp.port, {
      to: ['alice@dealbox.test'],
      message: Buffer.from(`Subject: too big\r\n\r\n${text}`),
    });
    expect(raw.code).toBe(552);
    expect(raw.reply).toMatch(/^552 5\.3\.4 /);
    await t.intake.idle();
    expect((await list(alice)).items.length).toBe(before);
  });

  it('answers 550 5.1.1 after DATA when the account was deleted since RCPT, and stores nothing', async () => {
    const frank = await t.signUp({ username: 'frank' });
    const client = await RawSmtpClient.open(t.smtp.port);
    try {
      expect(await client.command('MAIL FROM:<news@shop.example>')).toMatch(/^250 /);
      expect(await client.command('RCPT TO:<frank@dealbox.test>')).toMatch(/^250 /);
      await t.database.account.deleteAccount(frank.id);
      const reply = await client.data(Buffer.from('Subject: Too late for frank\r\n\r\nx'));
      expect(reply).toMatch(/^550 5\.1\.1 /);
      // The connection goes on: the next message, for alice, is stored.
      const next = await client.transaction({
        to: ['alice@dealbox.test'],
        message: Buffer.from('Subject: Right after\r\n\r\nx'),
      });
      expect(next.code).toBe(250);
    } finally {
      client.close();
    }
    const stored = await t.database.db
      .selectFrom('email')
      .select('subject')
      .where('subject', 'in', ['Too late for frank', 'Right after'])
      .execute();
    expect(stored).toEqual([{ subject: 'Right after' }]);
  });

  it('answers 451 when the message cannot be stored, and stores nothing', async () => {
    const rename = (from: string, to: string) =>
      sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(t.database.db);
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('email')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('subject', '=', 'Doomed')
            .executeTakeFirstOrThrow()
        ).n,
      );
    await rename('email_raw', 'email_raw_away');
    try {
      const failed = await smtpRejection(
        t.send({ from: 'a@shop.example', to: 'alice@dealbox.test', subject: 'Doomed', text: 'x' }),
      );
      expect(failed.responseCode).toBe(451);
      expect(failed.response).toMatch(/^451 4\.3\.0 /);
    } finally {
      await rename('email_raw_away', 'email_raw');
    }
    expect(await count()).toBe(0);
    // The sender's retry succeeds.
    const retry = await t.send({
      from: 'a@shop.example',
      to: 'alice@dealbox.test',
      subject: 'Doomed',
      text: 'x',
    });
    expect(retry.response).toMatch(/^250 /);
    expect(await count()).toBe(1);
  });

  it('limits connections per client address with 421', async () => {
    const clients = await Promise.all([1, 2, 3, 4].map(() => RawSmtpClient.connect(t.smtp.port)));
    try {
      for (const c of clients) expect(await c.reply()).toMatch(/^220 /);
      const extra = await RawSmtpClient.connect(t.smtp.port);
      expect(await extra.reply()).toMatch(/^421 4\.7\.0 /);
      extra.close();
    } finally {
      for (const c of clients) c.close();
    }
    // Slots are given back when connections close: once the face has seen them closed, a new
    // connection is greeted again (asked until it is: a 421 meanwhile is the old count).
    const greeting = await eventually(async () => {
      const again = await RawSmtpClient.connect(t.smtp.port);
      const reply = await again.reply();
      again.close();
      return reply?.startsWith('220 ') ? reply : undefined;
    }, 10_000);
    expect(greeting).toMatch(/^220 /);
  });

  it('offers neither AUTH nor STARTTLS without a certificate, and survives garbage', async () => {
    const client = await RawSmtpClient.connect(t.smtp.port);
    try {
      await client.reply();
      const ehlo = (await client.command('EHLO probe.test')) ?? '';
      expect(ehlo).toMatch(/^250/);
      expect(ehlo).not.toMatch(/AUTH|STARTTLS/);
      expect(ehlo).toMatch(/SIZE 65536/);
      expect(await client.command('AUTH PLAIN AGFhAGI=')).toMatch(/^5\d\d /);
      expect(await client.command('\u0000\u00ff garbage \u0001')).toMatch(/^5\d\d /);
      expect(await client.command('RCPT TO:<alice@dealbox.test>')).toMatch(/^503 /);
      expect(await client.command('NOOP')).toMatch(/^250/);
    } finally {
      client.close();
    }
  });

  it('reads a real promotion end to end', async () => {
    const result = await rawSend(t.smtp.port, {
      to: ['alice@dealbox.test'],
      message: readEml('promo-html-images.eml'),
    });
    expect(result.code).toBe(250);
    await t.intake.idle();
    const item = (await list(alice)).items.find((i) => i.senderEmail === 'news@shoeshop.example');
    expect(item?.subject).toBe('Spring Sale: 30% off everything 👟');
  });
});

describe('SMTP face limits and TLS (sqlite)', () => {
  it('closes idle connections', async () => {
    const t = await startMailTestApp('sqlite', { SMTP_IDLE_TIMEOUT_SECONDS: '0.3' });
    try {
      const client = await RawSmtpClient.connect(t.smtp.port);
      expect(await client.reply()).toMatch(/^220 /);
      const timeout = await client.reply(3000);
      expect(timeout ?? '').toMatch(/^421 /);
      // The face closes the connection after its 421.
      if (!client.isClosed) await once(client.socket, 'close');
      expect(client.isClosed).toBe(true);
    } finally {
      await t.close();
    }
  });

  function makeCertificate(dir: string): { key: string; cert: string } {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=dealbox.test',
        '-addext',
        'subjectAltName=DNS:dealbox.test',
      ],
      { stdio: 'ignore' },
    );
    return { key, cert };
  }

  for (const source of ['files', 'PEM in the environment'] as const) {
    it(`STARTTLS works with a real client that requires TLS (certificate from ${source})`, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-tls-'));
      const { key, cert } = makeCertificate(dir);
      const env =
        source === 'files'
          ? { SMTP_TLS_KEY: key, SMTP_TLS_CERT: cert }
          : {
              // One line with '\n' for the breaks, as many environment files hold it.
              SMTP_TLS_KEY: fs.readFileSync(key, 'utf8').trim().replace(/\n/g, '\\n'),
              SMTP_TLS_CERT: fs.readFileSync(cert, 'utf8'),
            };
      const t = await startMailTestApp('sqlite', env);
      try {
        const user = await t.signUp({ username: 'tlsuser' });
        // The client checks the certificate for real: trusted through its CA, for its name.
        const transport = mailTransport(t.smtp.port, {
          ignoreTLS: false,
          requireTLS: true,
          tls: { ca: fs.readFileSync(cert), servername: 'dealbox.test' },
        });
        const info = await transport.sendMail({
          from: 'a@shop.example',
          to: 'tlsuser@dealbox.test',
          subject: 'Over TLS',
          text: 'secret sale',
        });
        expect(info.response).toMatch(/^250 /);
        await t.intake.idle();
        const page = await t.request({ method: 'GET', url: '/api/emails', cookie: user.cookie });
        expect(page.json<EmailListPage>().items[0]?.subject).toBe('Over TLS');

        // And the check can fail: a client that does not trust this certificate refuses it.
        const untrusting = mailTransport(t.smtp.port, { ignoreTLS: false, requireTLS: true });
        await expect(
          untrusting.sendMail({
            from: 'a@shop.example',
            to: 'tlsuser@dealbox.test',
            subject: 'Refused',
            text: 'x',
          }),
        ).rejects.toThrow(/certificate/i);
      } finally {
        await t.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
