/**
 * The cost of SQLite's full-text index (`email_fts`) alone, by FTS5 `automerge` setting:
 * the bench promotions' search texts written into the app's own schema (every migration),
 * a few per transaction as the intake commits them, then a few searches. Decision 034.
 *
 *   node bench/search-index.ts
 *   options: --docs 20000  --batch 4  --automerge 4,8
 *
 * CPU is this process's (user + system) per document written, commits included.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrateAppTables } from '../src/server/db/migrations.ts';
import type { Tables } from '../src/server/db/tables.ts';
import { SEARCH_TEXT_LIMIT } from '../src/server/domain/emails.ts';
import { processEmail } from '../src/server/mail/process-email.ts';
import { promoMessage } from './support/promo-message.ts';
import { fmt, table } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    docs: { type: 'string', default: '20000' },
    batch: { type: 'string', default: '4' },
    automerge: { type: 'string', default: '4,8' },
  },
});
const docs = Number(values.docs);
const batch = Number(values.batch);
const QUERIES = ['"product 7"', '"garden store"', '"zzqx"', '"shop now"'];

// 200 distinct texts, as the intake indexes them (sender, subject, then the body's text).
const texts: string[] = [];
for (let n = 0; n < 200; n++) {
  const raw = new TextEncoder().encode(promoMessage({ n, to: 'bencher@bench.test', tag: 'p' }));
  const { searchBody } = await processEmail(raw);
  texts.push(`Store store@bench.test Subject ${n} ${searchBody}`.slice(0, SEARCH_TEXT_LIMIT));
}

const rows: string[][] = [];
for (const automerge of (values.automerge ?? '').split(',').map(Number)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-search-'));
  const file = path.join(dir, 'dealbox.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
  // Better Auth's table, as far as our keys and indexes need it.
  await sql`create table "user" (id text primary key, "createdAt" text)`.execute(db);
  await migrateAppTables(db);
  sqlite
    .prepare(`insert into email_fts (email_fts, rank) values ('automerge', ?)`)
    .run(BigInt(automerge));
  const insert = sqlite.prepare('insert into email_fts (rowid, doc) values (?, ?)');
  const write = sqlite.transaction((first: number) => {
    for (let id = first; id < first + batch; id++) {
      insert.run(id, `${texts[id % texts.length]} n${id}`.toLowerCase());
    }
  });
  const cpu = process.cpuUsage();
  for (let first = 1; first <= docs; first += batch) write(first);
  const used = process.cpuUsage(cpu);
  const search = sqlite.prepare('select rowid from email_fts where email_fts match ? limit 2001');
  const queryMs = QUERIES.map((q) => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) search.all(q);
    return fmt((performance.now() - started) / 20, 2);
  });
  rows.push([
    String(automerge),
    fmt((used.user + used.system) / 1000 / docs, 3),
    fmt(fs.statSync(file).size / 1e6, 0),
    ...queryMs,
  ]);
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${docs} documents of ~${SEARCH_TEXT_LIMIT} characters, ${batch} per transaction`);
console.log(table(['automerge', 'CPU ms/doc', 'file MB', ...QUERIES.map((q) => `${q} ms`)], rows));
