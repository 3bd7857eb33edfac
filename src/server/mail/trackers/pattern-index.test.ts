import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LiteralAutomaton, PatternIndex, requiredLiteral } from './pattern-index.ts';

const lists = ['simplify-tracker-blocklist.json', 'mailtrackerblocker.json'].flatMap(
  (f) =>
    JSON.parse(fs.readFileSync(new URL(`./data/${f}`, import.meta.url), 'utf8')) as {
      pattern: string;
    }[],
);
const patterns = lists.map((e) => e.pattern);

describe('requiredLiteral', () => {
  it.each([
    ['click.absolutesoftware-email.com\\/open.aspx', 'absolutesoftware-email'],
    ['lt.php(.*)\\?l=open', '?l=open'],
    ['mkt\\d{2,5}.(com|net)\\/open', null],
    ['sellercentral(-europe)?(-japan)?.amazon.+\\/nms\\/img\\/', 'sellercentral'],
    ['\\/trk\\?t=', '/trk?t='],
    ['cmail(d{1,2}).com', 'cmail'],
    ['ab', null],
    ['[a-z]+\\/track\\/open', '/track/open'],
    ['https?:\\/\\/xyz', '://xyz'],
  ])('%s → %s', (pattern, literal) => {
    expect(requiredLiteral(pattern)).toBe(literal);
  });
});

describe('LiteralAutomaton', () => {
  it('finds overlapping literals', () => {
    const automaton = new LiteralAutomaton(['he', 'she', 'his', 'hers']);
    expect([...automaton.search('ushers')].sort()).toEqual([0, 1, 3]);
  });
});

describe('LiteralAutomaton against a plain search', () => {
  it('reports each occurrence of each literal, and only those', () => {
    const literals = ['ab', 'abc', 'bca', 'c', 'caab', 'é', 'bé', 'aaa', 'b/c', '?x='];
    const automaton = new LiteralAutomaton(literals);
    const alphabet = ['a', 'b', 'c', 'é', '/', '?', 'x', '=', 'Z', '\u0100'];
    let seed = 11;
    for (let n = 0; n < 3000; n++) {
      let text = '';
      for (let i = 0; i < n % 23; i++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        text += alphabet[seed % alphabet.length];
      }
      const reported: number[] = [];
      automaton.visit(text, (id) => {
        reported.push(id);
        return false;
      });
      const expected: number[] = [];
      for (let end = 1; end <= text.length; end++) {
        literals.forEach((literal, id) => {
          if (text.slice(0, end).endsWith(literal)) expected.push(id);
        });
      }
      expect(reported.sort(), text).toEqual(expected.sort());
    }
  });

  it('stops when told', () => {
    const automaton = new LiteralAutomaton(['a', 'b']);
    const seen: number[] = [];
    expect(automaton.visit('xaby', (id) => (seen.push(id), true))).toBe(true);
    expect(seen).toEqual([0]);
    expect(automaton.visit('xy', () => true)).toBe(false);
  });
});

describe('PatternIndex', () => {
  it('agrees with the plain regexes on the real lists', () => {
    const index = new PatternIndex(patterns);
    const plain = patterns.flatMap((p) => {
      try {
        return [new RegExp(p, 'i')];
      } catch {
        return [];
      }
    });
    const urls = [
      ...patterns.map(
        (p) => `https://host.example/${(requiredLiteral(p) ?? 'x').toUpperCase()}?a=1`,
      ),
      ...patterns.map((p) => `https://${p.replace(/\\/g, '').replace(/[.*+?()[\]{}^$|]/g, '')}`),
      'https://cdn.shop.example/img/hero.jpg',
      'https://shop.list-manage.com/track/open.php?u=1',
      'https://email.airbnb.com/wf/open?x=1',
      'https://mkt1234.com/open',
      'https://sellercentral-europe.amazon.de/nms/img/x.gif',
    ];
    let matches = 0;
    for (const url of urls) {
      const expected = plain.some((re) => re.test(url));
      if (expected) matches++;
      expect(index.test(url), url).toBe(expected);
    }
    expect(matches).toBeGreaterThan(100);
  });
});
