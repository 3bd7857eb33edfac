import type { StoreDetail } from '#shared/store-types.ts';

/** The store's Unsubscribe action and the result of the last one (issue 32, item 2). */
export function StoreUnsubscribe(_props: { detail: StoreDetail }) {
  return null;
}
