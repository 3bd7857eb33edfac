import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DbHandle } from './database.ts';
import type { Tables } from './tables.ts';
import { isUniqueViolation } from './users.ts';

/**
 * Households (migration 024): who is in which, the invitations, leaving and handing over.
 * Deals shared with a household are in ./shared-deals.ts; who may do what to a deal is
 * decided in src/server/access/.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HouseholdLimits {
  maxMembers: number;
  maxPendingInvites: number;
  invitesPerDay: number;
}

export interface Membership {
  householdId: string;
  name: string;
  ownerId: string;
}

export interface MemberRow {
  userId: string;
  name: string;
  joinedAt: number;
}

export interface PendingInviteRow {
  id: string;
  /** The invitee's name; null for a link. */
  name: string | null;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
}

export interface IncomingInviteRow {
  id: string;
  householdName: string;
  invitedBy: string;
  createdAt: number;
}

export type InviteOutcome =
  | { outcome: 'invited'; id: string }
  | {
      outcome:
        'already-member' | 'already-invited' | 'full' | 'too-many-pending' | 'too-many-today';
    };

export type JoinOutcome =
  { outcome: 'joined'; householdId: string } | { outcome: 'not-found' | 'already-in-one' | 'full' };

/** Who was in the household when someone left it, and what stopped being shared. */
export interface LeaveResult {
  householdId: string;
  /** The members still in it (none: the household was dissolved). */
  remaining: string[];
  /** The leaver's deals that were shared with it (now unshared). */
  unsharedOfferIds: string[];
}

export function hashHouseholdToken(token: string): string {
  return crypto.createHash('sha256').update(`household:${token}`).digest('hex');
}

export function createHouseholdStore({ db, dialect }: DbHandle) {
  async function membershipOf(userId: string, on: Kysely<Tables> = db) {
    const row = await on
      .selectFrom('household_member')
      .innerJoin('household', 'household.id', 'household_member.household_id')
      .select(['household.id', 'household.name', 'household.owner_id'])
      .where('household_member.user_id', '=', userId)
      .executeTakeFirst();
    return row ? { householdId: row.id, name: row.name, ownerId: row.owner_id } : undefined;
  }

  /** The members' ids, longest-standing first. */
  async function memberIds(householdId: string, on: Kysely<Tables> = db): Promise<string[]> {
    const rows = await on
      .selectFrom('household_member')
      .select('user_id')
      .where('household_id', '=', householdId)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute();
    return rows.map((r) => r.user_id);
  }

  async function members(householdId: string): Promise<MemberRow[]> {
    const rows = await db
      .selectFrom('household_member')
      .innerJoin('user', 'user.id', 'household_member.user_id')
      .select((eb) => [
        'household_member.user_id',
        'household_member.joined_at',
        // A person's name as the household sees it: the username as typed, else the account's.
        eb.fn.coalesce('user.displayUsername', 'user.username', 'user.name').as('name'),
      ])
      .where('household_member.household_id', '=', householdId)
      .orderBy('household_member.joined_at')
      .orderBy('household_member.user_id')
      .execute();
    return rows.map((r) => ({ userId: r.user_id, name: r.name, joinedAt: Number(r.joined_at) }));
  }

  async function pendingInvites(householdId: string, now: number): Promise<PendingInviteRow[]> {
    const rows = await db
      .selectFrom('household_invite')
      .leftJoin('user as invitee', 'invitee.id', 'household_invite.user_id')
      .leftJoin('user as inviter', 'inviter.id', 'household_invite.invited_by')
      .select((eb) => [
        'household_invite.id',
        'household_invite.created_at',
        'household_invite.expires_at',
        eb.fn.coalesce('invitee.displayUsername', 'invitee.username', 'invitee.name').as('name'),
        eb.fn
          .coalesce('inviter.displayUsername', 'inviter.username', 'inviter.name')
          .as('invited_by'),
      ])
      .where('household_invite.household_id', '=', householdId)
      .where('household_invite.state', '=', 'pending')
      .where('household_invite.expires_at', '>', now)
      .orderBy('household_invite.created_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      invitedBy: r.invited_by ?? 'A former member',
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
    }));
  }

  async function incomingInvites(userId: string, now: number): Promise<IncomingInviteRow[]> {
    const rows = await db
      .selectFrom('household_invite')
      .innerJoin('household', 'household.id', 'household_invite.household_id')
      .leftJoin('user as inviter', 'inviter.id', 'household_invite.invited_by')
      .select((eb) => [
        'household_invite.id',
        'household_invite.created_at',
        'household.name as household_name',
        eb.fn
          .coalesce('inviter.displayUsername', 'inviter.username', 'inviter.name')
          .as('invited_by'),
      ])
      .where('household_invite.user_id', '=', userId)
      .where('household_invite.state', '=', 'pending')
      .where('household_invite.expires_at', '>', now)
      .orderBy('household_invite.created_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      householdName: r.household_name,
      invitedBy: r.invited_by ?? 'A former member',
      createdAt: Number(r.created_at),
    }));
  }

  /** A new household with its creator as the first member; null when they are in one. */
  async function create(userId: string, name: string, now = Date.now()): Promise<string | null> {
    const id = crypto.randomUUID();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('household')
          .values({ id, name, owner_id: userId, created_at: now })
          .execute();
        await trx
          .insertInto('household_member')
          .values({ user_id: userId, household_id: id, joined_at: now })
          .execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return id;
  }

  /** Locks the household's row until the transaction ends (PostgreSQL; SQLite has one writer). */
  async function lock(trx: Kysely<Tables>, householdId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('household')
      .select('id')
      .where('id', '=', householdId)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    return row !== undefined;
  }

  async function seatsTaken(trx: Kysely<Tables>, householdId: string, now: number) {
    const [people, pending] = await Promise.all([
      trx
        .selectFrom('household_member')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('household_id', '=', householdId)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('household_invite')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('household_id', '=', householdId)
        .where('state', '=', 'pending')
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow(),
    ]);
    return { members: Number(people.n), pending: Number(pending.n) };
  }

  /**
   * An invitation to `inviteeId`, or a link when `tokenHash` is given instead. Members and
   * pending invitations together stay within `maxMembers`; at most `maxPendingInvites` wait
   * at once and `invitesPerDay` are sent in 24 hours (answered and cancelled ones count).
   */
  async function invite(input: {
    householdId: string;
    invitedBy: string;
    inviteeId: string | null;
    tokenHash: string | null;
    limits: HouseholdLimits;
    days: number;
    now?: number;
  }): Promise<InviteOutcome> {
    const now = input.now ?? Date.now();
    const { householdId, inviteeId, limits } = input;
    return db.transaction().execute(async (trx): Promise<InviteOutcome> => {
      if (!(await lock(trx, householdId))) return { outcome: 'full' };
      if (inviteeId) {
        const member = await trx
          .selectFrom('household_member')
          .select('user_id')
          .where('user_id', '=', inviteeId)
          .where('household_id', '=', householdId)
          .executeTakeFirst();
        if (member) return { outcome: 'already-member' };
        const invited = await trx
          .selectFrom('household_invite')
          .select('id')
          .where('household_id', '=', householdId)
          .where('user_id', '=', inviteeId)
          .where('state', '=', 'pending')
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (invited) return { outcome: 'already-invited' };
      }
      const seats = await seatsTaken(trx, householdId, now);
      if (seats.members + seats.pending >= limits.maxMembers) return { outcome: 'full' };
      if (seats.pending >= limits.maxPendingInvites) return { outcome: 'too-many-pending' };
      const today = await trx
        .selectFrom('household_invite')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('household_id', '=', householdId)
        .where('created_at', '>', now - DAY_MS)
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= limits.invitesPerDay) return { outcome: 'too-many-today' };
      const id = crypto.randomUUID();
      await trx
        .insertInto('household_invite')
        .values({
          id,
          household_id: householdId,
          user_id: inviteeId,
          token_hash: input.tokenHash,
          invited_by: input.invitedBy,
          created_at: now,
          expires_at: now + input.days * DAY_MS,
        })
        .execute();
      return { outcome: 'invited', id };
    });
  }

  /**
   * The invitation (by id for its invitee, or by a link's token for anyone) is taken up:
   * `userId` joins. The invitation's own seat was counted while it waited, so only a
   * household filled some other way refuses.
   */
  async function join(
    userId: string,
    which: { inviteId: string } | { tokenHash: string },
    maxMembers: number,
    now = Date.now(),
  ): Promise<JoinOutcome> {
    return db.transaction().execute(async (trx): Promise<JoinOutcome> => {
      let query = trx
        .selectFrom('household_invite')
        .select(['id', 'household_id'])
        .where('state', '=', 'pending')
        .where('expires_at', '>', now);
      query =
        'inviteId' in which
          ? query.where('id', '=', which.inviteId).where('user_id', '=', userId)
          : query.where('token_hash', '=', which.tokenHash).where('user_id', 'is', null);
      const found = await query.executeTakeFirst();
      if (!found) return { outcome: 'not-found' };
      if (await membershipOf(userId, trx)) return { outcome: 'already-in-one' };
      if (!(await lock(trx, found.household_id))) return { outcome: 'not-found' };
      const seats = await seatsTaken(trx, found.household_id, now);
      // This invitation is one of the pending ones: it becomes a member.
      if (seats.members >= maxMembers) return { outcome: 'full' };
      const taken = await trx
        .updateTable('household_invite')
        .set({ state: 'accepted', ...('tokenHash' in which ? { user_id: userId } : {}) })
        .where('id', '=', found.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return { outcome: 'not-found' };
      await trx
        .insertInto('household_member')
        .values({ user_id: userId, household_id: found.household_id, joined_at: now })
        .execute();
      return { outcome: 'joined', householdId: found.household_id };
    });
  }

  /** The invitee says no; false when there is no such pending invitation for them. */
  async function decline(userId: string, inviteId: string): Promise<boolean> {
    const result = await db
      .updateTable('household_invite')
      .set({ state: 'declined' })
      .where('id', '=', inviteId)
      .where('user_id', '=', userId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A member takes back one of the household's pending invitations. */
  async function cancel(householdId: string, inviteId: string): Promise<boolean> {
    const result = await db
      .updateTable('household_invite')
      .set({ state: 'cancelled' })
      .where('id', '=', inviteId)
      .where('household_id', '=', householdId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * `userId` leaves their household: their shared deals stop being shared and their hearts
   * on the others' deals go. When they ran it, the longest-standing member takes over; when
   * they were the last, the household is dissolved. Null when they were in none.
   */
  async function leave(userId: string, on?: Kysely<Tables>): Promise<LeaveResult | null> {
    const work = async (trx: Kysely<Tables>): Promise<LeaveResult | null> => {
      const membership = await membershipOf(userId, trx);
      if (!membership) return null;
      const { householdId } = membership;
      await lock(trx, householdId);
      const unshared = await trx
        .deleteFrom('offer_share')
        .where('household_id', '=', householdId)
        .where('user_id', '=', userId)
        .returning('offer_id')
        .execute();
      await trx
        .deleteFrom('offer_member_save')
        .where('user_id', '=', userId)
        .where('offer_id', 'in', (eb) =>
          eb.selectFrom('offer_share').select('offer_id').where('household_id', '=', householdId),
        )
        .execute();
      await trx.deleteFrom('household_member').where('user_id', '=', userId).execute();
      const remaining = await memberIds(householdId, trx);
      const next = remaining[0];
      if (next === undefined) {
        await trx.deleteFrom('household').where('id', '=', householdId).execute();
      } else if (membership.ownerId === userId) {
        await trx
          .updateTable('household')
          .set({ owner_id: next })
          .where('id', '=', householdId)
          .execute();
      }
      return { householdId, remaining, unsharedOfferIds: unshared.map((r) => r.offer_id) };
    };
    return on ? work(on) : db.transaction().execute(work);
  }

  /**
   * The household's owner removes a member (as if they had left). 'not-owner' when the
   * caller does not run a household that `memberId` is in.
   */
  async function remove(
    ownerId: string,
    memberId: string,
  ): Promise<{ outcome: 'removed'; result: LeaveResult } | { outcome: 'not-found' }> {
    return db.transaction().execute(async (trx) => {
      const mine = await membershipOf(ownerId, trx);
      const theirs = await membershipOf(memberId, trx);
      if (!mine || !theirs || mine.householdId !== theirs.householdId || memberId === ownerId) {
        return { outcome: 'not-found' as const };
      }
      const result = await leave(memberId, trx);
      return result ? { outcome: 'removed' as const, result } : { outcome: 'not-found' as const };
    });
  }

  return {
    membershipOf,
    memberIds,
    members,
    pendingInvites,
    incomingInvites,
    create,
    invite,
    join,
    decline,
    cancel,
    leave,
    remove,
  };
}

export type HouseholdStore = ReturnType<typeof createHouseholdStore>;
