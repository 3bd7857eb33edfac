import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { TEST_ORIGIN, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { appRoutes } from '#test/route-table.ts';

/**
 * Property: whatever goes into a route's path parameters, query string and JSON body (NUL
 * and other control characters, lone surrogates, invalid UTF-8 as percent-escapes, wrong
 * types, SQL and LIKE metacharacters), no route answers 5xx, and every error is a problem.
 * Runs on SQLite and PostgreSQL, over every route the app has (checked against Fastify's
 * own route table, so a new route without an entry here fails the test).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const INBOUND_TOKEN = 'fuzz-inbound-token-0123456789';

interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's pattern; `:name` parts are fuzzed. */
  path: string;
  query?: string[];
  body?: string[];
  signedIn?: boolean;
  headers?: Record<string, string>;
}

const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/usernames/:username/availability' },
  { method: 'GET', path: '/api/profile', signedIn: true },
  { method: 'PUT', path: '/api/profile/username', body: ['username'], signedIn: true },
  {
    method: 'PATCH',
    path: '/api/profile/settings',
    body: ['autoAddDeals', 'tidyAfterDays'],
    signedIn: true,
  },
  { method: 'POST', path: '/api/password-reset', body: ['identifier'] },
  { method: 'GET', path: '/api/emails', query: ['q', 'cursor', 'limit'], signedIn: true },
  { method: 'POST', path: '/api/emails/delete', body: ['ids'], signedIn: true },
  { method: 'GET', path: '/api/emails/:id', query: ['images'], signedIn: true },
  { method: 'PATCH', path: '/api/emails/:id', body: ['isRead'], signedIn: true },
  { method: 'DELETE', path: '/api/emails/:id', signedIn: true },
  { method: 'GET', path: '/api/emails/:id/body', query: ['images'], signedIn: true },
  // Signed out: a signed-in stream would stay open (it is covered in hardening.test.ts).
  { method: 'GET', path: '/api/events', query: ['lastEventId'] },
  { method: 'GET', path: '/api/offers', query: ['q', 'status', 'cursor'], signedIn: true },
  {
    method: 'POST',
    path: '/api/offers',
    body: [
      'storeName',
      'offerTitle',
      'discount',
      'description',
      'barcodeValue',
      'barcodeType',
      'expirationDate',
      'emailId',
    ],
    signedIn: true,
  },
  { method: 'GET', path: '/api/offers/:id', signedIn: true },
  {
    method: 'PATCH',
    path: '/api/offers/:id',
    body: ['isSaved', 'storeName', 'offerTitle', 'expirationDate'],
    signedIn: true,
  },
  { method: 'DELETE', path: '/api/offers/:id', signedIn: true },
  { method: 'GET', path: '/api/stores', query: ['q'], signedIn: true },
  { method: 'GET', path: '/api/stores/:domain', query: ['cursor', 'limit'], signedIn: true },
  {
    method: 'PATCH',
    path: '/api/stores/:domain',
    body: ['muted', 'blocked', 'showImages', 'tidyAfterDays', 'keepMail'],
    signedIn: true,
  },
  { method: 'GET', path: '/api/emails/:id/unsubscribe', signedIn: true },
  { method: 'POST', path: '/api/emails/:id/unsubscribe', body: ['linkOpened'], signedIn: true },
  { method: 'GET', path: '/api/stores/:domain/unsubscribe', signedIn: true },
  {
    method: 'POST',
    path: '/api/stores/:domain/unsubscribe',
    body: ['linkOpened'],
    signedIn: true,
  },
  { method: 'POST', path: '/api/offers/:id/use', body: ['used'], signedIn: true },
  {
    method: 'POST',
    path: '/api/inbound',
    query: ['to'],
    headers: { authorization: `Bearer ${INBOUND_TOKEN}`, 'content-type': 'message/rfc822' },
  },
  { method: 'POST', path: '/api/password-reset/complete', body: ['token', 'newPassword'] },
  { method: 'GET', path: '/api/reminders', signedIn: true },
  {
    method: 'PATCH',
    path: '/api/reminders',
    body: ['enabled', 'daysBefore', 'time', 'timeZone', 'emailDigest'],
    signedIn: true,
  },
  { method: 'POST', path: '/api/push-subscriptions', body: ['endpoint', 'keys'], signedIn: true },
  { method: 'DELETE', path: '/api/push-subscriptions', body: ['endpoint'], signedIn: true },
  { method: 'GET', path: '/api/account', signedIn: true },
  { method: 'GET', path: '/api/account/export/:file', signedIn: true },
  {
    method: 'POST',
    path: '/api/account/import',
    signedIn: true,
    headers: { 'content-type': 'text/csv' },
  },
  // A wrong password never deletes; the fuzzed one is never the test user's.
  { method: 'POST', path: '/api/account/delete', body: ['password', 'email'], signedIn: true },
  // The admin API (decision 046), as an admin (ADMIN_EMAILS below); a fuzzed id is never the
  // test user's, so nothing of theirs is disabled or deleted.
  { method: 'GET', path: '/api/admin/accounts', query: ['q', 'cursor', 'limit'], signedIn: true },
  { method: 'POST', path: '/api/admin/accounts/:id/disable', body: [], signedIn: true },
  { method: 'POST', path: '/api/admin/accounts/:id/enable', body: [], signedIn: true },
  { method: 'DELETE', path: '/api/admin/accounts/:id', signedIn: true },
  { method: 'GET', path: '/api/admin/invites', signedIn: true },
  { method: 'POST', path: '/api/admin/invites', body: [], signedIn: true },
  { method: 'POST', path: '/api/admin/invites/:id/revoke', body: [], signedIn: true },
  { method: 'GET', path: '/api/admin/figures', signedIn: true },
  // Bring your mail (issue 43): following a mailbox (a fuzzed host never passes the host rule
  // with a numeric port and a TLS mode, so no connection is tried) and importing a file.
  { method: 'GET', path: '/api/mailboxes', signedIn: true },
  {
    method: 'POST',
    path: '/api/mailboxes/test',
    body: ['host', 'port', 'tls', 'username', 'password'],
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/mailboxes',
    body: ['host', 'port', 'tls', 'username', 'password', 'folders', 'sinceDays'],
    signedIn: true,
  },
  { method: 'PATCH', path: '/api/mailboxes/:id', body: ['paused', 'folders'], signedIn: true },
  { method: 'DELETE', path: '/api/mailboxes/:id', signedIn: true },
  { method: 'GET', path: '/api/mail-imports', signedIn: true },
  {
    method: 'POST',
    path: '/api/mail-imports',
    query: ['name'],
    signedIn: true,
    headers: { 'content-type': 'application/octet-stream' },
  },
  { method: 'POST', path: '/api/mail-imports/:id/cancel', signedIn: true },
  // Households and shared deals (issue 46).
  { method: 'PUT', path: '/api/offers/:id/share', signedIn: true },
  { method: 'DELETE', path: '/api/offers/:id/share', signedIn: true },
  { method: 'GET', path: '/api/household', signedIn: true },
  { method: 'POST', path: '/api/household', body: ['name'], signedIn: true },
  { method: 'POST', path: '/api/household/invites', body: ['username'], signedIn: true },
  { method: 'DELETE', path: '/api/household/invites/:id', signedIn: true },
  { method: 'POST', path: '/api/household/invites/:id/accept', signedIn: true },
  { method: 'POST', path: '/api/household/invites/:id/decline', signedIn: true },
  { method: 'POST', path: '/api/household/links', signedIn: true },
  { method: 'POST', path: '/api/household/leave', signedIn: true },
  { method: 'POST', path: '/api/household/join', body: ['token'], signedIn: true },
  { method: 'DELETE', path: '/api/household/members/:userId', signedIn: true },
  // Health and metrics (decision 045); /metrics answers 404 while METRICS_TOKEN is unset.
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/metrics' },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/sitemap.xml' },
  // Better Auth, behind /api/auth/*.
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: ['email', 'password', 'name', 'username'],
  },
  { method: 'POST', path: '/api/auth/sign-in/email', body: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/sign-in/username', body: ['username', 'password'] },
  { method: 'POST', path: '/api/auth/reset-password', body: ['newPassword', 'token'] },
  { method: 'GET', path: '/api/auth/reset-password/:token', query: ['callbackURL'] },
  { method: 'GET', path: '/api/auth/verify-email', query: ['token', 'callbackURL'] },
  { method: 'GET', path: '/api/auth/get-session', signedIn: true },
  { method: 'POST', path: '/api/auth/update-user', body: ['name', 'image'], signedIn: true },
  { method: 'POST', path: '/api/auth/sign-in/social', body: ['provider', 'callbackURL'] },
  { method: 'POST', path: '/api/auth/send-verification-email', body: ['email', 'callbackURL'] },
  { method: 'GET', path: '/api/auth/callback/:id', query: ['code', 'state'] },
  { method: 'POST', path: '/api/auth/sign-out', body: [] },
];

/** Strings meant to hurt: control characters, lone surrogates, quotes, LIKE and FTS syntax. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        '\u0000',
        '\u0001',
        '\u001b',
        '\u007f',
        '\ud800',
        '\udfff',
        '\ufffe',
        '\t',
        '\n',
        "'",
        '"',
        '%',
        '_',
        '\\',
        '*',
        'NEAR(',
        ')',
        '-',
        'a',
        '日本',
        '😀',
        ' ',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

/** A path or query value as it goes on the wire: escapes of arbitrary bytes, or of text. */
const urlPart = fc.oneof(
  fc
    .uint8Array({ minLength: 1, maxLength: 24 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  nasty.map((s) => {
    try {
      return encodeURIComponent(s) || 'x';
    } catch {
      return '%ED%A0%80'; // a lone surrogate has no UTF-8 form; send its CESU bytes instead
    }
  }),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'abc', '1', '-1', '1e9', 'null'),
);

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nasty },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 4 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

function bodyFor(fields: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, jsonValue]))) },
    fc.dictionary(nasty, jsonValue, { maxKeys: 4 }),
    jsonValue,
  );
}

function requestFor(route: RouteSpec) {
  const params = (route.path.match(/:[a-z]+/gi) ?? []).map(() => urlPart);
  const query = fc.array(fc.tuple(fc.constantFrom(...(route.query ?? ['x'])), urlPart), {
    maxLength: 3,
  });
  const body =
    route.method === 'GET' || route.method === 'DELETE'
      ? fc.constant(undefined)
      : route.path === '/api/inbound' || route.path === '/api/account/import'
        ? fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b))
        : bodyFor(route.body ?? []);
  return fc.record({ params: fc.tuple(...params), query, body });
}

describe.each(testDialects())('no 5xx on any input, on every route (%s)', (dialect) => {
  let t: MailTestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await startMailTestApp(dialect, {
      INBOUND_TOKEN,
      SIGN_IN_BACKOFF_MAX_SECONDS: '1',
      ADMIN_EMAILS: 'fuzzer@shopper.test',
    });
    user = await t.signUp({ username: 'fuzzer', email: 'fuzzer@shopper.test' });
    await t.send({
      from: 'shop@shop.example',
      to: 'fuzzer@dealbox.test',
      subject: 'Hi',
      text: 'Hello',
    });
  });
  afterAll(() => t.close());

  it('covers every route the app has', () => {
    const table = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    const missing = [...appRoutes(t.app.printRoutes({ commonPrefix: false }))].filter(
      (r) => !table.has(r) && !r.includes('/api/auth/*') && !r.endsWith(' *'),
    );
    expect(missing).toEqual([]);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ params, query, body }) => {
          let i = 0;
          const path = route.path.replace(/:[a-z]+/gi, () => params[i++] ?? 'x');
          const search = query.map(([k, v]) => `${k}=${v}`).join('&');
          const url = search ? `${path}?${search}` : path;
          const json = body !== undefined && !Buffer.isBuffer(body);
          const response = await t.app.inject({
            method: route.method,
            url,
            headers: {
              origin: TEST_ORIGIN,
              ...(route.signedIn ? { cookie: user.cookie } : {}),
              ...(json ? { 'content-type': 'application/json' } : {}),
              ...route.headers,
            },
            ...(body === undefined ? {} : { payload: json ? JSON.stringify(body) : body }),
          });
          const what = `${route.method} ${url} ${Buffer.isBuffer(body) ? '<bytes>' : JSON.stringify(body)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], what).toMatch(/application\/problem\+json/);
          }
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
