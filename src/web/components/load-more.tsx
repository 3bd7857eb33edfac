import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/**
 * The end of a list read in pages (the inbox, the deals wallet): asks for the next page when
 * it comes within 800 px of the viewport, and is a "Load more" button for the keyboard and
 * for browsers without IntersectionObserver. Shows "Loading more..." while a page loads.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // Re-created after each page, so a sentinel still in view asks again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className="flex justify-center py-4" data-testid="load-more">
      {loading ? (
        <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Loading more...
        </span>
      ) : (
        <Button type="button" variant="ghost" size="sm" onClick={onLoadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
