import path from 'node:path';
import { ROUTE_MODULES } from '../src/shared/route-modules.ts';

/** The slice of Rolldown's module info this reads. */
interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(moduleId: string): ModuleInfoLike | null;
}

/**
 * The static import graph reaches these from the landing page only through barrel imports
 * whose values `/` never uses (`get-config.ts` imports `queryOptions` from
 * `@tanstack/react-query` for the signed-in screens; icons come from `lucide-react`'s
 * index), so the graph alone would keep them out of the dashboard's chunk. Decision 016:
 * the public screens never load TanStack Query. Icons are named one by one: one the landing
 * page does load must never be listed (`/` would then load the whole chunk, which
 * `npm run bench:landing` shows at once). The barrel files and `queryOptions` (what
 * `get-config.ts` names) stay where Rolldown puts them.
 */
const TANSTACK = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const SIGNED_IN_ICONS =
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](trash|user-round|circle-exclamation-point)\.mjs$/;
const LEFT_TO_ROLLDOWN = [/[\\/]index\.js$/, /[\\/]queryOptions\.js$/];

/**
 * One chunk for the dashboard's first screen (issue 11, decision 026): the modules the
 * dashboard route (`app/dashboard-route.tsx`, under `app/query-layout.tsx`) imports
 * statically that no public screen loads (the landing page, or later the sign-up form, the
 * landing page's sample inbox, terms, reset password). Left to itself Rolldown split them
 * into ~18 small shared chunks; over HTTP/1.1 (six connections) each is one more request in
 * line before the dashboard can draw its first row. What the public screens share with the
 * dashboard keeps Rolldown's own chunks (Radix Tabs, a badge, an icon, a debounce hook).
 *
 * A Rolldown `codeSplitting` group with `includeDependenciesRecursively: false`, so what the
 * captured modules import from the entry's chunks stays there. The other signed-in screens
 * load this chunk too (they share most of it). Lazily loaded parts of the dashboard (the
 * Deals tab, dialogs) stay out: they are not static imports of the route.
 */
export function dashboardChunkGroup(root: string) {
  const entry = path.resolve(root, 'src/web/main.tsx');
  const routeRoots = [
    path.resolve(root, 'src/web/app/query-layout.tsx'),
    path.resolve(root, 'src/web/app/dashboard-route.tsx'),
  ];
  const queryLayout = 'src/web/app/query-layout.tsx';
  /** Every signed-in screen's module (they all sit under the query layout). */
  const signedInScreens = ROUTE_MODULES.filter((route) => route.modules.includes(queryLayout))
    .flatMap((route) => route.modules)
    .map((module) => path.resolve(root, module));
  let members: Set<string> | undefined;

  /** `from` and what it imports; with `dynamic`, lazily too, but never past a `stop`. */
  function closure(
    ctx: ChunkingContextLike,
    from: string,
    into: Set<string>,
    dynamic = false,
    stop: readonly string[] = [],
  ): void {
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (into.has(id) || stop.includes(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      into.add(id);
      stack.push(...info.importedIds);
      if (dynamic) stack.push(...info.dynamicallyImportedIds);
    }
  }

  /**
   * Whether `id` goes into the dashboard's chunk: used by the signed-in screens only, never
   * by the landing page nor by the public screens' lazy parts (the sign-up form, the landing
   * page's sample inbox, terms, reset password), which would otherwise load the whole chunk.
   * What they share with the dashboard stays where Rolldown puts it.
   */
  function belongs(id: string, publicScreens: Set<string>): boolean {
    if (TANSTACK.test(id)) return !LEFT_TO_ROLLDOWN.some((re) => re.test(id));
    if (SIGNED_IN_ICONS.test(id)) return true;
    return !publicScreens.has(id);
  }

  return {
    name(moduleId: string, ctx: ChunkingContextLike): string | null {
      if (!members) {
        // Everything the public screens load, now or later (the sign-up form, the landing
        // page's sample inbox, terms, reset password): none of it may land in this chunk.
        const publicScreens = new Set<string>();
        closure(ctx, entry, publicScreens, true, signedInScreens);
        const route = new Set<string>();
        for (const id of routeRoots) closure(ctx, id, route);
        members = new Set([...route].filter((id) => belongs(id, publicScreens)));
      }
      return members.has(moduleId) ? 'dashboard' : null;
    },
    includeDependenciesRecursively: false,
  };
}
