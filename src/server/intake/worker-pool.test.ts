import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { readEml } from '../smtp/testing.ts';
import { createMailWorkers, WorkersClosedError } from './worker-pool.ts';

describe('the mail worker pool (piscina, real threads)', () => {
  const workers = createMailWorkers({
    threads: 2,
    disconnect: 'off',
    logger: createLogger('silent'),
  });
  afterAll(() => workers.close());

  it('processes messages in worker threads, two at a time', async () => {
    const raw = readEml('promo-discount-offer.eml');
    const [a, b] = await Promise.all([workers.process(raw), workers.process(raw)]);
    expect(a.bodyHtml).toContain('Your coffee, 20% cheaper');
    expect(a.offers[0]).toMatchObject({ code: 'BREW20' });
    expect(b).toEqual(a);
    const scan = await workers.scanOffers(raw);
    expect(scan.offers).toEqual(a.offers);
  });

  it('refuses work once closed', async () => {
    const closing = createMailWorkers({
      threads: 1,
      disconnect: 'off',
      logger: createLogger('silent'),
    });
    await closing.close();
    await expect(closing.process(readEml('plain-text.eml'))).rejects.toBeInstanceOf(
      WorkersClosedError,
    );
  });
});
