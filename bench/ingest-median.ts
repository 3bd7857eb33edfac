/**
 * The median of several `npm run bench:ingest` runs (their saved JSON reports), figure by
 * figure, as the team's notes report them:
 *
 *   node bench/ingest-median.ts bench/results/ingest-sqlite-*.json
 */
import fs from 'node:fs';
import { fmt, table } from './support/stats.ts';

interface Run {
  label: string;
  connections: number;
  messages: number;
  perSecond: number;
  p50: number;
  p99: number;
  processedP50: number;
  processedP99: number;
  backlogPeak: number;
  rssPeakMb: number;
}
interface Report {
  store: string;
  runs: Run[];
  sustained: { perSecond: number; backlogPeak: number; rssPeakMb: number; deferred: number } | null;
}

const reports = process.argv.slice(2).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Report);
if (reports.length === 0) throw new Error('give the saved reports (bench/results/ingest-*.json)');
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const first = reports[0] as Report;
console.log(`${first.store}: median of ${reports.length} runs`);
const rows = first.runs.map((run, i) => {
  const same = reports.map((r) => r.runs[i]).filter((r): r is Run => r?.label === run.label);
  const m = (pick: (r: Run) => number, digits = 1) => fmt(median(same.map(pick)), digits);
  return [
    `${run.label} ×${run.connections}`,
    String(run.messages),
    m((r) => r.perSecond, 0),
    m((r) => r.p50),
    m((r) => r.p99),
    m((r) => r.processedP50, 0),
    m((r) => r.processedP99, 0),
    m((r) => r.backlogPeak, 0),
    m((r) => r.rssPeakMb, 0),
  ];
});
console.log(
  table(
    [
      'run',
      'msgs',
      'msg/s',
      '250→listed p50',
      'p99 ms',
      '250→processed p50',
      'p99 ms',
      'backlog peak',
      'RSS MB',
    ],
    rows,
  ),
);
const sustained = reports.map((r) => r.sustained).filter((s) => s !== null);
if (sustained.length) {
  console.log(
    `sustained (accepted and processed): ${fmt(median(sustained.map((s) => s.perSecond)), 0)} msg/s, backlog peak ${fmt(median(sustained.map((s) => s.backlogPeak)), 0)}, RSS peak ${fmt(median(sustained.map((s) => s.rssPeakMb)), 0)} MB, deferrals ${fmt(median(sustained.map((s) => s.deferred)), 0)}`,
  );
}
