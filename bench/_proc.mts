import { processEmail } from '../src/server/mail/process-email.ts';
import { createTrackerMatcher } from '../src/server/mail/trackers/trackers.ts';
const line = `${'m'.repeat(74)}\r\n`;
const size = Number(process.argv[2] ?? 5 * 1024 * 1024);
const head = `From: shop@shop.example\r\nTo: owner@probe.test\r\nSubject: Probe\r\nMessage-ID: <p@x>\r\n\r\n`;
const raw = Buffer.from(head + line.repeat(Math.ceil(size / line.length)));
const trackers = createTrackerMatcher({ disconnect: 'off' as never });
const mb = (x: number) => Math.round(x / 1048576);
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const r = await processEmail(raw, { trackers });
  const m = process.memoryUsage();
  console.log(`${(performance.now() - t).toFixed(0)} ms html=${r.bodyHtml?.length} text=${r.bodyText?.length} search=${r.searchBody.length} rss=${mb(m.rss)} heap=${mb(m.heapUsed)}/${mb(m.heapTotal)} ext=${mb(m.external)}`);
}
