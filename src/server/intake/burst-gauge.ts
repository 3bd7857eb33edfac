/**
 * Tells whether mail is arriving in a burst: more than `ratePerSecond` messages accepted over
 * the last WINDOW_MS (two buckets of half that, so the figure never covers less than half
 * a window). While it does, the intake starts no new processing job, so the SMTP face has
 * the machine's cores to itself (decision 032). `onChange` hears when a burst starts and
 * when it is over (a timer looks again while one lasts, so the end is heard even when no
 * more mail comes); the intake then starts the jobs that waited. A rate of 0 turns it off.
 */

const WINDOW_MS = 200;
const BUCKET_MS = WINDOW_MS / 2;

export class BurstGauge {
  private readonly limit: number;
  private bucketStart = 0;
  private current = 0;
  private previous = 0;
  private timer: NodeJS.Timeout | null = null;
  private wasBursting = false;

  constructor(
    ratePerSecond: number,
    private readonly onChange: (bursting: boolean) => void,
  ) {
    this.limit = (ratePerSecond * WINDOW_MS) / 1000;
  }

  /** One message accepted now. */
  note(): void {
    if (this.limit <= 0) return;
    this.roll();
    this.current++;
    this.check();
  }

  /** True while more than the rate arrived over the last window. */
  get bursting(): boolean {
    if (this.limit <= 0) return false;
    this.roll();
    return this.current + this.previous > this.limit;
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
