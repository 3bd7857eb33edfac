/**
 * The processing benchmark: time per message (wall p50/p99, and the mean CPU time) of
 * everything done after the 250 (full parse, sanitising, tracker removal, offer extraction),
 * and of offer extraction alone.
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
import { processEmail } from '../src/server/mail/process-email.ts';
import { extractOffers } from '../src/server/mail/offers/extract-offers.ts';
import { offerSourceFromEmail } from '../src/server/mail/offers/offer-source.ts';
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
const rows: string[][] = [];
for (const set of sets) {
  if (set.messages.length === 0) continue;
  const whole: number[] = [];
  const extraction: number[] = [];
  // CPU time of this process over the measured pass (the one thread works; it also counts
  // the garbage collector's helper threads), per message: less distorted than wall time
  // when the machine is shared.
  let wholeCpuUs = 0;
  let extractionCpuUs = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (const raw of set.messages) {
      let cpu = process.cpuUsage();
      let t = performance.now();
      await processEmail(raw, { trackers });
      const processMs = performance.now() - t;
      let used = process.cpuUsage(cpu);
      if (pass === 1) wholeCpuUs += used.user + used.system;
      const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
      cpu = process.cpuUsage();
      t = performance.now();
      extractOffers(offerSourceFromEmail(email));
      const extractMs = performance.now() - t;
      used = process.cpuUsage(cpu);
      if (pass === 1) {
        extractionCpuUs += used.user + used.system;
        whole.push(processMs);
        extraction.push(extractMs);
      }
    }
  }
  const n = set.messages.length;
  for (const [what, times, cpuUs] of [
    ['whole processing', whole, wholeCpuUs],
    ['offer extraction', extraction, extractionCpuUs],
  ] as const) {
    rows.push([
      set.name,
      what,
      fmt(percentile(times, 50), 2),
      fmt(percentile(times, 99), 2),
      fmt(cpuUs / 1000 / n, 2),
    ]);
  }
}
console.log('Processing per message after the 250 (ms, one thread)\n');
console.log(table(['messages', 'step', 'wall p50', 'wall p99', 'CPU mean'], rows));
