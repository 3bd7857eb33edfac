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

/** Routes with rules of their own, each tested where it says (households and admin: below). */
const OTHER_RULES: Record<string, string> = {
  'POST /api/mail-imports/:id/cancel': 'mail-import.test.ts (the importer only; else 404)',
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

/**
 * The household's routes and the admin routes, for the same four people. Their rule is not
 * access.ts's (a household is its members', decision 056; the admin page is ADMIN_EMAILS',
 * decision 046), so no spy: each cell is the documented answer, and whoever is refused
 * learns nothing of the owner's household (its name, its members) and changes no row of it.
 */
interface PeopleCase {
  method: Method;
  path: string;
  /** The request each person makes (ids and bodies may differ by person). */
  url: (who: Who) => string;
  payload?: (who: Who) => object;
  answers: Record<Who, number>;
  /** Answers that change the household's rows (the others must change none). */
  changes?: Who[];
  /** Runs after everyone's request (notes new ids, puts back what the next cases need). */
  after?: (as: As, answered: Record<Who, Answered>) => Promise<void>;
}

type Answered = { statusCode: number; body: string; json: <T>() => T };
type As = (who: Who, method: Method, url: string, payload?: object) => Promise<Answered>;

/** Filled in by the tests below once the rows exist. */
const ids = { memberId: '', ownerInvite: '', memberInvite: '', link: '', target: '' };
const HOUSEHOLD_NAME = 'Matrix Home';

/** The household's pending invitations, as its owner sees them. */
async function pendingInvites(as: As): Promise<{ id: string; name: string | null }[]> {
  const state = (await as('owner', 'GET', '/api/household')).json<{
    household: { pendingInvites: { id: string; name: string | null }[] } | null;
  }>();
  return state.household?.pendingInvites ?? [];
}

/**
 * In order: each row stays alive until the case that ends it. Outsider, former member,
 * member, owner ask in that order.
 */
const HOUSEHOLD_MATRIX: PeopleCase[] = [
  // Each sees their own household: the former member and the outsider none.
  {
    method: 'GET',
    path: '/api/household',
    url: () => '/api/household',
    answers: { outsider: 200, former: 200, member: 200, owner: 200 },
  },
  // One household per person: the two in it hear so; the others' own new one is no row of it.
  {
    method: 'POST',
    path: '/api/household',
    url: () => '/api/household',
    payload: () => ({ name: 'Another' }),
    answers: { outsider: 201, former: 201, member: 409, owner: 409 },
    after: async (as) => {
      for (const who of ['outsider', 'former'] as const) {
        expect((await as(who, 'POST', '/api/household/leave')).statusCode).toBe(200);
      }
    },
  },
  // Members invite; those outside it have no household to invite into (409).
  {
    method: 'POST',
    path: '/api/household/invites',
    url: () => '/api/household/invites',
    payload: (who) => ({ username: who === 'owner' ? 'matrix_guest' : 'matrix_guest2' }),
    answers: { outsider: 409, former: 409, member: 201, owner: 201 },
    changes: ['member', 'owner'],
    after: async (as) => {
      const pending = await pendingInvites(as);
      ids.ownerInvite = pending.find((p) => p.name === 'matrix_guest')?.id ?? '';
      ids.memberInvite = pending.find((p) => p.name === 'matrix_guest2')?.id ?? '';
      expect([ids.ownerInvite, ids.memberInvite]).not.toContain('');
    },
  },
  {
    method: 'POST',
    path: '/api/household/links',
    url: () => '/api/household/links',
    answers: { outsider: 409, former: 409, member: 201, owner: 201 },
    changes: ['member', 'owner'],
    after: async (_as, answered) => {
      ids.link = answered.owner.json<{ token: string }>().token;
      expect(ids.link).toMatch(/^[\w-]{20,}$/);
    },
  },
  // Only the invited person answers an invitation: no one of the four.
  {
    method: 'POST',
    path: '/api/household/invites/:id/accept',
    url: () => `/api/household/invites/${ids.ownerInvite}/accept`,
    answers: { outsider: 404, former: 404, member: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/household/invites/:id/decline',
    url: () => `/api/household/invites/${ids.ownerInvite}/decline`,
    answers: { outsider: 404, former: 404, member: 404, owner: 404 },
  },
  // Whoever holds a link's token joins by it; the two in the household already are in one.
  {
    method: 'POST',
    path: '/api/household/join',
    url: () => '/api/household/join',
    payload: (who) => ({ token: who === 'owner' || who === 'member' ? ids.link : 'guessed-token' }),
    answers: { outsider: 404, former: 404, member: 409, owner: 409 },
  },
  // The household's own invitations: its members cancel them, no one else.
  {
    method: 'DELETE',
    path: '/api/household/invites/:id',
    url: (who) => `/api/household/invites/${who === 'member' ? ids.memberInvite : ids.ownerInvite}`,
    answers: { outsider: 404, former: 404, member: 200, owner: 200 },
    changes: ['member', 'owner'],
  },
  // Its creator removes members; a member may not (403), those outside find no one (404).
  {
    method: 'DELETE',
    path: '/api/household/members/:userId',
    url: (who) => `/api/household/members/${who === 'member' ? ids.target : ids.memberId}`,
    answers: { outsider: 404, former: 404, member: 403, owner: 200 },
    changes: ['owner'],
    // The member comes back for the last case.
    after: async (as) => {
      await as('owner', 'POST', '/api/household/invites', { username: 'matrix_member' });
      const invite = (await as('member', 'GET', '/api/household')).json<{
        invites: { id: string }[];
      }>().invites[0];
      const accepted = await as('member', 'POST', `/api/household/invites/${invite?.id}/accept`);
      expect(accepted.statusCode).toBe(200);
    },
  },
  // Leaving: those in no household are told so; the member leaves, then the owner, alone,
  // and the household is gone.
  {
    method: 'POST',
    path: '/api/household/leave',
    url: () => '/api/household/leave',
    answers: { outsider: 409, former: 409, member: 200, owner: 200 },
    changes: ['member', 'owner'],
  },
];

/**
 * Administrators only (ADMIN_EMAILS): each of the four is refused (403, nothing changed),
 * and the administrator gets the documented answer, so each cell can fail. The accounts
 * acted on are a fifth person's (`target`).
 */
let adminInvite = '';
const ADMIN_MATRIX: { method: Method; path: string; url: () => string; admin: number }[] = [
  { method: 'GET', path: '/api/admin/accounts', url: () => '/api/admin/accounts', admin: 200 },
  { method: 'GET', path: '/api/admin/figures', url: () => '/api/admin/figures', admin: 200 },
  { method: 'GET', path: '/api/admin/invites', url: () => '/api/admin/invites', admin: 200 },
  { method: 'POST', path: '/api/admin/invites', url: () => '/api/admin/invites', admin: 201 },
  {
    method: 'POST',
    path: '/api/admin/invites/:id/revoke',
    url: () => `/api/admin/invites/${adminInvite}/revoke`,
    admin: 200,
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/disable',
    url: () => `/api/admin/accounts/${ids.target}/disable`,
    admin: 200,
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/enable',
    url: () => `/api/admin/accounts/${ids.target}/enable`,
    admin: 200,
  },
  {
    method: 'DELETE',
    path: '/api/admin/accounts/:id',
    url: () => `/api/admin/accounts/${ids.target}`,
    admin: 200,
  },
];

/** The areas whose rows the access rule guards: a route there naming a row is in the matrix. */
const GUARDED = /^\S+ \/api\/(offers|emails|stores|mailboxes)\/:/;

const MISSING = '00000000-0000-4000-8000-000000000000';
const ADMIN_EMAIL = 'matrix-admin@dealbox.test';
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

  let admin: TestUser;
  const as: As = (who, method, url, payload) =>
    t.request({ method, url, cookie: people[who].cookie, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await startMailTestApp(dialect, { ADMIN_EMAILS: ADMIN_EMAIL });
    for (const who of ['owner', 'member', 'former', 'outsider'] as const) {
      people[who] = await t.signUp({ username: `matrix_${who}` });
    }
    for (const username of ['matrix_guest', 'matrix_guest2']) await t.signUp({ username });
    ids.memberId = people.member.id;
    ids.target = (await t.signUp({ username: 'matrix_target' })).id;
    admin = await t.signUp({ username: 'matrix_admin', email: ADMIN_EMAIL });
    const created = await as('owner', 'POST', '/api/household', { name: HOUSEHOLD_NAME });
    expect(created.statusCode).toBe(201);
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
    // Eight sign-ups and a delivered mail: a loaded machine needs more than the default.
  }, 120_000);
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
    const people = [...HOUSEHOLD_MATRIX, ...ADMIN_MATRIX].map((r) => `${r.method} ${r.path}`);
    const lists = [...OWN_ROWS, ...Object.keys(OTHER_RULES), ...NO_USER_ROWS];
    const named = [...matrix, ...people, ...lists];
    expect(table.length).toBeGreaterThan(40);
    expect(table.filter((route) => !named.includes(route))).toEqual([]);
    // Each route named once, and only routes of the table: the counts match.
    expect(new Set(named).size).toBe(named.length);
    expect(named.filter((route) => !table.includes(route))).toEqual([]);
    expect(named.length).toBe(table.length);
    // Every household and admin route is run for the four people.
    expect(table.filter((r) => /^\S+ \/api\/(household|admin)\b/.test(r)).sort()).toEqual(
      [...people].sort(),
    );
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

  /** The owner's household as stored: what a refused request must leave as it was. */
  async function householdRows(householdId: string): Promise<unknown> {
    const { db } = t.database;
    return [
      await db.selectFrom('household').selectAll().where('id', '=', householdId).execute(),
      await db
        .selectFrom('household_member')
        .selectAll()
        .where('household_id', '=', householdId)
        .orderBy('user_id')
        .execute(),
      await db
        .selectFrom('household_invite')
        .selectAll()
        .where('household_id', '=', householdId)
        .orderBy('id')
        .execute(),
      await db
        .selectFrom('offer_share')
        .selectAll()
        .where('household_id', '=', householdId)
        .orderBy('offer_id')
        .execute(),
    ];
  }

  it('runs the admin routes for the four people: each refused, the administrator answered', async () => {
    const adminAs = (method: Method, url: string) =>
      t.request({ method, url, cookie: admin.cookie });
    const stored = async () => [
      await t.database.db.selectFrom('user').selectAll().where('id', '=', ids.target).execute(),
      await t.database.db.selectFrom('invite').selectAll().orderBy('id').execute(),
    ];
    for (const route of ADMIN_MATRIX) {
      for (const who of ['outsider', 'former', 'member', 'owner'] as const) {
        const before = await stored();
        const response = await as(who, route.method, route.url());
        const name = `${who} ${route.method} ${route.path}: ${response.body}`;
        expect(response.statusCode, name).toBe(403);
        expect(response.body, name).not.toMatch(/matrix_target|matrix-admin/);
        expect(await stored(), name).toEqual(before);
      }
      const answered = await adminAs(route.method, route.url());
      expect(answered.statusCode, `admin ${route.method} ${route.path}: ${answered.body}`).toBe(
        route.admin,
      );
      if (route.method === 'POST' && route.path === '/api/admin/invites') {
        adminInvite = answered.json<{ invite: { id: string } }>().invite.id;
      }
    }
    expect(await t.database.users.findUserByUsername('matrix_target')).toBeFalsy();
  });

  it('runs the household routes for the four people as documented; the refused change nothing', async () => {
    const householdId = (await t.database.households.membershipOf(people.owner.id))!.householdId;
    for (const route of HOUSEHOLD_MATRIX) {
      const answered = {} as Record<Who, Answered>;
      for (const who of ['outsider', 'former', 'member', 'owner'] as const) {
        const before = await householdRows(householdId);
        const response = await as(who, route.method, route.url(who), route.payload?.(who));
        answered[who] = response;
        const name = `${who} ${route.method} ${route.path}: ${response.body}`;
        expect(response.statusCode, name).toBe(route.answers[who]);
        if (who === 'outsider' || who === 'former') {
          // Nothing of the owner's household: not its name, not its people.
          expect(response.body, name).not.toContain(HOUSEHOLD_NAME);
          expect(response.body, name).not.toMatch(/matrix_(owner|member)/);
        }
        if (!route.changes?.includes(who)) {
          expect(await householdRows(householdId), name).toEqual(before);
        }
      }
      if (route.method === 'GET') {
        for (const who of ['member', 'owner'] as const) {
          expect(answered[who].body).toContain(HOUSEHOLD_NAME);
        }
      }
      await route.after?.(as, answered);
    }
    // The member left, then the owner, alone: the household and its shares are gone.
    expect(await householdRows(householdId)).toEqual([[], [], [], []]);
  }, 60_000);
});
