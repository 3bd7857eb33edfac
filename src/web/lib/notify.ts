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

/** A destructive toast with its own title, such as "Passwords don't match". */
export function notifyError(title: string, description?: string, options?: ExternalToast): void {
  void loadToast().then((toast) => toast.error(title, { description, ...options }));
}

export function notifySuccess(title: string, description?: string, options?: ExternalToast): void {
  void loadToast().then((toast) => toast.success(title, { description, ...options }));
}

/** The spec's destructive toast: titled 'Error', the message underneath. */
export function toastError(description: string): void {
  notifyError('Error', description);
}

/** The spec's success toasts: 'Welcome back!', 'Copied!' and the rest. */
export function toastSuccess(title: string, description?: string): void {
  notifySuccess(title, description);
}

/**
 * The message to show for a failed call: the server's own words for a 4xx (they are meant
 * for the user), otherwise the screen's fallback such as 'Failed to load offers'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
