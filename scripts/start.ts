/**
 * `npm start`: build the web app only when dist/web is missing or older than its sources
 * (build/web-build-state.ts), then start Dealbox. `npm run serve` starts without looking.
 *
 * It first starts itself again with the memory settings of ./malloc-tuning.ts it lacks:
 * glibc's allocator tuned (on Linux, unless the environment already sets one of those
 * variables) and the main thread's V8 heap limits (unless node's options set them already).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MALLOC_TUNING, missingV8Flags } from './malloc-tuning.ts';
import { staleReason } from './web-build-state.ts';

const mallocTuned =
  process.platform !== 'linux' ||
  Object.keys(MALLOC_TUNING).some((key) => process.env[key] !== undefined);
const flags = missingV8Flags(process.execArgv, process.env.NODE_OPTIONS);
if (!mallocTuned || flags.length > 0) {
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ...(mallocTuned ? {} : MALLOC_TUNING) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await start();
}

async function start() {
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
}
