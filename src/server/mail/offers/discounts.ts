import { LANGUAGES } from './languages/all-languages.ts';
import { WORD_END, WORD_START, anyOf } from './phrases.ts';
import { phraseScanner, regexScanner, type PhraseScanner } from './phrase-scanner.ts';
import { keyScreen, phraseKeys } from './screens.ts';

/**
 * Discounts in a text, in one canonical, readable form: `20% off`, `$10 off $50+`,
 * `€15 off €75+`, `free shipping`, `BOGO free`, `BOGO 50% off`, `B2G1 free`. Written in any
 * language of ./languages: `-20 %`, `20 % Rabatt`, `15 € offerts dès 75 € d'achat`.
 */

export type DiscountKind = 'percent' | 'amount' | 'shipping' | 'bogo';

export interface DiscountMention {
  start: number;
  end: number;
  kind: DiscountKind;
  /** Canonical text, e.g. '$10 off $50+'. */
  canonical: string;
}

const NUMBER = '\\d{1,5}(?:[.,]\\d{3})*(?:[.,]\\d{1,2})?';
const CURRENCY_BEFORE = '(?:[$£€]|US\\$|R\\$|EUR\\s?|GBP\\s?|USD\\s?|PLN\\s?|BRL\\s?)';
const CURRENCY_AFTER =
  '(?:\\s?(?:€|£|EUR|GBP|USD|PLN|BRL|euros?|Euro|zł|zl|złotych|złote|reais)' + WORD_END + ')';
const AMOUNT = `(?:${CURRENCY_BEFORE}\\s?${NUMBER}|${NUMBER}${CURRENCY_AFTER})`;
const PERCENT_WORDS = [
  'percent',
  'per cent',
  'prozent',
  'pour cent',
  'por ciento',
  'per cento',
  'por cento',
  'procent',
];
const PERCENT = `(?:${NUMBER}\\s?(?:%|(?:${PERCENT_WORDS.map((w) => w.replace(' ', '\\s?')).join('|')})${WORD_END}))`;
const UP_TO = `(?:(?:up\\s+to|bis\\s+zu|jusqu['’]à|fino\\s+al?|tot(?:\\s+wel)?|do)\\s+|hasta\\s+(?:(?:un|el)\\s+)?|até\\s+(?:(?:a|os)\\s+)?)`;
/** Text that every match of AMOUNT, of PERCENT, contains: their keys (./screens.ts). */
const AMOUNT_KEYS = ['$', '£', '€', 'eur', 'gbp', 'usd', 'pln', 'brl', 'zł', 'zl', 'reais'];
const PERCENT_KEYS = ['%', ...PERCENT_WORDS];

function all<K extends keyof (typeof LANGUAGES)[number]>(key: K): string[] {
  return LANGUAGES.flatMap((l) => l[key] as readonly string[]);
}

const PATTERNS: ({
  kind: DiscountKind;
  shape: 'percent' | 'amount' | 'spend' | 'shipping' | 'bogo' | 'bogoPercent' | 'b2g1';
  /** Text every match contains (./screens.ts): the pattern runs only on a text with one. */
  keys: string[];
} & ({ source: string } | { scan: PhraseScanner }))[] = [
  {
    kind: 'bogo',
    shape: 'bogoPercent',
    source: anyOf(all('bogoPercent'), `-?\\s?${PERCENT}`),
    keys: phraseKeys(all('bogoPercent'), PERCENT_KEYS),
  },
  {
    kind: 'bogo',
    shape: 'b2g1',
    source: anyOf(all('b2g1Free')),
    keys: phraseKeys(all('b2g1Free')),
  },
  {
    kind: 'bogo',
    shape: 'bogo',
    source: anyOf(all('bogoFree')),
    keys: phraseKeys(all('bogoFree')),
  },
  {
    kind: 'bogo',
    shape: 'b2g1',
    source: `${WORD_START}buy\\s+(?:\\d|one|two|three)\\s*,?\\s*get\\s+(?:\\d|one|two)\\s+free${WORD_END}`,
    keys: ['buy'],
  },
  {
    kind: 'amount',
    shape: 'spend',
    // Not one regex: anyOf would write the hole out twice per phrase (./phrase-scanner.ts).
    scan: phraseScanner(all('spendThenGet'), `(?:${AMOUNT}|${PERCENT})`),
    keys: phraseKeys(all('spendThenGet')),
  },
  {
    kind: 'percent',
    shape: 'percent',
    source: `(?:${UP_TO})?${anyOf(all('percentOff'), PERCENT)}`,
    keys: phraseKeys(all('percentOff'), PERCENT_KEYS),
  },
  {
    kind: 'amount',
    shape: 'amount',
    source: `(?:${UP_TO})?${anyOf(all('amountOff'), AMOUNT)}`,
    keys: phraseKeys(all('amountOff'), AMOUNT_KEYS),
  },
  {
    kind: 'shipping',
    shape: 'shipping',
    source: anyOf(all('freeShipping')),
    keys: phraseKeys(all('freeShipping')),
  },
];
const COMPILED = PATTERNS.map((p) => ({
  ...p,
  scan: 'scan' in p ? p.scan : regexScanner(p.source),
  screen: keyScreen(p.keys),
}));
const AMOUNT_RE = new RegExp(AMOUNT, 'giu');
const PERCENT_RE = new RegExp(PERCENT, 'giu');
const MINIMUM_RE = new RegExp(
  // A few words may come between: '20 € sur votre première box dès 60 € d’achat'.
  `^[\\s,:(–—-]*(?:[\\p{L}\\p{N}'’-]+\\s+){0,4}${anyOf(all('minimumSpend'), AMOUNT)}(?:\\s*\\+|\\s+or\\s+more)?`,
  'iu',
);
/**
 * The sources of the regexes findDiscounts runs on a discount phrase: each stays under the
 * 20 KB above which V8 compiles a regex without its optimisations, and slowly (a test holds
 * them to it; ./phrase-scanner.ts).
 */
export const DISCOUNT_PATTERN_SOURCES: readonly string[] = [
  ...COMPILED.flatMap((p) => p.scan.sources),
  AMOUNT,
  PERCENT,
  MINIMUM_RE.source,
];
/** A cheap first look: every discount phrase has a number or one of these words. */
const FREE_SHIPPING_WORDS = [
  ...new Set(all('freeShipping').map((p) => p.split(/\\s+/)[0] as string)),
];
/** Words N and M stand around in 'N for M' deals ('3 for 2', '3x2', '3 za 2'). */
const N_FOR_M_WORDS = ['for', 'für', 'pour', 'por', 'x', 'per', 'voor', 'za'];
/** Plain words every other discount phrase has one of: currencies, percent, buy, free, pay. */
const FIRST_LOOK_WORDS = [
  'percent',
  'eur',
  'usd',
  'gbp',
  'pln',
  'brl',
  'zł',
  'zl',
  'reais',
  'procent',
  'prozent',
  'bogo',
  'b2g1',
  'buy',
  'kauf',
  'zwei',
  'achet',
  ...['gratis', 'omaggio', 'paghi', 'prezzo', 'metà', 'halve', 'betalen', 'darmo', 'cenie'],
  ...['ceny', 'zapłać', 'zaplac'],
];
const MAYBE_DISCOUNT_RE = new RegExp(
  `%|per cent|[$£€]|\\d\\s*(?:${N_FOR_M_WORDS.join('|')})\\s*\\d|pour\\s?cent|${FIRST_LOOK_WORDS.join('|')}|${FREE_SHIPPING_WORDS.join('|')}`,
  'iu',
);
/**
 * And a quicker one before it (./screens.ts): MAYBE_DISCOUNT_RE's alternatives as keys,
 * `\d\s*(?:for|für|pour|…)\s*\d` spelled out digit by digit ('2for1', '3 für 2').
 */
const DIGITS = [...'0123456789'];
const MAYBE_DISCOUNT_SCREEN = keyScreen([
  // The shipping words go into the regex as they are: plain words only, or no screen.
  ...(FREE_SHIPPING_WORDS.every((w) => /^[\p{L} ]+$/u.test(w)) ? [] : ['']),
  '%',
  'per cent',
  '$',
  '£',
  '€',
  ...DIGITS.flatMap((a) => N_FOR_M_WORDS.flatMap((w) => DIGITS.map((b) => a + w + b))),
  'pour cent',
  ...FIRST_LOOK_WORDS,
  ...FREE_SHIPPING_WORDS,
]);
/**
 * The deals written as whole phrases, with no number or currency the first look above knows
 * ('leve 3, pague 2', 'drie voor twee', 'le 2e … offert'): their own keys open it too, so
 * every phrase of the tables is looked for.
 */
const PHRASE_DEALS_SCREEN = keyScreen(
  phraseKeys([
    ...all('b2g1Free'),
    ...all('bogoFree'),
    ...all('bogoPercent').filter((phrase) => !phrase.includes('#')),
  ]),
);
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  uno: 1,
  dos: 2,
  tres: 3,
  um: 1,
  dois: 2,
  duas: 2,
  três: 3,
  due: 2,
  tre: 3,
  twee: 2,
  drie: 3,
  dwa: 2,
  trzy: 3,
  zwei: 2,
  drei: 3,
  deux: 2,
  trois: 3,
};

/** '$10.00' → '$10'; '4,95 €' → '€4.95'; '1.234,50 €' → '€1234.50'. */
export function canonicalAmount(text: string): string | null {
  const t = text.trim();
  const symbol = /£|GBP/i.test(t)
    ? '£'
    : /€|EUR|euro/i.test(t)
      ? '€'
      : /R\$|BRL|reais/i.test(t)
        ? 'R$'
        : /\$|USD/i.test(t)
          ? '$'
          : /PLN|zł|zl/i.test(t)
            ? 'PLN '
            : null;
  const digits = /\d[\d.,]*/.exec(t)?.[0];
  if (!symbol || !digits) return null;
  return symbol + canonicalNumber(digits);
}

function canonicalNumber(digits: string): string {
  // The last separator followed by one or two digits is the decimal one.
  const m = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(digits);
  const whole = (m?.[1] ?? digits).replace(/[.,]/g, '');
  const cents = m?.[2];
  const value = Number(`${whole}.${cents ?? '0'}`);
  if (!Number.isFinite(value)) return digits;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function canonicalPercent(text: string): string | null {
  const digits = /\d[\d.,]*/.exec(text)?.[0];
  return digits ? `${canonicalNumber(digits)}%` : null;
}

function describe(shape: (typeof PATTERNS)[number]['shape'], matched: string): string | null {
  const upTo = new RegExp(`^${UP_TO}`, 'iu').test(matched) ? 'up to ' : '';
  switch (shape) {
    case 'percent': {
      const pct = matched.match(PERCENT_RE)?.[0];
      const value = pct && canonicalPercent(pct);
      if (!value || Number(value.slice(0, -1)) <= 0 || Number(value.slice(0, -1)) > 100)
        return null;
      return `${upTo}${value} off`;
    }
    case 'amount': {
      const amount = matched.match(AMOUNT_RE)?.[0];
      const value = amount && canonicalAmount(amount);
      return value && !/^.0$/.test(value) ? `${upTo}${value} off` : null;
    }
    case 'spend': {
      const amounts = matched.match(AMOUNT_RE) ?? [];
      const pct = matched.match(PERCENT_RE)?.[0];
      const minimum = amounts[0] && canonicalAmount(amounts[0]);
      if (!minimum) return null;
      if (pct) return `${canonicalPercent(pct)} off ${minimum}+`;
      const amount = amounts[1] && canonicalAmount(amounts[1]);
      return amount ? `${amount} off ${minimum}+` : null;
    }
    case 'shipping':
      return 'free shipping';
    case 'bogo':
      return 'BOGO free';
    case 'bogoPercent': {
      const pct = matched.match(PERCENT_RE)?.[0];
      if (pct) return `BOGO ${canonicalPercent(pct)} off`;
      return HALF_PRICE_RE.test(matched) ? 'BOGO 50% off' : 'BOGO free';
    }
    case 'b2g1': {
      const nums = [...matched.matchAll(NUMBER_RE)].map(
        (m) => NUMBER_WORDS[m[0].toLowerCase()] ?? Number(m[0]),
      );
      const [buy = 2, firstGet = 1] = nums.length >= 2 ? nums : [];
      // 'get a 3rd free' names which one is free, not how many.
      const get =
        /3rd|third|dritte|troisième|3e\b|3ème|3\.|tercer|terceir|terz|derde|trzeci|3º|3ª/iu.test(
          matched,
        )
          ? 1
          : firstGet;
      // 'N for M', 'N kaufen, M zahlen', 'N pour le prix de M': buy M, get N − M free.
      if (
        (/\b(?:for|für|pour|zahlen|bezahlen|prix|preis|por|paga|pague|precio|preço|paghi|prezzo|betaal|betalen|voor|za|płacisz|zapłać|cenie)\b/iu.test(
          matched,
        ) ||
          /\d\s*x\s*\d/i.test(matched)) &&
        buy > get
      ) {
        return get === 1 && buy === 2 ? 'BOGO free' : `B${get}G${buy - get} free`;
      }
      if (buy === 1 && get === 1) return 'BOGO free';
      return `B${buy}G${get} free`;
    }
  }
}

/** A digit (not '3rd', '3e', '3.', '3º'), or a number word of NUMBER_WORDS. */
const NUMBER_RE = new RegExp(
  `\\d(?!rd|e\\b|ème|\\.|º|ª)|\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`,
  'giu',
);

/** 'Second at half price', where no percentage is written. */
const HALF_PRICE_RE =
  /half\s+(?:price|off)|halben\s+preis|moitié\s+prix|mitad\s+de\s+precio|metade\s+do\s+preço|halve\s+prijs|metà\s+prezzo|a\s+metà|p[óo]ł\s+ceny|po[łl]ow[ęey]\s+ceny/iu;

/** Every discount in `text`, in order, overlapping mentions resolved to the longest. */
export function findDiscounts(text: string): DiscountMention[] {
  const maybe =
    (MAYBE_DISCOUNT_SCREEN(text) && MAYBE_DISCOUNT_RE.test(text)) || PHRASE_DEALS_SCREEN(text);
  if (!maybe) return [];
  const found: DiscountMention[] = [];
  const spends = new Set<DiscountMention>();
  for (const pattern of COMPILED) {
    for (const m of pattern.screen(text) ? pattern.scan(text) : []) {
      const canonical = describe(pattern.shape, m[0]);
      if (!canonical) continue;
      const d = { start: m.index, end: m.index + m[0].length, kind: pattern.kind, canonical };
      found.push(d);
      if (pattern.shape === 'spend') spends.add(d);
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: DiscountMention[] = [];
  for (const d of spends.size
    ? found.filter((d) => !minimumOfTheOneBefore(text, d, found, spends))
    : found) {
    const last = kept[kept.length - 1];
    if (last && d.start < last.end) {
      if (d.end - d.start > last.end - last.start) kept[kept.length - 1] = d;
      continue;
    }
    kept.push(d);
  }
  return kept.map((d, i) =>
    withMinimumBefore(
      text,
      withMinimum(text, d, kept[i + 1]?.start ?? text.length),
      kept[i - 1]?.end ?? 0,
    ),
  );
}

/**
 * Whether a 'spend # get #' mention ('dès 50 € d'achat 25 € offerts') starts right after a
 * discount of its own ('10 € offerts'), tiers run together on one line: its minimum is the
 * one before's ('10 € offerts dès 50 €'), and its discount is read on its own.
 */
function minimumOfTheOneBefore(
  text: string,
  d: DiscountMention,
  found: readonly DiscountMention[],
  spends: ReadonlySet<DiscountMention>,
): boolean {
  if (!spends.has(d)) return false;
  return found.some(
    (p) =>
      !spends.has(p) &&
      (p.kind === 'amount' || p.kind === 'percent') &&
      p.end <= d.start &&
      /^[\s,;]*$/.test(text.slice(p.end, d.start)) &&
      // A discount inside a tier before ('Spend $100, save $20 Spend $200, …') is that tier's.
      !found.some((s) => s !== d && spends.has(s) && s.start <= p.start && p.end <= s.end),
  );
}

/** '$10 off' followed by 'on orders of $50+' becomes '$10 off $50+'. */
function withMinimum(text: string, d: DiscountMention, limit: number): DiscountMention {
  if ((d.kind !== 'amount' && d.kind !== 'percent') || /\+$/.test(d.canonical)) return d;
  const window = text.slice(d.end, Math.min(limit, d.end + 60)).split(CLAUSE_END_RE)[0] ?? '';
  // The minimum may follow the code: '10 € de remise avec le code ARGILE10, dès 50 € d'achat'.
  const m = minimumAt(window) ?? minimumAt(window.replace(CODE_CLAUSE_RE, ''));
  const amount = m?.[0].match(AMOUNT_RE)?.[0];
  const minimum = amount && canonicalAmount(amount);
  if (!m || !minimum) return withBareMinimum(window, d);
  return { ...d, end: d.end + m[0].length, canonical: `${d.canonical} ${minimum}+` };
}

/**
 * Where a clause ends: '!', '?', '|', '•', ';', a line break, or a full stop that is not an
 * abbreviation's (a dot followed by a digit or a lower-case word, 'za min. 250 zł', is one).
 */
const CLAUSE_END_RE = /[!?|•;\n]|\.(?!\s*[\p{Ll}\p{N}])/u;
const CODE_CLAUSE_RE =
  /^\s*(?:with|using|mit|avec|con\s+el|con|com\s+o|com|usando|met|z)\s+(?:the\s+|dem\s+|le\s+|il\s+|de\s+)?(?:promo\s*)?(?:code|código|codigo|codice|cupón|cupon|cupom|cupão|kod(?:em)?(?:\s+rabatowym)?|kortingscode)\s+\S+/iu;
const MINIMUM_FIRST_RE = new RegExp(anyOf(all('minimumFirst'), AMOUNT), 'iu');
const BARE_MINIMUM_RE = new RegExp(`^\\s*${AMOUNT}(?!\\s*(?:%|off|rabatt|offerts?))`, 'iu');
const MINIMUM_ANYWHERE_RE = new RegExp(anyOf(all('minimumSpend'), AMOUNT), 'iu');
/** Screens (./screens.ts) for the regexes above: each match of them has a minimumSpend match. */
const MINIMUM_SCREEN = keyScreen(phraseKeys(all('minimumSpend'), AMOUNT_KEYS));
const MINIMUM_FIRST_SCREEN = keyScreen(phraseKeys(all('minimumFirst'), AMOUNT_KEYS));

/** MINIMUM_RE's match in a text, if its screen lets the text through. */
function minimumAt(text: string): RegExpExecArray | null {
  return MINIMUM_SCREEN(text) ? MINIMUM_RE.exec(text) : null;
}

/** Whether a text states a minimum spend ('SPEND $50', 'ab 50 €', "dès 75 € d'achat"). */
export function hasMinimum(text: string): boolean {
  return MINIMUM_SCREEN(text) && MINIMUM_ANYWHERE_RE.test(text);
}

/** 'Spend $30 or more on anything and take $5 off': the minimum stated first, same sentence. */
function withMinimumBefore(text: string, d: DiscountMention, floor: number): DiscountMention {
  if ((d.kind !== 'amount' && d.kind !== 'percent') || /\+$/.test(d.canonical)) return d;
  const before = text.slice(Math.max(floor, d.start - 120), d.start);
  const sentence = before.split(/[.!?|•;\n]/).pop() ?? '';
  const first = MINIMUM_FIRST_SCREEN(sentence) ? MINIMUM_FIRST_RE.exec(sentence) : null;
  const amount = first?.[0].match(AMOUNT_RE)?.[0];
  const minimum = amount && canonicalAmount(amount);
  return minimum ? { ...d, canonical: `${d.canonical} ${minimum}+` } : d;
}

/** '$20 off $100': an amount right after 'off' is the minimum spend. */
function withBareMinimum(window: string, d: DiscountMention): DiscountMention {
  const m = BARE_MINIMUM_RE.exec(window);
  const minimum = m && canonicalAmount(m[0]);
  return m && minimum
    ? { ...d, end: d.end + m[0].length, canonical: `${d.canonical} ${minimum}+` }
    : d;
}

/** The mentions as one discount: distinct canonical forms joined with ' + '. */
export function combineDiscounts(mentions: readonly DiscountMention[]): string | null {
  const parts: string[] = [];
  for (const m of mentions) if (!parts.includes(m.canonical)) parts.push(m.canonical);
  // 'Up to 50% off, plus an extra 20% off with code X': the sale's ceiling is not the code's
  // deal when a definite discount stands beside it.
  const definite = parts.filter((p) => !p.startsWith('up to '));
  if (definite.length > 0) parts.splice(0, parts.length, ...definite);
  // 'free shipping' reads last: '20% off + free shipping'.
  parts.sort((a, b) => Number(a === 'free shipping') - Number(b === 'free shipping'));
  return parts.length ? parts.join(' + ') : null;
}
