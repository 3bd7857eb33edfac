import { sql, type Kysely } from 'kysely';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type ImportDealsResult } from '#shared/account-data.ts';
import type { Offer, OfferList } from '#shared/offer-types.ts';
import { IMPORT_MESSAGES } from '#server/account/deals-file.ts';
import type { Tables } from '#server/db/tables.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

function expectProblem(response: LightMyRequestResponse, status: number, detail?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail !== undefined) expect(response.json<{ detail?: string }>().detail).toBe(detail);
}

/** A Catima export (its version 2 layout), written the way Catima writes one. */
const CATIMA_CSV = [
  '2',
  '',
  '_id',
  'Groceries',
  '',
  '_id,store,note,validfrom,expiry,balance,balancetype,cardid,barcodeid,barcodetype,barcodeencoding,headercolor,starstatus,lastused,archive',
  '1,Harbor & Pine,"Member card\n\nshow at the till",,1767225600000,12.50,EUR,HP-4471,,CODE_128,,-16777216,1,1766674620,0',
  '2,Corner Bakery,,,,0,,4006381333931,,EAN_13,,-5317,0,0,0',
  '3,Tea House,Stamp card,,,3,,TEA 0042,,CODABAR,,,0,0,0',
  '4,Museum,,,,0,,"Ticket ÄÖ 7",,QR_CODE,UTF-8,,0,0,1',
  '5,No Code Store,,,,0,,,,,,,0,0,0',
  '',
  'cardId,groupId',
  '1,Groceries',
  '',
].join('\r\n');

/** Every row of every table, with the tables' names (SQLite's FTS shadow tables included). */
async function everyRow(
  db: Kysely<Tables>,
  dialect: string,
): Promise<{ table: string; text: string }[]> {
  const names =
    dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' order by name`.execute(db)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select table_schema || '.' || table_name as name
            from information_schema.tables
            where table_schema not in ('pg_catalog', 'information_schema')
              and table_type = 'BASE TABLE' order by 1`.execute(db)
        ).rows.map((r) => r.name);
  const out: { table: string; text: string }[] = [];
  for (const table of names) {
    // A contentless FTS5 table shows only its rowid.
    const select =
      table === 'email_fts'
        ? sql`select rowid as id from email_fts`
        : sql`select * from ${sql.table(table)}`;
    const rows = (await select.execute(db)).rows as Record<string, unknown>[];
    for (const row of rows) {
      const text = Object.values(row)
        .map((v) =>
          v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : JSON.stringify(v),
        )
        .join('\u0001');
      out.push({ table, text });
    }
  }
  return out;
}

describe.each(testDialects())('your data: export, import, delete (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let bob: TestUser;

  async function offers(user: TestUser): Promise<Offer[]> {
    const response = await t.request({ method: 'GET', url: '/api/offers', cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    return response.json<OfferList>().items;
  }

  async function importFile(user: TestUser, body: Buffer | string, timeZone = 'Europe/Berlin') {
    return t.request({
      method: 'POST',
      url: '/api/account/import',
      cookie: user.cookie,
      headers: { 'content-type': 'application/octet-stream', 'x-time-zone': timeZone },
      payload: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    });
  }

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    alice = await t.signUp({ username: 'zqxalice', password: 'alice-secret' });
    bob = await t.signUp({ username: 'bob' });
    for (const [user, n] of [
      [alice, 3],
      [bob, 1],
    ] as const) {
      for (let i = 0; i < n; i++) {
        await t.send({
          from: `Harbor & Pine <news@harbor.example>`,
          to: `${user.username}@dealbox.test`,
          subject: `Sale ${i} for ${user.username}`,
          text: `Hello ${user.username}, use code SPRING${i}0 for 20% off.\r\nFrom the team\r\nmarmotwhistle${user.username}`,
        });
      }
    }
    await t.intake.idle();
    for (const [user, store] of [
      [alice, 'Fresh Market'],
      [alice, 'Zoë’s Café, "Paris"'],
      [bob, 'Bob Store'],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/offers',
        cookie: user.cookie,
        payload: {
          storeName: store,
          offerTitle: '=SUM(A1) 20% off',
          discount: '20% OFF',
          description: 'Line one,\nline two',
          barcodeValue: '5901234123457',
          barcodeType: 'EAN13',
          expirationDate: '2031-03-05',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/export/everything.zip'],
      ['POST', '/api/account/delete'],
    ] as const) {
      expectProblem(await t.request({ method, url, payload: {} }), 401, 'Not authenticated');
    }
    expectProblem(
      await t.request({
        method: 'GET',
        url: '/api/account/export/secrets.txt',
        cookie: alice.cookie,
      }),
      404,
    );
  });

  it('exports everything as a zip: profile, deals as CSV and JSON, emails as mbox', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/account/export/everything.zip',
      cookie: alice.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="dealbox-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'deals.csv',
      'deals.json',
      'emails.mbox',
      'profile.json',
    ]);
    const profile = JSON.parse(strFromU8(files['profile.json'] as Uint8Array)) as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({
      email: alice.email,
      username: 'zqxalice',
      address: 'zqxalice@dealbox.test',
      settings: { autoAddDeals: true },
    });
    const aliceOffers = await offers(alice);
    // Two typed in, and the deals found in her three emails.
    expect(aliceOffers.length).toBeGreaterThanOrEqual(5);
    const json = JSON.parse(strFromU8(files['deals.json'] as Uint8Array)) as {
      deals: { id: string; storeName: string }[];
    };
    expect(json.deals.map((d) => d.id)).toEqual(aliceOffers.map((o) => o.id));
    const csv = Buffer.from(files['deals.csv'] as Uint8Array).toString('utf8');
    expect(csv.startsWith('\ufeffstore_name,offer_title,discount,')).toBe(true);
    // Quoted where needed; a formula-looking cell is kept as text.
    expect(csv).toContain('"Zoë’s Café, ""Paris"""');
    expect(csv).toContain(`,'=SUM(A1) 20% off,`);
    expect(csv).not.toContain('Bob Store');

    const mbox = Buffer.from(files['emails.mbox'] as Uint8Array).toString('latin1');
    const entries = mbox.split(/^From (?=\S+ \w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$)/m);
    expect(entries.filter((e) => e !== '')).toHaveLength(3);
    expect(mbox.startsWith('From news@harbor.example ')).toBe(true);
    for (let i = 0; i < 3; i++) expect(mbox).toContain(`Subject: Sale ${i} for zqxalice`);
    // mboxrd: a body line starting 'From ' is quoted; the raw message is otherwise as received.
    expect(mbox).toContain('\n>From the team\n');
    expect(mbox).not.toContain('\r\n');
    expect(mbox).not.toContain('for bob');
  });

  it('serves each part on its own', async () => {
    for (const [file, type] of [
      ['deals.csv', 'text/csv; charset=utf-8'],
      ['deals.json', 'application/json; charset=utf-8'],
      ['emails.mbox', 'application/mbox'],
      ['profile.json', 'application/json; charset=utf-8'],
    ] as const) {
      const response = await t.request({
        method: 'GET',
        url: `/api/account/export/${file}`,
        cookie: bob.cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.body).not.toContain('zqxalice');
    }
  });

  it('imports its own CSV (and the whole zip) into another account, once', async () => {
    const csv = await t.request({
      method: 'GET',
      url: '/api/account/export/deals.csv',
      cookie: alice.cookie,
    });
    const carol = await t.signUp({ username: 'carol' });
    const first = await importFile(carol, csv.rawPayload);
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json<ImportDealsResult>();
    const aliceOffers = await offers(alice);
    expect(result).toMatchObject({ format: 'dealbox', added: aliceOffers.length, skippedCount: 0 });
    // The same deals, field for field. Deals created in the same millisecond are listed in
    // the order of their random ids, so the two lists are compared sorted.
    const comparable = (list: Offer[]) =>
      list.map((o) => JSON.stringify({ ...o, id: '', emailId: null })).sort();
    expect(comparable(await offers(carol))).toEqual(comparable(aliceOffers));

    const again = await importFile(carol, csv.rawPayload);
    expect(again.json<ImportDealsResult>()).toMatchObject({
      added: 0,
      alreadyThere: aliceOffers.length,
    });
    const zip = await t.request({
      method: 'GET',
      url: '/api/account/export/everything.zip',
      cookie: alice.cookie,
    });
    const dave = await t.signUp({ username: 'dave' });
    const fromZip = await importFile(dave, zip.rawPayload);
    expect(fromZip.json<ImportDealsResult>().added).toBe(aliceOffers.length);
  });

  it("imports Catima's export, as CSV or as its zip", async () => {
    const erin = await t.signUp({ username: 'erin' });
    const response = await importFile(erin, CATIMA_CSV);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportDealsResult>();
    expect(result).toMatchObject({ format: 'catima', added: 4, skippedCount: 1 });
    expect(result.skipped[0]).toEqual({ line: 13, reason: 'The card has no card ID' });
    const list = await offers(erin);
    expect(list.map((o) => o.storeName)).toEqual([
      'Harbor & Pine',
      'Corner Bakery',
      'Tea House',
      'Museum',
    ]);
    const [harbor, bakery, tea, museum] = list as [Offer, Offer, Offer, Offer];
    expect(harbor).toMatchObject({
      offerTitle: 'Member card',
      description: 'Member card\n\nshow at the till',
      discount: '12.50 EUR',
      barcodeValue: 'HP-4471',
      barcodeType: 'CODE128',
      // 2026-01-01T00:00Z is still Jan 1 in Berlin.
      expirationDate: '2026-01-01',
      isSaved: true,
      status: 'active',
    });
    expect(bakery).toMatchObject({ barcodeValue: '4006381333931', barcodeType: 'EAN13' });
    expect(bakery.offerTitle).toBe('Loyalty card');
    // CODABAR has no Dealbox format: shown as CODE128, which can draw the value.
    expect(tea).toMatchObject({ barcodeType: 'CODE128', discount: '3 points' });
    expect(museum).toMatchObject({ barcodeValue: 'Ticket ÄÖ 7', barcodeType: 'QR' });

    const frank = await t.signUp({ username: 'frank' });
    const zip = zipSync({
      'catima.csv': Buffer.from(CATIMA_CSV, 'utf8'),
      'card_1_front.png': new Uint8Array(8),
    });
    // New York: the same instant is still Dec 31.
    const fromZip = await importFile(frank, Buffer.from(zip), 'America/New_York');
    expect(fromZip.json<ImportDealsResult>().added).toBe(4);
    expect((await offers(frank))[0]?.expirationDate).toBe('2025-12-31');
  });

  it('refuses files it cannot read, with a reason, adding nothing', async () => {
    const gina = await t.signUp({ username: 'gina' });
    expectProblem(await importFile(gina, ''), 400, ACCOUNT_MESSAGES.fileRequired);
    expectProblem(await importFile(gina, 'name,price\nsoap,3\n'), 422, IMPORT_MESSAGES.unknown);
    expectProblem(
      await importFile(gina, Buffer.from([0xff, 0xfe, 0x00, 0x41])),
      422,
      IMPORT_MESSAGES.notText,
    );
    expectProblem(
      await importFile(gina, 'store_name,offer_title,barcode_value,barcode_type\nShop,Deal,"open'),
      422,
    );
    expectProblem(
      await importFile(
        gina,
        'store_name,offer_title,barcode_value,barcode_type\nShop,Deal,123,EAN13\n',
      ),
      422,
      'No deals found in this file: line 2: EAN-13 needs 12 or 13 digits',
    );
    expectProblem(
      await importFile(gina, Buffer.from(zipSync({ 'notes.txt': new Uint8Array(3) }))),
      422,
      IMPORT_MESSAGES.zipWithoutCsv,
    );
    // A password-protected Catima zip (AES: compression method 99).
    const locked = Buffer.from(zipSync({ 'catima.csv': Buffer.from(CATIMA_CSV) }, { level: 0 }));
    locked.writeUInt16LE(99, 8);
    const central = locked.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    locked.writeUInt16LE(99, central + 10);
    expectProblem(await importFile(gina, locked), 422, IMPORT_MESSAGES.encrypted);
    expect(await offers(gina)).toEqual([]);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.alloc(t.config.maxImportBytes + 10, 0x61);
    expectProblem(await importFile(bob, big), 413, ACCOUNT_MESSAGES.tooLarge(20));
  });

  it('asks a Google-only account (no password) for its login email instead', async () => {
    const henry = await t.signUp({ username: 'henry', email: 'Henry@shopper.test' });
    const summary = async () =>
      (await t.request({ method: 'GET', url: '/api/account', cookie: henry.cookie })).json<{
        hasPassword: boolean;
      }>();
    expect(await summary()).toEqual({ hasPassword: true });
    // As if the account had been made with Google: no email-and-password login.
    await sql`delete from account where "userId" = ${henry.id} and "providerId" = 'credential'`.execute(
      t.database.db,
    );
    expect(await summary()).toEqual({ hasPassword: false });
    const remove = (payload: object) =>
      t.request({ method: 'POST', url: '/api/account/delete', cookie: henry.cookie, payload });
    expectProblem(await remove({ password: 'secret1' }), 400, ACCOUNT_MESSAGES.emailRequired);
    expectProblem(await remove({ email: 'someone@else.test' }), 403, ACCOUNT_MESSAGES.wrongEmail);
    const done = await remove({ email: ' henry@SHOPPER.test ' });
    expect(done.statusCode, done.body).toBe(200);
    const left = await t.database.db
      .selectFrom('user')
      .select('id')
      .where('id', '=', henry.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('deletes the account only with the password, leaving no row that references it', async () => {
    // A pending reset token (Better Auth's verification table) is data too.
    await t.request({
      method: 'POST',
      url: '/api/password-reset',
      payload: { identifier: alice.email },
    });
    const db = t.database.db;
    const aliceEmails = await db
      .selectFrom('email')
      .select(['id', 'search_id'])
      .where('user_id', '=', alice.id)
      .execute();
    const aliceOffers = await db
      .selectFrom('offer')
      .select('id')
      .where('user_id', '=', alice.id)
      .execute();
    const sessions = await sql<{
      id: string;
      token: string;
    }>`select id, token from session where "userId" = ${alice.id}`.execute(db);
    const needles = [
      alice.id,
      alice.email,
      // Her address, not the bare username: another user may have imported her deals, whose
      // texts greet her by name (that copy is theirs).
      'zqxalice@dealbox.test',
      ...aliceEmails.map((e) => e.id),
      ...aliceOffers.map((o) => o.id),
      ...sessions.rows.flatMap((s) => [s.id, s.token]),
    ];
    const traces = async () =>
      (await everyRow(db, dialect)).filter((r) => needles.some((n) => r.text.includes(n)));
    const before = new Set((await traces()).map((r) => r.table.replace(/^public\./, '')));
    // The check can fail: before, alice is in every table that holds user data.
    for (const table of [
      'user',
      'session',
      'account',
      'verification',
      'email',
      'email_raw',
      'email_counter',
      'offer',
    ]) {
      expect(before, table).toContain(table);
    }
    const bobBefore = await everyRowCount(bob.id);
    const bobOffers = await offers(bob);

    expectProblem(
      await t.request({
        method: 'POST',
        url: '/api/account/delete',
        cookie: alice.cookie,
        payload: {},
      }),
      400,
      ACCOUNT_MESSAGES.passwordRequired,
    );
    expectProblem(
      await t.request({
        method: 'POST',
        url: '/api/account/delete',
        cookie: alice.cookie,
        payload: { password: 'wrong-secret' },
      }),
      403,
      ACCOUNT_MESSAGES.wrongPassword,
    );
    expect((await traces()).length).toBeGreaterThan(0);

    const done = await t.request({
      method: 'POST',
      url: '/api/account/delete',
      cookie: alice.cookie,
      payload: { password: 'alice-secret' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(String(done.headers['set-cookie'])).toMatch(/session_token=; Path=\/; Max-Age=0/);

    expect(await traces()).toEqual([]);
    if (dialect === 'sqlite') {
      const ids = aliceEmails.map((e) => Number(e.search_id));
      expect(ids.every((id) => id > 0)).toBe(true);
      const left = await sql<{ id: number }>`select id from email_fts_docsize`.execute(db);
      expect(left.rows.filter((r) => ids.includes(Number(r.id)))).toEqual([]);
      const match =
        await sql`select rowid from email_fts where email_fts match ${'"marmotwhistlezqxalice"'}`.execute(
          db,
        );
      expect(match.rows).toEqual([]);
      const bobMatch =
        await sql`select rowid from email_fts where email_fts match ${'"marmotwhistlebob"'}`.execute(
          db,
        );
      expect(bobMatch.rows).toHaveLength(1);
    }
    // The session is gone: the old cookie no longer works, and signing in fails.
    expectProblem(
      await t.request({ method: 'GET', url: '/api/offers', cookie: alice.cookie }),
      401,
    );
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: alice.email, password: 'alice-secret' },
    });
    expect(signIn.statusCode).toBe(401);
    // Bob lost nothing.
    expect(await everyRowCount(bob.id)).toEqual(bobBefore);
    expect(await offers(bob)).toEqual(bobOffers);
    // The username is free again.
    const again = await t.signUp({ username: 'zqxalice', email: 'new-alice@shopper.test' });
    expect(await offers(again)).toEqual([]);
  });

  async function everyRowCount(userId: string): Promise<number> {
    return (await everyRow(t.database.db, dialect)).filter((r) => r.text.includes(userId)).length;
  }
});
