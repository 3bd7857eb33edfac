import { decodeHTML } from 'entities';

/**
 * What is read from a body the sanitiser (./sanitize.ts) made, on the main thread: a module
 * of its own, so that the routes that serve bodies and previews do not load the sanitiser's
 * HTML and CSS parsers there; sanitising runs in the worker threads (decision 057).
 */

/**
 * The `?images=1` variant: blocked remote images back in place (for 'Show images'). The
 * sanitiser keeps their addresses as `data-remote-src`, `data-remote-srcset` and
 * `data-remote-background`.
 */
export function restoreRemoteImages(html: string): string {
  return html.replace(/\bdata-remote-(srcset|src|background)=/g, '$1=');
}

/** Plain text of sanitised HTML (the preview line of emails processed before migration 007). */
export function htmlToText(html: string): string {
  const text = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]*>/g, ' ');
  // Every entity, named or numeric (&nbsp; becomes U+00A0, which \s collapses below).
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}
