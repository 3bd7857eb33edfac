/**
 * What "the email body fits" means, checked the same way in every engine: read in the page
 * (the frame's document is of the app's origin, decision 051), judged here.
 */
import type { EnginePage } from './engines.ts';

/**
 * A JavaScript expression that calls `fn(...args)` in a page. The function's source is sent
 * as text; tsx's `__name` helper, which it adds to named inner functions, is given a stand-in.
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

/** Runs in the page: reads the body frame (self-contained). */
function readFrame(): FrameFigures | { waiting: string } {
  const frame = document.querySelector<HTMLIFrameElement>('[data-testid="email-body-frame"]');
  if (!frame)
    return {
      waiting: `no frame at ${location.pathname}: ${document.body.innerText.slice(0, 80)}`,
    };
  const doc = frame.contentDocument;
  if (!doc) return { waiting: 'document not readable' };
  if (doc.readyState !== 'complete' || !doc.body || doc.URL === 'about:blank')
    return { waiting: 'loading' };
  if (frame.getAttribute('data-fitted') !== 'true') return { waiting: 'not sized' };
  const rect = frame.getBoundingClientRect();
  const html = doc.documentElement;
  const scale = rect.width / html.clientWidth;
  const view = doc.defaultView ?? window;
  const margin = Number.parseFloat(view.getComputedStyle(doc.body).marginBottom) || 0;
  const content = doc.body.getBoundingClientRect().bottom + margin + html.scrollTop;
  return {
    frameHeight: rect.height,
    frameWidth: rect.width,
    frameRight: rect.right,
    contentHeight: content * scale,
    scale,
    innerScrollHeight: html.scrollHeight,
    innerClientHeight: html.clientHeight,
    innerScrollWidth: html.scrollWidth,
    innerClientWidth: html.clientWidth,
    pageScrollWidth: document.documentElement.scrollWidth,
    pageWidth: document.documentElement.clientWidth,
  };
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
    const read = await page.evaluate<FrameFigures | { waiting: string }>(inPage(readFrame));
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
