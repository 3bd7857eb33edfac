import { expect, test, type Page } from '@playwright/test';
import { startRecordingServer, type RecordingServer } from '../test/support/recording-server.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { sendMail, uniqueSubject, waitForEmails } from './support/mail.ts';
import { shot } from './support/shots.ts';

/**
 * One-tap unsubscribe (issue 32, item 2), against a store's endpoint that is a real HTTP
 * server run by this spec on loopback (the server under test has
 * UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS=1 to reach it). From an email: the RFC 8058 POST reaches
 * the endpoint once, the toast says so, and the store's page shows the kept result after a
 * reload. From a store's page: a failure with its reason and Try again; a store with only a
 * page asks first, naming the host; a store with no way says so. At 375 px and 1280 px;
 * screenshots in light and dark when SHOTS_DIR is set.
 */

const ONE_CLICK = 'List-Unsubscribe=One-Click';
let endpoint: RecordingServer;

test.beforeEach(async () => {
  endpoint = await startRecordingServer();
});
test.afterEach(async () => {
  await endpoint.close();
});

/** A store name and domain of this test's own (tests share the server, not accounts). */
function store(name: string) {
  const domain = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}.example`;
  return { domain, from: `"${name}" <news@${domain}>` };
}

const statusOf = (page: Page) => page.getByTestId('store-unsubscribe-status');

test('unsubscribe from an email in one tap; the store page keeps the result', async ({
  page,
}, testInfo) => {
  test.slow();
  const user = await signUpViaApi(page, 'unsub');
  const shop = store('Maple Market');
  const subject = uniqueSubject('Maple Market weekly');
  await sendMail({
    to: user.address,
    from: shop.from,
    subject,
    text: 'Fresh deals every week.',
    headers: {
      'List-Unsubscribe': `<${endpoint.origin}/unsubscribe/${user.username}>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    },
  });
  const ids = await waitForEmails(page.request, [subject]);

  await page.goto(`/email/${ids.get(subject)}`);
  await expect(page.getByTestId('email-subject')).toHaveText(subject);
  const button = page.getByRole('button', { name: 'Unsubscribe', exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('data-method', 'one-click');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'unsubscribe-email');

  // The store's server is slow for a moment: the button shows it is busy meanwhile.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  endpoint.respond = async (_request, response) => {
    await answered;
    response.end();
  };
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  answer();

  await expect(page.getByText('Unsubscribed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('email-unsubscribed')).toContainText('Unsubscribed on');
  await expect(button).toBeHidden();
  expect(endpoint.requests).toHaveLength(1);
  expect(endpoint.requests[0]).toMatchObject({
    method: 'POST',
    url: `/unsubscribe/${user.username}`,
    body: ONE_CLICK,
  });
  expect(endpoint.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(endpoint.requests[0]?.headers.cookie).toBeUndefined();
  expect(endpoint.requests[0]?.headers.referer).toBeUndefined();
  await shot(page, testInfo, 'unsubscribe-email-done');

  // The store's page, read afresh: the result is kept.
  await page.getByTestId('email-store-link').click();
  await expect(page).toHaveURL(new RegExp(`/stores/${shop.domain.replaceAll('.', '\\.')}$`));
  await page.reload();
  await expect(statusOf(page)).toHaveAttribute('data-state', 'done');
  await expect(statusOf(page)).toContainText(/^Unsubscribed on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByRole('button', { name: 'Unsubscribe again' })).toBeVisible();
  expect(endpoint.requests).toHaveLength(1);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'unsubscribe-store-done');
});

test("from a store's page: a failure says why and can be tried again", async ({
  page,
}, testInfo) => {
  test.slow();
  const user = await signUpViaApi(page, 'unsubfail');
  const shop = store('Copper Kettle');
  const subject = uniqueSubject('Copper Kettle news');
  await sendMail({
    to: user.address,
    from: shop.from,
    subject,
    text: 'News.',
    headers: {
      'List-Unsubscribe': `<${endpoint.origin}/u/1>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    },
  });
  await waitForEmails(page.request, [subject]);
  endpoint.respond = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };

  await page.goto(`/stores/${shop.domain}`);
  await expect(statusOf(page)).toHaveText(
    `One tap asks 127.0.0.1:${endpoint.port} to take you off its list.`,
  );
  await shot(page, testInfo, 'unsubscribe-store-ready');
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('Unsubscribe failed', { exact: true })).toBeVisible();
  await expect(statusOf(page)).toHaveText(
    `Unsubscribe failed: 127.0.0.1:${endpoint.port} answered 503.`,
  );
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'unsubscribe-store-failed');

  // The store is back: trying again works, and the page says so.
  endpoint.respond = (_request, response) => {
    response.end();
  };
  await retry.click();
  await expect(statusOf(page)).toHaveAttribute('data-state', 'done');
  expect(endpoint.requests).toHaveLength(2);
});

test('a store with only a page asks first, naming the host; a store with no way says so', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const user = await signUpViaApi(page, 'unsubpage');
  const shop = store('Linden Books');
  const quiet = store('Quiet Shop');
  const pageUrl = 'https://preferences.linden-books.example/unsubscribe?u=42';
  const subjects = [uniqueSubject('Linden Books picks'), uniqueSubject('Quiet Shop hello')];
  await sendMail({
    to: user.address,
    from: shop.from,
    subject: subjects[0] as string,
    text: 'Books.',
    headers: { 'List-Unsubscribe': `<${pageUrl}>` },
  });
  await sendMail({
    to: user.address,
    from: quiet.from,
    subject: subjects[1] as string,
    text: 'Hi',
  });
  await waitForEmails(page.request, subjects);
  // The store's page, served here: the test machine has no way out to the internet.
  await context.route('https://preferences.linden-books.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Unsubscribe</title>Done' }),
  );

  await page.goto(`/stores/${quiet.domain}`);
  await expect(statusOf(page)).toHaveText("This store's mail offers no way to unsubscribe.");
  await expect(page.getByTestId('unsubscribe-button')).toHaveCount(0);
  await shot(page, testInfo, 'unsubscribe-store-none');

  await page.goto(`/stores/${shop.domain}`);
  await expect(statusOf(page)).toHaveText(
    'preferences.linden-books.example unsubscribes you on its own page.',
  );
  await page.getByRole('button', { name: 'Open unsubscribe page' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText("Open the store's unsubscribe page?");
  await expect(dialog).toContainText('preferences.linden-books.example');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, testInfo, 'unsubscribe-store-page-dialog');

  // Cancel keeps nothing; Open page opens it in a new tab and keeps 'manual'.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(statusOf(page)).toHaveAttribute('data-state', 'never');
  await page.getByRole('button', { name: 'Open unsubscribe page' }).click();
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open page' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(pageUrl);
  await tab.close();
  await expect(page.getByText('Unsubscribe page opened', { exact: true })).toBeVisible();
  await page.reload();
  await expect(statusOf(page)).toHaveAttribute('data-state', 'manual');
  await expect(statusOf(page)).toContainText(/^Unsubscribe page opened on /);
  expect(endpoint.requests).toEqual([]);
  await expectNoHorizontalScroll(page);
  await shot(page, testInfo, 'unsubscribe-store-manual');
});
