import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

export interface WhenVisibleProps {
  /** Rendered once the placeholder comes within `rootMargin` of the viewport. */
  children: ReactNode;
  /** Shown until then; give it the content's rough size so the page does not jump. */
  fallback?: ReactNode;
  rootMargin?: string;
  className?: string;
}

/**
 * Defers below-the-fold content (and the code it lazily imports) until the visitor scrolls
 * near it, so the first load carries only what the first screen needs.
 */
export function WhenVisible({
  children,
  fallback = null,
  rootMargin = '800px 0px',
  className,
}: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return (
    <div ref={ref} className={cn(className)}>
      {visible ? children : fallback}
    </div>
  );
}
