import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailEvent } from '#shared/email-types.ts';
import type { HouseholdState } from '#shared/household-types.ts';
import type { Offer } from '#shared/offer-types.ts';
import { eventually } from '#test/eventually.ts';
import { startTestApp, type TestApp } from '#test/test-app.ts';
import { createLogger } from '../logger.ts';
import { PgEventBus } from './pg-event-bus.ts';

/**
 * Sharing across instances on one PostgreSQL: a used mark made through instance A (the test
 * app) reaches a member subscribed on instance B (a second bus LISTENing on the same
 * database, as a second process's is).
 */
if (!process.env.DATABASE_URL) {
  console.warn('[tests] household events across instances skipped: DATABASE_URL is unset.');
}

describe.skipIf(!process.env.DATABASE_URL)('household events across instances', () => {
  let a: TestApp;
  let b: PgEventBus;

  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = new PgEventBus({
      connectionString: a.testDatabase.databaseUrl as string,
      db: a.database.db,
      logger: createLogger('silent'),
    });
    await Promise.all([a.events.ready(), b.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a member's stream on instance B hears the used mark made on instance A", async () => {
    const sam = await a.signUp({ username: 'across_sam' });
    const alex = await a.signUp({ username: 'across_alex' });
    const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      a.request({ method, url, cookie, ...(payload ? { payload } : {}) });
    await as(sam.cookie, 'POST', '/api/household', { name: 'Across' });
    await as(sam.cookie, 'POST', '/api/household/invites', { username: alex.username });
    const invite = (await as(alex.cookie, 'GET', '/api/household')).json<HouseholdState>()
      .invites[0]!;
    await as(alex.cookie, 'POST', `/api/household/invites/${invite.id}/accept`);
    const deal = (
      await as(sam.cookie, 'POST', '/api/offers', {
        storeName: 'Two Towns',
        offerTitle: 'Across',
        barcodeValue: 'ACROSS',
      })
    ).json<Offer>();
    await as(sam.cookie, 'PUT', `/api/offers/${deal.id}/share`);

    const heardOnB: EmailEvent[] = [];
    const stop = b.subscribe(sam.id, (event) => heardOnB.push(event));
    try {
      const used = await as(alex.cookie, 'POST', `/api/offers/${deal.id}/use`);
      expect(used.statusCode, used.body).toBe(200);
      const event = await eventually(() =>
        heardOnB.find((e) => e.type === 'offers.changed' && e.offerIds.includes(deal.id)),
      );
      expect(event).toEqual({ type: 'offers.changed', offerIds: [deal.id] });
    } finally {
      stop();
    }
  });
});
