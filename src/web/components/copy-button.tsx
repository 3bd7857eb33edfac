import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { Button, type ButtonProps } from './ui/button.tsx';

/** Spec section 9: the confirmation icon resets after 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'value'> {
  value: string;
  /** Accessible name of the button. */
  label?: string;
  /** The confirmation toast's description. */
  copiedText?: string;
}

/** Copies `value` to the clipboard; a check mark confirms it for 2 s. */
export function CopyButton({
  value,
  label = 'Copy email address',
  copiedText = 'Email address copied to clipboard',
  variant = 'outline',
  size = 'icon',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toastSuccess('Copied!', copiedText);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error('Copy failed:', error);
      toastError('Failed to copy to clipboard');
    }
  }

  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-label={label}
      onClick={() => void copy()}
      {...props}
    >
      {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
