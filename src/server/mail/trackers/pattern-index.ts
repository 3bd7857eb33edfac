/**
 * Matches a URL against hundreds of tracker regexes quickly. Each regex's required literal
 * (the longest run of plain characters outside groups, classes and quantifiers) goes into an
 * Aho-Corasick automaton; a URL runs through it once, and only the regexes whose literal
 * occurs are then tried. Regexes without a usable literal (alternations, very short ones)
 * are always tried, combined into one.
 */

const MIN_LITERAL = 3;

/** Index just past the character class opening at `start`. */
function skipClass(pattern: string, start: number): number {
  let i = start + 1;
  while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just past the group opening at `start`. */
function skipGroup(pattern: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '\\') i += 2;
    else if (c === '[') i = skipClass(pattern, i);
    else {
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0) return i + 1;
      i++;
    }
  }
  return i;
}

/** The longest literal every match of `pattern` must contain (lowercase), or null. */
export function requiredLiteral(pattern: string): string | null {
  if (pattern.includes('|')) return null;
  let best = '';
  let run = '';
  const end = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i] as string;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[a-zA-Z0-9]/.test(next)) {
        end(); // \d, \w, \s, \b, \u…, back-references: not literal
      } else {
        run += next;
      }
      i += 2;
      continue;
    }
    if (c === '*' || c === '?') {
      run = run.slice(0, -1); // the previous character may be absent
      end();
      i++;
      continue;
    }
    if (c === '+') {
      end();
      i++;
      continue;
    }
    if (c === '{') {
      run = run.slice(0, -1);
      end();
      const close = pattern.indexOf('}', i);
      i = close < 0 ? pattern.length : close + 1;
      continue;
    }
    if (c === '[' || c === '(') {
      // A class or a group: its content is not required as written.
      end();
      i = c === '[' ? skipClass(pattern, i) : skipGroup(pattern, i);
      // A quantifier after it.
      if (pattern[i] === '*' || pattern[i] === '?' || pattern[i] === '+') i++;
      else if (pattern[i] === '{') {
        const close = pattern.indexOf('}', i);
        i = close < 0 ? pattern.length : close + 1;
      }
      continue;
    }
    if (c === '.' || c === '^' || c === '$' || c === ')' || c === ']') {
      end();
      i++;
      continue;
    }
    run += c;
    i++;
  }
  end();
  return best.length >= MIN_LITERAL ? best.toLowerCase() : null;
}

/** Transitions by UTF-16 code unit: found literals are a superset of a code-point search's. */
interface Node {
  next: Map<number, number>;
  fail: number;
  out: number[];
}

/** Aho-Corasick over lowercase literals; `search` returns the ids of those found. */
export class LiteralAutomaton {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];

  constructor(literals: string[]) {
    literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const ch = literal.charCodeAt(i);
        let to = this.nodes[state]?.next.get(ch);
        if (to === undefined) {
          to = this.nodes.length;
          this.nodes.push({ next: new Map(), fail: 0, out: [] });
          this.nodes[state]?.next.set(ch, to);
        }
        state = to;
      }
      this.nodes[state]?.out.push(id);
    });
    const queue: number[] = [];
    for (const to of this.nodes[0]?.next.values() ?? []) queue.push(to);
    while (queue.length) {
      const state = queue.shift() as number;
      const node = this.nodes[state] as Node;
      for (const [ch, to] of node.next) {
        queue.push(to);
        let f = node.fail;
        while (f !== 0 && !this.nodes[f]?.next.has(ch)) f = this.nodes[f]?.fail ?? 0;
        const target = this.nodes[f]?.next.get(ch);
        const toNode = this.nodes[to] as Node;
        toNode.fail = target !== undefined && target !== to ? target : 0;
        toNode.out.push(...(this.nodes[toNode.fail]?.out ?? []));
      }
    }
  }

  search(text: string): Set<number> {
    const found = new Set<number>();
    this.visit(text, (id) => {
      found.add(id);
      return false;
    });
    return found;
  }

  /**
   * Calls `onFound` with the id of each literal found (an id may come more than once), in
   * order of where it ends, until `onFound` returns true; returns whether it did.
   */
  visit(text: string, onFound: (id: number) => boolean): boolean {
    const nodes = this.nodes;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      for (;;) {
        const to = (nodes[state] as Node).next.get(ch);
        if (to !== undefined) {
          state = to;
          break;
        }
        if (state === 0) break;
        state = (nodes[state] as Node).fail;
      }
      const out = (nodes[state] as Node).out;
      for (let k = 0; k < out.length; k++) if (onFound(out[k] as number)) return true;
    }
    return false;
  }
}

/** Any-of matching for many case-insensitive regexes (patterns that fail to compile are skipped). */
export class PatternIndex {
  private readonly automaton: LiteralAutomaton;
  private readonly byLiteral: RegExp[][] = [];
  private readonly always: RegExp | null;

  constructor(patterns: string[]) {
    const literals: string[] = [];
    const literalIds = new Map<string, number>();
    const rest: string[] = [];
    for (const pattern of patterns) {
      let re: RegExp;
      try {
        re = new RegExp(pattern, 'i');
      } catch {
        continue;
      }
      const literal = requiredLiteral(pattern);
      if (!literal) {
        rest.push(pattern);
        continue;
      }
      let id = literalIds.get(literal);
      if (id === undefined) {
        id = literals.length;
        literals.push(literal);
        literalIds.set(literal, id);
        this.byLiteral.push([]);
      }
      this.byLiteral[id]?.push(re);
    }
    this.automaton = new LiteralAutomaton(literals);
    this.always = rest.length ? new RegExp(rest.map((p) => `(?:${p})`).join('|'), 'i') : null;
  }

  test(text: string): boolean {
    // Each literal's regexes are tried once, as soon as the literal is found.
    const tried = new Set<number>();
    const matched = this.automaton.visit(text.toLowerCase(), (id) => {
      if (tried.has(id)) return false;
      tried.add(id);
      return this.byLiteral[id]?.some((re) => re.test(text)) ?? false;
    });
    return matched || (this.always?.test(text) ?? false);
  }
}
