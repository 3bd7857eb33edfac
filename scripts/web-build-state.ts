import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether the web build in dist/web is older than what it is built from, so `npm start`
 * rebuilds only when something changed (a fresh clone, a pull, an edit) and otherwise
 * starts at once.
 */

/** What the web build is made of, relative to the repository root. */
export const WEB_BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'pwa.config.ts',
  'build',
  'package-lock.json',
  'tsconfig.json',
];

/** The file the build writes last-ish and always: its time stands for the whole build. */
export const WEB_BUILD_STAMP = 'dist/web/index.html';

/** The newest modification time (ms) of a file, or of any file under a folder; 0 if absent. */
export function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the build must be made again, or null when dist/web is current. */
export function staleReason(root: string): string | null {
  const built = newestMtime(path.join(root, WEB_BUILD_STAMP));
  if (built === 0) return 'no web build yet';
  for (const input of WEB_BUILD_INPUTS) {
    if (newestMtime(path.join(root, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}
