import { expect, test } from '@playwright/test';
import { E2E } from './support/ports.ts';
import {
  chooseUsernameAfterOAuth,
  expectAccessible,
  expectNoHorizontalScroll,
  gotoLanding,
  latestMailedLink,
  newUser,
  signUpViaApi,
} from './support/fixtures.ts';

test.describe('landing page', { tag: '@both-widths' }, () => {
  test('shows the pitch, the demo codes and the sample inbox', async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Demo: an address as CODE128 and a coupon as QR (140) plus CODE128, drawn as SVG/canvas.
    const demo = page.locator('[data-testid="demo"]');
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('svg[data-barcode-format="CODE128"]')).toHaveCount(2);
    await expect(demo.locator('[data-qr-size="140"]')).toHaveCount(1);
    await expect(demo.locator('svg[data-barcode-format="CODE128"] rect').first()).toBeAttached();

    const samples = page.locator('[data-testid="showcase"]');
    await samples.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'See It In Action' })).toBeVisible();
    await expect(page.getByText('Your Deals, Organized Beautifully')).toBeVisible();
    await expect(samples.getByRole('tab', { name: 'Emails' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(samples.locator('[data-testid="sample-email"]')).toHaveCount(4);
    await samples.getByRole('tab', { name: 'Active Offers' }).click();
    await expect(samples.locator('[data-testid="sample-offer"]')).toHaveCount(3);

    await expect(page.getByRole('link', { name: /terms/i }).last()).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('contentinfo')).toContainText('2025');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test('the call to action scrolls up and switches the form to sign-up', async ({ page }) => {
    await gotoLanding(page);
    await page.getByRole('button', { name: 'Sign in', exact: false }).first().isVisible();
    // Put the form in sign-in mode first, then use the call to action at the bottom.
    const toSignIn = page.getByRole('button', { name: 'Already have an account? Sign in' });
    if (await toSignIn.isVisible()) await toSignIn.click();
    await expect(page.getByLabel('Email or Username')).toBeVisible();
    const cta = page.locator('[data-testid="cta"]');
    await cta.scrollIntoViewIfNeeded();
    await cta.click();
    // The scroll is smooth: wait for it to bring the sign-up form back into view (it
    // sometimes ends a few dozen pixels short of the very top, which the reader never sees).
    await expect(page.getByLabel('New Username')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(120);
  });
});

test.describe('accounts', () => {
  test('a new user signs up, signs out and signs back in by username', async ({ page }) => {
    test.slow(); // four page loads and two password hashes: over 30 s on a busy machine
    const user = newUser();
    await gotoLanding(page);
    const toSignUp = page.getByRole('button', { name: "Don't have an account? Sign up" });
    if (await toSignUp.isVisible()) await toSignUp.click();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('New Username').fill(user.username.toUpperCase());
    await expect(page.getByLabel('New Username')).toHaveValue(user.username);
    await expect(page.getByText(`Your email: ${user.address}`)).toBeVisible();
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(user.address);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);

    const toSignIn = page.getByRole('button', { name: 'Already have an account? Sign in' });
    if (await toSignIn.isVisible()) await toSignIn.click();
    await page.getByLabel('Email or Username').fill(user.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    // With a session, / goes straight to the dashboard.
    await gotoLanding(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a taken username is flagged and cannot be submitted', async ({ page, browser }) => {
    const other = await browser.newContext();
    const owner = await signUpViaApi(await other.newPage(), 'owner');
    await other.close();
    await gotoLanding(page);
    const toSignUp = page.getByRole('button', { name: "Don't have an account? Sign up" });
    if (await toSignUp.isVisible()) await toSignUp.click();
    await page.getByLabel('New Username').fill(owner.username);
    await expect(page.getByText('Username is already taken')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await page.getByLabel('New Username').fill('ab');
    await expect(page.getByText('Username is already taken')).toBeHidden();
  });

  test('a forgotten password is reset through the mailed link, which works once', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers and a mailed link: over 30 s on a busy machine
    const setup = await browser.newContext();
    const user = await signUpViaApi(await setup.newPage(), 'forgetful');
    await setup.close();

    await gotoLanding(page);
    const toSignIn = page.getByRole('button', { name: 'Already have an account? Sign in' });
    if (await toSignIn.isVisible()) await toSignIn.click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: /Continue with Google/ })).toBeHidden();
    await expect(page.getByRole('button', { name: E2E.oidcButtonLabel })).toBeHidden();
    await page.getByLabel('Email or Username').fill(user.username);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    const link = await latestMailedLink(page.request, user.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password').fill('brand-new-1');
    await page.getByLabel('Confirm Password').fill('brand-new-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm Password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    // Signed in by the reset: the dashboard after 2 s, and it stays there.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
    await expect(page.getByText(user.address).first()).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(200);

    // The new password works from another browser.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await gotoLanding(otherPage);
    const again = otherPage.getByRole('button', { name: 'Already have an account? Sign in' });
    if (await again.isVisible()) await again.click();
    await otherPage.getByLabel('Email or Username').fill(user.email);
    await otherPage.getByLabel('Password').fill('brand-new-1');
    await otherPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    await other.close();

    // The same link a second time is refused, and the page goes home after 3 s.
    await page.goto(link);
    await expect(page.getByText('Invalid or expired link')).toBeVisible();
    await expect(page).not.toHaveURL(/reset-password/, { timeout: 6_000 });
  });

  test('Google sign-in asks for a username that cannot be dismissed', async ({ page }) => {
    test.slow(); // a round trip through the OpenID provider: over 30 s on a busy machine
    await chooseUsernameAfterOAuth(
      page,
      page.getByRole('button', { name: /Continue with Google/ }),
      'googler',
    );
  });
});

test.describe('account pages', { tag: '@both-widths' }, () => {
  test('your barcode, profile, terms and the 404 page', async ({ page }) => {
    test.slow(); // five screens, each checked for accessibility: over 30 s on a busy machine
    const user = await signUpViaApi(page, 'pages');

    await page.goto('/your-barcode');
    await expect(page.getByText(user.address).first()).toBeVisible();
    await expect(page.locator('svg[data-barcode-format="CODE128"]')).toHaveCount(1);
    await expect(page.locator('[data-qr-size]')).toHaveCount(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.goto('/profile');
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText(user.address).first()).toBeVisible();
    await expect(page.getByText('Contact Us')).toBeVisible();
    // The rows are links to the configured targets; the values are not shown as text.
    await expect(page.getByRole('link', { name: /Email Support/ })).toHaveAttribute(
      'href',
      'mailto:help@dealbox.test',
    );
    await expect(page.getByRole('link', { name: /Text Message/ })).toHaveAttribute(
      'href',
      'sms:+442079460000',
    );
    const social = page.getByRole('link', { name: /Social Message/ });
    await expect(social).toHaveAttribute('href', 'https://social.example/@dealbox');
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(page.getByText('help@dealbox.test')).toHaveCount(0);
    await expect(page.getByText(/7946/)).toHaveCount(0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.goto('/terms');
    await expect(page.getByText('January 15, 2025')).toBeVisible();
    await expect(page.locator('main h2')).toHaveCount(13);
    await expectAccessible(page);

    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => logged.join('\n')).toContain('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/(dashboard)?$/);
  });

  test('the copy button copies the address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await signUpViaApi(page, 'copier');
    await page.goto('/your-barcode');
    await page.getByRole('button', { name: /copy/i }).first().click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.address);
  });
});

test('the mail domain comes from the server', async ({ request }) => {
  const config = await (await request.get('/api/config')).json();
  expect(config).toEqual({
    mailDomain: E2E.mailDomain,
    googleEnabled: true,
    oidcButtonLabel: E2E.oidcButtonLabel,
    expiredGraceDays: 7,
    contact: {
      email: 'help@dealbox.test',
      sms: '+442079460000',
      socialUrl: 'https://social.example/@dealbox',
    },
    // The suite's server runs on a local address: anyone may sign up (decision 046).
    registration: 'open',
    // Following a mailbox over IMAP is on unless IMAP=false.
    imap: true,
  });
});
