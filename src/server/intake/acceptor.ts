import type { Logger } from 'pino';
import type { Door } from '#shared/mail-doors.ts';
import { RecipientsGoneError, StorageError, type Accepted, type Intake } from './intake.ts';
import type { FindRecipient, Recipient } from './recipients.ts';
import { recipientsWithRoom, wouldOverfill, type StorageQuota } from './storage-quota.ts';

/**
 * The one door every way in goes through (docs/intake.md): the SMTP face, `POST /api/inbound`,
 * a followed IMAP mailbox and a mailbox file imported. Each of them only reads its own
 * protocol and turns the outcome into its own answer; the checks are here, once: the
 * recipient and its account, the storage quota, the message's size, the backlog (`busy`),
 * duplicates (by Message-ID, in the intake's commit), the group commit, and what each failure
 * is. The count of mail accepted and refused, by door, is kept here too (the admin figures).
 *
 * Mail to an address (SMTP, webhook) is refused while processing is behind; mail read from a
 * person's own mailbox (IMAP, a file) waits instead (`deliverOwned`): it has no sender to
 * retry it later.
 */

export type { Door };

/** Why a message, or a recipient, was not taken. Each door words it in its own protocol. */
export type Refusal =
  /** The address is at another domain (no relaying). */
  | 'foreign'
  /** No account has that name. */
  | 'unknown-recipient'
  /** Over the message size limit (SMTP_MAX_MESSAGE_BYTES). */
  | 'too-large'
  /** The account's storage quota would be exceeded (ACCOUNT_MAX_STORAGE_MB). */
  | 'mailbox-full'
  /** The account was deleted between the lookup and the commit. */
  | 'account-gone'
  /** Processing is INTAKE_MAX_BACKLOG messages behind: try again later. */
  | 'busy'
  /** The store failed (or the server is stopping): nothing stored; try again later. */
  | 'storage';

/** Mail for addresses (SMTP after DATA, the webhook), resolved to recipients already. */
export interface AddressedDelivery {
  door: 'smtp' | 'webhook';
  raw: Uint8Array;
  recipients: Recipient[];
  /** MAIL FROM, used when the message has no From header. */
  envelopeFrom?: string;
}

export type AddressedOutcome =
  | {
      kind: 'stored';
      emailIds: string[];
      /** Recipients left out because their account is full (the message fit the others). */
      full: number;
    }
  | { kind: 'refused'; reason: Refusal };

/** Mail for one known person, read from a mailbox they own (IMAP, file import). */
export interface OwnedDelivery {
  door: 'imap' | 'import';
  userId: string;
  raw: Uint8Array;
  /** The message's own date, epoch ms (INTERNALDATE, else its Date header); absent: now. */
  receivedAt?: number;
  /** Store it as read (`\Seen` on the source; for a file, older than a day). */
  read?: boolean;
}

export type OwnedOutcome =
  | { kind: 'stored'; emailId: string }
  /** The same Message-ID is stored for this person already (any door, any date). */
  | { kind: 'duplicate'; emailId: string }
  /** The person blocked the sender's store (decision 043): not stored. */
  | { kind: 'blocked' }
  | { kind: 'refused'; reason: 'too-large' | 'mailbox-full' | 'account-gone'; message: string };

/** The answer to one recipient at RCPT time (SMTP) or per address (the webhook). */
export type RecipientCheck =
  { kind: 'ok'; recipient: Recipient } | { kind: 'refused'; reason: Refusal };

/** Counts mail taken in and refused, per door (the admin figures; ./door-tally.ts). */
export interface DoorCounts {
  accepted(door: Door, n?: number): void;
  refused(door: Door, n?: number): void;
}

export interface Acceptor {
  /** True while processing is too far behind to take mail for addresses (INTAKE_MAX_BACKLOG). */
  readonly busy: boolean;
  /** The largest message taken (SMTP_MAX_MESSAGE_BYTES). */
  readonly maxMessageBytes: number;
  /**
   * Who an address is, and whether a message of `declaredBytes` would still fit their quota.
   * Throws when the lookup itself failed (the door answers "try again later").
   */
  checkRecipient(address: string, declaredBytes?: number): Promise<RecipientCheck>;
  /** Counts a refusal a door decided before the message reached `deliver` (at RCPT, say). */
  countRefused(door: Door): void;
  /**
   * Stores a message for the recipients it fits; never throws. The door asks `busy` first,
   * at its earliest moment (SMTP at MAIL FROM, before the message is sent).
   */
  deliver(delivery: AddressedDelivery): Promise<AddressedOutcome>;
  /**
   * Stores one message read from a person's own mailbox. While processing is behind it waits
   * (back-pressure) rather than refusing; `signal` ends the wait (it throws the signal's
   * reason). Throws StorageError when the store failed: nothing stored, try again later.
   */
  deliverOwned(delivery: OwnedDelivery, signal?: AbortSignal): Promise<OwnedOutcome>;
  /** Resolves once processing is no longer behind (at once when it is not). */
  whenNotBusy(signal?: AbortSignal): Promise<void>;
}

export interface AcceptorOptions {
  intake: Pick<Intake, 'accept' | 'busy'>;
  findRecipient: FindRecipient;
  /** The storage quota; null: none. */
  quota: StorageQuota | null;
  maxMessageBytes: number;
  counts?: DoorCounts | null;
  logger: Logger;
  /** How often a delivery waiting for the backlog looks again. */
  busyPollMs?: number;
}

/** The owner's username is not needed to store mail; the tag is the address's `+tag` (none). */
function ownedRecipient(userId: string): Recipient {
  return { userId, username: '', tag: null };
}

export function createAcceptor(options: AcceptorOptions): Acceptor {
  const { intake, findRecipient, quota, maxMessageBytes } = options;
  const counts = options.counts ?? null;
  const log = options.logger.child({ component: 'acceptor' });
  const busyPollMs = options.busyPollMs ?? 200;

  async function checkRecipient(address: string, declaredBytes = 0): Promise<RecipientCheck> {
    const found = await findRecipient(address);
    if (found.kind === 'foreign') return { kind: 'refused', reason: 'foreign' };
    if (found.kind === 'unknown') return { kind: 'refused', reason: 'unknown-recipient' };
    if (await wouldOverfill(quota, found.recipient.userId, declaredBytes)) {
      return { kind: 'refused', reason: 'mailbox-full' };
    }
    return { kind: 'ok', recipient: found.recipient };
  }

  /** The commit, with each failure named; never throws. */
  async function store(
    door: Door,
    input: Parameters<Intake['accept']>[0],
  ): Promise<Accepted | 'account-gone' | 'storage'> {
    try {
      const accepted = await intake.accept(input);
      counts?.accepted(door);
      return accepted;
    } catch (error) {
      if (error instanceof RecipientsGoneError) return 'account-gone';
      if (!(error instanceof StorageError))
        log.error({ err: error, door }, 'message intake failed');
      return 'storage';
    }
  }

  async function deliver(delivery: AddressedDelivery): Promise<AddressedOutcome> {
    const { door, raw } = delivery;
    const refuse = (reason: Refusal): AddressedOutcome => {
      counts?.refused(door);
      return { kind: 'refused', reason };
    };
    if (raw.length > maxMessageBytes) return refuse('too-large');
    let recipients: Recipient[];
    try {
      recipients = await recipientsWithRoom(quota, delivery.recipients, raw.length);
    } catch (error) {
      log.error({ err: error, door }, 'quota check failed');
      return refuse('storage');
    }
    if (recipients.length === 0 && delivery.recipients.length > 0) return refuse('mailbox-full');
    const full = delivery.recipients.length - recipients.length;
    if (full > 0) {
      log.info(
        { door, refused: full },
        'message stored only for the recipients it fits: the others are full',
      );
    }
    const accepted = await store(door, {
      raw,
      recipients,
      ...(delivery.envelopeFrom !== undefined ? { envelopeFrom: delivery.envelopeFrom } : {}),
    });
    if (typeof accepted === 'string') return refuse(accepted);
    return { kind: 'stored', emailIds: accepted.emailIds, full };
  }

  function whenNotBusy(signal?: AbortSignal): Promise<void> {
    if (!intake.busy) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (intake.busy) return;
        finish();
        resolve();
      }, busyPollMs);
      const onAbort = () => {
        finish();
        reject(signal?.reason as Error);
      };
      const finish = () => {
        clearInterval(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  async function deliverOwned(
    delivery: OwnedDelivery,
    signal?: AbortSignal,
  ): Promise<OwnedOutcome> {
    const { door, raw, userId } = delivery;
    const refuse = (reason: 'too-large' | 'mailbox-full' | 'account-gone', message: string) => {
      counts?.refused(door);
      return { kind: 'refused', reason, message } as const;
    };
    if (raw.length > maxMessageBytes) {
      return refuse('too-large', `larger than the limit of ${maxMessageBytes} bytes`);
    }
    if (await wouldOverfill(quota, userId, raw.length)) {
      return refuse('mailbox-full', 'your Dealbox storage is full');
    }
    await whenNotBusy(signal);
    const accepted = await store(door, {
      raw,
      recipients: [ownedRecipient(userId)],
      ...(delivery.receivedAt !== undefined ? { receivedAt: delivery.receivedAt } : {}),
      ...(delivery.read ? { read: true } : {}),
    });
    if (accepted === 'account-gone') return refuse('account-gone', 'the account no longer exists');
    if (accepted === 'storage') {
      counts?.refused(door);
      throw new StorageError('could not store the message');
    }
    const result = accepted.results[0];
    if (!result) return refuse('account-gone', 'the account no longer exists');
    if (result.as === 'blocked') return { kind: 'blocked' };
    return { kind: result.as, emailId: result.emailId };
  }

  return {
    get busy() {
      return intake.busy;
    },
    maxMessageBytes,
    checkRecipient,
    countRefused: (door) => counts?.refused(door),
    deliver,
    deliverOwned,
    whenNotBusy,
  };
}
