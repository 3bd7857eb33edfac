/**
 * Lets code outside React components (the query cache's error handler) navigate through
 * the client router. `main.tsx` registers the router's navigate function at start.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  return Promise.resolve(navigateImpl(to, options));
}
