import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * patch-package patches one exact version (`patches/<name>+<version>.patch`): package.json
 * pins each patched package to that version, so an install can never bring a version the
 * patch was not written for.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const patches = fs.readdirSync(path.join(root, 'patches')).filter((f) => f.endsWith('.patch'));

describe('patched packages', () => {
  it('has patches to check', () => {
    expect(patches.length).toBeGreaterThan(0);
  });

  it.each(patches)('%s: package.json pins the version it patches', (file) => {
    const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
    const packageName = (name as string).replace('+', '/');
    const range =
      manifest.dependencies[packageName] ?? manifest.devDependencies[packageName] ?? 'missing';
    expect(range).toBe(version);
  });
});
