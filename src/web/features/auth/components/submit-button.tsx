import { Loader2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** A form's full-width submit button with its busy text and spinner. */
export function SubmitButton({
  busy,
  disabled = false,
  label,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy || disabled}>
      {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
