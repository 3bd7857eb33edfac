import { createHash } from 'node:crypto';

/**
 * The one script the email body document may run (docs/decisions/009-email-body-fit.md).
 *
 * It runs inside the body's sandboxed frame, which keeps an opaque origin (no
 * `allow-same-origin`): it cannot read the app's cookies, storage or DOM, and the document's
 * CSP lets it fetch nothing. It only measures the email and does two things with the figures:
 *
 * - a newsletter laid out wider than the frame (the usual 600–620 px table) is zoomed out to
 *   the frame's width, as a phone's mail app does, so nothing is cut off on the right;
 * - the height of the content goes to the embedding page in a message
 *   `{ type: 'dealbox:body-size', height }`, so the page sizes the frame to its content
 *   (no fixed height, no empty area, no scroll bar inside the frame).
 *
 * The CSP allows this script by its SHA-256 hash only: no `'unsafe-inline'`, no nonce the
 * email could reuse, no `'unsafe-eval'`; a `<script>` or `on*=` handler that slipped past the
 * sanitiser still cannot run. It is measured again when the frame's width changes and when
 * images load (a ResizeObserver on the body), and posts only when the height changed.
 */
export const FIT_SCRIPT = `(function () {
  var root = document.documentElement;
  var body = document.body;
  var sent = -1;
  root.style.overflow = 'hidden';
  function fit() {
    body.style.zoom = '';
    var avail = root.clientWidth;
    var natural = root.scrollWidth;
    var zoom = natural > avail + 1 ? avail / natural : 1;
    if (zoom < 1) body.style.zoom = String(zoom);
    root.setAttribute('data-zoom', zoom.toFixed(3));
    var height = Math.ceil(body.getBoundingClientRect().bottom);
    if (height !== sent) {
      sent = height;
      parent.postMessage({ type: 'dealbox:body-size', height: height, zoom: zoom }, '*');
    }
  }
  var queued = false;
  function later() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(function () {
      queued = false;
      fit();
    });
  }
  fit();
  if (typeof ResizeObserver === 'function') new ResizeObserver(later).observe(body);
  addEventListener('resize', later);
  addEventListener('load', later);
})();`;

/** The CSP source that allows exactly FIT_SCRIPT. */
export const FIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIT_SCRIPT).digest('base64')}'`;
