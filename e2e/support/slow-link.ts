import net from 'node:net';

/**
 * A TCP proxy on a free loopback port that passes what `target` sends on at no more than
 * `bytesPerSecond` (what the client sends goes through at once): a slow mail server, so a
 * spec can watch a read in progress however fast the machine is.
 */
export interface SlowLink {
  port: number;
  close(): Promise<void>;
}

export async function startSlowLink(target: number, bytesPerSecond: number): Promise<SlowLink> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      // Hold the next chunk back as long as this one takes at the link's rate.
      upstream.pause();
      setTimeout(() => upstream.resume(), (chunk.length / bytesPerSecond) * 1000);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
