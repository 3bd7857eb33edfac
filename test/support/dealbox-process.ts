import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DealboxProcess {
  child: ChildProcess;
  url: string;
  /** The port its SMTP face listens on. */
  smtpPort: number;
  /** Every JSON log line it printed. */
  logs: Array<Record<string, unknown>>;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node src/server/main.ts` (what `npm run serve` runs) in `cwd`, this
 * checkout by default; resolves once it logs 'Dealbox is up'. `env` is added to this
 * process's environment, and a key set to `undefined` is left out.
 */
export function startDealboxProcess(
  env: Record<string, string | undefined>,
  cwd = root,
): Promise<DealboxProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    // Generous: a loaded CI machine has taken tens of seconds to start a process.
    const timer = setTimeout(() => reject(new Error('Dealbox did not start in 90 s')), 90_000);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => reject(new Error(`Dealbox exited with ${code}: ${stderr}`)));
    readline
      .createInterface({ input: child.stdout as NodeJS.ReadableStream })
      .on('line', (line) => {
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          return;
        }
        logs.push(entry);
        if (entry.msg === 'Dealbox is up' && typeof entry.listening === 'string') {
          clearTimeout(timer);
          resolve({
            child,
            url: entry.listening,
            smtpPort: Number(entry.smtpPort),
            logs,
            stop() {
              if (child.exitCode === null) child.kill('SIGTERM');
              return exited;
            },
          });
        }
      });
  });
}
