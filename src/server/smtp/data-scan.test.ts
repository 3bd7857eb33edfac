import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '#test/prng.ts';
import { dataBlock, RawSmtpClient } from '#test/raw-smtp.ts';

/**
 * smtp-server's DATA parser, as patched (patches/smtp-server+3.21.6.patch, decision 030):
 * it finds the dots that start a line with Buffer#indexOf rather than a loop over every byte. What it hands on must be the message, byte for byte: every
 * escape dot removed, nothing else, and the end found only at a lone dot, wherever the TCP
 * segments happen to split the lines. Real server, real socket; the message is written in
 * small pieces with pauses so that the splits land inside `\r\n.` and `\r\n.\r\n`.
 */

/** Lines that are hard on a DATA parser: dots at the start, lone dots inside, CR and LF. */
function message(random: () => number): Buffer {
  const pieces = ['.', '..', '...', '. ', '.x', 'a.', '.\r', 'text', '', '.body { color: red }'];
  const lines: string[] = ['Subject: dots', ''];
  const count = 1 + Math.floor(random() * 40);
  for (let i = 0; i < count; i++) {
    lines.push(pieces[Math.floor(random() * pieces.length)] as string);
  }
  // The first body line may be a lone dot too (sent as "..", the case smtp-server guards).
  if (random() < 0.3) lines.splice(0, 2);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

describe("smtp-server's DATA scan (patched to indexOf)", () => {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands on every message byte for byte, however the segments split it', async () => {
    const random = prng(0xd07d07);
    const client = await RawSmtpClient.open(port);
    client.socket.setNoDelay(true);
    const sent: Buffer[] = [];
    for (let n = 0; n < 60; n++) {
      const body = message(random);
      sent.push(body);
      expect(await client.command('MAIL FROM:<a@shop.example>')).toMatch(/^250/);
      expect(await client.command('RCPT TO:<b@dealbox.test>')).toMatch(/^250/);
      expect(await client.command('DATA')).toMatch(/^354/);
      const block = dataBlock(body);
      for (let at = 0; at < block.length;) {
        const size = 1 + Math.floor(random() * 12);
        client.socket.write(block.subarray(at, at + size));
        at += size;
        if (random() < 0.5) await sleep(1); // a segment of its own
      }
      expect(await client.reply()).toMatch(/^250/);
    }
    expect(await client.command('QUIT')).toMatch(/^221/);
    client.close();
    expect(received.map((b) => b.toString('latin1'))).toEqual(
      sent.map((b) => b.toString('latin1')),
    );
  });

  it('finds the end and the escape dots in one large segment too', async () => {
    const lines = Array.from({ length: 2000 }, (_, i) =>
      i % 3 === 0 ? `.rule-${i} { margin: 0 }` : `line ${i}`,
    );
    const body = Buffer.from(`Subject: css\r\n\r\n${lines.join('\r\n')}\r\n`, 'latin1');
    const client = await RawSmtpClient.open(port);
    const before = received.length;
    expect(await client.command('MAIL FROM:<a@shop.example>')).toMatch(/^250/);
    expect(await client.command('RCPT TO:<b@dealbox.test>')).toMatch(/^250/);
    expect(await client.data(body)).toMatch(/^250/);
    client.close();
    expect(received[before]?.toString('latin1')).toBe(body.toString('latin1'));
  });
});
