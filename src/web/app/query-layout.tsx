import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';

/**
 * Every screen behind sign-in renders inside this layout, which brings TanStack Query.
 * The landing page, terms, reset and 404 pages sit outside it and never load the library.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
