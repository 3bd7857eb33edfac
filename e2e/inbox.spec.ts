import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EMAIL_PAGE_SIZE_DEFAULT } from '../src/shared/email-types.ts';
import {
  expectAccessible,
  expectFrameLoaded,
  expectNoHorizontalScroll,
  signUpViaApi,
} from './support/fixtures.ts';
import { sendMail, sendMany, uniqueSubject, waitForEmails } from './support/mail.ts';
import { E2E } from './support/ports.ts';
import { startProbeServer } from './support/probe-server.ts';

/**
 * The inbox in Chromium, fed by real SMTP: live arrival, the unread badge, search, selection
 * and bulk delete, the email page with its sandboxed body and 'Show images', and live
 * changes made in another tab. Every test has its own account (they delete and read mail).
 */

const rows = (page: Page) => page.getByTestId('email-row');
const row = (page: Page, subject: string) => rows(page).filter({ hasText: subject });
const badge = (page: Page) => page.getByTestId('unread-count');

/**
 * axe on the email page around the body frame. The frame's document is the sender's (and
 * runs no script, so axe cannot run inside it either: it would wait forever); the frame
 * element's own title is asserted separately.
 */
async function expectAccessibleAroundFrame(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-testid="email-body-frame"]')
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The dashboard, with its live connection open (so nothing sent from now on is missed). */
async function openInbox(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.locator('[data-live-status="open"]')).toBeAttached();
}

test('new mail appears in an open inbox without a reload; badge, New, tag and search', async ({
  page,
}) => {
  const user = await signUpViaApi(page, 'inbox');
  await openInbox(page);
  await expect(page.getByText('No emails yet')).toBeVisible();
  await expect(page.getByText('Share your address to start receiving emails')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select' })).toBeDisabled();
  await expect(badge(page)).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const first = uniqueSubject('Weekend flash sale');
  await sendMail({
    to: `${user.username}+shoes@${E2E.mailDomain}`,
    from: '"Sneaker Shack" <news@sneakers.example>',
    subject: first,
    html: '<p>Forty percent off every trainer.</p>',
  });
  const firstRow = row(page, first);
  await expect(firstRow).toBeVisible();
  await expect(firstRow).toContainText('Sneaker Shack');
  await expect(firstRow).toContainText('news@sneakers.example');
  await expect(firstRow.getByTestId('email-new')).toHaveText('New');
  await expect(firstRow.getByTestId('email-tag')).toHaveText('+shoes');
  await expect(firstRow.locator('time')).toHaveText(/\d{1,2}:\d{2} [AP]M/);
  await expect(badge(page)).toHaveText(/^1\s*unread$/);

  const second = uniqueSubject('Garden centre newsletter');
  await sendMail({
    to: user.address,
    from: '"Green Thumb" <hello@greenthumb.example>',
    subject: second,
    text: 'Seedlings are back in stock.',
  });
  await expect(rows(page)).toHaveCount(2);
  // Newest first.
  await expect(rows(page).first()).toContainText(second);
  await expect(badge(page)).toHaveText(/^2/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Search runs on the server over the processed text (a row still "Getting it ready…" is
  // not in the index yet): wait until both are processed, as a loaded machine may lag.
  await waitForEmails(page.request, [first, second]);
  const search = page.getByRole('searchbox', { name: 'Search emails' });
  await expect(search).toHaveAttribute('placeholder', 'Search emails...');
  await search.fill('Sneaker');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(first);
  await search.fill('seedlings');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(second);
  await search.fill('qqzzyx nothing like this');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByText('Try a different search query')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select' })).toBeDisabled();
  // The badge counts the whole mailbox, not the search.
  await expect(badge(page)).toHaveText(/^2/);
  await search.fill('');
  await expect(rows(page)).toHaveCount(2);
});

test('opening an email marks it read and shows its body in the sandboxed frame; Show images', async ({
  page,
}) => {
  const probe = await startProbeServer();
  try {
    const user = await signUpViaApi(page, 'reader');
    const subject = uniqueSubject('Spring collection');
    await sendMail({
      to: user.address,
      subject,
      html: `<h1>Spring collection</h1><p>Fresh picks inside.</p><img src="${probe.origin}/hero.png" width="240" height="120" alt="Spring hero">`,
      text: 'Fresh picks inside.',
      attachments: [{ filename: 'coupon.pdf', content: Buffer.alloc(2048, 1) }],
    });
    const ids = await waitForEmails(page.request, [subject]);
    const id = ids.get(subject);

    await openInbox(page);
    await expect(badge(page)).toHaveText(/^1/);
    await row(page, subject).click();
    await expect(page).toHaveURL(new RegExp(`/email/${id}$`));

    await expect(page.getByTestId('email-subject')).toHaveText(subject);
    await expect(page.getByText('From:')).toBeVisible();
    await expect(page.getByTestId('email-from')).toContainText('Corner Shop');
    await expect(page.getByTestId('email-from')).toContainText('deals@cornershop.example');
    await expect(page.getByText('Date:')).toBeVisible();
    await expect(page.getByTestId('trackers-removed')).toBeVisible();
    await expect(page.getByTestId('email-attachment')).toContainText('coupon.pdf');
    await expect(page.getByTestId('email-attachment')).toContainText('2 KB');
    await expect(page.getByRole('link', { name: 'Save as deal' })).toHaveAttribute(
      'href',
      `/add-offer?fromEmail=${id}`,
    );

    const frameElement = page.getByTestId('email-body-frame');
    // No scripts at all; the app's origin, so the page can size the frame (decision 051).
    await expect(frameElement).toHaveAttribute(
      'sandbox',
      'allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    await expect(frameElement).toHaveAttribute('src', `/api/emails/${id}/body?images=0`);
    await expect(frameElement).toHaveAttribute('data-fitted', 'true');
    const frame = page.frameLocator('[data-testid="email-body-frame"]');
    await expect(frame.getByText('Fresh picks inside.')).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Spring collection' })).toBeVisible();
    await expectFrameLoaded(frame);
    expect(probe.requests, 'no remote image before Show images').toEqual([]);

    await expect(frameElement).toHaveAttribute('title', 'Email content');
    await expectAccessibleAroundFrame(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Show images' }).click();
    await expect(frameElement).toHaveAttribute('src', `/api/emails/${id}/body?images=1`);
    await expect.poll(() => probe.requests).toContain('/hero.png');
    await expect(page.getByRole('button', { name: 'Show images' })).toHaveCount(0);
    await expect(frame.getByAltText('Spring hero')).toBeVisible();

    // Back in the inbox, the email is read and the badge is gone.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(row(page, subject)).toHaveAttribute('data-read', 'true');
    await expect(row(page, subject).getByTestId('email-new')).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    // And it stays read after a reload (the server has it).
    await page.reload();
    await expect(row(page, subject)).toHaveAttribute('data-read', 'true');
    await expect(badge(page)).toHaveCount(0);
  } finally {
    await probe.close();
  }
});

test('selection mode: Select All, Deselect All, the delete dialog and the toast', async ({
  page,
}) => {
  const user = await signUpViaApi(page, 'cleaner');
  const subjects = [1, 2, 3].map((n) => uniqueSubject(`Clearance ${n}`));
  await sendMany(
    subjects.map((subject) => ({ to: user.address, subject, text: 'Everything must go' })),
  );
  await waitForEmails(page.request, subjects);

  await openInbox(page);
  await expect(rows(page)).toHaveCount(3);
  await expect(badge(page)).toHaveText(/^3/);
  const selectButton = page.getByRole('button', { name: 'Select', exact: true });
  await expect(selectButton).toBeEnabled();

  // Cancel leaves selection mode and forgets the selection.
  await selectButton.click();
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await page.getByRole('checkbox').first().check();
  await expect(page.getByRole('button', { name: 'Delete (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete \(/ })).toHaveCount(0);
  await selectButton.click();
  await expect(page.getByRole('checkbox').first()).not.toBeChecked();

  await row(page, subjects[1] ?? '').click();
  await expect(page.getByRole('button', { name: 'Delete (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Delete (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Deselect All' }).click();
  await expect(page.getByRole('button', { name: /^Delete \(/ })).toHaveCount(0);
  await page.getByRole('checkbox').nth(2).check();
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Delete (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete emails?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Are you sure you want to delete 3 email(s)? This action cannot be undone.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete (3)' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('3 email(s) deleted')).toBeVisible();
  await expect(page.getByText('No emails yet')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  // Out of selection mode, selection cleared, badge gone.
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(selectButton).toBeDisabled();
  await expect(badge(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No emails yet')).toBeVisible();
});

test('deleting from the email page, and an email that does not exist', async ({ page }) => {
  // The page's clock, so the Undo window is skipped rather than waited out.
  await page.clock.install();
  const user = await signUpViaApi(page, 'deleter');
  const subject = uniqueSubject('Last chance');
  await sendMail({ to: user.address, subject, text: 'Ends tonight.' });
  const id = (await waitForEmails(page.request, [subject])).get(subject);

  await page.goto(`/email/${id}`);
  await expect(page.getByTestId('email-body-text')).toHaveText('Ends tonight.');
  await page.getByRole('button', { name: 'Delete email' }).click();
  await expect(page.getByText('Email deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No emails yet')).toBeVisible();
  // Undo brings it back, and nothing was deleted on the server.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('email-row')).toHaveCount(1);
  await page.clock.fastForward(6_000);
  expect((await page.request.get(`/api/emails/${id}`)).status()).toBe(200);

  // Deleted again and left alone: the DELETE goes when the toast closes.
  await page.getByTestId('email-row').click();
  await page.getByRole('button', { name: 'Delete email' }).click();
  await expect(page.getByText('No emails yet')).toBeVisible();
  await page.clock.fastForward(6_000);
  await expect.poll(async () => (await page.request.get(`/api/emails/${id}`)).status()).toBe(404);

  await page.goto(`/email/${id}`);
  await expect(page.getByText('Email not found')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/email/not-an-id');
  await expect(page.getByText('Email not found')).toBeVisible();
});

test('reads and deletes in another tab show up live', async ({ page, context }) => {
  // The context's clock, so the Undo window is skipped rather than waited out.
  await context.clock.install();
  const user = await signUpViaApi(page, 'twotabs');
  const keep = uniqueSubject('Loyalty points');
  const drop = uniqueSubject('Survey invitation');
  await sendMail({ to: user.address, subject: keep, text: 'You have points.' });
  await sendMail({ to: user.address, subject: drop, text: 'Tell us.' });
  const ids = await waitForEmails(page.request, [keep, drop]);

  await openInbox(page);
  await expect(badge(page)).toHaveText(/^2/);

  const other = await context.newPage();
  await other.goto(`/email/${ids.get(keep)}`);
  await expect(other.getByTestId('email-subject')).toHaveText(keep);
  await expect(row(page, keep)).toHaveAttribute('data-read', 'true');
  await expect(badge(page)).toHaveText(/^1/);

  await other.goto(`/email/${ids.get(drop)}`);
  await other.getByRole('button', { name: 'Delete email' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  // The other tab hears of it once the Undo window has passed and the DELETE was sent.
  await context.clock.fastForward(6_000);
  await expect(row(page, drop)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(badge(page)).toHaveCount(0);
  await other.close();
});

test('a long inbox loads more as you scroll', async ({ page }) => {
  const user = await signUpViaApi(page, 'hoarder');
  const total = EMAIL_PAGE_SIZE_DEFAULT + 6;
  const subjects = Array.from({ length: total }, (_, n) => uniqueSubject(`Promo ${n + 1}`));
  await sendMany(subjects.map((subject) => ({ to: user.address, subject, text: 'More deals' })));
  await waitForEmails(page.request, subjects);

  await openInbox(page);
  await expect(rows(page)).toHaveCount(EMAIL_PAGE_SIZE_DEFAULT);
  await rows(page).last().scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(total);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

test('without the live connection, the inbox catches up on focus and when shown again', async ({
  page,
}) => {
  // The page's clock: catching up is throttled to once a second, and the test skips ahead.
  await page.clock.install();
  const user = await signUpViaApi(page, 'offline');
  await page.route('**/api/events', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByText('No emails yet')).toBeVisible();
  await expect(page.locator('[data-live-status="open"]')).toHaveCount(0);

  const first = uniqueSubject('Missed while away');
  await sendMail({ to: user.address, subject: first, text: 'Hello again.' });
  await waitForEmails(page.request, [first]);
  // Stored, but with no live connection the open inbox does not know yet.
  await expect(rows(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(row(page, first)).toBeVisible();

  const second = uniqueSubject('Also missed');
  await sendMail({ to: user.address, subject: second, text: 'And again.' });
  await waitForEmails(page.request, [second]);
  await page.clock.fastForward(1_100);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(row(page, second)).toBeVisible();
  await expect(badge(page)).toHaveText(/^2/);
});

test('server failures show the error toasts', async ({ page }) => {
  const user = await signUpViaApi(page, 'failing');
  const subject = uniqueSubject('Flaky server');
  await sendMail({ to: user.address, subject, text: 'Hi.' });
  const id = (await waitForEmails(page.request, [subject])).get(subject);

  await openInbox(page);
  await page.route('**/api/emails/delete', (route) =>
    route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }),
  );
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Delete (1)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete emails?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.filter({ hasText: 'Failed to delete emails' })).toContainText('Error');
  await expect(rows(page)).toHaveCount(1);

  await page.route(`**/api/emails/${id}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' })
      : route.continue(),
  );
  await page.goto(`/email/${id}`);
  // Two retries for a 5xx, then the destructive toast and the page's own message.
  await expect(toast.filter({ hasText: 'Failed to load email' })).toContainText('Error', {
    timeout: 12_000,
  });
  await expect(page.getByRole('heading', { name: 'Failed to load email' })).toBeVisible();
});

test('an email listed while it is still being processed says so, then shows its body', async ({
  page,
}, testInfo) => {
  const user = await signUpViaApi(page, 'processing');
  await openInbox(page);
  const subject = uniqueSubject('Still being cleaned');
  await sendMail({ to: user.address, subject, html: '<p>Ready now: 30% off boots.</p>' });
  const id = (await waitForEmails(page.request, [subject])).get(subject) as string;

  // Processing takes milliseconds here; hold the answers back to see the state a flood
  // causes: the row and the page while the body is not there yet.
  let processing = true;
  const asProcessing = <T extends object>(body: T): T => ({
    ...body,
    processing: true,
    hasHtmlBody: false,
    bodyText: null,
    offers: [],
    offerDraft: null,
    attachments: [],
  });
  await page.route(
    (url) => url.pathname === '/api/emails',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: { id: string; processing: boolean }[] };
      if (processing) {
        body.items = body.items.map((i) => (i.id === id ? { ...i, processing: true } : i));
      }
      await route.fulfill({ response, json: body });
    },
  );
  await page.route(
    (url) => url.pathname === `/api/emails/${id}`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as object;
      await route.fulfill({ response, json: processing ? asProcessing(body) : body });
    },
  );
  await page.reload();
  const listed = row(page, subject);
  await expect(listed.getByTestId('email-processing')).toHaveText('Getting it ready…');
  await page.screenshot({ path: testInfo.outputPath('inbox-processing.png') });

  await listed.click();
  await expect(page.getByTestId('email-processing')).toContainText(
    'Removing trackers and getting this email ready',
  );
  await expect(page.getByTestId('email-body-frame')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('email-processing.png') });

  // The body follows (the page asks again while processing) without a reload.
  processing = false;
  await expect(page.getByTestId('email-body-frame')).toBeVisible({ timeout: 7_000 });
  await expect(page.getByTestId('email-processing')).toHaveCount(0);
});
