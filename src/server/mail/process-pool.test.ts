import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createEmailProcessor } from './process-pool.ts';

const message = (n: number) =>
  Buffer.from(
    `From: shop@shop.example\r\nSubject: Sale ${n}\r\n\r\n${'Big sale. '.repeat(20_000)}\r\n`,
  );

describe('mail worker pool', () => {
  it('stops workers left idle (their heap goes with them) and starts them again on demand', async () => {
    const processor = createEmailProcessor({
      workers: 2,
      disconnect: 'off',
      logger: createLogger('silent'),
      workerIdleMs: 500,
    });
    try {
      const first = await Promise.all([
        processor.process(message(1)),
        processor.process(message(2)),
      ]);
      expect(first.map((r) => r.subject)).toEqual(['Sale 1', 'Sale 2']);
      // One or two workers ran them (a second may not have started before the first was done).
      expect(processor.workerCount).toBeGreaterThan(0);
      const deadline = Date.now() + 5000;
      while (processor.workerCount !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(processor.workerCount).toBe(0);
      const again = await processor.process(message(3));
      expect(again.subject).toBe('Sale 3');
      expect(processor.workerCount).toBe(1);
    } finally {
      await processor.close();
    }
  }, 30_000);
});
