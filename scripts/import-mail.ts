/**
 * Imports a mailbox file for one account from the command line (issue 43, item 3):
 *
 *   npm run import -- --user NAME FILE
 *
 * FILE is an mbox (Google Takeout's Mail export, a Thunderbird folder), a zip of .eml files
 * or one .eml; it has no size limit here (the upload's is IMPORT_MAX_UPLOAD_MB). Reads the
 * server's environment (DATA_DIR, DATABASE_URL, …) and builds the app as the server does,
 * without listening, so each message goes through the same acceptor and processing; the
 * import shows on the person's profile page as it runs. It prints progress and the summary,
 * and exits once what it stored is processed.
 *
 * Exit codes: 0 done; 1 the import failed or was cancelled; 64 bad arguments; 66 no such
 * file; 67 no such user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAIL_IMPORT_REFUSALS } from '../src/shared/mail-import-types.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDealbox } from '../src/server/create-dealbox.ts';
import { createLogger } from '../src/server/logger.ts';

const USAGE =
  'Usage: npm run import -- --user NAME FILE   (an mbox, a zip of .eml files, or one .eml)';

function parseArgs(argv: string[]): { user: string; file: string } | null {
  const args = argv.filter((a) => a !== '--');
  let user: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--user' || arg === '-u') user = args[++i];
    else if (arg.startsWith('--user=')) user = arg.slice('--user='.length);
    else rest.push(arg);
  }
  if (!user || rest.length !== 1 || rest[0]!.startsWith('-')) return null;
  return { user, file: rest[0]! };
}

const argv = process.argv.slice(2);
if (argv.includes('-h') || argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const args = parseArgs(argv);
if (!args) {
  console.error(USAGE);
  process.exit(64);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
const stat = fs.statSync(file, { throwIfNoEntry: false });
if (!stat?.isFile()) {
  console.error(`No such file: ${file}`);
  process.exit(66);
}

const config = loadConfig();
// The app's own log lines stay quiet unless LOG_LEVEL asks: this command prints its own.
const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn');
const dealbox = await createDealbox(config, { logger });
let code: number;
try {
  const owner = await dealbox.database.users.findUserByUsername(args.user);
  if (owner) code = await run(owner.id);
  else {
    console.error(`No account with the username "${args.user}".`);
    code = 67;
  }
} finally {
  await dealbox.close();
}
process.exit(code);

async function run(userId: string): Promise<number> {
  const megabytes = (n: number) => (n / 1048576).toFixed(1);
  console.log(`Importing ${file} (${megabytes(stat!.size)} MB) for ${args!.user}…`);
  const { job, finished } = await dealbox.mailImports.start({
    userId,
    fileName: path.basename(file),
    path: file,
  });
  const interactive = process.stdout.isTTY;
  let last = '';
  const timer = setInterval(() => {
    void dealbox.mailImports.list(userId).then((rows) => {
      const row = rows.find((r) => r.id === job.id);
      if (!row) return;
      const percent = stat!.size ? Math.floor((100 * Number(row.bytes_read)) / stat!.size) : 100;
      const line = `  ${percent}%  ${row.messages_read} messages read, ${row.imported} imported, ${row.duplicates} already there`;
      if (line === last) return;
      last = line;
      if (interactive) process.stdout.write(`\r${line}   `);
      else console.log(line);
    });
  }, 1000);
  // Ctrl-C cancels (what was imported stays); a second one stops at once.
  const onSigint = () => {
    process.off('SIGINT', onSigint);
    console.log('\nCancelling…');
    void dealbox.mailImports.cancel(userId, job.id);
  };
  process.on('SIGINT', onSigint);
  const row = await finished;
  clearInterval(timer);
  process.off('SIGINT', onSigint);
  if (interactive) process.stdout.write('\n');
  console.log('Waiting for the imported mail to be processed…');
  await dealbox.intake.idle();

  const refused = JSON.parse(row.refused_json) as Record<string, number>;
  console.log(
    `${row.state === 'done' ? 'Done' : row.state === 'cancelled' ? 'Cancelled' : 'Failed'}: ` +
      `${row.messages_read} messages read, ${row.imported} imported, ` +
      `${row.duplicates} duplicates skipped.`,
  );
  for (const [reason, count] of Object.entries(refused)) {
    console.log(`  refused ${count}: ${MAIL_IMPORT_REFUSALS[reason] ?? reason}`);
  }
  if (row.error) console.error(row.error);
  return row.state === 'done' ? 0 : 1;
}
