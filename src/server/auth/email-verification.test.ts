import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/** REQUIRE_EMAIL_VERIFICATION=true: no session until the mailed link is followed. */
describe.each(testDialects())('email confirmation (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in only after the confirmation link, which lands on /dashboard', async () => {
    const email = 'careful@shop.test';
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email,
        password: 'secret1',
        name: 'careful',
        username: 'careful',
        callbackURL: '/dashboard',
      },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().token).toBeNull();

    const early = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      payload: { username: 'careful', password: 'secret1' },
    });
    expect(early.statusCode).toBe(403);

    const link = new URL(t.mailer.linkTo(email));
    const confirm = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(confirm.statusCode).toBe(302);
    expect(String(confirm.headers.location)).toMatch(/\/dashboard$/);
    const session = await t.request({
      method: 'GET',
      url: '/api/profile',
      cookie: cookieFrom(confirm),
    });
    expect(session.json()).toMatchObject({ email, username: 'careful' });
  });
});
