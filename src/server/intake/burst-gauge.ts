/**
 * Tells whether mail is arriving in a burst: more than `ratePerSecond` messages a second
 * accepted over the span the two buckets cover (the one under way and the one before it:
 * 100 to 200 ms). The rate, not the count: a count held to a whole window's limit let
 * processing start in the first third of every bucket of a flood at 600 msg/s. While it does, the intake starts no new processing job, so the SMTP face has
 * the machine's cores to itself (decision 032). `onChange` hears when a burst starts and
 * when it is over (a timer looks again while one lasts, so the end is heard even when no
 * more mail comes); the intake then starts the jobs that waited. A rate of 0 turns it off.
 */

const WINDOW_MS = 200;
const BUCKET_MS = WINDOW_MS / 2;

export class BurstGauge {
  private readonly rate: number;
  private bucketStart = 0;
  private current = 0;
  private previous = 0;
  private timer: NodeJS.Timeout | null = null;
  private wasBursting = false;

  private readonly onChange: (bursting: boolean) => void;

  constructor(ratePerSecond: number, onChange: (bursting: boolean) => void) {
    this.onChange = onChange;
    this.rate = ratePerSecond;
  }

  /** One message accepted now. */
  note(): void {
    if (this.rate <= 0) return;
    this.roll();
    this.current++;
    this.check();
  }

  /** True while mail arrived faster than the rate over the buckets' span. */
  get bursting(): boolean {
    if (this.rate <= 0) return false;
    this.roll();
    const spanMs = BUCKET_MS + (Date.now() - this.bucketStart);
    return (this.current + this.previous) * 1000 > this.rate * spanMs;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private roll(): void {
    const elapsed = Date.now() - this.bucketStart;
    if (elapsed < BUCKET_MS) return;
    this.previous = elapsed < 2 * BUCKET_MS ? this.current : 0;
    this.current = 0;
    this.bucketStart += elapsed - (elapsed % BUCKET_MS);
  }

  /** Reports a change, and looks again a bucket later while a burst lasts. */
  private check(): void {
    const bursting = this.bursting;
    if (bursting !== this.wasBursting) {
      this.wasBursting = bursting;
      this.onChange(bursting);
    }
    if (bursting && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.check();
      }, BUCKET_MS);
      this.timer.unref();
    }
  }
}
