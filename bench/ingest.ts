/**
 * The ingest benchmark (the intake's budget; issues "Mail intake and the inbox" and "Intake
 * as one straight line"):
 *
 *   npm run bench:ingest                      SQLite in a fresh folder under bench/results/
 *   npm run bench:ingest -- --postgres        a fresh database on DATABASE_URL
 *   options: --mailbox 20000  --runs 1:300,10:2000,50:2000  --paced 100,300  --keep
 *            --sender raw|nodemailer (raw: a lean pipelining sender, the default; see Sender)
 *            --profile (CPU profiles of the server's threads into bench/results/profile/)
 *
 * A real Dealbox process (`node src/server/main.ts`) takes ~50 KB promotions
 * over SMTP from this process (nodemailer, pooled connections): floods at 1, 10 and 50
 * connections (accepted msg/s counts 250 replies, each sent after the commit; the backlog
 * of processing may grow), then steady rates. An SSE stream held by this process times
 * each email's `email.created` (listed, processing) and `email.processed` (processed)
 * against its 250. The backlog is what has been listed and not yet processed, sampled
 * every 50 ms; the server's RSS is sampled with it. Then the mailbox is filled to
 * --mailbox emails at 10 connections: the sustained rate at which mail is both accepted
 * and processed (a 451 from the backlog limit is retried after a pause, as a sending MTA
 * would). Last, the first page of the list and searches are timed over HTTP, and opening
 * 200 emails, the first time (the body is sanitised then, decision 038) and again. Both
 * processes share the machine's cores, as that budget assumes.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pgClient from 'pg';
import type { EmailListPage } from '../src/shared/email-types.ts';
import { promoMessage } from './support/promo-message.ts';
import { cookieHeader } from '../test/support/cookies.ts';
import { mailTransport } from '../test/support/mail-sender.ts';
import { dataBlock, RawSmtpClient } from '../test/support/raw-smtp.ts';
import { startServer, type ThreadCpu } from '../test/support/server-process.ts';
import { SseClient } from '../test/support/sse-client.ts';
import { createTestDatabase, type TestDatabase } from '../test/support/test-databases.ts';
import { fmt, percentile, table } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    mailbox: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '1:300,10:2000,50:2000' },
    paced: { type: 'string', default: '100,300' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    sender: { type: 'string', default: 'raw' },
  },
});

const MAIL_DOMAIN = 'bench.test';
const APP_URL = 'http://bench.localhost';
const USERNAME = 'bencher';
const TO = `${USERNAME}@${MAIL_DOMAIN}`;
const FROM = 'news@bench.example';
const mailboxTarget = Number(values.mailbox);
const runs = (values.runs ?? '')
  .split(',')
  .filter(Boolean)
  .map((r) => r.split(':').map(Number) as [number, number]);

const resultsDir = path.resolve('bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(resultsDir, 'data-'));
let pg: TestDatabase | undefined;
if (values.postgres) {
  if (!process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL');
  pg = await createTestDatabase('postgres');
}

console.log(
  `Dealbox ingest benchmark: ${pg ? 'PostgreSQL' : 'SQLite (synchronous=FULL)'}, ${os.availableParallelism()} cores, Node ${process.version}, sender: ${values.sender}`,
);
const server = await startServer(
  {
    DATA_DIR: dataDir,
    MAIL_DOMAIN,
    APP_URL,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    RATE_LIMIT_AUTH_MAX: '1000',
    SMTP_MAX_CONNECTIONS_PER_CLIENT: '200',
    // One local sender stands for many stores: no per-address message limit.
    SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '10000000',
    ...(pg?.databaseUrl ? { DATABASE_URL: pg.databaseUrl } : { DATABASE_URL: '' }),
  },
  [
    ...(process.env.EXP_NODEARGS ? process.env.EXP_NODEARGS.split(' ') : []),
    ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(resultsDir, 'profile')}`] : []),
  ],
);

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function request(
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${server.baseUrl}${url}`,
      {
        method,
        agent,
        headers: {
          origin: APP_URL,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const signUp = await request('POST', '/api/auth/sign-up/email', {
  body: {
    email: 'bencher@example.com',
    password: 'bench-password',
    name: USERNAME,
    username: USERNAME,
  },
});
if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
const cookie = cookieHeader(signUp.headers['set-cookie']);

// The live stream: arrival time of each email.created (listed) and email.processed.
const arrivals = new Map<string, number>();
const processedAt = new Map<string, number>();
const stream = await SseClient.open(server.baseUrl, cookie, {
  onEvent(event, now) {
    if (event.type === 'email.created') arrivals.set(event.email.id, now);
    if (event.type === 'email.processed') processedAt.set(event.email.id, now);
  },
});
if (stream.status !== 200) throw new Error(`SSE: ${stream.status}`);

let sequence = 0;
let sent = 0;

interface RunResult {
  label: string;
  connections: number;
  messages: number;
  seconds: number;
  perSecond: number;
  /** 250 → email.created (listed) */
  latencies: number[];
  /** 250 → email.processed (body ready) */
  processedLatencies: number[];
  serverCpu: number;
  /** The server's CPU until every message was processed, by kind of thread. */
  threadCpu: ThreadCpu;
  /** The server's main thread (the event loop: the 250 path) while the messages were sent. */
  mainThreadCpu?: number;
  benchCpu: number;
  backlogPeak: number;
  rssPeakMb: number;
  /** 451 replies (the backlog limit) that were retried */
  deferred: number;
}

/** Samples the backlog (listed, not yet processed) and the server's RSS while a run lasts. */
function startSampling(): () => { backlogPeak: number; rssPeakMb: number } {
  let backlogPeak = 0;
  let rssPeakMb = 0;
  const sample = () => {
    // Every email.processed follows its email.created on the one stream: a count will do
    // (walking 20,000 ids 20 times a second took the CPU the server is measured on).
    backlogPeak = Math.max(backlogPeak, arrivals.size - processedAt.size);
    rssPeakMb = Math.max(rssPeakMb, server.rssMb());
  };
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    sample();
    return { backlogPeak, rssPeakMb };
  };
}

let deferred = 0;

/**
 * What sends the mail. `raw` (the default) is a lean MTA: raw sockets, PIPELINING, the
 * message dot-stuffed once, so this process takes little of the CPU the server is measured
 * on. `nodemailer` is the transport the tests use (about 2.5 ms of CPU per message here,
 * see the "bench CPU" column): the figure of earlier runs.
 */
interface Sender {
  /** The final reply text of one message; throws on a refusal other than 451. */
  send(message: string): Promise<string>;
  close(): void;
}

/** A 451 4.3.2: processing is behind; a sending MTA retries later. */
class Deferred extends Error {}

function nodemailerSender(connections: number): Sender {
  const transport = mailTransport(server.smtpPort, {
    pool: true,
    maxConnections: connections,
    maxMessages: Number.POSITIVE_INFINITY,
    // nodemailer's own timeouts: a flood waits on a loaded server longer than a test would.
    connectionTimeout: 120_000,
    greetingTimeout: 30_000,
    socketTimeout: 600_000,
  });
  return {
    async send(raw) {
      try {
        const info = await transport.sendMail({ envelope: { from: FROM, to: [TO] }, raw });
        return info.response;
      } catch (error) {
        if ((error as { responseCode?: number }).responseCode === 451) throw new Deferred();
        throw error;
      }
    },
    close: () => transport.close(),
  };
}

function rawSender(connections: number): Sender {
  const idle: RawSmtpClient[] = [];
  const all: Promise<RawSmtpClient>[] = [];
  const waiting: ((client: RawSmtpClient) => void)[] = [];
  async function acquire(): Promise<RawSmtpClient> {
    const free = idle.pop();
    if (free) return free;
    if (all.length < connections) {
      const opening = RawSmtpClient.open(server.smtpPort);
      all.push(opening);
      return opening;
    }
    return new Promise((resolve) => waiting.push(resolve));
  }
  function release(client: RawSmtpClient): void {
    const next = waiting.shift();
    if (next) next(client);
    else idle.push(client);
  }
  return {
    async send(raw) {
      const client = await acquire();
      try {
        const { code, reply } = await client.pipelined(FROM, TO, dataBlock(Buffer.from(raw)));
        if (code === 451) throw new Deferred();
        if (code !== 250) throw new Error(`refused: ${reply}`);
        return reply;
      } finally {
        release(client);
      }
    },
    close() {
      for (const opening of all) void opening.then((client) => client.close());
    },
  };
}

function senderFor(connections: number): Sender {
  return values.sender === 'nodemailer' ? nodemailerSender(connections) : rawSender(connections);
}

async function sendOne(sender: Sender, stamps: Map<string, number>): Promise<void> {
  const n = sequence++;
  const raw = promoMessage({ n, to: TO, tag: 'bench', rare: n % 100 === 0 });
  let reply;
  for (;;) {
    try {
      reply = await sender.send(raw);
      break;
    } catch (error) {
      if (!(error instanceof Deferred)) throw error;
      deferred++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const id = /queued as ([0-9a-f-]+)/.exec(reply)?.[1];
  if (!id) throw new Error(`unexpected reply: ${reply}`);
  stamps.set(id, performance.now());
  sent++;
}

/** Waits until every message in `stamps` is listed and processed. */
async function waitForEvents(stamps: Map<string, number>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // Only the ids still waiting are looked at again: copying and walking every id each tick
  // cost this process ~0.15 ms of CPU per message in a sustained run of 6,000.
  const waiting = new Set(stamps.keys());
  for (;;) {
    for (const id of waiting) if (arrivals.has(id) && processedAt.has(id)) waiting.delete(id);
    if (waiting.size === 0) return;
    if (Date.now() > deadline) throw new Error('events did not all arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends `count` messages as fast as `connections` pooled connections allow. */
async function floodRun(connections: number, count: number, label: string): Promise<RunResult> {
  const sender = senderFor(connections);
  // Open the connections first (each waits smtp-server's 100 ms early-talker pause).
  const warm = new Map<string, number>();
  await Promise.all(Array.from({ length: connections }, () => sendOne(sender, warm)));
  await waitForEvents(warm, 60_000);

  const stamps = new Map<string, number>();
  const cpu0 = server.cpuSeconds();
  const threads0 = server.threadCpuSeconds();
  const main0 = server.mainThreadCpuSeconds();
  const bench0 = process.cpuUsage();
  const deferred0 = deferred;
  const stopSampling = startSampling();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        next++;
        await sendOne(sender, stamps);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const benchUsage = process.cpuUsage(bench0);
  const mainThreadCpu = server.mainThreadCpuSeconds() - main0;
  await waitForEvents(stamps, 600_000);
  const serverCpu = server.cpuSeconds() - cpu0;
  const threadCpu = threadCpuSince(threads0);
  sender.close();
  return {
    label,
    connections,
    messages: count,
    seconds,
    perSecond: count / seconds,
    ...timings(stamps),
    serverCpu,
    threadCpu,
    mainThreadCpu,
    benchCpu: (benchUsage.user + benchUsage.system) / 1e6,
    ...stopSampling(),
    deferred: deferred - deferred0,
  };
}

/** Sends at a steady `rate` per second: the 250 → client latency when not saturated. */
async function pacedRun(connections: number, rate: number, count: number): Promise<RunResult> {
  const sender = senderFor(connections);
  const warm = new Map<string, number>();
  await Promise.all(Array.from({ length: connections }, () => sendOne(sender, warm)));
  await waitForEvents(warm, 60_000);
  const stamps = new Map<string, number>();
  const cpu0 = server.cpuSeconds();
  const threads0 = server.threadCpuSeconds();
  const bench0 = process.cpuUsage();
  const deferred0 = deferred;
  const stopSampling = startSampling();
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(sendOne(sender, stamps));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - t0) / 1000;
  await waitForEvents(stamps, 600_000);
  const benchUsage = process.cpuUsage(bench0);
  sender.close();
  return {
    label: `paced ${rate}/s`,
    connections,
    messages: count,
    seconds,
    perSecond: count / seconds,
    ...timings(stamps),
    serverCpu: server.cpuSeconds() - cpu0,
    threadCpu: threadCpuSince(threads0),
    benchCpu: (benchUsage.user + benchUsage.system) / 1e6,
    ...stopSampling(),
    deferred: deferred - deferred0,
  };
}

/** The machine's CPU time since boot, in clock ticks: all of it, and idle (with I/O wait). */
function machineCpuTicks(): { total: number; idle: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { total, idle: (fields[3] ?? 0) + (fields[4] ?? 0) };
}

/** The server's CPU by kind of thread since `before`. */
function threadCpuSince(before: ThreadCpu): ThreadCpu {
  const now = server.threadCpuSeconds();
  return {
    main: now.main - before.main,
    processing: now.processing - before.processing,
    other: now.other - before.other,
  };
}

function timings(stamps: Map<string, number>) {
  return {
    latencies: [...stamps].map(([id, t]) => (arrivals.get(id) as number) - t),
    processedLatencies: [...stamps].map(([id, t]) => (processedAt.get(id) as number) - t),
  };
}

async function timeRequests(url: string, times: number): Promise<{ ms: number[]; body: string }> {
  for (let i = 0; i < 10; i++) await request('GET', url, { cookie });
  const ms: number[] = [];
  let body = '';
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const response = await request('GET', url, { cookie });
    ms.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
    body = response.body;
  }
  return { ms, body };
}

let exitCode = 0;
try {
  const results: RunResult[] = [];
  for (const [connections, count] of runs) {
    process.stdout.write(`  ${count} messages over ${connections} connection(s)... `);
    const result = await floodRun(connections, count, `flood`);
    results.push(result);
    console.log(`${fmt(result.perSecond, 0)} msg/s`);
  }
  for (const rate of (values.paced ?? '').split(',').filter(Boolean).map(Number)) {
    process.stdout.write(`  paced ${rate} msg/s over 10 connections for 10 s... `);
    const paced = await pacedRun(10, rate, rate * 10);
    results.push(paced);
    console.log(`250→listed p99 ${fmt(percentile(paced.latencies, 99))} ms`);
  }

  console.log('\nIngest over SMTP (~50 KB promotions; 250 only after commit)');
  console.log(
    table(
      [
        'run',
        'conns',
        'msgs',
        'msg/s',
        '250→listed p50 ms',
        'p99 ms',
        '250→processed p50 ms',
        'p99 ms',
        'backlog peak',
        'RSS peak MB',
        'server CPU ms/msg',
        'main / processing / other',
        'main thread CPU ms/msg while sending',
        'bench CPU ms/msg',
      ],
      results.map((r) => [
        r.label,
        String(r.connections),
        String(r.messages),
        fmt(r.perSecond, 0),
        fmt(percentile(r.latencies, 50)),
        fmt(percentile(r.latencies, 99)),
        fmt(percentile(r.processedLatencies, 50)),
        fmt(percentile(r.processedLatencies, 99)),
        String(r.backlogPeak),
        fmt(r.rssPeakMb, 0),
        fmt((r.serverCpu / r.messages) * 1000, 2),
        [r.threadCpu.main, r.threadCpu.processing, r.threadCpu.other]
          .map((s) => fmt((s / r.messages) * 1000, 2))
          .join(' / '),
        r.mainThreadCpu === undefined ? '' : fmt((r.mainThreadCpu / r.messages) * 1000, 2),
        fmt((r.benchCpu / r.messages) * 1000, 2),
      ]),
    ),
  );

  // Fill the mailbox.
  let sustained: Record<string, number> | null = null;
  const fillStart = performance.now();
  const toFill = Math.max(0, mailboxTarget - sent);
  if (toFill > 0) {
    process.stdout.write(
      `\n  filling the mailbox to ${mailboxTarget} (${toFill} more at 10 connections)... `,
    );
    const sender = senderFor(10);
    const stamps = new Map<string, number>();
    const deferred0 = deferred;
    const stopSampling = startSampling();
    const cpu0 = server.cpuSeconds();
    const threads0 = server.threadCpuSeconds();
    const bench0 = process.cpuUsage();
    const machine0 = machineCpuTicks();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < toFill) {
          next++;
          await sendOne(sender, stamps);
        }
      }),
    );
    sender.close();
    await waitForEvents(stamps, 1_200_000);
    const sampled = stopSampling();
    const seconds = (performance.now() - fillStart) / 1000;
    const perSecond = toFill / seconds;
    const serverCpu = server.cpuSeconds() - cpu0;
    const threadCpu = threadCpuSince(threads0);
    const benchUsage = process.cpuUsage(bench0);
    const benchCpu = (benchUsage.user + benchUsage.system) / 1e6;
    // How much of the machine the server and the sender kept busy, and every process on it
    // (PostgreSQL's included): 100 % is every core.
    const busy = (serverCpu + benchCpu) / (seconds * os.availableParallelism());
    const machine = machineCpuTicks();
    const machineBusy = 1 - (machine.idle - machine0.idle) / (machine.total - machine0.total);
    sustained = {
      messages: toFill,
      perSecond,
      ...sampled,
      deferred: deferred - deferred0,
      serverCpuMsPerMessage: (serverCpu / toFill) * 1000,
      busy,
      machineBusy,
    };
    const perMessage = (s: number) => fmt((s / toFill) * 1000, 2);
    console.log(
      `${fmt(perSecond, 0)} msg/s sustained, accepted and processed (backlog peak ${sampled.backlogPeak}, RSS peak ${fmt(sampled.rssPeakMb, 0)} MB, ${deferred - deferred0} deferrals retried)`,
    );
    console.log(
      `  server CPU ${perMessage(serverCpu)} ms/msg (main ${perMessage(threadCpu.main)} / processing ${perMessage(threadCpu.processing)} / other ${perMessage(threadCpu.other)}), bench ${perMessage(benchCpu)} ms/msg; cores busy: server and bench ${fmt(busy * 100, 0)} %, every process ${fmt(machineBusy * 100, 0)} %`,
    );
  }
  if (pg?.databaseUrl) {
    // Steady state: autovacuum would have analysed the table by now (it is off on some test
    // servers, this one included); do not time plans made without statistics.
    const client = new pgClient.Client({ connectionString: pg.databaseUrl });
    await client.connect();
    await client.query('vacuum analyze email');
    await client.end();
  }
  const first = JSON.parse(
    (await request('GET', '/api/emails?limit=50', { cookie })).body,
  ) as EmailListPage;
  console.log(`  mailbox: ${first.unreadCount} emails`);

  const queries: [string, string][] = [
    ['first page (50)', '/api/emails?limit=50'],
    [
      'second page (cursor)',
      `/api/emails?limit=50&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    ],
    [
      'search brand "Garden Store" (5%)',
      `/api/emails?limit=50&q=${encodeURIComponent('Garden Store')}`,
    ],
    ['search rare word (1%)', '/api/emails?limit=50&q=zanzibar'],
    ['search common word', '/api/emails?limit=50&q=shipping'],
    ['search no match', `/api/emails?limit=50&q=${encodeURIComponent('no such words anywhere')}`],
    ['search 2 chars (sender/subject)', '/api/emails?limit=50&q=Te'],
  ];
  const rows: string[][] = [];
  for (const [label, url] of queries) {
    const { ms, body } = await timeRequests(url, 200);
    const page = JSON.parse(body) as EmailListPage;
    rows.push([
      label,
      String(page.items.length),
      fmt(percentile(ms, 50), 2),
      fmt(percentile(ms, 99), 2),
    ]);
  }
  // Opening an email: the page asks for it, then its frame for the body. The first opening
  // sanitises the body (decision 038); later ones serve the stored one.
  const ids: string[] = [];
  for (let page = first; ids.length < 200;) {
    ids.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) break;
    const next = `/api/emails?limit=50&cursor=${encodeURIComponent(page.nextCursor)}`;
    page = JSON.parse((await request('GET', next, { cookie })).body) as EmailListPage;
  }
  for (const label of ['open an email, first time (sanitised now)', 'open it again (stored)']) {
    const ms: number[] = [];
    for (const id of ids.slice(0, 200)) {
      const t0 = performance.now();
      for (const url of [`/api/emails/${id}`, `/api/emails/${id}/body?images=0`]) {
        const response = await request('GET', url, { cookie });
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      }
      ms.push(performance.now() - t0);
    }
    rows.push([label, '1', fmt(percentile(ms, 50), 2), fmt(percentile(ms, 99), 2)]);
  }
  console.log(
    `\nInbox queries over HTTP, ${first.unreadCount} emails in one mailbox, 200 requests each`,
  );
  console.log(table(['query', 'items', 'p50 ms', 'p99 ms'], rows));

  const report = {
    date: new Date().toISOString(),
    store: pg ? 'postgres' : 'sqlite',
    cores: os.availableParallelism(),
    node: process.version,
    runs: results.map((r) => ({
      ...r,
      latencies: undefined,
      processedLatencies: undefined,
      p50: percentile(r.latencies, 50),
      p99: percentile(r.latencies, 99),
      processedP50: percentile(r.processedLatencies, 50),
      processedP99: percentile(r.processedLatencies, 99),
    })),
    sustained,
    queries: rows,
  };
  const file = path.join(
    resultsDir,
    `ingest-${report.store}-${report.date.replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  stream.close();
  await server.stop();
  if (values.keep) {
    console.log(`Kept: ${pg ? pg.databaseUrl : dataDir}`);
    await pg?.database.close();
  } else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}
process.exit(exitCode);
