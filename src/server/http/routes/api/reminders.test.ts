import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderState } from '#shared/reminder-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

const subscription = (n: number) => ({
  endpoint: `https://push.example/send/device-${n}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe.each(testDialects())('reminder settings API on %s', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/reminders'],
      ['PATCH', '/api/reminders'],
      ['POST', '/api/push-subscriptions'],
      ['DELETE', '/api/push-subscriptions'],
    ] as const) {
      const response = await t.request({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('gives the defaults to a new user: on, 1 day before, 09:00, zone unknown', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/reminders',
      cookie: alice.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<ReminderState>()).toEqual({
      settings: {
        enabled: true,
        daysBefore: 1,
        time: '09:00',
        timeZone: null,
        emailDigest: 'auto',
      },
      push: { publicKey: t.vapidKeys.publicKey, devices: 0 },
    });
    expect(t.vapidKeys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('changes only the settings sent, and keeps them per user', async () => {
    const patched = await t.request({
      method: 'PATCH',
      url: '/api/reminders',
      cookie: alice.cookie,
      payload: { timeZone: 'Europe/Paris', time: '18:45' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<ReminderState>().settings).toEqual({
      enabled: true,
      daysBefore: 1,
      time: '18:45',
      timeZone: 'Europe/Paris',
      emailDigest: 'auto',
    });
    const again = await t.request({
      method: 'PATCH',
      url: '/api/reminders',
      cookie: alice.cookie,
      payload: { daysBefore: 3, emailDigest: 'always', enabled: false },
    });
    expect(again.json<ReminderState>().settings).toMatchObject({
      enabled: false,
      daysBefore: 3,
      time: '18:45',
      emailDigest: 'always',
    });
    const bobs = await t.request({ method: 'GET', url: '/api/reminders', cookie: bob.cookie });
    expect(bobs.json<ReminderState>().settings.time).toBe('09:00');
  });

  it('refuses bad settings with a clear problem and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ time: '25:00' }, 'time must be HH:MM, 24-hour'],
      [{ time: '9:00' }, 'time must be HH:MM, 24-hour'],
      [{ daysBefore: 5 }, 'daysBefore must be one of 0, 1, 2, 3, 7'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone name'],
      [{ emailDigest: 'weekly' }, 'emailDigest must be one of auto, always, off'],
      [{ enabled: 'yes' }, 'enabled is missing or of the wrong type'],
      [{ colour: 'blue' }, 'Unknown setting: colour'],
      [{}, 'Send at least one setting to change'],
      [[1, 2], 'Send a JSON object'],
    ];
    for (const [payload, detail] of cases) {
      const response = await t.request({
        method: 'PATCH',
        url: '/api/reminders',
        cookie: bob.cookie,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 400, detail });
    }
    const bobs = await t.request({ method: 'GET', url: '/api/reminders', cookie: bob.cookie });
    expect(bobs.json<ReminderState>().settings).toMatchObject({ time: '09:00', daysBefore: 1 });
  });

  it('keeps one subscription per device, moves a device between accounts, forgets it', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      cookie: alice.cookie,
      payload: subscription(1),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<ReminderState>().push.devices).toBe(1);
    // The same device again: still one.
    const again = await t.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      cookie: alice.cookie,
      payload: subscription(1),
    });
    expect(again.json<ReminderState>().push.devices).toBe(1);
    await t.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      cookie: alice.cookie,
      payload: subscription(2),
    });

    // Bob cannot forget Alice's device.
    const notHis = await t.request({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      cookie: bob.cookie,
      payload: { endpoint: subscription(2).endpoint },
    });
    expect(notHis.statusCode).toBe(204);
    const alices = await t.request({ method: 'GET', url: '/api/reminders', cookie: alice.cookie });
    expect(alices.json<ReminderState>().push.devices).toBe(2);

    // Bob signs in on Alice's first device and turns notifications on: it is his now.
    const moved = await t.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      cookie: bob.cookie,
      payload: subscription(1),
    });
    expect(moved.json<ReminderState>().push.devices).toBe(1);
    const after = await t.request({ method: 'GET', url: '/api/reminders', cookie: alice.cookie });
    expect(after.json<ReminderState>().push.devices).toBe(1);

    const forgot = await t.request({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      cookie: alice.cookie,
      payload: { endpoint: subscription(2).endpoint },
    });
    expect(forgot.statusCode).toBe(204);
    const none = await t.request({ method: 'GET', url: '/api/reminders', cookie: alice.cookie });
    expect(none.json<ReminderState>().push.devices).toBe(0);
  });

  it('refuses a subscription that is not one', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { endpoint: 'ftp://x.example/1', keys: subscription(3).keys },
        'endpoint must be an http(s) URL',
      ],
      [
        {
          endpoint: subscription(3).endpoint,
          keys: { p256dh: 'short', auth: 'tBHItJI5svbpez7KI4CCXg' },
        },
        'keys.p256dh must be a base64url P-256 key',
      ],
      [{ endpoint: subscription(3).endpoint }, 'keys is missing or of the wrong type'],
    ];
    for (const [payload, detail] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/push-subscriptions',
        cookie: alice.cookie,
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail });
    }
  });
});
