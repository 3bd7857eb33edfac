import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  chooseUsernameAfterOAuth,
  expectAccessible,
  expectNoHorizontalScroll,
  gotoLanding,
} from './support/fixtures.ts';
import { REGISTRATION_MESSAGES } from '../src/shared/admin-types.ts';
import { DEFAULT_OIDC_BUTTON_LABEL } from '../src/shared/sign-in-providers.ts';
import { E2E } from './support/ports.ts';
import { SHOTS, settle, shot } from './support/shots.ts';

/**
 * Sign-in through the operator's own OpenID provider (OIDC_*; issue 33, item 7) at 375 px
 * and 1280 px, next to 'Continue with Google'. The suite's local OpenID provider
 * (e2e/support/fakes.ts) serves both, each sign-in a new person; the rules they share (who
 * may join, disabled accounts, an existing account's email) are tested in Vitest
 * (src/server/auth/oauth-sign-in.test.ts, oauth-invite.test.ts) on both databases.
 */

const googleButton = (page: Page) => page.getByRole('button', { name: 'Continue with Google' });
const ssoButton = (page: Page) => page.getByRole('button', { name: E2E.oidcButtonLabel });

/** What makes two buttons look alike: size, column, type, colours, border, corners. */
async function looks(button: Locator) {
  const box = await button.boundingBox();
  const style = await button.evaluate((element) => {
    const css = getComputedStyle(element);
    return {
      fontSize: css.fontSize,
      fontWeight: css.fontWeight,
      color: css.color,
      background: css.backgroundColor,
      border: `${css.borderTopWidth} ${css.borderTopStyle} ${css.borderTopColor}`,
      radius: css.borderTopLeftRadius,
      iconSize: element.querySelector('svg')?.getBoundingClientRect().width,
    };
  });
  return { x: box?.x, width: box?.width, height: box?.height, ...style };
}

async function expectBothButtonsAlike(page: Page): Promise<void> {
  await expect(googleButton(page)).toBeVisible();
  await expect(ssoButton(page)).toBeVisible();
  // Neither hovered (the last click's pointer may rest on one), their colours settled.
  await page.mouse.move(0, 0);
  await settle(page);
  expect(await looks(ssoButton(page))).toEqual(await looks(googleButton(page)));
  // One under the other, Google first.
  const google = await googleButton(page).boundingBox();
  const sso = await ssoButton(page).boundingBox();
  expect(sso!.y).toBeGreaterThanOrEqual(google!.y + google!.height);
}

/** Besides the helper's full page, the form's card alone, to compare the buttons up close. */
async function cardShot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const card = ssoButton(page).locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    await card.screenshot({
      path: `${SHOTS}/${test.info().project.name}-${name}-card-${scheme}.png`,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the sign-in and sign-up screens offer the OpenID provider as they offer Google', async ({
  page,
}, testInfo) => {
  // Two screens, axe and (with SHOTS_DIR) full-page pictures: slow on a loaded machine.
  test.slow();
  await gotoLanding(page);
  const toSignIn = page.getByRole('button', { name: 'Already have an account? Sign in' });
  if (await toSignIn.isVisible()) await toSignIn.click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expectBothButtonsAlike(page);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'sign-in-providers');
  await cardShot(page, 'sign-in-providers');

  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expectBothButtonsAlike(page);
  await expectNoHorizontalScroll(page);
  await cardShot(page, 'sign-up-providers');

  // Resetting a password is about passwords: neither provider is offered there.
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expect(googleButton(page)).toBeHidden();
  await expect(ssoButton(page)).toBeHidden();

  // OIDC_BUTTON_LABEL's default fits on one line too (the suite's server sets another label),
  // and a long label wraps onto two rather than being cut off.
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  const sso = page.locator('button[data-provider="oidc"]');
  await expect(sso).toHaveText(E2E.oidcButtonLabel);
  const height = async (text: string) => {
    await sso.locator('span').evaluate((span, value) => (span.textContent = value), text);
    return (await sso.boundingBox())?.height;
  };
  expect(await height(DEFAULT_OIDC_BUTTON_LABEL)).toBe(48);
  expect(await height('Sign in with the Example Company account you use at work')).toBeGreaterThan(
    48,
  );
  await expectNoHorizontalScroll(page);
});

test('a first sign-in through the OpenID provider makes an account, which picks its username', async ({
  page,
}) => {
  // Out to the provider and back, then the username: 20-30 s on a loaded machine.
  test.slow();
  const user = await chooseUsernameAfterOAuth(page, ssoButton(page), 'sso');

  // The account is the provider's person: its login email is the one the provider gave.
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile).toMatchObject({
    username: user.username,
    email: expect.stringMatching(/@sso\.test$/),
  });
});

test('a refused sign-in comes back to a message in our words, off the address bar', async ({
  page,
}) => {
  // As Better Auth's callback sends it back when REGISTRATION refuses a new account; the
  // description is the link's, so anyone could have written it: it is not shown.
  await page.goto('/?error=INVITE_REQUIRED&error_description=Call+0800+EVIL+to+unlock');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByText(REGISTRATION_MESSAGES.inviteNeeded).first()).toBeVisible();
  await expect(page.getByText(/0800 EVIL/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(ssoButton(page)).toBeVisible();
});
