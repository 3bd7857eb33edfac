import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailListPage } from '#shared/email-types.ts';
import type { MailImportList } from '#shared/mail-import-types.ts';
import { promoEml, takeoutMbox, zipOf } from '#test/mailbox-files.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';

const run = promisify(execFile);
/**
 * Each test starts Node, which loads and migrates the app: tens of seconds on a loaded
 * machine (one took over 60 s at load 37 on two cores, under tsx), so more than Vitest's 60 s.
 */
const CLI_TEST_MS = 240_000;
const ROOT = new URL('../../../', import.meta.url).pathname;

/** `npm run import -- ARGS` as a process of its own, over the test app's SQLite DATA_DIR. */
async function importCli(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/import-mail.ts', ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        MAIL_DOMAIN: 'dealbox.test',
        INGEST_PRIORITY: 'normal',
        AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run import (SQLite)', () => {
  let t: TestApp;
  let alice: TestUser;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    alice = await t.signUp({ username: 'alice' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-import-cli-'));
  }, CLI_TEST_MS);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, CLI_TEST_MS);

  const DAY = 86_400_000;
  const promo = (n: number) =>
    promoEml({
      store: `Cli ${n}`,
      code: `CLI${n}`,
      date: new Date(Date.now() - n * DAY),
      expires: new Date(Date.now() + 30 * DAY),
      messageId: `cli-${n}@cli.example`,
    });

  it(
    'imports a file for a user through the same intake, prints the summary, and the job shows on the profile',
    async () => {
      const file = path.join(dir, 'takeout.mbox');
      fs.writeFileSync(
        file,
        takeoutMbox(
          [1, 2, 3].map((n) => ({ raw: promo(n), date: new Date(Date.now() - n * DAY) })),
        ),
      );
      const result = await importCli(['--user', 'alice', file], t.config.dataDir);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Done: 3 messages read, 3 imported, 0 duplicates skipped\./);

      // Processed before the command exited: the rows are ready and their deals found.
      const page = (
        await t.request({ method: 'GET', url: '/api/emails', cookie: alice.cookie })
      ).json<EmailListPage>();
      expect(page.items.map((e) => e.subject).sort()).toEqual([
        'Cli 1: use CLI1 for 20% off',
        'Cli 2: use CLI2 for 20% off',
        'Cli 3: use CLI3 for 20% off',
      ]);
      expect(page.items.every((e) => !e.processing)).toBe(true);
      const jobs = (
        await t.request({ method: 'GET', url: '/api/mail-imports', cookie: alice.cookie })
      ).json<MailImportList>().imports;
      expect(jobs[0]).toMatchObject({ fileName: 'takeout.mbox', state: 'done', imported: 3 });
      // The file is the person's: the command line leaves it where it was.
      expect(fs.existsSync(file)).toBe(true);
    },
    CLI_TEST_MS,
  );

  it(
    'counts refusals and duplicates in its summary',
    async () => {
      const file = path.join(dir, 'mixed.zip');
      fs.writeFileSync(
        file,
        zipOf({ 'again.eml': promo(1), '../up.eml': promo(4), 'x.txt': 'no' }),
      );
      const result = await importCli(['--user=alice', file], t.config.dataDir);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/3 messages read, 0 imported, 1 duplicates skipped/);
      expect(result.stdout).toMatch(/refused 1: an unsafe name in the zip/);
      expect(result.stdout).toMatch(/refused 1: not mail/);
    },
    CLI_TEST_MS,
  );

  it(
    'exits non-zero, saying why, for an unknown user, a missing file or no arguments',
    async () => {
      const file = path.join(dir, 'one.eml');
      fs.writeFileSync(file, promo(5));
      // Side by side: each is a process of its own.
      const [noUser, noFile, bare] = await Promise.all([
        importCli(['--user', 'nobody', file], t.config.dataDir),
        importCli(['--user', 'alice', path.join(dir, 'missing.mbox')], t.config.dataDir),
        importCli([], t.config.dataDir),
      ]);
      expect(noUser.code).toBe(67);
      expect(noUser.stderr).toMatch(/No account with the username "nobody"/);
      expect(noFile.code).toBe(66);
      expect(noFile.stderr).toMatch(/No such file/);
      expect(bare.code).toBe(64);
      expect(bare.stderr).toMatch(/Usage: npm run import -- --user NAME FILE/);
    },
    CLI_TEST_MS,
  );

  it(
    'fails with its reason for a file that is not mail',
    async () => {
      const file = path.join(dir, 'photo.jpg');
      fs.writeFileSync(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
      const result = await importCli(['--user', 'alice', file], t.config.dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/not mail Dealbox can read/);
    },
    CLI_TEST_MS,
  );
});
