import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Moves the calling thread into Linux's SCHED_IDLE class (decision 029): it runs only on CPU
 * time no ordinary thread wants, and an ordinary thread that wakes takes the CPU from it at
 * once. The processing workers use it so that the SMTP face's thread never waits for a CPU
 * a worker holds; with nice +10 alone it waited about a third of a flood.
 *
 * Node has no `sched_setscheduler`, so this runs util-linux's `chrt` on the thread's own id
 * (`/proc/thread-self`). A thread may always lower itself to SCHED_IDLE, no privilege needed.
 * Resolves false where that cannot be done (not Linux, no `chrt`): the thread keeps the nice
 * value it has.
 */
export async function lowerToIdlePriority(): Promise<boolean> {
  if (process.platform !== 'linux') return false;
  try {
    const tid = path.basename(fs.readlinkSync('/proc/thread-self'));
    await run('chrt', ['--idle', '--pid', '0', tid], { timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}
