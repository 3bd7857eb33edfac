/**
 * Puts a backup made by `npm run backup` back, for a stopped server (decision 045).
 *
 *   npm run restore -- FILE [--force]
 *
 * Reads DATA_DIR, HOST, PORT, SMTP_HOST and SMTP_PORT as the server does. Refuses while
 * something answers on the server's web or SMTP port (stop Dealbox first; `--force` when that
 * is another program), and refuses a FILE that is not a SQLite database with Dealbox's tables.
 * The database it replaces is kept as DATA_DIR/dealbox.db.before-restore.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runningServerAddress } from '../src/server/backup/server-running.ts';
import { BackupError, restoreSqlite } from '../src/server/backup/sqlite-backup.ts';
import { loadConfig } from '../src/server/config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]   (with the server stopped)');
  process.exit(values.help ? 0 : 64);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore a pg_dump archive with pg_restore instead, e.g.\n' +
      '  pg_restore --no-owner --dbname="$DATABASE_URL" dealbox.dump\n' +
      '(README › Backups).',
  );
  process.exit(2);
}

if (!values.force) {
  const running = await runningServerAddress([
    { host: config.host, port: config.port },
    { host: config.smtpHost, port: config.smtpPort },
  ]);
  if (running) {
    console.error(
      `Something answers on ${running}: Dealbox looks to be running. Stop it, then restore ` +
        '(or pass --force if that is another program).',
    );
    process.exit(1);
  }
}

const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
try {
  const restored = await restoreSqlite({ dataDir: config.dataDir, from: file });
  console.log(
    `Restored ${file} to ${restored.file}: ${restored.users} accounts, ${restored.emails} emails.`,
  );
  if (restored.previous) console.log(`The database it replaced is kept as ${restored.previous}.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
