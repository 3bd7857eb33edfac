import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModulesFor } from '#shared/route-modules.ts';

/**
 * The app's entry and the dashboard's first screen must not load zod (~24 KB gzip and its
 * evaluation on a phone's CPU, before the inbox can draw; decisions 016 and 019). A value
 * imported from a module that uses zod is enough to pull it in: the inbox once read one
 * number from the email schemas and the dashboard loaded zod again. This follows the static
 * imports from source (dynamic `import()` loads later, off the first screen).
 */

const ALIASES: Record<string, string> = { '#web/': 'src/web/', '#shared/': 'src/shared/' };

/** Static imports that are evaluated: not `import type`, nor `export type … from`. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (!match[1]) found.push(match[2] as string);
  }
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  return undefined; // a package
}

/** Every source module and package the given modules load statically. */
function closure(entries: readonly string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of staticImports(file)) {
      const target = resolve(file, specifier);
      if (target === undefined) packages.add(specifier.split('/')[0] as string);
      else if (/\.(ts|tsx)$/.test(target)) visit(target);
    }
  };
  entries.forEach(visit);
  return { modules, packages };
}

describe('what the first screens load', () => {
  it('follows imports far enough to see zod where it is used', () => {
    // A check that cannot fail proves nothing: the email schemas do load zod.
    expect(closure(['src/shared/email-types.ts']).packages).toContain('zod');
  });

  it("neither entry, the app's nor the landing page's, loads zod", () => {
    expect(closure(['src/web/main.tsx']).packages).not.toContain('zod');
    expect(closure(['src/web/landing-main.tsx']).packages).not.toContain('zod');
  });

  it("the landing page's entry loads no router (decision 047)", () => {
    expect(closure(['src/web/main.tsx']).packages).toContain('react-router');
    const landing = closure(['src/web/landing-main.tsx']);
    expect(landing.modules).toContain('src/web/features/auth/components/sign-in-form.tsx');
    expect(landing.packages).not.toContain('react-router');
  });

  it("the dashboard's first screen loads no zod", () => {
    const dashboard = routeModulesFor('/dashboard')?.modules ?? [];
    expect(dashboard.length).toBeGreaterThan(0);
    const { modules, packages } = closure(['src/web/main.tsx', ...dashboard]);
    expect(modules).toContain('src/web/features/inbox/components/inbox-tab.tsx');
    expect(packages).not.toContain('zod');
  });
});
