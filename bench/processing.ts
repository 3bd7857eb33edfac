/**
 * The processing benchmark: CPU time per message of everything done after the 250 (full
 * parse, sanitising, tracker removal, offer extraction), and of offer extraction alone.
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
  for (let pass = 0; pass < 2; pass++) {
    for (const raw of set.messages) {
      let t = performance.now();
      await processEmail(raw, { trackers });
      const processMs = performance.now() - t;
      const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
      t = performance.now();
      extractOffers(offerSourceFromEmail(email));
      const extractMs = performance.now() - t;
      if (pass === 1) {
        whole.push(processMs);
        extraction.push(extractMs);
      }
    }
  }
  for (const [what, times] of [
    ['whole processing', whole],
    ['offer extraction', extraction],
  ] as const) {
    rows.push([set.name, what, fmt(percentile(times, 50), 2), fmt(percentile(times, 99), 2)]);
  }
}
console.log('Processing per message after the 250 (ms, one thread)\n');
console.log(table(['messages', 'step', 'p50', 'p99'], rows));
