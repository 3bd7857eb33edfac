/**
 * What "the email body fits" means, checked the same way in every engine: read in the page
 * (the frame's document is of the app's origin, decision 051), judged here.
 */
import type { EnginePage } from './engines.ts';

/**
 * A JavaScript expression that calls `fn(...args)` in a page. The function's source is sent
 * as text; the `__name` helper that esbuild-based loaders (tsx, once) add to named inner
 * functions is given a stand-in, so a function compiled that way still runs in the page.
 */
export function inPage<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/** The body frame and its document as the page sees them, in the page's CSS pixels. */
export interface FrameFigures {
  /** Why the figures are not there yet: no frame, loading, not sized. */
  waiting?: string;
  frameHeight: number;
  frameWidth: number;
  frameRight: number;
  /** The content's height (the body's margin box) times the frame's scale. */
  contentHeight: number;
  scale: number;
  innerScrollHeight: number;
  innerClientHeight: number;
  innerScrollWidth: number;
  innerClientWidth: number;
  pageScrollWidth: number;
  pageWidth: number;
}

/** The frame's document's own figures, in its CSS pixels. */
interface InnerFigures {
  content: number;
  scrollHeight: number;
  clientHeight: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Runs in the frame's document (or on it): its content height and scroll sizes. */
function readInner(doc: Document): InnerFigures | null {
  if (doc.readyState !== 'complete' || !doc.body || doc.URL === 'about:blank') return null;
  const html = doc.documentElement;
  const view = doc.defaultView ?? window;
  const margin = Number.parseFloat(view.getComputedStyle(doc.body).marginBottom) || 0;
  return {
    content: doc.body.getBoundingClientRect().bottom + margin + html.scrollTop,
    scrollHeight: html.scrollHeight,
    clientHeight: html.clientHeight,
    scrollWidth: html.scrollWidth,
    clientWidth: html.clientWidth,
  };
}

/** The frame element and the page around it. */
interface OuterFigures {
  height: number;
  width: number;
  right: number;
  pageScrollWidth: number;
  pageWidth: number;
}

/**
 * Runs in the page: the sized body frame and, when the page may read it (decision 051), its
 * document (read with `read`, readInner sent along).
 */
function readPage(
  read: (doc: Document) => InnerFigures | null,
): { waiting: string } | { outer: OuterFigures; inner: InnerFigures | null; readable: boolean } {
  const frame = document.querySelector<HTMLIFrameElement>(
    '[data-testid="email-body-frame"][data-fitted="true"]',
  );
  if (!frame) {
    const any = document.querySelector('[data-testid="email-body-frame"]');
    return {
      waiting: any
        ? 'not sized'
        : `no frame at ${location.pathname}: ${document.body.innerText.slice(0, 80)}`,
    };
  }
  const rect = frame.getBoundingClientRect();
  const outer = {
    height: rect.height,
    width: rect.width,
    right: rect.right,
    pageScrollWidth: document.documentElement.scrollWidth,
    pageWidth: document.documentElement.clientWidth,
  };
  const doc = frame.contentDocument;
  if (!doc) return { outer, inner: null, readable: false };
  return { outer, inner: read(doc), readable: true };
}

function combine(outer: OuterFigures, inner: InnerFigures): FrameFigures {
  const scale = outer.width / inner.clientWidth;
  return {
    frameHeight: outer.height,
    frameWidth: outer.width,
    frameRight: outer.right,
    contentHeight: inner.content * scale,
    scale,
    innerScrollHeight: inner.scrollHeight,
    innerClientHeight: inner.clientHeight,
    innerScrollWidth: inner.scrollWidth,
    innerClientWidth: inner.clientWidth,
    pageScrollWidth: outer.pageScrollWidth,
    pageWidth: outer.pageWidth,
  };
}

/**
 * The frame's figures, or why they are not there yet. A document the page may not read (an
 * opaque origin, before decision 051) is read through the driver where it can (Chromium).
 */
async function readFrame(page: EnginePage): Promise<FrameFigures | { waiting: string }> {
  const read = await page.evaluate<
    { waiting: string } | { outer: OuterFigures; inner: InnerFigures | null; readable: boolean }
  >(
    `(() => { const __name = (f) => f; return (${readPage.toString()})(${readInner.toString()}); })()`,
  );
  if ('waiting' in read) return read;
  let inner = read.inner;
  if (!read.readable) {
    if (!page.evaluateInBodyFrame) return { waiting: 'document not readable' };
    inner = await page.evaluateInBodyFrame<InnerFigures | null>(
      `(() => { const __name = (f) => f; return (${readInner.toString()})(document); })()`,
    );
  }
  return inner ? combine(read.outer, inner) : { waiting: 'loading' };
}

/** What is wrong with a frame: empty when it fits (height ±2 px, nothing cut, no inner scroll). */
export function frameProblems(f: FrameFigures): string[] {
  const problems: string[] = [];
  if (Math.abs(f.frameHeight - f.contentHeight) > 2)
    problems.push(
      `frame ${f.frameHeight.toFixed(1)} px tall, content ${f.contentHeight.toFixed(1)} px`,
    );
  if (f.innerScrollHeight > f.innerClientHeight + 1)
    problems.push(`scrolls inside: ${f.innerScrollHeight} px in ${f.innerClientHeight} px`);
  if (f.innerScrollWidth > f.innerClientWidth + 1)
    problems.push(`cut at the side: ${f.innerScrollWidth} px in ${f.innerClientWidth} px`);
  if (f.frameRight > f.pageWidth + 1 || f.pageScrollWidth > f.pageWidth + 1)
    problems.push(`page wider than the screen: ${f.pageScrollWidth} px in ${f.pageWidth} px`);
  return problems;
}

export interface FrameResult {
  problems: string[];
  figures: FrameFigures | null;
}

/**
 * Opens nothing: waits (polling) for the frame on `page` to be loaded and sized, then for it
 * to fit; after `timeoutMs` it reports what is still wrong (a frame that never fits).
 */
export async function checkFrame(page: EnginePage, timeoutMs: number): Promise<FrameResult> {
  const deadline = Date.now() + timeoutMs;
  let figures: FrameFigures | null = null;
  let waiting = 'not read';
  for (;;) {
    const read = await readFrame(page);
    if ('frameHeight' in read) {
      figures = read;
      const problems = frameProblems(read);
      if (problems.length === 0 || Date.now() > deadline) return { problems, figures };
    } else {
      waiting = read.waiting ?? waiting;
      if (Date.now() > deadline) return { problems: [`never ready: ${waiting}`], figures };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
