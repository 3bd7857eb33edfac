import type { RouteObject } from 'react-router';
import { LandingRoute } from './landing-route.tsx';
import { PageLoader, RootLayout, RouteError } from './root-layout.tsx';

/**
 * Every screen of spec section 2. Apart from the landing page, each route's code is loaded
 * on demand (`lazy`), so the landing page ships only what it needs (budget: 120 KB of
 * gzipped JavaScript).
 *
 * Screens behind sign-in are children of the query layout (TanStack Query); the public
 * screens (landing, terms, reset password, 404) are not, and never load the library.
 * To add a screen: one entry in the right list whose `lazy` imports the page's module.
 */
const signedInRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await import('./dashboard-route.tsx')).DashboardRoute,
    }),
  },
  {
    path: '/offer/:id',
    lazy: async () => ({
      Component: (await import('#web/features/deals/components/offer-page.tsx')).OfferPage,
    }),
  },
  {
    path: '/email/:id',
    lazy: async () => ({
      Component: (await import('#web/features/inbox/components/email-page.tsx')).EmailPage,
    }),
  },
  {
    path: '/stores',
    lazy: async () => ({
      Component: (await import('#web/features/stores/components/stores-page.tsx')).StoresPage,
    }),
  },
  {
    path: '/stores/:domain',
    lazy: async () => ({
      Component: (await import('./store-route.tsx')).StoreRoute,
    }),
  },
  {
    path: '/add-offer',
    lazy: async () => ({
      Component: (await import('#web/features/deals/components/add-offer-page.tsx')).AddOfferPage,
    }),
  },
  {
    path: '/your-barcode',
    lazy: async () => ({
      Component: (await import('#web/features/account/components/your-barcode-page.tsx'))
        .YourBarcodePage,
    }),
  },
  {
    path: '/profile',
    lazy: async () => ({
      Component: (await import('#web/features/account/components/profile-page.tsx')).ProfilePage,
    }),
  },
  {
    path: '/admin',
    lazy: async () => ({
      Component: (await import('#web/features/admin/components/admin-page.tsx')).AdminPage,
    }),
  },
];

const publicRoutes: RouteObject[] = [
  // Not lazy: the landing page renders in the same task as the app starts.
  { path: '/', Component: LandingRoute },
  {
    path: '/terms',
    lazy: async () => ({
      Component: (await import('#web/features/legal/components/terms-page.tsx')).TermsPage,
    }),
  },
  {
    path: '/reset-password',
    lazy: async () => ({
      Component: (await import('#web/features/auth/components/reset-password-page.tsx'))
        .ResetPasswordPage,
    }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
  },
];

/**
 * The app's route table. The browser router is made from it in main.tsx; the build renders
 * `/` from it to static HTML (prerender-landing.tsx, decision 021).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      {
        lazy: async () => ({ Component: (await import('./query-layout.tsx')).QueryLayout }),
        children: signedInRoutes,
      },
    ],
  },
];
