import { advance, allMatches, phraseGroups } from './phrases.ts';

/**
 * The matches of `new RegExp(anyOf(phrases, hole), 'giu')` (./phrases.ts), found without
 * compiling that regex. A phrase with two holes ('spend # get # off', "dès # d'achat #
 * offerts") writes the hole pattern out twice, so a long list of them makes one very long
 * regex: the spend-tier phrases with the amount-or-percent hole came to about 60 KB. V8
 * compiles a regex the first time it runs (to bytecode) and again the second time (to
 * machine code), and again for the first two-byte text ('€', '’'); at that size each compile
 * took tens to hundreds of milliseconds, paid by whichever mail first had a spend phrase.
 *
 * Here each phrase is its own small sticky regex, compiled only when its lead (its words up
 * to the first hole) is found. The search reads as the alternation does: at the first
 * position where some phrase matches, the first phrase in anyOf's order that matches there,
 * then on from the end of that match. One regex of the phrases' leads finds the positions
 * where a phrase may start.
 */
export interface PhraseScanner {
  (text: string): RegExpExecArray[];
  /** The sources of every regex the scanner may compile. */
  readonly sources: readonly string[];
}

export function phraseScanner(phrases: readonly string[], hole: string): PhraseScanner {
  const alternatives = phraseGroups(phrases, hole).flatMap((group) => {
    if (group.beforeHole.length || group.afterHole.length)
      throw new Error('phraseScanner: a phrase with its only hole at one end; use anyOf');
    return group.bodies.map(({ body, lead }) => {
      if (!lead || !body.startsWith(lead))
        throw new Error(`phraseScanner: a phrase must start with words: ${body}`);
      return {
        lead: new RegExp(`${group.before}${lead}`, 'iuy'),
        whole: new RegExp(`${group.before}${body}${group.after}`, 'iuy'),
      };
    });
  });
  const starts = new RegExp(`(?:${alternatives.map((a) => a.lead.source).join('|')})`, 'giu');

  /** The first phrase, in anyOf's order, that matches at `at`. */
  function matchAt(text: string, at: number): RegExpExecArray | null {
    for (const { lead, whole } of alternatives) {
      lead.lastIndex = at;
      if (!lead.test(text)) continue;
      whole.lastIndex = at;
      const m = whole.exec(text);
      if (m) return m;
    }
    return null;
  }

  const scan = (text: string): RegExpExecArray[] => {
    const found: RegExpExecArray[] = [];
    let from = 0;
    while (from <= text.length) {
      starts.lastIndex = from;
      const start = starts.exec(text);
      if (!start) break;
      const m = matchAt(text, start.index);
      if (m && m[0] !== '') {
        found.push(m);
        from = m.index + m[0].length;
      } else {
        if (m) found.push(m);
        from = advance(text, start.index, true);
      }
    }
    starts.lastIndex = 0;
    return found;
  };
  return Object.assign(scan, {
    sources: [starts.source, ...alternatives.flatMap((a) => [a.lead.source, a.whole.source])],
  });
}

/** A regex's matches (allMatches, ./phrases.ts) behind the same face as a phraseScanner. */
export function regexScanner(source: string): PhraseScanner {
  const re = new RegExp(source, 'giu');
  return Object.assign((text: string) => allMatches(re, text), { sources: [source] });
}
