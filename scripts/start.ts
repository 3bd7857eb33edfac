/**
 * `npm start`: build the web app only when dist/web is missing or older than its sources
 * (build/web-build-state.ts), then start Dealbox. `npm run serve` starts without looking.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from './web-build-state.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reason = staleReason(root);
if (reason) {
  console.log(`Building the web app (${reason})...`);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The web build is current: starting without rebuilding.');
}
await import('../src/server/main.ts');
