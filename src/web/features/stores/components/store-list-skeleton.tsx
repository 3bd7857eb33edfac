import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The Stores list while it loads: three cards shaped like store rows. */
export function StoreListSkeleton() {
  return (
    <div role="status" aria-label="Loading stores" className="flex flex-col gap-2">
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          data-testid="store-skeleton"
          className="flex items-start gap-3 rounded-2xl border bg-card p-4"
        >
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-12" />
            </div>
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
