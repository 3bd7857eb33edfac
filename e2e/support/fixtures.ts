import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { BASE_URL, E2E, OUTBOX_URL } from './ports.ts';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  address: string;
}

/** Every account the specs make has this password. */
export const TEST_PASSWORD = 'secret123';

/** A fresh account's details; unique per call, valid per the username rules. */
export function newUser(prefix = 'shopper'): NewUser {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}_${suffix}`.slice(0, 30);
  return {
    username,
    email: `${username}@shopper.test`,
    password: TEST_PASSWORD,
    address: `${username}@${E2E.mailDomain}`,
  };
}

/**
 * Signs a new account up over the API with the page's own cookie jar, so the page is then
 * signed in. For tests whose subject is not the sign-up form itself.
 */
export async function signUpViaApi(page: Page, prefix?: string): Promise<NewUser> {
  const user = newUser(prefix);
  const response = await postSignUp(page.request, user);
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** An email sign-up over the API, as the sign-up form sends it; the caller checks the answer. */
export function postSignUp(
  request: APIRequestContext,
  user: { email: string; username: string; password: string },
): Promise<APIResponse> {
  return request.post('/api/auth/sign-up/email', {
    headers: { origin: BASE_URL },
    data: {
      email: user.email,
      password: user.password,
      name: user.username,
      username: user.username,
    },
  });
}

/** The newest link in the mail Dealbox sent to `to`, read from the outbound SMTP sink. */
export async function latestMailedLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (
          await request.get(`${OUTBOX_URL}/messages?to=${encodeURIComponent(to)}`)
        ).json()) as { text: string }[];
        link = /https?:\/\/\S+/.exec(messages.at(-1)?.text ?? '')?.[0];
        return link;
      },
      { message: `a mailed link to ${to}` },
    )
    .toBeTruthy();
  return link as string;
}

/**
 * axe-core on the page as it settles: no serious or critical violations. It waits for the
 * finite animations and transitions to end first (a toast fading in has, for a moment, text
 * too faint to read, which axe would count against its colours).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Opens the landing page and waits until React has taken over its prerendered HTML
 * (decision 021): a click before that would not reach the app.
 */
export async function gotoLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * A first sign-in through an OAuth provider's button, from the landing page: the dashboard
 * opens with 'Choose Your Username', which Escape does not close; the username chosen
 * becomes the address in the header. Returns that new user.
 */
export async function chooseUsernameAfterOAuth(
  page: Page,
  button: Locator,
  prefix: string,
): Promise<NewUser> {
  await gotoLanding(page);
  await button.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const modal = page.getByRole('dialog', { name: 'Choose Your Username' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  const user = newUser(prefix);
  await modal.getByLabel('Username').fill(user.username);
  await expect(modal.getByText(`Your email will be: ${user.address}`)).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('banner')).toContainText(user.address);
  return user;
}

/** The page has no horizontal scroll (a 375 px layout that fits). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/**
 * Waits until the frame's document has loaded: every image, style or frame it asks for has
 * been fetched or refused by then, so "nothing was fetched" can be checked without a pause.
 */
export async function expectFrameLoaded(frame: FrameLocator): Promise<void> {
  await expect
    .poll(() => frame.locator('html').evaluate(() => document.readyState))
    .toBe('complete');
}
