import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Profile } from '../src/shared/api-types.ts';
import type { Offer, OfferList } from '../src/shared/offer-types.ts';
import type { StoreDetail } from '../src/shared/store-types.ts';
import { ageEmails } from './support/age-mail.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { sendMail, uniqueSubject, waitForEmails } from './support/mail.ts';
import { SHOTS, shot } from './support/shots.ts';
import { winterSale } from './support/testdata/promotions.ts';

/**
 * Tidy rules (decision 044): a store's rule set on its page and the account's default set on
 * the profile page persist across reloads; once a store's mail is older than its rule, the
 * server's own tidy job (every second on the e2e server) deletes it while the inbox is open,
 * and the deal found in it stays in the wallet and on the store's page. Mail of another store
 * under the (longer) account default stays. At 375 px and 1280 px; screenshots in light and
 * dark when SHOTS_DIR is set.
 */

const HARBOR = '"Harbor & Pine" <news@harbor-pine.example>';
const NORTHWIND = 'northwind-outfitters.example';
const rows = (page: Page) => page.getByTestId('email-row');
const row = (page: Page, id: string) =>
  page.locator(`[data-testid="email-row"][data-email-id="${id}"]`);

/** The one part of the page a change is about, close up, light and dark (with SHOTS_DIR). */
async function partShot(page: Page, part: Locator, testInfo: TestInfo, name: string) {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await part.screenshot({
      path: path.join(SHOTS, `${testInfo.project.name}-${name}-${scheme}.png`),
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Picks an option and waits for the server to take it. */
async function choose(page: Page, select: string, label: string, url: RegExp): Promise<void> {
  const saved = page.waitForResponse(
    (response) => url.test(response.url()) && response.request().method() === 'PATCH',
  );
  await page.getByTestId(select).selectOption({ label });
  expect((await saved).status()).toBe(200);
}

test("a store's rule and the account default persist; old mail goes, its deal stays", async ({
  page,
}, testInfo) => {
  // Eight full-page screenshots and four axe runs on a shared machine: more than `slow`.
  test.setTimeout(240_000);
  const user = await signUpViaApi(page, 'tidy');
  const promo = winterSale(uniqueSubject('Winter sale: 25% off everything'));
  const harborOld = uniqueSubject('Harbor autumn catalogue');
  const harborNew = uniqueSubject('Harbor new arrivals');
  await sendMail({ to: user.address, ...promo });
  await sendMail({ to: user.address, from: HARBOR, subject: harborOld, text: 'The catalogue.' });
  await sendMail({ to: user.address, from: HARBOR, subject: harborNew, text: 'New things.' });
  // (A first spec on a fresh server waits for its processing threads to start, too.)
  const ids = await waitForEmails(page.request, [promo.subject, harborOld, harborNew], 60_000);
  const promoId = ids.get(promo.subject) as string;
  const offers = ((await (await page.request.get('/api/offers')).json()) as OfferList).items;
  expect(offers.map((o) => [o.barcodeValue, o.emailId])).toEqual([['WINTER-25', promoId]]);
  const deal = offers[0] as Offer;

  // ---- the store's own rule, on its page ----------------------------------------------
  await page.goto(`/stores/${NORTHWIND}`);
  const tidy = page.getByTestId('store-tidy');
  await expect(tidy.getByRole('heading', { name: 'Tidy up' })).toBeVisible();
  const storeRule = tidy.getByLabel("Delete this store's mail after");
  await expect(storeRule).toHaveValue('default');
  await expect(storeRule.locator('option:checked')).toHaveText('Account default (keep mail)');
  await choose(page, 'store-tidy-rule', '30 days', /\/api\/stores\//);
  await page.reload();
  await expect(storeRule).toHaveValue('30');
  await expect(storeRule.locator('option:checked')).toHaveText('30 days');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'tidy-store-rule');
  await partShot(page, tidy, testInfo, 'tidy-store-card');

  // Keyboard: the arrow keys change the rule, and each change is saved.
  await storeRule.focus();
  for (const [key, value] of [
    ['ArrowDown', '90'],
    ['ArrowUp', '30'],
  ] as const) {
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/stores/') && r.request().method() === 'PATCH',
    );
    await page.keyboard.press(key);
    expect((await saved).status()).toBe(200);
    await expect(storeRule).toHaveValue(value);
  }

  // ---- the account's default, on the profile page ---------------------------------------
  await page.goto('/profile');
  const card = page.getByTestId('tidy-settings');
  await expect(card.getByText('Tidy mail')).toBeVisible();
  const accountRule = card.getByLabel('Delete mail after');
  await expect(accountRule).toHaveValue('keep');
  await choose(page, 'tidy-default', '1 year', /\/api\/profile\/settings$/);
  await page.reload();
  await expect(accountRule).toHaveValue('365');
  const profile = (await (await page.request.get('/api/profile')).json()) as Profile;
  expect(profile.tidyAfterDays).toBe(365);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'tidy-profile');
  await partShot(page, card, testInfo, 'tidy-profile-card');

  // The store's page names the default it would otherwise follow.
  await page.goto('/stores/harbor-pine.example');
  await expect(page.getByTestId('store-tidy-rule').locator('option:checked')).toHaveText(
    'Account default (1 year)',
  );

  // ---- time passes: the promotion and Harbor's catalogue are 40 days old ----------------
  await page.goto('/dashboard');
  await expect(page.locator('[data-live-status="open"]')).toBeAttached();
  await expect(rows(page)).toHaveCount(3);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  ageEmails([promoId, ids.get(harborOld) as string], 40);

  // Northwind's rule (30 days) takes its mail, live; Harbor follows the default (1 year).
  await expect(row(page, promoId)).toHaveCount(0, { timeout: 15_000 });
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, ids.get(harborOld) as string)).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  await shot(page, testInfo, 'tidy-inbox-after');

  // ---- the deal stays: in the wallet, on its page, and on its store's page --------------
  await page.getByRole('tab', { name: 'Deals' }).click();
  const dealCard = page.getByTestId('offer-card').filter({ hasText: 'Northwind Outfitters' });
  await expect(dealCard).toHaveCount(1);
  await dealCard.click();
  await expect(page).toHaveURL(new RegExp(`/offer/${deal.id}$`));
  await expect(page.getByTestId('offer-barcode')).toContainText('WINTER-25');
  // Its email is gone: no link to it.
  await expect(page.getByRole('link', { name: 'View email' })).toHaveCount(0);

  await page.goto(`/stores/${NORTHWIND}`);
  await expect(page.getByTestId('store-mail-count')).toHaveText('0 emails');
  await expect(page.getByTestId('store-live-deals')).toHaveText('1 live deal');
  await expect(page.getByTestId('offer-card')).toHaveCount(1);
  await expect(page.getByText('No mail from this store')).toBeVisible();
  await expect(page.getByTestId('store-tidy-rule')).toHaveValue('30');
  const detail = (await (await page.request.get(`/api/stores/${NORTHWIND}`)).json()) as StoreDetail;
  expect(detail.deals.map((o) => [o.barcodeValue, o.emailId])).toEqual([['WINTER-25', null]]);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'tidy-store-after');
});
