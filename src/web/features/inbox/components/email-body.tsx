import { Image, ImageOff, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { EmailDetail } from '#shared/email-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';
import { useEmailStoreChoice } from '../api/email-store-choice.ts';
import { emailBodyUrl } from '../api/get-email.ts';
import { trackersLine } from './format.ts';

/**
 * How the body frame is laid out (docs/decisions/024). The body document runs no script; it
 * opts in to Chromium's responsive iframes, and its frame takes its size from it through
 * `frame-sizing`, which Chromium reads when the document has loaded. Two loads:
 *
 * 1. measure: the frame (`width: auto`) takes the document's content width (`frame-sizing:
 *    content-width`). A responsive email is at most the column; a 620 px newsletter reports
 *    its 620 px and more. Always without remote images (they are at most as wide as their
 *    box), so a remote image is fetched only once.
 * 2. show: the frame gets that width as its layout width (never less than the column) and a
 *    CSS `zoom` of column ÷ width, so the newsletter is laid out as designed and scaled to the
 *    column, as a phone's mail app does, and a responsive email reflows at 1:1. It takes the
 *    document's content height (`frame-sizing: content-height`), measured with the frame 1 px
 *    tall until its load (else the document is never shorter than the frame's default 150 px;
 *    not 0 px, a frame with no area being one Chromium may leave unrendered): no inner scroll
 *    bar, no empty area. The document is asked for that layout width
 *    (`?width=`): Chromium may report the size of a layout made before the frame's width had
 *    reached the document's process, at 0 px wide.
 *
 * A document always has its 16 px padding, so a frame that comes out narrower or shorter than
 * that was given no size at all (Chromium reported before any layout): it is loaded afresh, and
 * after {@link ATTEMPTS} such loads the page shows decision 006's fixed frame instead. The box
 * keeps its height meanwhile, so the email is never shown as an empty area.
 *
 * When the column's width changes (a phone turned, a window resized) both steps run again.
 */
interface FrameLayout {
  /** The column's width the layout was made for. */
  column: number;
  /** The frame's layout width, the email's content width or the column's. */
  width: number;
  zoom: number;
}

/**
 * measure: the first load; load: the second, 1 px tall; check: at its reported height, read
 * before the box lets go of its own; shown.
 */
type FramePhase = 'measure' | 'load' | 'check' | 'shown';

/** Loads of a frame whose document reported no size before the fixed frame is used. */
const ATTEMPTS = 3;

/** Less than the body's padding (2 × 16 px): no layout was reported. */
const NO_SIZE = 16;

/**
 * An iframe's default width: what the measuring frame reads when its document reported no
 * width yet, and also what it reads for an email exactly that wide. Read on a wide newsletter,
 * it would be laid out at the column's width with its right side cut off, so the measure is
 * made again, up to {@link REMEASURES} times; after that the reading is taken, as it does no
 * harm to an email no wider than the column (on a busy machine Chromium reads it often).
 */
const DEFAULT_WIDTH = 300;
const REMEASURES = 2;

/** Waits for the frame's natural size, reported by its document at load, to reach layout. */
function afterLayout(run: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(run));
}

/** Whether this browser sizes frames to their documents (Chromium 154 and later). */
const FRAME_SIZING =
  typeof CSS !== 'undefined' &&
  CSS.supports('frame-sizing', 'content-height') &&
  CSS.supports('zoom', '0.5');

/**
 * Where frames cannot be sized to their documents: decision 006's fixed-height frame, which
 * scrolls inside itself (a wide newsletter scrolls sideways in it too). Still no script.
 */
function FixedBodyFrame({ src }: { src: string }) {
  return (
    <iframe
      title="Email content"
      src={src}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      className="-mx-4 block h-[70dvh] w-[calc(100%+2rem)] max-w-none border-y bg-white sm:mx-0 sm:w-full sm:rounded-xl sm:border"
      data-testid="email-body-frame"
      data-fitted="false"
    />
  );
}

function BodyFrame({ emailId, showImages }: { emailId: string; showImages: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Each round is a new pair of loads (new frame elements).
  const [round, setRound] = useState(0);
  // Rounds lost to a document that reported no size.
  const [failures, setFailures] = useState(0);
  // Measures made again for reading the default width.
  const [remeasures, setRemeasures] = useState(0);
  const [layout, setLayout] = useState<FrameLayout | null>(null);
  const [phase, setPhase] = useState<FramePhase>('measure');
  // The height the box keeps while the frame is (re)measured, so the page does not jump.
  const [held, setHeld] = useState<number | null>(null);

  function again(failed: boolean) {
    if (failed) setFailures((n) => n + 1);
    setPhase('measure');
    setLayout(null);
    setRound((r) => r + 1);
  }

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !layout || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      if (Math.abs(box.clientWidth - layout.column) <= 1) return;
      setHeld(box.offsetHeight);
      again(false);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [layout]);

  // At its reported height, the frame is read before it is shown (else an empty area could be).
  useEffect(() => {
    if (phase !== 'check' || !layout) return;
    let live = true;
    afterLayout(() => {
      const frame = frameRef.current;
      if (!live || !frame) return;
      if (frame.getBoundingClientRect().height < NO_SIZE * layout.zoom) {
        again(true);
        return;
      }
      setPhase('shown');
      setHeld(null);
    });
    return () => {
      live = false;
    };
  }, [phase, layout]);

  function onMeasured() {
    afterLayout(() => {
      const box = boxRef.current;
      const frame = frameRef.current;
      if (!box || !frame) return;
      const reported = frame.getBoundingClientRect().width;
      if (reported < NO_SIZE) {
        again(true);
        return;
      }
      if (reported === DEFAULT_WIDTH && remeasures < REMEASURES) {
        setRemeasures((n) => n + 1);
        again(false);
        return;
      }
      const column = box.clientWidth;
      const width = Math.max(Math.ceil(reported), column);
      setLayout({ column, width, zoom: column / width });
      setPhase('load');
    });
  }

  function onLoaded() {
    afterLayout(() => setPhase('check'));
  }

  if (failures >= ATTEMPTS) return <FixedBodyFrame src={emailBodyUrl(emailId, showImages)} />;

  const shown = phase === 'shown';
  return (
    // Edge to edge on a phone (every pixel of width counts for a 600 px newsletter).
    <div
      ref={boxRef}
      className="-mx-4 overflow-hidden border-y bg-white sm:mx-0 sm:rounded-xl sm:border"
      style={shown ? undefined : { minHeight: held ?? '60dvh' }}
    >
      <iframe
        key={`${round}-${layout ? 'show' : 'measure'}`}
        ref={frameRef}
        title="Email content"
        src={
          layout ? emailBodyUrl(emailId, showImages, layout.width) : emailBodyUrl(emailId, false)
        }
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        onLoad={layout ? onLoaded : onMeasured}
        style={layout ? { width: layout.width, zoom: layout.zoom } : undefined}
        className={cn(
          'block max-w-none border-0 bg-white',
          layout ? '[frame-sizing:content-height]' : 'w-auto [frame-sizing:content-width]',
          (phase === 'measure' || phase === 'load') && 'h-px',
        )}
        data-testid="email-body-frame"
        data-fitted={shown ? 'true' : 'false'}
        data-zoom={layout ? layout.zoom.toFixed(3) : undefined}
        data-failures={failures}
        data-remeasures={remeasures}
      />
    </div>
  );
}

/**
 * The body: sanitised HTML in a sandboxed frame (no scripts, an opaque origin; the document
 * itself comes with a CSP that runs no script and allows no fetches but images the user asked
 * for), else the plain text, else 'No content'. The frame is as tall as its content and a
 * wide newsletter is zoomed to its width (docs/decisions/024). Above it, what privacy
 * protection did for this email.
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
        // A new document (Show images) is measured and shown afresh.
        FRAME_SIZING ? (
          <BodyFrame key={String(showImages)} emailId={email.id} showImages={showImages} />
        ) : (
          <FixedBodyFrame src={emailBodyUrl(email.id, showImages)} />
        )
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
