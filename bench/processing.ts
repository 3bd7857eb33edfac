/**
 * The processing benchmark: time per message (wall p50/p99, and the mean CPU time) of
 * everything done after the 250 (full parse, the reading of the HTML, offer extraction, the
 * search text), and of its main steps one by one, as processEmail takes them: the MIME parse,
 * the htmlparser2 pass that reads the HTML for extraction and the search text (and, within
 * it, the tokenising alone), offer extraction on that reading, and the search text. Last,
 * what the first opening of an email costs (decision 038): sanitising its body, trackers
 * too, and compressing it as stored.
 *
 *   npm run bench:processing                 500 bench promotions + the extraction corpus
 *   options: --messages 500
 *
 * In one thread of this process, after one warm-up pass (the first message pays for
 * compiling the extraction patterns once per worker thread).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import PostalMime from 'postal-mime';
import { processEmail, sanitizeBody } from '../src/server/mail/process-email.ts';
import { extractOffers } from '../src/server/mail/offers/extract-offers.ts';
import { offerSourceFromEmail } from '../src/server/mail/offers/offer-source.ts';
import { readHtml, visibleText } from '../src/server/mail/offers/html-reading.ts';
import { parseHtml } from '../src/server/mail/html-pass.ts';
import { compressBody } from '../src/server/db/stored-body.ts';
import { SEARCH_TEXT_LIMIT } from '../src/server/domain/emails.ts';
import { createTrackerMatcher } from '../src/server/mail/trackers/trackers.ts';
import { promoMessage } from './support/promo-message.ts';
import { fmt, percentile, table } from './support/stats.ts';

const { values } = parseArgs({ options: { messages: { type: 'string', default: '500' } } });
const count = Number(values.messages);

function emlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f));
}

const sets: { name: string; messages: Uint8Array[] }[] = [
  {
    name: `bench promotions (~50 KB, ${count})`,
    messages: Array.from({ length: count }, (_, n) =>
      new TextEncoder().encode(promoMessage({ n, to: 'bencher@bench.test', tag: 'p' })),
    ),
  },
  {
    name: 'testdata/extraction corpus',
    messages: emlFiles('testdata/extraction').map((f) => new Uint8Array(fs.readFileSync(f))),
  },
];

const trackers = createTrackerMatcher({ disconnect: 'off' });
/** A listener that does nothing: the tokenising alone. */
const QUIET = { onopentag() {}, ontext() {}, onclosetag() {} };

/** One step's times per message: wall time and this process's CPU time (µs). */
interface StepTimes {
  wall: number[];
  cpuUs: number;
}

/** Runs `step` once, timing it into `times` when `measured`. */
async function timed<T>(times: StepTimes, measured: boolean, step: () => T): Promise<Awaited<T>> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await step();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (measured) {
    times.wall.push(wall);
    times.cpuUs += used.user + used.system;
  }
  return result;
}

const rows: string[][] = [];
for (const set of sets) {
  if (set.messages.length === 0) continue;
  // The whole of processEmail, then its main steps one by one on the same message (their
  // sum is close to the whole; the rest is the attachments, the preview and the glue).
  const steps = {
    'whole processing': { wall: [], cpuUs: 0 } as StepTimes,
    'MIME parse': { wall: [], cpuUs: 0 } as StepTimes,
    'HTML pass: reading': { wall: [], cpuUs: 0 } as StepTimes,
    '  of which tokenising': { wall: [], cpuUs: 0 } as StepTimes,
    'offer extraction': { wall: [], cpuUs: 0 } as StepTimes,
    'search text': { wall: [], cpuUs: 0 } as StepTimes,
    'on first opening: sanitise + compress': { wall: [], cpuUs: 0 } as StepTimes,
  };
  // CPU time counts the garbage collector's helper threads too; less distorted than wall
  // time when the machine is shared.
  for (let pass = 0; pass < 2; pass++) {
    const measured = pass === 1;
    for (const raw of set.messages) {
      await timed(steps['whole processing'], measured, () => processEmail(raw));
      const email = await timed(steps['MIME parse'], measured, () =>
        PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 64 }),
      );
      const source = offerSourceFromEmail(email);
      const html = source.html;
      const doc = html
        ? await timed(steps['HTML pass: reading'], measured, () => readHtml(html))
        : null;
      if (html) await timed(steps['  of which tokenising'], measured, () => parseHtml(html, QUIET));
      await timed(steps['offer extraction'], measured, () => extractOffers(source, { doc }));
      if (doc)
        await timed(steps['search text'], measured, () => visibleText(doc, SEARCH_TEXT_LIMIT));
      await timed(steps['on first opening: sanitise + compress'], measured, async () => {
        const body = await sanitizeBody(raw, { trackers });
        return body.bodyHtml === null ? null : compressBody(body.bodyHtml);
      });
    }
  }
  for (const [what, times] of Object.entries(steps)) {
    if (times.wall.length === 0) continue;
    rows.push([
      set.name,
      what,
      fmt(percentile(times.wall, 50), 2),
      fmt(percentile(times.wall, 99), 2),
      fmt(times.cpuUs / 1000 / times.wall.length, 2),
    ]);
  }
}
console.log('Processing per message after the 250 (ms, one thread)\n');
console.log(table(['messages', 'step', 'wall p50', 'wall p99', 'CPU mean'], rows));
