/**
 * The IMAP follow benchmark (issue 43): 10,000 promotions of ~50 KB, each with a deal, seeded
 * by APPEND into a local Dovecot (test/support/dovecot.ts), then followed by a real Dealbox
 * process (SQLite in a fresh folder, as `npm run serve` runs it) from `POST /api/mailboxes`
 * until every message is listed (the card says all are found and it follows) and processed
 * (no email pending in its database: the deals are found). The goal: at most 60 s on this machine.
 *
 *   npm run bench:imap                        10,000 messages, three runs
 *   options: --messages 10000 --runs 3
 *
 * Each run starts a new process over a new folder and reads the same mailbox from the start.
 * Prints per run the seconds to listed and to processed, the deals found, the medians, and
 * `bench:processing`'s "whole processing" line as the machine's yardstick.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import type { MailboxAccount, MailboxList } from '../src/shared/mailbox-types.ts';
import { cookieHeader } from '../test/support/cookies.ts';
import { startDovecot, type SeedMessage } from '../test/support/dovecot.ts';
import { startServer } from '../test/support/server-process.ts';
import { promoMessage } from './support/promo-message.ts';
import { processingYardstick, request } from './support/server-http.ts';
import { fmt, percentile, table } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
  },
});
const total = Number(values.messages);
const runs = Number(values.runs);
const GOAL_S = 60;
const APP_URL = 'http://127.0.0.1';
const DAY = 86_400_000;
const IMAP_USER = { name: 'bencher', password: 'bench-app-password-0123' };

/** Message `n`: a ~50 KB promotion (bench/support/promo-message.ts) with a code to find. */
function promotion(n: number): SeedMessage {
  const date = new Date(Date.now() - (n % 80) * DAY);
  const until = new Date(date.getTime() + 120 * DAY).toISOString().slice(0, 10);
  const raw = promoMessage({ n, to: 'bencher@example.com', tag: 'imap' }).replace(
    '</h1>',
    `</h1><p style="font-size:18px">Use code <b>SAVE${n}NOW</b> for 20% off everything. Valid until ${until}.</p>`,
  );
  return { raw, date };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunResult {
  listedS: number;
  processedS: number;
  emails: number;
  deals: number;
  peakMb: number;
  /** CPU seconds over the run: Dealbox's main thread, its processing threads, the rest; Dovecot's. */
  cpu: { main: number; processing: number; other: number; dovecot: number };
}

console.log(
  `Dealbox IMAP follow benchmark: ${total} promotions (~50 KB), SQLite, ${os.availableParallelism()} cores, Node ${process.version}`,
);
const dovecot = await startDovecot({ users: [IMAP_USER] });
try {
  const seededAt = performance.now();
  const messages = Array.from({ length: total }, (_, n) => promotion(n));
  const bytes = messages.reduce((sum, m) => sum + m.raw.length, 0);
  await dovecot.append(IMAP_USER.name, 'INBOX', messages, { connections: 4 });
  console.log(
    `seeded ${total} messages (${(bytes / 1048576).toFixed(0)} MB, mean ${(bytes / total / 1024).toFixed(1)} KB) into Dovecot in ${fmt((performance.now() - seededAt) / 1000)} s\n`,
  );

  async function run(): Promise<RunResult> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-bench-imap-'));
    const server = await startServer({
      DATA_DIR: dataDir,
      APP_URL,
      MAIL_DOMAIN: 'dealbox.localhost',
      DATABASE_URL: '',
      REMINDERS: 'false',
      TIDY: 'false',
      IMAP_ALLOW_PRIVATE_HOSTS: 'true',
      NODE_EXTRA_CA_CERTS: dovecot.caFile,
      ...(process.env.BENCH_LOG ? { LOG_LEVEL: process.env.BENCH_LOG } : {}),
    });
    let peakMb = server.rssMb();
    try {
      const signUp = await request(server, APP_URL, 'POST', '/api/auth/sign-up/email', {
        body: {
          email: 'bencher@example.com',
          password: 'bench-password',
          name: 'bencher',
          username: 'bencher',
        },
      });
      if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
      const cookie = cookieHeader(signUp.headers['set-cookie']);

      const cpuBefore = server.threadCpuSeconds();
      const dovecotBefore = dovecot.cpuSeconds();
      const started = performance.now();
      const added = await request(server, APP_URL, 'POST', '/api/mailboxes', {
        cookie,
        body: {
          host: '127.0.0.1',
          port: dovecot.port,
          tls: 'tls',
          username: IMAP_USER.name,
          password: IMAP_USER.password,
          folders: ['INBOX'],
        },
      });
      if (added.status !== 201) throw new Error(`add: ${added.status} ${added.body}`);
      const { id } = JSON.parse(added.body) as MailboxAccount;
      // Listed: every message stored (and so in the inbox), the mailbox followed.
      let lastPrint = performance.now();
      for (;;) {
        const list = await request(server, APP_URL, 'GET', '/api/mailboxes', { cookie });
        const account = (JSON.parse(list.body) as MailboxList).mailboxes.find((m) => m.id === id);
        peakMb = Math.max(peakMb, server.rssMb());
        if (account?.error) throw new Error(`mailbox: ${account.error}`);
        if (account?.status === 'following' && account.messagesFound >= total) break;
        if (performance.now() - lastPrint > 10_000) {
          lastPrint = performance.now();
          console.log(
            `  ${fmt((lastPrint - started) / 1000)} s: ${account?.progress?.done ?? account?.messagesFound ?? 0} of ${total} read, RSS ${server.rssMb().toFixed(0)} MB`,
          );
        }
        await sleep(100);
      }
      const listed = performance.now();
      // Processed: no email pending in the server's database, so every deal is found.
      const db = new SQLite(path.join(dataDir, 'dealbox.db'));
      const count = (where: string) =>
        (db.prepare(`select count(*) as n from email where ${where}`).get() as { n: number }).n;
      while (count('state = 0') > 0) {
        peakMb = Math.max(peakMb, server.rssMb());
        await sleep(100);
      }
      const processed = performance.now();
      const cpuAfter = server.threadCpuSeconds();
      const cpu = {
        main: cpuAfter.main - cpuBefore.main,
        processing: cpuAfter.processing - cpuBefore.processing,
        other: cpuAfter.other - cpuBefore.other,
        dovecot: dovecot.cpuSeconds() - dovecotBefore,
      };
      const emails = count('state = 1');
      const deals = (db.prepare('select count(*) as n from offer').get() as { n: number }).n;
      db.close();
      return {
        listedS: (listed - started) / 1000,
        processedS: (processed - started) / 1000,
        emails,
        deals,
        peakMb,
        cpu,
      };
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    console.log(`run ${i + 1} of ${runs}`);
    const result = await run();
    results.push(result);
    console.log(
      `  listed at ${fmt(result.listedS)} s, processed at ${fmt(result.processedS)} s; ${result.emails} emails, ${result.deals} deals found; peak RSS ${result.peakMb.toFixed(0)} MB\n` +
        `  CPU s: Dealbox main thread ${fmt(result.cpu.main)}, processing threads ${fmt(result.cpu.processing)}, other threads ${fmt(result.cpu.other)}; the local Dovecot ${fmt(result.cpu.dovecot)}\n`,
    );
  }
  const median = (pick: (r: RunResult) => number) => percentile(results.map(pick), 50);
  const rows = results.map((r, i) => [
    `run ${i + 1}`,
    fmt(r.listedS),
    fmt(r.processedS),
    String(r.emails),
    String(r.deals),
    r.peakMb.toFixed(0),
  ]);
  rows.push([
    'median',
    fmt(median((r) => r.listedS)),
    fmt(median((r) => r.processedS)),
    '',
    '',
    median((r) => r.peakMb).toFixed(0),
  ]);
  console.log(table(['', 'listed s', 'processed s', 'emails', 'deals', 'peak RSS MB'], rows));
  const processedMedian = median((r) => r.processedS);
  console.log(
    `\n${total} followed, listed and processed: median ${fmt(processedMedian)} s over ${runs} run(s): ${processedMedian <= GOAL_S ? 'within' : 'OVER'} the ${GOAL_S} s goal`,
  );
} finally {
  await dovecot.stop();
}

console.log(`\n${await processingYardstick()}`);
