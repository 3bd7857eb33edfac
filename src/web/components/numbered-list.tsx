import { cn } from '#web/lib/utils.ts';

/** A short ordered list of steps with round numbers ('How it works', 'How to use'). */
export function NumberedList({
  items,
  compact = false,
}: {
  items: readonly string[];
  /** Smaller text and numbers, for a list inside a card of other content. */
  compact?: boolean;
}) {
  return (
    <ol className={cn('flex flex-col gap-3', compact && 'text-sm')}>
      {items.map((item, index) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground',
              compact ? 'size-6 text-xs' : 'size-7 text-sm',
            )}
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{item}</span>
        </li>
      ))}
    </ol>
  );
}
