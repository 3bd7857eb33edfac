import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { filterStyleAttribute, filterStylesheet } from './css-filter.ts';
import type { TrackerMatcher } from './trackers/trackers.ts';

/**
 * Email HTML made safe to show and quiet to open, in one pass of sanitize-html:
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

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'acronym',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'big',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'main',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
];

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'title',
  'svg',
  'math',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'audio',
  'video',
  'canvas',
  'map',
];

const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'nowrap', 'scope', 'headers', 'abbr', 'axis'];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': [
    'align',
    'valign',
    'dir',
    'lang',
    'title',
    'style',
    'class',
    'id',
    'width',
    'height',
    'bgcolor',
    'color',
    'border',
    'role',
    'aria-label',
    'aria-hidden',
    'data-remote-background',
  ],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'data-remote-src', 'data-remote-srcset', 'hspace', 'vspace'],
  table: ['cellpadding', 'cellspacing', 'summary', 'frame', 'rules'],
  td: CELL_ATTRIBUTES,
  th: CELL_ATTRIBUTES,
  col: ['span'],
  colgroup: ['span'],
  font: ['face', 'size'],
  ol: ['start', 'type', 'reversed'],
  ul: ['type'],
  li: ['value', 'type'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  details: ['open'],
};

const DROP = 'dealbox-dropped';
const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const MAX_STYLE_BLOCKS = 64;

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

function pixels(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
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

function extractStyleBlocks(html: string): string {
  const blocks: string[] = [];
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    blocks.push(match[1] ?? '');
    if (blocks.length >= MAX_STYLE_BLOCKS) break;
  }
  return blocks.length ? filterStylesheet(blocks.join('\n')) : '';
}

export function sanitizeEmailHtml(html: string, options: SanitizeOptions): SanitizedHtml {
  const { trackers, inlineImages } = options;
  let remoteImages = 0;
  let trackersRemoved = 0;
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

  function transformImage(attribs: sanitizeHtml.Attributes, originalStyle: string) {
    const src = (attribs.src ?? '').trim();
    delete attribs.src;
    const srcset = attribs.srcset;
    delete attribs.srcset;
    const remote = remoteUrl(src);
    if (remote) {
      if (trackers.isTrackerImage(remote)) {
        trackersRemoved++;
        return { tagName: DROP, attribs: {} };
      }
      const width = pixels(attribs.width) ?? styleLength(originalStyle, 'width');
      const height = pixels(attribs.height) ?? styleLength(originalStyle, 'height');
      const tiny = (width !== undefined && width <= 1) || (height !== undefined && height <= 1);
      if (tiny || isHidden(originalStyle)) {
        if (!trackers.isSpacer(remote)) trackersRemoved++;
        return { tagName: DROP, attribs: {} };
      }
      attribs['data-remote-src'] = remote;
      remoteImages++;
    } else if (/^cid:/i.test(src)) {
      const cid = decodeURIComponentSafe(src.slice(4)).replace(/^<|>$/g, '').toLowerCase();
      const dataUrl = inlineImages?.get(cid);
      if (dataUrl) attribs.src = dataUrl;
    } else if (INLINE_IMAGE.test(src)) {
      attribs.src = src;
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
        attribs['data-remote-srcset'] = candidates.join(', ');
        if (!remote) remoteImages++;
      }
    }
    return { tagName: 'img', attribs };
  }

  function transformLink(attribs: sanitizeHtml.Attributes) {
    const href = attribs.href?.trim();
    if (href) {
      const tracked = trackers.trackedLink(href);
      if (tracked?.destination) {
        attribs.href = tracked.destination;
        trackersRemoved++;
      } else {
        attribs.href = href;
      }
    }
    attribs.target = '_blank';
    attribs.rel = 'noopener noreferrer nofollow';
    return { tagName: 'a', attribs };
  }

  const body = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    parseStyleAttributes: false,
    nestingLimit: 200,
    transformTags: {
      '*': (tagName, attribs) => {
        for (const name of Object.keys(attribs)) {
          if (name.startsWith('data-')) delete attribs[name];
        }
        const originalStyle = attribs.style ?? '';
        if (attribs.style !== undefined) {
          const style = filterStyle(attribs.style);
          if (style) attribs.style = style;
          else delete attribs.style;
        }
        if (attribs.background !== undefined) {
          const background = remoteUrl(attribs.background);
          delete attribs.background;
          if (background && !trackers.isTrackerImage(background)) {
            attribs['data-remote-background'] = background;
            remoteImages++;
          }
        }
        if (tagName === 'img' || tagName === 'image') return transformImage(attribs, originalStyle);
        if (tagName === 'a') return transformLink(attribs);
        return { tagName, attribs };
      },
    },
  });

  const css = extractStyleBlocks(html);
  return {
    html: css ? `<style>${css}</style>\n${body}` : body,
    hasRemoteImages: remoteImages > 0,
    trackersRemoved,
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The `?images=1` variant: blocked remote images back in place (for 'Show images'). */
export function restoreRemoteImages(html: string): string {
  return html.replace(/\bdata-remote-(srcset|src|background)=/g, '$1=');
}

/** Plain text of sanitised HTML, for the search index. */
export function htmlToText(html: string): string {
  const text = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]*>/g, ' ');
  // Every entity, named or numeric (&nbsp; becomes U+00A0, which \s collapses below).
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}
