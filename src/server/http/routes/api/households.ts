import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOUSEHOLD_INVITE_DAYS,
  HOUSEHOLD_MESSAGES,
  createHouseholdSchema,
  householdInviteParamsSchema,
  householdMemberParamsSchema,
  inviteByUsernameSchema,
  joinByLinkSchema,
  type HouseholdLink,
  type HouseholdState,
} from '#shared/household-types.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { hashHouseholdToken, type LeaveResult } from '#server/db/households.ts';
import type { EventBus } from '#server/events/event-bus.ts';
import { tellHousehold } from '#server/events/household-news.ts';
import { issueMessage } from '../../invalid-request.ts';

/**
 * Households (issue 46): see src/shared/household-types.ts for the routes and shapes. Every
 * call needs a session. An invitation or member id that is not the caller's to act on, does
 * not exist or is malformed answers the same 404. Joining and leaving change whose deals the
 * members see: every member's open screens hear it (`offers.changed`).
 */

const iso = (ms: number) => new Date(ms).toISOString();

export const householdRoutes: FastifyPluginAsyncZod<{
  config: Config;
  database: Database;
  events: EventBus;
}> = async (app, { config, database, events }) => {
  const { households } = database;
  const limits = config.households;
  app.addHook('preValidation', app.requireUser);

  async function stateFor(userId: string, now = Date.now()): Promise<HouseholdState> {
    const [membership, invites] = await Promise.all([
      households.membershipOf(userId),
      households.incomingInvites(userId, now),
    ]);
    const incoming = invites.map((i) => ({ ...i, createdAt: iso(i.createdAt) }));
    if (!membership) return { household: null, invites: incoming };
    const [members, pending] = await Promise.all([
      households.members(membership.householdId),
      households.pendingInvites(membership.householdId, now),
    ]);
    return {
      household: {
        id: membership.householdId,
        name: membership.name,
        isOwner: membership.ownerId === userId,
        maxMembers: limits.maxMembers,
        members: members.map((m) => ({
          userId: m.userId,
          name: m.name,
          isYou: m.userId === userId,
          isOwner: m.userId === membership.ownerId,
          joinedAt: iso(m.joinedAt),
        })),
        pendingInvites: pending.map((p) => ({
          ...p,
          createdAt: iso(p.createdAt),
          expiresAt: iso(p.expiresAt),
        })),
      },
      invites: incoming,
    };
  }

  async function membershipOrConflict(userId: string) {
    const membership = await households.membershipOf(userId);
    if (!membership) throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.notInOne);
    return membership;
  }

  /** Someone left or was removed: the rest see the deals change, and so does the leaver. */
  async function afterLeaving(result: LeaveResult, leaverId: string) {
    await tellHousehold(
      events,
      households,
      result.remaining.length > 0 ? result.householdId : null,
      result.unsharedOfferIds,
      [leaverId],
    );
  }

  const byInvite = {
    schema: { params: householdInviteParamsSchema },
    config: { invalid: { params: { status: 404, detail: HOUSEHOLD_MESSAGES.inviteNotFound } } },
  };

  app.get('/api/household', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return stateFor(request.user.id);
  });

  app.post(
    '/api/household',
    {
      bodyLimit: 4096,
      schema: { body: createHouseholdSchema },
      config: { invalid: { body: { detail: issueMessage(HOUSEHOLD_MESSAGES.nameRequired) } } },
    },
    async (request, reply) => {
      const id = await households.create(request.user.id, request.body.name);
      if (!id) throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.alreadyInOne);
      reply.code(201);
      return stateFor(request.user.id);
    },
  );

  app.post(
    '/api/household/invites',
    {
      bodyLimit: 4096,
      schema: { body: inviteByUsernameSchema },
      config: {
        invalid: { body: { detail: issueMessage(HOUSEHOLD_MESSAGES.usernameRequired) } },
      },
    },
    async (request, reply) => {
      const { user, body } = request;
      const membership = await membershipOrConflict(user.id);
      const invitee = await database.users.findUserByUsername(body.username);
      if (!invitee) throw app.httpErrors.notFound(HOUSEHOLD_MESSAGES.noSuchUser);
      if (invitee.id === user.id) throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.notYourself);
      const result = await households.invite({
        householdId: membership.householdId,
        invitedBy: user.id,
        inviteeId: invitee.id,
        tokenHash: null,
        limits,
        days: HOUSEHOLD_INVITE_DAYS,
      });
      refuseInvite(result.outcome);
      reply.code(201);
      return stateFor(user.id);
    },
  );

  /** The limits' refusals, worded for the person inviting. */
  function refuseInvite(outcome: string): void {
    switch (outcome) {
      case 'already-member':
        throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.alreadyMember);
      case 'already-invited':
        throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.alreadyInvited);
      case 'full':
        throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.full(limits.maxMembers));
      case 'too-many-pending':
        throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.tooManyPending(limits.maxPendingInvites));
      case 'too-many-today':
        throw app.httpErrors.tooManyRequests(HOUSEHOLD_MESSAGES.tooManyToday);
    }
  }

  app.post('/api/household/links', { bodyLimit: 1024 }, async (request, reply) => {
    const { user } = request;
    const membership = await membershipOrConflict(user.id);
    const token = crypto.randomBytes(24).toString('base64url');
    const now = Date.now();
    const result = await households.invite({
      householdId: membership.householdId,
      invitedBy: user.id,
      inviteeId: null,
      tokenHash: hashHouseholdToken(token),
      limits,
      days: HOUSEHOLD_INVITE_DAYS,
      now,
    });
    refuseInvite(result.outcome);
    reply.code(201);
    const url = new URL('/profile', config.appUrl);
    url.searchParams.set('household', token);
    const body: HouseholdLink = {
      url: url.toString(),
      token,
      expiresAt: iso(now + HOUSEHOLD_INVITE_DAYS * 24 * 60 * 60 * 1000),
      state: await stateFor(user.id, now),
    };
    return body;
  });

  app.delete('/api/household/invites/:id', byInvite, async (request) => {
    const { user, params } = request;
    const membership = await households.membershipOf(user.id);
    if (!membership || !(await households.cancel(membership.householdId, params.id))) {
      throw app.httpErrors.notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
    }
    return stateFor(user.id);
  });

  async function joined(userId: string, outcome: Awaited<ReturnType<typeof households.join>>) {
    switch (outcome.outcome) {
      case 'joined':
        await tellHousehold(events, households, outcome.householdId, []);
        return stateFor(userId);
      case 'already-in-one':
        throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.alreadyInOne);
      case 'full':
        throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.full(limits.maxMembers));
      case 'not-found':
        return null;
    }
  }

  app.post('/api/household/invites/:id/accept', byInvite, async (request) => {
    const { user, params } = request;
    const outcome = await households.join(user.id, { inviteId: params.id }, limits.maxMembers);
    const state = await joined(user.id, outcome);
    if (!state) throw app.httpErrors.notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
    return state;
  });

  app.post('/api/household/invites/:id/decline', byInvite, async (request) => {
    const { user, params } = request;
    if (!(await households.decline(user.id, params.id))) {
      throw app.httpErrors.notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
    }
    return stateFor(user.id);
  });

  app.post(
    '/api/household/join',
    {
      bodyLimit: 4096,
      schema: { body: joinByLinkSchema },
      config: { invalid: { body: { detail: issueMessage(HOUSEHOLD_MESSAGES.tokenRequired) } } },
    },
    async (request) => {
      const { user, body } = request;
      const outcome = await households.join(
        user.id,
        { tokenHash: hashHouseholdToken(body.token) },
        limits.maxMembers,
      );
      const state = await joined(user.id, outcome);
      if (!state) throw app.httpErrors.notFound(HOUSEHOLD_MESSAGES.linkNotValid);
      return state;
    },
  );

  app.post('/api/household/leave', { bodyLimit: 1024 }, async (request) => {
    const { user } = request;
    const result = await households.leave(user.id);
    if (!result) throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.notInOne);
    await afterLeaving(result, user.id);
    return stateFor(user.id);
  });

  app.delete(
    '/api/household/members/:userId',
    {
      schema: { params: householdMemberParamsSchema },
      config: {
        invalid: { params: { status: 404, detail: HOUSEHOLD_MESSAGES.memberNotFound } },
      },
    },
    async (request) => {
      const { user, params } = request;
      if (params.userId === user.id) {
        throw app.httpErrors.conflict(HOUSEHOLD_MESSAGES.removeYourself);
      }
      const membership = await households.membershipOf(user.id);
      if (membership && membership.ownerId !== user.id) {
        throw app.httpErrors.forbidden(HOUSEHOLD_MESSAGES.onlyOwnerRemoves);
      }
      const removed = await households.remove(user.id, params.userId);
      if (removed.outcome !== 'removed') {
        throw app.httpErrors.notFound(HOUSEHOLD_MESSAGES.memberNotFound);
      }
      await afterLeaving(removed.result, params.userId);
      return stateFor(user.id);
    },
  );
};
