/**
 * Sizes the email body frame to its document, from the page (docs/decisions/051).
 *
 * The frame is `sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"`: no
 * script runs in it, and its document (ours, with the same sandbox and `script-src 'none'` in
 * its own CSP) is of the app's origin, so the page can read its layout. The page lays the
 * document out at the column's width; when the content is wider (a 620 px newsletter on a
 * phone), it lays it out at the content's width instead and scales the frame down to the
 * column, as a phone's mail app does. The frame is then made as tall as the content, and a
 * ResizeObserver follows it: images and fonts that arrive late, a turned phone, a resized
 * window. Nothing here reads the email's text or markup, only sizes.
 */

/** The widest layout a document is given, in CSS pixels: wider content is cut. */
export const MAX_LAYOUT_WIDTH = 4000;

/** The tallest frame, in the document's CSS pixels. */
export const MAX_HEIGHT = 200_000;

/** Rounds of measuring and sizing in one fit before the fit stops following the content. */
const ROUNDS = 24;

/** How much wider a layout is made, at least, for content that grows with its layout. */
const WIDEN = 1.25;

/** What a fit settled on, in the document's CSS pixels; `scale` is the frame's on the page. */
export interface FrameFit {
  width: number;
  height: number;
  scale: number;
}

/**
 * The document's root and body, read through the page's own `Document.prototype`: the
 * document's own properties can be shadowed by its elements' names (`<img name="body">`
 * makes `document.body` that image).
 */
function rootAndBody(doc: Document): { root: HTMLElement | null; body: HTMLElement | null } {
  const read = (name: 'documentElement' | 'body') =>
    (Object.getOwnPropertyDescriptor(Document.prototype, name)?.get?.call(doc) ??
      null) as HTMLElement | null;
  return { root: read('documentElement'), body: read('body') };
}

/** The bottom of the body's margin box: the content's height, whatever the frame's height. */
function contentHeight(root: HTMLElement, body: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(body).marginBottom) || 0;
  return body.getBoundingClientRect().bottom + margin + root.scrollTop;
}

/**
 * Follows `frame`'s document (call it on the frame's `load`): sizes the frame, and `sizer`
 * (the frame's parent, which clips it and takes its scaled size) to the column `box` gives.
 * Returns what stops following, or null when the document cannot be read (another origin:
 * the frame keeps its own fixed height and scrolls inside itself).
 */
export function followFrame(
  frame: HTMLIFrameElement,
  sizer: HTMLElement,
  box: HTMLElement,
): (() => void) | null {
  // Null for a document of another origin.
  const doc = frame.contentDocument;
  const { root, body } = doc ? rootAndBody(doc) : { root: null, body: null };
  if (!root || !body) return null;
  // Sized to its content, the frame has nothing to scroll; a scroll bar would only narrow it.
  root.style.setProperty('overflow', 'hidden', 'important');

  let column = -1;
  let fit: FrameFit = { width: 0, height: 0, scale: 1 };
  // The furthest the content overflows the body (positioned or negative-margin content).
  let overflow = 0;
  // Content that grows with the frame (a height in vh) is not followed further.
  let stuck = false;
  // The document's root is held at the column's width (content wider than any layout).
  let pinned = false;

  function apply(next: FrameFit): void {
    fit = next;
    frame.style.width = `${next.width}px`;
    frame.style.height = `${next.height}px`;
    frame.style.transform = next.scale === 1 ? '' : `scale(${next.scale})`;
    sizer.style.height = `${next.height * next.scale}px`;
    frame.dataset.fitted = 'true';
    frame.dataset.scale = next.scale.toFixed(3);
  }

  function run(): void {
    if (!root || !body || !root.isConnected) return;
    const width = box.clientWidth;
    if (width <= 0) return;
    let layout = fit.width;
    let height = fit.height;
    if (width !== column) {
      // A new column: the content may fit it now, or need another scale.
      column = width;
      layout = width;
      overflow = 0;
      stuck = false;
      if (pinned) root.style.removeProperty('width');
      pinned = false;
      if (height === 0) height = frame.getBoundingClientRect().height;
    } else if (stuck) return;
    let grown = false;
    for (let round = 0; round < ROUNDS; round++) {
      apply({ width: layout, height, scale: Math.min(1, column / layout) });
      const contentWidth = root.scrollWidth;
      if (contentWidth > layout + 1 && pinned) {
        // Laid out at the column, the content is this wide: show all of it.
        layout = Math.min(contentWidth, MAX_LAYOUT_WIDTH);
        continue;
      }
      if (contentWidth > layout + 1 && layout >= MAX_LAYOUT_WIDTH) {
        // Wider than every layout, up to the widest: the content grows with its layout and no
        // media query stops it (a 100% width plus padding). Lay it out at the column, as a
        // phone's mail app does, and widen only the frame by what overflows, scaled to fit.
        pinned = true;
        root.style.setProperty('width', `${column}px`, 'important');
        layout = column;
        continue;
      }
      if (contentWidth > layout + 1) {
        // Still wider after a first widening: the content grows with its layout (a width of
        // 100% plus padding, below a media query's width). Widen by a quarter at least, so
        // that it reaches the layout it fits (the query's other side) in a few rounds.
        const wider = grown ? Math.max(contentWidth, Math.ceil(layout * WIDEN)) : contentWidth;
        layout = Math.min(wider, MAX_LAYOUT_WIDTH);
        grown = true;
        overflow = 0;
        continue;
      }
      if (root.scrollHeight > root.clientHeight + 1)
        overflow = Math.max(overflow, root.scrollHeight);
      const wanted = Math.min(MAX_HEIGHT, Math.ceil(Math.max(contentHeight(root, body), overflow)));
      if (wanted === height) return;
      height = wanted;
    }
    stuck = true;
  }

  // Sizing the frame resizes what is observed: sized again in the next frame, not inside the
  // observer's callback (which would loop within one frame).
  let pending = 0;
  const observer = new ResizeObserver(() => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      run();
    });
  });
  run();
  observer.observe(box);
  observer.observe(root);
  observer.observe(body);
  return () => {
    observer.disconnect();
    if (pending) cancelAnimationFrame(pending);
  };
}
