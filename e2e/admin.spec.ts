import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_ACCOUNTS_PAGE_SIZE, type AdminAccountsPage } from '../src/shared/admin-types.ts';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  gotoLanding,
  newUser,
  postSignUp,
  TEST_PASSWORD,
} from './support/fixtures.ts';
import { BASE_URL } from './support/ports.ts';
import { shot } from './support/shots.ts';

/**
 * The admin page (issue 33, item 2; decision 046) as an administrator uses it, at 375 px and
 * 1280 px: the figures and accounts, disabling and enabling an account, making an invite,
 * and a new person signing up through the invite's link; searching the accounts and paging
 * through them. The suite's server runs in open
 * mode (a local APP_URL); invite-only refusals are tested in Vitest
 * (src/server/http/routes/api/admin.test.ts). Each project has its own admin address
 * (ADMIN_EMAILS in playwright.config.ts): the projects run side by side on one server.
 */

async function signUpOrIn(
  request: APIRequestContext,
  user: { email: string; username: string },
): Promise<void> {
  // The first run signs the admin up; a retry on the same server finds it there already.
  await postSignUp(request, { ...user, password: TEST_PASSWORD });
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: BASE_URL },
    data: { email: user.email, password: TEST_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
}

async function signInStatus(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin: BASE_URL },
    data: { email, password: TEST_PASSWORD },
  });
  return response.status();
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test('an admin sees the instance, disables and enables an account, and invites someone', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow(); // three accounts, two browsers, five confirmations: 15 s on a quiet machine
  const project = testInfo.project.name;
  await signUpOrIn(page.request, {
    email: `admin-${project}@shopper.test`,
    username: `boss_${project}`,
  });
  const target = newUser('target');
  const made = await postSignUp(request, target);
  expect(made.status()).toBe(200);

  // The profile links to the admin page, for admins.
  await page.goto('/profile');
  const adminLink = page.getByTestId('admin-link');
  await expect(adminLink).toBeVisible();
  await shot(page, testInfo, 'profile-admin-link');
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

  // Figures and accounts.
  await expect(page.getByTestId('figure-accounts')).toHaveText(/^\d+/);
  const accounts = Number(
    /^\d+/.exec((await page.getByTestId('figure-accounts').innerText()) ?? '')?.[0],
  );
  expect(accounts).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('mail-chart').locator('li')).toHaveCount(14);
  // Every way in, named, whether or not mail came through it yet.
  await expect(page.getByTestId('mail-by-door').locator('li')).toHaveText([
    /^SMTP\d/,
    /^Webhook\d/,
    /^IMAP\d/,
    /^File import\d/,
  ]);
  // The list is paged (other specs add accounts meanwhile): the target is found by searching.
  await page.getByLabel('Search accounts').fill(target.username);
  await expect(page.getByTestId('accounts-total')).toHaveText('1 account, newest first.');
  const targetRow = visible(page, 'account-row').filter({ hasText: target.email });
  await expect(targetRow).toHaveCount(1);
  await expect(visible(page, 'account-row')).toHaveCount(1);
  await expect(targetRow).toContainText(target.address);
  await expect(targetRow.getByTestId('account-disabled')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, testInfo, 'admin');

  // Disable: asked first, then the row says so and the account cannot sign in.
  await page.getByRole('button', { name: `Disable ${target.email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Disable this account?');
  await expect(dialog).toContainText(target.address);
  await shot(page, testInfo, 'admin-disable-confirm');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog).toBeHidden();
  await expect(targetRow.getByTestId('account-disabled')).toBeVisible();
  expect(await signInStatus(request, target.email)).toBe(403);

  // Enable again: the keyboard reaches the button.
  const enable = page.getByRole('button', { name: `Enable ${target.email}` });
  await enable.focus();
  await page.keyboard.press('Enter');
  await expect(targetRow.getByTestId('account-disabled')).toHaveCount(0);
  expect(await signInStatus(request, target.email)).toBe(200);

  // An invite: its link is shown once, to copy.
  await page.getByTestId('create-invite').click();
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveValue(new RegExp(`^${BASE_URL}/\\?invite=[A-Za-z0-9_-]{20,}$`));
  const inviteUrl = await link.inputValue();
  const newest = page.getByTestId('invite-row').first();
  await expect(newest.getByTestId('invite-status')).toHaveText('Active');
  await shot(page, testInfo, 'admin-invite');

  // Someone new opens the link: the sign-up form, their invite with it.
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    const invitee = newUser('invitee');
    await guestPage.goto(inviteUrl.replace(BASE_URL, ''));
    await guestPage.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(guestPage.getByLabel('New Username')).toBeVisible();
    // Open mode: no 'needs an invite' line.
    await expect(guestPage.getByTestId('invite-needed')).toHaveCount(0);
    await guestPage.getByLabel('Email').fill(invitee.email);
    await guestPage.getByLabel('New Username').fill(invitee.username);
    await guestPage.getByLabel('Password').fill(TEST_PASSWORD);
    await guestPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(guestPage).toHaveURL(/\/dashboard$/);

    // The invite is used up, by them.
    await page.reload();
    const used = page.getByTestId('invite-row').filter({ hasText: invitee.email });
    await expect(used.getByTestId('invite-status')).toHaveText('Used');
    await expect(visible(page, 'account-row').filter({ hasText: invitee.email })).toHaveCount(1);

    // Not an admin: the page says so, and the API refuses.
    await guestPage.goto('/admin');
    await expect(guestPage.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
    const refused = await guestPage.request.get('/api/admin/accounts');
    expect(refused.status()).toBe(403);
  } finally {
    await guest.close();
  }
});

test('an admin searches the accounts and shows more of them', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow(); // up to a page of accounts made first, on a server the other specs share
  const project = testInfo.project.name;
  await signUpOrIn(page.request, {
    email: `admin-${project}@shopper.test`,
    username: `boss_${project}`,
  });
  // Two accounts to find by a word of their own, and one that must not come up.
  const tag = `find${Math.random().toString(36).slice(2, 7)}`;
  const found = [newUser(tag), newUser(tag)];
  const decoy = newUser('decoy');
  // More accounts than a page holds: the shortfall is made over the API, a few at a time.
  const first = await page.request.get('/api/admin/accounts?limit=1');
  expect(first.status()).toBe(200);
  const { total } = (await first.json()) as AdminAccountsPage;
  const filler = Array.from({ length: Math.max(0, ADMIN_ACCOUNTS_PAGE_SIZE + 1 - total - 3) }, () =>
    newUser('many'),
  );
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const users = [...filler, decoy, ...found];
    for (let i = 0; i < users.length; i += 4) {
      await Promise.all(
        users.slice(i, i + 4).map(async (user) => {
          const made = await postSignUp(guest, user);
          expect(made.status(), await made.text()).toBe(200);
        }),
      );
    }
  } finally {
    await guest.dispose();
  }

  await page.goto('/admin');
  const totalLine = page.getByTestId('accounts-total');
  await expect(totalLine).toHaveText(/^[\d,]+ accounts, newest first\.$/);
  const rows = visible(page, 'account-row');
  await expect(rows).toHaveCount(ADMIN_ACCOUNTS_PAGE_SIZE);
  // Show more: under the list while there is more, reached and pressed with the keyboard.
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toBeVisible();
  await expectNoHorizontalScroll(page);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => rows.count()).toBeGreaterThan(ADMIN_ACCOUNTS_PAGE_SIZE);

  // Searching narrows the list to the accounts whose username has the word, in any case.
  const search = page.getByLabel('Search accounts');
  await search.fill(tag.toUpperCase());
  await expect(totalLine).toHaveText('2 accounts, newest first.');
  await expect(rows).toHaveCount(2);
  for (const user of found) {
    await expect(rows.filter({ hasText: user.email })).toHaveCount(1);
  }
  await expect(rows.filter({ hasText: decoy.email })).toHaveCount(0);
  await expect(more).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, testInfo, 'admin-accounts-search');

  // Nothing matches: the list says so.
  await search.fill('no-such-account-anywhere');
  await expect(page.getByText('No accounts match "no-such-account-anywhere"')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await shot(page, testInfo, 'admin-accounts-no-match');

  // Escape clears the search: every account again, newest first, with more to show.
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(totalLine).toHaveText(/^[\d,]+ accounts, newest first\.$/);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(ADMIN_ACCOUNTS_PAGE_SIZE);
});

test('the landing page opened from an invite link goes to sign-up', async ({ page }) => {
  await gotoLanding(page);
  await expect(page.getByLabel('New Username')).toHaveCount(0);
  await page.goto('/?invite=some-token');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('New Username')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'dealbox_invite')?.value).toBe('some-token');
});
