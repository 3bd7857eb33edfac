import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { EmailEvent } from '#shared/email-types.ts';
import type { Dialect } from '../db/database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { SmtpFace } from './smtp-face.ts';

/** Test helpers for the mail intake: a test app with its SMTP face on an ephemeral port. */

export interface MailTestApp extends TestApp {
  smtp: SmtpFace;
  /** Sends over real SMTP with nodemailer. */
  send(options: SendMailOptions): Promise<SMTPTransport.SentMessageInfo>;
  /** Listens on an ephemeral HTTP port (for SSE); returns the base URL. */
  listen(): Promise<string>;
}

export async function startMailTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<MailTestApp> {
  // Tests send all their mail from 127.0.0.1: no per-address message rate unless asked for.
  const base = await startTestApp(dialect, {
    SMTP_CLOSE_TIMEOUT_SECONDS: '1',
    SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '1000000',
    ...env,
  });
  const smtp = await base.listenSmtp({ port: 0, host: '127.0.0.1' });
  let baseUrl: string | null = null;
  return {
    ...base,
    smtp,
    send: (options) => smtpTransport(smtp.port).sendMail(options),
    async listen() {
      baseUrl ??= await base.app.listen({ port: 0, host: '127.0.0.1' });
      return baseUrl;
    },
  };
}

export function smtpTransport(port: number, options: Partial<SMTPTransport.Options> = {}) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
    ...options,
  });
}

export const TESTDATA = new URL('./testdata/', import.meta.url);

export function readEml(name: string): Buffer {
  return fs.readFileSync(new URL(name, TESTDATA));
}

export function emlNames(): string[] {
  return fs
    .readdirSync(TESTDATA)
    .filter((f) => f.endsWith('.eml'))
    .sort();
}

/** The SMTP error nodemailer rejected with: code and full reply text. */
export async function smtpRejection(
  promise: Promise<unknown>,
): Promise<{ responseCode: number; response: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; message?: string };
    return { responseCode: e.responseCode ?? 0, response: e.response ?? e.message ?? '' };
  }
  throw new Error('expected the SMTP server to refuse');
}

/**
 * A byte-exact SMTP client over a raw socket: sends commands one by one and returns each
 * reply, so tests see exactly what the face answers (nodemailer rewrites messages).
 */
export class RawSmtpClient {
  private buffer = '';
  private waiters: (() => void)[] = [];
  private closed = false;

  private constructor(readonly socket: net.Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (const w of this.waiters.splice(0)) w();
    });
    const end = () => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) w();
    };
    socket.on('close', end);
    socket.on('error', end);
  }

  static connect(port: number): Promise<RawSmtpClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawSmtpClient(socket)));
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The next complete reply (multi-line replies joined with \n), or null on close. */
  async reply(timeoutMs = 5000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const lines = this.buffer.split('\r\n');
      let end = -1;
      for (let i = 0; i < lines.length - 1; i++) {
        if (/^\d{3} /.test(lines[i] ?? '') || /^\d{3}$/.test(lines[i] ?? '')) {
          end = i;
          break;
        }
      }
      if (end >= 0) {
        const reply = lines.slice(0, end + 1).join('\n');
        this.buffer = lines.slice(end + 1).join('\r\n');
        return reply;
      }
      if (this.closed) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no SMTP reply in ${timeoutMs} ms (buffer: ${this.buffer})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async command(line: string): Promise<string | null> {
    this.socket.write(`${line}\r\n`);
    return this.reply();
  }

  /** DATA with dot-stuffing; returns the final reply (or the DATA refusal). */
  async data(message: Buffer): Promise<string | null> {
    const go = await this.command('DATA');
    if (!go?.startsWith('354')) return go;
    let text = message.toString('latin1').replace(/\r?\n/g, '\r\n');
    if (!text.endsWith('\r\n')) text += '\r\n';
    text = text.replace(/^\./gm, '..');
    this.socket.write(Buffer.from(`${text}.\r\n`, 'latin1'));
    return this.reply(20_000);
  }

  /**
   * One mail transaction on this (greeted, EHLO'd) connection; returns the final reply.
   * Reusing a connection skips smtp-server's 100 ms early-talker pause per connection.
   */
  async transaction(options: {
    from?: string;
    to: string[];
    message: Buffer;
  }): Promise<{ code: number; reply: string }> {
    const mail = (await this.command(`MAIL FROM:<${options.from ?? 'sender@shop.example'}>`)) ?? '';
    if (!mail.startsWith('250')) return { code: Number(mail.slice(0, 3)), reply: mail };
    let accepted = 0;
    let last = '';
    for (const to of options.to) {
      last = (await this.command(`RCPT TO:<${to}>`)) ?? '';
      if (last.startsWith('250')) accepted++;
    }
    if (!accepted) {
      await this.command('RSET');
      return { code: Number(last.slice(0, 3)), reply: last };
    }
    const result = (await this.data(options.message)) ?? '';
    return { code: Number(result.slice(0, 3)), reply: result };
  }

  /** Connects, reads the greeting and says EHLO. */
  static async open(port: number): Promise<RawSmtpClient> {
    const client = await RawSmtpClient.connect(port);
    await client.reply();
    await client.command('EHLO test.example');
    return client;
  }

  close(): void {
    this.socket.destroy();
  }
}

/** One whole transaction over a raw socket: returns the final reply code and text. */
export async function rawSend(
  port: number,
  options: { from?: string; to: string[]; message: Buffer },
): Promise<{ code: number; reply: string }> {
  const client = await RawSmtpClient.connect(port);
  try {
    await client.reply();
    await client.command('EHLO fuzz.test');
    const mail = await client.command(`MAIL FROM:<${options.from ?? 'sender@shop.example'}>`);
    if (!mail?.startsWith('250'))
      return { code: Number(mail?.slice(0, 3) ?? 0), reply: mail ?? '' };
    let accepted = 0;
    let last = '';
    for (const to of options.to) {
      const r = (await client.command(`RCPT TO:<${to}>`)) ?? '';
      last = r;
      if (r.startsWith('250')) accepted++;
    }
    if (!accepted) return { code: Number(last.slice(0, 3)), reply: last };
    const result = (await client.data(options.message)) ?? '';
    await client.command('QUIT').catch(() => null);
    return { code: Number(result.slice(0, 3)), reply: result };
  } finally {
    client.close();
  }
}

/** An SSE stream over a real socket, collecting parsed events. */
export class SseClient {
  readonly events: EmailEvent[] = [];
  private readonly request: http.ClientRequest;
  private waiters: (() => void)[] = [];
  private buffer = '';
  /** Raw text received, heartbeats included. */
  text = '';
  status = 0;
  headers: http.IncomingHttpHeaders = {};

  private constructor(request: http.ClientRequest) {
    this.request = request;
  }

  static open(baseUrl: string, cookie: string): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/events`, {
        headers: { cookie, accept: 'text/event-stream' },
      });
      const client = new SseClient(request);
      request.on('response', (response) => {
        client.status = response.statusCode ?? 0;
        client.headers = response.headers;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => client.onData(chunk));
        // Resolve once the stream is open (the server's first comment has arrived).
        if (client.status !== 200) resolve(client);
        else
          void client
            .waitFor(() => client.text.includes(': connected'))
            .then(() => resolve(client));
      });
      request.on('error', reject);
    });
  }

  private onData(chunk: string): void {
    this.text += chunk;
    this.buffer += chunk;
    let index;
    while ((index = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (data) this.events.push(JSON.parse(data) as EmailEvent);
    }
    for (const w of this.waiters.splice(0)) w();
  }

  async waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`SSE: condition not met in ${timeoutMs} ms; got ${this.text}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.request.destroy();
  }
}

/** Polls `check` until it returns a value other than undefined. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
