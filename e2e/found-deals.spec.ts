import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Profile } from '../src/shared/api-types.ts';
import type { EmailDetail } from '../src/shared/email-types.ts';
import type { Offer, OfferList } from '../src/shared/offer-types.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { sendMail, uniqueSubject, waitForEmails } from './support/mail.ts';
import { shot } from './support/shots.ts';
import {
  bootsEvent,
  orderReceipt,
  spanishButtonSale,
  springSale,
  winterSale,
  type StoreMail,
} from './support/testdata/promotions.ts';

/**
 * Deals arrive by themselves: a promotion sent over real SMTP becomes a deal in the wallet
 * while the Deals tab is open (no reload), its email shows a 'Deal found' card, a receipt
 * makes no deal, a deal that needs no code says so, and with 'Add deals from my emails
 * automatically' turned off a promotion makes no deal and its email offers 'Save as deal'.
 *
 * With SHOTS_DIR set, screenshots of the new screens (light and dark) are written there for
 * each project (375 px and 1280 px wide).
 */

const SETTING = 'Add deals from my emails automatically';
const SETTING_HINT = 'When off, open an email and use Save as deal.';

const cards = (page: Page) => page.getByTestId('offer-card');
const foundDeals = (page: Page) => page.getByTestId('found-deal');

/** 'Dec 31' for a calendar date, as the cards print it. */
function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The dashboard with its live connection open, then its Deals tab. */
async function openDealsLive(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.locator('[data-live-status="open"]')).toBeAttached();
  await page.getByRole('tab', { name: 'Deals' }).click();
  await expect(page.getByRole('tab', { name: 'Deals' })).toHaveAttribute('aria-selected', 'true');
}

/** axe around the email's body frame (the sender's document, where axe cannot run). */
async function expectEmailPageAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-testid="email-body-frame"]')
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function listOffers(page: Page): Promise<Offer[]> {
  const response = await page.request.get('/api/offers');
  expect(response.status()).toBe(200);
  return ((await response.json()) as OfferList).items;
}

async function getEmail(page: Page, id: string): Promise<EmailDetail> {
  const response = await page.request.get(`/api/emails/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as EmailDetail;
}

/** Sends the mail to the user and waits until it is processed (listed); returns its id. */
async function deliver(page: Page, to: string, mail: StoreMail): Promise<string> {
  await sendMail({ to, from: mail.from, subject: mail.subject, html: mail.html, text: mail.text });
  return (await waitForEmails(page.request, [mail.subject])).get(mail.subject) as string;
}

test('a promotion becomes a deal while the Deals tab is open; a receipt does not; turned off, Save as deal', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await signUpViaApi(page, 'found');

  // ---- a promotion, with the Deals tab open ------------------------------------------
  await openDealsLive(page);
  await expect(page.getByText('No offers yet')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const promo = winterSale(uniqueSubject('Winter sale: 25% off everything'));
  const expected = promo.expected!;
  await sendMail({
    to: user.address,
    from: promo.from,
    subject: promo.subject,
    html: promo.html,
    text: promo.text,
  });

  const card = cards(page).filter({ hasText: expected.storeName });
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expect(cards(page)).toHaveCount(1);
  await expect(card.getByTestId('offer-discount')).toHaveText(expected.discount);
  await expect(card).toContainText(`Expires ${shortDate(expected.expirationDate)}`);
  // It came live: the page was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  const promoId = (await waitForEmails(page.request, [promo.subject])).get(promo.subject)!;
  const offers = await listOffers(page);
  expect(offers).toHaveLength(1);
  const offer = offers[0]!;
  expect(offer).toMatchObject({
    storeName: expected.storeName,
    barcodeValue: expected.code,
    expirationDate: expected.expirationDate,
    emailId: promoId,
    status: 'active',
  });
  expect(offer.discount).toMatch(expected.discount);
  await expect(card).toHaveAttribute('href', `/offer/${offer.id}`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Its page shows the code, and leads back to the email.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));
  await expect(page.getByTestId('offer-barcode')).toContainText(expected.code);
  await expect(page.getByTestId('offer-no-code')).toHaveCount(0);
  const viewEmail = page.getByRole('link', { name: 'View email' });
  await expect(viewEmail).toHaveAttribute('href', `/email/${promoId}`);
  await viewEmail.click();
  await expect(page).toHaveURL(new RegExp(`/email/${promoId}$`));

  // ---- the email's 'Deal found' card --------------------------------------------------
  await expect(page.getByTestId('email-subject')).toHaveText(promo.subject);
  await expect(foundDeals(page)).toHaveCount(1);
  const found = foundDeals(page).first();
  await expect(found).toContainText('Deal found');
  await expect(found.getByTestId('found-deal-discount')).toHaveText(expected.discount);
  await expect(found.getByTestId('found-deal-store')).toHaveText(expected.storeName);
  await expect(found.getByTestId('found-deal-code')).toHaveText(expected.code);
  await expect(found.getByTestId('found-deal-expiry')).toHaveText(
    `Expires ${shortDate(expected.expirationDate)}`,
  );
  // The deal is in the wallet already: no 'Save as deal' for it.
  await expect(page.getByRole('link', { name: 'Save as deal' })).toHaveCount(0);
  await expect(page.getByTestId('email-body-frame')).toBeVisible();
  await expectEmailPageAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, test.info(), 'email-deal-found');

  await found.getByRole('button', { name: `Copy code ${expected.code}` }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.code);

  const viewDeal = found.getByRole('link', { name: /^View deal/ });
  await expect(viewDeal).toHaveAttribute('href', `/offer/${offer.id}`);
  await viewDeal.click();
  await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));

  // ---- a receipt makes no deal ---------------------------------------------------------
  const receipt = orderReceipt(uniqueSubject('Your Northwind Outfitters order NW-4417-2290'));
  const receiptId = await deliver(page, user.address, receipt);
  // Deals are added in the same step that lists the email: nothing can come later.
  const receiptDetail = await getEmail(page, receiptId);
  expect(receiptDetail.offers).toEqual([]);
  expect(receiptDetail.offerDraft).toBeNull();
  expect(await listOffers(page)).toHaveLength(1);
  await page.goto(`/email/${receiptId}`);
  await expect(page.getByTestId('email-subject')).toHaveText(receipt.subject);
  await expect(foundDeals(page)).toHaveCount(0);
  await expect(page.getByText('Keep a coupon from this email with your deals.')).toBeVisible();

  // ---- turning automatic deals off ------------------------------------------------------
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: SETTING });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toHaveAccessibleDescription(SETTING_HINT);
  await expect(page.getByText(SETTING_HINT)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, test.info(), 'profile-setting-on');

  // With the keyboard, as the switch is meant to be used.
  await toggle.focus();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/profile/settings') && r.request().method() === 'PATCH',
  );
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const response = await saved;
  expect(response.ok(), await response.text()).toBe(true);
  expect(response.request().postDataJSON()).toEqual({ autoAddDeals: false });
  await shot(page, test.info(), 'profile-setting-off');
  await page.reload();
  await expect(page.getByRole('switch', { name: SETTING })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(((await (await page.request.get('/api/profile')).json()) as Profile).autoAddDeals).toBe(
    false,
  );

  // ---- another promotion, with automatic deals off ----------------------------------------
  await openDealsLive(page);
  await expect(cards(page)).toHaveCount(1);
  const spring = springSale(uniqueSubject('Spring into savings'));
  const springExpected = spring.expected!;
  const springId = await deliver(page, user.address, spring);
  const springDetail = await getEmail(page, springId);
  expect(springDetail.offers).toEqual([]);
  expect(springDetail.offerDraft).toMatchObject({ barcodeValue: springExpected.code });
  expect(await listOffers(page)).toHaveLength(1);
  // The inbox has it (the live connection is up), and the wallet stays as it was.
  await page.getByRole('tab', { name: 'Inbox' }).click();
  await expect(page.getByTestId('email-row').filter({ hasText: spring.subject })).toBeVisible();
  await page.getByRole('tab', { name: 'Deals' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).filter({ hasText: springExpected.storeName })).toHaveCount(0);

  await page.goto(`/email/${springId}`);
  await expect(page.getByTestId('email-subject')).toHaveText(spring.subject);
  await expect(foundDeals(page)).toHaveCount(0);
  await expect(
    page.getByText('This email carries an offer. Keep it with your deals.'),
  ).toBeVisible();
  await expect(page.getByTestId('offer-draft-summary')).toContainText(springExpected.code);
  await expectEmailPageAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, test.info(), 'email-save-as-deal');

  await page.getByRole('link', { name: 'Save as deal' }).click();
  await expect(page).toHaveURL(new RegExp(`/add-offer\\?fromEmail=${springId}$`));
  await expect(page.getByLabel('Store Name')).toHaveValue(springExpected.storeName);
  await expect(page.getByLabel('Barcode/Code')).toHaveValue(springExpected.code);
  await expect(page.getByLabel('Expiration Date')).toHaveValue(springExpected.expirationDate);
  await page.getByRole('button', { name: 'Add Offer' }).click();
  await expect(page.getByText('Offer added!')).toBeVisible();
  const after = await listOffers(page);
  expect(after).toHaveLength(2);
  expect(after.find((o) => o.barcodeValue === springExpected.code)).toMatchObject({
    storeName: springExpected.storeName,
    emailId: springId,
  });
});

test('a deal that needs no code says so on its email and its page, and links back', async ({
  page,
}) => {
  const user = await signUpViaApi(page, 'nocode');
  const mail = bootsEvent(uniqueSubject('The boot event: 30% off'));
  const expected = mail.expected!;
  const emailId = await deliver(page, user.address, mail);

  const offers = await listOffers(page);
  expect(offers).toHaveLength(1);
  const offer = offers[0]!;
  expect(offer).toMatchObject({
    storeName: expected.storeName,
    barcodeValue: '',
    expirationDate: expected.expirationDate,
    emailId,
  });

  // The card in the Deals tab draws no code.
  await page.goto('/dashboard?tab=deals');
  const card = cards(page).filter({ hasText: expected.storeName });
  await expect(card.getByTestId('offer-discount')).toHaveText(expected.discount);
  await expect(card).toContainText(`Expires ${shortDate(expected.expirationDate)}`);
  await expect(card.locator('svg[data-barcode-format], [data-qr-size]')).toHaveCount(0);

  await page.goto(`/email/${emailId}`);
  const found = foundDeals(page);
  await expect(found).toHaveCount(1);
  await expect(found.getByTestId('found-deal-discount')).toHaveText(expected.discount);
  await expect(found.getByTestId('found-deal-no-code')).toHaveText('No code needed');
  await expect(found.getByTestId('found-deal-code')).toHaveCount(0);
  await expect(found.getByRole('button', { name: /copy/i })).toHaveCount(0);
  await expectEmailPageAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, test.info(), 'email-deal-found-no-code');

  await found.getByRole('link', { name: /^View deal/ }).click();
  await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));
  const detail = page.getByTestId('offer-detail');
  await expect(detail.getByTestId('offer-no-code')).toContainText('No code needed');
  await expect(detail.getByTestId('offer-barcode')).toHaveCount(0);
  await expect(detail.getByTestId('offer-qr')).toHaveCount(0);
  await expect(detail.locator('svg[data-barcode-format], [data-qr-size]')).toHaveCount(0);
  // Nothing to scan: the screen is not held awake.
  await expect(detail).toHaveAttribute('data-wake-lock', 'released');
  const viewEmail = page.getByRole('link', { name: 'View email' });
  await expect(viewEmail).toHaveAttribute('href', `/email/${emailId}`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, test.info(), 'offer-no-code-view-email');

  await page.getByRole('button', { name: 'Mark as Used' }).click();
  await expect(page.getByText('Marked as used')).toBeVisible();
  await expect(detail.getByTestId('offer-badge')).toHaveText('Used');

  await viewEmail.click();
  await expect(page).toHaveURL(new RegExp(`/email/${emailId}$`));
  await expect(page.getByTestId('email-subject')).toHaveText(mail.subject);
});

test('a store sending one code three times makes one card, whose page lists the three emails', async ({
  page,
}) => {
  test.slow();
  const user = await signUpViaApi(page, 'again');
  // A welcome, a reminder and a last chance, each carrying WINTER-25.
  const subjects = ['Welcome: 25% off', 'Reminder: your 25% off', 'Last chance: 25% off'].map(
    uniqueSubject,
  );
  const ids: string[] = [];
  for (const subject of subjects) ids.push(await deliver(page, user.address, winterSale(subject)));
  const expected = winterSale(subjects[0]!).expected!;

  await page.goto('/dashboard?tab=deals');
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card).toContainText(expected.storeName);
  await expect(card.getByTestId('offer-discount')).toHaveText(expected.discount);
  await expectNoHorizontalScroll(page);
  await shot(page, test.info(), 'deals-one-card-for-three-emails');

  await card.click();
  const list = page.getByTestId('deal-emails');
  await expect(page.getByRole('heading', { name: 'In 3 emails' })).toBeVisible();
  const links = list.getByRole('link');
  await expect(links).toHaveText(subjects);
  for (const [i, id] of ids.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `/email/${id}`);
  }
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, test.info(), 'offer-three-emails');

  await links.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/email/${ids[2]}$`));
  await expect(page.getByTestId('email-subject')).toHaveText(subjects[2]!);
});

test('the setting shows the change at once, and goes back with a toast when saving fails', async ({
  page,
}) => {
  await signUpViaApi(page, 'setting');
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: SETTING });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/profile/settings', async (route) => {
    await answered;
    await route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' });
  });
  // Clicking the label works the switch too.
  await page.getByText(SETTING, { exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  answer();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.filter({ hasText: 'Failed to save the setting' })).toContainText('Error');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.unroute('**/api/profile/settings');
  expect(((await (await page.request.get('/api/profile')).json()) as Profile).autoAddDeals).toBe(
    true,
  );
});

test('a Spanish promotion with its code in a button arrives as a deal in the Deals tab, live', async ({
  page,
}) => {
  const user = await signUpViaApi(page, 'boton');
  await openDealsLive(page);
  await expect(page.getByText('No offers yet')).toBeVisible();
  const promo = spanishButtonSale(uniqueSubject('Rebajas de invierno: 30% en todo'));
  const expected = promo.expected!;
  await sendMail({ to: user.address, from: promo.from, subject: promo.subject, html: promo.html });

  const card = cards(page).filter({ hasText: expected.storeName });
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expect(card.getByTestId('offer-discount')).toHaveText(expected.discount);
  await expect(card).toContainText(`Expires ${shortDate(expected.expirationDate)}`);
  const [offer] = await listOffers(page);
  expect(offer).toMatchObject({
    storeName: expected.storeName,
    barcodeValue: expected.code,
    expirationDate: expected.expirationDate,
  });
});
