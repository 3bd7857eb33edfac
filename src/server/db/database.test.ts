import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('an ordinary transaction stays durable', async () => {
    const level = await test.database.transaction((tx) => syncLevel(tx.db));
    expect(level).toBe(dialect === 'sqlite' ? '2' : 'on');
  });
});
