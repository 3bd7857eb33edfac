/**
 * A stand-in for "the rest of the internet" in privacy tests: a local HTTP server on
 * 127.0.0.1 (ephemeral port) that records every request it gets. Paths ending in .png get a
 * real image; everything else an empty 200 of a neutral type.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 2×2 opaque violet PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR4AWOssXr7nwEImBigAAAn5wKm77DiwwAAAABJRU5ErkJggg==',
  'base64',
);

export interface ProbeServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The paths (with query) requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startProbeServer(): Promise<ProbeServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '/');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('access-control-allow-origin', '*');
    if ((req.url ?? '').split('?')[0]?.endsWith('.png')) {
      res.setHeader('content-type', 'image/png');
      res.end(PNG);
      return;
    }
    res.setHeader('content-type', 'text/plain');
    res.end('');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
