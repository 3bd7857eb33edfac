/**
 * What the sanitiser (./sanitize.ts) lets through of an email's HTML: the tags, the
 * attributes on each, the URL schemes, and the elements dropped with all they contain.
 * Anything not named here is left out. A change here is a change to the security boundary:
 * ./sanitize.test.ts and e2e/hostile-mail.spec.ts are its contract (decisions 006 and 033).
 */

export const ALLOWED_TAGS = new Set([
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
]);

/** Dropped together with everything inside them. */
export const DROPPED_WITH_CONTENT = new Set([
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
]);

const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'nowrap', 'scope', 'headers', 'abbr', 'axis'];

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
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

/** Attributes kept on any allowed tag, and those kept on one tag besides. */
export const GLOBAL_ATTRIBUTES = new Set(ALLOWED_ATTRIBUTES['*']);
export const TAG_ATTRIBUTES = new Map(
  Object.entries(ALLOWED_ATTRIBUTES)
    .filter(([tag]) => tag !== '*')
    .map(([tag, names]) => [tag, new Set(names)]),
);

/**
 * Allowed attributes that mean nothing without a value: written as `name` alone they would
 * read as true (`href`, `src`) or be invalid, so an empty one is dropped. `alt=""` is kept
 * (an image with nothing to say); the rest (`nowrap`, `open`, `reversed`) are boolean.
 */
export const NEEDS_A_VALUE = new Set([
  'abbr',
  'cite',
  'class',
  'color',
  'colspan',
  'datetime',
  'dir',
  'headers',
  'height',
  'href',
  'id',
  'lang',
  'name',
  'rel',
  'rowspan',
  'scope',
  'size',
  'span',
  'src',
  'start',
  'style',
  'target',
  'title',
  'type',
  'value',
  'width',
]);
/** Attributes holding a URL, whose scheme is checked (see unsafeUrl). */
export const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['data']);
/** Written `<br />`: elements that have no content and no end tag. */
export const VOID_TAGS = new Set(['img', 'br', 'hr', 'col', 'wbr']);
/** An attribute name that cannot end the attribute or the tag it sits in. */
export const VALID_ATTRIBUTE_NAME = /^[^\0\t\n\f\r /<=>]+$/;
export const NESTING_LIMIT = 200;

/**
 * A URL attribute whose scheme is not allowed, or that is protocol-relative. Browsers skip
 * control characters and spaces inside a scheme (`jav&#x09;ascript:`) and an XML comment can
 * hide one, so both are removed before looking. A URL with no scheme is relative: harmless
 * in the body's own document, which has no base.
 */
export function unsafeUrl(tag: string, value: string): boolean {
  // Most URLs start `https:` or `http:`, as written: nothing in those characters is removed
  // below, and what is removed after them cannot change them, so that is the scheme read.
  const scheme = value.startsWith('https:') ? 'https' : value.startsWith('http:') ? 'http' : null;
  if (scheme !== null) return !(tag === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES).has(scheme);
  return unsafeUrlAsRead(tag, value);
}

/** unsafeUrl, reading the scheme the long way (exported for its test). */
export function unsafeUrlAsRead(tag: string, value: string): boolean {
  // eslint-disable-next-line no-control-regex
  let url = value.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const open = url.indexOf('<!--');
    const close = open < 0 ? -1 : url.indexOf('-->', open + 4);
    if (close < 0) break;
    url = url.slice(0, open) + url.slice(close + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url)?.[1];
  if (scheme === undefined) return /^[/\\]{2}/.test(url);
  return !(tag === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES).has(scheme.toLowerCase());
}
