/**
 * The capacity benchmark (issue 44, item 5): what one Dealbox process costs, in CPU time
 * (not wall time: the machine may be shared) and resident memory, so an operator can size a
 * machine (docs/scale.md, "Capacity").
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:capacity
 *   options: --messages 100 (per size and round)  --flood 2000  --requests 200  --streams 1000
 *            --rounds 3  --port 4700 (HTTP; SMTP the next one)
 *
 * A fresh PostgreSQL database (DATABASE_URL names the server, as the tests use it) and one
 * real Dealbox process (`node src/server/main.ts`, its default settings but for the limits
 * a single local sender would hit, and processing at normal priority: see `start`). CPU time is read from /proc: the Dealbox process's, every
 * thread, and the PostgreSQL backends serving it (found by `application_name`), each counted
 * while a step runs. Each figure is the median of --rounds rounds (all printed).
 *
 * 1. Per message, at three sizes (~5, ~50 and ~250 KB as sent; bench/support/scale-mail.ts's
 *    promotions): --messages messages sent over four pipelining SMTP connections, back to
 *    back. The process is started with INTAKE_BURST_RATE=1, so processing waits while mail
 *    keeps coming (decision 032's rule, made to hold for every flood): the CPU used until the
 *    last 250 is the accepting alone (SMTP, the recipient, the commit, the reply), the CPU
 *    used after it until no email is pending is the processing alone (the worker threads'
 *    processEmail and the main thread's commit of what it found). Then each email is opened
 *    as the web page opens one (`GET /api/emails/:id`, then its frame's
 *    `GET /api/emails/:id/body?images=0`): the first time (its body sanitised and stored,
 *    decision 038), then again.
 * 2. A second process with those settings: its RSS when started and signed in (idle),
 *    its peak RSS during a flood of --flood messages of the scale seed's mix (87 % promotions
 *    of 5–40 KB, 8 % of 100–250 KB, 5 % receipts) on ten connections until every one is
 *    processed. That flood is the mailbox the requests then read, one after another, --requests
 *    each: the inbox's first page (`GET /api/emails`), a search (`GET /api/emails?q=`,
 *    cycling through the four of bench:scale), the deals list (`GET /api/offers`).
 * 3. --streams event streams (`GET /api/events`, ten accounts with EVENT_STREAMS_PER_USER at
 *    the streams' share) held open: the RSS, and the CPU over a heartbeat period (25 s) with
 *    them open against one without, as the idle stream's cost.
 *
 * Last: the machine's load average and bench:processing's yardstick line.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SSE_HEARTBEAT_MS } from '../src/server/http/routes/api/events.ts';
import type { EmailListPage } from '../src/shared/email-types.ts';
import { cookieHeader } from '../test/support/cookies.ts';
import { prng } from '../test/support/prng.ts';
import { dataBlock, RawSmtpClient } from '../test/support/raw-smtp.ts';
import { startServer, type ServerProcess } from '../test/support/server-process.ts';
import { SseClient } from '../test/support/sse-client.ts';
import { createTestDatabase, type TestDatabase } from '../test/support/test-databases.ts';
import { withApplicationName } from './support/renice-backends.ts';
import {
  makeStores,
  makeTemplate,
  messageFrom,
  RARE_WORD,
  type Template,
} from './support/scale-mail.ts';
import { processingYardstick, request } from './support/server-http.ts';
import { fmt, percentile, table } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '100' },
    flood: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '200' },
    streams: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '4700' },
  },
});
const MESSAGES = Number(values.messages);
const FLOOD = Number(values.flood);
const REQUESTS = Number(values.requests);
const STREAMS = Number(values.streams);
const ROUNDS = Number(values.rounds);
const PORT = Number(values.port);
const STREAM_ACCOUNTS = 10;
const MAIL_DOMAIN = 'capacity.test';
const APP_URL = 'http://capacity.localhost';
const APP_NAME = 'dealbox-capacity';
const PASSWORD = 'capacity-password-1';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL server (a fresh database is made on it)');
  process.exit(2);
}

const log = (message: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** CPU seconds of one process (all its threads, ended ones too) from /proc, or null. */
function procCpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU time of the PostgreSQL backends whose application_name is APP_NAME: sampled every
 * 200 ms (a pool closes idle connections, and a backend's time goes with it), each backend's
 * growth added up. `total()` samples once more first.
 */
async function backendCpu(adminUrl: string): Promise<{ total(): Promise<number>; stop(): void }> {
  const client = new pg.Client({
    connectionString: withApplicationName(adminUrl, 'capacity-watch'),
  });
  await client.connect();
  const seen = new Map<number, number>();
  let total = 0;
  let first = true;
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [APP_NAME],
    );
    for (const { pid } of rows) {
      const now = procCpuSeconds(pid);
      if (now === null) continue;
      // A backend there at the start counts from then; a later one from its birth.
      const before = seen.get(pid) ?? (first ? now : 0);
      total += now - before;
      seen.set(pid, now);
    }
    first = false;
  };
  await sample();
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample).catch(() => undefined);
  }, 200);
  return {
    async total() {
      sampling = sampling.then(sample);
      await sampling;
      return total;
    },
    stop() {
      clearInterval(timer);
      void sampling.finally(() => client.end());
    },
  };
}

let database: TestDatabase | undefined;
let server: ServerProcess | undefined;
let pgCpu: Awaited<ReturnType<typeof backendCpu>> | undefined;
let watch: pg.Client | undefined;
const streams: SseClient[] = [];

interface Used {
  dealbox: number;
  postgres: number;
  /** The Dealbox process's main thread alone. */
  main: number;
}

/**
 * What an idle process uses a second (timers, the backlog gauge's count, leases: ms of CPU),
 * measured by `measureIdle`: taken off every step's figure in proportion to its wall time, so
 * a step's figure is what the step itself cost. The least of three windows, each figure on
 * its own: what is left of earlier work (a collection, a compilation) is not taken for idle,
 * so the steps' figures are, if anything, too high.
 */
let idle: Used = { dealbox: 0, postgres: 0, main: 0 };

async function measureIdle(ms = 6000): Promise<Used> {
  idle = { dealbox: 0, postgres: 0, main: 0 };
  const windows: Used[] = [];
  for (let i = 0; i < 3; i++) {
    windows.push(await cpuOf(() => new Promise((resolve) => setTimeout(resolve, ms / 3))));
  }
  const least = (pick: (u: Used) => number) =>
    Math.max(0, Math.min(...windows.map(pick))) / (ms / 3);
  idle = {
    dealbox: least((u) => u.dealbox),
    postgres: least((u) => u.postgres),
    main: least((u) => u.main),
  };
  return idle;
}

/** CPU ms (Dealbox, PostgreSQL backends) used while `step` runs, less the idle rate. */
async function cpuOf(step: () => Promise<void>): Promise<Used> {
  const s = server as ServerProcess;
  const counter = pgCpu as NonNullable<typeof pgCpu>;
  const dealbox0 = s.cpuSeconds();
  const main0 = s.mainThreadCpuSeconds();
  const postgres0 = await counter.total();
  const t0 = performance.now();
  await step();
  const wall = performance.now() - t0;
  return {
    dealbox: (s.cpuSeconds() - dealbox0) * 1000 - idle.dealbox * wall,
    postgres: ((await counter.total()) - postgres0) * 1000 - idle.postgres * wall,
    main: (s.mainThreadCpuSeconds() - main0) * 1000 - idle.main * wall,
  };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const url = (database as TestDatabase).databaseUrl as string;
  const dir = fs.mkdtempSync(`${os.tmpdir()}/dealbox-capacity-`);
  const started = await startServer(
    {
      DATABASE_URL: withApplicationName(url, APP_NAME),
      DATA_DIR: dir,
      MAIL_DOMAIN,
      APP_URL,
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_SIGN_IN_MAX: '1000',
      // One local sender stands for many stores: the per-client limits are for strangers.
      SMTP_MAX_CONNECTIONS_PER_CLIENT: '200',
      SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '10000000',
      // Processing at the main thread's priority, not SCHED_IDLE (decision 029): on a machine
      // others keep busy, idle-priority threads get next to no CPU, time out after 30 s and
      // start again, and the work thrown away would be counted. The CPU a message needs is
      // the same at either priority.
      INGEST_PRIORITY: 'normal',
      ...env,
    },
    [],
    { httpPort: PORT, smtpPort: PORT + 1 },
  );
  pgCpu?.stop();
  pgCpu = await backendCpu(process.env.DATABASE_URL as string);
  return started;
}

async function signUp(username: string): Promise<string> {
  const answer = await request(
    server as ServerProcess,
    APP_URL,
    'POST',
    '/api/auth/sign-up/email',
    {
      body: { email: `${username}@example.com`, password: PASSWORD, name: username, username },
    },
  );
  if (answer.status !== 200)
    throw new Error(`sign-up ${username}: ${answer.status} ${answer.body}`);
  return cookieHeader(answer.headers['set-cookie']);
}

async function get(url: string, cookie: string): Promise<string> {
  const answer = await request(server as ServerProcess, APP_URL, 'GET', url, { cookie });
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body}`);
  return answer.body;
}

/** Sends every message over `connections` pipelining connections; the ids from the 250s. */
async function send(messages: Buffer[], to: string, connections: number): Promise<string[]> {
  const clients = await Promise.all(
    Array.from({ length: connections }, () => RawSmtpClient.open(PORT + 1)),
  );
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (next < messages.length) {
        const block = messages[next++] as Buffer;
        const { code, reply } = await client.pipelined('news@shop.example', to, block);
        if (code !== 250) throw new Error(`refused: ${reply}`);
        ids.push(/queued as ([0-9a-f-]+)/.exec(reply)?.[1] ?? '');
      }
    }),
  );
  for (const client of clients) client.close();
  return ids;
}

/** Until no email is pending (polled in the database, by a connection not counted). */
async function processed(): Promise<void> {
  for (;;) {
    const { rows } = await (watch as pg.Client).query<{ n: string }>(
      'select count(*) as n from email where state = 0',
    );
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stores = makeStores(300);
let sequence = 0;
function build(template: Template, to: string): Buffer {
  const n = sequence++;
  return dataBlock(
    Buffer.from(
      messageFrom(template, {
        to,
        subject: `${template.subject} · ${n}`,
        date: new Date(),
        messageId: `${crypto.randomUUID()}@${template.store.domain}`,
      }),
      'utf8',
    ),
  );
}

const median = (xs: number[]) => percentile(xs, 50);
const rounds = (xs: number[], digits = 2) =>
  `${fmt(median(xs), digits)} (${xs.map((x) => fmt(x, digits)).join(', ')})`;

let exitCode = 0;
process.once('SIGINT', () => {
  void server?.stop().finally(() => process.exit(130));
});
try {
  database = await createTestDatabase('postgres');
  watch = new pg.Client({
    connectionString: withApplicationName(database.databaseUrl as string, 'capacity-watch'),
  });
  await watch.connect();
  log(`fresh database; Node ${process.version}, ${os.availableParallelism()} cores`);

  // ---- 1. per message, by size -----------------------------------------------------------
  server = await start({ INTAKE_BURST_RATE: '1' });
  const perMessage: string[][] = [];
  {
    const cookie = await signUp('sizes');
    const to = `sizes@${MAIL_DOMAIN}`;
    const sizes: [string, number][] = [
      ['~5 KB', 3_500],
      ['~50 KB', 48_000],
      ['~250 KB', 245_000],
    ];
    // A warm-up, not counted: the worker threads start, compile their patterns; V8 warms up.
    for (const [, htmlBytes] of sizes) {
      const messages = Array.from({ length: 10 }, (_, i) =>
        build(makeTemplate(stores[i]!, 'promo', 100 + i, htmlBytes), to),
      );
      const ids = await send(messages, to, 4);
      await processed();
      for (const id of ids) await get(`/api/emails/${id}/body?images=0`, cookie);
    }
    const idleRate = await measureIdle();
    log(
      `idle: ${fmt(idleRate.dealbox * 1000, 0)} ms CPU a second (Dealbox), ${fmt(idleRate.postgres * 1000, 0)} ms (PostgreSQL)`,
    );
    for (const [label, htmlBytes] of sizes) {
      const cost = { accept: [] as number[], process: [] as number[], first: [] as number[] };
      const db = { accept: [] as number[], process: [] as number[], first: [] as number[] };
      const later: number[] = [];
      let bytes = 0;
      let workersDuringAccept = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const messages = Array.from({ length: MESSAGES }, (_, i) =>
          build(
            makeTemplate(stores[(round * MESSAGES + i) % stores.length]!, 'promo', i, htmlBytes),
            to,
          ),
        );
        bytes = messages.reduce((sum, m) => sum + m.length, 0) / messages.length;
        let ids: string[] = [];
        const workers0 = server.threadCpuSeconds().processing;
        const accepted = await cpuOf(async () => {
          ids = await send(messages, to, 4);
        });
        workersDuringAccept += server.threadCpuSeconds().processing - workers0;
        const processing = await cpuOf(processed);
        const firstOpen = await cpuOf(async () => {
          for (const id of ids) {
            await get(`/api/emails/${id}`, cookie);
            await get(`/api/emails/${id}/body?images=0`, cookie);
          }
        });
        const laterOpen = await cpuOf(async () => {
          for (const id of ids) {
            await get(`/api/emails/${id}`, cookie);
            await get(`/api/emails/${id}/body?images=0`, cookie);
          }
        });
        cost.accept.push(accepted.dealbox / MESSAGES);
        cost.process.push(processing.dealbox / MESSAGES);
        cost.first.push(firstOpen.dealbox / MESSAGES);
        later.push(laterOpen.dealbox / MESSAGES);
        db.accept.push(accepted.postgres / MESSAGES);
        db.process.push(processing.postgres / MESSAGES);
        db.first.push(firstOpen.postgres / MESSAGES);
      }
      log(
        `${label}: ${fmt(bytes / 1024, 1)} KB as sent; the worker threads used ${fmt(workersDuringAccept * 1000, 0)} ms while mail was accepted (all rounds)`,
      );
      perMessage.push(
        [
          `${label} (${fmt(bytes / 1024, 0)} KB)`,
          'accept (to the 250)',
          rounds(cost.accept),
          rounds(db.accept),
        ],
        ['', 'processing', rounds(cost.process), rounds(db.process)],
        ['', 'first opening', rounds(cost.first), rounds(db.first)],
        ['', 'later opening', rounds(later), ''],
      );
    }
  }
  await server.stop();

  // ---- 2. memory, a flood, requests ------------------------------------------------------
  server = await start({ EVENT_STREAMS_PER_USER: String(Math.ceil(STREAMS / STREAM_ACCOUNTS)) });
  const memory: string[][] = [];
  const perRequest: string[][] = [];
  const cookie = await signUp('reader');
  const readerCookies: string[] = [];
  for (let i = 0; i < STREAM_ACCOUNTS; i++) readerCookies.push(await signUp(`stream${i}`));
  const idleRss = server.rssMb();
  memory.push(['idle (started, 11 accounts signed in)', fmt(idleRss, 0)]);
  {
    const random = prng(44);
    const templates = stores.flatMap((store, i) => [
      makeTemplate(store, 'promo', 5000 + i),
      ...(i % 10 === 0 ? [makeTemplate(store, 'large', 9000 + i)] : []),
      ...(i % 5 === 0 ? [makeTemplate(store, 'receipt', 7000 + i)] : []),
    ]);
    const messages = Array.from({ length: FLOOD }, () =>
      build(templates[Math.floor(random() * templates.length)]!, `reader@${MAIL_DOMAIN}`),
    );
    let peak = 0;
    const sampler = setInterval(
      () => (peak = Math.max(peak, (server as ServerProcess).rssMb())),
      50,
    );
    const t0 = performance.now();
    const flood = await cpuOf(async () => {
      await send(messages, `reader@${MAIL_DOMAIN}`, 10);
      await processed();
    });
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    memory.push([
      `peak during a flood of ${FLOOD} (10 connections, until processed, ${fmt(seconds, 0)} s)`,
      fmt(peak, 0),
    ]);
    log(
      `flood: ${FLOOD} messages of the seed's mix, ${fmt(flood.dealbox / FLOOD, 2)} ms Dealbox CPU and ${fmt(flood.postgres / FLOOD, 2)} ms PostgreSQL CPU a message, all in`,
    );
  }
  {
    const page = JSON.parse(await get('/api/emails', cookie)) as EmailListPage;
    const deals = (JSON.parse(await get('/api/offers', cookie)) as { items?: unknown[] }).items;
    const idleRate = await measureIdle();
    log(
      `idle: ${fmt(idleRate.dealbox * 1000, 0)} ms CPU a second (Dealbox), ${fmt(idleRate.postgres * 1000, 0)} ms (PostgreSQL)`,
    );
    log(
      `the reader's mailbox: ${page.unreadCount} unread emails, ${deals?.length ?? '?'} deals in the first answer of /api/offers`,
    );
    const searches = [
      'voucher',
      stores[0]?.name.split(' ')[1]?.toLowerCase() ?? 'harbor',
      RARE_WORD,
      'qzxjv',
    ];
    const kinds: [string, (i: number) => string][] = [
      ['inbox first page  GET /api/emails', () => '/api/emails'],
      [
        'search            GET /api/emails?q=',
        (i) => `/api/emails?q=${encodeURIComponent(searches[i % 4]!)}`,
      ],
      ['deals list        GET /api/offers', () => '/api/offers'],
    ];
    for (const [label, url] of kinds) {
      const dealbox: number[] = [];
      const postgres: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const used = await cpuOf(async () => {
          for (let i = 0; i < REQUESTS; i++) await get(url(i), cookie);
        });
        dealbox.push(used.dealbox / REQUESTS);
        postgres.push(used.postgres / REQUESTS);
      }
      perRequest.push([label, rounds(dealbox), rounds(postgres)]);
    }
  }

  // ---- 3. event streams --------------------------------------------------------------------
  {
    // One heartbeat period, so each stream's heartbeat is written once in each window.
    const windowMs = SSE_HEARTBEAT_MS;
    const idleRate = await measureIdle(windowMs);
    memory.push(['idle again, after the flood and the requests', fmt(server.rssMb(), 0)]);
    const opened = await cpuOf(async () => {
      for (let i = 0; i < STREAMS; i++) {
        streams.push(await SseClient.open(server!.baseUrl, readerCookies[i % STREAM_ACCOUNTS]!));
      }
    });
    if (streams.some((s) => s.status !== 200)) throw new Error('an event stream was refused');
    const held: Used[] = [];
    const rss: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      held.push(await cpuOf(() => new Promise((resolve) => setTimeout(resolve, windowMs))));
      rss.push(server.rssMb());
    }
    memory.push([`with ${STREAMS} event streams open (idle)`, rounds(rss, 0)]);
    const perMinute = (ms: number) => (ms / STREAMS) * (60_000 / windowMs);
    perRequest.push([
      'an event stream, opening it',
      fmt(opened.dealbox / STREAMS, 2),
      fmt(opened.postgres / STREAMS, 2),
    ]);
    perRequest.push([
      'an event stream held open, a minute',
      rounds(
        held.map((h) => perMinute(h.dealbox)),
        3,
      ),
      rounds(
        held.map((h) => perMinute(h.postgres)),
        3,
      ),
    ]);
    perRequest.push([
      '  of which the main thread',
      rounds(
        held.map((h) => perMinute(h.main)),
        3,
      ),
      '',
    ]);
    log(
      `idle process without streams: ${fmt(idleRate.dealbox * windowMs, 0)} ms CPU (main thread ${fmt(idleRate.main * windowMs, 0)} ms) in ${windowMs / 1000} s; with ${STREAMS} streams, beyond that: ${held.map((h) => fmt(h.dealbox, 0)).join(', ')} ms (main thread ${held.map((h) => fmt(h.main, 0)).join(', ')} ms)`,
    );
  }

  console.log(
    `\nCPU ms per message (Dealbox process, every thread; and the PostgreSQL backends serving it): median of ${ROUNDS} rounds of ${MESSAGES}, the rounds in brackets\n`,
  );
  console.log(table(['size', 'step', 'Dealbox CPU ms', 'PostgreSQL CPU ms'], perMessage));
  console.log(`\nCPU ms per request: median of ${ROUNDS} rounds of ${REQUESTS}\n`);
  console.log(table(['request', 'Dealbox CPU ms', 'PostgreSQL CPU ms'], perRequest));
  console.log('\nResident memory of the Dealbox process (MB)\n');
  console.log(table(['when', 'RSS MB'], memory));
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(await processingYardstick());
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const stream of streams) stream.close();
  await server?.stop();
  pgCpu?.stop();
  await watch?.end();
  await database?.drop();
}
process.exit(exitCode);
