import type { RouteObject } from 'react-router';
import { PageLoader, RootLayout, RouteError } from './root-layout.tsx';

/**
 * Every screen of spec section 2, each route's code loaded on demand (`lazy`). The
 * landing page has an entry of its own (landing-main.tsx), without this router.
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
      Component: (await import('./profile-route.tsx')).ProfileRoute,
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
  // A first visit to `/` gets the landing page's own entry (landing-main.tsx, decision 047);
  // the app reaches `/` only after sign-out, or offline from the service worker.
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./landing-route.tsx')).LandingRoute }),
  },
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
 * The app's route table, made into the browser router in main.tsx.
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
