import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-databases.ts';

describe('the SQLite checkpointer (its own thread)', () => {
  let t: TestDatabase;
  afterAll(() => t.drop());

  it('copies committed pages from the log into the database file, off the app connection', async () => {
    t = await createTestDatabase('sqlite');
    const { database } = t;
    const file = path.join(t.dataDir, 'dealbox.db');
    const [setting] = (
      await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)
    ).rows;
    expect(setting?.wal_autocheckpoint).toBe(8000); // the app's own connection: a fallback only
    await sql`create table filler (n integer, text text)`.execute(database.db);
    const before = fs.statSync(file).size;
    // ~1 MB in 20 commits: 250 pages, far under the fallback, so only the thread copies them.
    for (let i = 0; i < 20; i++) {
      await database.transaction(async (tx) => {
        await sql`insert into filler (n, text) values (${i}, ${'x'.repeat(50_000)})`.execute(tx.db);
      });
    }
    const deadline = Date.now() + 5000;
    while (fs.statSync(file).size < before + 900_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(before + 900_000);
  });
});
