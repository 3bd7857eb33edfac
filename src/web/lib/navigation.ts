import { toastSuccess } from './notify.ts';

/**
 * Navigation for code that is not tied to one router: the landing page's own entry
 * (landing-main.tsx) has no client router, so there a navigation loads the next page, while
 * the app (main.tsx) registers its router's navigate at start. Also for code outside React
 * components (the query cache's error handler).
 */
type Navigate = (to: string, options: { replace: boolean }) => Promise<void> | void;

/** A success toast for the screen a navigation leads to. */
export interface CarriedToast {
  title: string;
  description?: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Shown on arrival, even when the navigation loads a new page (it waits in sessionStorage). */
  successToast?: CarriedToast;
}

const CARRIED_TOAST_KEY = 'dealbox:toast';
let clientNavigate: Navigate | null = null;

export function registerNavigate(navigate: Navigate): void {
  clientNavigate = navigate;
}

/** Whether this page has a client router (the app), or loads a page per navigation (landing). */
export function hasClientRouter(): boolean {
  return clientNavigate !== null;
}

export function navigateTo(to: string, options: NavigateOptions = {}): Promise<void> {
  const { replace = false, successToast } = options;
  if (clientNavigate) {
    if (successToast) toastSuccess(successToast.title, successToast.description);
    return Promise.resolve(clientNavigate(to, { replace }));
  }
  if (successToast) {
    try {
      sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(successToast));
    } catch {
      // Storage refused (private mode, full): the next page opens without the toast.
    }
  }
  if (replace) window.location.replace(to);
  else window.location.assign(to);
  return Promise.resolve();
}

/** At start: the toast a navigation from another page carried here, shown once. */
export function showCarriedToast(): void {
  let carried: CarriedToast | undefined;
  try {
    const stored = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    carried = stored ? (JSON.parse(stored) as CarriedToast) : undefined;
  } catch {
    carried = undefined;
  }
  if (carried && typeof carried.title === 'string') {
    toastSuccess(carried.title, carried.description);
  }
}
