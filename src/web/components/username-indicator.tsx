import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { USERNAME_MESSAGES, USERNAME_MIN_LENGTH } from '#shared/account-rules.ts';
import { cn } from '#web/lib/utils.ts';

/** Spec section 4: unknown, checking, available, taken. A failed check leaves it unknown. */
export type UsernameAvailabilityState = 'unknown' | 'checking' | 'available' | 'taken';

export interface UsernameIndicatorProps {
  /** Not needed inside a FieldMessage, which carries the id the input points at. */
  id?: string;
  username: string;
  state: UsernameAvailabilityState;
  /** The mail domain from /api/config; the address line waits for it. */
  mailDomain: string | undefined;
  /** How the address line starts: 'Your email:' (sign-up) or 'Your email will be:' (modal). */
  addressPrefix: string;
  /** Show the address line for a name that is not known to be taken (the modal does). */
  showAddressWhenUnknown?: boolean;
}

/** The live line under a username field: taken, checking, or the address it would give. */
export function UsernameIndicator({
  id,
  username,
  state,
  mailDomain,
  addressPrefix,
  showAddressWhenUnknown = false,
}: UsernameIndicatorProps) {
  let content: ReactNode = null;
  if (username.length > 0 && username.length < USERNAME_MIN_LENGTH) {
    content = <span className="text-muted-foreground">{USERNAME_MESSAGES.tooShort}</span>;
  } else if (state === 'taken') {
    content = (
      <span className="flex items-center gap-1.5 text-destructive">
        <XCircle className="size-4 shrink-0" aria-hidden="true" />
        {USERNAME_MESSAGES.taken}
      </span>
    );
  } else if (state === 'checking') {
    content = (
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        Checking availability...
      </span>
    );
  } else if (
    mailDomain &&
    username.length >= USERNAME_MIN_LENGTH &&
    (state === 'available' || showAddressWhenUnknown)
  ) {
    content = (
      <span className="flex min-w-0 items-center gap-1.5 text-success">
        {state === 'available' && <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />}
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {addressPrefix} {username}
          <wbr />@{mailDomain}
        </span>
      </span>
    );
  }
  return (
    <p id={id} aria-live="polite" className={cn('min-h-5 text-sm')}>
      {content}
    </p>
  );
}
