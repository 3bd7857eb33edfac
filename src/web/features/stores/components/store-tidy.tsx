import type { StoreDetail } from '#shared/store-types.ts';

/** The store's tidy rule: delete its mail after N days, keeping the deals (issue 32, item 4). */
export function StoreTidy(_props: { detail: StoreDetail }) {
  return null;
}
