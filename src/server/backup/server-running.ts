import net from 'node:net';

/**
 * Whether something answers at `host:port` (a connection is accepted within `timeoutMs`):
 * restore's sign that the server is still running. A wildcard listening address is asked
 * on loopback.
 */
export function portAnswers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  const target = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return new Promise((resolve) => {
    const socket = net.connect({ host: target, port });
    const finish = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** The first of the server's listening addresses that answers, or null: it looks stopped. */
export async function runningServerAddress(
  addresses: { host: string; port: number }[],
): Promise<string | null> {
  for (const { host, port } of addresses) {
    if (port > 0 && (await portAnswers(host, port))) return `${host}:${port}`;
  }
  return null;
}
