import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

/**
 * The browser's own `<select>` with the inputs' looks (shadcn/ui's "native select"): the
 * phone's own picker, and nothing to load. Options are plain `<option>` children.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
