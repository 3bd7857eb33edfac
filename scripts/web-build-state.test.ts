import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason } from './web-build-state.ts';

describe('staleReason (npm start rebuilds only when needed)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function tree(): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-build-'));
    dirs.push(root);
    fs.mkdirSync(path.join(root, 'src/web/features'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/web/features/page.tsx'), 'export {}');
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    return root;
  }

  function touch(file: string, secondsFromNow: number): void {
    const time = new Date(Date.now() + secondsFromNow * 1000);
    fs.utimesSync(file, time, time);
  }

  function build(root: string): string {
    const stamp = path.join(root, 'dist/web/index.html');
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, '<!doctype html>');
    return stamp;
  }

  it('builds when there is no build, and not when the build is newer than its sources', () => {
    const root = tree();
    expect(staleReason(root)).toBe('no web build yet');
    const stamp = build(root);
    touch(stamp, 10);
    expect(staleReason(root)).toBeNull();
  });

  it('builds again when a source file deep in src/web changed after the build', () => {
    const root = tree();
    const stamp = build(root);
    touch(stamp, -60);
    touch(path.join(root, 'src/web/features/page.tsx'), 0);
    touch(path.join(root, 'src/web/features'), -120);
    touch(path.join(root, 'src/web'), -120);
    touch(path.join(root, 'index.html'), -120);
    expect(staleReason(root)).toBe('src/web changed since the last build');
  });
});
