import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/test-databases.ts';

describe.each(testDialects())('durableTransaction (%s)', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await sql`create table durable_probe (id text primary key)`.execute(t.database.db);
  });
  afterAll(() => t.drop());

  const probeIds = async () =>
    (await sql<{ id: string }>`select id from durable_probe`.execute(t.database.db)).rows.map(
      (r) => r.id,
    );

  const synchronous = async () =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(t.database.db)).rows[0]
      ?.synchronous;

  it('commits, and leaves every other statement at synchronous=FULL (SQLite)', async () => {
    const id = await t.database.durableTransaction(async (trx) => {
      await sql`insert into durable_probe (id) values ('u-durable')`.execute(trx.db);
      return 'u-durable';
    });
    expect(await probeIds()).toEqual([id]);
    if (dialect === 'sqlite') expect(await synchronous()).toBe(2);
  });

  it('rolls back a failed transaction and restores FULL', async () => {
    await expect(
      t.database.durableTransaction(async (trx) => {
        await sql`delete from durable_probe where id = 'u-durable'`.execute(trx.db);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await probeIds()).toEqual(['u-durable']);
    if (dialect === 'sqlite') expect(await synchronous()).toBe(2);
  });
});
