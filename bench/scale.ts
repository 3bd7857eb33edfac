/**
 * The scale benchmark (issue 33, item 8), on a database `npm run seed:scale` filled:
 *
 *   DATABASE_URL=postgres://…/dealbox_scale npm run bench:scale
 *   options: --instances 3  --users 50  --duration 90  --warmup 15  --think 1000
 *            --rate 100 (msg/s over SMTP)  --port 4300 (the proxy; instances take the next ones)
 *
 * Three Dealbox processes (`node src/server/main.ts`, each its own HTTP and SMTP
 * ports and DATA_DIR, one database, one AUTH_SECRET so a session works on every one) behind
 * a round-robin HTTP proxy in this process (node:http, keep-alive to each instance). Pending
 * migrations are applied first, in this process, as the first instance would apply them.
 *
 * 50 seeded shoppers (the 5 with the most mail and 45 drawn at random) and the admin
 * (ADMIN_EMAILS) sign in through the proxy. Then, for --warmup + --duration seconds, 50
 * virtual users, one per shopper, each send one request, wait a think time (uniform, mean
 * --think ms), send the next, cycling through: the inbox's first page (`GET /api/emails`),
 * a search (`GET /api/emails?q=`, cycling through a common word, a store's name, a word few
 * messages have and one none has), the unread count (`GET /api/emails?limit=1`: the web app
 * reads the badge from the inbox page's `unreadCount`; there is no endpoint of its own) and
 * the deals list (`GET /api/offers`). The admin, as a 51st user, loads the admin page's two
 * reads, `GET /api/admin/accounts` (its first page: 50 accounts, newest first, and the total)
 * and `GET /api/admin/figures`, with the same think time.
 * Meanwhile a sender delivers mail at --rate messages a second over SMTP (pipelined, two
 * connections per instance, round-robin over the instances) to seeded shoppers.
 *
 * Latency is measured at the client, through the proxy, from the requests that start after
 * the warm-up. At the end every instance is stopped with SIGTERM (also on error or Ctrl-C).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { AdminAccountsPage } from '../src/shared/admin-types.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDealbox } from '../src/server/create-dealbox.ts';
import { openPostgres } from '../src/server/db/database.ts';
import { cookieHeader } from '../test/support/cookies.ts';
import { prng } from '../test/support/prng.ts';
import { dataBlock, RawSmtpClient } from '../test/support/raw-smtp.ts';
import { startServer, type ServerProcess } from '../test/support/server-process.ts';
import { reniceBackends, withApplicationName } from './support/renice-backends.ts';
import { fmt, percentile, table } from './support/stats.ts';
import {
  makeStores,
  makeTemplate,
  messageFrom,
  RARE_WORD,
  type Template,
} from './support/scale-mail.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '90' },
    warmup: { type: 'string', default: '15' },
    think: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    port: { type: 'string', default: '4300' },
    password: { type: 'string', default: 'scale-password-1' },
    admin: { type: 'string', default: 'admin@scale.test' },
  },
});
const INSTANCES = Number(values.instances);
const USERS = Number(values.users);
const DURATION_MS = Number(values.duration) * 1000;
const WARMUP_MS = Number(values.warmup) * 1000;
const THINK_MS = Number(values.think);
const RATE = Number(values.rate);
const PROXY_PORT = Number(values.port);
const PASSWORD = values.password;
const ADMIN_EMAIL = values.admin;
const MAIL_DOMAIN = 'scale.test';
const APP_URL = `http://127.0.0.1:${PROXY_PORT}`;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must name the seeded PostgreSQL database (npm run seed:scale)');
  process.exit(2);
}

const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let proxy: http.Server | undefined;
let stopRenice: (() => void) | undefined;
let stopping: Promise<void> | undefined;

/** SIGTERM to every instance, waiting for each to exit (a SIGKILL after 20 s). */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    proxy?.close();
    proxy?.closeAllConnections();
    await Promise.all(
      servers.map(async (server) => {
        const timer = setTimeout(() => void server.kill(), 20_000);
        const code = await server.stop();
        clearTimeout(timer);
        if (code !== 0 && code !== null) log(`instance on ${server.httpPort} exited with ${code}`);
      }),
    );
    stopRenice?.();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the instances`);
    void stopAll().finally(() => process.exit(130));
  });
}

try {
  // ---- who signs in ----------------------------------------------------------------------
  const meta = new pg.Client({ connectionString: databaseUrl });
  await meta.connect();
  let shoppers: { id: string; username: string; emails: number }[];
  let mailTargets: string[];
  try {
    const heaviest = await meta.query<{ id: string; username: string; emails: string }>(
      `select u.id, u.username, count(*) as emails from email e join "user" u on u.id = e.user_id
       group by u.id, u.username order by count(*) desc limit 5`,
    );
    const all = await meta.query<{ id: string; username: string }>(
      `select id, username from "user" where username like 'shopper%' order by username`,
    );
    if (all.rows.length < USERS) throw new Error(`only ${all.rows.length} shoppers: seed first`);
    const random = prng(8);
    const chosen = new Map(heaviest.rows.map((r) => [r.id, r.username]));
    while (chosen.size < USERS) {
      const pick = all.rows[Math.floor(random() * all.rows.length)] as (typeof all.rows)[number];
      chosen.set(pick.id, pick.username);
    }
    const counts = await meta.query<{ user_id: string; n: string }>(
      `select user_id, count(*) as n from email where user_id = any($1) group by user_id`,
      [[...chosen.keys()]],
    );
    const countOf = new Map(counts.rows.map((r) => [r.user_id, Number(r.n)]));
    shoppers = [...chosen].map(([id, username]) => ({
      id,
      username,
      emails: countOf.get(id) ?? 0,
    }));
    mailTargets = all.rows.map((r) => r.username);
    const size = await meta.query<{ emails: string; bytes: string }>(
      `select (select count(*) from email) as emails, pg_database_size(current_database()) as bytes`,
    );
    log(
      `database: ${size.rows[0]?.emails} emails, ${all.rows.length} shoppers, ${(Number(size.rows[0]?.bytes) / 1024 ** 3).toFixed(1)} GB`,
    );
  } finally {
    await meta.end();
  }
  const sorted = shoppers.map((s) => s.emails).sort((a, b) => a - b);
  log(
    `signing in ${shoppers.length} shoppers (emails each: min ${sorted[0]}, median ${percentile(sorted, 50)}, max ${sorted.at(-1)}) and the admin`,
  );

  // ---- migrations, then the instances ----------------------------------------------------
  const authSecret = crypto.randomBytes(32).toString('hex');
  const commonEnv = {
    DATABASE_URL: databaseUrl,
    APP_URL,
    MAIL_DOMAIN,
    AUTH_SECRET: authSecret,
    ADMIN_EMAILS: ADMIN_EMAIL,
    REGISTRATION: 'closed',
    LOG_LEVEL: 'warn',
    // A relay on this machine sends all the mail: the per-client limits are for strangers.
    SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '100000',
    SMTP_MAX_CONNECTIONS_PER_CLIENT: '100',
    RATE_LIMIT_SIGN_IN_MAX: '1000',
  };
  {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-scale-migrate-'));
    dataDirs.push(dir);
    const database = openPostgres(databaseUrl);
    const migrateStarted = performance.now();
    const dealbox = await createDealbox(loadConfig({ ...commonEnv, DATA_DIR: dir }), {
      database,
    });
    await dealbox.close();
    await database.close();
    log(`migrations up to date (${((performance.now() - migrateStarted) / 1000).toFixed(1)} s)`);
  }
  stopRenice = reniceBackends(databaseUrl, 'dealbox-scale');
  // Started together; each is ready when its HTTP and SMTP faces answer.
  const starting = await Promise.allSettled(
    Array.from({ length: INSTANCES }, (_, i) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dealbox-scale-${i}-`));
      dataDirs.push(dir);
      return startServer(
        {
          ...commonEnv,
          DATABASE_URL: withApplicationName(databaseUrl, `dealbox-scale-${i}`),
          DATA_DIR: dir,
          INSTANCE_ID: `scale-${i}`,
        },
        [],
        { httpPort: PROXY_PORT + 1 + i * 2, smtpPort: PROXY_PORT + 2 + i * 2 },
      );
    }),
  );
  for (const result of starting) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = starting.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  for (const [i, server] of servers.entries()) {
    log(`instance ${i}: http ${server.httpPort}, smtp ${server.smtpPort}, pid ${server.child.pid}`);
  }

  // ---- the proxy ------------------------------------------------------------------------
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  let next = 0;
  proxy = http.createServer((req, res) => {
    const target = servers[next++ % servers.length] as ServerProcess;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.httpPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  // Idle keep-alive connections stay open longer than the clients leave them idle, so a
  // client never reuses one the proxy is closing (a reset).
  proxy.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => proxy?.listen(PROXY_PORT, '127.0.0.1', resolve));
  log(`round-robin proxy on ${APP_URL}`);

  const client = new http.Agent({ keepAlive: true, maxSockets: 256 });
  function request(
    method: string,
    url: string,
    options: { cookie?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: string; setCookie: string[] }> {
    return new Promise((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = http.request(
        `${APP_URL}${url}`,
        {
          method,
          agent: client,
          headers: {
            origin: APP_URL,
            ...(options.cookie ? { cookie: options.cookie } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookie: res.headers['set-cookie'] ?? [],
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async function signIn(body: Record<string, string>, path: string): Promise<string> {
    const response = await request('POST', path, { body });
    if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${response.body}`);
    return cookieHeader(response.setCookie);
  }
  const signInStarted = performance.now();
  const cookies = await Promise.all(
    shoppers.map((s) =>
      signIn({ username: s.username, password: PASSWORD }, '/api/auth/sign-in/username'),
    ),
  );
  const adminCookie = await signIn(
    { email: ADMIN_EMAIL, password: PASSWORD },
    '/api/auth/sign-in/email',
  );
  log(
    `${cookies.length + 1} signed in (${((performance.now() - signInStarted) / 1000).toFixed(1)} s)`,
  );

  // ---- what is measured ------------------------------------------------------------------
  const stores = makeStores(300);
  const searches = [
    'voucher',
    stores[0]?.name.split(' ')[1]?.toLowerCase() ?? 'harbor',
    RARE_WORD,
    'qzxjv',
  ];
  type Kind = 'inbox' | 'search' | 'unread' | 'offers' | 'adminAccounts' | 'adminFigures';
  const samples: Record<Kind, number[]> = {
    inbox: [],
    search: [],
    unread: [],
    offers: [],
    adminAccounts: [],
    adminFigures: [],
  };
  const errors = new Map<string, number>();
  const measureFrom = performance.now() + WARMUP_MS;
  const endAt = measureFrom + DURATION_MS;
  const think = (random: () => number) =>
    new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + random())));

  async function timed(kind: Kind, url: string, cookie: string, check?: (body: string) => void) {
    const start = performance.now();
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request('GET', url, { cookie });
    } catch (error) {
      // Counted, not fatal: one reset connection should not end the run.
      const key = `${kind} ${(error as NodeJS.ErrnoException).code ?? 'error'}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return;
    }
    const ms = performance.now() - start;
    if (response.status !== 200) {
      const key = `${kind} ${response.status}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return;
    }
    check?.(response.body);
    if (start >= measureFrom && start < endAt) samples[kind].push(ms);
  }

  async function virtualUser(index: number, cookie: string): Promise<void> {
    const random = prng(1000 + index);
    let step = Math.floor(random() * 4);
    await think(random);
    while (performance.now() < endAt) {
      switch (step++ % 4) {
        case 0:
          await timed('inbox', '/api/emails', cookie, (body) => {
            if (!Array.isArray((JSON.parse(body) as { items?: unknown }).items))
              throw new Error('inbox: no items');
          });
          break;
        case 1: {
          const q = searches[Math.floor(step / 4) % searches.length] as string;
          await timed('search', `/api/emails?q=${encodeURIComponent(q)}`, cookie);
          break;
        }
        case 2:
          await timed('unread', '/api/emails?limit=1', cookie, (body) => {
            if (typeof (JSON.parse(body) as { unreadCount?: unknown }).unreadCount !== 'number')
              throw new Error('unread: no count');
          });
          break;
        default:
          await timed('offers', '/api/offers', cookie);
      }
      await think(random);
    }
  }

  async function adminUser(): Promise<void> {
    const random = prng(999);
    let accountsSeen = 0;
    let accountsTotal = 0;
    while (performance.now() < endAt) {
      await timed('adminAccounts', '/api/admin/accounts', adminCookie, (body) => {
        const page = JSON.parse(body) as AdminAccountsPage;
        if (!Array.isArray(page.accounts) || typeof page.total !== 'number')
          throw new Error('admin accounts: not a page');
        accountsSeen = page.accounts.length;
        accountsTotal = page.total;
      });
      await think(random);
      await timed('adminFigures', '/api/admin/figures', adminCookie);
      await think(random);
    }
    log(`admin accounts page lists ${accountsSeen} of ${accountsTotal} accounts`);
  }

  // ---- the mail ---------------------------------------------------------------------------
  const mailRandom = prng(77);
  const templates: Template[] = stores.flatMap((store, i) => [
    makeTemplate(store, 'promo', 5000 + i),
    ...(i % 10 === 0 ? [makeTemplate(store, 'large', 9000 + i)] : []),
    ...(i % 5 === 0 ? [makeTemplate(store, 'receipt', 7000 + i)] : []),
  ]);
  const mail = {
    sent: 0,
    accepted: 0,
    late: 0,
    refused: new Map<number, number>(),
    replyMs: [] as number[],
  };
  /**
   * Paced: message n is due at n / RATE s, to instance n mod INSTANCES, on a free connection
   * of that instance (four each); when all four are busy it waits for one (and counts as
   * late), so the rate achieved is what the instances took, not what was skipped.
   */
  async function sender(): Promise<void> {
    const free: RawSmtpClient[][] = await Promise.all(
      servers.map((s) => Promise.all([1, 2, 3, 4].map(() => RawSmtpClient.open(s.smtpPort)))),
    );
    const all = free.flat();
    const waiters: (() => void)[][] = servers.map(() => []);
    const inFlight = new Set<Promise<void>>();
    const interval = 1000 / RATE;
    const t0 = performance.now();
    let late = 0;
    for (let n = 0; performance.now() < endAt; n++) {
      const due = t0 + n * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const instance = n % servers.length;
      const pool = free[instance] as RawSmtpClient[];
      if (pool.length === 0) {
        late++;
        await new Promise<void>((resolve) => waiters[instance]?.push(resolve));
      }
      const connection = pool.pop() as RawSmtpClient;
      const template = templates[Math.floor(mailRandom() * templates.length)] as Template;
      const to = `${mailTargets[Math.floor(mailRandom() * mailTargets.length)]}@${MAIL_DOMAIN}`;
      const block = dataBlock(
        Buffer.from(
          messageFrom(template, {
            to,
            subject: `${template.subject} · live ${n}`,
            date: new Date(),
            messageId: `${crypto.randomUUID()}@${template.store.domain}`,
          }),
          'utf8',
        ),
      );
      mail.sent++;
      const start = performance.now();
      const send = connection
        .pipelined(template.store.address, to, block)
        .then(({ code }) => {
          if (code === 250) {
            mail.accepted++;
            if (start >= measureFrom) mail.replyMs.push(performance.now() - start);
          } else mail.refused.set(code, (mail.refused.get(code) ?? 0) + 1);
        })
        .catch(() => {
          mail.refused.set(0, (mail.refused.get(0) ?? 0) + 1);
        })
        .finally(() => {
          pool.push(connection);
          waiters[instance]?.shift()?.();
          inFlight.delete(send);
        });
      inFlight.add(send);
    }
    await Promise.all(inFlight);
    for (const c of all) c.close();
    mail.late = late;
  }

  log(
    `running: ${USERS} virtual users (think ${THINK_MS} ms mean) and the admin, mail at ${RATE}/s; warm-up ${WARMUP_MS / 1000} s, measured ${DURATION_MS / 1000} s`,
  );
  const mailStarted = performance.now();
  const cpuBefore = servers.map((s) => s.cpuSeconds());
  await Promise.all([...cookies.map((cookie, i) => virtualUser(i, cookie)), adminUser(), sender()]);
  const mailSeconds = (performance.now() - mailStarted) / 1000;
  const cpu = servers.map((s, i) => s.cpuSeconds() - (cpuBefore[i] ?? 0));

  // ---- the report ------------------------------------------------------------------------
  const pending = new pg.Client({ connectionString: databaseUrl });
  await pending.connect();
  const backlog = await pending.query<{ n: string }>(
    'select count(*) as n from email where state = 0',
  );
  // The database's own time for the heaviest shopper's queries (as the stores send them),
  // without the machine's queueing: EXPLAIN ANALYZE, once warm.
  const heavy = [...shoppers].sort((a, b) => b.emails - a.emails)[0] as (typeof shoppers)[number];
  const list = `id, sender_name, sender_email, subject, received_at, is_read, tag, state, preview`;
  const explained: [string, string, unknown[]][] = [
    [
      'inbox first page',
      `select ${list} from email where user_id = $1 order by received_at desc, id desc limit 51`,
      [heavy.id],
    ],
    ['unread count', 'select unread from email_counter where user_id = $1', [heavy.id]],
    [
      `search '${RARE_WORD}', recent window`,
      `with recent as (select ${list}, search_text from email where user_id = $1
         order by received_at desc, id desc limit 400)
       select ${list} from recent where search_text like $2
       order by received_at desc, id desc limit 51`,
      [heavy.id, `%${RARE_WORD}%`],
    ],
    [
      `search '${RARE_WORD}', trigram index`,
      `select ${list} from email where user_id = $1 and search_text like $2
       order by received_at desc, id desc limit 51`,
      [heavy.id, `%${RARE_WORD}%`],
    ],
    [
      'deals list',
      'select * from offer where user_id = $1 order by created_at desc, id desc',
      [heavy.id],
    ],
    [
      'admin accounts, first page',
      `select u.id, u.username, u.email, u."createdAt", a.emails, a.bytes, a.deals, s.disabled_at
       from "user" u left join account_usage a on a.user_id = u.id
       left join account_state s on s.user_id = u.id
       order by u."createdAt" desc, u.id desc limit 51`,
      [],
    ],
  ];
  const plans: string[][] = [];
  for (const [name, text, params] of explained) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const plan = await pending.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, format text) ${text}`,
        params,
      );
      const line = plan.rows
        .map((r) => r['QUERY PLAN'])
        .find((l) => l.startsWith('Execution Time'));
      times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
    }
    plans.push([name, fmt(percentile(times, 50), 2)]);
  }
  await pending.end();

  const rows: [string, Kind, number | null][] = [
    ['inbox first page   GET /api/emails', 'inbox', 50],
    ['search             GET /api/emails?q=', 'search', 200],
    ['unread count       GET /api/emails?limit=1', 'unread', null],
    ['deals list         GET /api/offers', 'offers', null],
    ['admin accounts     GET /api/admin/accounts', 'adminAccounts', 500],
    ['admin figures      GET /api/admin/figures', 'adminFigures', 500],
  ];
  const seconds = DURATION_MS / 1000;
  console.log('');
  console.log(
    table(
      ['request (ms, under load)', 'n', 'req/s', 'p50', 'p99', 'max', 'goal p99', ''],
      rows.map(([name, kind, goal]) => {
        const s = samples[kind];
        const p99 = percentile(s, 99);
        return [
          name,
          String(s.length),
          fmt(s.length / seconds, 1),
          fmt(percentile(s, 50), 1),
          fmt(p99, 1),
          fmt(Math.max(...s), 1),
          goal === null ? '-' : `< ${goal}`,
          goal === null ? '' : p99 < goal ? 'met' : 'MISSED',
        ];
      }),
    ),
  );
  console.log('');
  const refused = [...mail.refused].map(([code, n]) => `${n}×${code || 'error'}`).join(', ');
  console.log(
    `mail: ${mail.sent} sent, ${mail.accepted} accepted (250) in ${mailSeconds.toFixed(0)} s = ${(mail.accepted / mailSeconds).toFixed(1)} msg/s` +
      `${refused ? `, refused: ${refused}` : ''}; ${mail.late} waited for a connection; 250 after p50 ${fmt(percentile(mail.replyMs, 50))} ms, p99 ${fmt(percentile(mail.replyMs, 99))} ms; pending at the end: ${backlog.rows[0]?.n}`,
  );
  console.log(
    `\nthe database's own time for the heaviest signed-in shopper (${heavy.emails} emails), EXPLAIN ANALYZE median of 5:`,
  );
  console.log(table(['query', 'ms'], plans));
  console.log(
    `instances' CPU over the run: ${cpu.map((c) => `${c.toFixed(0)} s`).join(', ')} (${mailSeconds.toFixed(0)} s wall)`,
  );
  if (errors.size) console.log(`errors: ${[...errors].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stopAll();
  log('instances stopped');
}
