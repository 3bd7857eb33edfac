/**
 * CSS from email, made unable to fetch anything: no `@import`, no `@font-face`, no `url()`,
 * `image-set()` or any other function outside a short allow-list of pure ones (colours,
 * maths, gradients, transforms), no `expression()`/`behavior`/`-moz-binding`.
 *
 * The filter is deliberately blunt. Backslashes are removed before anything else (CSS escapes
 * could otherwise spell `\75 rl(` for `url(`), comments are removed, and a declaration is
 * dropped whole when its value mentions a function not on the list, even inside a string.
 * What it emits never contains `<`, so it cannot close the `<style>` element it sits in.
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

/** Index just past a quoted string starting at `start` (its quote character). */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote && text[i] !== '\n') i++;
  return i + 1;
}

/**
 * Splits `text` at `separator` characters that are outside strings, parentheses, brackets
 * and braces.
 */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = skipString(text, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  parts.push(text.slice(start));
  return parts;
}

function filterDeclarationList(block: string): string {
  const kept: string[] = [];
  for (const declaration of splitTopLevel(block, ';')) {
    if (/[{}]/.test(declaration)) continue; // nested rules are not kept
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!/^(?:--[a-z0-9_-]+|-?[a-z][a-z0-9-]*)$/.test(property)) continue;
    if (BLOCKED_PROPERTIES.has(property)) continue;
    if (!value || !onlyPureFunctions(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** An inline `style` attribute's declarations, filtered. */
export function filterStyleAttribute(style: string): string {
  return finish(filterDeclarationList(prepare(style)));
}

/** Reads up to the end of a `{…}` block that opens at `open`; returns [content, next index]. */
function readBlock(text: string, open: number): [string, number] {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = skipString(text, i);
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return [text.slice(open + 1, i), i + 1];
    }
    i++;
  }
  return [text.slice(open + 1), text.length];
}

/** Reads a prelude up to `{` or `;` at the top level; returns [prelude, index of stop char]. */
function readPrelude(text: string, start: number): [string, number] {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = skipString(text, i);
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === '{' || c === ';' || c === '}')) return [text.slice(start, i), i];
    i++;
  }
  return [text.slice(start), text.length];
}

function filterRules(text: string, depth: number): string {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
    if (i >= text.length) break;
    const [prelude, stop] = readPrelude(text, i);
    const stopChar = text[stop];
    if (stopChar !== '{') {
      // A statement (`@import …;`, `@charset …;`) or stray text: dropped.
      i = stop + 1;
      continue;
    }
    const [block, next] = readBlock(text, stop);
    i = next;
    const head = prelude.trim();
    if (!head) continue;
    if (head.startsWith('@')) {
      const name = /^@([a-z-]+)/i.exec(head)?.[1]?.toLowerCase() ?? '';
      if (!NESTING_AT_RULES.has(name) || depth >= MAX_DEPTH) continue;
      if (!onlyPureFunctions(head.slice(name.length + 1))) continue;
      const inner = filterRules(block, depth + 1);
      if (inner) out.push(`${head} { ${inner} }`);
      continue;
    }
    if (!onlyPureFunctions(head)) continue;
    const declarations = filterDeclarationList(block);
    if (declarations) out.push(`${head} { ${declarations} }`);
  }
  return out.join('\n');
}

/** A `<style>` element's stylesheet, filtered. */
export function filterStylesheet(css: string): string {
  return finish(filterRules(prepare(css), 0));
}
