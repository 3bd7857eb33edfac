import { filterStyleAttribute, filterStylesheet } from './css-filter.ts';
import { parseHtml, styleTextOf, type HtmlListener } from './html-pass.ts';
import {
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  GLOBAL_ATTRIBUTES,
  NEEDS_A_VALUE,
  NESTING_LIMIT,
  TAG_ATTRIBUTES,
  unsafeUrl,
  URL_ATTRIBUTES,
  VALID_ATTRIBUTE_NAME,
  VOID_TAGS,
} from './sanitize-policy.ts';
import type { TrackerMatcher } from './trackers/trackers.ts';

/**
 * Email HTML made safe to show and quiet to open, written out again from one htmlparser2
 * pass (./html-pass.ts), when the email is first opened (decision 038). Nothing of the
 * input is copied through: the output is built only from allowed tag and attribute names,
 * attribute values and text escaped, and the filtered CSS.
 *
 * - a strict allow-list of tags and attributes: no script, iframe, object, form, input,
 *   link, meta, base, SVG or MathML (dropped with their content), no event handlers,
 *   links only to http(s)/mailto/tel, and every link opens in a new tab without referrer;
 * - CSS (the `<style>` blocks, re-emitted at the top, and `style` attributes) through
 *   ./css-filter.ts: nothing in it can fetch;
 * - tracking pixels removed (known tracker URLs, and 0/1-px or hidden remote images), links
 *   through known click trackers unwrapped to their destination when the URL carries it;
 * - remote images blocked: `src`, `srcset` and `background` move to `data-remote-src`,
 *   `data-remote-srcset` and `data-remote-background` (see restoreRemoteImages); inline
 *   `cid:` images become `data:` URLs; only raster `data:image/*` stays as `src`.
 */

export interface SanitizeOptions {
  trackers: TrackerMatcher;
  /** Inline images by Content-ID (lowercase, without <>), as data: URLs. */
  inlineImages?: ReadonlyMap<string, string>;
}

export interface SanitizedHtml {
  html: string;
  hasRemoteImages: boolean;
  trackersRemoved: number;
}

const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * Text as HTML: `&`, `<` and `>` escaped (a string with none of them is returned as is).
 * One character at a time, `&` first, so that no entity written is escaped again: the same
 * as replacing all three at once. A string search per character is faster than a regex.
 */
function escapeText(text: string): string {
  let out = text;
  if (out.includes('&')) out = out.replaceAll('&', '&amp;');
  if (out.includes('<')) out = out.replaceAll('<', '&lt;');
  if (out.includes('>')) out = out.replaceAll('>', '&gt;');
  return out;
}
/** An attribute value for double quotes: `"` escaped too. */
function escapeAttribute(value: string): string {
  const out = escapeText(value);
  return out.includes('"') ? out.replaceAll('"', '&quot;') : out;
}

/** An absolute http(s) URL (protocol-relative counts as https), normalised; else null. */
function remoteUrl(value: string | undefined): string | null {
  if (!value) return null;
  let v = value.trim();
  if (v.startsWith('//')) v = `https:${v}`;
  if (!/^https?:\/\//i.test(v)) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Digits only, the usual `width` and `height`: the whole value is the number. */
const DIGITS = /^\d+$/;

function pixels(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (DIGITS.test(value)) return Number(value);
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return m?.[1] !== undefined ? Number(m[1]) : undefined;
}

const STYLE_LENGTH: Record<'width' | 'height', RegExp> = {
  width: /(?:^|[;\s])width\s*:\s*(\d+(?:\.\d+)?)(px)?\s*(?:!important)?\s*(?:;|$)/i,
  height: /(?:^|[;\s])height\s*:\s*(\d+(?:\.\d+)?)(px)?\s*(?:!important)?\s*(?:;|$)/i,
};

function styleLength(style: string, property: 'width' | 'height'): number | undefined {
  if (!style) return undefined;
  const m = STYLE_LENGTH[property].exec(style);
  return m?.[1] !== undefined ? Number(m[1]) : undefined;
}

function isHidden(style: string): boolean {
  return /(?:^|[;\s])(?:display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0+)?\s*(?:!important)?\s*(?:;|$))/i.test(
    style,
  );
}

type Attributes = Record<string, string>;

/** An image's sources as written (see transformImage). */
interface ImageSources {
  /** An inline (`cid:`) image as a data: URL, or an embedded raster image. */
  src: string | null;
  remoteSrc: string | null;
  remoteSrcset: string | null;
}

/** Every link opens in a new tab, without referrer. */
const LINK_TARGET = '_blank';
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * VALID_ATTRIBUTE_NAME's answer for a name, remembered: only names the policy allows are
 * asked about, so there are few.
 */
const validNames = new Map<string, boolean>();
function validAttributeName(key: string): boolean {
  let valid = validNames.get(key);
  if (valid === undefined) {
    valid = VALID_ATTRIBUTE_NAME.test(key);
    validNames.set(key, valid);
  }
  return valid;
}

/** ` key="value"` for an attribute the policy allows on `tag` with this value, else ''. */
function attributeText(
  tag: string,
  own: ReadonlySet<string> | undefined,
  key: string,
  value: string,
): string {
  if (!GLOBAL_ATTRIBUTES.has(key) && !own?.has(key)) return '';
  if (!validAttributeName(key)) return '';
  if (value === '' && NEEDS_A_VALUE.has(key)) return '';
  if (URL_ATTRIBUTES.has(key) && unsafeUrl(tag, value)) return '';
  if (value !== '') return ` ${key}="${escapeAttribute(value)}"`;
  return key === 'alt' ? ' alt=""' : ` ${key}`;
}

interface HtmlSanitizer {
  listener: HtmlListener;
  /** The sanitised HTML, once the pass is over. */
  result(): SanitizedHtml;
}

/**
 * A sanitiser listening to a pass over HTML (./html-pass.ts); `styleText` is the text of the
 * HTML's `<style>` blocks (styleTextOf), written first, filtered.
 */
function htmlSanitizer(styleText: string, options: SanitizeOptions): HtmlSanitizer {
  const { trackers, inlineImages } = options;
  let out = '';
  let remoteImages = 0;
  let trackersRemoved = 0;
  // What is open, innermost last: the tag as parsed, and what was written for it (or null).
  const openTags: string[] = [];
  const openWritten: (string | null)[] = [];
  /** Depth inside an element dropped with its content (0: outside). */
  let droppedDepth = 0;
  // Emails repeat the same inline styles many times over.
  const styles = new Map<string, string>();
  const filterStyle = (style: string): string => {
    let filtered = styles.get(style);
    if (filtered === undefined) {
      filtered = filterStyleAttribute(style);
      if (styles.size < 5000) styles.set(style, filtered);
    }
    return filtered;
  };

  /**
   * An image's sources: remote ones blocked, cid: ones inlined. Null for a tracking pixel,
   * which is dropped.
   */
  function transformImage(
    parsed: Readonly<Attributes>,
    originalStyle: string,
  ): ImageSources | null {
    const src = (parsed.src ?? '').trim();
    const srcset = parsed.srcset;
    const sources: ImageSources = { src: null, remoteSrc: null, remoteSrcset: null };
    const remote = remoteUrl(src);
    if (remote) {
      if (trackers.isTrackerImage(remote)) {
        trackersRemoved++;
        return null;
      }
      const width = pixels(parsed.width) ?? styleLength(originalStyle, 'width');
      const height = pixels(parsed.height) ?? styleLength(originalStyle, 'height');
      const tiny = (width !== undefined && width <= 1) || (height !== undefined && height <= 1);
      if (tiny || isHidden(originalStyle)) {
        if (!trackers.isSpacer(remote)) trackersRemoved++;
        return null;
      }
      sources.remoteSrc = remote;
      remoteImages++;
    } else if (/^cid:/i.test(src)) {
      const dataUrl = inlineImages?.get(contentIdKey(src.slice(4)));
      if (dataUrl) sources.src = dataUrl;
    } else if (INLINE_IMAGE.test(src)) {
      sources.src = src;
    }
    if (srcset) {
      const candidates = srcset
        .split(',')
        .map((c) => c.trim().split(/\s+/))
        .map(([url, descriptor]) => [remoteUrl(url), descriptor] as const)
        .filter(([url]) => url !== null && !trackers.isTrackerImage(url))
        .map(([url, descriptor]) =>
          descriptor && /^\d+(?:\.\d+)?[wx]$/.test(descriptor) ? `${url} ${descriptor}` : url,
        );
      if (candidates.length) {
        sources.remoteSrcset = candidates.join(', ');
        if (!remote) remoteImages++;
      }
    }
    return sources;
  }

  /** A link's `href` as written: its click tracker unwrapped when the destination is known. */
  function linkHref(value: string): string {
    const href = value.trim();
    if (!href) return value;
    const tracked = trackers.trackedLink(href);
    if (tracked?.destination) {
      trackersRemoved++;
      return tracked.destination;
    }
    return href;
  }

  /**
   * The tag written for an allowed element, or null when it is dropped (keeping its text).
   *
   * The attributes are written in the order of `parsed` (which holds no number-like name
   * that could be allowed), those that change kept in place (`style` filtered, a link's
   * `href`, `target` and `rel`), those moved or added after them: `data-remote-background`,
   * then an image's `data-remote-src` or `src`, then `data-remote-srcset`, then a link's
   * `target` and `rel` when it had none. Dropped: every `data-*` of the input, `background`,
   * and an image's `src` and `srcset` (written again from what they hold, as above).
   */
  function openTag(name: string, parsed: Readonly<Attributes>): string | null {
    const originalStyle = parsed.style ?? '';
    const style = parsed.style !== undefined ? filterStyle(parsed.style) : '';
    let remoteBackground: string | null = null;
    if (parsed.background !== undefined) {
      const background = remoteUrl(parsed.background);
      if (background && !trackers.isTrackerImage(background)) {
        remoteBackground = background;
        remoteImages++;
      }
    }
    const image = name === 'img' || name === 'image';
    const sources = image ? transformImage(parsed, originalStyle) : null;
    if (image && !sources) return null;
    const link = name === 'a';
    const href = link && parsed.href !== undefined ? linkHref(parsed.href) : '';
    const tag = image ? 'img' : name;

    const own = TAG_ATTRIBUTES.get(tag);
    let written = `<${tag}`;
    let hadTarget = false;
    let hadRel = false;
    for (const key in parsed) {
      let value = parsed[key] ?? '';
      if (key === 'style') {
        if (!style) continue;
        value = style;
      } else if (key === 'background' || key.startsWith('data-')) {
        continue;
      } else if (image && (key === 'src' || key === 'srcset')) {
        continue;
      } else if (link && key === 'href') {
        value = href;
      } else if (link && key === 'target') {
        value = LINK_TARGET;
        hadTarget = true;
      } else if (link && key === 'rel') {
        value = LINK_REL;
        hadRel = true;
      }
      written += attributeText(tag, own, key, value);
    }
    if (remoteBackground !== null) {
      written += attributeText(tag, own, 'data-remote-background', remoteBackground);
    }
    if (sources !== null) {
      if (sources.remoteSrc !== null) {
        written += attributeText(tag, own, 'data-remote-src', sources.remoteSrc);
      }
      if (sources.src !== null) written += attributeText(tag, own, 'src', sources.src);
      if (sources.remoteSrcset !== null) {
        written += attributeText(tag, own, 'data-remote-srcset', sources.remoteSrcset);
      }
    }
    if (link && !hadTarget) written += attributeText(tag, own, 'target', LINK_TARGET);
    if (link && !hadRel) written += attributeText(tag, own, 'rel', LINK_REL);
    out += VOID_TAGS.has(tag) ? `${written} />` : `${written}>`;
    return tag;
  }

  const listener: HtmlListener = {
    onopentag(name, attribs) {
      if (droppedDepth > 0) {
        droppedDepth++;
        return;
      }
      const allowed =
        (ALLOWED_TAGS.has(name) || name === 'image') && openTags.length < NESTING_LIMIT;
      openWritten.push(allowed ? openTag(name, attribs) : null);
      openTags.push(name);
      if (!allowed && DROPPED_WITH_CONTENT.has(name)) droppedDepth = 1;
    },
    ontext(text) {
      if (droppedDepth === 0) out += escapeText(text);
    },
    onclosetag(name) {
      if (droppedDepth > 0 && --droppedDepth > 0) return;
      // htmlparser2 closes what a new tag implies closed, in order; a stray end tag is ignored.
      if (openTags.length === 0 || openTags[openTags.length - 1] !== name) return;
      openTags.pop();
      const written = openWritten.pop();
      if (written && !VOID_TAGS.has(written)) out += `</${written}>`;
    },
  };

  return {
    listener,
    result() {
      const css = styleText ? filterStylesheet(styleText) : '';
      return {
        html: css ? `<style>${css}</style>\n${out}` : out,
        hasRemoteImages: remoteImages > 0,
        trackersRemoved,
      };
    },
  };
}

/** Sanitises `html` in a pass of its own (processing shares the pass: ./process-email.ts). */
export function sanitizeEmailHtml(html: string, options: SanitizeOptions): SanitizedHtml {
  const sanitizer = htmlSanitizer(styleTextOf(html), options);
  parseHtml(html, sanitizer.listener);
  return sanitizer.result();
}

/**
 * The Content-ID that a `cid:` reference (what follows `cid:`) names, as `inlineImages` keys
 * it: URL-decoded where it can be, without <>, lowercase.
 */
export function contentIdKey(reference: string): string {
  let decoded = reference;
  try {
    decoded = decodeURIComponent(reference);
  } catch {
    // Not URL-encoded after all: taken as it is.
  }
  return decoded.replace(/^<|>$/g, '').toLowerCase();
}
