import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from '../http/routes/api/password-reset.ts';
import { createOutbox } from '../outbox/outbox.ts';
import {
  CapturingMailer,
  TEST_ORIGIN,
  startTestApp,
  type TestApp,
  type TestUser,
} from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * No account enumeration: a reset request and a sign-up answer the same, in the same time,
 * whether the email has an account or not. The mailer here takes 100 ms a message, as a
 * slow SMTP relay does, so a reply that waited for the mail would show it. Timing is judged
 * on medians (the machine may be busy with other work); the means are printed too.
 */

const TRIES = 20;
const MAIL_MS = 100;

interface Timing {
  mean: number;
  median: number;
}

function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(mid)] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { mean: samples.reduce((x, y) => x + y, 0) / samples.length, median };
}

/** Times of `a` and `b` over TRIES rounds, interleaved so load on the machine hits both. */
async function timings(
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
): Promise<[Timing, Timing]> {
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < TRIES; i++) {
    for (const [k, run] of [a, b].entries()) {
      const started = performance.now();
      await run(i);
      samples[k as 0 | 1].push(performance.now() - started);
    }
  }
  return [summary(samples[0]), summary(samples[1])];
}

const show = (t: Timing) => `mean ${t.mean.toFixed(1)} ms, median ${t.median.toFixed(1)} ms`;

describe.each(testDialects())('no account enumeration (%s)', (dialect) => {
  let t: TestApp;
  let owner: TestUser;

  /** Straight to the app, without the test helper's wait for the outbox. */
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await t.signUp({ username: 'owner', email: 'owner@shopper.test' });
    t.mailer.delayMs = MAIL_MS;
  });
  afterAll(() => t.close());

  it('answers a reset request alike, in the same time, and mails only the owner', async () => {
    const known = await post('/api/password-reset', { identifier: owner.email });
    const unknown = await post('/api/password-reset', { identifier: 'nobody@shopper.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await t.outbox.drain();

    const [known2, unknown2] = await timings(
      () => post('/api/password-reset', { identifier: owner.email }),
      () => post('/api/password-reset', { identifier: 'nobody@shopper.test' }),
    );
    console.info(
      `[enumeration] reset over ${TRIES}: known ${show(known2)}; unknown ${show(unknown2)}`,
    );
    // The mail takes MAIL_MS; an answer that waited for it would differ by at least that.
    // (On a busy disk SQLite's fsync adds noise either way; the mail's cost is one-sided.)
    expect(known2.median - unknown2.median).toBeLessThan(MAIL_MS / 2);
    expect(Math.abs(known2.median - unknown2.median)).toBeLessThan(MAIL_MS);

    const before = t.mailer.sent.length;
    await t.outbox.drain();
    const mailed = t.mailer.sent.slice(before);
    expect(mailed.length).toBe(TRIES);
    expect(mailed.every((m) => m.to === owner.email && /reset/i.test(m.subject))).toBe(true);
  }, 120_000);

  it("keeps 'Username not found' for usernames (they are public addresses)", async () => {
    const response = await post('/api/password-reset', { identifier: 'no_such_name' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Username not found' });
  });

  it('keeps a reset request across a crash between the reply and the mail', async () => {
    const response = await post('/api/password-reset', { identifier: owner.email });
    expect(response.statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('outbox').select(['kind']).execute();
    expect(stored.map((r) => r.kind)).toContain(PASSWORD_RESET_JOB);
    // The process "dies" here; the next one's outbox, over the same database, does the work.
    const nextMailer = new CapturingMailer();
    const next = createOutbox({
      store: t.database.outbox,
      sender: nextMailer,
      logger: createLogger('silent'),
    });
    next.handle(PASSWORD_RESET_JOB, passwordResetJob(t.auth));
    await next.drain();
    await next.close();
    expect(nextMailer.lastTo(owner.email)?.subject).toMatch(/reset/i);
    expect(nextMailer.linkTo(owner.email)).toContain('/reset-password');
    expect(await t.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('answers sign-up with a taken email like a new one, and tells the owner', async () => {
    const signUp = (email: string, username: string) =>
      post('/api/auth/sign-up/email', { email, password: 'secret1', name: username, username });
    const taken = await signUp(owner.email, 'newcomer');
    const fresh = await signUp('fresh@shopper.test', 'freshname');
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    const takenBody = taken.json<{ token: string | null; user: Record<string, unknown> }>();
    const freshBody = fresh.json<{ token: string | null; user: Record<string, unknown> }>();
    expect(Object.keys(takenBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(takenBody.user.email).toBe(owner.email);
    expect(takenBody.user.id).not.toBe(owner.id);
    // No session for someone else's account (see docs/decisions/008-hardening.md).
    expect(takenBody.token).toBeNull();
    expect(taken.headers['set-cookie']).toBeUndefined();
    await t.outbox.drain();
    expect(t.mailer.lastTo(owner.email)?.subject).toBe('Someone tried to sign up with your email');
    const users = await t.database.db
      .selectFrom('user')
      .select('username')
      .where('email', '=', owner.email)
      .execute();
    expect(users).toEqual([{ username: 'owner' }]);

    const [takenMs, freshMs] = await timings(
      (i) => signUp(owner.email, `late_${i}`),
      (i) => signUp(`fresh${i}@shopper.test`, `fresh_${i}`),
    );
    console.info(
      `[enumeration] sign-up over ${TRIES}: taken ${show(takenMs)}; new ${show(freshMs)}`,
    );
    // Before, a taken email answered 422 in a tenth of the time (no password hashing).
    expect(Math.abs(takenMs.median - freshMs.median)).toBeLessThan(
      Math.max(20, freshMs.median * 0.4),
    );
    await t.outbox.drain();
  }, 180_000);

  it('refuses a taken username the same way whether the email is taken or not', async () => {
    const signUp = (email: string) =>
      post('/api/auth/sign-up/email', { email, password: 'secret1', name: 'x', username: 'owner' });
    const takenEmail = await signUp(owner.email);
    const freeEmail = await signUp('another@shopper.test');
    expect(takenEmail.statusCode).toBe(freeEmail.statusCode);
    expect(takenEmail.json()).toMatchObject({ code: 'USERNAME_IS_ALREADY_TAKEN' });
    expect(freeEmail.json()).toMatchObject({ code: 'USERNAME_IS_ALREADY_TAKEN' });
  });
});

describe.each(testDialects())('no enumeration with email confirmation on (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => t.close());

  it('answers a taken email exactly like a new one: no token, no cookie', async () => {
    const signUp = (email: string, username: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'secret1', name: username, username },
      });
    const first = await signUp('first@shopper.test', 'first');
    const again = await signUp('first@shopper.test', 'second');
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token: null });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const to = t.mailer.sent.filter((m) => m.to === 'first@shopper.test').map((m) => m.subject);
    expect(to).toEqual([
      'Confirm your Dealbox account',
      'Someone tried to sign up with your email',
    ]);
  });

  it('answers a taken and a new email in the same time', async () => {
    const signUp = (email: string, username: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'secret1', name: username, username },
      });
    await signUp('owner@shopper.test', 'owner');
    const [takenMs, freshMs] = await timings(
      (i) => signUp('owner@shopper.test', `late_${i}`),
      (i) => signUp(`fresh${i}@shopper.test`, `fresh_${i}`),
    );
    console.info(
      `[enumeration] sign-up, confirmation on, over ${TRIES}: taken ${show(takenMs)}; new ${show(freshMs)}`,
    );
    expect(Math.abs(takenMs.median - freshMs.median)).toBeLessThan(
      Math.max(20, freshMs.median * 0.4),
    );
    await t.outbox.drain();
  }, 180_000);
});
