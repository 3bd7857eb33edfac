import { Image, ImageOff, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EmailDetail } from '#shared/email-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';
import { emailBodyUrl } from '../api/get-email.ts';
import { trackersLine } from './format.ts';

/** The frame's height before its document reports one, and the bounds of what it may report. */
const MIN_FRAME_HEIGHT = 48;
const MAX_FRAME_HEIGHT = 200_000;

/**
 * The height the body document reports (its fit script, src/server/http/routes/api/
 * email-body-fit.ts), or null until it has. Only messages from this frame's own window are
 * read, and only a finite number is taken from them.
 */
function useReportedHeight(frame: RefObject<HTMLIFrameElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, height: reported } = data as { type?: unknown; height?: unknown };
      if (type !== 'dealbox:body-size' || typeof reported !== 'number') return;
      if (!Number.isFinite(reported)) return;
      // The frame's own top and bottom borders are outside the document's viewport.
      const borders = frame.current.offsetHeight - frame.current.clientHeight;
      const content = Math.min(Math.max(Math.ceil(reported), MIN_FRAME_HEIGHT), MAX_FRAME_HEIGHT);
      setHeight(content + Math.max(borders, 0));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return height;
}

/**
 * The body: sanitised HTML in a sandboxed frame (an opaque origin; the document itself comes
 * with a CSP that runs only its own fit script and allows no fetches but images the user
 * asked for), else the plain text, else 'No content'. The frame is as tall as its content and
 * a wide newsletter is zoomed to its width (docs/decisions/009). Above it, what privacy
 * protection did for this email.
 */
export function EmailBody({ email }: { email: EmailDetail }) {
  const [showImages, setShowImages] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const height = useReportedHeight(frameRef);
  const hasHtml = email.hasHtmlBody;
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
        // Edge to edge on a phone (every pixel of width counts for a 600 px newsletter).
        <iframe
          ref={frameRef}
          title="Email content"
          src={emailBodyUrl(email.id, showImages)}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          style={height === null ? undefined : { height }}
          className={cn(
            '-mx-4 block w-[calc(100%+2rem)] max-w-none border-y bg-white sm:mx-0 sm:w-full sm:rounded-xl sm:border',
            height === null && 'h-[60dvh]',
          )}
          data-testid="email-body-frame"
          data-fitted={height === null ? 'false' : 'true'}
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
