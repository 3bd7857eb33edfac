import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './server-process.ts';

/**
 * A private Dovecot (Debian's `dovecot-imapd`, installed by scripts/ensure-dovecot.sh) for the
 * IMAP tests, the browser spec and the benchmark: its own configuration in a temporary
 * folder (no system configuration is read), on free ports of 127.0.0.1, with
 *
 * - TLS on both ports: implicit TLS (`port`, as 993) and STARTTLS (`starttlsPort`, as 143),
 *   with a certificate for localhost and 127.0.0.1 signed by a CA made for this run with
 *   openssl (`ca`, `caFile`: what the client trusts; NODE_EXTRA_CA_CERTS for a process);
 * - users in a passwd-file, maildir folders in the temporary folder;
 * - IDLE (news noticed at once) and UIDPLUS; `idle: false` takes IDLE out of the capability
 *   list, for the polling path.
 *
 * As root, the login and internal processes run as Dovecot's own users (it refuses root for
 * them) and the mail as `nobody`; otherwise everything runs as the current user.
 */

export interface DovecotUser {
  name: string;
  password: string;
}

export interface Dovecot {
  host: string;
  /** Implicit TLS. */
  port: number;
  /** STARTTLS. */
  starttlsPort: number;
  /** The PEM of the CA that signed the server's certificate. */
  ca: string;
  caFile: string;
  dir: string;
  users: DovecotUser[];
  /** A connected, signed-in client (for seeding and changing the mailbox under test). */
  client(user?: string): Promise<ImapFlow>;
  /**
   * APPENDs the messages to `folder`, in order unless `connections` > 1 (a benchmark's
   * seeding: that many at once); resolves with their UIDs.
   */
  append(
    user: string,
    folder: string,
    messages: SeedMessage[],
    options?: { connections?: number },
  ): Promise<number[]>;
  /** Gives `folder` a new UIDVALIDITY (doveadm), as a server that rebuilt it would. */
  changeUidValidity(user: string, folder: string): Promise<number>;
  /** Sign-ins refused for `user` so far (Dovecot's auth log). */
  failedLogins(user: string): number;
  /** Sign-ins accepted for `user` so far. */
  logins(user: string): number;
  /** IMAP connections of `user` open now (doveadm who). */
  sessions(user: string): number;
  /**
   * CPU seconds used so far by this Dovecot's processes alive now (Linux /proc: the master
   * and its children, an IMAP session among them): what the local server cost a benchmark.
   */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export interface SeedMessage {
  raw: string | Uint8Array;
  /** INTERNALDATE (default now). */
  date?: Date;
  flags?: string[];
}

export interface DovecotOptions {
  users?: DovecotUser[];
  /** Offer IDLE (default true). */
  idle?: boolean;
  /**
   * Look like Gmail to a client: the capability X-GM-EXT-1 and an All Mail folder
   * (`[Gmail]/All Mail`, special-use \\All). Dovecot does not answer X-GM-RAW searches: for
   * what a client offers, not for reading.
   */
  gmailLike?: boolean;
  /**
   * A CA made before (`makeTestCa`) to sign the server's certificate: the browser suite's,
   * which its server trusts through NODE_EXTRA_CA_CERTS. Default: one made for this Dovecot.
   */
  caDir?: string;
}

export const DEFAULT_USER: DovecotUser = { name: 'shopper', password: 'app-password-1234' };

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: 'ignore' });
}

/** A CA (`ca.key`, `ca.pem`) in `dir`, good for `days` (EC keys: quick to make). */
export function makeTestCa(dir: string, days = 2): void {
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'ca.key'], dir);
  openssl(
    [
      'req',
      '-x509',
      '-new',
      '-key',
      'ca.key',
      '-days',
      String(days),
      '-subj',
      '/CN=Dealbox test CA',
      '-out',
      'ca.pem',
    ],
    dir,
  );
}

/** A certificate for localhost and 127.0.0.1 (`server.key`, `server.pem` in `dir`) signed by the CA in `caDir`. */
function makeServerCertificate(dir: string, caDir: string): void {
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'server.key'], dir);
  openssl(
    ['req', '-new', '-key', 'server.key', '-subj', '/CN=localhost', '-out', 'server.csr'],
    dir,
  );
  fs.writeFileSync(
    path.join(dir, 'server.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      path.join(caDir, 'ca.pem'),
      '-CAkey',
      path.join(caDir, 'ca.key'),
      '-CAcreateserial',
      '-CAserial',
      path.join(dir, 'ca.srl'),
      '-days',
      '2',
      '-extfile',
      'server.ext',
      '-out',
      'server.pem',
    ],
    dir,
  );
}

function userIds(name: string): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line)
    throw new Error(`no user ${name} (is dovecot-imapd installed? scripts/ensure-dovecot.sh)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Dovecot exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not listen on ${port}: ${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startDovecot(options: DovecotOptions = {}): Promise<Dovecot> {
  const users = options.users ?? [DEFAULT_USER];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const caDir = options.caDir ?? dir;
  if (!options.caDir) makeTestCa(dir);
  makeServerCertificate(dir, caDir);
  const ca = fs.readFileSync(path.join(caDir, 'ca.pem'), 'utf8');
  const mailRoot = path.join(dir, 'mail');
  fs.mkdirSync(mailRoot);
  const root = process.getuid?.() === 0;
  const mail = root
    ? userIds('nobody')
    : { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  if (root) fs.chownSync(mailRoot, mail.uid, mail.gid);
  const me = os.userInfo().username;
  fs.writeFileSync(
    path.join(dir, 'passwd'),
    users.map((u) => `${u.name}:{PLAIN}${u.password}::::::`).join('\n') + '\n',
    { mode: 0o644 },
  );
  const [port, starttlsPort] = [await freePort(), await freePort()];
  const logFile = path.join(dir, 'dovecot.log');
  const capabilities =
    options.idle === false
      ? 'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT THREAD=REFERENCES MULTIAPPEND UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 CONDSTORE QRESYNC ESEARCH ESORT SEARCHRES WITHIN CONTEXT=SEARCH LIST-STATUS BINARY MOVE LITERAL+'
      : null;
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = dealbox-test-${path.basename(dir)}
log_path = ${logFile}
protocols = imap
listen = 127.0.0.1
default_internal_user = ${root ? 'dovecot' : me}
default_internal_group = ${root ? 'dovecot' : me}
default_login_user = ${root ? 'dovenull' : me}
first_valid_uid = 0
first_valid_gid = 0
ssl = required
ssl_cert = <${dir}/server.pem
ssl_key = <${dir}/server.key
auth_mechanisms = plain login
auth_verbose = yes
auth_failure_delay = 0
mail_location = maildir:${mailRoot}/%u/Maildir
mailbox_idle_check_interval = 1 secs
# Tests and benchmarks: no fsync per message appended.
mail_fsync = never
${capabilities ? `imap_capability = ${capabilities}` : ''}
${options.gmailLike ? 'imap_capability = +X-GM-EXT-1' : ''}
namespace inbox {
  inbox = yes
  separator = /
${options.gmailLike ? '  mailbox "[Gmail]/All Mail" {\n    special_use = \\All\n    auto = create\n  }' : ''}
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mail.uid} gid=${mail.gid} home=${mailRoot}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${starttlsPort}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${port}
    ssl = yes
  }
}
service auth {
  user = ${root ? 'root' : me}
}
`;
  const configFile = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(configFile, config);
  fs.mkdirSync(path.join(dir, 'state'));
  const child = spawn('dovecot', ['-F', '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const log = () => `${stderr}${fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''}`;
  await waitForPort(port, child, log);
  await waitForPort(starttlsPort, child, log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const password = (name: string) => {
    const user = users.find((u) => u.name === name);
    if (!user) throw new Error(`no Dovecot user ${name}`);
    return user.password;
  };
  const client = async (name = users[0]?.name ?? DEFAULT_USER.name) => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: true,
      servername: 'localhost',
      tls: { ca },
      auth: { user: name, pass: password(name) },
      logger: false,
      disableAutoIdle: true,
    });
    imap.on('error', () => {});
    await imap.connect();
    return imap;
  };
  const countLog = (pattern: RegExp) =>
    fs.existsSync(logFile)
      ? fs
          .readFileSync(logFile, 'utf8')
          .split('\n')
          .filter((l) => pattern.test(l)).length
      : 0;

  return {
    host: '127.0.0.1',
    port,
    starttlsPort,
    ca,
    caFile: path.join(caDir, 'ca.pem'),
    dir,
    users,
    client,
    async append(name, folder, messages, options = {}) {
      const setup = await client(name);
      try {
        if (folder !== 'INBOX') await setup.mailboxCreate(folder).catch(() => undefined);
      } finally {
        await setup.logout();
      }
      const connections = Math.max(1, Math.min(options.connections ?? 1, messages.length));
      let next = 0;
      const uids: number[] = [];
      await Promise.all(
        Array.from({ length: connections }, async () => {
          const imap = await client(name);
          try {
            while (next < messages.length) {
              const m = messages[next++] as SeedMessage;
              const raw = Buffer.from(m.raw);
              const appended = await imap.append(folder, raw, m.flags ?? [], m.date ?? new Date());
              if (appended && appended.uid) uids.push(appended.uid);
            }
          } finally {
            await imap.logout();
          }
        }),
      );
      return uids;
    },
    async changeUidValidity(name, folder) {
      const imap = await client(name);
      let current: number;
      try {
        const status = await imap.status(folder, { uidValidity: true });
        current = Number(status ? status.uidValidity : 0);
      } finally {
        await imap.logout();
      }
      const next = current + 1000;
      execFileSync('doveadm', [
        '-c',
        configFile,
        'mailbox',
        'update',
        '-u',
        name,
        '--uid-validity',
        String(next),
        folder,
      ]);
      return next;
    },
    failedLogins: (name) =>
      countLog(new RegExp(`auth: .*\\(${name},.*(Password mismatch|unknown user)`)),
    logins: (name) => countLog(new RegExp(`imap-login: .*Login: user=<${name}>`)),
    sessions: (name) =>
      execFileSync('doveadm', ['-c', configFile, 'who', '-1', name], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.startsWith(`${name} `)).length,
    cpuSeconds: () => processTreeCpuSeconds(child.pid),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** utime + stime of `pid` and its descendants alive now, in seconds (Linux /proc). */
function processTreeCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stats = new Map<number, { parent: number; seconds: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / 100,
      });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const inTree = (candidate: number): boolean => {
    for (let p = candidate, hops = 0; p > 1 && hops < 16; hops++) {
      if (p === pid) return true;
      p = stats.get(p)?.parent ?? 0;
    }
    return false;
  };
  for (const [candidate, { seconds }] of stats) if (inTree(candidate)) total += seconds;
  return total;
}
