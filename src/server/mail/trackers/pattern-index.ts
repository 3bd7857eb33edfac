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

/**
 * Aho-Corasick over lowercase literals; `search` returns the ids of those found.
 *
 * The trie and its failure links are built as usual, then compiled into a table of every
 * transition (the automaton as a DFA): the state after reading a code unit is one lookup
 * instead of following failure links. Code units are read through classes, one for each
 * that occurs in some literal and class 0 for all others (from any state, such a code unit
 * leads back to the root, as its failure chain ends there with no transition). The states
 * met, and so the literals reported and their order, are those of the failure-link walk.
 */
export class LiteralAutomaton {
  /** Class of each ASCII code unit (0: in no literal). */
  private readonly asciiClass = new Int32Array(128);
  /** Class of the other code units that occur in literals. */
  private readonly otherClass = new Map<number, number>();
  private readonly classCount: number;
  /**
   * `delta[state * classCount + class]`: the next state's row (`next * classCount`), inverted
   * (`~row`, negative) when that state reports literals.
   */
  private readonly delta: Int32Array;
  /** Literal ids output in `state`: `outIds[outStart[state] .. outStart[state + 1]]`. */
  private readonly outStart: Int32Array;
  private readonly outIds: Int32Array;

  constructor(literals: string[]) {
    const nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
    let classCount = 1;
    const classOf = (ch: number): number => {
      if (ch < 128) {
        if (this.asciiClass[ch] === 0) this.asciiClass[ch] = classCount++;
        return this.asciiClass[ch] as number;
      }
      let cls = this.otherClass.get(ch);
      if (cls === undefined) this.otherClass.set(ch, (cls = classCount++));
      return cls;
    };
    literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const cls = classOf(literal.charCodeAt(i));
        let to = nodes[state]?.next.get(cls);
        if (to === undefined) {
          to = nodes.length;
          nodes.push({ next: new Map(), fail: 0, out: [] });
          nodes[state]?.next.set(cls, to);
        }
        state = to;
      }
      nodes[state]?.out.push(id);
    });
    // Failure links, breadth first (a state's link is to a shallower one).
    const order: number[] = [];
    for (const to of nodes[0]?.next.values() ?? []) order.push(to);
    for (let q = 0; q < order.length; q++) {
      const state = order[q] as number;
      const node = nodes[state] as Node;
      for (const [cls, to] of node.next) {
        order.push(to);
        let f = node.fail;
        while (f !== 0 && !nodes[f]?.next.has(cls)) f = nodes[f]?.fail ?? 0;
        const target = nodes[f]?.next.get(cls);
        const toNode = nodes[to] as Node;
        toNode.fail = target !== undefined && target !== to ? target : 0;
        toNode.out.push(...(nodes[toNode.fail]?.out ?? []));
      }
    }
    // Every transition: the trie's own, else the failure link's (already filled in, being
    // shallower); from the root, the trie's own or the root.
    const next = new Int32Array(nodes.length * classCount);
    for (const state of [0, ...order]) {
      const node = nodes[state] as Node;
      const row = state * classCount;
      const failRow = node.fail * classCount;
      for (let cls = 1; cls < classCount; cls++) {
        const to = node.next.get(cls);
        next[row + cls] = to !== undefined ? to : state === 0 ? 0 : (next[failRow + cls] as number);
      }
    }
    // As walked: the next state's row, its bits inverted (negative) when it reports literals.
    this.classCount = classCount;
    this.delta = next.map((to) => {
      const row = to * classCount;
      return nodes[to]?.out.length ? ~row : row;
    });
    this.outStart = new Int32Array(nodes.length + 1);
    const ids: number[] = [];
    nodes.forEach((node, state) => {
      this.outStart[state] = ids.length;
      ids.push(...node.out);
    });
    this.outStart[nodes.length] = ids.length;
    this.outIds = Int32Array.from(ids);
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
    const { asciiClass, otherClass, classCount, delta, outStart, outIds } = this;
    /** The current state's row in `delta` (`state * classCount`). */
    let row = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      const cls = ch < 128 ? (asciiClass[ch] as number) : (otherClass.get(ch) ?? 0);
      row = delta[row + cls] as number;
      if (row < 0) {
        // A state with literals to report.
        row = ~row;
        const state = row / classCount;
        const end = outStart[state + 1] as number;
        for (let k = outStart[state] as number; k < end; k++) {
          if (onFound(outIds[k] as number)) return true;
        }
      }
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
    // Each literal's regexes are tried once, as soon as the literal is found (most URLs
    // hold none: the set is made for the first).
    let tried: Set<number> | null = null;
    const matched = this.automaton.visit(text.toLowerCase(), (id) => {
      if (tried === null) tried = new Set();
      else if (tried.has(id)) return false;
      tried.add(id);
      return this.byLiteral[id]?.some((re) => re.test(text)) ?? false;
    });
    return matched || (this.always?.test(text) ?? false);
  }
}
