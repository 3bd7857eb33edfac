/**
 * The mailbox-file import benchmark (issue 43): an mbox of ~1 GB of ~50 KB promotions,
 * generated into a temporary folder, uploaded to a real Dealbox process (SQLite) through
 * `POST /api/mail-imports` and imported, while the process's resident memory (VmRSS) is
 * sampled every 100 ms from the upload to the end of processing. The goal: under 300 MB
 * throughout, however large the file (it is streamed: one message is held at a time).
 *
 *   npm run bench:import                  1024 MB, one run
 *   options: --mb 1024 --runs 3 --untuned
 *
 * The process runs with the memory settings `npm start` gives it (scripts/malloc-tuning.ts:
 * glibc's allocator, the main thread's V8 heap limits); `--untuned` leaves them out.
 *
 * Prints per run the peak RSS, the upload, import and processing times, the medians over
 * the runs, and `bench:processing`'s "whole processing" line as the machine's yardstick.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MailImportJob, MailImportList } from '../src/shared/mail-import-types.ts';
import { cookieHeader } from '../test/support/cookies.ts';
import { takeoutMbox } from '../test/support/mailbox-files.ts';
import { startServer, type ServerProcess } from '../test/support/server-process.ts';
import { readMailFile } from '../src/server/mail-import/read-mail-file.ts';
import { MALLOC_TUNING, V8_MEMORY_FLAGS } from '../scripts/malloc-tuning.ts';
import { promoMessage } from './support/promo-message.ts';
import { processingYardstick, request } from './support/server-http.ts';
import { fmt, percentile, table } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '1024' },
    runs: { type: 'string', default: '1' },
    untuned: { type: 'boolean', default: false },
  },
});
const tuned = !values.untuned;
const targetBytes = Number(values.mb) * 1024 * 1024;
const runs = Number(values.runs);
const GOAL_MB = 300;
const APP_URL = 'http://127.0.0.1';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Writes the mbox (Takeout's shape) until it is `bytes` long; the number of messages. */
function writeMbox(file: string, bytes: number): number {
  const out = fs.openSync(file, 'w');
  let written = 0;
  let n = 0;
  try {
    while (written < bytes) {
      const raw = promoMessage({ n, to: 'bencher@dealbox.localhost', tag: 'import' });
      const chunk = takeoutMbox([{ raw, date: new Date(Date.now() - (n % 300) * 86_400_000) }]);
      written += fs.writeSync(out, chunk);
      n++;
    }
  } finally {
    fs.closeSync(out);
  }
  return n;
}

/** Streams the file as the upload's body, as the browser sends it. */
function upload(server: ServerProcess, cookie: string, file: string): Promise<MailImportJob> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.baseUrl}/api/mail-imports?name=${encodeURIComponent(path.basename(file))}`,
      {
        method: 'POST',
        headers: {
          origin: APP_URL,
          cookie,
          'content-type': 'application/octet-stream',
          'content-length': String(fs.statSync(file).size),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          res.statusCode === 202
            ? resolve(JSON.parse(body) as MailImportJob)
            : reject(new Error(`upload: ${res.statusCode} ${body}`)),
        );
      },
    );
    req.on('error', reject);
    fs.createReadStream(file).pipe(req);
  });
}

function metricsText(server: ServerProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${server.baseUrl}/metrics`,
        { headers: { authorization: `Bearer ${METRICS_TOKEN}` } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve(body));
        },
      )
      .on('error', reject);
  });
}

/** Uploads the file and follows its import to the end (progress every 10 s); the final job. */
async function importFile(
  server: ServerProcess,
  cookie: string,
  file: string,
  peak: () => number,
): Promise<MailImportJob & { uploadS: number }> {
  const started = performance.now();
  const job = await upload(server, cookie, file);
  const uploadS = (performance.now() - started) / 1000;
  let last: MailImportJob = job;
  let lastPrint = 0;
  while (last.state === 'running') {
    await sleep(500);
    const list = await request(server, APP_URL, 'GET', '/api/mail-imports', { cookie });
    last = (JSON.parse(list.body) as MailImportList).imports.find((j) => j.id === job.id) ?? last;
    if (performance.now() - lastPrint > 10_000) {
      lastPrint = performance.now();
      const share = ((100 * last.bytesRead) / last.totalBytes).toFixed(0);
      console.log(
        `  ${share}%  ${last.messagesRead} read, ${last.imported} imported, ${last.duplicates} duplicates, RSS ${server.rssMb().toFixed(0)} MB (peak ${peak().toFixed(0)})`,
      );
    }
  }
  if (last.state !== 'done') throw new Error(`import ${last.state}: ${last.error}`);
  return { ...last, uploadS };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunResult {
  /** RSS once started and signed up, before the upload. */
  startMb: number;
  peakMb: number;
  /** The same file again: every message a duplicate (read and checked, nothing processed). */
  againPeakMb: number;
  againS: number;
  uploadS: number;
  importS: number;
  processedS: number;
  imported: number;
  messages: number;
}

async function run(file: string, messages: number): Promise<RunResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-bench-import-'));
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      APP_URL,
      MAIL_DOMAIN: 'dealbox.localhost',
      IMPORT_MAX_UPLOAD_MB: '4096',
      REMINDERS: 'false',
      TIDY: 'false',
      METRICS_TOKEN: METRICS_TOKEN,
      ...(tuned ? MALLOC_TUNING : {}),
    },
    tuned ? V8_MEMORY_FLAGS : [],
  );
  let peakMb = server.rssMb();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rss = server.rssMb();
      if (rss > peakMb) peakMb = rss;
      await sleep(100);
    }
  })();
  try {
    const signUp = await request(server, APP_URL, 'POST', '/api/auth/sign-up/email', {
      body: {
        email: 'bencher@example.com',
        password: 'bench-password',
        name: 'bencher',
        username: 'bencher',
      },
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
    const cookie = cookieHeader(signUp.headers['set-cookie']);
    const startMb = server.rssMb();

    const started = performance.now();
    const job = await importFile(server, cookie, file, () => peakMb);
    const imported = performance.now();
    // Then until every message is processed: no mail pending (/metrics).
    for (;;) {
      const metrics = await metricsText(server);
      const pending = /^dealbox_intake_pending (\d+)/m.exec(metrics)?.[1];
      if (pending === '0') break;
      await sleep(1000);
    }
    const processed = performance.now();
    const firstPeak = peakMb;
    // The reading alone: the same file again, every message a duplicate (nothing processed).
    peakMb = server.rssMb();
    const againStarted = performance.now();
    const again = await importFile(server, cookie, file, () => peakMb);
    if (again.duplicates !== job.imported) throw new Error(`again: ${JSON.stringify(again)}`);
    return {
      startMb,
      peakMb: firstPeak,
      againPeakMb: peakMb,
      againS: (performance.now() - againStarted) / 1000,
      uploadS: job.uploadS,
      importS: (imported - started) / 1000,
      processedS: (processed - started) / 1000,
      imported: job.imported,
      messages,
    };
  } finally {
    sampling = false;
    await sampler;
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-bench-mbox-'));
const file = path.join(dir, 'All mail Including Spam and Trash.mbox');
try {
  const madeAt = performance.now();
  const messages = writeMbox(file, targetBytes);
  const size = fs.statSync(file).size;
  console.log(
    `mbox: ${(size / 1048576).toFixed(0)} MB, ${messages} messages, written in ${fmt((performance.now() - madeAt) / 1000)} s`,
  );
  console.log(
    `server: ${
      tuned
        ? `${Object.entries(MALLOC_TUNING)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')} node ${V8_MEMORY_FLAGS.join(' ')}`
        : 'untuned (glibc and V8 defaults)'
    }; INGEST_WORKERS ${process.env.INGEST_WORKERS ?? 'default'}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  // The reader alone, in this process: the file read message by message, nothing stored.
  {
    const before = process.memoryUsage().rss;
    let peak = before;
    let read = 0;
    const readStarted = performance.now();
    const source = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
    for await (const item of readMailFile(source, { maxMessageBytes: 10 * 1024 * 1024 })) {
      if (item.kind === 'message') read++;
      if (read % 500 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `reader alone: ${read} messages in ${fmt((performance.now() - readStarted) / 1000)} s, this process's RSS ${(before / 1048576).toFixed(0)} -> peak ${(peak / 1048576).toFixed(0)} MB\n`,
    );
  }
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    console.log(`run ${i + 1} of ${runs}`);
    const result = await run(file, messages);
    results.push(result);
    console.log(
      `  RSS at start ${result.startMb.toFixed(0)} MB, peak ${result.peakMb.toFixed(0)} MB; the same file again (all duplicates) peak ${result.againPeakMb.toFixed(0)} MB in ${fmt(result.againS)} s; upload ${fmt(result.uploadS)} s, imported at ${fmt(result.importS)} s, processed at ${fmt(result.processedS)} s; ${result.imported} of ${messages} imported\n`,
    );
  }
  const median = (pick: (r: RunResult) => number) => percentile(results.map(pick), 50);
  const rows = results.map((r, i) => [
    `run ${i + 1}`,
    r.startMb.toFixed(0),
    r.peakMb.toFixed(0),
    r.againPeakMb.toFixed(0),
    fmt(r.uploadS),
    fmt(r.importS),
    fmt(r.processedS),
    `${r.imported}/${r.messages}`,
  ]);
  rows.push([
    'median',
    median((r) => r.startMb).toFixed(0),
    median((r) => r.peakMb).toFixed(0),
    median((r) => r.againPeakMb).toFixed(0),
    fmt(median((r) => r.uploadS)),
    fmt(median((r) => r.importS)),
    fmt(median((r) => r.processedS)),
    '',
  ]);
  console.log(
    table(
      [
        '',
        'start MB',
        'peak MB',
        'again peak MB',
        'upload s',
        'imported s',
        'processed s',
        'messages',
      ],
      rows,
    ),
  );
  const worst = Math.max(...results.map((r) => r.peakMb));
  console.log(
    `\nresident memory: peak ${worst.toFixed(0)} MB over ${runs} run(s): ${worst < GOAL_MB ? 'under' : 'OVER'} the ${GOAL_MB} MB goal`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${await processingYardstick()}`);
