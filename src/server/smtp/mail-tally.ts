/**
 * Mail accepted and refused per UTC day, for the admin page (decision 046). The SMTP face
 * counts in memory and the counts are added to the store (`mail_day`) every `intervalMs` and
 * on close: one write per interval, not one per message, so a flood costs the intake no
 * extra commits. A crash loses at most one interval's counts; the figures are a gauge, not
 * a ledger.
 */

export type AddMailDay = (day: string, accepted: number, refused: number) => Promise<void>;

export interface MailTallyOptions {
  add: AddMailDay;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

export class MailTally {
  private counts = new Map<string, { accepted: number; refused: number }>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: MailTallyOptions) {}

  private bump(kind: 'accepted' | 'refused', n: number) {
    if (n <= 0) return;
    const day = new Date((this.options.now ?? Date.now)()).toISOString().slice(0, 10);
    const entry = this.counts.get(day) ?? { accepted: 0, refused: 0 };
    entry[kind] += n;
    this.counts.set(day, entry);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.intervalMs ?? 10_000).unref();
  }

  accepted(n = 1): void {
    this.bump('accepted', n);
  }

  refused(n = 1): void {
    this.bump('refused', n);
  }

  /** Writes what was counted so far (counts that fail to write are kept for the next try). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const taken = this.counts;
      this.counts = new Map();
      for (const [day, { accepted, refused }] of taken) {
        try {
          await this.options.add(day, accepted, refused);
        } catch (error) {
          const entry = this.counts.get(day) ?? { accepted: 0, refused: 0 };
          entry.accepted += accepted;
          entry.refused += refused;
          this.counts.set(day, entry);
          this.options.onError?.(error);
        }
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
