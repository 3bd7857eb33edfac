import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { loadConfig } from '../config.ts';
import { createDealbox } from '../create-dealbox.ts';
import { sqliteFile } from '../db/database.ts';
import { BackupError, backupSqlite, inspectSqliteBackup, restoreSqlite } from './sqlite-backup.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Email ids and subjects in a SQLite file, oldest first. */
function emailsIn(file: string): { id: string; subject: string }[] {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare('select id, subject from email order by received_at, id').all() as {
      id: string;
      subject: string;
    }[];
  } finally {
    db.close();
  }
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-backup-'));
}

/** `node scripts/<script>` with the environment given: its exit code and output. */
async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run backup / restore on SQLite', () => {
  let t: MailTestApp;
  let alice: TestUser;
  const dirs: string[] = [];
  const dir = () => {
    const made = tempDir();
    dirs.push(made);
    return made;
  };

  beforeAll(async () => {
    t = await startMailTestApp('sqlite');
    alice = await t.signUp({ username: 'alice' });
  });
  afterAll(async () => {
    await t.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  const send = async (subject: string) => {
    const info = await t.send({
      from: 'Shop <deals@shop.example>',
      to: 'alice@dealbox.test',
      subject,
      text: `${subject}: use code SAVE10.`,
    });
    return info.response.split(' ').at(-1) as string;
  };

  it('copies a live database while mail arrives: every message with its 250 before is in it', async () => {
    const before: string[] = [];
    for (let i = 0; i < 5; i++) before.push(await send(`before ${i}`));
    const file = path.join(dir(), 'live.db');
    // Mail keeps arriving while the copy is taken.
    const during = Promise.all([0, 1, 2, 3, 4].map((i) => send(`during ${i}`)));
    const copy = await backupSqlite({ dataDir: t.testDatabase.dataDir, to: file });
    await during;
    await t.intake.idle();

    expect(copy.file).toBe(file);
    expect(copy.users).toBe(1);
    const inCopy = emailsIn(file).map((e) => e.id);
    expect(inCopy).toEqual(expect.arrayContaining(before));
    expect(inCopy.length).toBeGreaterThanOrEqual(5);
    expect(inCopy.length).toBeLessThanOrEqual(10);
    // One self-contained file.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect(emailsIn(sqliteFile(t.testDatabase.dataDir))).toHaveLength(10);
  });

  it('a quiet copy holds the same rows; restore puts it back for a new instance', async () => {
    await t.intake.idle();
    const file = path.join(dir(), 'quiet.db');
    await backupSqlite({ dataDir: t.testDatabase.dataDir, to: file });
    const live = emailsIn(sqliteFile(t.testDatabase.dataDir));
    expect(live.length).toBeGreaterThanOrEqual(10);
    expect(emailsIn(file)).toEqual(live);
    await expect(backupSqlite({ dataDir: t.testDatabase.dataDir, to: file })).rejects.toThrow(
      /exists already/,
    );

    // An instance of its own, with a database (empty) that the restore replaces.
    const dataDir = dir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MAIL_DOMAIN: 'dealbox.test',
    });
    const auth = { authSecret: 'test-secret-that-is-long-enough-0123456789' };
    const first = await createDealbox(config, auth);
    await first.close();
    expect(inspectSqliteBackup(sqliteFile(dataDir)).emails).toBe(0);

    const restored = await restoreSqlite({ dataDir, from: file });
    expect(restored.previous).toBe(`${sqliteFile(dataDir)}.before-restore`);
    expect(inspectSqliteBackup(`${sqliteFile(dataDir)}.before-restore`).emails).toBe(0);
    expect(restored.emails).toBe(live.length);

    const second = await createDealbox(config, auth);
    try {
      const page = await second.database.emails.listEmails(alice.id, {
        cursor: null,
        limit: 100,
        q: '',
      });
      expect(page.items.map((i) => i.id).sort()).toEqual(live.map((e) => e.id).sort());
      expect(page.items.map((i) => i.subject)).toContain('before 0');
    } finally {
      await second.close();
    }
  });

  it('restore refuses a file that is not a Dealbox database, and leaves the database alone', async () => {
    const dataDir = dir();
    const here = dir();
    const text = path.join(here, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all, but long enough to have a header\n'.repeat(20));
    await expect(restoreSqlite({ dataDir, from: text })).rejects.toThrow(
      new BackupError(`${text}: not a SQLite database`),
    );
    const other = path.join(here, 'other.db');
    const db = new SQLite(other);
    db.exec('create table things (a)');
    db.close();
    await expect(restoreSqlite({ dataDir, from: other })).rejects.toThrow(
      /not a Dealbox database \(no "user", "session", "account", "email"/,
    );
    await expect(restoreSqlite({ dataDir, from: path.join(here, 'missing.db') })).rejects.toThrow(
      /no such file/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('the restore command refuses while the server answers on its port', async () => {
    const dataDir = dir();
    const file = path.join(dir(), 'for-restore.db');
    await backupSqlite({ dataDir: t.testDatabase.dataDir, to: file });
    const listener = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as net.AddressInfo).port;
    try {
      const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), SMTP_PORT: '0' };
      const refused = await script('restore.ts', [file], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Something answers on 127.0.0.1:${port}`);
      expect(fs.existsSync(sqliteFile(dataDir))).toBe(false);

      const forced = await script('restore.ts', [file, '--force'], env);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toMatch(/Restored .* 1 accounts, \d+ emails/);
      expect(emailsIn(sqliteFile(dataDir))).toEqual(emailsIn(file));
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('the backup command copies, and with DATABASE_URL points to pg_dump and exits non-zero', async () => {
    const file = path.join(dir(), 'cli.db');
    const made = await script('backup.ts', [file], { DATA_DIR: t.testDatabase.dataDir });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`to ${file}: 1 accounts`);
    expect(inspectSqliteBackup(file).users).toBe(1);

    const pg = await script('backup.ts', [path.join(dir(), 'pg.db')], {
      DATA_DIR: t.testDatabase.dataDir,
      DATABASE_URL: 'postgres://dealbox@127.0.0.1:5432/dealbox',
    });
    expect(pg.code).toBe(2);
    expect(pg.stderr).toContain('pg_dump --format=custom');
  });
});
