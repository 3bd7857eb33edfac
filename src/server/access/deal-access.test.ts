import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '#shared/offer-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * The access matrix over the offers routes (issue 46): the owner, a member of the household
 * the deal is shared with, a former member and an outsider each get the documented answer
 * (deal-access.ts). The outsider and the former member see no byte of the deal (the same 404
 * body as for an id that does not exist) and change no row. The routes listed here are
 * compared with the app's route table, so a new offers route that is not covered fails.
 */

type Who = 'owner' | 'member' | 'former' | 'outsider';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteCase {
  method: Method;
  path: string;
  payload?: object;
  /** Status per person; the deal is shared with the owner's household throughout. */
  expect: Record<Who, number>;
}

const NO = { former: 404, outsider: 404 } as const;

/** Every route under /api/offers that names a deal, in an order that keeps the deal alive. */
const MATRIX: RouteCase[] = [
  { method: 'GET', path: '/api/offers/:id', expect: { owner: 200, member: 200, ...NO } },
  {
    method: 'PATCH',
    path: '/api/offers/:id',
    payload: { isSaved: true },
    expect: { owner: 200, member: 200, ...NO },
  },
  { method: 'PUT', path: '/api/offers/:id/share', expect: { owner: 200, member: 403, ...NO } },
  { method: 'DELETE', path: '/api/offers/:id/share', expect: { owner: 200, member: 403, ...NO } },
  // The member marks it used first: the owner then hears it is already used (the household's).
  { method: 'POST', path: '/api/offers/:id/use', expect: { owner: 409, member: 200, ...NO } },
  { method: 'DELETE', path: '/api/offers/:id', expect: { owner: 204, member: 403, ...NO } },
];

/** Routes under /api/offers that name no deal: the caller's own list and a new deal. */
const COLLECTION_ROUTES = ['GET /api/offers', 'POST /api/offers'];

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDialects())('deal access matrix (%s)', (dialect) => {
  let t: TestApp;
  const people = {} as Record<Who, TestUser>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const who of ['owner', 'member', 'former', 'outsider'] as const) {
      people[who] = await t.signUp({ username: `matrix_${who}` });
    }
    const as = (user: TestUser, method: Method, url: string, payload?: object) =>
      t.request({ method, url, cookie: user.cookie, ...(payload ? { payload } : {}) });
    expect((await as(people.owner, 'POST', '/api/household', { name: 'Matrix' })).statusCode).toBe(
      201,
    );
    for (const who of ['member', 'former'] as const) {
      await as(people.owner, 'POST', '/api/household/invites', { username: people[who].username });
      const invites = (await as(people[who], 'GET', '/api/household')).json<{
        invites: { id: string }[];
      }>().invites;
      const accepted = await as(
        people[who],
        'POST',
        `/api/household/invites/${invites[0]!.id}/accept`,
      );
      expect(accepted.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (who: Who, method: Method, path: string, id: string, payload?: object) =>
    t.request({
      method,
      url: path.replace(':id', id),
      cookie: people[who].cookie,
      ...(payload ? { payload } : {}),
    });

  /** The deal's row and its share, as stored: what "changed no row" compares. */
  const snapshot = async (id: string) => ({
    offer: await t.database.db.selectFrom('offer').selectAll().where('id', '=', id).execute(),
    share: await t.database.db
      .selectFrom('offer_share')
      .selectAll()
      .where('offer_id', '=', id)
      .execute(),
    saves: await t.database.db
      .selectFrom('offer_member_save')
      .selectAll()
      .where('offer_id', '=', id)
      .execute(),
  });

  it('covers every offers route in the route table', () => {
    // Fastify's route table, a tree: each line a path part (indented 4 per level) and its methods.
    const table: string[] = [];
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^(.*?)(\/\S*) \(([^)]+)\)$/.exec(line);
      if (!match) continue;
      const depth = Math.floor(match[1]!.length / 4);
      stack.length = depth;
      stack[depth] = match[2]!;
      const path = stack.join('');
      if (!path.startsWith('/api/offers')) continue;
      for (const method of match[3]!.split(', ')) {
        if (method !== 'HEAD') table.push(`${method} ${path}`);
      }
    }
    const covered = [...MATRIX.map((r) => `${r.method} ${r.path}`), ...COLLECTION_ROUTES];
    expect(table.length).toBeGreaterThan(0);
    expect(table.sort()).toEqual(covered.sort());
  });

  it('answers each person as documented, and outsiders learn and change nothing', async () => {
    const create = await request('owner', 'POST', '/api/offers', '', {
      storeName: 'Matrix Mart',
      offerTitle: 'Secret 30% off',
      barcodeValue: 'MATRIX30',
    });
    const deal = create.json<Offer>();
    const share = await request('owner', 'PUT', '/api/offers/:id/share', deal.id);
    expect(share.statusCode).toBe(200);
    // The former member leaves after the deal was shared: they lose it at once.
    const left = await request('former', 'POST', '/api/household/leave', '');
    expect(left.statusCode).toBe(200);
    const missing = await request('outsider', 'GET', '/api/offers/:id', MISSING);

    for (const route of MATRIX) {
      for (const who of ['outsider', 'former', 'member', 'owner'] as const) {
        // Unsharing is tested for the member while shared, then shared again for the rest.
        if (
          route.path === '/api/offers/:id/share' &&
          route.method === 'DELETE' &&
          who === 'owner'
        ) {
          continue;
        }
        const before = await snapshot(deal.id);
        const response = await request(who, route.method, route.path, deal.id, route.payload);
        expect(response.statusCode, `${who} ${route.method} ${route.path}: ${response.body}`).toBe(
          route.expect[who],
        );
        if (route.expect[who] === 404) {
          // Not a byte of the deal: the same answer as for a deal that does not exist.
          expect(response.body).toBe(missing.body);
          expect(response.body).not.toContain('Matrix');
          expect(await snapshot(deal.id)).toEqual(before);
        }
        if (route.expect[who] === 403 || route.expect[who] === 409) {
          expect(await snapshot(deal.id)).toEqual(before);
        }
      }
    }
    // The owner's DELETE of the share, skipped above, and the deal's deletion happened.
    expect((await snapshot(deal.id)).offer).toEqual([]);

    // The lists: the outsider's and the former member's hold nothing of it.
    for (const who of ['outsider', 'former'] as const) {
      const list = await request(who, 'GET', '/api/offers', '');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('Matrix');
    }
  });

  it("the member's list shows the shared deal marked; the outsider's does not", async () => {
    const deal = (
      await request('owner', 'POST', '/api/offers', '', {
        storeName: 'Matrix Mart',
        offerTitle: 'Listed deal',
        barcodeValue: 'LIST1',
      })
    ).json<Offer>();
    await request('owner', 'PUT', '/api/offers/:id/share', deal.id);
    const memberList = (await request('member', 'GET', '/api/offers', '')).json<{
      items: Offer[];
    }>();
    expect(memberList.items.find((o) => o.id === deal.id)?.household?.owner).toBe('matrix_owner');
    for (const who of ['outsider', 'former'] as const) {
      const list = (await request(who, 'GET', '/api/offers', '')).json<{ items: Offer[] }>();
      expect(list.items.some((o) => o.id === deal.id)).toBe(false);
    }
  });
});
