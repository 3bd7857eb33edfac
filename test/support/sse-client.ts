import http from 'node:http';
import type { EmailEvent } from '../../src/shared/email-types.ts';

/**
 * An SSE stream of `/api/events` over a real socket, collecting parsed events: the one SSE
 * parser for the Vitest tests and the ingest benchmark (which times each event on arrival
 * through `onEvent`).
 */
export class SseClient {
  readonly events: EmailEvent[] = [];
  private readonly request: http.ClientRequest;
  private waiters: (() => void)[] = [];
  private buffer = '';
  /** Raw text received, heartbeats included (with `onEvent`: only until connected). */
  text = '';
  /** The server's `: connected` comment has arrived. */
  connected = false;
  status = 0;
  headers: http.IncomingHttpHeaders = {};

  private readonly onEvent?: (event: EmailEvent, receivedAt: number) => void;

  private constructor(
    request: http.ClientRequest,
    onEvent?: (event: EmailEvent, receivedAt: number) => void,
  ) {
    this.onEvent = onEvent;
    this.request = request;
  }

  /** Resolves once the stream is open (the server's `: connected` comment), or on a non-200. */
  static open(
    baseUrl: string,
    cookie: string,
    options: { onEvent?: (event: EmailEvent, receivedAt: number) => void } = {},
  ): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/events`, {
        headers: { cookie, accept: 'text/event-stream' },
      });
      const client = new SseClient(request, options.onEvent);
      request.on('response', (response) => {
        client.status = response.statusCode ?? 0;
        client.headers = response.headers;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => client.onData(chunk));
        if (client.status !== 200) resolve(client);
        else void client.waitFor(() => client.connected).then(() => resolve(client), reject);
      });
      request.on('error', reject);
    });
  }

  private onData(chunk: string): void {
    const now = performance.now();
    // A benchmark's stream carries thousands of events: with `onEvent`, nothing is kept.
    if (!this.onEvent || !this.connected) this.text += chunk;
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
      if (!data) {
        if (block.includes(': connected')) this.connected = true;
        continue;
      }
      const event = JSON.parse(data) as EmailEvent;
      if (this.onEvent) this.onEvent(event, now);
      else this.events.push(event);
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
