import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailListPage } from '#shared/email-types.ts';
import type { FoundOffer } from '#shared/found-offer.ts';
import type { OfferList } from '#shared/offer-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * MAIL_RETENTION_DAYS (decision 046): the instance's default for every user who set no tidy
 * rule of their own, run by the app's own tidy job (`dealbox.tidy`, wired in
 * create-dealbox.ts): old mail goes, its deals stay; a user's own rule and a store's 'keep'
 * still win.
 */

const DAY = 86_400_000;
const SHOP = { name: 'Harbor & Pine', email: 'news@harbor-pine.example' };

describe.each(testDialects())('mail retention on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function mail(user: TestUser, receivedAt: number, code?: string): Promise<string> {
    const id = randomUUID();
    await t!.database.transaction((tx) =>
      tx.emails.insertEmails([
        {
          id,
          userId: user.id,
          receivedAt,
          senderName: SHOP.name,
          senderEmail: SHOP.email,
          subject: `Mail ${id}`,
          tag: null,
          messageId: null,
          raw: new Uint8Array([1, 2, 3]),
          rawSize: 3,
        },
      ]),
    );
    await t!.database.emails.markProcessed(id, {
      htmlPending: false,
      bodyText: 'hello',
      attachments: [],
      offers: [],
      searchText: 'hello',
      preview: 'hello',
    });
    if (code) {
      const offer: FoundOffer = {
        storeName: SHOP.name,
        offerTitle: `Deal ${code}`,
        discount: '20%',
        code,
        expirationDate: null,
        barcode: null,
        description: null,
      };
      await t!.database.offers.insertFoundOffers({
        userId: user.id,
        emailId: id,
        messageId: null,
        offers: [offer],
        senderName: SHOP.name,
        senderEmail: SHOP.email,
        subject: 'A deal',
      });
    }
    return id;
  }

  async function inbox(user: TestUser): Promise<string[]> {
    const page = await t!.request({
      method: 'GET',
      url: '/api/emails?limit=100',
      cookie: user.cookie,
    });
    expect(page.statusCode).toBe(200);
    return page.json<EmailListPage>().items.map((e) => e.id);
  }
  async function deals(user: TestUser): Promise<string[]> {
    const page = await t!.request({ method: 'GET', url: '/api/offers', cookie: user.cookie });
    return page.json<OfferList>().items.map((o) => o.offerTitle);
  }

  it('deletes mail older than the instance default and keeps its deals', async () => {
    const app = (t = await startTestApp(dialect, {
      MAIL_RETENTION_DAYS: '30',
      TIDY: 'false',
      INGEST_WORKERS: '0',
    }));
    const now = Date.now();
    const plain = await app.signUp({ username: 'plain' });
    const ownRule = await app.signUp({ username: 'ownrule' });
    const keeper = await app.signUp({ username: 'keeper' });

    const old = await mail(plain, now - 40 * DAY, 'OLD40');
    const recent = await mail(plain, now - 5 * DAY);
    // A user with a rule of their own (longer than the instance's): theirs wins.
    const setOwn = await app.request({
      method: 'PATCH',
      url: '/api/profile/settings',
      cookie: ownRule.cookie,
      payload: { tidyAfterDays: 90 },
    });
    expect(setOwn.statusCode).toBe(200);
    const ownOld = await mail(ownRule, now - 40 * DAY);
    // A store the person keeps: kept whatever the default says.
    const kept = await mail(keeper, now - 40 * DAY);
    const keep = await app.request({
      method: 'PATCH',
      url: '/api/stores/harbor-pine.example',
      cookie: keeper.cookie,
      payload: { keepMail: true },
    });
    expect(keep.statusCode, keep.body).toBe(200);

    // The profile says what applies to mail without a rule of one's own.
    const profile = await app.request({ method: 'GET', url: '/api/profile', cookie: plain.cookie });
    expect(profile.json()).toMatchObject({ tidyAfterDays: null, instanceRetentionDays: 30 });

    const result = await app.tidy.runOnce();
    expect(result.deleted).toBe(1);
    expect(await inbox(plain)).toEqual([recent]);
    expect(await inbox(plain)).not.toContain(old);
    expect(await deals(plain)).toEqual(['Deal OLD40']);
    expect(await inbox(ownRule)).toEqual([ownOld]);
    expect(await inbox(keeper)).toEqual([kept]);
  });

  it('keeps mail forever when MAIL_RETENTION_DAYS is unset', async () => {
    const app = (t = await startTestApp(dialect, { TIDY: 'false', INGEST_WORKERS: '0' }));
    const user = await app.signUp({ username: 'forever' });
    const ancient = await mail(user, Date.now() - 4000 * DAY);
    const result = await app.tidy.runOnce();
    expect(result.deleted).toBe(0);
    expect(await inbox(user)).toEqual([ancient]);
  });
});
