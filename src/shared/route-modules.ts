/**
 * Which source modules each screen's code lives in, and which API answers it asks for first.
 * The web router (src/web/app/router.tsx) imports these modules lazily; the server reads
 * this table to name them in the page it sends (src/server/http/route-hints.ts), so the
 * browser fetches a screen's chunks and first data while the app's entry script is still
 * downloading, instead of one after the other. `route-modules.test.ts` keeps the table and
 * the router in step.
 */
export interface RouteModules {
  /** The path, matched whole. */
  pattern: RegExp;
  /** Source files as Vite's build manifest names them, static imports followed. */
  modules: readonly string[];
  /** GET requests the screen makes as soon as it renders (same-origin, JSON). */
  data?: readonly string[];
}

const QUERY_LAYOUT = 'src/web/app/query-layout.tsx';

export const ROUTE_MODULES: readonly RouteModules[] = [
  {
    pattern: /^\/dashboard\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/app/dashboard-route.tsx'],
    data: ['/api/profile', '/api/emails'],
  },
  {
    pattern: /^\/offer\/[^/]+\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/features/deals/components/offer-page.tsx'],
  },
  {
    pattern: /^\/email\/[^/]+\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/features/inbox/components/email-page.tsx'],
  },
  {
    pattern: /^\/stores\/?$/,
    // No data hint: the list is asked for with the caller's time zone (live deals).
    modules: [QUERY_LAYOUT, 'src/web/features/stores/components/stores-page.tsx'],
  },
  {
    pattern: /^\/stores\/[^/]+\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/app/store-route.tsx'],
  },
  {
    pattern: /^\/add-offer\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/features/deals/components/add-offer-page.tsx'],
  },
  {
    pattern: /^\/your-barcode\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/features/account/components/your-barcode-page.tsx'],
  },
  {
    pattern: /^\/profile\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/app/profile-route.tsx'],
  },
  {
    pattern: /^\/admin\/?$/,
    modules: [QUERY_LAYOUT, 'src/web/features/admin/components/admin-page.tsx'],
    data: ['/api/profile'],
  },
  { pattern: /^\/terms\/?$/, modules: ['src/web/features/legal/components/terms-page.tsx'] },
  {
    pattern: /^\/reset-password\/?$/,
    modules: ['src/web/features/auth/components/reset-password-page.tsx'],
  },
];

/** The table's entry for a path, if the screen is loaded lazily. */
export function routeModulesFor(pathname: string): RouteModules | undefined {
  return ROUTE_MODULES.find((route) => route.pattern.test(pathname));
}
