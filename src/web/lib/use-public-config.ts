import { useEffect, useState } from 'react';
import type { PublicConfig } from '#shared/api-types.ts';
import { getConfig } from './api/get-config.ts';

let cached: PublicConfig | undefined;
let pending: Promise<PublicConfig> | undefined;

/**
 * /api/config for the public pages (mail domain, Google and OIDC on or off), fetched once per page
 * load; undefined until it arrives. Screens behind sign-in use
 * `useQuery(configQueryOptions())` instead; this hook keeps the landing page free of the
 * query library.
 */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState(cached);
  useEffect(() => {
    if (cached) return;
    let live = true;
    pending ??= getConfig().then((answer) => (cached = answer));
    pending.then(
      (answer) => {
        if (live) setConfig(answer);
      },
      (error: unknown) => {
        pending = undefined;
        console.error('Could not load /api/config:', error);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
