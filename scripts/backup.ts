/**
 * A consistent copy of the SQLite database, taken while the server runs (decision 045).
 *
 *   npm run backup -- FILE
 *
 * Reads DATA_DIR (and DATABASE_URL) as the server does, from the same environment. FILE must
 * not exist; a relative FILE is taken from the directory npm was run in. With DATABASE_URL
 * set there is nothing here to copy: it says how to use pg_dump and exits with 2.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, backupSqlite } from '../src/server/backup/sqlite-backup.ts';
import { loadConfig } from '../src/server/config.ts';

/** Files in DATA_DIR besides the database that a restored instance needs (README › Backups). */
const KEEP_WITH_BACKUP = ['auth-secret', 'vapid-keys.json', 'mailbox-secret'];

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1 || args[0] === '-h' || args[0] === '--help') {
  console.error('Usage: npm run backup -- FILE   (a new file: the copy of DATA_DIR/dealbox.db)');
  process.exit(args[0] === '-h' || args[0] === '--help' ? 0 : 64);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: the data is in PostgreSQL, which this command does not copy.\n' +
      'Back it up with pg_dump, e.g.\n' +
      '  pg_dump --format=custom --file=dealbox.dump "$DATABASE_URL"\n' +
      'and restore it into an empty database with\n' +
      '  pg_restore --no-owner --dbname="$DATABASE_URL" dealbox.dump\n' +
      '(README › Backups). Keep DATA_DIR too, unless AUTH_SECRET, the VAPID keys and MAILBOX_SECRET are set.',
  );
  process.exit(2);
}

const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
try {
  const copy = await backupSqlite({ dataDir: config.dataDir, to: file });
  console.log(
    `Backed up ${path.resolve(config.dataDir, 'dealbox.db')} to ${copy.file}: ` +
      `${copy.users} accounts, ${copy.emails} emails, ${(copy.bytes / 1048576).toFixed(1)} MB.`,
  );
  const keep = KEEP_WITH_BACKUP.filter((f) => fs.existsSync(path.join(config.dataDir, f)));
  if (keep.length) {
    console.log(
      `Keep ${keep.map((f) => path.join(config.dataDir, f)).join(' and ')} with it ` +
        '(sessions and push subscriptions depend on them).',
    );
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
