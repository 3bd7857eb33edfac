import { expect, test, type Page } from '@playwright/test';
import { senderDomain } from '../src/shared/sender-domain.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { listAllEmails, sendMail, uniqueSubject, waitForEmails } from './support/mail.ts';
import { shot } from './support/shots.ts';
import { winterSale } from './support/testdata/promotions.ts';

/**
 * Stores: mail from two senders, sent over real SMTP, shows as two stores whose counts match
 * the inbox; a store's page lists its mail and its deals, and leads to each email, whose
 * sender leads back to the store. At 375 px (mobile) and 1280 px (desktop); screenshots in
 * light and dark when SHOTS_DIR is set.
 */

const HARBOR = '"Harbor & Pine" <news@harbor-pine.example>';
const rows = (page: Page) => page.getByTestId('store-row');

/** Mail and unread per domain, as the inbox lists them. */
async function inboxCounts(page: Page): Promise<Map<string, { mail: number; unread: number }>> {
  const counts = new Map<string, { mail: number; unread: number }>();
  for (const email of await listAllEmails(page.request)) {
    const domain = senderDomain(email.senderEmail);
    const count = counts.get(domain) ?? { mail: 0, unread: 0 };
    count.mail++;
    if (!email.isRead) count.unread++;
    counts.set(domain, count);
  }
  return counts;
}

test('a new account has no stores yet', async ({ page }, testInfo) => {
  await signUpViaApi(page, 'nostores');
  await page.goto('/dashboard');
  await expect(page.getByTestId('user-address')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'dashboard-stores-link');
  await page.getByRole('link', { name: 'Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await expect(page.getByText('No stores yet')).toBeVisible();
  await expect(
    page.getByText('Stores appear here when they send mail to your address'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, testInfo, 'stores-empty');
});

test('stores list who wrote, with counts that match the inbox; a store leads to its mail and deals', async ({
  page,
}, testInfo) => {
  test.slow();
  const user = await signUpViaApi(page, 'stores');
  const promo = winterSale(uniqueSubject('Winter sale: 25% off everything'));
  const harbor = [uniqueSubject('New arrivals at Harbor'), uniqueSubject('Your Harbor points')];
  await sendMail({ to: user.address, ...promo });
  for (const subject of harbor) {
    await sendMail({ to: user.address, from: HARBOR, subject, text: `${subject}: see the shop.` });
  }
  const ids = await waitForEmails(page.request, [promo.subject, ...harbor]);
  // One of Harbor's is read already.
  const read = await page.request.patch(`/api/emails/${ids.get(harbor[0] as string)}`, {
    data: { isRead: true },
    headers: { 'x-dealbox-request': '1' },
  });
  expect(read.status()).toBe(200);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(rows(page)).toHaveCount(2);
  // Latest mail first: Harbor wrote last.
  await expect(rows(page).first()).toHaveAttribute('data-domain', 'harbor-pine.example');
  await expect(rows(page).first().getByTestId('store-name')).toHaveText('Harbor & Pine');

  const inbox = await inboxCounts(page);
  expect([...inbox.keys()].sort()).toEqual(['harbor-pine.example', 'northwind-outfitters.example']);
  for (const [domain, count] of inbox) {
    const own = page.locator(`[data-testid="store-row"][data-domain="${domain}"]`);
    await expect(own.getByTestId('store-mail-count')).toHaveAttribute(
      'data-count',
      String(count.mail),
    );
    await expect(own.getByTestId('store-unread-count')).toHaveAttribute(
      'data-count',
      String(count.unread),
    );
  }
  await expect(
    page.locator('[data-domain="harbor-pine.example"]').getByTestId('store-mail-count'),
  ).toHaveText('2 emails');
  await expect(
    page.locator('[data-domain="harbor-pine.example"]').getByTestId('store-unread-count'),
  ).toHaveText('1 unread');
  await expect(
    page.locator('[data-domain="northwind-outfitters.example"]').getByTestId('store-live-deals'),
  ).toHaveText('1 live deal');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'stores-list');

  // Search by name or domain.
  await page.getByRole('searchbox', { name: 'Search stores' }).fill('northwind');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-domain', 'northwind-outfitters.example');
  await page.getByRole('searchbox', { name: 'Search stores' }).fill('');
  await expect(rows(page)).toHaveCount(2);

  // Keyboard: from the search box, Tab reaches the first store and Enter opens it.
  await page.getByRole('searchbox', { name: 'Search stores' }).focus();
  await page.keyboard.press('Tab');
  const firstLink = rows(page).first().getByRole('link');
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stores\/harbor-pine\.example$/);

  // Harbor's page: its header, its two emails, no deals.
  await expect(page.getByTestId('store-header').getByTestId('store-name')).toHaveText(
    'Harbor & Pine',
  );
  await expect(page.getByTestId('store-header').getByTestId('store-domain')).toHaveText(
    'harbor-pine.example',
  );
  const mail = page.getByTestId('email-list').getByTestId('email-row');
  await expect(mail).toHaveCount(2);
  await expect(mail.first().getByTestId('email-subject')).toHaveText(harbor[1] as string);
  await expect(page.getByText("No deals found in this store's mail")).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'store-page');

  // An email of the store, whose sender leads back to the store.
  await mail.first().getByRole('link').click();
  await expect(page).toHaveURL(`/email/${ids.get(harbor[1] as string)}`);
  await expect(page.getByTestId('email-subject')).toHaveText(harbor[1] as string);
  const storeLink = page.getByTestId('email-store-link');
  await expect(storeLink).toHaveText('Harbor & Pine');
  await shot(page, testInfo, 'store-email');
  await storeLink.click();
  await expect(page).toHaveURL(/\/stores\/harbor-pine\.example$/);
  // Opening it read it: the store counts it.
  await expect(page.getByTestId('store-header').getByTestId('store-unread-count')).toHaveText(
    '0 unread',
  );

  // Back to Stores, then Northwind's page with the deal found in its promotion.
  await page.getByRole('link', { name: 'Back to Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await page.locator('[data-domain="northwind-outfitters.example"]').getByRole('link').click();
  const deal = page.getByTestId('offer-card');
  await expect(deal).toHaveCount(1);
  await expect(deal).toContainText(promo.expected?.storeName ?? '');
  await expect(page.getByTestId('email-list').getByTestId('email-row')).toHaveCount(1);
  await shot(page, testInfo, 'store-page-deals');
  await deal.click();
  await expect(page).toHaveURL(/\/offer\/[0-9a-f-]{36}$/);
});

test('blocking the senders of selected emails, from the inbox', async ({ page }, testInfo) => {
  test.slow(); // four messages sent and processed, one after a block
  const user = await signUpViaApi(page, 'blocker');
  const harbor = uniqueSubject('Harbor weekend');
  const coffee = uniqueSubject('Coffee club');
  await sendMail({ to: user.address, from: HARBOR, subject: harbor, text: 'Weekend sale.' });
  await sendMail({
    to: user.address,
    from: '"Coffee Corner" <hello@coffeecorner.example>',
    subject: coffee,
    text: 'Free refills.',
  });
  await waitForEmails(page.request, [harbor, coffee]);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Delete (2)' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'inbox-selection-actions');

  await page.getByRole('button', { name: 'Block sender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block 2 senders?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('block-list')).toContainText('Harbor & Pine');
  await expect(dialog.getByTestId('block-list')).toContainText('coffeecorner.example');
  await expectAccessible(page);
  await shot(page, testInfo, 'inbox-block-dialog');
  // Cancel blocks nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const blocked = async () =>
    (
      (await (await page.request.get('/api/stores')).json()) as {
        items: { domain: string; blocked: boolean }[];
      }
    ).items
      .filter((store) => store.blocked)
      .map((store) => store.domain)
      .sort();
  expect(await blocked()).toEqual([]);

  await page.getByRole('button', { name: 'Block sender' }).click();
  await dialog.getByRole('button', { name: 'Block senders' }).click();
  await expect(page.getByText('2 senders blocked')).toBeVisible();
  // Out of selection mode; the mail already there stays.
  await expect(page.getByRole('button', { name: /^Delete \(/ })).toHaveCount(0);
  await expect(page.getByTestId('email-row')).toHaveCount(2);
  await expect.poll(blocked).toEqual(['coffeecorner.example', 'harbor-pine.example']);

  // New mail from a blocked store does not arrive; mail sent after it from another does.
  const late = uniqueSubject('Harbor after the block');
  const other = uniqueSubject('Gardeners after the block');
  await sendMail({ to: user.address, from: HARBOR, subject: late, text: 'Still here?' });
  await sendMail({
    to: user.address,
    from: '"Gardeners" <hello@gardeners.example>',
    subject: other,
    text: 'Bulbs.',
  });
  await waitForEmails(page.request, [other]);
  expect((await listAllEmails(page.request)).map((e) => e.subject)).not.toContain(late);

  // The Stores list marks them; a store's page undoes it.
  await page.getByRole('link', { name: 'Stores' }).click();
  const harborRow = page.locator('[data-testid="store-row"][data-domain="harbor-pine.example"]');
  await expect(harborRow.getByTestId('store-blocked')).toHaveText('Blocked');
  await shot(page, testInfo, 'stores-blocked');
  await harborRow.getByRole('link').click();
  const blockSwitch = page.getByTestId('store-choice-blocked');
  await expect(blockSwitch).toBeChecked();
  await shot(page, testInfo, 'store-choices');
  await blockSwitch.click();
  await expect(blockSwitch).not.toBeChecked();
  await expect.poll(blocked).toEqual(['coffeecorner.example']);
});

test('a muted store does not raise the badge; always-show-images holds across reloads; block from an email', async ({
  page,
}, testInfo) => {
  test.slow(); // two messages sent and processed, three page loads
  const user = await signUpViaApi(page, 'muter');
  const first = uniqueSubject('Loud news');
  await sendMail({
    to: user.address,
    from: HARBOR,
    subject: first,
    html: '<p>Look: <img src="https://images.harbor-pine.example/sale.png" alt="Sale"></p>',
  });
  const ids = await waitForEmails(page.request, [first]);

  await page.goto('/stores/harbor-pine.example');
  const mute = page.getByTestId('store-choice-muted');
  await mute.click();
  await expect(mute).toBeChecked();
  await expect(page.getByTestId('store-header').getByTestId('store-muted')).toHaveText('Muted');

  await page.goto('/dashboard');
  const badge = page.getByTestId('unread-count');
  await expect(badge).toHaveText(/^1/);
  const second = uniqueSubject('Loud again');
  await sendMail({ to: user.address, from: HARBOR, subject: second, text: 'More news.' });
  // The muted mail is listed, read, and the badge still says 1.
  const row = page.getByTestId('email-row').filter({ hasText: second });
  await expect(row).toBeVisible();
  await expect(badge).toHaveText(/^1/);
  const listed = (await listAllEmails(page.request)).find((e) => e.subject === second);
  expect(listed?.isRead).toBe(true);

  // Always show images from this store, from the email page; it holds after a reload.
  await page.goto(`/email/${ids.get(first)}`);
  const images = page.getByTestId('remote-images');
  await expect(images).toContainText('Remote images blocked');
  await images.getByRole('button', { name: 'Always show from this store' }).click();
  await expect(images).toContainText('Images always shown for Harbor & Pine');
  await shot(page, testInfo, 'email-images-always');
  await page.reload();
  await expect(images).toContainText('Images always shown for Harbor & Pine');
  await page.goto('/stores/harbor-pine.example');
  await expect(page.getByTestId('store-choice-showImages')).toBeChecked();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'store-choices-muted');
  // Ask first again.
  await page.getByTestId('store-choice-showImages').click();
  await expect(page.getByTestId('store-choice-showImages')).not.toBeChecked();
  await page.goto(`/email/${ids.get(first)}`);
  await expect(images).toContainText('Remote images blocked');

  // Block from the email's page, after the same confirmation; Unblock undoes it.
  await page.getByRole('button', { name: 'Block sender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block this sender?' });
  await expect(dialog.getByTestId('block-list')).toContainText('Harbor & Pine');
  await dialog.getByRole('button', { name: 'Block sender' }).click();
  await expect(dialog).toBeHidden();
  const blocked = page.getByTestId('email-blocked');
  await expect(blocked).toContainText('Blocked: new mail from Harbor & Pine is not delivered');
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'email-blocked');
  await page.reload();
  await blocked.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('button', { name: 'Block sender' })).toBeVisible();
  const store = (await (await page.request.get('/api/stores/harbor-pine.example')).json()) as {
    choices: { blocked: boolean };
  };
  expect(store.choices.blocked).toBe(false);
});
