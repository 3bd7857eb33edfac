import './zod-config.ts';
import { z } from 'zod';
import type { StoreChoices } from './store-types.ts';

/**
 * Unsubscribing from a store (issue 32, item 2; decision 042): what its mail offers, read
 * from the `List-Unsubscribe` headers (RFC 2369, RFC 8058), and what a tap did.
 *
 *   GET  /api/emails/:id/unsubscribe        UnsubscribeOption of that email
 *   POST /api/emails/:id/unsubscribe        UnsubscribeResult
 *   GET  /api/stores/:domain/unsubscribe    UnsubscribeOption of the store's newest mail
 *                                           that offers a way to unsubscribe
 *   POST /api/stores/:domain/unsubscribe    UnsubscribeResult
 */

/**
 * - `one-click`: Dealbox's server asks the store to unsubscribe (RFC 8058 POST);
 * - `mailto`: Dealbox sends an unsubscribe email from the person's Dealbox address;
 * - `link`: only a web page: the browser opens it after a confirmation;
 * - `none`: the mail offers no way to unsubscribe.
 */
export type UnsubscribeMethod = 'one-click' | 'mailto' | 'link' | 'none';

export interface UnsubscribeOption {
  method: UnsubscribeMethod;
  /** Who is asked: the web page's host (one-click, link) or the email address (mailto). */
  target: string | null;
  /** `link` only: the page the browser opens after the confirmation. */
  url: string | null;
  /** The store the result is kept on (the sender's domain); null when the sender has none. */
  domain: string | null;
  /** The last unsubscribe tried from this store. */
  last: StoreChoices['unsubscribe'];
}

/**
 * What a tap did: `done` and `failed` (with the reason in `detail`) are kept on the store,
 * as is `manual` (the store's page was opened). `open-link` keeps nothing: the browser is to
 * confirm, open `url`, and POST again with `linkOpened: true`, which keeps `manual`.
 */
export interface UnsubscribeResult {
  outcome: 'done' | 'failed' | 'manual' | 'open-link';
  method: Exclude<UnsubscribeMethod, 'none'>;
  /** A sentence for the person: what was done, or why it failed. */
  detail: string;
  /** `open-link` (and `manual`): the store's page. */
  url: string | null;
  /** The store's choices with the result kept; null when the sender has no domain. */
  choices: StoreChoices | null;
}

export const UNSUBSCRIBE_MESSAGES = {
  none: "This store's mail offers no way to unsubscribe",
  changed: "The store's way to unsubscribe has changed. Try again",
  noAddress: 'Choose a username first: the unsubscribe email is sent from your Dealbox address',
} as const;

/** The POST's body: `{}` to unsubscribe, `{ linkOpened: true }` once the page was opened. */
export const unsubscribeBodySchema = z.object({ linkOpened: z.boolean().optional() }).strict();
