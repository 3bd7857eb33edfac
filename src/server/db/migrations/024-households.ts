import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Households (issue 46): a few people who share deals, never emails.
 *
 * - `household`: `owner_id` is the person who may remove members, the creator until they
 *   leave or delete their account (then the longest-standing member). Deliberately not
 *   `user_id`: deleting an account (db/account.ts clears every table with a `user_id`) must
 *   hand the household over first, not drop it.
 * - `household_member`: one row per person in a household; `user_id` is unique (one
 *   household per person). `joined_at` orders the hand-over.
 * - `household_invite`: an invitation by username (`user_id`: the invitee) or a single-use
 *   link (`user_id` null, only the sha256 of its token kept). `state` goes from 'pending' to
 *   'accepted', 'declined' or 'cancelled'; rows stay, so the invite rate counts what was sent.
 * - `offer_share`: a deal shared with its owner's household (`user_id`: the owner). Goes
 *   with the deal (foreign key) and with the household. `used_by`/`used_at`: who marked it
 *   used, shown to every member ("Used by Sam, 14:02").
 * - `offer_member_save`: the heart a member put on someone else's shared deal (saving stays
 *   per person); goes with the share's deal and with the member.
 */
export const householdsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('household')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('household_member')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('household_id', 'text', (c) =>
        c.notNull().references('household.id').onDelete('cascade'),
      )
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('household_member_household')
      .on('household_member')
      .columns(['household_id', 'joined_at'])
      .execute();
    await db.schema
      .createTable('household_invite')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('household_id', 'text', (c) =>
        c.notNull().references('household.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`state in ('pending', 'accepted', 'declined', 'cancelled')`),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('household_invite_household')
      .on('household_invite')
      .columns(['household_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('household_invite_user')
      .on('household_invite')
      .columns(['user_id', 'state'])
      .execute();
    await db.schema
      .createTable('offer_share')
      .addColumn('offer_id', 'text', (c) =>
        c.primaryKey().references('offer.id').onDelete('cascade'),
      )
      .addColumn('household_id', 'text', (c) =>
        c.notNull().references('household.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('shared_at', 'bigint', (c) => c.notNull())
      .addColumn('used_by', 'text')
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('offer_share_household')
      .on('offer_share')
      .columns(['household_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('offer_member_save')
      .addColumn('offer_id', 'text', (c) =>
        c.notNull().references('offer_share.offer_id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('saved_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('offer_member_save_pk', ['user_id', 'offer_id'])
      .execute();
    await db.schema
      .createIndex('offer_member_save_offer')
      .on('offer_member_save')
      .column('offer_id')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('offer_member_save').execute();
    await db.schema.dropTable('offer_share').execute();
    await db.schema.dropTable('household_invite').execute();
    await db.schema.dropTable('household_member').execute();
    await db.schema.dropTable('household').execute();
  },
};
