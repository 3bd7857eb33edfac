import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import type { ServerProcess } from '../../test/support/server-process.ts';

/**
 * What the benchmarks that drive a real Dealbox process over HTTP share: one JSON request
 * (with the Origin the server trusts, and the session cookie), and the machine's yardstick.
 */

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request to `server` from `origin` (its APP_URL), the body sent as JSON. */
export function request(
  server: ServerProcess,
  origin: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${server.baseUrl}${url}`,
      {
        method,
        headers: {
          origin,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The yardstick printed beside a benchmark's figures: this machine's processing speed now,
 * `bench:processing`'s "whole processing" line over 100 of its promotions.
 */
export async function processingYardstick(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['bench/processing.ts', '--messages', '100'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const line = stdout.split('\n').find((l) => l.includes('whole processing'));
  return `yardstick (bench:processing, 100 messages): ${line?.trim() ?? 'not found'}`;
}
