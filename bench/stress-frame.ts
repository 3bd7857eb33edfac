/**
 * `npm run stress:frame`: how often the email body frame is wrong under a busy CPU. Every
 * email of the repo's corpora (the built newsletters and every `.eml` under testdata/) is
 * opened at 375 px and 1280 px in each engine, with a busy loop on each core beside it, and
 * a frame counts as wrong when, once its document has loaded and the page has sized it (or
 * after 20 s), its height differs from its content's by more than 2 px, or it is cut at the
 * side, or it scrolls inside (e2e/engines/frame-check.ts). Needs `npm run build`.
 *
 *   --engines=chromium,gecko,webkit   which engines (all by default)
 *   --limit=N                         N emails spread over the corpora, not all of them
 *   --rounds=N                        open each email N times per width (1)
 *   --checkout=DIR                    run that checkout's Dealbox (built), e.g. an older
 *                                     commit in a git worktree, to see what it counts
 *   --timeout=MS                      how long a frame may take to fit (20000)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ENGINES, openEngine, type EngineName } from '../e2e/engines/engines.ts';
import { checkFrame } from '../e2e/engines/frame-check.ts';
import { everyCorpus, startMailbox, type CorpusMail } from '../e2e/engines/mailbox.ts';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: ENGINES.join(',') },
    limit: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    checkout: { type: 'string' },
    timeout: { type: 'string', default: '20000' },
  },
});
const engines = values.engines
  .split(',')
  .filter((name): name is EngineName => (ENGINES as readonly string[]).includes(name));
const rounds = Number(values.rounds);
const timeout = Number(values.timeout);

/** `limit` emails spread evenly over the corpora (every one without a limit). */
function pick(all: CorpusMail[], limit: number | undefined): CorpusMail[] {
  if (!limit || limit >= all.length) return all;
  return Array.from({ length: limit }, (_, i) => all[Math.floor((i * all.length) / limit)]).filter(
    (mail): mail is CorpusMail => mail !== undefined,
  );
}

/** A busy loop on each core, in processes of their own, until stopped. */
function busyLoops(): ChildProcess[] {
  return os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

const delivered = pick(everyCorpus(), values.limit ? Number(values.limit) : undefined);
const mailbox = await startMailbox(delivered, values.checkout);
// Only what has an HTML body is shown in a frame (plain text is text in the page).
const cookie = mailbox.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const mails: CorpusMail[] = [];
for (const mail of delivered) {
  const response = await fetch(`${mailbox.origin}/api/emails/${mailbox.ids.get(mail.name)}`, {
    headers: { cookie },
  });
  if (((await response.json()) as { hasHtmlBody?: boolean }).hasHtmlBody) mails.push(mail);
}
const loops = busyLoops();
const loads: number[] = [];
const sampler = setInterval(() => loads.push(os.loadavg()[0] ?? 0), 5000);
const rows: string[] = [];
let failed = false;
try {
  for (const engine of engines) {
    const page = await openEngine(engine, mailbox.origin, mailbox.cookies);
    try {
      for (const width of [375, 1280]) {
        await page.setViewport(width, width < 640 ? 812 : 800);
        let opened = 0;
        let wrong = 0;
        const examples: string[] = [];
        const started = Date.now();
        for (let round = 0; round < rounds; round++) {
          for (const mail of mails) {
            await page.goto(`${mailbox.origin}/email/${mailbox.ids.get(mail.name)}`);
            const { problems } = await checkFrame(page, timeout);
            opened++;
            if (problems.length > 0) {
              wrong++;
              if (examples.length < 5) examples.push(`${mail.name}: ${problems.join('; ')}`);
            }
          }
        }
        const seconds = (Date.now() - started) / 1000;
        rows.push(
          `${engine} ${width}px: ${wrong} wrong of ${opened} loads (${seconds.toFixed(0)} s)`,
        );
        console.log(rows.at(-1));
        for (const example of examples) console.log(`  ${example}`);
        if (wrong > 0) failed = true;
      }
    } finally {
      await page.close();
    }
  }
} finally {
  clearInterval(sampler);
  for (const loop of loops) loop.kill('SIGKILL');
  await mailbox.stop();
}
const average = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : 0;
console.log(
  `\n${mails.length} HTML emails (of ${delivered.length}) x ${rounds} round(s), ${os.cpus().length} busy loops; ` +
    `load average (1 min) while running: mean ${average.toFixed(1)}, ` +
    `min ${Math.min(...loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}` +
    `${values.checkout ? `; Dealbox from ${values.checkout}` : ''}`,
);
for (const row of rows) console.log(row);
process.exitCode = failed ? 1 : 0;
