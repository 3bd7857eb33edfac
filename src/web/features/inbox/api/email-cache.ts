import type { QueryClient } from '@tanstack/react-query';
import type { EmailDetail, EmailEvent, EmailListItem } from '#shared/email-types.ts';
import { notifyOffersChanged } from '#web/lib/offer-events.ts';
import { emailKey } from './get-email.ts';
import { emailListKey, emailListsKey, emailsRootKey, type EmailListData } from './list-emails.ts';

/**
 * How the inbox's cached lists follow what happens, without asking the server again:
 * live events (email-events.ts), and our own reads and deletes (the spec's "the list also
 * flips locally at once"). Every list page carries the mailbox-wide unread count, so a change
 * of read state moves the count in every cached list the same way.
 *
 * When a change's effect on the count cannot be known from the cache (an email we never
 * loaded was read or deleted elsewhere), the lists are refetched instead of guessed.
 */

// ---- pure updates of one cached list ------------------------------------------------------

/** The email's read flag in this list, or undefined when the list does not hold it. */
export function readFlagIn(data: EmailListData, id: string): boolean | undefined {
  for (const page of data.pages) {
    const item = page.items.find((e) => e.id === id);
    if (item) return item.isRead;
  }
  return undefined;
}

/** The list with `email` on top of its first page (unchanged when it is already there). */
export function prependEmail(data: EmailListData, email: EmailListItem): EmailListData {
  if (readFlagIn(data, email.id) !== undefined) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [email, ...first.items] }, ...rest] };
}

export function setReadFlag(data: EmailListData, id: string, isRead: boolean): EmailListData {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((e) => e.id === id && e.isRead !== isRead)) return page;
    changed = true;
    return { ...page, items: page.items.map((e) => (e.id === id ? { ...e, isRead } : e)) };
  });
  return changed ? { ...data, pages } : data;
}

export function removeEmails(data: EmailListData, ids: ReadonlySet<string>): EmailListData {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((e) => ids.has(e.id))) return page;
    changed = true;
    return { ...page, items: page.items.filter((e) => !ids.has(e.id)) };
  });
  return changed ? { ...data, pages } : data;
}

/** The mailbox's unread count moved by `delta` (never below zero) on every page. */
export function shiftUnread(data: EmailListData, delta: number): EmailListData {
  if (delta === 0) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount: Math.max(0, page.unreadCount + delta),
    })),
  };
}

// ---- the query cache ----------------------------------------------------------------------

function cachedLists(client: QueryClient) {
  return client
    .getQueriesData<EmailListData>({ queryKey: emailListsKey })
    .filter((entry): entry is [(typeof entry)[0], EmailListData] => entry[1] !== undefined);
}

/** What any cached list or opened email says about the email's read flag. */
function knownReadFlag(client: QueryClient, id: string): boolean | undefined {
  for (const [, data] of cachedLists(client)) {
    const flag = readFlagIn(data, id);
    if (flag !== undefined) return flag;
  }
  return client.getQueryData<EmailDetail>(emailKey(id))?.isRead;
}

/**
 * Ids we removed from the cache ourselves (a delete from this tab), so that the server's
 * echo of the same deletion is not taken for news about emails we never loaded.
 */
const removedIds = new WeakMap<QueryClient, Set<string>>();
const REMEMBERED_REMOVALS = 2000;

function rememberRemoved(client: QueryClient, ids: string[]): void {
  let set = removedIds.get(client);
  if (!set) removedIds.set(client, (set = new Set()));
  for (const id of ids) set.add(id);
  while (set.size > REMEMBERED_REMOVALS) {
    const oldest = set.values().next().value;
    if (oldest === undefined) break;
    set.delete(oldest);
  }
}

/** A new email: on top of the unsearched inbox; searched lists are asked again. */
export function applyCreated(client: QueryClient, email: EmailListItem): void {
  if (knownReadFlag(client, email.id) !== undefined) return;
  const delta = email.isRead ? 0 : 1;
  const unsearched = emailListKey('');
  for (const [key, data] of cachedLists(client)) {
    const isUnsearched = key[2] === '';
    client.setQueryData<EmailListData>(
      key,
      shiftUnread(isUnsearched ? prependEmail(data, email) : data, delta),
    );
    // Whether it matches a search is the server's call.
    if (!isUnsearched) void client.invalidateQueries({ queryKey: key, exact: true });
  }
  // A page being fetched right now may have been read before this email was stored.
  if (client.isFetching({ queryKey: unsearched, exact: true }) > 0) {
    void client.invalidateQueries({ queryKey: unsearched, exact: true });
  }
}

/** The list with `email` in place of the row of the same id (unchanged when absent). */
export function replaceEmail(data: EmailListData, email: EmailListItem): EmailListData {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((e) => e.id === email.id)
        ? { ...page, items: page.items.map((e) => (e.id === email.id ? email : e)) }
        : page,
    ),
  };
}

/**
 * An email listed while processing is ready: its row loses the processing state, and an
 * open email page loads the body. The read flag stays as this client knows it (the user may
 * have read it meanwhile; email.updated carries read changes).
 */
export function applyProcessed(client: QueryClient, email: EmailListItem): void {
  const known = knownReadFlag(client, email.id);
  if (known === undefined) {
    applyCreated(client, email);
  } else {
    for (const [key, data] of cachedLists(client)) {
      client.setQueryData<EmailListData>(key, replaceEmail(data, { ...email, isRead: known }));
    }
  }
  void client.invalidateQueries({ queryKey: emailKey(email.id), exact: true });
}

/** An email read or unread here or elsewhere: its row, the opened email and the count. */
export function applyReadFlag(client: QueryClient, id: string, isRead: boolean): void {
  const previous = knownReadFlag(client, id);
  const delta = previous === undefined || previous === isRead ? 0 : isRead ? -1 : 1;
  for (const [key, data] of cachedLists(client)) {
    client.setQueryData<EmailListData>(key, shiftUnread(setReadFlag(data, id, isRead), delta));
  }
  client.setQueryData<EmailDetail>(emailKey(id), (detail) =>
    detail && detail.isRead !== isRead ? { ...detail, isRead } : detail,
  );
  if (previous === undefined) void client.invalidateQueries({ queryKey: emailListsKey });
}

/** Emails deleted here or elsewhere: out of every list, and out of the count if unread. */
export function applyDeleted(client: QueryClient, ids: string[]): void {
  const alreadyRemoved = removedIds.get(client);
  const fresh = ids.filter((id) => !alreadyRemoved?.has(id));
  if (fresh.length === 0) return;
  let unreadGone = 0;
  let unknown = false;
  for (const id of fresh) {
    const flag = knownReadFlag(client, id);
    if (flag === undefined) unknown = true;
    else if (!flag) unreadGone++;
  }
  const gone = new Set(fresh);
  for (const [key, data] of cachedLists(client)) {
    client.setQueryData<EmailListData>(key, shiftUnread(removeEmails(data, gone), -unreadGone));
  }
  rememberRemoved(client, fresh);
  if (unknown) void client.invalidateQueries({ queryKey: emailListsKey });
}

export function applyEmailEvent(client: QueryClient, event: EmailEvent): void {
  switch (event.type) {
    case 'email.created':
      applyCreated(client, event.email);
      break;
    case 'email.processed':
      applyProcessed(client, event.email);
      break;
    case 'email.updated':
      applyReadFlag(client, event.id, event.isRead);
      break;
    case 'email.deleted':
      applyDeleted(client, event.ids);
      break;
    case 'offers.created':
      // New deals from this email: the wallet, and the email's own 'Deal found' cards.
      void client.invalidateQueries({ queryKey: emailKey(event.emailId), exact: true });
      notifyOffersChanged();
      break;
    case 'offers.changed':
      // A household member shared, used or deleted a deal, or someone joined or left.
      notifyOffersChanged();
      break;
    case 'resync':
      void client.invalidateQueries({ queryKey: emailsRootKey });
      // Deals may have been found in the mail whose events were missed.
      notifyOffersChanged();
      break;
  }
}
