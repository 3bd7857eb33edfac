import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/**
 * A real Dealbox process (`node src/server/main.ts`) for benchmarks and tests
 * that need one (a crash with kill -9, a second instance). Run from the repository root.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  httpPort: number;
  smtpPort: number;
  baseUrl: string;
  /** CPU seconds used so far by the process and all its threads (Linux /proc). */
  cpuSeconds(): number;
  /** CPU seconds of its main thread alone (Linux /proc): the event loop's share. */
  mainThreadCpuSeconds(): number;
  /**
   * CPU seconds so far by kind of thread (Linux /proc): the main thread, the processing
   * threads (the only ones in SCHED_IDLE, decision 029) and the rest (V8's platform threads,
   * libuv's pool). Threads that have ended are not counted.
   */
  threadCpuSeconds(): ThreadCpu;
  /** Resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  /** Stops it at once, as a crash or `kill -9` would: nothing runs after. */
  kill(): Promise<void>;
  stop(): Promise<number | null>;
}

export interface ThreadCpu {
  main: number;
  processing: number;
  other: number;
}

export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  ports: { httpPort?: number; smtpPort?: number } = {},
): Promise<ServerProcess> {
  const httpPort = ports.httpPort ?? (await freePort());
  const smtpPort = ports.smtpPort ?? (await freePort());
  // The suite's own DATABASE_URL (CI sets one for the PostgreSQL variants) is not passed on:
  // a process is on PostgreSQL only when its caller says so, or a SQLite test's process
  // would quietly use the shared database.
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, 'src/server/main.ts'], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(httpPort),
      SMTP_PORT: String(smtpPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${httpPort}`;
  // Generous: beside another copy of the suite (load 20 on two cores) a start took over 60 s.
  const deadline = Date.now() + 180_000;
  // A process that does not come up in time is not left running behind the test.
  const giveUp = (message: string) => {
    child.kill('SIGKILL');
    return new Error(message);
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Dealbox exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get(`${baseUrl}/api/config`, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > deadline) throw giveUp('Dealbox did not start in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The SMTP face starts after the HTTP one.
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(smtpPort, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) throw giveUp('SMTP face did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    httpPort,
    smtpPort,
    baseUrl,
    cpuSeconds: () => cpuSecondsOf(`/proc/${child.pid}/stat`),
    mainThreadCpuSeconds: () => cpuSecondsOf(`/proc/${child.pid}/task/${child.pid}/stat`),
    threadCpuSeconds: () => threadCpuOf(child.pid),
    rssMb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
      } catch {
        return Number.NaN;
      }
    },
    kill() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    },
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      });
    },
  };
}

/** The fields of a /proc stat file after the command name (state is [0]); null if gone. */
function statFields(statFile: string): string[] | null {
  try {
    const stat = fs.readFileSync(statFile, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of a /proc stat file, in seconds (NaN where there is no /proc). */
function cpuSecondsOf(statFile: string): number {
  const fields = statFields(statFile);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : Number.NaN;
}

const SCHED_IDLE = 5;

function threadCpuOf(pid: number | undefined): ThreadCpu {
  const out: ThreadCpu = { main: 0, processing: 0, other: 0 };
  let tids: string[];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return { main: Number.NaN, processing: Number.NaN, other: Number.NaN };
  }
  for (const tid of tids) {
    const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
    if (!fields) continue;
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    // policy is field 41 of stat, [38] here.
    const kind =
      tid === String(pid) ? 'main' : Number(fields[38]) === SCHED_IDLE ? 'processing' : 'other';
    out[kind] += seconds;
  }
  return out;
}
