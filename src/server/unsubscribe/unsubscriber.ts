import type { Logger } from 'pino';
import { addressFor } from '#shared/account-rules.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import type { Database } from '../db/database.ts';
import type { SenderChoice, UnsubscribeState } from '../db/sender-choices.ts';
import { decompressRaw } from '../intake/raw-message.ts';
import type { Mailer } from '../mail/outbound.ts';
import { listUnsubscribeOf, planUnsubscribe, type UnsubscribePlan } from './list-unsubscribe.ts';
import { ONE_CLICK_TIMEOUT_MS, postOneClick } from './one-click.ts';

/**
 * Unsubscribing from a store (issue 32, item 2; decision 042). What a store offers is read
 * from the raw message kept with each email (`email_raw`): for an email, its own headers;
 * for a store, those of its newest mail that has a `List-Unsubscribe` (among the newest
 * STORE_MAIL_SCANNED). Then, by the preference:
 *
 * - one-click (RFC 8058): the server POSTs (one-click.ts) and keeps 'done' or 'failed';
 * - `mailto:`: an email from the person's Dealbox address goes out through the outbox and
 *   'done' is kept (the outbox sends it after the reply, retrying as it does for all mail);
 * - a web page: nothing is done here; the browser confirms, opens it, and says so
 *   (`linkOpened`), which keeps 'manual'.
 *
 * The result is kept on the store (`sender_choice`, `recordUnsubscribe`). Two taps on the
 * same store at once share one attempt: the store gets one request.
 */

/** How many of a store's newest emails are looked at for a `List-Unsubscribe` header. */
export const STORE_MAIL_SCANNED = 25;

export interface UnsubscriberOptions {
  database: Database;
  /** The outbox's mailer: the unsubscribe email is stored before the reply, sent after it. */
  mailer: Mailer;
  mailDomain: string;
  /** Allow http:// and hosts off the public internet (UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts: boolean;
  /** Default ONE_CLICK_TIMEOUT_MS. */
  timeoutMs?: number;
  logger: Logger;
}

/** What a store's (or an email's) mail offers, and where the result is kept. */
export interface Offered {
  plan: UnsubscribePlan;
  /** The store; '' when the sender has no domain (the result is then not kept). */
  domain: string;
  /** What is kept on the store (null: never chose anything for it). */
  choice: SenderChoice | null;
}

export type Attempt =
  | {
      outcome: 'done' | 'failed' | 'manual' | 'open-link';
      detail: string;
      choice: SenderChoice | null;
    }
  /**
   * Nothing done: the mail offers no way, the page the person confirmed is no longer the
   * store's way, or a mailto needs the account's address and it has none yet.
   */
  | { outcome: 'refused'; why: 'none' | 'changed' | 'no-address' };

export function createUnsubscriber(options: UnsubscriberOptions) {
  const { database, mailer, logger } = options;
  const inFlight = new Map<string, Promise<Attempt>>();

  async function planOf(emailId: string): Promise<UnsubscribePlan | null> {
    const stored = await database.emails.loadRaw(emailId);
    if (!stored) return null;
    const list = listUnsubscribeOf(await decompressRaw(stored));
    if (!list) return null;
    return planUnsubscribe(list, { allowHttp: options.allowPrivateHosts });
  }

  /** The email's offer; null when it is not the user's. */
  async function forEmail(userId: string, emailId: string): Promise<Offered | null> {
    const email = await database.emails.findEmail(userId, emailId);
    if (!email) return null;
    const domain = email.sender_domain || senderDomain(email.sender_email);
    const [plan, choice] = await Promise.all([
      planOf(email.id),
      domain ? database.senderChoices.findChoice(userId, domain) : null,
    ]);
    return { plan: plan ?? { method: 'none' }, domain, choice };
  }

  /** The store's offer; null when the user has neither mail from it nor a choice for it. */
  async function forStore(userId: string, domain: string): Promise<Offered | null> {
    const [page, choice] = await Promise.all([
      database.senderStores.listStoreEmails(userId, domain, {
        cursor: null,
        limit: STORE_MAIL_SCANNED,
      }),
      database.senderChoices.findChoice(userId, domain),
    ]);
    if (page.items.length === 0 && !choice) return null;
    // The newest mail that has the header says how the store unsubscribes now.
    for (const email of page.items) {
      const plan = await planOf(email.id);
      if (plan) return { plan, domain, choice };
    }
    return { plan: { method: 'none' }, domain, choice };
  }

  async function keep(
    userId: string,
    domain: string,
    state: UnsubscribeState,
    detail: string,
  ): Promise<SenderChoice | null> {
    if (!domain) return null;
    return database.senderChoices.recordUnsubscribe(userId, domain, { state, detail });
  }

  async function run(userId: string, offered: Offered, linkOpened: boolean): Promise<Attempt> {
    const { plan, domain } = offered;
    if (plan.method === 'none') return { outcome: 'refused', why: 'none' };
    if (linkOpened) {
      // The person confirmed a page that is no longer what the store offers.
      if (plan.method !== 'link') return { outcome: 'refused', why: 'changed' };
      const detail = `Unsubscribe page opened: ${plan.url.host}`;
      return { outcome: 'manual', detail, choice: await keep(userId, domain, 'manual', detail) };
    }
    if (plan.method === 'link') {
      return { outcome: 'open-link', detail: plan.url.host, choice: offered.choice };
    }
    if (plan.method === 'mailto') {
      const user = await database.users.findUserById(userId);
      if (!user?.username) return { outcome: 'refused', why: 'no-address' };
      const { address, subject, body } = plan.mailto;
      await mailer.send({
        from: addressFor(user.username, options.mailDomain),
        to: address,
        subject: subject ?? 'unsubscribe',
        text: body ?? 'unsubscribe',
      });
      const detail = `Unsubscribe email sent to ${address}`;
      logger.info({ domain, to: address }, 'unsubscribe email queued');
      return { outcome: 'done', detail, choice: await keep(userId, domain, 'done', detail) };
    }
    const result = await postOneClick(plan.url, {
      timeoutMs: options.timeoutMs ?? ONE_CLICK_TIMEOUT_MS,
      allowPrivate: options.allowPrivateHosts,
    });
    logger.info(
      {
        domain,
        host: plan.url.host,
        ok: result.ok,
        ...(result.ok ? {} : { reason: result.reason }),
      },
      'one-click unsubscribe',
    );
    if (result.ok) {
      const detail = `${plan.url.host} confirmed the unsubscribe`;
      return { outcome: 'done', detail, choice: await keep(userId, domain, 'done', detail) };
    }
    return {
      outcome: 'failed',
      detail: result.reason,
      choice: await keep(userId, domain, 'failed', result.reason),
    };
  }

  /**
   * Unsubscribes by what `offered` says (or records the opened page, with `linkOpened`).
   * A second call for the same store while one runs gets the first one's result.
   */
  function unsubscribe(userId: string, offered: Offered, linkOpened = false): Promise<Attempt> {
    const key = `${userId}\n${offered.domain}\n${String(linkOpened)}`;
    let attempt = offered.domain ? inFlight.get(key) : undefined;
    if (!attempt) {
      attempt = run(userId, offered, linkOpened);
      if (offered.domain) {
        inFlight.set(key, attempt);
        void attempt.finally(() => inFlight.delete(key)).catch(() => {});
      }
    }
    return attempt;
  }

  return { forEmail, forStore, unsubscribe };
}

export type Unsubscriber = ReturnType<typeof createUnsubscriber>;
