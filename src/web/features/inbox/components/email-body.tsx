import { Image, ImageOff, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { EmailDetail } from '#shared/email-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useEmailStoreChoice } from '../api/email-store-choice.ts';
import { emailBodyUrl } from '../api/get-email.ts';
import { trackersLine } from './format.ts';
import { followFrame } from './frame-fit.ts';

/**
 * The body frame (docs/decisions/051): no script runs in it (the sandbox has no
 * `allow-scripts`, and the document's own CSP repeats the sandbox and allows no script), and
 * its document is of the app's origin (`allow-same-origin`), so the page reads its size and
 * follows it ({@link followFrame}): as tall as its content, a newsletter wider than the column
 * scaled down to it. Until the document has loaded the frame has a fixed height; if it could
 * not be read, it keeps that height and scrolls inside itself (decision 006's frame).
 */
function BodyFrame({ emailId, showImages }: { emailId: string; showImages: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const sizerRef = useRef<HTMLDivElement>(null);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  function onLoad(event: SyntheticEvent<HTMLIFrameElement>) {
    const box = boxRef.current;
    const sizer = sizerRef.current;
    stopRef.current?.();
    stopRef.current = box && sizer ? followFrame(event.currentTarget, sizer, box) : null;
  }

  return (
    // Edge to edge on a phone (every pixel of width counts for a 600 px newsletter).
    <div
      ref={boxRef}
      className="-mx-4 overflow-hidden border-y bg-white sm:mx-0 sm:rounded-xl sm:border"
    >
      <div ref={sizerRef} className="overflow-hidden">
        <iframe
          title="Email content"
          src={emailBodyUrl(emailId, showImages)}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          onLoad={onLoad}
          className="block h-[70dvh] w-full max-w-none origin-top-left border-0 bg-white"
          data-testid="email-body-frame"
          data-fitted="false"
        />
      </div>
    </div>
  );
}

/**
 * The body: sanitised HTML in a sandboxed frame (no scripts; the document itself comes with
 * a CSP that runs no script and allows no fetches but images the user asked for), else the
 * plain text, else 'No content'. The frame is as tall as its content and a wide newsletter is
 * scaled to the column (docs/decisions/051). Above it, what privacy protection did for this
 * email.
 */
export function EmailBody({ email }: { email: EmailDetail }) {
  const always = useEmailStoreChoice(email, 'showImages');
  const [asked, setAsked] = useState(false);
  const showImages = asked || always.on;
  const hasHtml = email.hasHtmlBody;
  const hasText = email.bodyText !== null && email.bodyText.trim() !== '';
  const store = email.senderName.trim() || always.domain;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-muted/50 px-3 py-2 text-sm">
        <span className="flex items-center gap-2" data-testid="trackers-removed">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          {trackersLine(email.trackersRemoved)}
        </span>
        {hasHtml && email.hasRemoteImages && (
          <span
            className="flex basis-full flex-wrap items-center justify-between gap-2 sm:flex-1 sm:basis-auto"
            data-testid="remote-images"
          >
            {showImages ? (
              <>
                <span className="flex items-center gap-2 text-muted-foreground">
                  <Image aria-hidden="true" className="size-4 shrink-0" />
                  {always.on ? `Images always shown for ${store}` : 'Images shown'}
                </span>
                {always.on && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={always.saving}
                    onClick={() => {
                      setAsked(false);
                      always.set(false);
                    }}
                  >
                    Ask first
                  </Button>
                )}
              </>
            ) : (
              <>
                <span className="flex items-center gap-2 text-muted-foreground">
                  <ImageOff aria-hidden="true" className="size-4 shrink-0" />
                  Remote images blocked
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => setAsked(true)}>
                    Show images
                  </Button>
                  {always.domain && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={always.saving}
                      onClick={() => always.set(true)}
                    >
                      Always show from this store
                    </Button>
                  )}
                </span>
              </>
            )}
          </span>
        )}
      </div>

      {hasHtml ? (
        // A new document (Show images) gets a frame of its own.
        <BodyFrame key={String(showImages)} emailId={email.id} showImages={showImages} />
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
