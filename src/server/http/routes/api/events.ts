import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmailEvent } from '#shared/email-types.ts';
import type { EventBus } from '#server/events/event-bus.ts';

/**
 * `GET /api/events`: the signed-in user's live events as Server-Sent Events.
 *
 *   event: email.created   data: {"type":"email.created","email":EmailListItem}
 *   event: email.updated   data: {"type":"email.updated","id":"…","isRead":true}
 *   event: email.deleted   data: {"type":"email.deleted","ids":["…"]}
 *   event: offers.created  data: {"type":"offers.created","emailId":"…","offerIds":["…"]}
 *                          (deals found in that email were added to the wallet)
 *   event: resync          data: {"type":"resync"}   (events may have been missed: refetch)
 *   event: superseded      data: {"type":"superseded"} (closed: the user opened too many
 *                          streams; the page reconnects when it is next focused)
 *
 * A comment line every 25 s keeps proxies from closing it. The reply is written straight to
 * the socket (hijacked), so no compression or buffering plugin can hold events back.
 *
 * A user has at most `maxStreamsPerUser` streams open (per process): opening one more closes
 * the oldest, so one cookie cannot pin an unbounded number of sockets and subscriptions.
 */

export const SSE_HEARTBEAT_MS = 25_000;
export const DEFAULT_MAX_STREAMS_PER_USER = 5;
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const eventRoutes: FastifyPluginAsyncZod<{
  events: EventBus;
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
  /** Told how many streams this process holds open whenever that changes (the metrics). */
  onOpenStreams?: (open: number) => void;
}> = async (app, opts) => {
  const { events } = opts;
  const heartbeatMs = opts.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const maxPerUser = opts.maxStreamsPerUser ?? DEFAULT_MAX_STREAMS_PER_USER;
  const open = new Set<ServerResponse>();
  /** Each user's open streams, oldest first (a Set keeps insertion order). */
  const byUser = new Map<string, Set<ServerResponse>>();

  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    open.clear();
    opts.onOpenStreams?.(0);
    done();
  });

  app.addHook('preValidation', app.requireUser);

  app.get('/api/events', async (request, reply) => {
    const { user } = request;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setTimeout(0);
    res.write('retry: 3000\n: connected\n\n');
    open.add(res);
    opts.onOpenStreams?.(open.size);
    const mine = byUser.get(user.id) ?? new Set<ServerResponse>();
    byUser.set(user.id, mine);
    mine.add(res);
    for (const older of mine) {
      if (mine.size <= maxPerUser) break;
      mine.delete(older);
      // Tells the page not to reconnect at once (it would close the next oldest in turn).
      older.end('event: superseded\ndata: {"type":"superseded"}\n\n');
    }

    const send = (event: EmailEvent) => {
      if (res.writableEnded) return;
      // A client that stopped reading must not make the server hold its events forever.
      if (res.writableLength > MAX_BUFFERED_BYTES) {
        res.destroy();
        return;
      }
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = events.subscribe(user.id, send);
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
    }, heartbeatMs);
    heartbeat.unref();

    let cleaned = false;
    const cleanup = () => {
      if (cleaned) return;
      cleaned = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
      opts.onOpenStreams?.(open.size);
      mine.delete(res);
      if (mine.size === 0 && byUser.get(user.id) === mine) byUser.delete(user.id);
    };
    res.on('close', cleanup);
    res.on('error', cleanup);
  });
};
