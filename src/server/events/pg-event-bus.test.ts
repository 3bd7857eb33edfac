import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailEvent } from '#shared/email-types.ts';
import { eventually } from '#test/eventually.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-databases.ts';
import { createLogger } from '../logger.ts';
import type { UserEvent } from './event-bus.ts';
import { PgEventBus } from './pg-event-bus.ts';

// Only PostgreSQL carries events between processes; SQLite's bus is in memory.
if (!process.env.DATABASE_URL) {
  console.warn('[tests] PgEventBus skipped: DATABASE_URL is unset (it needs PostgreSQL).');
}

describe.skipIf(!process.env.DATABASE_URL)('PgEventBus.publishAll', () => {
  let testDatabase: TestDatabase;
  let publisher: PgEventBus;
  let other: PgEventBus;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const options = {
      connectionString: testDatabase.databaseUrl as string,
      db: testDatabase.database.db,
      logger: createLogger('silent'),
    };
    publisher = new PgEventBus(options);
    other = new PgEventBus(options);
    await Promise.all([publisher.ready(), other.ready()]);
  });

  afterAll(async () => {
    await publisher?.close();
    await other?.close();
    await testDatabase?.drop();
  });

  it('delivers a batch to local subscribers at once and to another process in order', async () => {
    const alice = crypto.randomUUID();
    const bob = crypto.randomUUID();
    const events: UserEvent[] = [];
    for (let i = 0; i < 120; i++) {
      const userId = i % 3 === 0 ? bob : alice;
      events.push({
        userId,
        event: { type: 'email.updated', id: crypto.randomUUID(), isRead: i % 2 === 0 },
      });
    }
    // More ids than one notification carries: split into several, still in order.
    const ids = Array.from({ length: 400 }, () => crypto.randomUUID());
    events.push({ userId: alice, event: { type: 'email.deleted', ids } });

    const local: EmailEvent[] = [];
    const remote: Record<string, EmailEvent[]> = { [alice]: [], [bob]: [] };
    publisher.subscribe(alice, (e) => local.push(e));
    for (const user of [alice, bob]) other.subscribe(user, (e) => remote[user]?.push(e));

    const published = publisher.publishAll(events);
    // Local subscribers have it before the notification's round trip.
    expect(local).toHaveLength(events.filter((e) => e.userId === alice).length);
    await published;

    const expected = (user: string) =>
      events
        .filter((e) => e.userId === user && e.event.type === 'email.updated')
        .map((e) => e.event);
    await eventually(() =>
      remote[alice]!.length >= expected(alice).length + 3 ? true : undefined,
    );
    const aliceUpdates = remote[alice]!.filter((e) => e.type === 'email.updated');
    expect(aliceUpdates).toEqual(expected(alice));
    expect(remote[bob]).toEqual(expected(bob));
    const deleted = remote[alice]!.filter((e) => e.type === 'email.deleted');
    expect(deleted.flatMap((e) => (e.type === 'email.deleted' ? e.ids : []))).toEqual(ids);
    // The deletions came after every update of the batch.
    expect(remote[alice]!.slice(-deleted.length)).toEqual(deleted);
  });

  it('sends nothing for an empty batch', async () => {
    await expect(publisher.publishAll([])).resolves.toBeUndefined();
  });
});
