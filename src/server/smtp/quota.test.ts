import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/api-types.ts';
import type { EmailListPage } from '#shared/email-types.ts';
import { RawSmtpClient, rawSend } from '#test/raw-smtp.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * The storage quota (ACCOUNT_MAX_STORAGE_MB, decision 046) over real SMTP: mail that would
 * take an account beyond it is refused with 552 5.2.2, at RCPT when the declared SIZE says
 * so, else after DATA; the profile shows the usage against the quota.
 */

const QUOTA_MB = 0.01; // 10,486 bytes
const QUOTA_BYTES = Math.round(QUOTA_MB * 1024 * 1024);

/** A message of exactly `bytes` bytes (as DATA carries it, CRLF line ends). */
function messageOf(bytes: number, to: string): Buffer {
  const head = `From: Shop <news@shop.example>\r\nTo: ${to}\r\nSubject: Sale\r\nMessage-ID: <${Math.random()}@shop.example>\r\n\r\n`;
  const lines: string[] = [];
  let size = head.length;
  while (size < bytes) {
    const left = bytes - size - 2; // the line's room besides its CRLF
    // A whole line, unless it would leave one byte over, which no line (CRLF at least) fills.
    const line = 'x'.repeat(left <= 76 ? left : left - 76 === 1 ? 75 : 76);
    lines.push(line);
    size += line.length + 2;
  }
  const raw = Buffer.from(head + lines.map((l) => `${l}\r\n`).join(''));
  expect(raw.length).toBe(bytes);
  return raw;
}

describe.each(testDialects())('storage quota on %s', (dialect) => {
  let t: MailTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function inboxCount(user: TestUser): Promise<number> {
    const page = await t!.request({
      method: 'GET',
      url: '/api/emails?limit=100',
      cookie: user.cookie,
    });
    return page.json<EmailListPage>().items.length;
  }

  it('refuses mail beyond the quota with 552 5.2.2, and shows the usage on the profile', async () => {
    const app = (t = await startMailTestApp(dialect, {
      ACCOUNT_MAX_STORAGE_MB: String(QUOTA_MB),
      INGEST_WORKERS: '0',
    }));
    const full = await app.signUp({ username: 'full' });
    const roomy = await app.signUp({ username: 'roomy' });
    const to = 'full@dealbox.test';

    const first = await rawSend(app.smtp.port, { to: [to], message: messageOf(6000, to) });
    expect(first.code).toBe(250);
    const second = await rawSend(app.smtp.port, { to: [to], message: messageOf(4000, to) });
    expect(second.code).toBe(250);
    // 10,000 of 10,486 bytes held: 600 more do not fit.
    const over = await rawSend(app.smtp.port, { to: [to], message: messageOf(600, to) });
    expect(over.code).toBe(552);
    expect(over.reply).toBe('552 5.2.2 Mailbox full');
    // What fits still comes in.
    const fits = await rawSend(app.smtp.port, { to: [to], message: messageOf(486, to) });
    expect(fits.code).toBe(250);

    // A declared size that does not fit: refused at RCPT, before the message is sent.
    const client = await RawSmtpClient.open(app.smtp.port);
    try {
      expect(await client.command('MAIL FROM:<news@shop.example> SIZE=700')).toMatch(/^250/);
      expect(await client.command(`RCPT TO:<${to}>`)).toBe(`552 5.2.2 <${to}>: Mailbox full`);
      // The other account is not full.
      expect(await client.command('RCPT TO:<roomy@dealbox.test>')).toMatch(/^250/);
    } finally {
      client.close();
    }

    // One message for both: stored for the account it fits, not refused for the other's sake.
    const both = await rawSend(app.smtp.port, {
      to: [to, 'roomy@dealbox.test'],
      message: messageOf(600, 'both'),
    });
    expect(both.code).toBe(250);
    expect(await inboxCount(full)).toBe(3);
    expect(await inboxCount(roomy)).toBe(1);

    const profile = (
      await app.request({ method: 'GET', url: '/api/profile', cookie: full.cookie })
    ).json<Profile>();
    expect(profile.storage).toEqual({ usedBytes: QUOTA_BYTES, quotaBytes: QUOTA_BYTES });
  });

  it('applies the same quota to POST /api/inbound (507 when it fits no one)', async () => {
    const token = 'inbound-token-0123456789';
    const app = (t = await startMailTestApp(dialect, {
      ACCOUNT_MAX_STORAGE_MB: String(QUOTA_MB),
      INBOUND_TOKEN: token,
      INGEST_WORKERS: '0',
    }));
    const hook = await app.signUp({ username: 'hook' });
    const post = (bytes: number) =>
      app.request({
        method: 'POST',
        url: '/api/inbound?to=hook@dealbox.test',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' },
        payload: messageOf(bytes, 'hook@dealbox.test'),
      });
    expect((await post(8000)).statusCode).toBe(202);
    const full = await post(3000);
    expect(full.statusCode).toBe(507);
    expect(full.json().detail).toBe('Mailbox full');
    expect(await inboxCount(hook)).toBe(1);
  });

  it('has no quota when ACCOUNT_MAX_STORAGE_MB is unset', async () => {
    const app = (t = await startMailTestApp(dialect, { INGEST_WORKERS: '0' }));
    const user = await app.signUp({ username: 'unlimited' });
    const to = 'unlimited@dealbox.test';
    for (let i = 0; i < 3; i++) {
      const sent = await rawSend(app.smtp.port, { to: [to], message: messageOf(6000, to) });
      expect(sent.code).toBe(250);
    }
    const profile = (
      await app.request({ method: 'GET', url: '/api/profile', cookie: user.cookie })
    ).json<Profile>();
    expect(profile.storage).toBeUndefined();
  });
});
