import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ConnectionOptions } from 'node:tls';
import type { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import {
  foldersOf,
  type MailAccountRow,
  type MailAccountStore,
  type MailErrorKind,
} from '../db/mail-accounts.ts';
import type { Acceptor } from '../intake/acceptor.ts';
import {
  FolderGoneError,
  explainImapError,
  imapClient,
  type ImapTrouble,
} from './imap-connection.ts';
import { DeliveryRefusedError, readMailbox } from './mailbox-reader.ts';
import type { PasswordBox } from './password-box.ts';

/**
 * Follows one mailbox while this instance holds its lease (./mailbox-follower.ts): connects,
 * reads the folders (./mailbox-reader.ts), then waits for news with IDLE on the first folder
 * chosen (imapflow starts it as soon as the folder is left open, and polls with NOOP where
 * the server has no IDLE), and reads again on news, every `pollMs` (the other folders), or
 * when woken (the person changed the folders). A dropped connection is made again with
 * exponential back-off (1 s to 5 min).
 *
 * A refused password is tried again no sooner than a minute later, then 2, 4… up to 30
 * minutes: no reconnect storm, which could get the person's account locked. The time of the
 * last failure is kept on the row, so a restart or another instance taking over keeps to it.
 */

/** The time and the waits, replaceable in tests (a moved clock). */
export interface FollowClock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realClock: FollowClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    sleep(ms, undefined, { signal, ref: false }).catch(() => undefined) as Promise<void>,
};

export interface FollowDeps {
  store: MailAccountStore;
  acceptor: Pick<Acceptor, 'deliverOwned' | 'maxMessageBytes'>;
  box: PasswordBox;
  logger: Logger;
  /** The lease holder's name (this instance). */
  holder: string;
  allowPrivateHosts: boolean;
  /** How often every folder is looked at again, IDLE or not. */
  pollMs: number;
  clock: FollowClock;
  /** More TLS options (tests: the CA of their Dovecot's certificate). */
  tls?: ConnectionOptions | undefined;
}

/** Failures that another attempt soon will not mend: a minute apart at least. */
const SLOW_KINDS = new Set<MailErrorKind>(['auth', 'app-password', 'mailbox-full']);
export const AUTH_RETRY_MS = 60_000;
const AUTH_RETRY_MAX_MS = 30 * 60_000;
const RETRY_MS = 1000;
const RETRY_MAX_MS = 5 * 60_000;

export function retryDelay(kind: MailErrorKind, failures: number): number {
  const step = 2 ** Math.max(0, Math.min(failures - 1, 20));
  return SLOW_KINDS.has(kind)
    ? Math.min(AUTH_RETRY_MS * step, AUTH_RETRY_MAX_MS)
    : Math.min(RETRY_MS * step, RETRY_MAX_MS);
}

export class AccountFollower {
  private readonly controller = new AbortController();
  private running: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  /** The current connection has read the folders once. */
  private healthy = false;
  private readonly log: Logger;
  /** Connections attempted (tests count them). */
  attempts = 0;

  readonly accountId: string;
  private readonly deps: FollowDeps;

  constructor(accountId: string, deps: FollowDeps) {
    this.accountId = accountId;
    this.deps = deps;
    this.log = deps.logger.child({ mailbox: accountId });
    // Each message waiting in the acceptor (up to the reader's IN_FLIGHT) listens for the stop.
    setMaxListeners(64, this.controller.signal);
  }

  start(): void {
    this.running ??= this.loop()
      .catch((error: unknown) => this.log.error({ err: error }, 'mailbox follower failed'))
      .finally(() => {
        this.finished = true;
      });
  }

  /**
   * True once reading ended by itself (paused, deleted, or a failure of the store): the
   * instance gives the lease back, and takes the mailbox again if it is still to be read.
   */
  finished = false;

  /** Reads again now (the folders changed, or the person resumed). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops reading (the connection is closed) and waits for it. */
  async stop(): Promise<void> {
    this.controller.abort(new Error('mailbox follower stopped'));
    this.wakeUp?.();
    await this.running;
  }

  private get signal(): AbortSignal {
    return this.controller.signal;
  }

  private async loop(): Promise<void> {
    const { store, clock } = this.deps;
    let failures = 0;
    while (!this.signal.aborted) {
      const account = await store.find(this.accountId);
      if (!account || account.paused) return;
      // A refused password, kept on the row: not again within its back-off, whoever tries.
      const gate = this.gate(account, failures);
      if (gate > 0) {
        await clock.sleep(gate, this.signal);
        continue;
      }
      this.healthy = false;
      let trouble: ImapTrouble;
      try {
        await this.follow(account);
        return; // paused or deleted
      } catch (error) {
        if (this.signal.aborted) return;
        if (error instanceof DeliveryRefusedError && error.reason === 'account-gone') return;
        trouble = this.explain(error, account);
      }
      if (this.healthy) {
        // The connection dropped after a good read (servers end long sessions): again soon.
        failures = 0;
        this.log.info({ kind: trouble.kind }, 'IMAP connection ended; connecting again');
        await clock.sleep(RETRY_MS, this.signal);
        continue;
      }
      failures++;
      this.log.info({ kind: trouble.kind, failures }, 'mailbox could not be read');
      await store.setState(this.accountId, this.deps.holder, {
        status: 'failing',
        lastError: trouble.message,
        errorKind: trouble.kind,
        errorAt: clock.now(),
        progress: { done: 0, total: 0 },
      });
      await clock.sleep(retryDelay(trouble.kind, failures), this.signal);
    }
  }

  private explain(error: unknown, account: MailAccountRow): ImapTrouble {
    if (error instanceof DeliveryRefusedError) {
      return {
        kind: 'mailbox-full',
        message: `Your Dealbox storage is full (${error.message}). Reading waits until there is room.`,
      };
    }
    if (error instanceof SealedPasswordError) {
      return {
        kind: 'auth',
        message:
          'The saved password can no longer be read (was MAILBOX_SECRET changed?). Remove the mailbox and add it again.',
      };
    }
    return explainImapError(error, account);
  }

  /** Milliseconds still to wait after the failure kept on the row. */
  private gate(account: MailAccountRow, failures: number): number {
    const kind = account.error_kind as MailErrorKind | null;
    if (!kind || !SLOW_KINDS.has(kind) || account.error_at === null) return 0;
    return account.error_at + retryDelay(kind, Math.max(1, failures)) - this.deps.clock.now();
  }

  /**
   * One connection: read, wait for news, read again… Returns when the mailbox is paused or
   * deleted; throws when the connection fails or ends.
   */
  private async follow(first: MailAccountRow): Promise<void> {
    const { store, box, clock, holder } = this.deps;
    let password: string;
    try {
      password = box.open(first.id, first.password_enc);
    } catch (error) {
      throw new SealedPasswordError({ cause: error });
    }
    const target = {
      host: first.host,
      port: first.port,
      tls: first.tls,
      username: first.username,
      password,
    };
    this.attempts++;
    const client = await imapClient(target, {
      allowPrivateHosts: this.deps.allowPrivateHosts,
      tls: this.deps.tls,
    });
    // Stopped while imapflow was being loaded (the first connection): nothing to close.
    if (this.signal.aborted) return;
    let closed = false;
    client.on('error', (error: unknown) => this.log.debug({ err: error }, 'IMAP connection error'));
    client.on('close', () => {
      closed = true;
      this.wakeUp?.();
    });
    // News in the folder left open (IDLE, or imapflow's NOOP polling); EXISTS answered to
    // the reader's own commands is read by the reader.
    client.on('exists', () => {
      if (this.wakeUp) this.wake();
    });
    const onAbort = () => client.close();
    this.signal.addEventListener('abort', onAbort, { once: true });
    try {
      await client.connect();
      let account: MailAccountRow | undefined = first;
      while (account && !account.paused) {
        this.woken = false;
        const result = await readMailbox({
          client,
          account: {
            id: account.id,
            userId: account.user_id,
            folders: foldersOf(account),
            sinceDays: account.since_days,
          },
          holder,
          store,
          acceptor: this.deps.acceptor,
          now: clock.now,
          signal: this.signal,
          log: this.log,
        });
        this.healthy = true;
        const gone = result.gone[0];
        await store.setState(account.id, holder, {
          status: 'following',
          lastSyncAt: clock.now(),
          progress: { done: 0, total: 0 },
          ...(gone !== undefined
            ? {
                lastError: new FolderGoneError(gone).message,
                errorKind: 'folder-gone',
                errorAt: clock.now(),
              }
            : { lastError: null, errorKind: null, errorAt: null }),
        });
        if (result.read > 0) {
          this.log.info({ read: result.read, stored: result.stored }, 'mailbox read');
        }
        // Mail that came into the open folder while the reader was busy: read again now.
        if (client.mailbox && client.mailbox.exists !== result.openExists) this.woken = true;
        await this.waitForNews(() => closed);
        if (closed)
          throw Object.assign(new Error('connection closed'), { code: 'EConnectionClosed' });
        account = await store.find(this.accountId);
      }
    } finally {
      this.signal.removeEventListener('abort', onAbort);
      if (!closed) await logout(client);
    }
  }

  /** Until news in the folder left open, `pollMs`, a wake, a stop or the connection's close. */
  private async waitForNews(isClosed: () => boolean): Promise<void> {
    if (this.woken || isClosed()) return;
    const waiting = new AbortController();
    const stopWaiting = () => waiting.abort();
    this.signal.addEventListener('abort', stopWaiting, { once: true });
    this.wakeUp = stopWaiting;
    try {
      await this.deps.clock.sleep(this.deps.pollMs, waiting.signal);
    } finally {
      this.wakeUp = null;
      this.signal.removeEventListener('abort', stopWaiting);
    }
  }
}

/** The sealed password does not open (MAILBOX_SECRET changed, or the row was altered). */
class SealedPasswordError extends Error {
  constructor(options: { cause: unknown }) {
    super('the sealed password does not open', options);
    this.name = 'SealedPasswordError';
  }
}

async function logout(client: ImapFlow): Promise<void> {
  try {
    await Promise.race([client.logout(), sleep(2000, undefined, { ref: false })]);
  } catch {
    // closing anyway
  }
  client.close();
}
