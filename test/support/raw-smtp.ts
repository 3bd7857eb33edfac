import net from 'node:net';

/**
 * A byte-exact SMTP client over a raw socket: sends commands one by one and returns each
 * reply, so tests see exactly what the face answers (nodemailer rewrites messages).
 */
export class RawSmtpClient {
  private buffer = '';
  private waiters: (() => void)[] = [];
  private closed = false;

  readonly socket: net.Socket;

  private constructor(socket: net.Socket) {
    this.socket = socket;
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
    this.socket.write(dataBlock(message));
    return this.reply(20_000);
  }

  /**
   * One mail transaction with PIPELINING (RFC 2920: MAIL, RCPT and DATA in one write), the
   * message already made into a DATA block (`dataBlock`): what a busy sending MTA does, at
   * the least CPU on this side (the ingest benchmark's lean sender).
   */
  async pipelined(
    from: string,
    to: string,
    block: Buffer,
  ): Promise<{ code: number; reply: string }> {
    this.socket.write(`MAIL FROM:<${from}>\r\nRCPT TO:<${to}>\r\nDATA\r\n`);
    const replies: string[] = [];
    for (let i = 0; i < 3; i++) replies.push((await this.reply(600_000)) ?? '');
    const refused = replies.find((r, i) => !r.startsWith(i === 2 ? '354' : '250'));
    if (refused !== undefined) return { code: Number(refused.slice(0, 3)), reply: refused };
    this.socket.write(block);
    const result = (await this.reply(600_000)) ?? '';
    return { code: Number(result.slice(0, 3)), reply: result };
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

/** One whole transaction on a new connection: returns the final reply code and text. */
export async function rawSend(
  port: number,
  options: { from?: string; to: string[]; message: Buffer },
): Promise<{ code: number; reply: string }> {
  const client = await RawSmtpClient.open(port);
  try {
    const result = await client.transaction(options);
    if (!client.isClosed) await client.command('QUIT').catch(() => null);
    return result;
  } finally {
    client.close();
  }
}

/** A message as DATA sends it: CRLF line ends, dot-stuffed, ending in the lone dot. */
export function dataBlock(message: Buffer): Buffer {
  let text = message.toString('latin1').replace(/\r?\n/g, '\r\n');
  if (!text.endsWith('\r\n')) text += '\r\n';
  text = text.replace(/^\./gm, '..');
  return Buffer.from(`${text}.\r\n`, 'latin1');
}
