/**
 * `npm run bench`: every benchmark in turn, each in its own process.
 * A benchmark that needs something missing (e.g. a web build) says so and is skipped.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const benches: { name: string; file: string; needs?: { path: string; hint: string } }[] = [
  { name: 'ingest', file: 'bench/ingest.ts' },
  { name: 'processing', file: 'bench/processing.ts' },
  {
    name: 'landing weight',
    file: 'bench/landing-weight.ts',
    needs: { path: 'dist/web/index.html', hint: 'run `npm run build` first' },
  },
];

let failed = 0;
for (const bench of benches) {
  if (!fs.existsSync(bench.file)) continue;
  if (bench.needs && !fs.existsSync(bench.needs.path)) {
    console.log(
      `\n## ${bench.name}: skipped (${bench.needs.path} is missing: ${bench.needs.hint})`,
    );
    continue;
  }
  console.log(`\n## ${bench.name}`);
  const result = spawnSync(process.execPath, [bench.file], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
