import type { LanguageTable } from './languages/language-table.ts';
import { LANGUAGES } from './languages/all-languages.ts';
import { WORD_END, WORD_START, allMatches, anyOf } from './phrases.ts';
import { keyScreen, phraseKeys } from './screens.ts';

/**
 * Expiry dates, resolved against the message's own `Date:` header in its own offset: an
 * email sent Friday 23:30 -0800 says "today only" about that Friday, whatever the server's
 * zone. Explicit dates (US M/D/Y; D/M/Y and D.M.Y elsewhere), two-digit years, a month and
 * day without a year (the next such date), ranges (their end), weekday names (the next one
 * after the send day), "today only", "48 hours left", "ends in 3 days".
 */

/** The send instant and the calendar of the sender. */
export interface SendContext {
  /** The sender's local date at the send instant. */
  year: number;
  month: number; // 1-12
  day: number;
  /** 0 = Sunday */
  weekday: number;
  /** The send instant in UTC ms, and the sender's offset in minutes. */
  instant: number;
  offsetMinutes: number;
}

export function sendContext(dateHeader: string | null, fallback = Date.now()): SendContext {
  let instant = dateHeader ? Date.parse(dateHeader.replace(/\s*\([^)]*\)\s*$/, '')) : NaN;
  let offsetMinutes = 0;
  const offset = dateHeader
    ? /([+-])(\d{2})(\d{2})\s*(?:\([^)]*\))?\s*$/.exec(dateHeader.trim())
    : null;
  if (offset) {
    offsetMinutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
  }
  if (!Number.isFinite(instant)) {
    instant = fallback;
    offsetMinutes = 0;
  }
  const local = new Date(instant + offsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    instant,
    offsetMinutes,
  };
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2199) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null; // 31 February
  return d.toISOString().slice(0, 10);
}

function addDays(ctx: SendContext, days: number): string {
  return new Date(Date.UTC(ctx.year, ctx.month - 1, ctx.day + days)).toISOString().slice(0, 10);
}

/** Month and day without a year: the next such date on or after the send date. */
function nextDate(ctx: SendContext, month: number, day: number): string | null {
  const thisYear = iso(ctx.year, month, day);
  if (!thisYear) return iso(ctx.year + 1, month, day);
  return thisYear >= addDays(ctx, 0) ? thisYear : iso(ctx.year + 1, month, day);
}

function fullYear(text: string | undefined): number | null {
  if (!text) return null;
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

/**
 * A language's month names as CLDR writes them (Node ships its data): the name alone and the
 * form a date takes ('grudzień', 'grudnia'), and the abbreviation of three letters or more
 * ('déc.', 'janv.'), January = index 0. Shorter abbreviations ('mar', 'ma') are words too
 * often; the tables list the ones that serve.
 */
function intlMonths(locale: string): string[][] {
  return Array.from({ length: 12 }, (_, m) => {
    const day = new Date(Date.UTC(2026, m, 5));
    const names = new Set<string>();
    for (const month of ['long', 'short'] as const) {
      names.add(new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(day));
      const inDate = new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'UTC' })
        .formatToParts(day)
        .find((p) => p.type === 'month')?.value;
      if (inDate) names.add(inDate);
    }
    return [...names]
      .map((n) => n.toLowerCase().replace(/\.$/, ''))
      .filter((n) => /^\p{L}{3,}$/u.test(n));
  });
}

/** A language's weekday names as CLDR writes them, in full ('mercredi'), Sunday = index 0. */
function intlWeekdays(locale: string): string[][] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, d) => [
    format.format(new Date(Date.UTC(2026, 10, 1 + d))).toLowerCase(),
  ]);
}

const MONTHS = new Map<string, number>();
const WEEKDAYS = new Map<string, number>();
for (const lang of LANGUAGES) {
  const months = intlMonths(lang.code);
  const weekdays = intlWeekdays(lang.code);
  [...lang.months, ...months].forEach((names, i) =>
    names.forEach((n) => MONTHS.has(n) || MONTHS.set(n, (i % 12) + 1)),
  );
  [...lang.weekdays, ...weekdays].forEach((names, i) =>
    names.forEach((n) => WEEKDAYS.has(n) || WEEKDAYS.set(n, i % 7)),
  );
}

/**
 * The words of a span of days or weeks in every table's language, as CLDR writes them after a
 * number ('7 days', '7 Tage', '7 jours', '7 dni', '2 settimane'): `days` per unit.
 */
function intlPeriodUnits(): Map<string, number> {
  const units = new Map<string, number>();
  for (const lang of LANGUAGES) {
    for (const [unit, days] of [
      ['day', 1],
      ['week', 7],
    ] as const) {
      // Several numbers, for every plural form ('1 dzień', '2 dni', '5 dni', '22 dni').
      for (const n of [1, 2, 5, 7, 22]) {
        const parts = new Intl.NumberFormat(lang.code, {
          style: 'unit',
          unit,
          unitDisplay: 'long',
        }).formatToParts(n);
        for (const p of parts) {
          const word = p.value.toLowerCase();
          if (p.type === 'unit' && /^\p{L}{3,}$/u.test(word) && !units.has(word))
            units.set(word, days);
        }
      }
    }
  }
  return units;
}
const PERIOD_UNITS = intlPeriodUnits();
const MONTH = `(${[...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?${WORD_END}`;
const WEEKDAY = `(${[...WEEKDAYS.keys()].sort((a, b) => b.length - a.length).join('|')})${WORD_END}`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er|º|ª|°|\\.)?';
const YEAR = '(\\d{4}|\\d{2})';
const DASH = '\\s*(?:[-–—]|to|through|thru|until|bis|au|à|al|a|t/m|tot|do|fino al)\\s*';

function all(
  key:
    | 'expiryWords'
    | 'todayPhrases'
    | 'tomorrowPhrases'
    | 'hoursPhrases'
    | 'daysPhrases'
    | 'weekendPhrases'
    | 'validityWords',
): string[] {
  return LANGUAGES.flatMap((l) => l[key]);
}

const NUMBER_HOLE = '\\d{1,3}';
// An expiry word, then maybe a time ('ends at 11:59 PM PT on'), right before the date.
const TIME =
  '(?:(?:at\\s+|um\\s+|à\\s+|a\\s+las\\s+|às\\s+|alle\\s+|om\\s+|o\\s+)?(?:midnight|mitternacht|minuit|medianoche|meia-noite|mezzanotte|middernacht|północy|\\d{1,2}(?:[:.h]\\d{2})?\\s*(?:[ap]\\.?m\\.?|uhr)?)\\s*(?:[a-z]{1,4}\\s+)?)?';
const EXPIRY_WORD_RE = new RegExp(
  `${anyOf(all('expiryWords'))}[\\s:,.]*(?:(?:einschließlich|einschliesslich|inklusive|inkl\\.|inclus|inclusive|including|incl\\.)\\s*)?${TIME}[\\s,]*(?:(?:on|the|le|am|den|zum|au|el|la|o|a|ao|do|del|dia|il|al|de)\\s+)?$`,
  'iu',
);
/** 'From Friday to Sunday 10th May', 'del lunes al domingo 12': a date that ends a range. */
const RANGE_END_BEFORE_RE =
  /(?:(?<![\p{L}\p{N}])(?:to|through|thru|until|till|bis|au|al|a|t\/m|tot|do|hasta|até|fino\s+al)|[–—])\s*$/iu;
const TRAILING_WEEKDAY_RE = new RegExp(`${WEEKDAY}\\.?,?\\s*$`, 'iu');
const TODAY_RE = new RegExp(anyOf(all('todayPhrases')), 'iu');
const TOMORROW_RE = new RegExp(anyOf(all('tomorrowPhrases')), 'iu');
const HOURS_RE = new RegExp(anyOf(all('hoursPhrases'), NUMBER_HOLE), 'iu');
const DAYS_RE = new RegExp(anyOf(all('daysPhrases'), NUMBER_HOLE), 'iu');
const WEEKEND_RE = new RegExp(anyOf(all('weekendPhrases')), 'iu');
const VALIDITY = anyOf(all('validityWords'));
const PERIOD = `(\\d{1,3})\\s*(${[...PERIOD_UNITS.keys()].sort((a, b) => b.length - a.length).join('|')})${WORD_END}`;
/** Up to three short words between: 'valid for', 'válido durante', 'ważny przez', 'di validità'. */
const FEW_WORDS = "(?:\\s+[\\p{L}'’]{1,12}){0,3}\\s+";
/**
 * A period a deal is valid for, counted from the send date: 'valid for 7 days', '7 Tage
 * gültig', 'valable 30 jours', 'validità 10 giorni', 'ważny przez 2 tygodnie'.
 */
const VALID_FOR_RE = new RegExp(
  `${VALIDITY}${FEW_WORDS}${PERIOD}|${WORD_START}${PERIOD}${FEW_WORDS.replace('{0,3}', '{0,2}')}${VALIDITY}`,
  'iu',
);
const WEEKDAY_AFTER_WORD_RE = new RegExp(
  `${anyOf(all('expiryWords'))}[\\s:,]*(?:(?:this|on|next|kommenden|ce|el|este|esta|o|a|próximo|proximo|próxima|proxima|ao|il|questo|questa|deze|aanstaande|w|do)\\s+)?${WEEKDAY}`,
  'giu',
);

/**
 * A cheap first look: a text stating an expiry has one of these words, or a range's dash.
 * As two regexes (a text has a match of `A|B` when it has one of A or one of B), so that
 * the words' long alternation runs only on a text its screen (./screens.ts) lets through.
 */
const EXPIRY_HINT_WORDS = [
  ...all('expiryWords'),
  ...all('todayPhrases'),
  ...all('tomorrowPhrases'),
  ...all('weekendPhrases'),
  ...all('validityWords'),
  ...['hoursPhrases', 'daysPhrases'].flatMap((key) =>
    all(key as 'hoursPhrases').flatMap((p) =>
      p.split('#').flatMap((part) => {
        const words = part.trim();
        // An 'h' may be written onto the number ('48h chrono'): the words after it count too.
        const afterUnit = /^h\s+(.+)$/u.exec(words)?.[1];
        return afterUnit ? [words, afterUnit] : [words];
      }),
    ),
  ),
].filter((p) => p.length >= 3);
const EXPIRY_HINT_WORD_RE = new RegExp(anyOf(EXPIRY_HINT_WORDS), 'iu');
const EXPIRY_HINT_WORD_SCREEN = keyScreen(phraseKeys(EXPIRY_HINT_WORDS));
const EXPIRY_HINT_RANGE_RE =
  /[\d.]\s*(?:[-–—]|au|to|bis|thru|through|al|a|t\/m|tot|do)\s*\d|\p{L}\.?\s+\d{1,2}\s*[-–—]/iu;
/** Its keys: a range word or dash then a digit (first half), a digit then a dash (second). */
const DASHES = ['-', '–', '—'];
const EXPIRY_HINT_RANGE_SCREEN = keyScreen(
  [...'0123456789'].flatMap((digit) => [
    ...[...DASHES, 'au', 'to', 'bis', 'thru', 'through', 'al', 'a', 't/m', 'tot', 'do'].map(
      (word) => word + digit,
    ),
    ...DASHES.map((dash) => digit + dash),
  ]),
);

/** Whether a text may state an expiry at all (findExpiry's first look, on its own). */
export function mayStateExpiry(text: string): boolean {
  return (
    (EXPIRY_HINT_WORD_SCREEN(text) && EXPIRY_HINT_WORD_RE.test(text)) ||
    (EXPIRY_HINT_RANGE_SCREEN(text) && EXPIRY_HINT_RANGE_RE.test(text))
  );
}

interface DateMention {
  start: number;
  end: number;
  date: string;
  /** The end of a range: an expiry without an expiry word. */
  rangeEnd: boolean;
}

type Order = 'mdy' | 'dmy';

function numeric(a: number, b: number, order: Order): [month: number, day: number] {
  if (a > 12 && b <= 12) return [b, a];
  if (b > 12 && a <= 12) return [a, b];
  return order === 'mdy' ? [a, b] : [b, a];
}

const RULES: {
  re: RegExp;
  read: (
    m: RegExpMatchArray,
    ctx: SendContext,
    order: Order,
  ) => { date: string | null; rangeEnd?: boolean };
}[] = [
  // Ranges first: their end is the expiry.
  {
    // Nov 20 – Nov 27, 2026 / November 20 - December 3
    re: new RegExp(
      `${WORD_START}${MONTH}\\s+${DAY}${DASH}${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?${WORD_END}`,
      'giu',
    ),
    read: (m, ctx) => ({
      date: dateOf(ctx, MONTHS.get(m[3]!.toLowerCase())!, Number(m[4]), m[5]),
      rangeEnd: true,
    }),
  },
  {
    // Nov 20-27 (, 2026)
    re: new RegExp(
      `${WORD_START}${MONTH}\\s+${DAY}${DASH}${DAY}(?:,?\\s+${YEAR})?${WORD_END}`,
      'giu',
    ),
    read: (m, ctx) => ({
      date: dateOf(ctx, MONTHS.get(m[1]!.toLowerCase())!, Number(m[3]), m[4]),
      rangeEnd: true,
    }),
  },
  {
    // 20 – 27 November (2026) / du 20 au 27 novembre / 20.–27. November
    re: new RegExp(
      `${WORD_START}${DAY}${DASH}${DAY}\\s+(?:de\\s+)?${MONTH}(?:\\s+(?:de\\s+)?${YEAR})?${WORD_END}`,
      'giu',
    ),
    read: (m, ctx) => ({
      date: dateOf(ctx, MONTHS.get(m[3]!.toLowerCase())!, Number(m[2]), m[4]),
      rangeEnd: true,
    }),
  },
  {
    // 20 November – 3 December (2026)
    re: new RegExp(
      `${WORD_START}${DAY}\\s+(?:de\\s+)?${MONTH}${DASH}${DAY}\\s+(?:de\\s+)?${MONTH}(?:\\s+(?:de\\s+)?${YEAR})?${WORD_END}`,
      'giu',
    ),
    read: (m, ctx) => ({
      date: dateOf(ctx, MONTHS.get(m[4]!.toLowerCase())!, Number(m[3]), m[5]),
      rangeEnd: true,
    }),
  },
  {
    // 11/20/2026 - 11/27/2026, 20.11. – 27.11.2026
    re: /(?<![\d/.])(\d{1,2})([/.])(\d{1,2})\2?(\d{4}|\d{2})?\s*(?:[-–—]|to|through|thru|until|till|bis(?:\s+zum)?|au|al|a|t\/m|tot|do|fino\s+al)\s*(\d{1,2})([/.])(\d{1,2})\6?(\d{4}|\d{2})?(?![\d/])/giu,
    read: (m, ctx, order) => {
      const [month, day] = numeric(Number(m[5]), Number(m[7]), m[6] === '.' ? 'dmy' : order);
      return { date: dateOf(ctx, month, day, m[8]), rangeEnd: true };
    },
  },
  {
    // 2026-12-31
    re: /(?<![\d-])(20\d{2})-(\d{1,2})-(\d{1,2})(?![\d-])/g,
    read: (m) => ({ date: iso(Number(m[1]), Number(m[2]), Number(m[3])) }),
  },
  {
    // 12/31/2026, 31/12/26, 31.12.2026, and (after an expiry word) 12/31 or 31.12.
    re: /(?<![\d/.,])(\d{1,2})([/.])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/]|\.\d)/g,
    read: (m, ctx, order) => {
      // Dots are day first in Europe, but '11.30.2026' is an American date too: the mail's own
      // language decides, and a day over 12 settles it.
      const [month, day] = numeric(Number(m[1]), Number(m[3]), order);
      return { date: dateOf(ctx, month, day, m[4]) };
    },
  },
  {
    // 31-12-2026 (Dutch, Polish): with its year only, as '20-27' is a range of days.
    re: /(?<![\d/.,-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\d-])/g,
    read: (m, ctx, order) => {
      const [month, day] = numeric(Number(m[1]), Number(m[2]), order);
      return { date: dateOf(ctx, month, day, m[3]) };
    },
  },
  {
    // 06-12 (Dutch 't/m 06-12'): day and month, read only after an expiry word (statedExpiry),
    // where '20-27' (a range of days) is no date: its month is out of range.
    re: /(?<![\d/.,-])(\d{1,2})-(\d{1,2})(?![\d-]|\s*(?:%|uur|h\b|u\b))/g,
    read: (m, ctx, order) => {
      const [month, day] = numeric(Number(m[1]), Number(m[2]), order);
      return { date: dateOf(ctx, month, day, undefined) };
    },
  },
  {
    // (Sunday,) December 31(st)(, 2026)
    re: new RegExp(`${WORD_START}${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?(?![\\d:])`, 'giu'),
    read: (m, ctx) => ({ date: dateOf(ctx, MONTHS.get(m[1]!.toLowerCase())!, Number(m[2]), m[3]) }),
  },
  {
    // 31 December 2026, 31. Dezember, 1er décembre
    re: new RegExp(
      `${WORD_START}${DAY}\\s+(?:de\\s+)?${MONTH}(?:,?\\s+(?:de\\s+)?${YEAR})?(?![\\d:])`,
      'giu',
    ),
    read: (m, ctx) => ({ date: dateOf(ctx, MONTHS.get(m[2]!.toLowerCase())!, Number(m[1]), m[3]) }),
  },
];

function dateOf(
  ctx: SendContext,
  month: number,
  day: number,
  year: string | undefined,
): string | null {
  const y = fullYear(year);
  return y === null ? nextDate(ctx, month, day) : iso(y, month, day);
}

function findDates(text: string, ctx: SendContext, order: Order): DateMention[] {
  const found: DateMention[] = [];
  for (const rule of RULES) {
    for (const m of allMatches(rule.re, text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      const { date, rangeEnd = false } = rule.read(m, ctx, order);
      if (date) found.push({ start, end, date, rangeEnd });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The expiry a text states, or null: an explicit date after an expiry word ('ends',
 * 'gültig bis', 'jusqu'au') or ending a range; else a weekday after an expiry word; else a
 * relative phrase. The first found in the text wins.
 */
export function findExpiry(
  text: string,
  ctx: SendContext,
  order: Order,
  kinds: 'all' | 'stated' | 'relative' = 'all',
): string | null {
  if (!mayStateExpiry(text)) return null;
  return findExpiryAfterFirstLook(text, ctx, order, kinds);
}

/**
 * findExpiry for a text that mayStateExpiry has accepted already: the same answer, without
 * taking the first look again (it is a pure test of the text).
 */
export function findExpiryAfterFirstLook(
  text: string,
  ctx: SendContext,
  order: Order,
  kinds: 'all' | 'stated' | 'relative' = 'all',
): string | null {
  if (kinds !== 'relative') {
    const stated = statedExpiry(text, ctx, order);
    if (stated || kinds === 'stated') return stated;
  }
  return relativeExpiry(text, ctx);
}

/** A date or a weekday after an expiry word, or the end of a range. */
function statedExpiry(text: string, ctx: SendContext, order: Order): string | null {
  for (const d of findDates(text, ctx, order)) {
    if (d.rangeEnd) return d.date;
    const before = text.slice(Math.max(0, d.start - 48), d.start).replace(TRAILING_WEEKDAY_RE, '');
    if (EXPIRY_WORD_RE.test(before) || RANGE_END_BEFORE_RE.test(before)) return d.date;
  }
  WEEKDAY_AFTER_WORD_RE.lastIndex = 0;
  const weekday = WEEKDAY_AFTER_WORD_RE.exec(text);
  if (weekday?.[1]) {
    const target = WEEKDAYS.get(weekday[1].toLowerCase());
    if (target !== undefined) {
      const ahead = (target - ctx.weekday + 7) % 7 || 7;
      return addDays(ctx, ahead);
    }
  }
  return null;
}

/** 'today only', '48 hours left', 'ends in 3 days', 'this weekend only'. */
function relativeExpiry(text: string, ctx: SendContext): string | null {
  const hours = HOURS_RE.exec(text);
  if (hours) {
    const n = Number(/\d+/.exec(hours[0])?.[0]);
    if (n > 0 && n <= 24 * 14) {
      return new Date(ctx.instant + (ctx.offsetMinutes + n * 60) * 60_000)
        .toISOString()
        .slice(0, 10);
    }
  }
  const valid = VALID_FOR_RE.exec(text);
  if (valid) {
    const n = Number(valid[1] ?? valid[3]);
    const unit = PERIOD_UNITS.get((valid[2] ?? valid[4] ?? '').toLowerCase()) ?? 1;
    if (n > 0 && n * unit <= 92) return addDays(ctx, n * unit);
  }
  const days = DAYS_RE.exec(text);
  if (days) {
    const n = Number(/\d+/.exec(days[0])?.[0]);
    if (n > 0 && n <= 60) return addDays(ctx, n);
  }
  if (TOMORROW_RE.test(text)) return addDays(ctx, 1);
  if (TODAY_RE.test(text)) return addDays(ctx, 0);
  if (WEEKEND_RE.test(text)) return addDays(ctx, (7 - ctx.weekday) % 7);
  return null;
}

/** English written day first: British words ('free delivery', 'colour'). */
const DAY_FIRST_HINT_RE =
  /\b(?:delivery|colour|favourite|jumper|postcode|whilst|organise|organised|centre|cheque)\b/iu;
/** Country domains of English written day first (the UK, Ireland, Australia, New Zealand, India, South Africa). */
const DAY_FIRST_DOMAIN_RE = /\.(?:uk|ie|au|nz|in|za)$/i;

/** What besides the text tells where the sender writes from. */
export interface SenderHints {
  /** The `Date:` header's offset from UTC, in minutes. */
  offsetMinutes: number;
  /** The sender's address's domain. */
  domain: string;
}

/**
 * A numeric date with its year whose order only one reading allows ('12/24/2026' is month
 * first, '24.12.26' day first): how the mail itself writes dates, when it says.
 */
const DATED_RE = /(?<![\d/.,])(\d{1,2})([/.-])(\d{1,2})\2(?:\d{4}|\d{2})(?![\d/])/g;

function orderTheMailWrites(text: string): Order | null {
  for (const m of allMatches(DATED_RE, text)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) return 'dmy';
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) return 'mdy';
  }
  return null;
}

/**
 * Which numeric date order applies where a date leaves it open ('10/02'), from what tells
 * where the sender writes from:
 *
 * 1. the mail itself, when another of its dates can be read only one way ('24/12/2026');
 * 2. the language (day first everywhere but in English);
 * 3. for English, a country domain that writes day first (the UK, Ireland, Australia, New
 *    Zealand, India, South Africa) or month first (.us);
 * 4. pounds or euros and no dollar;
 * 5. the `Date:` header's clock: west of UTC by three hours or more is the Americas, month
 *    first; east of UTC is day first (UTC itself is where many American mailing services write
 *    their headers, and Britain in winter);
 * 6. British spellings ('colour', 'whilst') and no dollar; else month first.
 */
export function dateOrderFor(language: LanguageTable, text: string, hints?: SenderHints): Order {
  const written = orderTheMailWrites(text);
  if (written) return written;
  if (language.numericDateOrder !== 'mdy') return language.numericDateOrder;
  if (hints && DAY_FIRST_DOMAIN_RE.test(hints.domain)) return 'dmy';
  if (hints && /\.us$/i.test(hints.domain)) return 'mdy';
  const dollar = /\$/.test(text);
  if (!dollar && /[£€]/.test(text)) return 'dmy';
  if (hints && hints.offsetMinutes <= -180) return 'mdy';
  if (hints && !dollar && hints.offsetMinutes > 0) return 'dmy';
  if (!dollar && DAY_FIRST_HINT_RE.test(text)) return 'dmy';
  return 'mdy';
}
