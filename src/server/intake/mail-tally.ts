import type { Door } from '#shared/mail-doors.ts';
import type { DoorCounts } from './acceptor.ts';

/**
 * Mail accepted and refused per UTC day and per door, for the admin page (decision 046). The
 * acceptor counts in memory and the counts are added to the store (`mail_day` and
 * `mail_door_day`) every `intervalMs` and on close: one write per interval, not one per
 * message, so a flood costs the intake no extra commits. A crash loses at most one interval's
 * counts; the figures are a gauge, not a ledger.
 */

export type AddMailDay = (
  day: string,
  door: Door,
  accepted: number,
  refused: number,
) => Promise<void>;

export interface MailTallyOptions {
  add: AddMailDay;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

interface Counts {
  day: string;
  door: Door;
  accepted: number;
  refused: number;
}

export class MailTally implements DoorCounts {
  private counts = new Map<string, Counts>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  private readonly options: MailTallyOptions;

  constructor(options: MailTallyOptions) {
    this.options = options;
  }

  private entry(day: string, door: Door): Counts {
    const key = `${day} ${door}`;
    let entry = this.counts.get(key);
    if (!entry) this.counts.set(key, (entry = { day, door, accepted: 0, refused: 0 }));
    return entry;
  }

  private bump(door: Door, kind: 'accepted' | 'refused', n: number) {
    if (n <= 0) return;
    const day = new Date((this.options.now ?? Date.now)()).toISOString().slice(0, 10);
    this.entry(day, door)[kind] += n;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.intervalMs ?? 10_000).unref();
  }

  accepted(door: Door, n = 1): void {
    this.bump(door, 'accepted', n);
  }

  refused(door: Door, n = 1): void {
    this.bump(door, 'refused', n);
  }

  /** Writes what was counted so far (counts that fail to write are kept for the next try). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const taken = [...this.counts.values()];
      this.counts = new Map();
      for (const { day, door, accepted, refused } of taken) {
        try {
          await this.options.add(day, door, accepted, refused);
        } catch (error) {
          const entry = this.entry(day, door);
          entry.accepted += accepted;
          entry.refused += refused;
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
