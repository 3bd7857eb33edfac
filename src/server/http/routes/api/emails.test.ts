import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BulkDeleteResult,
  EmailDetail,
  EmailListItem,
  EmailListPage,
} from '#shared/email-types.ts';
import type { Cursor } from '#server/domain/emails.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

describe.each(testDialects())('inbox API (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const brands = ['Shoe Shop', 'Coffee Corner', 'Garden Store'];

  async function list(user: TestUser, query = ''): Promise<EmailListPage> {
    const response = await t.request({
      method: 'GET',
      url: `/api/emails${query}`,
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmailListPage>();
  }

  /** Every item, walking pages of 7 by cursor. */
  async function all(user: TestUser, q?: string): Promise<EmailListItem[]> {
    const items: EmailListItem[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ limit: '7' });
      if (q) params.set('q', q);
      if (cursor) params.set('cursor', cursor);
      const page: EmailListPage = await list(user, `?${params.toString()}`);
      expect(page.items.length).toBeLessThanOrEqual(7);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  const search = (q: string) => `?q=${encodeURIComponent(q)}`;

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
    carol = await t.signUp({ username: 'carol' });
    // 24 promotions to alice over SMTP, 8 connections at a time.
    for (let batch = 0; batch < 3; batch++) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => {
          const n = batch * 8 + i;
          const brand = brands[n % brands.length] as string;
          return t.send({
            from: `${brand} <news@${brand.toLowerCase().replace(/ /g, '')}.example>`,
            to: 'alice@dealbox.test',
            subject: `Offer number ${n}${n === 5 ? ' 100%_off' : ''}`,
            text: `Promotion ${n}.${n === 7 ? ' Limited edition wombat plushies.' : ''}`,
            ...(n === 9 ? { html: '<p>Only in <b>HTML</b>: marmalade sandwiches</p>' } : {}),
          });
        }),
      );
    }
    await t.send({
      from: '東京ストア <sale@tokyo.example>',
      to: 'alice@dealbox.test',
      subject: '春のセール開催中',
      text: '全品30%オフ',
    });
    await t.send({
      from: 'Bob Shop <b@shop.example>',
      to: 'bob@dealbox.test',
      subject: 'For bob',
      text: 'wombat',
    });
    await t.intake.idle();
  });
  afterAll(() => t.close());

  it('lists newest first and walks every page by cursor without duplicates or gaps', async () => {
    const first = await list(alice);
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).toBeNull();
    expect(first.unreadCount).toBe(25);
    const sorted = [...first.items].sort(
      (a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id),
    );
    expect(first.items.map((i) => i.id)).toEqual(sorted.map((i) => i.id));

    const walked = await all(alice);
    expect(walked.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(new Set(walked.map((i) => i.id)).size).toBe(25);
  });

  it('serves the preview line stored at processing, and computes (then stores) one an older email lacks', async () => {
    const first = await list(alice);
    const wombats = first.items.find((i) => i.subject === 'Offer number 7');
    expect(wombats?.preview).toBe('Promotion 7. Limited edition wombat plushies.');
    const html = first.items.find((i) => i.subject === 'Offer number 9');
    expect(html?.preview).toBe('Promotion 9.');
    const stored = await t.database.db
      .selectFrom('email')
      .select('preview')
      .where('id', '=', wombats?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(stored.preview).toBe('Promotion 7. Limited edition wombat plushies.');

    // An email processed before migration 007 has no stored preview.
    await t.database.db
      .updateTable('email')
      .set({ preview: null })
      .where('id', '=', wombats?.id ?? '')
      .execute();
    const again = await list(alice);
    expect(again.items.find((i) => i.id === wombats?.id)?.preview).toBe(
      'Promotion 7. Limited edition wombat plushies.',
    );
    const backfilled = await t.database.db
      .selectFrom('email')
      .select('preview')
      .where('id', '=', wombats?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(backfilled.preview).toBe('Promotion 7. Limited edition wombat plushies.');
  });
  it('breaks ties on received_at by id', async () => {
    const receivedAt = Date.now() + 60_000;
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await t.database.transaction((tx) =>
      tx.emails.insertEmails(
        ids.map((id) => ({
          id,
          userId: carol.id,
          receivedAt,
          senderName: 'Tie',
          senderEmail: 'tie@shop.example',
          subject: 'Same millisecond',
          tag: null,
          messageId: null,
          raw: new Uint8Array([0]),
          rawSize: 1,
        })),
      ),
    );
    for (const id of ids) {
      await t.database.emails.markProcessed(id, {
        htmlPending: false,
        bodyText: 'tie',
        attachments: [],
        offers: [],
        searchText: 'Tie tie@shop.example Same millisecond tie',
        preview: 'tie',
      });
    }
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page: EmailListPage = await list(
        carol,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages.push(page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.flat()).toEqual([...ids].sort().reverse());
    expect(pages).toHaveLength(3);
  });

  it('searches sender name, sender email, subject and text on the server', async () => {
    const ids = async (q: string) => (await all(alice, q)).map((i) => i.subject);
    expect(await ids('coffee corner')).toHaveLength(8); // sender name, any case
    expect(await ids('gardenstore.example')).toHaveLength(8); // sender email
    expect(await ids('Offer number 1')).toEqual(
      expect.arrayContaining(['Offer number 1', 'Offer number 10', 'Offer number 19']),
    );
    expect(await ids('WOMBAT plush')).toEqual(['Offer number 7']); // text part
    expect(await ids('marmalade')).toEqual(['Offer number 9']); // the HTML body, as shown
    expect(await ids('セール')).toEqual(['春のセール開催中']); // not only ASCII
    expect(await ids('100%_off')).toEqual(['Offer number 5 100%_off']);
    expect(await ids('0%_o')).toEqual(['Offer number 5 100%_off']); // % and _ are literal
    expect(await ids('%')).toEqual(['Offer number 5 100%_off']); // short queries: sender/subject
    expect(await ids('no such thing anywhere')).toEqual([]);
    const searched = await list(alice, search('wombat'));
    expect(searched.unreadCount).toBe(25); // the badge counts the whole mailbox
  });

  it('finds the same pages whichever search strategy runs', async () => {
    const strategies = [
      {}, // defaults: few candidates (SQLite) / the newest-window (PostgreSQL)
      { sqliteCandidateCap: 2, pgWindow: 3 }, // common-term paths
      { sqliteCandidateCap: 100, pgWindow: 1 }, // index paths
    ];
    for (const q of ['offer number', 'coffee corner', 'wombat', 'promotion 1', 'nothing here']) {
      const walks: string[][] = [];
      for (const tuning of strategies) {
        const ids: string[] = [];
        let cursor: Cursor | null = null;
        do {
          const result = await t.database.emails.listEmails(alice.id, {
            cursor,
            limit: 4,
            q,
            tuning,
          });
          ids.push(...result.items.map((i) => i.id));
          cursor = result.next;
        } while (cursor);
        walks.push(ids);
      }
      expect(walks[1], q).toEqual(walks[0]);
      expect(walks[2], q).toEqual(walks[0]);
    }
  });

  it('reads one email, marks it read and deletes it; another user gets 404 for all of it', async () => {
    const page = await list(alice, search('Offer number 3'));
    const target = page.items.find((i) => i.subject === 'Offer number 3') as EmailListItem;
    const url = `/api/emails/${target.id}`;

    const detail = await t.request({ method: 'GET', url, cookie: alice.cookie });
    expect(detail.statusCode).toBe(200);
    const body = detail.json<EmailDetail>();
    expect(body).toMatchObject({
      id: target.id,
      subject: 'Offer number 3',
      senderName: 'Shoe Shop',
      senderEmail: 'news@shoeshop.example',
      isRead: false,
      bodyText: expect.stringContaining('Promotion 3.'),
      hasRemoteImages: false,
      trackersRemoved: 0,
      attachments: [],
      offerDraft: null,
    });

    // Bob can neither read, mark nor delete it, and does not see it.
    for (const request of [
      { method: 'GET' as const, url },
      { method: 'PATCH' as const, url, payload: { isRead: true } },
      { method: 'DELETE' as const, url },
    ]) {
      const response = await t.request({ ...request, cookie: bob.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: 'Email not found' });
    }
    const bulk = await t.request({
      method: 'POST',
      url: '/api/emails/delete',
      payload: { ids: [target.id] },
      cookie: bob.cookie,
    });
    expect(bulk.json<BulkDeleteResult>()).toEqual({ deleted: [] });
    expect((await list(bob)).items.map((i) => i.id)).not.toContain(target.id);
    expect((await list(bob, search('Offer'))).items).toEqual([]);
    expect((await list(alice)).items.find((i) => i.id === target.id)?.isRead).toBe(false);

    const marked = await t.request({
      method: 'PATCH',
      url,
      payload: { isRead: true },
      cookie: alice.cookie,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<EmailListItem>()).toMatchObject({ id: target.id, isRead: true });
    const after = await list(alice);
    expect(after.unreadCount).toBe(24);
    expect(after.items.find((i) => i.id === target.id)?.isRead).toBe(true);

    const deleted = await t.request({ method: 'DELETE', url, cookie: alice.cookie });
    expect(deleted.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url, cookie: alice.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url, cookie: alice.cookie })).statusCode).toBe(404);
    // Its raw message went with it.
    const raw = await t.database.db
      .selectFrom('email_raw')
      .select('email_id')
      .where('email_id', '=', target.id)
      .execute();
    expect(raw).toEqual([]);
  });

  it('deletes many at once, only the caller’s', async () => {
    const mine = (await list(alice, search('Garden Store'))).items.slice(0, 3).map((i) => i.id);
    const bobs = (await list(bob)).items.map((i) => i.id);
    expect(bobs).toHaveLength(1);
    const response = await t.request({
      method: 'POST',
      url: '/api/emails/delete',
      payload: { ids: [...mine, ...bobs, randomUUID()] },
      cookie: alice.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkDeleteResult>().deleted.sort()).toEqual([...mine].sort());
    expect((await list(bob)).items.map((i) => i.id)).toEqual(bobs);
    const left = (await list(alice)).items.map((i) => i.id);
    for (const id of mine) expect(left).not.toContain(id);
  });

  it('keeps the unread count equal to a real count through reads, unreads and deletes', async () => {
    const counted = async (user: TestUser) =>
      Number(
        (
          await t.database.db
            .selectFrom('email')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', user.id)
            .where('is_read', '=', 0)
            .where('state', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const items = (await list(alice)).items;
    const [a, b, c] = items as [EmailListItem, EmailListItem, EmailListItem];
    const patch = (id: string, isRead: boolean) =>
      t.request({
        method: 'PATCH',
        url: `/api/emails/${id}`,
        payload: { isRead },
        cookie: alice.cookie,
      });
    await patch(a.id, true);
    await patch(a.id, true); // no change
    await patch(b.id, true);
    await patch(b.id, false);
    await t.request({ method: 'DELETE', url: `/api/emails/${c.id}`, cookie: alice.cookie });
    await t.request({
      method: 'POST',
      url: '/api/emails/delete',
      payload: { ids: [a.id, items[3]?.id] },
      cookie: alice.cookie,
    });
    for (const user of [alice, bob, carol]) {
      expect((await list(user)).unreadCount, user.username).toBe(await counted(user));
    }
  });

  it('lets a user with mail be deleted (everything of theirs goes with them)', async () => {
    const dave = await t.signUp({ username: 'dave' });
    await t.send({ from: 'x@shop.example', to: 'dave@dealbox.test', subject: 'One', text: '1' });
    await t.send({ from: 'x@shop.example', to: 'dave@dealbox.test', subject: 'Two', text: '2' });
    await t.intake.idle();
    expect((await list(dave)).unreadCount).toBe(2);
    await t.database.db.deleteFrom('user').where('id', '=', dave.id).execute();
    const left = await t.database.db
      .selectFrom('email')
      .select('id')
      .where('user_id', '=', dave.id)
      .execute();
    expect(left).toEqual([]);
    const counter = await t.database.db
      .selectFrom('email_counter')
      .select('unread')
      .where('user_id', '=', dave.id)
      .execute();
    expect(counter).toEqual([]);
  });

  it('answers bad input with 400 problems and no session with 401', async () => {
    const bad = async (request: Parameters<MailTestApp['request']>[0], status = 400) => {
      const response = await t.request({ cookie: alice.cookie, ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    };
    await bad({ method: 'GET', url: '/api/emails?limit=0' });
    await bad({ method: 'GET', url: '/api/emails?limit=1000' });
    await bad({ method: 'GET', url: '/api/emails?cursor=not-a-cursor' });
    await bad({ method: 'GET', url: `/api/emails?q=${'x'.repeat(201)}` });
    await bad({ method: 'GET', url: '/api/emails/not-a-uuid' }, 404);
    const some = (await list(alice)).items[0] as EmailListItem;
    await bad({ method: 'PATCH', url: `/api/emails/${some.id}`, payload: { isRead: 'yes' } });
    await bad({
      method: 'PATCH',
      url: `/api/emails/${some.id}`,
      payload: { isRead: true, extra: 1 },
    });
    await bad({ method: 'POST', url: '/api/emails/delete', payload: { ids: [] } });
    await bad({ method: 'POST', url: '/api/emails/delete', payload: { ids: ['x'] } });
    await bad({
      method: 'POST',
      url: '/api/emails/delete',
      payload: { ids: Array.from({ length: 501 }, () => randomUUID()) },
    });
    await bad({ method: 'GET', url: '/api/emails', cookie: '' }, 401);
    await bad({ method: 'GET', url: `/api/emails/${some.id}`, cookie: '' }, 401);
  });
});
