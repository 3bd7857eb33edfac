import type { StoreDetail } from '#shared/store-types.ts';

/** Mute, block and always-show-images for the store (issue 32, items 3 and 4). */
export function StoreChoicesPanel(_props: { detail: StoreDetail }) {
  return null;
}
