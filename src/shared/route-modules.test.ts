import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routeModulesFor } from './route-modules.ts';

const router = fs.readFileSync('src/web/app/router.tsx', 'utf8');

/** `#web/…` as router.tsx writes the module that `src/web/…` names. */
function importPath(module: string): string {
  return module.startsWith('src/web/app/')
    ? `./${module.slice('src/web/app/'.length)}`
    : `#web/${module.slice('src/web/'.length)}`;
}

describe('the route table the server reads', () => {
  it('names modules that exist and that the router loads lazily', () => {
    for (const route of ROUTE_MODULES) {
      for (const module of route.modules) {
        expect(fs.existsSync(module), module).toBe(true);
        expect(router, `${route.pattern} → ${module}`).toContain(`import('${importPath(module)}')`);
      }
    }
  });

  // `/` is not hinted: the server sends it the landing page's own page (decision 047).
  it('has an entry for every lazy route of the router but the landing and 404 pages', () => {
    const lazyImports = [...router.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    const named = new Set(ROUTE_MODULES.flatMap((route) => route.modules.map(importPath)));
    expect(lazyImports.filter((path) => !named.has(path as string))).toEqual([
      './landing-route.tsx',
      './not-found-page.tsx',
    ]);
  });

  it('matches whole paths only', () => {
    expect(routeModulesFor('/dashboard')?.data).toEqual(['/api/profile', '/api/emails']);
    expect(routeModulesFor('/offer/abc')?.modules).toContain(
      'src/web/features/deals/components/offer-page.tsx',
    );
    expect(routeModulesFor('/')).toBeUndefined();
    expect(routeModulesFor('/dashboard/x')).toBeUndefined();
    expect(routeModulesFor('/offer/a/b')).toBeUndefined();
  });
});
