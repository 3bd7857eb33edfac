import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every document the repo cites is in the repo: a `*.md` file named in code or docs, and a
 * relative Markdown link, resolve to a tracked file. A newcomer following a citation never
 * meets a file that was only ever on someone's machine.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const trackedSet = new Set(tracked);
const trackedNames = new Set(tracked.map((file) => path.basename(file)));
const texts = tracked.filter(
  (file) =>
    /\.(md|ts|tsx|js|mjs|sh|json|css|html)$/.test(file) &&
    !file.startsWith('testdata/') &&
    !file.includes('/fixtures/') &&
    file !== 'package-lock.json' &&
    file !== 'scripts/doc-citations.test.ts',
);

/** `*.md` names in a text, as a newcomer would read them: DESIGN.md, docs/intake.md. */
function mdNames(text: string): string[] {
  return [...text.matchAll(/(?<![\w/.-])((?:[\w.-]+\/)*[\w-]+\.md)\b/g)].map(
    (match) => match[1] as string,
  );
}

/** Relative targets of Markdown links: [text](../docs/x.md#part). */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] as string).split('#')[0] as string)
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('citations', () => {
  it('finds the names it looks for (the check itself)', () => {
    expect(mdNames('see DESIGN.md and docs/intake.md, not x.mdx')).toEqual([
      'DESIGN.md',
      'docs/intake.md',
    ]);
    expect(linkTargets('[a](../b.md#c) [d](https://e.example/f.md)')).toEqual(['../b.md']);
  });

  it('names only documents that are in the repo', () => {
    const missing: string[] = [];
    for (const file of texts) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const name of mdNames(text)) {
        if (name.startsWith('NNN-')) continue; // the pattern for a record's file name
        const known = name.includes('/')
          ? trackedSet.has(name) ||
            trackedSet.has(path.posix.join(path.posix.dirname(file), name)) ||
            tracked.some((t) => t.endsWith(`/${name}`))
          : trackedNames.has(name);
        if (!known) missing.push(`${file}: ${name}`);
      }
      if (file.endsWith('.md')) {
        for (const target of linkTargets(text)) {
          const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          const isDir = tracked.some((t) => t.startsWith(`${resolved}/`));
          if (!trackedSet.has(resolved) && !isDir) missing.push(`${file}: (${target})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
