import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailDetail, EmailListItem, EmailListPage } from '#shared/email-types.ts';
import {
  applyCreated,
  applyDeleted,
  applyEmailEvent,
  applyReadFlag,
  prependEmail,
  removeEmails,
  setReadFlag,
  shiftUnread,
} from './email-cache.ts';
import { onOffersChanged } from '#web/lib/offer-events.ts';
import { emailKey } from './get-email.ts';
import { emailListKey, type EmailListData } from './list-emails.ts';

let serial = 0;
function email(overrides: Partial<EmailListItem> = {}): EmailListItem {
  serial++;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    senderName: 'Shop',
    senderEmail: 'news@shop.example',
    subject: `Sale ${serial}`,
    processing: false,
    receivedAt: new Date(1_700_000_000_000 + serial * 1000).toISOString(),
    isRead: false,
    tag: null,
    ...overrides,
  };
}

function listOf(pages: EmailListItem[][], unreadCount: number): EmailListData {
  return {
    pages: pages.map((items, i): EmailListPage => ({
      items,
      nextCursor: i < pages.length - 1 ? `cursor-${i}` : null,
      unreadCount,
    })),
    pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i - 1}`)),
  };
}

const ids = (data: EmailListData | undefined) =>
  data?.pages.flatMap((p) => p.items.map((e) => e.id));
const unread = (data: EmailListData | undefined) => data?.pages.map((p) => p.unreadCount);

describe('list updates', () => {
  it('prepends a new email once', () => {
    const a = email();
    const b = email();
    const data = listOf([[a]], 1);
    const once = prependEmail(data, b);
    expect(ids(once)).toEqual([b.id, a.id]);
    expect(prependEmail(once, b)).toBe(once);
  });

  it('flips a read flag wherever the email is, and leaves other lists alone', () => {
    const a = email();
    const b = email();
    const data = listOf([[a], [b]], 2);
    const flipped = setReadFlag(data, b.id, true);
    expect(flipped.pages[1]?.items[0]?.isRead).toBe(true);
    expect(flipped.pages[0]).toBe(data.pages[0]);
    expect(setReadFlag(flipped, b.id, true)).toBe(flipped);
  });

  it('removes emails and keeps the unread count at zero or more', () => {
    const a = email();
    const b = email();
    const data = listOf([[a, b]], 1);
    expect(ids(removeEmails(data, new Set([a.id])))).toEqual([b.id]);
    expect(unread(shiftUnread(data, -5))).toEqual([0]);
    expect(unread(shiftUnread(data, 2))).toEqual([3]);
  });
});

describe('the query cache', () => {
  let client: QueryClient;
  afterEach(() => client?.clear());

  function setup(unsearched: EmailListData, searched?: [string, EmailListData]) {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(emailListKey(''), unsearched);
    if (searched) client.setQueryData(emailListKey(searched[0]), searched[1]);
  }
  const list = (q = '') => client.getQueryData<EmailListData>(emailListKey(q));
  const isStale = (q: string) => client.getQueryState(emailListKey(q))?.isInvalidated;

  it('puts a new unread email on top and counts it in every list; a repeat is ignored', () => {
    const a = email({ isRead: true });
    setup(listOf([[a]], 0), ['sale', listOf([[a]], 0)]);
    const b = email();
    applyCreated(client, b);
    expect(ids(list())).toEqual([b.id, a.id]);
    expect(unread(list())).toEqual([1]);
    // A searched list cannot know whether it matches: same count, asked again.
    expect(ids(list('sale'))).toEqual([a.id]);
    expect(unread(list('sale'))).toEqual([1]);
    expect(isStale('sale')).toBe(true);

    applyCreated(client, b);
    expect(ids(list())).toEqual([b.id, a.id]);
    expect(unread(list())).toEqual([1]);
  });

  it('marks read in lists and the opened email, and the count goes down once', () => {
    const a = email();
    const b = email();
    setup(listOf([[a], [b]], 2));
    client.setQueryData<EmailDetail>(emailKey(b.id), {
      ...b,
      hasHtmlBody: false,
      bodyText: null,
      hasRemoteImages: false,
      alwaysShowImages: false,
      senderBlocked: false,
      trackersRemoved: 0,
      attachments: [],
      offerDraft: null,
      offers: [],
    });
    applyReadFlag(client, b.id, true);
    expect(list()?.pages[1]?.items[0]?.isRead).toBe(true);
    expect(unread(list())).toEqual([1, 1]);
    expect(client.getQueryData<EmailDetail>(emailKey(b.id))?.isRead).toBe(true);
    // The server's echo of the same change.
    applyEmailEvent(client, { type: 'email.updated', id: b.id, isRead: true });
    expect(unread(list())).toEqual([1, 1]);
    expect(isStale('')).toBeFalsy();
  });

  it('refetches instead of guessing when an unknown email changes', () => {
    const a = email();
    setup(listOf([[a]], 3));
    applyReadFlag(client, email().id, true);
    expect(unread(list())).toEqual([3]);
    expect(isStale('')).toBe(true);
  });

  it('removes deleted emails, counts the unread among them, and ignores its own echo', () => {
    const a = email();
    const b = email({ isRead: true });
    const c = email();
    setup(listOf([[a, b, c]], 2), ['shop', listOf([[a]], 2)]);
    applyDeleted(client, [a.id, b.id]);
    expect(ids(list())).toEqual([c.id]);
    expect(unread(list())).toEqual([1]);
    expect(ids(list('shop'))).toEqual([]);
    expect(unread(list('shop'))).toEqual([1]);
    expect(isStale('')).toBeFalsy();

    applyEmailEvent(client, { type: 'email.deleted', ids: [a.id, b.id] });
    expect(unread(list())).toEqual([1]);
    expect(isStale('')).toBeFalsy();

    applyEmailEvent(client, { type: 'email.deleted', ids: [email().id] });
    expect(isStale('')).toBe(true);
  });

  it('refetches everything on resync, and says the wallet may have changed', () => {
    setup(listOf([[email()]], 1));
    const offersChanged = vi.fn();
    const stop = onOffersChanged(offersChanged);
    applyEmailEvent(client, { type: 'resync' });
    stop();
    expect(isStale('')).toBe(true);
    expect(offersChanged).toHaveBeenCalledTimes(1);
  });

  it('deals found in an email: that email is asked again and the wallet is told', () => {
    const a = email();
    const b = email();
    setup(listOf([[a, b]], 2));
    const detail = (e: EmailListItem): EmailDetail => ({
      ...e,
      hasHtmlBody: false,
      bodyText: 'Use WINTER-25 for 25% off',
      hasRemoteImages: false,
      alwaysShowImages: false,
      senderBlocked: false,
      trackersRemoved: 0,
      attachments: [],
      offerDraft: null,
      offers: [],
    });
    client.setQueryData(emailKey(a.id), detail(a));
    client.setQueryData(emailKey(b.id), detail(b));
    const offersChanged = vi.fn();
    const stop = onOffersChanged(offersChanged);
    applyEmailEvent(client, { type: 'offers.created', emailId: a.id, offerIds: ['x'] });
    stop();
    expect(offersChanged).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(emailKey(a.id))?.isInvalidated).toBe(true);
    expect(client.getQueryState(emailKey(b.id))?.isInvalidated).toBe(false);
    // The lists are not touched: the email itself has not changed.
    expect(isStale('')).toBeFalsy();
    expect(ids(list())).toEqual([a.id, b.id]);
  });
});
