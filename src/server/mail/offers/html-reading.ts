import { parseHtml, styleTextOf, type HtmlListener } from '../html-pass.ts';

/**
 * A reading of an email's HTML, listening to a pass over it (../html-pass.ts), that keeps
 * what offer extraction and the search text read:
 *
 * - the visible text as a reader sees it, in blocks (paragraphs, cells, list items,
 *   headings, lines split by <br>), leaving out what is not shown: <head>, scripts, styles,
 *   hidden preheaders and anything under `display:none`, `visibility:hidden`,
 *   `max-height:0`, `opacity:0`, the `hidden` attribute, text set in
 *   `font-size:0` (not the children that set their own size, as MJML layouts do), or
 *   a class that the message's own <style> hides (outside @media rules);
 * - the text of every `application/ld+json` script;
 * - microdata items (`itemscope`/`itemtype`/`itemprop`, including `<meta itemprop>`),
 *   visible or not, since senders often hide their markup;
 * - the visible images whose source is inline (`cid:`) or embedded (`data:`), with the
 *   block they sit before.
 */

export interface TextBlock {
  text: string;
  /**
   * How the block's text is set off, as EMPHASIS flags OR-ed together (bold, large, boxed,
   * dashed, letter-spaced, a link or a button, a heading, monospace): what makes a reader's
   * eye land on a code. 0 for plain text.
   */
  emphasis?: number;
}

/** The flags of `TextBlock.emphasis`. */
export const EMPHASIS = {
  bold: 1,
  large: 2,
  boxed: 4,
  dashed: 8,
  spaced: 16,
  link: 32,
  button: 64,
  heading: 128,
  mono: 256,
} as const;

const BOLD_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)/i;
const FONT_SIZE_STYLE = /font-size\s*:\s*(\d+(?:\.\d+)?)\s*(px|pt|em|rem)?/i;
const BORDER_STYLE =
  /(?:^|;|\s)(?:border(?:-(?:top|bottom|left|right))?|outline)\s*:\s*(?!none|0(?:px)?\s*(?:;|$))[^;]*/i;
const DASHED_STYLE = /dashed|dotted/i;
const SPACED_STYLE = /letter-spacing\s*:\s*(?!0|normal)/i;
const BUTTON_STYLE = /background(?:-color)?\s*:|padding\s*:/i;
const MONO_STYLE = /monospace|courier|consolas|menlo/i;
const HEADING_TAGS = new Set(['h1', 'h2', 'h3']);

/** The emphasis one element gives its text (its tag and inline style), before its parents'. */
function elementEmphasis(name: string, style: string): number {
  let flags = 0;
  if (name === 'b' || name === 'strong') flags |= EMPHASIS.bold;
  if (HEADING_TAGS.has(name)) flags |= EMPHASIS.heading | EMPHASIS.bold;
  if (name === 'a') flags |= EMPHASIS.link;
  if (name === 'button') flags |= EMPHASIS.button;
  if (name === 'code' || name === 'kbd' || name === 'tt' || name === 'pre') flags |= EMPHASIS.mono;
  if (style === '') return flags;
  if (BOLD_STYLE.test(style)) flags |= EMPHASIS.bold;
  const size = FONT_SIZE_STYLE.exec(style);
  if (size) {
    const unit = (size[2] ?? 'px').toLowerCase();
    const px = Number(size[1]) * (unit === 'pt' ? 4 / 3 : unit.endsWith('em') ? 16 : 1);
    if (px >= 20) flags |= EMPHASIS.large;
  }
  const border = BORDER_STYLE.exec(style);
  if (border) flags |= EMPHASIS.boxed | (DASHED_STYLE.test(border[0]) ? EMPHASIS.dashed : 0);
  if (SPACED_STYLE.test(style)) flags |= EMPHASIS.spaced;
  if (MONO_STYLE.test(style)) flags |= EMPHASIS.mono;
  if (name === 'a' && BUTTON_STYLE.test(style)) flags |= EMPHASIS.button;
  return flags;
}

export interface MicrodataItem {
  types: string[];
  props: Map<string, (string | MicrodataItem)[]>;
}

export interface InlineImage {
  /** `cid:…` or `data:…` */
  src: string;
  alt: string;
  /** Index of the next block (the image sits between blocks[index-1] and blocks[index]). */
  blockIndex: number;
}

/** A visible image loaded from the web (never fetched), where it sits among the blocks. */
export interface RemoteImage {
  /** The first MAX_REMOTE_SRC characters of its `src`. */
  src: string;
  alt: string;
  /**
   * Index of the block the image is in or just before: unlike an inline image it does not end
   * the block it sits in, so the text around it reads as it did before remote images were kept.
   */
  blockIndex: number;
}

export interface ReadDocument {
  blocks: TextBlock[];
  jsonLd: string[];
  microdata: MicrodataItem[];
  images: InlineImage[];
  /** The visible remote (http) images: a coupon's barcode is often one, its number printed beside. */
  remoteImages?: RemoteImage[];
  /** The `alt` texts of the visible images, remote ones included (a weak hint of a code). */
  alts: string[];
  /**
   * The first LEAD_TEXT_CHARS of the text outside <head>, scripts and styles, hidden text
   * included (senders write their hidden preheader for the inbox's preview line), each tag
   * read as a space.
   */
  leadText: string;
}

/** How much of the HTML's text `leadText` keeps: enough for a preview line. */
export const LEAD_TEXT_CHARS = 4000;

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'button',
  'caption',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const SKIPPED_TAGS = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'title',
  'svg',
  'object',
  'iframe',
]);
/** A font size: 0 hides the element's own text, a size of its own shows a child's again. */
const FONT_SIZE_ZERO_STYLE =
  /(?:^|;)\s*font-size\s*:\s*0(?:px|pt|em|rem|%)?\s*(?:!important)?\s*(?:;|$)/i;
const FONT_SIZE_SET_STYLE = /(?:^|;)\s*font-size\s*:/i;
/**
 * What hides an element from a reader. Not `mso-hide:all`: it hides from Outlook on Windows
 * only, and a bulletproof button writes its every other reader's copy with it (the VML
 * `<v:roundrect>` Outlook draws instead sits in a conditional comment, which no one else reads).
 */
const HIDDEN_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0(?:px)?\s*(?:!important)?\s*(?:;|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:!important)?\s*(?:;|$))/i;
const MAX_BLOCKS = 4000;
const MAX_BLOCK_TEXT = 2000;
const MAX_SCRIPTS = 20;
const MAX_ITEMS = 50;
const MAX_IMAGES = 20;
/** Enough of a remote image's address to read its path ("/barcode/ean13/…"). */
const MAX_REMOTE_SRC = 300;
/** The most `style` and `class` values whose hiding is remembered in one message. */
const MAX_REMEMBERED = 5000;
/** No itemprop names: shared, never changed (a frame keeps only a non-empty list). */
const NO_NAMES: string[] = [];

interface Frame {
  hidden: boolean;
  skipped: boolean;
  item: MicrodataItem | null;
  /** itemprop names whose value is this element's text */
  textProps: string[] | null;
  text: string;
  /** the item this element's itemprop belongs to */
  owner: MicrodataItem | null;
}

/**
 * The frames of elements that hold no microdata, shared: nothing changes them (only a frame
 * with `textProps` gathers text), and most elements are such.
 */
const PLAIN_FRAMES: readonly Frame[] = [false, true].flatMap((hidden) =>
  [false, true].map((skipped) =>
    Object.freeze({ hidden, skipped, item: null, textProps: null, text: '', owner: null }),
  ),
);
function plainFrame(hidden: boolean, skipped: boolean): Frame {
  return PLAIN_FRAMES[(hidden ? 2 : 0) + (skipped ? 1 : 0)] as Frame;
}

/** How many characters in a row, one per cell or span, read as one word (oneWordIfSpacedOut). */
const MIN_SPELLED_OUT = 4;
const ONE_CHARACTER = /^[\p{L}\p{N}-]$/u;
/** A text of single letters, digits or hyphens set apart by spaces: 'S A V E - 2 0'. */
const SPACED_OUT = /^[\p{L}\p{N}-](?: [\p{L}\p{N}-]){3,23}$/u;

/**
 * A word spelled out one character per span with spaces between ('W I T A J - 1 0', as
 * letter-spaced boxes render) reads as one word: 'WITAJ-10'. Other text is unchanged.
 */
export function oneWordIfSpacedOut(text: string): string {
  return text.length >= 2 * MIN_SPELLED_OUT - 1 && SPACED_OUT.test(text)
    ? text.replace(/ /g, '')
    : text;
}

/** A run of white space that is not a lone ' ': two or more characters, or one other than ' '. */
const SPACE_TO_COLLAPSE = /\s\s+|[^\S ]/g;

/**
 * `text.replace(/\s+/g, ' ').trim()`, faster: every maximal run of white space still becomes
 * one ' ' (the leftmost match at a run's start takes it whole), but the lone spaces between
 * words, most runs in text, are not matched and replaced one by one.
 */
export function collapseWhiteSpace(text: string): string {
  return text.replace(SPACE_TO_COLLAPSE, ' ').trim();
}

/** Class names a `<style>` block hides outside media queries (`.preheader { display:none }`). */
function hiddenClasses(css: string): Set<string> {
  const hidden = new Set<string>();
  // Drop @media/@supports blocks (one nesting level), which hide things only on some screens.
  const flat = css.replace(/@(?:media|supports)[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gi, '');
  for (const rule of flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (
      !/display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0(?![.\d])/i.test(rule[2] ?? '')
    )
      continue;
    for (const selector of (rule[1] ?? '').split(',')) {
      const m = /^\s*(?:[a-z0-9]*)\.([\w-]+)\s*$/i.exec(selector);
      if (m?.[1]) hidden.add(m[1].toLowerCase());
    }
  }
  return hidden;
}

function propValue(tag: string, attribs: Record<string, string>): string | null {
  if (tag === 'meta') return attribs.content ?? '';
  if (tag === 'a' || tag === 'link' || tag === 'area') return attribs.href ?? '';
  if (tag === 'img' || tag === 'source' || tag === 'video' || tag === 'audio')
    return attribs.src ?? '';
  if (tag === 'time' && attribs.datetime) return attribs.datetime;
  if ((tag === 'data' || tag === 'meter') && attribs.value) return attribs.value;
  if (attribs.content !== undefined) return attribs.content;
  return null;
}

function addProp(item: MicrodataItem, names: string[], value: string | MicrodataItem): void {
  for (const name of names) {
    const list = item.props.get(name);
    if (list) list.push(value);
    else item.props.set(name, [value]);
  }
}

/** The longest HTML read whole; a longer one is read up to this length (readHtml). */
export const MAX_HTML_READ = 1024 * 1024;

interface HtmlReader {
  listener: HtmlListener;
  /** The document read, once the pass is over. */
  result(): ReadDocument;
}

/**
 * A reader listening to a pass over HTML (../html-pass.ts) of at most MAX_HTML_READ
 * characters. `styleText` is the text of the HTML's `<style>` blocks, where it looks first for
 * the message's own hiding classes.
 */
function htmlReader(styleText: string): HtmlReader {
  const hidingClasses = styleText ? hiddenClasses(styleText) : new Set<string>();

  const blocks: TextBlock[] = [];
  const jsonLd: string[] = [];
  const microdata: MicrodataItem[] = [];
  const images: InlineImage[] = [];
  const remoteImages: RemoteImage[] = [];
  const alts: string[] = [];
  const stack: Frame[] = [];
  /** The emphasis of each open element, its parents' included (in step with `stack`). */
  const emphasisStack: number[] = [];
  /** Whether each open element's text is set in font-size 0, inherited (in step with `stack`). */
  const fontZeroStack: boolean[] = [];
  /** The emphasis of the text gathered in `current`. */
  let currentEmphasis = 0;
  /** Open microdata items, innermost last. */
  const items: MicrodataItem[] = [];
  let capturing = 0;
  let current = '';
  let hiddenDepth = 0;
  let skippedDepth = 0;
  let scriptText: string | null = null;
  let lead = '';
  /** For each open table row, the blocks and images there were when it opened. */
  const rows: { blocks: number; images: number }[] = [];

  /**
   * A row whose cells each hold one character ('5' '8' '2' '9' '1' '0', a code drawn one
   * character per box) reads as one word, as a reader sees it: its blocks become one.
   */
  function closeRow(): void {
    const row = rows.pop();
    if (!row || images.length !== row.images || blocks.length - row.blocks < MIN_SPELLED_OUT)
      return;
    const cells = blocks.slice(row.blocks);
    if (!cells.every((c) => ONE_CHARACTER.test(c.text))) return;
    blocks.length = row.blocks;
    blocks.push({
      text: cells.map((c) => c.text).join(''),
      emphasis: cells.reduce((flags, c) => flags | (c.emphasis ?? 0), 0),
    });
  }

  // Emails repeat the same few `style` and `class` values on hundreds of elements: whether
  // one hides is worked out once per message (both are pure functions of the value).
  const stylesHiding = new Map<string, boolean>();
  const classesHiding = new Map<string, boolean>();
  function hidingStyle(style: string): boolean {
    let hides = stylesHiding.get(style);
    if (hides === undefined) {
      hides = HIDDEN_STYLE.test(style);
      if (stylesHiding.size < MAX_REMEMBERED) stylesHiding.set(style, hides);
    }
    return hides;
  }
  function hidingClass(classes: string): boolean {
    let hides = classesHiding.get(classes);
    if (hides === undefined) {
      hides = classes
        .toLowerCase()
        .split(/\s+/)
        .some((c) => hidingClasses.has(c));
      if (classesHiding.size < MAX_REMEMBERED) classesHiding.set(classes, hides);
    }
    return hides;
  }

  const stylesFontZero = new Map<string, boolean | null>();
  /** Whether a style sets the font size to 0; null when it sets no size (the parent's holds). */
  function fontSizeZero(style: string): boolean | null {
    let zero = stylesFontZero.get(style);
    if (zero === undefined) {
      zero = FONT_SIZE_SET_STYLE.test(style) ? FONT_SIZE_ZERO_STYLE.test(style) : null;
      if (stylesFontZero.size < MAX_REMEMBERED) stylesFontZero.set(style, zero);
    }
    return zero;
  }

  const stylesEmphasis = new Map<string, number>();
  function emphasisOf(name: string, style: string): number {
    const key = `${name} ${style}`;
    let flags = stylesEmphasis.get(key);
    if (flags === undefined) {
      flags = elementEmphasis(name, style);
      if (stylesEmphasis.size < MAX_REMEMBERED) stylesEmphasis.set(key, flags);
    }
    return flags;
  }

  function flush(): void {
    if (current === '') return;
    const text = oneWordIfSpacedOut(collapseWhiteSpace(current));
    const emphasis = currentEmphasis;
    current = '';
    currentEmphasis = 0;
    if (text && blocks.length < MAX_BLOCKS)
      blocks.push({ text: text.slice(0, MAX_BLOCK_TEXT), emphasis });
  }

  const listener: HtmlListener = {
    onopentag(name, attribs) {
      const style = attribs.style ?? '';
      const hidden =
        'hidden' in attribs ||
        (style !== '' && hidingStyle(style)) ||
        (hidingClasses.size > 0 && attribs.class !== undefined && hidingClass(attribs.class));
      const skipped = SKIPPED_TAGS.has(name);
      const parentItem = items[items.length - 1] ?? null;
      let item: MicrodataItem | null = null;
      let textProps: string[] | null = null;
      let owner: MicrodataItem | null = null;
      const itemprop =
        attribs.itemprop === undefined
          ? NO_NAMES
          : attribs.itemprop.trim().split(/\s+/).filter(Boolean);

      if ('itemscope' in attribs && microdata.length < MAX_ITEMS) {
        item = {
          types: (attribs.itemtype ?? '').split(/\s+/).filter(Boolean),
          props: new Map(),
        };
        if (itemprop.length && parentItem) addProp(parentItem, itemprop, item);
        else microdata.push(item);
      } else if (itemprop.length && parentItem) {
        const value = propValue(name, attribs);
        if (value !== null) addProp(parentItem, itemprop, value);
        else {
          textProps = itemprop;
          owner = parentItem;
        }
      }
      const frame: Frame =
        item !== null || textProps !== null
          ? { hidden, skipped, item, textProps, text: '', owner }
          : plainFrame(hidden, skipped);

      if (
        name === 'script' &&
        /ld\+json/i.test(attribs.type ?? '') &&
        jsonLd.length < MAX_SCRIPTS
      ) {
        scriptText = '';
      }
      if (BLOCK_TAGS.has(name)) flush();
      if (name === 'tr') rows.push({ blocks: blocks.length, images: images.length });
      if (lead.length < LEAD_TEXT_CHARS) lead += ' ';
      if (hidden) hiddenDepth++;
      if (skipped) skippedDepth++;
      stack.push(frame);
      emphasisStack.push((emphasisStack[emphasisStack.length - 1] ?? 0) | emphasisOf(name, style));
      const ownFontZero = style === '' ? null : fontSizeZero(style);
      fontZeroStack.push(ownFontZero ?? fontZeroStack[fontZeroStack.length - 1] ?? false);
      if (frame.item) items.push(frame.item);
      if (frame.textProps) capturing++;

      if (name === 'img' && hiddenDepth === 0 && skippedDepth === 0 && images.length < MAX_IMAGES) {
        const src = (attribs.src ?? '').trim();
        if (attribs.alt?.trim() && alts.length < MAX_IMAGES) alts.push(attribs.alt.trim());
        if (/^(?:cid|data):/i.test(src)) {
          flush();
          images.push({ src, alt: attribs.alt ?? '', blockIndex: blocks.length });
        } else if (/^(?:https?:)?\/\//i.test(src) && remoteImages.length < MAX_IMAGES) {
          remoteImages.push({
            src: src.slice(0, MAX_REMOTE_SRC),
            alt: (attribs.alt ?? '').trim(),
            blockIndex: blocks.length,
          });
        }
      }
    },
    ontext(text) {
      if (scriptText !== null) {
        scriptText += text;
        return;
      }
      if (capturing > 0) for (const frame of stack) if (frame.textProps) frame.text += text;
      if (skippedDepth > 0) return;
      if (hiddenDepth === 0 && !fontZeroStack[fontZeroStack.length - 1]) {
        current += text;
        if (text.trim() !== '') currentEmphasis |= emphasisStack[emphasisStack.length - 1] ?? 0;
      }
      if (lead.length < LEAD_TEXT_CHARS) lead += text;
    },
    onclosetag(name) {
      if (name === 'script' && scriptText !== null) {
        jsonLd.push(scriptText);
        scriptText = null;
      }
      // Pop to the matching frame (htmlparser2 closes implied tags itself, in order).
      const frame = stack.pop();
      if (!frame) return;
      emphasisStack.pop();
      fontZeroStack.pop();
      if (frame.hidden) hiddenDepth--;
      if (frame.skipped) skippedDepth--;
      if (frame.item) items.pop();
      if (frame.textProps) capturing--;
      if (frame.textProps && frame.owner) {
        addProp(frame.owner, frame.textProps, collapseWhiteSpace(frame.text));
      }
      if (BLOCK_TAGS.has(name)) flush();
      if (name === 'tr') closeRow();
      if (lead.length < LEAD_TEXT_CHARS) lead += ' ';
    },
  };
  return {
    listener,
    result() {
      flush();
      return {
        blocks,
        jsonLd,
        microdata,
        images,
        remoteImages,
        alts,
        leadText: lead.slice(0, LEAD_TEXT_CHARS),
      };
    },
  };
}

/** Reads `html` (up to MAX_HTML_READ characters) in a pass of its own. */
export function readHtml(html: string): ReadDocument {
  const source = html.length > MAX_HTML_READ ? html.slice(0, MAX_HTML_READ) : html;
  const reader = htmlReader(styleTextOf(source));
  parseHtml(source, reader.listener);
  return reader.result();
}

/**
 * text/plain as blocks: paragraphs (lines wrapped at 72 columns are one sentence), but a
 * short line stays a block of its own ('Your code:' then 'SAVE20').
 */
export function readPlainText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const joined = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (joined && blocks.length < MAX_BLOCKS)
      blocks.push({ text: joined.slice(0, MAX_BLOCK_TEXT) });
    paragraph = [];
  };
  for (const raw of text.slice(0, MAX_HTML_READ).split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || /^[-=_*~#]{3,}$/.test(line)) {
      flush();
      continue;
    }
    paragraph.push(line);
    // A wrapped line runs to the margin; a short one ends its paragraph.
    if (raw.trimEnd().length < 60 || /[:!?]$/.test(line)) flush();
  }
  flush();
  return blocks;
}

/**
 * The visible text of a read document, its blocks joined by a space and every run of white
 * space made one, up to `maxChars` (the search index's text: what a reader sees).
 */
export function visibleText(doc: ReadDocument, maxChars: number): string {
  let out = '';
  for (const block of doc.blocks) {
    const text = collapseWhiteSpace(block.text);
    if (!text) continue;
    out = out ? `${out} ${text}` : text;
    if (out.length >= maxChars) return out.slice(0, maxChars);
  }
  return out;
}
