/**
 * "Who is signed in just changed" (sign-in, sign-up). The query layer, when loaded, listens
 * and drops every cached per-user answer, so one account never sees another's data.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}
