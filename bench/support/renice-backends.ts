import { execFile } from 'node:child_process';
import pg from 'pg';

/**
 * The scale scripts run at `nice -n 19` on a shared machine, but the PostgreSQL backends
 * doing their work are the server's processes, at the server's priority. This renices, every
 * few seconds, the backends whose `application_name` starts with `prefix` (the scripts put it
 * in their connection URLs), so the database work they cause yields too. Needs the right to
 * renice the server's processes (root, or the same user); without it, it says so once and
 * stops.
 */
export function reniceBackends(adminUrl: string, prefix: string, everyMs = 3000): () => void {
  const client = new pg.Client({ connectionString: adminUrl });
  const done = new Set<number>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name like $1',
        [`${prefix}%`],
      );
      const fresh = rows.map((r) => r.pid).filter((pid) => !done.has(pid));
      // One at a time: a backend that ended meanwhile fails its own renice only.
      for (const pid of fresh) {
        const ok = await new Promise<boolean>((resolve) =>
          execFile('renice', ['-n', '19', '-p', String(pid)], (error) => resolve(!error)),
        );
        if (!ok && (await alive(pid))) throw new Error(`cannot renice backend ${pid}`);
        done.add(pid);
      }
    } catch (error) {
      console.warn(`[renice] stopped: ${(error as Error).message}`);
      stopped = true;
      return;
    }
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };
  client
    .connect()
    .then(tick)
    .catch((error: unknown) => console.warn(`[renice] ${(error as Error).message}`));
  return () => {
    stopped = true;
    clearTimeout(timer);
    void client.end().catch(() => undefined);
  };
}

function alive(pid: number): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      process.kill(pid, 0);
      resolve(true);
    } catch (error) {
      resolve((error as NodeJS.ErrnoException).code === 'EPERM');
    }
  });
}

/** The URL with `application_name` set (the backends reniceBackends looks for). */
export function withApplicationName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}
