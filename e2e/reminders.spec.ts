import { expect, test, type Page } from '@playwright/test';
import type { ReminderState } from '../src/shared/reminder-types.ts';
import { fullBrowser } from './support/browser.ts';
import { BASE_URL, OUTBOX_URL } from './support/ports.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { shot } from './support/shots.ts';

/**
 * Expiry reminders in the browser: the profile page's Reminders card (defaults, the
 * browser's time zone stored, changes kept), the service worker showing a pushed reminder,
 * and the digest email reaching the outbound SMTP sink from the running server's sweep.
 * Screenshots (light and dark) go to SHOTS_DIR when it is set.
 */

// Push goes through the service worker, which playwright.config.ts blocks elsewhere, and its
// notifications need the full browser.
test.use({
  timezoneId: 'America/New_York',
  serviceWorkers: 'allow',
  launchOptions: fullBrowser,
});

async function reminderState(page: Page): Promise<ReminderState> {
  const response = await page.request.get('/api/reminders');
  expect(response.status()).toBe(200);
  return (await response.json()) as ReminderState;
}

test('the profile page sets when reminders come, in the browser’s time zone', async ({ page }) => {
  // axe, four screenshots and a reload: give a loaded machine room.
  test.slow();
  await signUpViaApi(page, 'remind');
  await page.goto('/profile');
  const card = page.getByTestId('reminder-settings');
  await expect(card.getByRole('heading', { name: 'Reminders' })).toBeVisible();

  // Defaults: on, 1 day before, 09:00; the zone comes from this browser.
  const enabled = card.getByRole('switch', { name: 'Remind me before deals expire' });
  await expect(enabled).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByLabel('When')).toHaveValue('1');
  await expect(card.getByLabel('At')).toHaveValue('09:00');
  await expect(card.getByLabel('Daily email digest')).toHaveValue('auto');
  await expect(card.getByTestId('reminder-zone')).toHaveText(
    'Times are in your time zone, America/New_York.',
  );
  await expect
    .poll(async () => (await reminderState(page)).settings.timeZone)
    .toBe('America/New_York');
  await expect(card.getByTestId('reminder-device')).toContainText('Notifications on this device');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, test.info(), 'profile-reminders');

  // Changes are saved as they are made, and kept.
  await card.getByLabel('When').selectOption('2');
  await card.getByLabel('At').fill('18:30');
  await card.getByLabel('Daily email digest').selectOption('always');
  await expect
    .poll(async () => (await reminderState(page)).settings)
    .toEqual({
      enabled: true,
      daysBefore: 2,
      time: '18:30',
      timeZone: 'America/New_York',
      emailDigest: 'always',
    });
  await page.reload();
  await expect(card.getByLabel('When')).toHaveValue('2');
  await expect(card.getByLabel('At')).toHaveValue('18:30');

  // Off: the choices are greyed out, and the server knows.
  await enabled.click();
  await expect(enabled).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByLabel('When')).toBeDisabled();
  await expect.poll(async () => (await reminderState(page)).settings.enabled).toBe(false);
  await shot(page, test.info(), 'profile-reminders-off');
});

test('the service worker shows a pushed reminder', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await signUpViaApi(page, 'pushsw');
  // The deals screens register the service worker (pwa.config.ts).
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Deals' }).click();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
    timeout: 15_000,
  });

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(BASE_URL));
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Ends tomorrow: 20% off at Harbor & Pine',
    body: 'Spring sale · Code SPRING20',
    url: '/offer/00000000-0000-4000-8000-000000000000',
    tag: 'deal-00000000-0000-4000-8000-000000000000',
  };
  // Delivered again until it shows (a worker just installed may miss the first); the tag
  // makes a repeat replace the notification rather than add one.
  const id = await registrationId;
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: `${BASE_URL}/`,
          registrationId: id,
          data: JSON.stringify(payload),
        });
        return page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
        });
      },
      // Each try delivers again (a push before the worker is ready is lost); same tag, one shown.
      { timeout: 15_000, intervals: [300] },
    )
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
      },
    ]);
});

test('a click on the notification opens the deal', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await signUpViaApi(page, 'clicksw');
  const created = await page.request.post('/api/offers', {
    headers: { origin: BASE_URL },
    data: { storeName: 'Harbor & Pine', offerTitle: 'Spring sale', barcodeValue: 'SPRING20' },
  });
  expect(created.status()).toBe(201);
  const offer = (await created.json()) as { id: string };
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Deals' }).click();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
    timeout: 15_000,
  });
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(BASE_URL));
  expect(worker, 'the app’s service worker').toBeTruthy();
  // Show the notification as a push would, then click it (a NotificationEvent dispatched in
  // the worker runs the same 'notificationclick' handler a click runs).
  await worker?.evaluate(async (url) => {
    // (The worker's own types: this project compiles against the DOM library only.)
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    await sw.registration.showNotification('Ends tomorrow: Spring sale at Harbor & Pine', {
      tag: 'deal-click',
      data: { url },
    });
    const [notification] = await sw.registration.getNotifications({ tag: 'deal-click' });
    if (!notification) throw new Error('no notification shown');
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
  }, `/offer/${offer.id}`);
  await expect(page).toHaveURL(`${BASE_URL}/offer/${offer.id}`);
  await expect(page.getByText('Harbor & Pine').first()).toBeVisible();
});

test('the digest email of a due reminder reaches the outbound mail', async ({ page }) => {
  const user = await signUpViaApi(page, 'digest');
  // Due a minute ago in UTC: the deal ends the day after that moment.
  const dueAt = new Date(Date.now() - 60_000);
  const day = dueAt.toISOString().slice(0, 10);
  const expiry = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const patched = await page.request.patch('/api/reminders', {
    headers: { origin: BASE_URL },
    data: { timeZone: 'UTC', time: dueAt.toISOString().slice(11, 16), daysBefore: 1 },
  });
  expect(patched.status()).toBe(200);
  const created = await page.request.post('/api/offers', {
    headers: { origin: BASE_URL },
    data: {
      storeName: 'Harbor & Pine',
      offerTitle: 'Spring sale',
      discount: '20%',
      barcodeValue: 'SPRING20',
      expirationDate: expiry,
    },
  });
  expect(created.status()).toBe(201);
  const offer = (await created.json()) as { id: string };

  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (
          await page.request.get(`${OUTBOX_URL}/messages?to=${encodeURIComponent(user.email)}`)
        ).json()) as Array<{ subject: string; text: string }>;
        mail = messages.find((m) => m.subject.startsWith('Ends tomorrow'));
        return mail?.subject;
      },
      { timeout: 15_000, message: 'the digest in the outbound sink' },
    )
    .toBe('Ends tomorrow: 20% off at Harbor & Pine');
  expect(mail?.text).toContain(`${BASE_URL}/offer/${offer.id}`);
  expect(mail?.text).toContain('Code: SPRING20');

  // The link opens the deal.
  await page.goto(`/offer/${offer.id}`);
  await expect(page.getByText('Harbor & Pine').first()).toBeVisible();
});

test('turning notifications on either subscribes this device or says why not', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await signUpViaApi(page, 'turnon');
  await page.goto('/profile');
  const device = page.getByTestId('reminder-device');
  await device.getByRole('button', { name: 'Turn on' }).click();
  // Chromium here has no push service to reach (no network): the browser refuses to
  // subscribe, and the page says so; where it can subscribe, the server has the device.
  const failed = page.getByText('Could not turn on notifications');
  const worked = device.getByRole('button', { name: 'Turn off' });
  await expect(failed.or(worked)).toBeVisible({ timeout: 20_000 });
  const devices = (await reminderState(page)).push.devices;
  if (await worked.isVisible()) {
    expect(devices).toBe(1);
  } else {
    console.info(
      `[reminders] subscribe refused: ${await page.locator('[data-sonner-toast]').innerText()}`,
    );
    expect(devices).toBe(0);
    await expect(device.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    await shot(page, test.info(), 'profile-reminders-push-refused');
  }
});
