import { Image, ImageOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { EmailDetail } from '#shared/email-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { emailBodyUrl } from '../api/get-email.ts';
import { trackersLine } from './format.ts';

/**
 * The body: sanitised HTML in a sandboxed frame (no scripts, an opaque origin; the document
 * itself comes with a CSP that allows no fetches but images the user asked for), else the
 * plain text, else 'No content'. Above it, what privacy protection did for this email.
 */
export function EmailBody({ email }: { email: EmailDetail }) {
  const [showImages, setShowImages] = useState(false);
  const hasHtml = email.bodyHtml !== null && email.bodyHtml.trim() !== '';
  const hasText = email.bodyText !== null && email.bodyText.trim() !== '';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-muted/50 px-3 py-2 text-sm">
        <span className="flex items-center gap-2" data-testid="trackers-removed">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          {trackersLine(email.trackersRemoved)}
        </span>
        {hasHtml && email.hasRemoteImages && (
          <span className="flex basis-full items-center justify-between gap-2 sm:flex-1 sm:basis-auto">
            {showImages ? (
              <span className="flex items-center gap-2 text-muted-foreground">
                <Image aria-hidden="true" className="size-4 shrink-0" />
                Images shown
              </span>
            ) : (
              <>
                <span className="flex items-center gap-2 text-muted-foreground">
                  <ImageOff aria-hidden="true" className="size-4 shrink-0" />
                  Remote images blocked
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setShowImages(true)}
                >
                  Show images
                </Button>
              </>
            )}
          </span>
        )}
      </div>

      {hasHtml ? (
        <iframe
          title="Email content"
          src={emailBodyUrl(email.id, showImages)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          className="block h-[70dvh] min-h-96 w-full rounded-xl border bg-white"
          data-testid="email-body-frame"
        />
      ) : hasText ? (
        <div
          className="rounded-xl border bg-card p-4 text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]"
          data-testid="email-body-text"
        >
          {email.bodyText}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          No content
        </p>
      )}
    </div>
  );
}
