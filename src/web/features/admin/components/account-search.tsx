import { Loader2, Search } from 'lucide-react';
import { ADMIN_ACCOUNT_SEARCH_MAX_LENGTH } from '#shared/admin-types.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

/** The accounts' search field: Escape clears it; a spinner while the answer is on its way. */
export function AccountSearch({
  value,
  onChange,
  searching,
}: {
  value: string;
  onChange: (value: string) => void;
  searching: boolean;
}) {
  return (
    <div role="search" className="relative">
      <Label htmlFor="account-search" className="sr-only">
        Search accounts
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id="account-search"
        type="search"
        placeholder="Search by username or email..."
        autoComplete="off"
        spellCheck={false}
        maxLength={ADMIN_ACCOUNT_SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
        className="pr-9 pl-9"
      />
      {searching && (
        <Loader2
          aria-hidden="true"
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      )}
    </div>
  );
}
