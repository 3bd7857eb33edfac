import type { ExternalToast, toast } from 'sonner';
import { isApiError } from './api-client.ts';

/**
 * Toasts for the whole app. sonner (and its <Toaster>) is loaded on the first toast, not
 * with the page: most visits never show one, and the landing page has a JavaScript budget.
 * `components/toaster-host.tsx` mounts the Toaster when asked; toasts wait until it listens.
 */
type ToastFunction = typeof toast;

let toasterRequested = false;
const requestListeners = new Set<() => void>();
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let toastReady: Promise<ToastFunction> | undefined;

/** For ToasterHost: whether some code has asked for a toast yet. */
export function isToasterRequested(): boolean {
  return toasterRequested;
}

export function subscribeToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** For ToasterHost: the Toaster is mounted and listening. */
export function toasterDidMount(): void {
  markMounted();
}

function loadToast(): Promise<ToastFunction> {
  if (!toastReady) {
    toasterRequested = true;
    for (const listener of requestListeners) listener();
    toastReady = Promise.all([import('sonner'), toasterMounted]).then(([module]) => module.toast);
  }
  return toastReady;
}

/** Error toasts that belong to the screen they were raised on (see dismissScreenToasts). */
const screenToasts = new Set<string | number>();
let nextToastId = 0;

export interface NotifyOptions extends ExternalToast {
  /**
   * Keep the toast when the user moves to another screen. Errors belong to their screen by
   * default (a sign-up form's error has no business over the dashboard); an error raised
   * just before leaving on purpose ('Failed to load offer', then the dashboard) keeps it.
   */
  keepOnNavigate?: boolean;
}

/** A destructive toast with its own title, such as "Passwords don't match". */
export function notifyError(title: string, description?: string, options?: NotifyOptions): void {
  const { keepOnNavigate = false, ...rest } = options ?? {};
  const id = rest.id ?? `error-${++nextToastId}`;
  if (!keepOnNavigate) screenToasts.add(id);
  void loadToast().then((toast) => toast.error(title, { description, ...rest, id }));
}

export function notifySuccess(title: string, description?: string, options?: ExternalToast): void {
  void loadToast().then((toast) => toast.success(title, { description, ...options }));
}

/**
 * Called when the route changes: closes the error toasts of the screen the user left.
 * Success toasts stay (they report what the last action did, often just before leaving).
 */
export function dismissScreenToasts(): void {
  if (screenToasts.size === 0 || !toastReady) return;
  const ids = [...screenToasts];
  screenToasts.clear();
  void toastReady.then((toast) => {
    for (const id of ids) toast.dismiss(id);
  });
}

/** The spec's destructive toast: titled 'Error', the message underneath. */
export function toastError(description: string, options?: NotifyOptions): void {
  notifyError('Error', description, options);
}

/** The spec's success toasts: 'Welcome back!', 'Copied!' and the rest. */
export function toastSuccess(title: string, description?: string): void {
  notifySuccess(title, description);
}

/** How long a toast with Undo stays, and so how long the action waits before it is done. */
export const UNDO_WINDOW_MS = 5000;

/**
 * A success toast with an Undo button, for an action that is held back until the toast
 * closes (deleting an offer or an email). `onUndo` runs if the user presses Undo; `onClose`
 * runs once when the toast goes away any other way (timeout, swipe, close button).
 */
export function notifyUndoable(
  title: string,
  handlers: { onUndo: () => void; onClose: () => void },
): void {
  let settled = false;
  const settle = (undo: boolean) => {
    if (settled) return;
    settled = true;
    if (undo) handlers.onUndo();
    else handlers.onClose();
  };
  void loadToast().then((toast) =>
    toast.success(title, {
      duration: UNDO_WINDOW_MS,
      action: { label: 'Undo', onClick: () => settle(true) },
      onDismiss: () => settle(false),
      onAutoClose: () => settle(false),
    }),
  );
}

/**
 * The message to show for a failed call: the server's own words for a 4xx (they are meant
 * for the user), otherwise the screen's fallback such as 'Failed to load offers'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
