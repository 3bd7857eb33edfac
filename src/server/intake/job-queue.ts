/**
 * The intake's one job queue: the work owed after a 250, run `concurrency` at a time (one
 * job per worker thread). Two levels: new mail first; background work (the offer scan of
 * older mail) only when no new mail waits, so it delays new mail by at most the background
 * jobs already running.
 *
 * `backlog` counts new-mail jobs waiting or running: the SMTP face slows senders when it is
 * too high (./intake.ts). While `paused()` is true no job starts (those running go on);
 * call `resume()` when it turns false. A job never throws out of here: it handles its own
 * failures.
 */

export type JobPriority = 'new-mail' | 'background';

type Job = () => Promise<void>;

export class JobQueue {
  private readonly newMail: Job[] = [];
  private readonly background: Job[] = [];
  private activeNewMail = 0;
  private active = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly paused: () => boolean = () => false,
  ) {}

  /** Starts what waited while the queue was paused. */
  resume(): void {
    this.pump();
  }

  push(job: Job, priority: JobPriority = 'new-mail'): void {
    (priority === 'new-mail' ? this.newMail : this.background).push(job);
    this.pump();
  }

  /** Runs `work` as a job and resolves with its result (the offer scan waits on each). */
  run<T>(work: () => Promise<T>, priority: JobPriority): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.push(() => work().then(resolve, reject), priority);
    });
  }

  /** New-mail jobs waiting or running. */
  get backlog(): number {
    return this.newMail.length + this.activeNewMail;
  }

  /** True when a new-mail job pushed now starts at once (no new mail waits, a slot is free). */
  get startsNow(): boolean {
    return this.newMail.length === 0 && this.active < this.concurrency && !this.paused();
  }

  /** Forgets the jobs not started (the process is stopping; their mail stays pending). */
  clear(): void {
    this.newMail.length = 0;
    this.background.length = 0;
    this.settle();
  }

  /** Resolves when nothing waits or runs. */
  idle(): Promise<void> {
    if (this.active === 0 && this.newMail.length + this.background.length === 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.active < this.concurrency && !this.paused()) {
      const isNew = this.newMail.length > 0;
      const job = isNew ? this.newMail.shift() : this.background.shift();
      if (!job) break;
      this.active++;
      if (isNew) this.activeNewMail++;
      void job()
        .catch(() => {})
        .finally(() => {
          this.active--;
          if (isNew) this.activeNewMail--;
          this.pump();
          this.settle();
        });
    }
  }

  private settle(): void {
    if (this.active === 0 && this.newMail.length + this.background.length === 0) {
      for (const waiter of this.idleWaiters.splice(0)) waiter();
    }
  }
}
