import { Suspense, lazy } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { WhenVisible } from '#web/components/when-visible.tsx';

const Showcase = lazy(async () => ({ default: (await import('./showcase.tsx')).Showcase }));

const showcaseSkeleton = (
  <div className="flex flex-col gap-3" aria-hidden="true">
    <Skeleton className="h-11 w-full rounded-xl" />
    {[0, 1, 2, 3].map((row) => (
      <Skeleton key={row} className="h-20 w-full rounded-xl" />
    ))}
  </div>
);

/** 'See It In Action': a preview of the dashboard with static samples. */
export function SeeItInActionSection() {
  return (
    <section aria-labelledby="action-title" className="border-y bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-12">
          <h2
            id="action-title"
            className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase"
          >
            See It In Action
          </h2>
          <h3 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your Deals, Organized Beautifully
          </h3>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            All your promotional emails, coupons, and rewards in one clean inbox
          </p>
        </div>
        <div
          data-testid="showcase"
          className="mx-auto max-w-2xl rounded-3xl border bg-card p-3 shadow-xl shadow-primary/5 sm:p-5"
        >
          <WhenVisible fallback={showcaseSkeleton} rootMargin="1500px 0px">
            <Suspense fallback={showcaseSkeleton}>
              <Showcase />
            </Suspense>
          </WhenVisible>
        </div>
      </div>
    </section>
  );
}
