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
 * Modules the static import graph puts on the landing page only through a barrel import
 * (`get-config.ts` imports `queryOptions` from `@tanstack/react-query`, `button.tsx` imports
 * `Slot` from `radix-ui`, icons come from `lucide-react`) but which the landing page's
 * bundle does not contain: without them here Rolldown gives each its own small chunk
 * (Radix Tabs and its helpers, four icons, TanStack Query's hooks). Named one by one: a
 * module the landing page does load must never be listed (it would load this chunk on `/`,
 * which `npm run bench:landing` shows at once: ~+48 KB).
 */
const TANSTACK = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const SIGNED_IN_ICONS =
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](trash|user-round|circle-exclamation-point)\.mjs$/;
const LEFT_TO_ROLLDOWN = [/[\\/]index\.js$/, /[\\/]queryOptions\.js$/];

/**
 * One chunk for the dashboard's first screen (issue 11, decision 026): the modules the
 * dashboard route (`app/dashboard-route.tsx`, under `app/query-layout.tsx`) imports
 * statically that the app's entry (`main.tsx`, the landing page) does not. Left to itself
 * Rolldown splits them into ~18 small shared chunks; over HTTP/1.1 (six connections) each
 * is one more request in line before the dashboard can draw its first row.
 *
 * A Rolldown `codeSplitting` group with `includeDependenciesRecursively: false`, so modules
 * the entry loads are not pulled in with the ones captured, and the landing page's
 * JavaScript stays as it is (`npm run bench:landing` checks it). Lazily loaded parts of the
 * dashboard (the Deals tab, dialogs) stay out: they are not static imports of the route.
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
