import type { ReactNode } from 'react';
import { ToasterHost } from '#web/components/toaster-host.tsx';

/**
 * What every screen shares. The query cache is not here: it lives in the layout of the
 * screens behind sign-in (query-layout.tsx), so the landing page does not load it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
