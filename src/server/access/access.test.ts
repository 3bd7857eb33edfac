import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmailListPage } from '#shared/email-types.ts';
import type { Offer } from '#shared/offer-types.ts';
import { eventually } from '#test/eventually.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { appRoutes } from '#test/route-table.ts';

/**
 * The access matrix (issue 46, decision 056): for every route that reads or changes a deal,
 * an email, a store or a mailbox, the owner, a member of the owner's household, a former
 * member and an outsider each get the answer access.ts documents. Whoever is refused gets
 * exactly the answer of a row that does not exist (status and body: not a byte of the
 * owner's) and changes no row. Every route of the app's route table must be named below (in
 * the matrix or, with its reason, in one of the other lists), and every route under
 * /api/{offers,emails,stores,mailboxes} that names a row must be in the matrix: a new route
 * that is not covered fails. Each request of the matrix must ask the access rule
 * (access.ts): the stores' own scoping by user id is a second wall, not the rule.
 */

type Who = 'owner' | 'member' | 'former' | 'outsider';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Resource = 'deal' | 'email' | 'store' | 'mailbox';
/** A status, or 'missing': the same answer as for a row that does not exist. */
type Answer = number | 'missing';

interface RouteCase {
  method: Method;
  path: string;
  resource: Resource;
  /** The request's body for the row's id (or domain). */
  payload?: (id: string) => object;
  /** The owner's and a member's answers; a former member and an outsider always get 'missing'. */
  owner: number;
  member: Answer;
  /** Runs after the owner's request (puts back what the next cases need). */
  after?: () => Promise<void>;
}

/** In an order that keeps each row alive until the case that deletes it. */
const MATRIX: RouteCase[] = [
  // Deals: the owner everything; a member of the household it is shared with reads, hearts
  // and marks used, and is refused (403) sharing and deleting.
  { method: 'GET', path: '/api/offers/:id', resource: 'deal', owner: 200, member: 200 },
  {
    method: 'PATCH',
    path: '/api/offers/:id',
    resource: 'deal',
    payload: () => ({ isSaved: true }),
    owner: 200,
    member: 200,
  },
  { method: 'PUT', path: '/api/offers/:id/share', resource: 'deal', owner: 200, member: 403 },
  {
    method: 'DELETE',
    path: '/api/offers/:id/share',
    resource: 'deal',
    owner: 200,
    member: 403,
    after: () => reshare(),
  },
  // The member marks it used first: the owner then hears it is already used (the household's).
  { method: 'POST', path: '/api/offers/:id/use', resource: 'deal', owner: 409, member: 200 },
  { method: 'DELETE', path: '/api/offers/:id', resource: 'deal', owner: 204, member: 403 },
  // Mail is never shared: a member is told what an outsider is.
  { method: 'GET', path: '/api/emails/:id', resource: 'email', owner: 200, member: 'missing' },
  { method: 'GET', path: '/api/emails/:id/body', resource: 'email', owner: 200, member: 'missing' },
  {
    method: 'PATCH',
    path: '/api/emails/:id',
    resource: 'email',
    payload: () => ({ isRead: true }),
    owner: 200,
    member: 'missing',
  },
  {
    method: 'GET',
    path: '/api/emails/:id/unsubscribe',
    resource: 'email',
    owner: 200,
    member: 'missing',
  },
  // The matrix's email offers no way to unsubscribe: the owner hears so (409).
  {
    method: 'POST',
    path: '/api/emails/:id/unsubscribe',
    resource: 'email',
    payload: () => ({}),
    owner: 409,
    member: 'missing',
  },
  // Stores: the person's own mail and deals by sender; a member has none from this one.
  { method: 'GET', path: '/api/stores/:domain', resource: 'store', owner: 200, member: 'missing' },
  {
    method: 'PATCH',
    path: '/api/stores/:domain',
    resource: 'store',
    payload: () => ({ muted: true }),
    owner: 200,
    member: 'missing',
  },
  {
    method: 'GET',
    path: '/api/stores/:domain/unsubscribe',
    resource: 'store',
    owner: 200,
    member: 'missing',
  },
  {
    method: 'POST',
    path: '/api/stores/:domain/unsubscribe',
    resource: 'store',
    payload: () => ({}),
    owner: 409,
    member: 'missing',
  },
  // Mailboxes followed over IMAP: the person who added it, no one else.
  {
    method: 'PATCH',
    path: '/api/mailboxes/:id',
    resource: 'mailbox',
    payload: () => ({ paused: true }),
    owner: 200,
    member: 'missing',
  },
  {
    method: 'DELETE',
    path: '/api/mailboxes/:id',
    resource: 'mailbox',
    owner: 204,
    member: 'missing',
  },
  // Deleting in bulk names its ids in the body: another person's are skipped like unknown ones.
  {
    method: 'POST',
    path: '/api/emails/delete',
    resource: 'email',
    payload: (id) => ({ ids: [id] }),
    owner: 200,
    member: 'missing',
  },
  { method: 'DELETE', path: '/api/emails/:id', resource: 'email', owner: 404, member: 'missing' },
];

/**
 * Routes that act only on the caller's own rows and name none by id (lists, new rows, the
 * caller's settings): checked below to show an outsider nothing of the owner's.
 */
const OWN_ROWS = [
  'GET /api/offers',
  'POST /api/offers',
  'GET /api/emails',
  'GET /api/stores',
  'GET /api/mailboxes',
  'POST /api/mailboxes',
  'POST /api/mailboxes/test',
  'GET /api/events',
  'GET /api/profile',
  'PUT /api/profile/username',
  'PATCH /api/profile/settings',
  'GET /api/reminders',
  'PATCH /api/reminders',
  'POST /api/push-subscriptions',
  'DELETE /api/push-subscriptions',
  'GET /api/account',
  'GET /api/account/export/:file',
  'POST /api/account/import',
  'POST /api/account/delete',
  'GET /api/mail-imports',
  'POST /api/mail-imports',
];

/** Routes with rules of their own, each tested where it says. */
const OTHER_RULES: Record<string, string> = {
  'GET /api/household': 'households.test.ts: the caller’s own household',
  'POST /api/household': 'households.test.ts',
  'POST /api/household/invites': 'households.test.ts (members only)',
  'POST /api/household/links': 'households.test.ts (members only)',
  'DELETE /api/household/invites/:id': 'households.test.ts (the inviting household only)',
  'POST /api/household/invites/:id/accept': 'households.test.ts (the invited person only)',
  'POST /api/household/invites/:id/decline': 'households.test.ts (the invited person only)',
  'POST /api/household/join': 'households.test.ts (whoever holds the link’s token)',
  'POST /api/household/leave': 'households.test.ts',
  'DELETE /api/household/members/:userId': 'households.test.ts (the household’s creator only)',
  'POST /api/mail-imports/:id/cancel': 'mail-import.test.ts (the importer only; else 404)',
  'GET /api/admin/accounts': 'admin.test.ts (admins only)',
  'POST /api/admin/accounts/:id/disable': 'admin.test.ts (admins only)',
  'POST /api/admin/accounts/:id/enable': 'admin.test.ts (admins only)',
  'DELETE /api/admin/accounts/:id': 'admin.test.ts (admins only)',
  'GET /api/admin/invites': 'admin.test.ts (admins only)',
  'POST /api/admin/invites': 'admin.test.ts (admins only)',
  'POST /api/admin/invites/:id/revoke': 'admin.test.ts (admins only)',
  'GET /api/admin/figures': 'admin.test.ts (admins only)',
  'POST /api/inbound': 'inbound.test.ts (the inbound token; delivers to a recipient)',
};

/** Routes that read no one's rows. */
const NO_USER_ROWS = [
  'GET /api/config',
  'GET /api/usernames/:username/availability',
  'POST /api/password-reset',
  'POST /api/password-reset/complete',
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  'GET /robots.txt',
  'GET /sitemap.xml',
];

/** The areas whose rows the access rule guards: a route there naming a row is in the matrix. */
const GUARDED = /^\S+ \/api\/(offers|emails|stores|mailboxes)\/:/;

const MISSING = '00000000-0000-4000-8000-000000000000';
const DOMAIN = 'matrix-shop.test';
const NO_DOMAIN = 'nobody-sends-this.test';

/** The app's routes, but Better Auth's catch-all and the static files' wildcard. */
function routeTable(printed: string): string[] {
  return [...appRoutes(printed)].filter(
    (route) => !route.includes('/api/auth/*') && !route.endsWith(' *'),
  );
}

let reshare: () => Promise<void> = () => Promise.resolve();

/** The access rule's question a route of the matrix must ask. */
function ruleOf(route: RouteCase): 'deal' | 'email' | 'emailsAmong' | 'store' | 'mailbox' {
  if (route.resource === 'email' && route.path === '/api/emails/delete') return 'emailsAmong';
  return route.resource;
}

describe.each(testDialects())('access matrix (%s)', (dialect) => {
  let t: MailTestApp;
  const people = {} as Record<Who, TestUser>;
  /** The owner's rows, by resource. */
  const rows = {} as Record<Resource, string>;

  const as = (who: Who, method: Method, url: string, payload?: object) =>
    t.request({ method, url, cookie: people[who].cookie, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    for (const who of ['owner', 'member', 'former', 'outsider'] as const) {
      people[who] = await t.signUp({ username: `matrix_${who}` });
    }
    expect((await as('owner', 'POST', '/api/household', { name: 'Matrix' })).statusCode).toBe(201);
    for (const who of ['member', 'former'] as const) {
      await as('owner', 'POST', '/api/household/invites', { username: people[who].username });
      const { invites } = (await as(who, 'GET', '/api/household')).json<{
        invites: { id: string }[];
      }>();
      const accepted = await as(who, 'POST', `/api/household/invites/${invites[0]!.id}/accept`);
      expect(accepted.statusCode).toBe(200);
    }

    // The owner's deal, shared; the former member leaves after: they lose it at once.
    const deal = (
      await as('owner', 'POST', '/api/offers', {
        storeName: 'Matrix Mart',
        offerTitle: 'Secret 30% off',
        barcodeValue: 'MATRIX30',
      })
    ).json<Offer>();
    rows.deal = deal.id;
    reshare = async () => {
      expect((await as('owner', 'PUT', `/api/offers/${deal.id}/share`)).statusCode).toBe(200);
    };
    await reshare();
    expect((await as('former', 'POST', '/api/household/leave')).statusCode).toBe(200);

    // The owner's email, from the store the matrix asks about.
    await t.send({
      from: `Matrix Shop <news@${DOMAIN}>`,
      to: `${people.owner.username}@dealbox.test`,
      subject: 'Matrix members-only sale',
      text: 'Matrix secret: 30% off with MATRIX30.',
    });
    rows.email = await eventually(async () => {
      const page = (await as('owner', 'GET', '/api/emails')).json<EmailListPage>();
      const item = page.items.find((i) => i.subject === 'Matrix members-only sale');
      return item && !item.processing ? item.id : undefined;
    }, 30_000);
    rows.store = DOMAIN;

    // The owner's mailbox (added straight through the store: no IMAP server needed), paused.
    rows.mailbox = randomUUID();
    await t.database.mailAccounts.insert({
      id: rows.mailbox,
      userId: people.owner.id,
      host: 'imap.matrix-shop.test',
      port: 993,
      tls: 'tls',
      username: 'matrix-owner',
      passwordEnc: 'sealed',
      folders: ['INBOX'],
      sinceDays: 30,
      createdAt: Date.now(),
    });
    await t.database.mailAccounts.updateForUser(people.owner.id, rows.mailbox, { paused: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const urlOf = (route: RouteCase, id: string) =>
    route.path.replace(':id', id).replace(':domain', id);
  const missingOf = (resource: Resource) => (resource === 'store' ? NO_DOMAIN : MISSING);

  /** The rows a route could change, as stored: what "changed no row" compares. */
  async function snapshot(resource: Resource, id: string): Promise<unknown> {
    const { db } = t.database;
    switch (resource) {
      case 'deal':
        return [
          await db.selectFrom('offer').selectAll().where('id', '=', id).execute(),
          await db.selectFrom('offer_share').selectAll().where('offer_id', '=', id).execute(),
          await db.selectFrom('offer_member_save').selectAll().where('offer_id', '=', id).execute(),
        ];
      case 'email':
        return [
          await db.selectFrom('email').selectAll().where('id', '=', id).execute(),
          await db.selectFrom('sender_choice').selectAll().where('domain', '=', DOMAIN).execute(),
        ];
      case 'store':
        return [
          await db.selectFrom('sender_choice').selectAll().where('domain', '=', id).execute(),
          await db.selectFrom('store_counter').selectAll().where('domain', '=', id).execute(),
        ];
      case 'mailbox':
        return db.selectFrom('mail_account').selectAll().where('id', '=', id).execute();
    }
  }

  it('names every route of the route table, and the matrix every guarded one', () => {
    const table = routeTable(t.app.printRoutes({ commonPrefix: false }));
    const matrix = MATRIX.map((r) => `${r.method} ${r.path}`);
    const named = new Set([...matrix, ...OWN_ROWS, ...Object.keys(OTHER_RULES), ...NO_USER_ROWS]);
    expect(table.length).toBeGreaterThan(40);
    expect(table.filter((route) => !named.has(route))).toEqual([]);
    expect(matrix.filter((route) => !table.includes(route))).toEqual([]);
    expect(table.filter((route) => GUARDED.test(route) && !matrix.includes(route))).toEqual([]);
    expect(
      [...OWN_ROWS, ...Object.keys(OTHER_RULES), ...NO_USER_ROWS].filter((r) => GUARDED.test(r)),
    ).toEqual([]);
  });

  it('answers each person as documented; the refused learn and change nothing', async () => {
    for (const route of MATRIX) {
      const id = rows[route.resource];
      const missing = await as(
        'owner',
        route.method,
        urlOf(route, missingOf(route.resource)),
        route.payload?.(missingOf(route.resource)),
      );
      for (const who of ['outsider', 'former', 'member', 'owner'] as const) {
        const expected =
          who === 'owner' ? route.owner : who === 'member' ? route.member : 'missing';
        const before = await snapshot(route.resource, id);
        // The route asks the access rule (a store's own scoping alone would also answer 404).
        const asked = vi.spyOn(t.app.access, ruleOf(route));
        const response = await as(who, route.method, urlOf(route, id), route.payload?.(id));
        expect(
          asked,
          `${who} ${route.method} ${route.path} asks the access rule`,
        ).toHaveBeenCalled();
        asked.mockRestore();
        const name = `${who} ${route.method} ${route.path}: ${response.body}`;
        if (expected === 'missing') {
          // Not a byte of the owner's row: the answer for a row that does not exist.
          expect(response.statusCode, name).toBe(missing.statusCode);
          expect(response.body, name).toBe(missing.body);
          expect(response.body, name).not.toMatch(/matrix/i);
          expect(await snapshot(route.resource, id), name).toEqual(before);
          continue;
        }
        expect(response.statusCode, name).toBe(expected);
        if (expected === 403 || expected === 409) {
          expect(await snapshot(route.resource, id), name).toEqual(before);
        }
        if (who === 'owner') await route.after?.();
      }
    }
    // What the owner deleted is gone; the deal's owner-only routes were refused the member.
    expect(await snapshot('deal', rows.deal)).toEqual([[], [], []]);
    expect(await snapshot('mailbox', rows.mailbox)).toEqual([]);
    expect(((await snapshot('email', rows.email)) as unknown[][])[0]).toEqual([]);
  });

  it("lists hold the caller's own rows, and a member's the deals shared with them", async () => {
    const deal = (
      await as('owner', 'POST', '/api/offers', {
        storeName: 'Matrix Mart',
        offerTitle: 'Listed deal',
        barcodeValue: 'LIST1',
      })
    ).json<Offer>();
    await as('owner', 'PUT', `/api/offers/${deal.id}/share`);
    await t.send({
      from: `Matrix Shop <news@${DOMAIN}>`,
      to: `${people.owner.username}@dealbox.test`,
      subject: 'Matrix second mail',
      text: 'Another Matrix letter.',
    });
    await eventually(async () => {
      const page = (await as('owner', 'GET', '/api/emails')).json<EmailListPage>();
      return page.items.some((i) => i.subject === 'Matrix second mail' && !i.processing)
        ? true
        : undefined;
    }, 30_000);
    expect((await as('owner', 'GET', '/api/stores')).body).toContain(DOMAIN);

    const memberDeals = (await as('member', 'GET', '/api/offers')).json<{ items: Offer[] }>();
    expect(memberDeals.items.find((o) => o.id === deal.id)?.household?.owner).toBe('matrix_owner');
    for (const who of ['member', 'former', 'outsider'] as const) {
      for (const url of ['/api/emails', '/api/stores', '/api/mailboxes']) {
        const list = await as(who, 'GET', url);
        expect(list.statusCode).toBe(200);
        expect(list.body, `${who} ${url}`).not.toMatch(/matrix/i);
      }
    }
    for (const who of ['former', 'outsider'] as const) {
      const list = await as(who, 'GET', '/api/offers');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toMatch(/matrix/i);
    }
  }, 60_000);
});
