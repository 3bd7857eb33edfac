import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DbHandle } from './database.ts';
import type { Offer } from '#shared/offer-types.ts';
import type { OfferRow } from './offers.ts';

/**
 * A user's data as a whole: the deals import, the emails export, and deleting the account.
 */

/**
 * A deal read from a deals file (../account/deals-file.ts), checked by the same rules as
 * `POST /api/offers`: an offer's fields ('' for a deal that needs no code, as deals found in
 * email can be), and when it was made in milliseconds, null meaning "now" (the importer
 * orders them as in the file).
 */
export type ImportedDeal = Pick<
  Offer,
  | 'storeName'
  | 'offerTitle'
  | 'discount'
  | 'description'
  | 'barcodeValue'
  | 'barcodeType'
  | 'expirationDate'
  | 'status'
  | 'isSaved'
> & { createdAt: number | null };

/** sha256 of the deal's fields: the same deal imported twice is added once. */
export function importKey(deal: ImportedDeal): string {
  const fields = [
    deal.storeName,
    deal.offerTitle,
    deal.discount,
    deal.description,
    deal.barcodeValue,
    deal.barcodeType,
    deal.expirationDate,
  ];
  return crypto
    .createHash('sha256')
    .update(`import:${JSON.stringify(fields)}`)
    .digest('hex');
}

export interface ImportResult {
  added: number;
  /** Deals already in the wallet from an earlier import of the same deal. */
  alreadyThere: number;
}

export interface ExportEmail {
  id: string;
  received_at: number;
  sender_name: string;
  sender_email: string;
  subject: string;
  body_text: string | null;
  raw: Uint8Array | null;
}

/** Better Auth's tables, and how each names its user. */
const AUTH_TABLES = [
  { table: 'session', column: 'userId' },
  { table: 'account', column: 'userId' },
] as const;

/** The account store: a user's data as a whole. */
export function createAccountStore({ db }: DbHandle) {
  /** The password hash of the user's email-and-password login; null for a Google- or OIDC-only one. */
  async function findPasswordHash(userId: string): Promise<string | null> {
    const result = await sql<{ password: string | null }>`
      select ${sql.ref('password')} from ${sql.table('account')}
      where ${sql.ref('userId')} = ${userId} and ${sql.ref('providerId')} = 'credential'`.execute(
      db,
    );
    return result.rows[0]?.password ?? null;
  }

  /**
   * Adds imported deals in one transaction (all or nothing). Deals without a creation time keep
   * the file's order at the top of the newest-first list.
   */
  async function importDeals(
    userId: string,
    deals: readonly ImportedDeal[],
    now: number = Date.now(),
  ): Promise<ImportResult> {
    const rows: OfferRow[] = deals.map((deal, index) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      store_name: deal.storeName,
      offer_title: deal.offerTitle,
      discount: deal.discount,
      description: deal.description,
      barcode_value: deal.barcodeValue,
      barcode_type: deal.barcodeType,
      expiration_date: deal.expirationDate,
      status: deal.status,
      is_saved: deal.isSaved ? 1 : 0,
      created_at: deal.createdAt ?? now - index,
      source_email_id: null,
      source_key: importKey(deal),
      sender_domain: '', // an imported deal belongs to no store
    }));
    // The same deal twice in one file is one deal.
    const unique = [...new Map(rows.map((r) => [r.source_key, r])).values()];
    let added = 0;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < unique.length; i += 200) {
        const inserted = await trx
          .insertInto('offer')
          .values(unique.slice(i, i + 200))
          .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
          .returning('id')
          .execute();
        added += inserted.length;
      }
    });
    return { added, alreadyThere: rows.length - added };
  }

  /** A page of the user's emails, oldest first, each with its stored (compressed) message. */
  async function exportEmailPage(
    userId: string,
    after: { receivedAt: number; id: string } | null,
    limit: number,
  ): Promise<ExportEmail[]> {
    let query = db
      .selectFrom('email')
      .leftJoin('email_raw', 'email_raw.email_id', 'email.id')
      .select([
        'email.id',
        'email.received_at',
        'email.sender_name',
        'email.sender_email',
        'email.subject',
        'email.body_text',
        'email_raw.raw',
      ])
      .where('email.user_id', '=', userId)
      .orderBy('email.received_at')
      .orderBy('email.id')
      .limit(limit);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('email.received_at', '>', after.receivedAt),
          eb.and([eb('email.received_at', '=', after.receivedAt), eb('email.id', '>', after.id)]),
        ]),
      );
    }
    const rows = await query.execute();
    return rows.map((r) => ({ ...r, received_at: Number(r.received_at) }));
  }

  /**
   * Deletes the user and everything that is theirs, in one transaction: every table with a
   * `user_id` (or `userId`) column — found by looking at the schema, so a table added later is
   * covered without a change here — then Better Auth's sessions, logins and pending reset
   * tokens, then the user. Emails go first: their raw messages and search entries follow them
   * (foreign key and trigger). Returns false when there was no such user.
   */
  async function deleteAccount(userId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const tables = await trx.introspection.getTables();
      const owned = tables
        .filter((t) => t.name !== 'user' && !t.isView)
        .flatMap((t) => {
          const column = t.columns.find((c) => c.name === 'user_id' || c.name === 'userId');
          const name = t.schema && t.schema !== 'public' ? `${t.schema}.${t.name}` : t.name;
          return column ? [{ table: name, column: column.name }] : [];
        })
        .sort((a, b) => (a.table === 'email' ? -1 : b.table === 'email' ? 1 : 0));
      const seen = new Set<string>();
      for (const { table, column } of [...owned, ...AUTH_TABLES]) {
        if (seen.has(table)) continue;
        seen.add(table);
        await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(
          trx,
        );
      }
      // Reset-password tokens keep the user's id as their value.
      await sql`delete from ${sql.table('verification')} where ${sql.ref('value')} = ${userId}`.execute(
        trx,
      );
      const deleted = await trx.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    });
  }

  return { findPasswordHash, importDeals, exportEmailPage, deleteAccount };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
