import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailEvent, EmailListPage } from '#shared/email-types.ts';
import { eventually } from '#test/eventually.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { SseClient } from '#test/sse-client.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

type Created = Extract<EmailEvent, { type: 'email.created' }>;

describe.each(testDialects())('GET /api/events (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let bob: TestUser;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
    baseUrl = await t.listen();
    await t.events.ready();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${baseUrl}/api/events`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(401);
  });

  it('streams created, updated and deleted to the owner only', async () => {
    const aliceStream = await SseClient.open(baseUrl, alice.cookie);
    const bobStream = await SseClient.open(baseUrl, bob.cookie);
    try {
      expect(aliceStream.status).toBe(200);
      expect(aliceStream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(aliceStream.headers['cache-control']).toMatch(/no-store/);
      expect(aliceStream.headers['content-encoding']).toBeUndefined();

      const info = await t.send({
        from: 'Shoe Shop <news@shoeshop.example>',
        to: 'alice+live@dealbox.test',
        subject: 'Live sale',
        text: 'now',
      });
      await aliceStream.waitFor(() => aliceStream.events.some((e) => e.type === 'email.created'));
      const created = aliceStream.events.find((e): e is Created => e.type === 'email.created');
      expect(created?.email).toMatchObject({
        senderName: 'Shoe Shop',
        senderEmail: 'news@shoeshop.example',
        subject: 'Live sale',
        isRead: false,
        tag: 'live',
      });
      const id = created?.email.id as string;
      expect(info.response).toContain(id);
      expect(created?.email.processing).toBe(true);
      // Then the processed row: the list row the API serves, preview line included. The first
      // message also starts a worker thread, which takes seconds on a busy machine.
      await aliceStream.waitFor(
        () => aliceStream.events.some((e) => e.type === 'email.processed'),
        30_000,
      );
      const processed = aliceStream.events.find((e) => e.type === 'email.processed');
      const page = (
        await t.request({ method: 'GET', url: '/api/emails', cookie: alice.cookie })
      ).json<EmailListPage>();
      const listed = page.items.find((i) => i.id === id);
      expect(listed).toMatchObject({ processing: false, preview: 'now' });
      expect(processed).toEqual({ type: 'email.processed', email: listed });
      // Delivered as `event: email.created`.
      expect(aliceStream.text).toMatch(/event: email\.created\ndata: \{/);

      await t.request({
        method: 'PATCH',
        url: `/api/emails/${id}`,
        payload: { isRead: true },
        cookie: alice.cookie,
      });
      await aliceStream.waitFor(() => aliceStream.events.some((e) => e.type === 'email.updated'));
      expect(aliceStream.events.find((e) => e.type === 'email.updated')).toEqual({
        type: 'email.updated',
        id,
        isRead: true,
      });

      await t.request({ method: 'DELETE', url: `/api/emails/${id}`, cookie: alice.cookie });
      await aliceStream.waitFor(() => aliceStream.events.some((e) => e.type === 'email.deleted'));
      expect(aliceStream.events.find((e) => e.type === 'email.deleted')).toEqual({
        type: 'email.deleted',
        ids: [id],
      });

      // Bob saw none of it; his own mail reaches him.
      await t.send({
        from: 'x@shop.example',
        to: 'bob@dealbox.test',
        subject: 'Bob only',
        text: 'x',
      });
      await bobStream.waitFor(() => bobStream.events.length > 1);
      expect(bobStream.events.map((e) => e.type)).toEqual(['email.created', 'email.processed']);
      expect((bobStream.events[0] as Created).email.subject).toBe('Bob only');
      expect(aliceStream.events.map((e) => e.type)).toEqual([
        'email.created',
        'email.processed',
        'email.updated',
        'email.deleted',
      ]);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });

  it('sends heartbeats, forgets a closed stream and does not hold up shutdown', async () => {
    const { eventRoutes } = await import('./events.ts');
    const Fastify = (await import('fastify')).default;
    const sensible = (await import('@fastify/sensible')).default;
    const { installRequireUser } = await import('../../session.ts');
    const { MemoryEventBus } = await import('#server/events/memory-event-bus.ts');
    const bus = new MemoryEventBus();
    const app = Fastify();
    await app.register(sensible);
    installRequireUser(app, t.auth);
    await app.register(eventRoutes, { events: bus, heartbeatMs: 50 });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await SseClient.open(url, alice.cookie);
    await stream.waitFor(() => (stream.text.match(/: ping/g) ?? []).length >= 2, 2000);
    expect(bus.subscriberCount).toBe(1);
    stream.close();
    await eventually(() => (bus.subscriberCount === 0 ? true : undefined), 2000);

    const open = await SseClient.open(url, alice.cookie);
    expect(bus.subscriberCount).toBe(1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(bus.subscriberCount).toBe(0);
    open.close();
  });
});
