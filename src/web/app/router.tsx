import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigate } from '#web/lib/navigation.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoader, RootLayout, RouteError } from './root-layout.tsx';

/**
 * Every screen of spec section 2. Each route's code is loaded on demand (`lazy`), so the
 * landing page ships only what it needs (budget: 120 KB of gzipped JavaScript).
 * To add a screen: one entry below whose `lazy` imports the page's module.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import('./landing-route.tsx')).LandingRoute,
        }),
      },
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
        path: '/add-offer',
        lazy: async () => ({
          Component: (await import('#web/features/deals/components/add-offer-page.tsx'))
            .AddOfferPage,
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
          Component: (await import('#web/features/account/components/profile-page.tsx'))
            .ProfilePage,
        }),
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
      { path: '*', Component: NotFoundPage },
    ],
  },
];

const router = createBrowserRouter(routes);
registerNavigate((to, options) => void router.navigate(to, options));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
