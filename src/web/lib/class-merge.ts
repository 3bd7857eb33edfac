/**
 * Resolves conflicting Tailwind classes: of two classes that set the same thing under the
 * same variants (`px-4` then `px-2`, `bg-card` then `bg-primary`), the later one wins and
 * the earlier one is dropped, so `cn(base, className)` lets a caller override a component.
 *
 * This is a compact stand-in for tailwind-merge (8.4 KB gzip, more than the rest of the
 * landing page's own code; the page has a 120 KB budget). It knows the utility families
 * this app uses; a class it does not recognise is always kept (never wrongly dropped).
 * `class-merge.test.ts` checks it against tailwind-merge itself.
 */

const TEXT_SIZES = new Set([
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  '8xl',
  '9xl',
]);
const SHADOW_SIZES = new Set(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'inner', 'none']);
const FONT_WEIGHTS = new Set([
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
]);
const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const SIDES = ['t', 'r', 'b', 'l', 's', 'e'];
const CORNERS = ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'es', 'ee'];

/** Whole-word utilities and the group each belongs to. */
const KEYWORDS: Record<string, string> = {};
function keywords(group: string, words: string): void {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}
keywords(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid contents table table-row table-cell flow-root list-item hidden',
);
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('text-transform', 'uppercase lowercase capitalize normal-case');
keywords('font-style', 'italic not-italic');
keywords('text-decoration-line', 'underline overline line-through no-underline');
keywords('sr', 'sr-only not-sr-only');
keywords('text-overflow', 'truncate text-ellipsis text-clip');
keywords('font-smoothing', 'antialiased subpixel-antialiased');
keywords('grow', 'grow grow-0');
keywords('shrink', 'shrink shrink-0');
keywords('border-w', 'border');
keywords('rounded', 'rounded');
keywords('shadow', 'shadow');
keywords('ring-w', 'ring');
keywords('transition', 'transition');
keywords('isolation', 'isolate isolation-auto');
keywords('blur', 'blur');
keywords('backdrop-blur', 'backdrop-blur');

/** Groups a later class also takes over from (a later `p-4` replaces an earlier `px-2`). */
const CLAIMS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  rounded: CORNERS.map((c) => `rounded-${c}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': SIDES.map((s) => `border-w-${s}`).concat('border-w-x', 'border-w-y'),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': SIDES.map((s) => `border-color-${s}`).concat('border-color-x', 'border-color-y'),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  flex: ['grow', 'shrink', 'basis'],
  'line-clamp': ['display', 'overflow'],
  'font-size': ['leading'],
};

/** Utilities named `prefix-value` whose every value sets the same thing. Longest first. */
const SIMPLE_PREFIXES = [
  'p',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'ps',
  'pe',
  'm',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
  'ms',
  'me',
  'w',
  'min-w',
  'max-w',
  'h',
  'min-h',
  'max-h',
  'size',
  'inset',
  'inset-x',
  'inset-y',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'z',
  'order',
  'opacity',
  'gap',
  'gap-x',
  'gap-y',
  'space-x',
  'space-y',
  'basis',
  'grow',
  'shrink',
  'grid-cols',
  'grid-rows',
  'col-span',
  'col-start',
  'col-end',
  'row-span',
  'row-start',
  'row-end',
  'columns',
  'aspect',
  'items',
  'justify-items',
  'justify-self',
  'justify',
  'content',
  'self',
  'place-content',
  'place-items',
  'place-self',
  'overflow',
  'overflow-x',
  'overflow-y',
  'overscroll',
  'overscroll-x',
  'overscroll-y',
  'whitespace',
  'break',
  'line-clamp',
  'leading',
  'tracking',
  'indent',
  'align',
  'list',
  'cursor',
  'select',
  'pointer-events',
  'resize',
  'touch',
  'will-change',
  'appearance',
  'caret',
  'accent',
  'duration',
  'ease',
  'delay',
  'animate',
  'scale',
  'scale-x',
  'scale-y',
  'rotate',
  'translate-x',
  'translate-y',
  'skew-x',
  'skew-y',
  'origin',
  'blur',
  'backdrop-blur',
  'brightness',
  'contrast',
  'grayscale',
  'saturate',
  'underline-offset',
  'outline-offset',
  'ring-offset',
  'from',
  'via',
  'to',
  'fill',
  'object',
  'mix-blend',
  'bg-blend',
  'bg-clip',
  'bg-origin',
  'snap',
  'scroll-m',
  'scroll-p',
  'decoration',
].sort((a, b) => b.length - a.length);

const isLength = (value: string) =>
  /^\[(length:|\d|\.\d|calc\(|clamp\(|min\(|max\(|var\(--(text|font)-)/.test(value) ||
  /^\d+(\.\d+)?(px)?$/.test(value);
const isArbitraryLengthLike = (value: string) =>
  /^\[(length:)?[\d.]+(px|rem|em|%|vh|vw|ch)?\]$/.test(value);
const isNumeric = (value: string) => /^\d+(\.\d+)?$/.test(value) || isArbitraryLengthLike(value);

function groupOfPrefixed(utility: string): string | null {
  const dash = utility.indexOf('-');
  const head = dash === -1 ? utility : utility.slice(0, dash);
  const value = dash === -1 ? '' : utility.slice(dash + 1);
  const bare = value.split('/')[0] ?? '';

  switch (head) {
    case 'text':
      if (TEXT_SIZES.has(bare) || isLength(bare)) return 'font-size';
      if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(bare))
        return 'text-align';
      if (['wrap', 'nowrap', 'balance', 'pretty'].includes(bare)) return 'text-wrap';
      return 'text-color';
    case 'font':
      return FONT_WEIGHTS.has(bare) ? 'font-weight' : 'font-family';
    case 'bg':
      if (['fixed', 'local', 'scroll'].includes(bare)) return 'bg-attachment';
      if (['auto', 'cover', 'contain'].includes(bare)) return 'bg-size';
      if (/^(no-)?repeat/.test(bare)) return 'bg-repeat';
      if (/^(none|linear|radial|conic)|^\[url/.test(bare)) return 'bg-image';
      if (/^(top|bottom|left|right|center)/.test(bare)) return 'bg-position';
      if (/^(clip|origin|blend)-/.test(value)) return `bg-${value.split('-')[0]}`;
      return 'bg-color';
    case 'rounded': {
      const side = value.split('-')[0] ?? '';
      return CORNERS.includes(side) ? `rounded-${side}` : 'rounded';
    }
    case 'border': {
      const parts = value.split('-');
      const side = parts[0] && ['x', 'y', ...SIDES].includes(parts[0]) ? `-${parts.shift()}` : '';
      const rest = parts.join('-');
      if (rest === '' || isNumeric(rest)) return `border-w${side}`;
      if (BORDER_STYLES.has(rest)) return 'border-style';
      return `border-color${side}`;
    }
    case 'shadow':
      return SHADOW_SIZES.has(bare) || bare.startsWith('[') ? 'shadow' : 'shadow-color';
    case 'ring':
      if (value.startsWith('offset-')) {
        return isNumeric(value.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      }
      if (bare === 'inset') return 'ring-inset';
      return isNumeric(bare) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (value.startsWith('offset-')) return 'outline-offset';
      if (['none', 'hidden', 'solid', 'dashed', 'dotted', 'double'].includes(bare))
        return 'outline-style';
      return isNumeric(bare) ? 'outline-w' : 'outline-color';
    case 'stroke':
      return isNumeric(bare) ? 'stroke-w' : 'stroke-color';
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction';
      if (/^(wrap|wrap-reverse|nowrap)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'object':
      return ['contain', 'cover', 'fill', 'none', 'scale-down'].includes(value)
        ? 'object-fit'
        : 'object-position';
    case 'transition':
      return 'transition';
  }
  for (const prefix of SIMPLE_PREFIXES) {
    if (utility.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}

interface ParsedClass {
  /** Variants and the important flag, which scope the conflict ("hover:", "sm:", "!"). */
  scope: string;
  group: string | null;
}

function parseClass(token: string): ParsedClass {
  // Split variants off at the last ':' outside brackets: `data-[state=open]:bg-card`.
  let depth = 0;
  let last = -1;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) last = i;
  }
  let scope = token.slice(0, last + 1);
  let utility = token.slice(last + 1);
  if (utility.startsWith('!') || utility.endsWith('!')) {
    scope += '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  // Arbitrary properties, `[mask-type:alpha]`, conflict by property name.
  const arbitrary = /^\[([a-z-]+):/.exec(utility);
  const group = arbitrary ? `[${arbitrary[1]}]` : (KEYWORDS[utility] ?? groupOfPrefixed(utility));
  return { scope, group };
}

/**
 * Results by input. Components ask for the same few class lists on every render (every inbox
 * row the same two or three), so each list is parsed once; the cache is dropped whole when
 * it reaches its bound.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 1000;

/** Drops every class that a later class in the list overrides. */
export function mergeClasses(classList: string): string {
  const hit = merged.get(classList);
  if (hit !== undefined) return hit;
  const result = mergeUncached(classList);
  if (merged.size >= MERGED_MAX) merged.clear();
  merged.set(classList, result);
  return result;
}

function mergeUncached(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    const { scope, group } = parseClass(token);
    if (group !== null) {
      const key = `${scope}${group}`;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const claimed of CLAIMS[group] ?? []) taken.add(`${scope}${claimed}`);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
