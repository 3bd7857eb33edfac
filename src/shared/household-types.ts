import './zod-config.ts';
import { z } from 'zod';

/**
 * The households API's wire shapes (issue 46): a few people who share deals, never emails.
 *
 *   GET    /api/household                       -> 200 HouseholdState
 *   POST   /api/household            {name}     -> 201 HouseholdState (409 already in one)
 *   POST   /api/household/invites    {username} -> 201 HouseholdState
 *   POST   /api/household/links                 -> 201 HouseholdLink (a single-use link)
 *   DELETE /api/household/invites/:id           -> 200 HouseholdState (a member cancels)
 *   POST   /api/household/invites/:id/accept    -> 200 HouseholdState (the invitee joins)
 *   POST   /api/household/invites/:id/decline   -> 200 HouseholdState
 *   POST   /api/household/join       {token}    -> 200 HouseholdState (a link's holder joins)
 *   POST   /api/household/leave                 -> 200 HouseholdState
 *   DELETE /api/household/members/:userId       -> 200 HouseholdState (its owner removes)
 */

export interface HouseholdMember {
  userId: string;
  /** The username, or the account's name when it has none. */
  name: string;
  isYou: boolean;
  /** The person who may remove members: the creator, or who it was handed to. */
  isOwner: boolean;
  /** ISO 8601 instant. */
  joinedAt: string;
}

/** An invitation the household sent and nobody has answered yet. */
export interface PendingHouseholdInvite {
  id: string;
  /** Whom it was sent to; null for a link. */
  name: string | null;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** An invitation someone sent the caller. */
export interface IncomingHouseholdInvite {
  id: string;
  householdName: string;
  invitedBy: string;
  createdAt: string;
}

export interface Household {
  id: string;
  name: string;
  /** The caller may remove members. */
  isOwner: boolean;
  /** HOUSEHOLD_MAX_MEMBERS: members and pending invitations together stay within it. */
  maxMembers: number;
  /** Oldest first. */
  members: HouseholdMember[];
  pendingInvites: PendingHouseholdInvite[];
}

export interface HouseholdState {
  household: Household | null;
  invites: IncomingHouseholdInvite[];
}

/** `POST /api/household/links`: the link is shown once (only its hash is kept). */
export interface HouseholdLink {
  url: string;
  token: string;
  expiresAt: string;
  state: HouseholdState;
}

export const HOUSEHOLD_NAME_MAX = 60;
/** How long an invitation (by name or by link) can be accepted. */
export const HOUSEHOLD_INVITE_DAYS = 7;

export const HOUSEHOLD_MESSAGES = {
  nameRequired: 'Give the household a name',
  nameTooLong: `A household name can be at most ${HOUSEHOLD_NAME_MAX} characters`,
  usernameRequired: 'Enter the username of the person to invite',
  tokenRequired: 'Send the token from the invitation link',
  alreadyInOne: 'You are already in a household: leave it first',
  notInOne: 'You are not in a household',
  noSuchUser: 'No one has that username',
  notYourself: 'You are already in this household',
  alreadyMember: 'They are already in this household',
  alreadyInvited: 'They already have an invitation from this household',
  full: (max: number) => `A household has at most ${max} people, invitations included`,
  tooManyPending: (max: number) =>
    `This household has ${max} invitations waiting: cancel one or wait for answers`,
  tooManyToday: 'Too many invitations today: try again tomorrow',
  inviteNotFound: 'Invitation not found',
  linkNotValid: 'This invitation link has been used, cancelled or has expired',
  memberNotFound: 'Member not found',
  onlyOwnerRemoves: 'Only the person who runs the household can remove members',
  removeYourself: 'To leave, use Leave household',
} as const;

export const createHouseholdSchema = z.strictObject(
  {
    name: z
      .string({ error: HOUSEHOLD_MESSAGES.nameRequired })
      .trim()
      .min(1, HOUSEHOLD_MESSAGES.nameRequired)
      .max(HOUSEHOLD_NAME_MAX, HOUSEHOLD_MESSAGES.nameTooLong),
  },
  { error: HOUSEHOLD_MESSAGES.nameRequired },
);

export const inviteByUsernameSchema = z.strictObject(
  {
    username: z
      .string({ error: HOUSEHOLD_MESSAGES.usernameRequired })
      .trim()
      .min(1, HOUSEHOLD_MESSAGES.usernameRequired)
      .max(64, HOUSEHOLD_MESSAGES.noSuchUser)
      .transform((name) => name.toLowerCase()),
  },
  { error: HOUSEHOLD_MESSAGES.usernameRequired },
);

export const joinByLinkSchema = z.strictObject(
  {
    token: z
      .string({ error: HOUSEHOLD_MESSAGES.tokenRequired })
      .trim()
      .min(1, HOUSEHOLD_MESSAGES.tokenRequired)
      .max(200, HOUSEHOLD_MESSAGES.linkNotValid),
  },
  { error: HOUSEHOLD_MESSAGES.tokenRequired },
);

export const householdInviteParamsSchema = z.object({
  id: z.uuid().transform((id) => id.toLowerCase()),
});

export const householdMemberParamsSchema = z.object({
  userId: z.string().min(1).max(200),
});
