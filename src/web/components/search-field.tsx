import { Loader2, Search } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/**
 * A list's search box (inbox, Stores, admin accounts): a hidden label, a search icon, and a
 * spinner while the answer to what was typed is on its way. With `clearOnEscape`, Escape
 * empties a filled box.
 */
export function SearchField({
  id,
  label,
  placeholder,
  maxLength,
  value,
  onChange,
  busy,
  clearOnEscape = false,
  spellCheck,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  clearOnEscape?: boolean;
  spellCheck?: boolean;
  className?: string;
}) {
  return (
    <div role="search" className={cn('relative', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={spellCheck}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={
          clearOnEscape
            ? (event) => {
                if (event.key === 'Escape' && value !== '') {
                  event.preventDefault();
                  onChange('');
                }
              }
            : undefined
        }
        className="pr-9 pl-9"
      />
      {busy && (
        <Loader2
          aria-hidden="true"
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      )}
    </div>
  );
}
