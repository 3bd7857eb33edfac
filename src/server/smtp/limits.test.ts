import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '#test/test-databases.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { RawSmtpClient } from '#test/raw-smtp.ts';

/** The SMTP face's abuse limits over a real socket (see limits.ts). */
describe.each(testDialects())('SMTP abuse limits (%s)', (dialect) => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await startMailTestApp(dialect, {
      SMTP_SOFT_ERROR_LIMIT: '10',
      SMTP_HARD_ERROR_LIMIT: '20',
      // A delay long enough that an answer given at once, on a machine kept busy by other
      // work, is still told apart from a delayed one.
      SMTP_ERROR_DELAY_SECONDS: '1',
      SMTP_DATA_TIMEOUT_SECONDS: '1',
      SMTP_DATA_MIN_BYTES_PER_SECOND: '1024',
    });
    await t.signUp({ username: 'alice' });
  });
  afterAll(() => t.close());

  it('slows a recipient harvester past 10 unknown users and closes it with 421 past 20', async () => {
    const client = await RawSmtpClient.open(t.smtp.port);
    try {
      expect(await client.command('MAIL FROM:<harvest@spam.example>')).toMatch(/^250/);
      const times: number[] = [];
      const replies: string[] = [];
      for (let i = 1; i <= 25 && !client.isClosed; i++) {
        const started = performance.now();
        const reply = await client.command(`RCPT TO:<guess${i}@dealbox.test>`);
        times.push(performance.now() - started);
        if (reply === null) break;
        replies.push(reply);
      }
      expect(replies.slice(0, 20).every((r) => r.startsWith('550 5.1.1'))).toBe(true);
      expect(replies[20]).toMatch(/^421 4\.7\.0 Too many errors/);
      expect(replies).toHaveLength(21);
      // The first ten are answered at once, the next ones only after the delay.
      expect(Math.max(...times.slice(0, 10))).toBeLessThan(1000);
      expect(Math.min(...times.slice(10, 21))).toBeGreaterThanOrEqual(995);
      expect(await client.reply(2000)).toBeNull(); // the server closed the connection
      expect(client.isClosed).toBe(true);
    } finally {
      client.close();
    }
    // A known recipient still works on a new connection.
    const again = await RawSmtpClient.open(t.smtp.port);
    try {
      expect(await again.command('MAIL FROM:<shop@shop.example>')).toMatch(/^250/);
      expect(await again.command('RCPT TO:<alice@dealbox.test>')).toMatch(/^250/);
    } finally {
      again.close();
    }
  });

  it('closes a client that trickles its DATA, and takes a message sent at a fair pace', async () => {
    const client = await RawSmtpClient.open(t.smtp.port);
    try {
      expect(await client.command('MAIL FROM:<slow@shop.example>')).toMatch(/^250/);
      expect(await client.command('RCPT TO:<alice@dealbox.test>')).toMatch(/^250/);
      expect(await client.command('DATA')).toMatch(/^354/);
      const started = Date.now();
      client.socket.write('Subject: slow\r\n\r\n');
      // One byte every 200 ms: never idle long enough for the idle timeout.
      const trickle = setInterval(() => {
        if (!client.isClosed) client.socket.write('x');
      }, 200);
      try {
        const reply = await client.reply(5000);
        expect(reply).toMatch(/^421 4\.4\.2 Message data arrived too slowly/);
      } finally {
        clearInterval(trickle);
      }
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(2500);
      expect(await client.reply(2000)).toBeNull();
    } finally {
      client.close();
    }

    // 300 KB in a few chunks: well within 1 s + 300 s of budget.
    const fair = await RawSmtpClient.open(t.smtp.port);
    try {
      const body =
        `Subject: big\r\n\r\n${'y'.repeat(76)}\r\n`.repeat(1) +
        `${'z'.repeat(76)}\r\n`.repeat(4000);
      const result = await fair.transaction({
        to: ['alice@dealbox.test'],
        message: Buffer.from(body),
      });
      expect(result.reply).toMatch(/^250/);
    } finally {
      fair.close();
    }
  });

  it('limits messages per client address and minute with 421', async () => {
    // An app of its own, so that the count starts at this test's first message whatever the
    // tests above sent (and however long they took).
    const own = await startMailTestApp(dialect, { SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '2' });
    const client = await RawSmtpClient.open(own.smtp.port);
    const codes: string[] = [];
    try {
      for (let i = 0; i < 5 && !client.isClosed; i++) {
        const reply = (await client.command('MAIL FROM:<bulk@shop.example>')) ?? 'closed';
        codes.push(reply.slice(0, 3));
        if (!reply.startsWith('250')) break;
        await client.command('RSET');
      }
      expect(await client.reply(2000)).toBeNull(); // closed by the server after the 421
    } finally {
      client.close();
      await own.close();
    }
    expect(codes).toEqual(['250', '250', '421']);
  });
});
