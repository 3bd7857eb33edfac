import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailEvent, EmailListPage } from '#shared/email-types.ts';
import { createLogger } from '../logger.ts';
import { readEml } from '../smtp/testing.ts';
import { startTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-databases.ts';
import { IngestService } from './ingest.ts';
import type { EmailProcessor } from './process-pool.ts';

describe.each(testDialects())('ingest: commit first, process after (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
  });
  afterAll(() => t.close());

  const list = async () =>
    (
      await t.request({ method: 'GET', url: '/api/emails', cookie: alice.cookie })
    ).json<EmailListPage>();

  it('keeps a message whose processing was cut short and processes it at the next start', async () => {
    // A process that commits the message, then dies before processing it.
    const stuck: EmailProcessor = {
      process: () => new Promise(() => {}),
      scanOffers: () => new Promise(() => {}),
      close: () => Promise.resolve(),
    };
    const dying = new IngestService({
      database: t.database,
      events: t.events,
      processor: stuck,
      logger: createLogger('silent'),
      mailDomain: t.config.mailDomain,
    });
    const lookup = await dying.lookup('alice+crash@dealbox.test');
    expect(lookup.kind).toBe('local');
    if (lookup.kind !== 'local') return;
    const { emailIds } = await dying.accept({
      raw: readEml('promo-discount-offer.eml'),
      recipients: [lookup.recipient],
    });
    await dying.close(50);

    // Committed, but neither listed nor readable while unprocessed.
    const [id] = emailIds as [string];
    const row = await t.database.db
      .selectFrom('email')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.state).toBe(0);
    expect((await list()).items.map((i) => i.id)).not.toContain(id);
    const early = await t.request({
      method: 'GET',
      url: `/api/emails/${id}`,
      cookie: alice.cookie,
    });
    expect(early.statusCode).toBe(404);

    // The next start resumes it: processed, listed, announced once.
    const events: EmailEvent[] = [];
    const unsubscribe = t.events.subscribe(alice.id, (e) => events.push(e));
    try {
      expect(await t.ingest.resumePending()).toBe(1);
      await t.ingest.idle();
      const detail = await t.request({
        method: 'GET',
        url: `/api/emails/${id}`,
        cookie: alice.cookie,
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<EmailDetail>()).toMatchObject({
        tag: 'crash',
        subject: '20% off your next order',
        offerDraft: { barcodeValue: 'BREW20' },
        offers: [expect.objectContaining({ barcodeValue: 'BREW20' })],
      });
      const [deal] = detail.json<EmailDetail>().offers;
      expect(events).toEqual([
        { type: 'email.created', email: expect.objectContaining({ id, tag: 'crash' }) },
        { type: 'offers.created', emailId: id, offerIds: [deal?.id] },
      ]);
      // A second resume (another process starting) finds nothing to do.
      expect(await t.ingest.resumePending()).toBe(0);
    } finally {
      unsubscribe();
    }
  });

  it('stores a message without its body when processing fails', async () => {
    const failing: EmailProcessor = {
      process: () => Promise.reject(new Error('worker crashed')),
      scanOffers: () => Promise.reject(new Error('worker crashed')),
      close: () => Promise.resolve(),
    };
    const ingest = new IngestService({
      database: t.database,
      events: t.events,
      processor: failing,
      logger: createLogger('silent'),
      mailDomain: t.config.mailDomain,
    });
    const lookup = await ingest.lookup('alice@dealbox.test');
    if (lookup.kind !== 'local') throw new Error('alice is local');
    const { emailIds } = await ingest.accept({
      raw: readEml('plain-text.eml'),
      recipients: [lookup.recipient],
    });
    await ingest.idle();
    await ingest.close();
    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${emailIds[0]}`,
      cookie: alice.cookie,
    });
    expect(detail.json<EmailDetail>()).toMatchObject({
      subject: 'Fresh bread this weekend',
      senderName: 'Bakery Bob',
      bodyHtml: null,
      bodyText: null,
    });
  });
});
