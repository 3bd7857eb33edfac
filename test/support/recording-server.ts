/**
 * A real HTTP server on loopback (ephemeral port) that keeps every request it gets (method,
 * path, headers, body) and counts the connections made to it, for tests of requests Dealbox
 * sends itself (the one-click unsubscribe). `respond` decides each answer; the default is an
 * empty 200.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Respond = (
  request: RecordedRequest,
  response: http.ServerResponse,
) => void | Promise<void>;

export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** TCP connections accepted, requests or not. */
  connections: number;
  /** Replaces how requests are answered. */
  respond: Respond;
  close(): Promise<void>;
}

export async function startRecordingServer(respond?: Respond): Promise<RecordingServer> {
  const recorder: RecordingServer = {
    origin: '',
    port: 0,
    requests: [],
    connections: 0,
    respond:
      respond ??
      ((_request, response) => {
        response.end();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      recorder.requests.push(recorded);
      Promise.resolve(recorder.respond(recorded, res)).catch(() => res.destroy());
    });
  });
  server.on('connection', () => {
    recorder.connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.port = (server.address() as AddressInfo).port;
  recorder.origin = `http://127.0.0.1:${recorder.port}`;
  return recorder;
}
