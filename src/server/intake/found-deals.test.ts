import crypto from 'node:crypto';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/api-types.ts';
import type { EmailDetail, EmailEvent, EmailListPage } from '#shared/email-types.ts';
import type { Offer, OfferList } from '#shared/offer-types.ts';
import { PgEventBus } from '../events/pg-event-bus.ts';
import type { Logger } from 'pino';
import { createLogger } from '../logger.ts';
import { captureLogger } from '#test/capture-logger.ts';
import { readEml } from '#test/eml.ts';
import { eventually } from '#test/eventually.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { extractOffers } from '../mail/offers/extract-offers.ts';
import { offerSourceFromEmail } from '../mail/offers/offer-source.ts';
import type { FoundOffer } from '../mail/offers/offer-types.ts';
import { Intake } from './intake.ts';
import { OfferScanner } from './offer-scan.ts';
import { compressRaw } from './raw-message.ts';
import type { ProcessedEmail } from '../mail/process-email.ts';
import { createMailWorkers, type MailWorkers } from './worker-pool.ts';

/**
 * Deals arrive by themselves: the offers found in incoming mail become deals in the
 * recipient's wallet (issue "Deals arrive by themselves"), on both stores.
 */

const PROMO = readEml('promo-discount-offer.eml');

/** The promotion with a Message-ID (the corpus file has none). */
function promo(messageId: string): Buffer {
  return Buffer.concat([Buffer.from(`Message-ID: <${messageId}>\r\n`), PROMO]);
}

/** What the extractor finds in PROMO (its wording is the extractor's own business). */
async function promoOffer(): Promise<FoundOffer> {
  const email = await PostalMime.parse(PROMO, { attachmentEncoding: 'arraybuffer' });
  const [offer] = extractOffers(offerSourceFromEmail(email));
  if (!offer || offer.code !== 'BREW20') throw new Error('the extractor no longer finds BREW20');
  return offer;
}

type OffersCreated = Extract<EmailEvent, { type: 'offers.created' }>;

const found = (overrides: Partial<FoundOffer>): FoundOffer => ({
  storeName: 'Test Store',
  offerTitle: 'A deal',
  discount: null,
  code: null,
  expirationDate: null,
  barcode: null,
  description: null,
  ...overrides,
});

describe.each(testDialects())('deals found in incoming mail (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let brew: FoundOffer;

  beforeAll(async () => {
    brew = await promoOffer();
    t = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
    await t.events.ready();
  });
  afterAll(() => t.close());

  async function deliver(
    raw: Uint8Array,
    usernames: string[],
    intake: Intake = t.intake,
  ): Promise<string[]> {
    const recipients = [];
    for (const name of usernames) {
      const lookup = await t.findRecipient(`${name}@dealbox.test`);
      if (lookup.kind !== 'local') throw new Error(`${name} is not a local user`);
      recipients.push(lookup.recipient);
    }
    const { emailIds } = await intake.accept({ raw, recipients });
    await intake.idle();
    return emailIds;
  }

  async function detail(user: TestUser, id: string): Promise<EmailDetail> {
    const response = await t.request({
      method: 'GET',
      url: `/api/emails/${id}`,
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmailDetail>();
  }

  async function wallet(user: TestUser): Promise<Offer[]> {
    const response = await t.request({ method: 'GET', url: '/api/offers', cookie: user.cookie });
    return response.json<OfferList>().items;
  }

  async function setAutoAdd(user: TestUser, autoAddDeals: boolean): Promise<Profile> {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/profile/settings',
      cookie: user.cookie,
      payload: { autoAddDeals },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Profile>();
  }

  /** An intake whose workers run the real processing, then change what it found. */
  function intakeWith(
    change: (result: ProcessedEmail) => Partial<ProcessedEmail>,
    logger: Logger = createLogger('silent'),
  ): Intake {
    const real = createMailWorkers({
      threads: 0,
      disconnect: t.config.trackersDisconnect,
      logger,
    });
    const workers: MailWorkers = {
      threads: 0,
      async process(raw, options) {
        const result = await real.process(raw, options);
        return { ...result, ...change(result) };
      },
      sanitizeBody: (raw, options) => real.sanitizeBody(raw, options),
      scanOffers: (raw, options) => real.scanOffers(raw, options),
      close: () => real.close(),
    };
    return new Intake({ database: t.database, events: t.events, workers, logger });
  }

  it('puts the deal of a delivered promotion in the wallet, linked both ways, and announces it', async () => {
    const events: EmailEvent[] = [];
    const unsubscribe = t.events.subscribe(alice.id, (e) => events.push(e));
    try {
      const [emailId] = (await deliver(promo('brew-1@coffee.example'), ['alice'])) as [string];
      const email = await detail(alice, emailId);
      expect(email.offers).toEqual([
        {
          id: expect.any(String),
          storeName: 'Coffee Corner',
          offerTitle: brew.offerTitle,
          discount: brew.discount,
          barcodeValue: 'BREW20',
          barcodeType: 'CODE128',
          expirationDate: '2026-04-30',
        },
      ]);
      expect(email.offerDraft).toMatchObject({
        storeName: 'Coffee Corner',
        barcodeValue: 'BREW20',
      });
      const dealId = email.offers[0]?.id as string;

      const offer = (await wallet(alice)).find((o) => o.id === dealId);
      expect(offer).toMatchObject({
        emailId,
        storeName: 'Coffee Corner',
        description: brew.description,
        status: 'active',
        isSaved: false,
      });
      const single = await t.request({
        method: 'GET',
        url: `/api/offers/${dealId}`,
        cookie: alice.cookie,
      });
      expect(single.json<Offer>().emailId).toBe(emailId);

      await eventually(() => events.find((e) => e.type === 'offers.created'));
      expect(events.map((e) => e.type)).toEqual([
        'email.created',
        'email.processed',
        'offers.created',
      ]);
      expect(events[2]).toEqual({ type: 'offers.created', emailId, offerIds: [dealId] });
      // Bob's wallet is untouched.
      expect((await wallet(bob)).map((o) => o.id)).not.toContain(dealId);
    } finally {
      unsubscribe();
    }
  });

  it('adds the deals of a message delivered twice (same Message-ID) once', async () => {
    const raw = promo('brew-twice@coffee.example');
    const [first] = (await deliver(raw, ['alice'])) as [string];
    // A sender's retry is the same email.
    expect(await deliver(raw, ['alice'])).toEqual([first]);
    // Days later too (the same message through another door, a folder read again): a
    // Message-ID is stored once per person, whatever its date (decision 052).
    await t.database.db
      .updateTable('email')
      .set({ received_at: Date.now() - 2 * 24 * 60 * 60 * 1000 })
      .where('id', '=', first)
      .execute();
    expect(await deliver(raw, ['alice'])).toEqual([first]);
    const deals = (await wallet(alice)).filter((o) => o.emailId === first);
    expect(deals).toHaveLength(1);
    expect(deals[0]?.barcodeValue).toBe('BREW20');
  });

  it('gives each recipient their own deals', async () => {
    const [aliceEmail, bobEmail] = (await deliver(promo('brew-both@coffee.example'), [
      'alice',
      'bob',
    ])) as [string, string];
    const aliceDeals = (await wallet(alice)).filter((o) => o.emailId === aliceEmail);
    const bobDeals = (await wallet(bob)).filter((o) => o.emailId === bobEmail);
    expect(aliceDeals).toHaveLength(1);
    expect(bobDeals).toHaveLength(1);
    expect(aliceDeals[0]?.id).not.toBe(bobDeals[0]?.id);
    // Each sees only their own, from either side.
    expect((await detail(bob, bobEmail)).offers.map((o) => o.id)).toEqual([bobDeals[0]?.id]);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/offers/${aliceDeals[0]?.id}`,
      cookie: bob.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('adds nothing when the user turned automatic deals off, and still offers the draft', async () => {
    const carol = await t.signUp({ username: 'carol' });
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie: carol.cookie });
    expect(profile.json<Profile>().autoAddDeals).toBe(true);
    expect((await setAutoAdd(carol, false)).autoAddDeals).toBe(false);
    const events: EmailEvent[] = [];
    const unsubscribe = t.events.subscribe(carol.id, (e) => events.push(e));
    try {
      const [emailId] = (await deliver(promo('brew-off@coffee.example'), ['carol'])) as [string];
      const email = await detail(carol, emailId);
      expect(email.offers).toEqual([]);
      expect(email.offerDraft).toEqual({
        storeName: 'Coffee Corner',
        offerTitle: brew.offerTitle,
        discount: brew.discount,
        description: brew.description,
        barcodeValue: 'BREW20',
        expirationDate: '2026-04-30',
      });
      expect(await wallet(carol)).toEqual([]);
      await eventually(() => events.find((e) => e.type === 'email.created'));
      expect(events.some((e) => e.type === 'offers.created')).toBe(false);

      // On again: the next promotion adds its deal.
      expect((await setAutoAdd(carol, true)).autoAddDeals).toBe(true);
      const [next] = (await deliver(promo('brew-on@coffee.example'), ['carol'])) as [string];
      expect((await detail(carol, next)).offers).toHaveLength(1);
    } finally {
      unsubscribe();
    }
  });

  it('keeps the deal when its email is deleted', async () => {
    const [emailId] = (await deliver(promo('brew-delete@coffee.example'), ['alice'])) as [string];
    const dealId = (await detail(alice, emailId)).offers[0]?.id as string;
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/emails/${emailId}`,
      cookie: alice.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    const offer = await t.request({
      method: 'GET',
      url: `/api/offers/${dealId}`,
      cookie: alice.cookie,
    });
    expect(offer.statusCode).toBe(200);
    // The deal stays, as it was; its link to the email that is gone is cleared (decision 044).
    expect(offer.json<Offer>()).toMatchObject({
      id: dealId,
      emailId: null,
      barcodeValue: 'BREW20',
    });
  });

  it("lists on the deal's page every email that carried its code, for its owner alone", async () => {
    const carol = await t.signUp({ username: 'carol_pages' });
    const dave = await t.signUp({ username: 'dave_pages' });
    const as = (
      user: TestUser,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => t.request({ method, url, cookie: user.cookie, ...(payload ? { payload } : {}) });
    // A welcome, a reminder and a last chance: one store, one code, three emails.
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(...(await deliver(promo(`brew-again-${n}@coffee.example`), ['carol_pages'])));
    }
    const deals = (await wallet(carol)).filter((o) => o.barcodeValue === 'BREW20');
    expect(deals).toHaveLength(1);
    const dealId = deals[0]!.id;
    const subjects = await Promise.all(ids.map(async (id) => (await detail(carol, id)).subject));

    const page = (await as(carol, 'GET', `/api/offers/${dealId}`)).json<Offer>();
    expect(page.emails?.map((e) => e.id)).toEqual(ids);
    expect(page.emails?.[0]).toEqual({
      id: ids[0],
      subject: subjects[0],
      senderName: expect.any(String),
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // An email deleted since drops out of the list; the deal stays.
    expect((await as(carol, 'DELETE', `/api/emails/${ids[1]}`)).statusCode).toBe(204);
    const after = (await as(carol, 'GET', `/api/offers/${dealId}`)).json<Offer>();
    expect(after.emails?.map((e) => e.id)).toEqual([ids[0], ids[2]]);

    // Shared with a household, the deal is the member's to see, its mail is not.
    expect((await as(carol, 'POST', '/api/household', { name: 'Carols' })).statusCode).toBe(201);
    await as(carol, 'POST', '/api/household/invites', { username: 'dave_pages' });
    const { invites } = (await as(dave, 'GET', '/api/household')).json<{
      invites: { id: string }[];
    }>();
    expect(
      (await as(dave, 'POST', `/api/household/invites/${invites[0]!.id}/accept`)).statusCode,
    ).toBe(200);
    expect((await as(carol, 'PUT', `/api/offers/${dealId}/share`)).statusCode).toBe(200);
    const seen = await as(dave, 'GET', `/api/offers/${dealId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Offer>().emails).toBeUndefined();
    expect(seen.body).not.toContain(ids[0]);
    // And a stranger is told there is no such deal.
    expect((await as(bob, 'GET', `/api/offers/${dealId}`)).statusCode).toBe(404);
  });

  it('stores every found deal in its order, with codes a barcode can draw', async () => {
    const dave = await t.signUp({ username: 'dave' });
    const offers: FoundOffer[] = [
      found({
        offerTitle: 'Ten off',
        discount: '$10 off',
        code: 'SAVE10',
        expirationDate: '2031-01-31',
      }),
      found({ offerTitle: 'Coupon', barcode: { value: '590123412345', format: 'EAN13' } }),
      found({ offerTitle: 'Show this email', discount: 'free shipping' }),
      found({ offerTitle: 'Umlaut code', code: 'ÜBER-RABATT' }),
      found({
        offerTitle: 'Bad barcode',
        code: 'FALLBACK1',
        barcode: { value: '123', format: 'EAN13' },
      }),
      found({
        storeName: `  ${'S'.repeat(200)}  `,
        offerTitle: '',
        discount: '15% off',
        description: 'x'.repeat(3000),
        expirationDate: '31/01/2031',
      }),
    ];
    const intake = intakeWith(() => ({ offers }));
    try {
      const [emailId] = (await deliver(promo('many@store.example'), ['dave'], intake)) as [string];
      const email = await detail(dave, emailId);
      expect(email.offers.map((o) => [o.offerTitle, o.barcodeValue, o.barcodeType])).toEqual([
        ['Ten off', 'SAVE10', 'CODE128'],
        ['Coupon', '5901234123457', 'EAN13'], // check digit added, as the form does
        ['Show this email', '', 'CODE128'], // no code needed
        ['Umlaut code', '', 'CODE128'], // CODE128 cannot draw it
        ['Bad barcode', 'FALLBACK1', 'CODE128'],
        ['15% off', '', 'CODE128'], // no title: the discount
      ]);
      expect(email.offers[0]).toMatchObject({ discount: '$10 off', expirationDate: '2031-01-31' });
      const last = (await wallet(dave)).find((o) => o.id === email.offers[5]?.id);
      expect(last?.storeName).toBe('S'.repeat(120));
      expect(last?.description).toHaveLength(2000);
      expect(last?.expirationDate).toBeNull();
      expect(email.offerDraft).toMatchObject({ offerTitle: 'Ten off', barcodeValue: 'SAVE10' });
    } finally {
      await intake.close();
    }
  });

  it('keeps and lists an email whose offer extraction failed, and logs why', async () => {
    const { logger, lines } = captureLogger();
    const intake = intakeWith(
      () => ({ offers: [], extractionError: 'extractor exploded' }),
      logger,
    );
    try {
      const [emailId] = (await deliver(promo('boom@coffee.example'), ['bob'], intake)) as [string];
      const list = await t.request({ method: 'GET', url: '/api/emails', cookie: bob.cookie });
      expect(list.json<EmailListPage>().items.map((i) => i.id)).toContain(emailId);
      const email = await detail(bob, emailId);
      expect(email).toMatchObject({
        subject: '20% off your next order',
        offers: [],
        offerDraft: null,
      });
      expect(email.hasHtmlBody).toBe(true);
      const body = await t.request({
        method: 'GET',
        url: `/api/emails/${emailId}/body`,
        cookie: bob.cookie,
      });
      expect(body.body).toContain('Your coffee, 20% cheaper');
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          emailId,
          reason: 'extractor exploded',
          msg: 'offer extraction failed',
        }),
      );
    } finally {
      await intake.close();
    }
  });

  describe('the scan of mail stored before extraction', () => {
    const OLD_OFFER_JSON = JSON.stringify({
      discountCode: 'BREW20',
      description: '20% off your next order',
      discount: '20% OFF',
      expirationDate: '2026-04-30',
      storeName: 'Coffee Corner',
    });

    /** An email as an older version left it: processed, old offer_json, never scanned. */
    async function storeOld(userId: string, raw: Buffer, receivedAt = Date.now()): Promise<string> {
      const id = crypto.randomUUID();
      await t.database.transaction(async (tx) => {
        await tx.emails.insertEmails([
          {
            id,
            userId,
            receivedAt,
            senderName: 'Coffee Corner',
            senderEmail: 'hello@coffeecorner.example',
            subject: '20% off your next order',
            tag: null,
            messageId: null,
            raw: await compressRaw(raw),
            rawSize: raw.length,
          },
        ]);
        await tx.emails.markProcessed(id, {
          htmlPending: true,
          bodyText: null,
          attachments: [],
          offers: [],
          searchText: '20% off',
          preview: '20% off',
        });
        await tx.db
          .updateTable('email')
          .set({ offers_scanned: 0, offer_json: OLD_OFFER_JSON })
          .where('id', '=', id)
          .execute();
      });
      return id;
    }

    async function scannedFlag(id: string): Promise<number | undefined> {
      const row = await t.database.db
        .selectFrom('email')
        .select('offers_scanned')
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.offers_scanned);
    }

    function secondProcessScanner(): OfferScanner {
      return new OfferScanner({
        database: t.database,
        events: t.events,
        workers: createMailWorkers({
          threads: 0,
          disconnect: t.config.trackersDisconnect,
          logger: createLogger('silent'),
        }),
        logger: createLogger('silent'),
        pauseMs: 0,
        batchSize: 2,
      });
    }

    it('reads the old stored shape until the scan runs', async () => {
      const id = await storeOld(alice.id, promo('old-shape@coffee.example'));
      const email = await detail(alice, id);
      expect(email.offers).toEqual([]);
      expect(email.offerDraft).toEqual({
        storeName: 'Coffee Corner',
        offerTitle: '20% off your next order',
        discount: '20% OFF',
        description: '20% off your next order',
        barcodeValue: 'BREW20',
        expirationDate: '2026-04-30',
      });
      await t.offerScan.run();
      expect(await scannedFlag(id)).toBe(1);
    });

    it('scans each old email once, adds deals for users with the setting on, and announces them', async () => {
      const erin = await t.signUp({ username: 'erin' });
      const frank = await t.signUp({ username: 'frank' });
      await setAutoAdd(frank, false);
      const base = Date.now() - 60_000;
      const erinPromo = await storeOld(erin.id, promo('scan-1@coffee.example'), base);
      const erinPlain = await storeOld(erin.id, readEml('plain-text.eml'), base + 1);
      const erinTwice = await storeOld(erin.id, promo('scan-1@coffee.example'), base + 2);
      const frankPromo = await storeOld(frank.id, promo('scan-1@coffee.example'), base + 3);
      const events: EmailEvent[] = [];
      const unsubscribe = t.events.subscribe(erin.id, (e) => events.push(e));
      try {
        // Two processes scanning at once (the second with a processor of its own).
        const other = secondProcessScanner();
        const results = await Promise.all([t.offerScan.run(), other.run()]);
        expect(results.reduce((n, r) => n + r.scanned, 0)).toBe(4);
        expect(results.reduce((n, r) => n + r.deals, 0)).toBe(1);
        for (const id of [erinPromo, erinPlain, erinTwice, frankPromo]) {
          expect(await scannedFlag(id)).toBe(1);
        }

        const deals = await wallet(erin);
        expect(deals).toHaveLength(1);
        expect(deals[0]).toMatchObject({ emailId: erinPromo, barcodeValue: 'BREW20' });
        const scanned = await detail(erin, erinPromo);
        expect(scanned.offers.map((o) => o.id)).toEqual([deals[0]?.id]);
        // offer_json now holds what the extractor found.
        expect(scanned.offerDraft).toMatchObject({
          offerTitle: brew.offerTitle,
          discount: brew.discount,
        });
        expect((await detail(erin, erinTwice)).offers).toEqual([]);

        expect(await wallet(frank)).toEqual([]);
        expect((await detail(frank, frankPromo)).offerDraft).toMatchObject({
          barcodeValue: 'BREW20',
          offerTitle: brew.offerTitle,
        });

        await eventually(() => events.find((e) => e.type === 'offers.created'));
        expect(events.filter((e) => e.type === 'offers.created')).toEqual([
          { type: 'offers.created', emailId: erinPromo, offerIds: [deals[0]?.id] },
        ]);

        // A second run (the next start) finds nothing left.
        expect(await t.offerScan.run()).toEqual({ scanned: 0, deals: 0 });
        expect(await wallet(erin)).toHaveLength(1);
      } finally {
        unsubscribe();
      }
    });

    it('stops promptly when asked and leaves the rest for the next run', async () => {
      const gina = await t.signUp({ username: 'gina' });
      const base = Date.now() - 30_000;
      const first = await storeOld(gina.id, promo('stop-1@coffee.example'), base);
      const second = await storeOld(gina.id, promo('stop-2@coffee.example'), base + 1);
      const slow = new OfferScanner({
        database: t.database,
        events: t.events,
        workers: createMailWorkers({
          threads: 0,
          disconnect: t.config.trackersDisconnect,
          logger: createLogger('silent'),
        }),
        logger: createLogger('silent'),
        batchSize: 1,
        pauseMs: 60_000,
      });
      const running = slow.run();
      await eventually(async () => ((await scannedFlag(first)) === 1 ? true : undefined));
      const started = Date.now();
      await slow.stop();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await running).toEqual({ scanned: 1, deals: 1 });
      expect(await scannedFlag(second)).toBe(0);

      // The second mail carries the same store's same code: it updates the one deal (issue 45).
      expect(await t.offerScan.run()).toEqual({ scanned: 1, deals: 0 });
      expect((await wallet(gina)).map((o) => o.emailId)).toEqual([second]);
    });
  });

  describe('PATCH /api/profile/settings', () => {
    it('needs a session', async () => {
      const response = await t.request({
        method: 'PATCH',
        url: '/api/profile/settings',
        payload: { autoAddDeals: false },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    });

    it.each([
      ['an empty object', {}],
      ['a string', { autoAddDeals: 'false' }],
      ['null', { autoAddDeals: null }],
      ['a number', { autoAddDeals: 0 }],
      ['an unknown setting', { autoAddDeals: true, darkMode: true }],
      ['an array', [true]],
    ])('answers 400 for %s', async (_name, payload) => {
      const response = await t.request({
        method: 'PATCH',
        url: '/api/profile/settings',
        cookie: alice.cookie,
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 400, detail: expect.any(String) });
    });

    it('changes the setting and answers the profile', async () => {
      const profile = await setAutoAdd(bob, false);
      expect(profile).toMatchObject({ id: bob.id, username: 'bob', autoAddDeals: false });
      const read = await t.request({ method: 'GET', url: '/api/profile', cookie: bob.cookie });
      expect(read.json<Profile>().autoAddDeals).toBe(false);
      expect((await setAutoAdd(bob, true)).autoAddDeals).toBe(true);
      // Alice's own setting never moved.
      const other = await t.request({ method: 'GET', url: '/api/profile', cookie: alice.cookie });
      expect(other.json<Profile>().autoAddDeals).toBe(true);
    });
  });

  // Only PostgreSQL has more than one process (SQLite's bus is in memory): not a skip, no test.
  if (dialect === 'postgres') {
    it('carries offers.created to other processes', async () => {
      const other = new PgEventBus({
        connectionString: t.testDatabase.databaseUrl as string,
        db: t.database.db,
        logger: createLogger('silent'),
      });
      try {
        await other.ready();
        const received: EmailEvent[] = [];
        other.subscribe(alice.id, (e) => received.push(e));
        const event: OffersCreated = {
          type: 'offers.created',
          emailId: crypto.randomUUID(),
          offerIds: [crypto.randomUUID(), crypto.randomUUID()],
        };
        await t.events.publish(alice.id, event);
        await eventually(() => (received.length ? true : undefined));
        expect(received).toEqual([event]);
      } finally {
        await other.close();
      }
    });
  }
});
