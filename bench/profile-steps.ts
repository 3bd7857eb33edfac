/**
 * Reads V8 CPU profiles (`node --cpu-prof`, e.g. from `npm run bench:ingest -- --profile`)
 * and prints where each thread's time went, by step of the intake (see STEPS). Time a thread
 * spends blocked in a native call (a COMMIT's fsync, a worker waiting for its next task)
 * counts as busy: the table is wall time on each thread, not CPU time.
 *
 *   node bench/profile-steps.ts bench/results/profile/*.cpuprofile
 *   --flood: only the flood (the main thread's longest run of SMTP samples with no gap
 *   over a second), without start-up, the drain of the backlog and the HTTP queries
 *   --top 20: also the 20 functions with the most self time in each thread, with their step
 */
import fs from 'node:fs';
import path from 'node:path';
import { fmt, table } from './support/stats.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

type Frame = ProfileNode['callFrame'];

/**
 * The step a sample belongs to: the first frame, from the sampled function up through its
 * callers, that a rule names. The SQLite driver's statements run synchronously inside
 * Kysely's `executeQuery`, so a statement's time is found through the function that asked
 * for it (insertEmails, markProcessed, the transaction's COMMIT).
 */
const STEPS: [string, (f: Frame) => boolean][] = [
  ['SMTP protocol (smtp-server)', (f) => f.url.includes('/smtp-server/')],
  ['250 path: read headers', (f) => f.functionName === 'readBasics'],
  ['250 path: compress (brotli, calling side)', (f) => f.functionName === 'compressRaw'],
  [
    '250 path: insert rows, retry check',
    (f) => ['insertEmails', 'findRedeliveries', 'withoutRedeliveries'].includes(f.functionName),
  ],
  [
    'finish: store body, index text, add deals',
    (f) => ['markProcessed', 'addFoundDeals'].includes(f.functionName),
  ],
  [
    'commit: BEGIN/COMMIT (fsync)',
    (f) => /^(commitTransaction|beginTransaction|rollbackTransaction)$/.test(f.functionName),
  ],
];

/** Where the time went when no step above names a caller: the file of the innermost frame. */
const PLACES: [string, (f: Frame) => boolean][] = [
  ['events and SSE', (f) => /server\/events\/|routes\/api\/events\.ts/.test(f.url)],
  ['mail processing: sanitise', (f) => /mail\/sanitize\.ts|css-filter/.test(f.url)],
  [
    'mail processing: the HTML pass (htmlparser2)',
    (f) => /htmlparser2|mail\/html-pass\.ts/.test(f.url),
  ],
  ['mail processing: trackers', (f) => f.url.includes('mail/trackers/')],
  ['mail processing: offer extraction', (f) => f.url.includes('mail/offers/')],
  ['mail processing: MIME parse (postal-mime)', (f) => f.url.includes('/postal-mime/')],
  ['worker pool (piscina)', (f) => f.url.includes('/piscina/')],
  ['intake glue (group commit, job queue)', (f) => f.url.includes('server/intake/')],
  ['database (other queries)', (f) => /kysely|better-sqlite3|node_modules\/pg/.test(f.url)],
  ['HTTP (fastify, better-auth)', (f) => /fastify|better-auth|find-my-way/.test(f.url)],
  ['logging (pino)', (f) => f.url.includes('pino')],
  ['TypeScript loader (tsx)', (f) => /tsx\/dist|esbuild/.test(f.url)],
];

function stepOf(stack: Frame[]): string {
  const [leaf] = stack;
  if (leaf && !leaf.url) {
    if (leaf.functionName === '(garbage collector)') return 'garbage collection';
    if (leaf.functionName === '(idle)') return '(idle)';
    if (leaf.functionName === '(program)') return '(program: native, unattributed)';
  }
  for (const [name, matches] of STEPS) if (stack.some(matches)) return name;
  for (const frame of stack) {
    for (const [name, matches] of PLACES) if (matches(frame)) return name;
  }
  if (leaf?.url.startsWith('node:')) return 'node: streams, net, buffers';
  return 'other';
}

const args = process.argv.slice(2);
const floodOnly = args.includes('--flood');
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) || 20 : 0;
/** Sample times (ms from the profile's start) of the flood, from the main thread's profile. */
let window: [number, number] | null = null;

for (const file of args.filter((a) => !a.startsWith('--'))) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const stackOf = (id: number): Frame[] => {
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (node) stack.push(node.callFrame);
    }
    return stack;
  };
  const samples: { at: number; ms: number; step: string; fn: string }[] = [];
  let at = profile.startTime / 1000;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i] as number;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const leaf = byId.get(id)?.callFrame;
    if (!leaf) continue;
    const where = leaf.url.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    // A RegExp's "function name" is its whole source: cut to a readable length.
    const fn = `${leaf.functionName.slice(0, 60)} ${where}`;
    samples.push({ at, ms, step: stepOf(stackOf(id)), fn });
  }
  if (floodOnly && !window) {
    const smtp = samples.filter((s) => s.step === 'SMTP protocol (smtp-server)');
    // The longest run of SMTP samples with no gap over a second.
    let start = 0;
    for (let i = 1; i <= smtp.length; i++) {
      if (i < smtp.length && smtp[i]!.at - smtp[i - 1]!.at < 1000) continue;
      const span: [number, number] = [smtp[start]!.at, smtp[i - 1]!.at];
      if (!window || span[1] - span[0] > window[1] - window[0]) window = span;
      start = i;
    }
  }
  const self = new Map<string, number>();
  const byFunction = new Map<string, { ms: number; step: string }>();
  for (const s of samples) {
    if (floodOnly && window && (s.at < window[0] || s.at > window[1])) continue;
    self.set(s.step, (self.get(s.step) ?? 0) + s.ms);
    const key = `${s.fn}\u0000${s.step}`;
    byFunction.set(key, { ms: (byFunction.get(key)?.ms ?? 0) + s.ms, step: s.step });
  }
  const busy = [...self].filter(([k]) => k !== '(idle)').reduce((n, [, v]) => n + v, 0);
  const wall =
    floodOnly && window ? window[1] - window[0] : (profile.endTime - profile.startTime) / 1000;
  console.log(
    `\n${path.basename(file)}: ${fmt(busy / 1000, 1)} s busy of ${fmt(wall / 1000, 1)} s`,
  );
  const rows = [...self]
    .filter(([k]) => k !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms / busy >= 0.005)
    .map(([step, ms]) => [step, fmt(ms, 0), `${fmt((ms / busy) * 100, 1)}%`]);
  console.log(table(['step', 'self ms', 'share of busy'], rows));
  if (top > 0 && busy > 0) {
    const functions = [...byFunction]
      .filter(([, v]) => v.step !== '(idle)')
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, top)
      .map(([key, v]) => [key.split('\u0000')[0] as string, v.step, fmt(v.ms, 0)]);
    console.log(table(['function (self time)', 'step', 'ms'], functions));
  }
}
