/**
 * The scale seed (issue 33, item 8): N accounts (default 10,000) and M emails (default
 * 1,000,000) in the PostgreSQL database DATABASE_URL names, for `npm run bench:scale`.
 *
 *   DATABASE_URL=postgres://…/dealbox_scale npm run seed:scale -- [--reset]
 *   options: --accounts 10000  --emails 1000000  --stores 300  --batch 1000  --concurrency 2
 *            --seed 33  --reset (empties a database that has users: drops its public schema)
 *
 * What it writes, and how:
 * - The schema: the repo's migrations, run by createDealbox as every instance runs them.
 * - Accounts: `admin@scale.test` (username `scaleadmin`) and `shopper00000` sign up through
 *   Better Auth's own sign-up route (`POST /api/auth/sign-up/email`, in-process). The other
 *   shoppers (`shopper00001`…) are written into the same Better Auth tables (`user`,
 *   `account`), copied from shopper00000's rows with their own ids, names and dates, and
 *   share its password hash (SCALE_PASSWORD): hashing 10,000 passwords would take the
 *   machine minutes and changes nothing measured.
 * - Mail: each email is a whole MIME message (bench/support/scale-mail.ts: 300 stores,
 *   sizes 1–250 KB, a quarter of the promotions with a coupon code), read by the intake's
 *   header reader (`readBasics`), compressed by the intake's `compressRaw`, and stored
 *   through the email store exactly as the intake's commit stores it: `insertEmails`
 *   (email + email_raw, store counters by trigger), then `markProcessed` (body text,
 *   preview, search text under the trigram index, the unread counter by trigger) and
 *   `offers.addFoundDeals` (the deals, as intake adds them), a batch per transaction. The
 *   processing itself (`processEmail`, what the worker threads run) is done once per
 *   template and its result reused for every message made from that template: processing
 *   a million messages would take hours; the message's own sender, subject and search text
 *   are still its own. Read emails are inserted read (the store's `read` flag, as a muted
 *   store's mail is), not read afterwards.
 * - The mix: emails arrive in time order over the past year (the table's physical order is
 *   arrival order, as on a live instance), each to an account drawn with Zipf-like weights
 *   (exponent 0.8, over a shuffled order: a few accounts get tens of thousands of emails,
 *   most a few dozen); stores drawn with Zipf-like weights too; 87 % promotions of 5–40 KB
 *   of HTML, 8 % large ones of 100–250 KB, 5 % plain receipts of 1–4 KB; mail older than two
 *   weeks 85 % read, newer 40 %.
 *
 * At the end: VACUUM ANALYZE (what autovacuum would do after such a load) and VACUUM FULL of the
 * three counter tables (bloated by a million updates in minutes), the time taken,
 * the database size (pg_database_size) and the size per million emails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/server/config.ts';
import { createDealbox } from '../src/server/create-dealbox.ts';
import { openPostgres, type Database, type Transaction } from '../src/server/db/database.ts';
import type { NewEmail } from '../src/server/domain/emails.ts';
import { compressRaw } from '../src/server/intake/raw-message.ts';
import { readBasics } from '../src/server/mail/message-basics.ts';
import { processEmail, type ProcessedEmail } from '../src/server/mail/process-email.ts';
import { prng } from '../test/support/prng.ts';
import { reniceBackends, withApplicationName } from './support/renice-backends.ts';
import {
  makeStores,
  makeTemplate,
  messageFrom,
  zipfPicker,
  type Template,
  type TemplateKind,
} from './support/scale-mail.ts';

export const SCALE_PASSWORD = 'scale-password-1';
export const SCALE_ADMIN_EMAIL = 'admin@scale.test';
export const SCALE_ADMIN_USERNAME = 'scaleadmin';
export const SCALE_MAIL_DOMAIN = 'scale.test';
export const shopperName = (i: number) => `shopper${String(i).padStart(5, '0')}`;

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '10000' },
    emails: { type: 'string', default: '1000000' },
    stores: { type: 'string', default: '300' },
    batch: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '2' },
    seed: { type: 'string', default: '33' },
    'through-stores': { type: 'string' },
    reset: { type: 'boolean', default: false },
    'keep-index': { type: 'boolean', default: false },
  },
});
const ACCOUNTS = Number(values.accounts);
const EMAILS = Number(values.emails);
const STORES = Number(values.stores);
const BATCH = Number(values.batch);
const CONCURRENCY = Math.max(1, Number(values.concurrency));
/** Emails written through the stores; the rest are copies of them, made in the database. */
const THROUGH_STORES = Math.min(EMAILS, Number(values['through-stores'] ?? EMAILS));
const SEED = Number(values.seed);
const DAY = 86_400_000;
const PROMO_VARIANTS = 3;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must name a PostgreSQL database (postgres://…/dealbox_scale)');
  process.exit(2);
}

const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
console.log(
  `seed started ${new Date().toISOString()} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB`,
);
const log = (message: string) => console.log(`[${elapsed().toFixed(0).padStart(5)} s] ${message}`);

// ---- refuse a database with users, unless --reset ----------------------------------------
{
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string | null }>(
      `select to_regclass('public."user"')::text as t`,
    );
    if (rows[0]?.t) {
      const count = await client.query<{ n: string }>('select count(*) as n from "user"');
      const users = Number(count.rows[0]?.n ?? 0);
      if (users > 0 && !values.reset) {
        console.error(
          `The database already has ${users} users: refusing to seed it. Pass --reset to empty it (drops its public schema).`,
        );
        process.exit(1);
      }
    }
    if (values.reset) {
      log('--reset: dropping and re-creating the public schema');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    }
  } finally {
    await client.end();
  }
}

const stopRenice = reniceBackends(databaseUrl, 'dealbox-seed');
const database: Database = openPostgres(withApplicationName(databaseUrl, 'dealbox-seed'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-seed-'));

try {
  // ---- schema and the accounts that sign up -------------------------------------------
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    MAIL_DOMAIN: SCALE_MAIL_DOMAIN,
    LOG_LEVEL: 'warn',
    REGISTRATION: 'open',
    RATE_LIMIT_AUTH_MAX: '1000',
  });
  const dealbox = await createDealbox(config, {
    database,
    mailer: { send: () => Promise.resolve() },
    authSecret: crypto.randomBytes(32).toString('hex'),
  });
  const signUp = async (username: string, email: string): Promise<string> => {
    const response = await dealbox.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: config.appUrl },
      payload: { email, password: SCALE_PASSWORD, name: username, username },
    });
    if (response.statusCode !== 200) {
      throw new Error(`sign-up of ${username}: ${response.statusCode} ${response.body}`);
    }
    return response.json<{ user: { id: string } }>().user.id;
  };
  log('schema migrated; signing up the admin and the first shopper');
  await signUp(SCALE_ADMIN_USERNAME, SCALE_ADMIN_EMAIL);
  const firstId = await signUp(shopperName(0), `${shopperName(0)}@people.test`);
  await dealbox.close(); // closes the app, not our database (we passed it in)

  // ---- the other accounts: Better Auth's rows, copied -----------------------------------
  const anyDb = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const userRow = await anyDb
    .selectFrom('user')
    .selectAll()
    .where('id', '=', firstId)
    .executeTakeFirstOrThrow();
  const accountRow = await anyDb
    .selectFrom('account')
    .selectAll()
    .where('userId', '=', firstId)
    .executeTakeFirstOrThrow();
  const random = prng(SEED);
  const now = Date.now();
  const yearAgo = now - 365 * DAY;
  const userIds: string[] = [firstId];
  for (let from = 1; from < ACCOUNTS; from += 1000) {
    const users: Record<string, unknown>[] = [];
    const accounts: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(ACCOUNTS, from + 1000); i++) {
      const id = crypto.randomUUID();
      userIds.push(id);
      const name = shopperName(i);
      // Accounts made over the year before the mail starts, and during it (the latest ones).
      const created = new Date(
        yearAgo - Math.floor(random() * 200 * DAY) + (i / ACCOUNTS) * 100 * DAY,
      );
      users.push({
        ...userRow,
        id,
        name,
        email: `${name}@people.test`,
        username: name,
        displayUsername: name,
        createdAt: created,
        updatedAt: created,
      });
      accounts.push({
        ...accountRow,
        id: crypto.randomUUID(),
        accountId: id,
        userId: id,
        createdAt: created,
        updatedAt: created,
      });
    }
    await database.transaction(async (tx) => {
      const txDb = tx.db as unknown as typeof anyDb;
      await txDb.insertInto('user').values(users).execute();
      await txDb.insertInto('account').values(accounts).execute();
    });
  }
  log(`${ACCOUNTS} shopper accounts and the admin (password for all: ${SCALE_PASSWORD})`);

  // ---- mail -------------------------------------------------------------------------------
  const stores = makeStores(STORES);
  const pickStore = zipfPicker(stores.length, 0.9, random);
  // Heavy accounts are not the first made: rank r is account order[r].
  const order = userIds.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const pickAccount = zipfPicker(userIds.length, 0.8, random);

  const templates = new Map<string, Promise<{ template: Template; processed: ProcessedEmail }>>();
  let processedTemplates = 0;
  const templateFor = (storeIndex: number, kind: TemplateKind, variant: number) => {
    const key = `${storeIndex}:${kind}:${variant}`;
    let found = templates.get(key);
    if (!found) {
      const store = stores[storeIndex] as (typeof stores)[number];
      const template = makeTemplate(
        store,
        kind,
        SEED * 1_000_003 + storeIndex * 97 + variant * 7 + kind.length,
      );
      const sample = messageFrom(template, {
        to: `${shopperName(0)}@${SCALE_MAIL_DOMAIN}`,
        subject: template.subject,
        date: new Date(now),
        messageId: `template-${key}@${store.domain}`,
      });
      found = processEmail(new TextEncoder().encode(sample)).then((processed) => {
        processedTemplates++;
        return { template, processed };
      });
      templates.set(key, found);
    }
    return found;
  };
  const WORDS = 'spring summer autumn winter weekend flash members final bonus early'.split(' ');

  interface Prepared {
    row: NewEmail & { messageId: string };
    processed: ProcessedEmail;
  }
  let made = 0;
  /** The next `count` emails, in arrival order. */
  async function makeBatch(count: number): Promise<Prepared[]> {
    const out: Prepared[] = [];
    for (let k = 0; k < count; k++, made++) {
      const account = order[pickAccount()] as number;
      const userId = userIds[account] as string;
      const username = shopperName(account);
      const storeIndex = pickStore();
      const r = random();
      const kind: TemplateKind = r < 0.05 ? 'receipt' : r < 0.13 ? 'large' : 'promo';
      const variant = kind === 'promo' ? Math.floor(random() * PROMO_VARIANTS) : 0;
      const { template, processed } = await templateFor(storeIndex, kind, variant);
      const receivedAt = Math.floor(
        yearAgo + (made / THROUGH_STORES) * 365 * DAY + random() * 60_000,
      );
      const subject =
        kind === 'receipt'
          ? `${template.subject} #${100000 + Math.floor(random() * 900000)}`
          : `${template.subject} · ${WORDS[Math.floor(random() * WORDS.length)]} ${made % 97}`;
      const messageId = `${crypto.randomUUID()}@${template.store.domain}`;
      const raw = Buffer.from(
        messageFrom(template, {
          to: `${username}@${SCALE_MAIL_DOMAIN}`,
          subject,
          date: new Date(receivedAt),
          messageId,
        }),
        'utf8',
      );
      // As intake's accept(): the basics read from the header block, the message compressed.
      const basics = readBasics(raw);
      const compressed = await compressRaw(raw);
      const recent = now - receivedAt < 14 * DAY;
      out.push({
        row: {
          id: crypto.randomUUID(),
          userId,
          receivedAt,
          ...basics,
          messageId: basics.messageId ?? messageId,
          tag: null,
          raw: compressed,
          rawSize: raw.length,
          read: random() < (recent ? 0.4 : 0.85),
        },
        processed,
      });
    }
    return out;
  }

  let deals = 0;
  /** One transaction, as the intake's commit and its processed-body commit write them. */
  async function store(batch: Prepared[]): Promise<void> {
    // In user order, as the intake sorts its commits: concurrent batches take the counter
    // rows' locks in the same order.
    const sorted = [...batch].sort(
      (a, b) => cmp(a.row.userId, b.row.userId) || cmp(a.row.senderEmail, b.row.senderEmail),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        const added = await database.transaction(
          async (tx: Transaction) => {
            await tx.emails.insertEmails(sorted.map((p) => p.row));
            let n = 0;
            for (const { row, processed } of sorted) {
              const searchText = [
                row.senderName,
                row.senderEmail,
                row.subject,
                processed.searchBody,
              ].join(' ');
              const listed = await tx.emails.markProcessed(row.id, { ...processed, searchText });
              if (!listed) throw new Error(`email ${row.id} was not processed`);
              const ids = await tx.offers.addFoundDeals({
                userId: row.userId,
                emailId: row.id,
                messageId: row.messageId,
                offers: processed.offers,
                senderName: row.senderName,
                senderEmail: row.senderEmail,
                subject: row.subject,
                now: row.receivedAt,
              });
              n += ids.length;
            }
            return n;
          },
          { durable: false },
        );
        deals += added;
        return;
      } catch (error) {
        // A deadlock or serialization failure: the batch rolled back whole; try it again.
        const code = (error as { code?: string }).code;
        if (attempt < 5 && (code === '40P01' || code === '40001')) continue;
        throw error;
      }
    }
  }

  // The email table's secondary indexes (the trigram index among them) are built once at
  // the end, each with its definition as the migrations made it (read back here), rather
  // than added to row by row: the trigram index alone cost ~16 ms a row on this machine.
  const deferred = values['keep-index']
    ? []
    : (
        await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef
          from pg_indexes where schemaname = 'public' and tablename = 'email'
            and indexname <> 'email_pkey'`.execute(database.db)
      ).rows;
  for (const index of deferred) {
    await sql`drop index ${sql.ref(index.indexname)}`.execute(database.db);
  }
  if (deferred.length) {
    log(
      `email's indexes dropped for the load, built at the end: ${deferred.map((i) => i.indexname).join(', ')}`,
    );
  }

  log(
    `seeding ${EMAILS} emails from ${STORES} stores, ${BATCH} per transaction, ${CONCURRENCY} at a time`,
  );
  const mailStarted = performance.now();
  let stored = 0;
  let lastReport = performance.now();
  const inFlight = new Set<Promise<void>>();
  while (made < THROUGH_STORES) {
    // Messages are made on this thread in order; their batches are written concurrently.
    const batch = await makeBatch(Math.min(BATCH, THROUGH_STORES - made));
    const write = store(batch).then(() => {
      stored += batch.length;
    });
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write)).catch(() => undefined);
    if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      const rate = stored / ((performance.now() - mailStarted) / 1000);
      log(
        `${stored} emails stored (${rate.toFixed(0)}/s, about ${((THROUGH_STORES - stored) / rate / 60).toFixed(1)} min left), ${deals} deals, ${processedTemplates} templates processed, load average ${os.loadavg()[0]?.toFixed(1)}`,
      );
    }
  }
  await Promise.all(inFlight);
  const mailSeconds = (performance.now() - mailStarted) / 1000;
  log(
    `${stored} emails and ${deals} deals stored in ${mailSeconds.toFixed(0)} s (${(stored / mailSeconds).toFixed(0)}/s)`,
  );

  // ---- copies, in the database -------------------------------------------------------------
  let copySeconds = 0;
  if (THROUGH_STORES < EMAILS) {
    const copyStarted = performance.now();
    const columns = async (table: string) =>
      (
        await sql<{ c: string }>`select column_name as c from information_schema.columns
          where table_schema = 'public' and table_name = ${table} order by ordinal_position`.execute(
          database.db,
        )
      ).rows.map((r) => r.c);
    const emailColumns = await columns('email');
    const offerColumns = await columns('offer');
    const list = (names: string[]) => names.map((n) => `"${n}"`).join(', ');
    await database.db.connection().execute(async (conn) => {
      await sql`create temp table seed_source as select id from email`.execute(conn);
      await sql`create temp table copy_map (old_id text primary key, new_id text not null,
        shift bigint not null)`.execute(conn);
      for (let k = 1; k * THROUGH_STORES < EMAILS; k++) {
        const rows = Math.min(THROUGH_STORES, EMAILS - k * THROUGH_STORES);
        await conn.transaction().execute(async (trx) => {
          await sql`truncate copy_map`.execute(trx);
          // Each copy lands within 18 days either side of its original, inside the year.
          await sql`insert into copy_map (old_id, new_id, shift)
            select id, gen_random_uuid()::text,
              (abs(hashtext(id || ${String(k)})) % 1000000)::bigint * ${36 * DAY} / 1000000 - ${18 * DAY}
            from seed_source order by id limit ${rows}`.execute(trx);
          const emailSelect = emailColumns.map((c) =>
            c === 'id'
              ? 'm.new_id'
              : c === 'received_at'
                ? `least(greatest(e.received_at + m.shift, ${yearAgo}), ${now})`
                : c === 'message_id'
                  ? `'copy${k}.' || e.message_id`
                  : `e."${c}"`,
          );
          await sql
            .raw(
              `insert into email (${list(emailColumns)}) select ${emailSelect.join(', ')}
               from email e join copy_map m on m.old_id = e.id`,
            )
            .execute(trx);
          await sql`insert into email_raw (email_id, raw, raw_size)
            select m.new_id, r.raw, r.raw_size from email_raw r join copy_map m on m.old_id = r.email_id`.execute(
            trx,
          );
          const offerSelect = offerColumns.map((c) =>
            c === 'id'
              ? 'gen_random_uuid()::text'
              : c === 'source_email_id'
                ? 'm.new_id'
                : c === 'source_key'
                  ? `case when o.source_key is null then null else md5('copy${k}:' || o.source_key) end`
                  : c === 'created_at'
                    ? 'o.created_at + m.shift'
                    : `o."${c}"`,
          );
          await sql
            .raw(
              `insert into offer (${list(offerColumns)}) select ${offerSelect.join(', ')}
               from offer o join copy_map m on m.old_id = o.source_email_id`,
            )
            .execute(trx);
        });
        log(`copy ${k}: ${rows} more emails (${k * THROUGH_STORES + rows} in all)`);
      }
    });
    copySeconds = (performance.now() - copyStarted) / 1000;
  }

  let indexSeconds = 0;
  if (deferred.length) {
    log('building the indexes');
    const indexStarted = performance.now();
    await database.db.connection().execute(async (conn) => {
      await sql`set maintenance_work_mem = '2GB'`.execute(conn);
      for (const index of deferred) {
        const one = performance.now();
        await sql.raw(index.indexdef).execute(conn);
        log(`  ${index.indexname}: ${((performance.now() - one) / 1000).toFixed(0)} s`);
      }
    });
    indexSeconds = (performance.now() - indexStarted) / 1000;
  }

  log('vacuum analyze');
  const vacuumStarted = performance.now();
  await sql`vacuum analyze`.execute(database.db);
  // The counters were updated once per email in minutes (millions of row versions for ten
  // thousand rows); a live instance's are updated a few times a second, and stay compact.
  await sql`vacuum full analyze account_usage, store_counter, email_counter`.execute(database.db);
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;

  const size = await sql<{
    bytes: string;
  }>`select pg_database_size(current_database()) as bytes`.execute(database.db);
  const bytes = Number(size.rows[0]?.bytes ?? 0);
  const tables = await sql<{ name: string; total: string; indexes: string }>`
    select c.relname as name, pg_total_relation_size(c.oid) as total, pg_indexes_size(c.oid) as indexes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by pg_total_relation_size(c.oid) desc limit 6`.execute(database.db);
  const counts = await sql<{ emails: string; deals: string; users: string; raw: string }>`
    select (select count(*) from email) as emails, (select count(*) from offer) as deals,
      (select count(*) from "user") as users,
      (select coalesce(sum(raw_size), 0) from email_raw) as raw`.execute(database.db);
  const c = counts.rows[0];
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  const total = elapsed();
  console.log('');
  console.log(`accounts:            ${c?.users} (${ACCOUNTS} shoppers + the admin)`);
  console.log(`emails:              ${c?.emails} (${mb(Number(c?.raw))} as received)`);
  console.log(`deals:               ${c?.deals}`);
  console.log(
    `seeding time:        ${(total / 60).toFixed(1)} min in all (through the stores ${(mailSeconds / 60).toFixed(1)} min, copies ${(copySeconds / 60).toFixed(1)} min, indexes ${(indexSeconds / 60).toFixed(1)} min, vacuum analyze ${(vacuumSeconds / 60).toFixed(1)} min)`,
  );
  console.log(`database size:       ${mb(bytes)} (pg_database_size)`);
  console.log(`per million emails:  ${mb((bytes / Number(c?.emails ?? 1)) * 1e6)}`);
  for (const t of tables.rows) {
    console.log(
      `  ${t.name.padEnd(18)} ${mb(Number(t.total)).padStart(9)} (indexes ${mb(Number(t.indexes))})`,
    );
  }
} finally {
  stopRenice();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
