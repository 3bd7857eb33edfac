import type { AtRule, ChildNode, Container, Declaration, Root, Rule } from 'postcss';
import safeParse from 'postcss-safe-parser';

/**
 * CSS from email, made unable to fetch anything: no `@import`, no `@font-face`, no `url()`,
 * `image-set()` or any other function outside a short allow-list of pure ones (colours,
 * maths, gradients, transforms), no `expression()`/`behavior`/`-moz-binding`.
 *
 * The filter is deliberately blunt. Backslashes are removed before anything else (CSS escapes
 * could otherwise spell `\75 rl(` for `url(`), comments are removed, and a declaration is
 * dropped whole when its value mentions a function not on the list, even inside a string.
 * What it emits never contains `<`, so it cannot close the `<style>` element it sits in.
 *
 * postcss reads the structure: rules, at-rules and
 * declarations. Its safe parser never throws: email CSS with unclosed blocks or stray braces
 * is read the way a browser would recover from it. What is kept is written out again from the
 * parsed nodes, so nothing postcss did not understand reaches the page (decision 013).
 */

const ALLOWED_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  '-webkit-linear-gradient',
  '-webkit-radial-gradient',
  'translate',
  'translatex',
  'translatey',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'perspective',
  'cubic-bezier',
  'steps',
  'counter',
  'counters',
  'not',
  'is',
  'where',
  'nth-child',
  'nth-of-type',
  'nth-last-child',
  'nth-last-of-type',
  'lang',
]);

const BLOCKED_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding', 'src']);

/** At-rules whose block is itself a list of rules, kept after filtering their content. */
const NESTING_AT_RULES = new Set([
  'media',
  'supports',
  'container',
  'layer',
  'keyframes',
  '-webkit-keyframes',
]);

const MAX_STYLESHEET = 512 * 1024;
const MAX_DEPTH = 8;

function prepare(css: string): string {
  return (
    css
      .slice(0, MAX_STYLESHEET)
      .replace(/\\/g, '')
      .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ')
      .replace(/<!--|-->/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000/g, '')
  );
}

function finish(css: string): string {
  return css.replace(/</g, '\\3c ');
}

/** True when every function named in `text` is a pure one (see ALLOWED_FUNCTIONS). */
function onlyPureFunctions(text: string): boolean {
  const lower = text.toLowerCase();
  if (/expression|javascript:|vbscript:|@import/.test(lower)) return false;
  for (const match of lower.matchAll(/([a-z0-9_-]*)\(/g)) {
    const name = match[1] ?? '';
    if (name === '') continue; // a bare parenthesis, e.g. inside calc()
    if (!ALLOWED_FUNCTIONS.has(name)) return false;
  }
  return true;
}

/** postcss' tolerant parse; it only builds a `Document` for syntaxes such as HTML, never here. */
function parse(css: string): Root {
  return safeParse(css) as Root;
}

/** A declaration written out as `property: value`, or null when it is dropped. */
function keptDeclaration(node: Declaration): string | null {
  const property = node.prop.trim().toLowerCase();
  const value = node.value.trim() + (node.important ? ' !important' : '');
  if (!/^(?:--[a-z0-9_-]+|-?[a-z][a-z0-9-]*)$/.test(property)) return null;
  if (BLOCKED_PROPERTIES.has(property)) return null;
  if (!node.value.trim() || !onlyPureFunctions(value)) return null;
  return `${property}: ${value}`;
}

/** The declarations directly inside `container`; nested rules are not kept. */
function filterDeclarations(container: Container<ChildNode>): string {
  const kept: string[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type !== 'decl') continue;
    const declaration = keptDeclaration(node);
    if (declaration) kept.push(declaration);
  }
  return kept.join('; ');
}

/**
 * Inline styles repeat: an email's inlined CSS gives hundreds of elements the same few
 * `style` values. Parsing each with postcss costs ~3× the old hand-written splitter, so the
 * filtered result is remembered per thread (the filter is pure; the map is bounded).
 */
const styleAttributeCache = new Map<string, string>();
const MAX_CACHED_STYLES = 2048;
const MAX_CACHED_STYLE_LENGTH = 1024;

/** An inline `style` attribute's declarations, filtered. */
export function filterStyleAttribute(style: string): string {
  const cached = styleAttributeCache.get(style);
  if (cached !== undefined) return cached;
  const filtered = finish(filterDeclarations(parse(prepare(style))));
  if (style.length <= MAX_CACHED_STYLE_LENGTH) {
    if (styleAttributeCache.size >= MAX_CACHED_STYLES) styleAttributeCache.clear();
    styleAttributeCache.set(style, filtered);
  }
  return filtered;
}

function filterAtRule(node: AtRule, depth: number): string | null {
  const name = node.name.toLowerCase();
  // Statements (`@import …;`, `@charset …;`) have no block and are dropped.
  if (!node.nodes || !NESTING_AT_RULES.has(name) || depth >= MAX_DEPTH) return null;
  if (!onlyPureFunctions(node.params)) return null;
  const inner = filterRules(node, depth + 1);
  const head = node.params ? `@${node.name} ${node.params}` : `@${node.name}`;
  return inner ? `${head} { ${inner} }` : null;
}

function filterRule(node: Rule): string | null {
  const head = node.selector.trim();
  if (!head || !onlyPureFunctions(head)) return null;
  const declarations = filterDeclarations(node);
  return declarations ? `${head} { ${declarations} }` : null;
}

/** The rules and nesting at-rules directly inside `container`, filtered; stray text dropped. */
function filterRules(container: Container<ChildNode>, depth: number): string {
  const out: string[] = [];
  for (const node of container.nodes ?? []) {
    const kept =
      node.type === 'rule'
        ? filterRule(node)
        : node.type === 'atrule'
          ? filterAtRule(node, depth)
          : null;
    if (kept) out.push(kept);
  }
  return out.join('\n');
}

/** A `<style>` element's stylesheet, filtered. */
export function filterStylesheet(css: string): string {
  return finish(filterRules(parse(prepare(css)), 0));
}
