/**
 * "The server may have put new deals in the wallet": deals found in incoming mail (the
 * `offers.created` event), or events missed while the live connection was down. The inbox
 * feature hears about it on its event stream and says so here; the app layer
 * (app/query-client.ts) listens and has the deals feature's cached lists asked again. So
 * the inbox and the deals features never import each other.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOffersChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOffersChanged(): void {
  for (const listener of listeners) listener();
}
