import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tables } from './tables.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/test-databases.ts';

/** `Database.transaction` with `durable: false`: the commit lowers, then restores, the sync level. */
describe.each(testDialects())('transactions that need not wait for the disk (%s)', (dialect) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    await sql`create table probe (n integer)`.execute(test.database.db);
  });
  afterAll(() => test.drop());

  async function syncLevel(db: Kysely<Tables> = test.database.db): Promise<string> {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      return String(rows[0]?.synchronous);
    }
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    return String(rows[0]?.synchronous_commit);
  }

  it('runs the work at the lower level and is back to the durable one afterwards', async () => {
    const durableLevel = await syncLevel();
    expect(durableLevel).toBe(dialect === 'sqlite' ? '2' : 'on'); // FULL / on
    const seenInside = await test.database.transaction(
      async (tx) => {
        await sql`insert into probe (n) values (1)`.execute(tx.db);
        return syncLevel(tx.db);
      },
      { durable: false },
    );
    expect(seenInside).toBe(dialect === 'sqlite' ? '1' : 'off'); // NORMAL / off
    expect(await syncLevel()).toBe(durableLevel);
    const { rows } = await sql<{ n: number }>`select n from probe`.execute(test.database.db);
    expect(rows.map((r) => r.n)).toEqual([1]);
  });

  it('restores the durable level when the work fails, and keeps nothing of it', async () => {
    const before = await syncLevel();
    await expect(
      test.database.transaction(
        async (tx) => {
          await sql`insert into probe (n) values (2)`.execute(tx.db);
          throw new Error('boom');
        },
        { durable: false },
      ),
    ).rejects.toThrow('boom');
    expect(await syncLevel()).toBe(before);
    const { rows } = await sql<{ n: number }>`select n from probe where n = 2`.execute(
      test.database.db,
    );
    expect(rows).toEqual([]);
  });

  it('an ordinary transaction stays durable (PostgreSQL: synchronous_commit on)', async () => {
    const level = await test.database.transaction((tx) => syncLevel(tx.db));
    // SQLite commits at NORMAL and then waits for the log's sync: see below.
    expect(level).toBe(dialect === 'sqlite' ? '1' : 'on');
    expect(await syncLevel()).toBe(dialect === 'sqlite' ? '2' : 'on');
  });
});

/** SQLite: a durable transaction resolves only once the log is synced, off the event loop. */
describe('SQLite durable commits (decision 027)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    await sql`create table probe (n integer)`.execute(test.database.db);
  });
  afterAll(() => test.drop());
  afterEach(() => vi.restoreAllMocks());

  /** Every fdatasync, with when it began and ended against the commits. */
  function watchSyncs(log: string[]) {
    const real = fs.fdatasync;
    return vi.spyOn(fs, 'fdatasync').mockImplementation(((fd, callback) => {
      log.push('sync start');
      real(fd, (error) => {
        log.push('sync end');
        callback(error);
      });
    }) as typeof fs.fdatasync);
  }

  it('resolves after a sync of the log that began after its commit', async () => {
    const log: string[] = [];
    const syncs = watchSyncs(log);
    await test.database.transaction(async (tx) => {
      await sql`insert into probe (n) values (1)`.execute(tx.db);
      log.push('work done');
    });
    log.push('resolved');
    expect(syncs).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['work done', 'sync start', 'sync end', 'resolved']);
  });

  it('a transaction that need not be durable does not wait for a sync', async () => {
    const syncs = watchSyncs([]);
    await test.database.transaction(
      async (tx) => {
        await sql`insert into probe (n) values (2)`.execute(tx.db);
      },
      { durable: false },
    );
    expect(syncs).not.toHaveBeenCalled();
  });

  it('concurrent durable transactions share syncs, and none resolves before one covering it', async () => {
    const log: string[] = [];
    const syncs = watchSyncs(log);
    await Promise.all(
      [10, 11, 12, 13].map((n) =>
        test.database
          .transaction(async (tx) => {
            await sql`insert into probe (n) values (${n})`.execute(tx.db);
            log.push(`commit ${n}`);
          })
          .then(() => log.push(`resolved ${n}`)),
      ),
    );
    // The first commit's sync runs while the others commit; they share the next one.
    expect(syncs.mock.calls.length).toBeLessThan(4);
    for (const n of [10, 11, 12, 13]) {
      const committed = log.indexOf(`commit ${n}`);
      const resolved = log.indexOf(`resolved ${n}`);
      const syncAfter = log.findIndex((e, i) => i > committed && e === 'sync start');
      const endAfter = log.findIndex((e, i) => i > syncAfter && e === 'sync end');
      expect(syncAfter).toBeGreaterThan(committed);
      expect(endAfter).toBeGreaterThan(syncAfter);
      expect(resolved).toBeGreaterThan(endAfter);
    }
  });

  it('a failed sync fails the transaction it was for (the caller answers "try again")', async () => {
    vi.spyOn(fs, 'fdatasync').mockImplementation(((_fd, callback) =>
      callback(
        Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }),
      )) as typeof fs.fdatasync);
    await expect(
      test.database.transaction(async (tx) => {
        await sql`insert into probe (n) values (3)`.execute(tx.db);
      }),
    ).rejects.toThrow('EIO');
  });
});
