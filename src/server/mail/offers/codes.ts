import { LANGUAGES } from './languages/all-languages.ts';
import { allMatches, anyOf } from './phrases.ts';
import { keyScreen, phraseKeys } from './screens.ts';

/**
 * Promo codes in the visible text, taken exactly as printed (case and hyphens kept):
 * after a label ('Use code SAVE20', 'Gutscheincode: WINTER-20', 'code promo : NOEL20'), in
 * a frame ('enter SAVE20 at checkout'), or alone in the block after a label that ends its
 * own block ('Your code:' then a box with 'SAVE20'). Codes that are something else
 * ('verification code 483920') or already used ('Promo SAVE10 applied') are left out.
 */

export interface CodeMention {
  code: string;
  block: number;
  /** Position of the code in its block's text. */
  start: number;
  end: number;
}

function all(
  key:
    | 'codeLabels'
    | 'nonPromoCodeWords'
    | 'codeFillers'
    | 'codeFrames'
    | 'weakCodeFrames'
    | 'usedCodeWords',
): string[] {
  return LANGUAGES.flatMap((l) => l[key]);
}

const TOKEN = '([A-Za-z0-9](?:[A-Za-z0-9_-]{0,28}[A-Za-z0-9])?)';
const QUOTES = `[\\s:："“”'‘’«»„(\\[*]*`;
/** The last parts of a compound that names a code: 'Willkommenscode', 'Geburtstagsgutschein'. */
const COMPOUND_ENDS = 'code|gutschein|coupon';
/**
 * A compound whose last part is 'code' ('Willkommenscode', 'welkomstcode', 'Neukundencode'):
 * a label too, unless its first part makes it something else ('Bestätigungscode', 'Postcode':
 * the tables' nonPromoCodeWords, checked by labelWordStart and nonPromoBefore).
 */
const COMPOUND_LABEL = `(?<![\\p{L}\\p{N}-])\\p{L}{3,}(?:${COMPOUND_ENDS})(?![\\p{L}\\p{N}])`;
/** The first part of such a compound: 'Bestätigungs' in 'Bestätigungscode'. */
const COMPOUND_FIRST_PART_RE = new RegExp(`^\\p{L}{3,}(?=(?:${COMPOUND_ENDS})$)`, 'iu');
export const LABEL_RE = new RegExp(
  `(?:${anyOf(all('codeLabels'))}|${COMPOUND_LABEL})(?:\\s*${anyOf(all('codeFillers'))})?${QUOTES}(?:(?:is|ist|est|es|é|è|jest)\\s+)?${QUOTES}`,
  'giu',
);
export const FRAME_RE = new RegExp(anyOf(all('codeFrames'), TOKEN), 'giu');
const WEAK_FRAME_RE = new RegExp(anyOf(all('weakCodeFrames'), TOKEN), 'giu');
/** Quick first looks (./screens.ts): false when the frame regex has no match. */
export const FRAME_SCREEN = keyScreen(phraseKeys(all('codeFrames')));
/** Quick first look for LABEL_RE: false when a text has no code label of any table. */
export const LABEL_SCREEN = keyScreen(phraseKeys(all('codeLabels')));
const WEAK_FRAME_SCREEN = keyScreen(phraseKeys(all('weakCodeFrames')));
/** Digits and letters (KIEZ-7Q2K), or words joined by a hyphen (FALL-FAVES), in capitals. */
const STRONG_TOKEN_RE = /^(?=.*[A-Z])(?:(?=.*\d)[A-Z0-9_-]+|[A-Z]{3,}(?:-[A-Z0-9]{2,})+)$/;
const NON_PROMO_BEFORE_RE = new RegExp(`${anyOf(all('nonPromoCodeWords'))}[\\s-]*$`, 'iu');
const USED_AFTER_RE = new RegExp(
  `^[\\s"”'’()[\\]]*(?:(?:has|was|have|were|a\\s+été|wurde|ha\\s+sido|fue|se\\s+ha|foi|já\\s+foi|è\\s+stato|è|werd|is|został)\\s+)?${anyOf(all('usedCodeWords'))}`,
  'iu',
);
const TOKEN_ALL_RE = new RegExp(TOKEN, 'g');
const TOKEN_AT_START_RE = new RegExp(`^${TOKEN}(?![\\p{L}\\p{N}_-])`, 'u');
const COLON_TOKEN_RE = new RegExp(`^[^.!?:：]*[:：]\\s*${QUOTES}${TOKEN}(?![A-Za-z0-9_-])`);
const ONLY_TOKEN_RE = new RegExp(`^${QUOTES}${TOKEN}${QUOTES}$`);
/** A block that is one word and a colon: a label ('Coupon-Nummer:'), whatever its shape. */
const LABEL_ALONE_RE = new RegExp(`^\\s*${TOKEN}\\s*[:：]\\s*$`);

/** What may follow a label that ends its sentence: a few words without a code, then a stop. */
const LABEL_ENDS_SENTENCE_RE = /^(?:[\s.!:：]*$|[^.!?:：\d]{0,40}[.!:：](?:\s|$))/u;

/** A cheap first look: a block with a code has a run of capitals or digits in it. */
const MAYBE_CODE_RE = /[A-Z0-9]{2}|[A-Za-z]\d|\d[A-Za-z]/;

/** Words that follow a code label without being a code. */
export const NOT_CODES = new Set(
  [
    'code',
    'codes',
    'below',
    'here',
    'now',
    'shop',
    'off',
    'free',
    'sale',
    'at',
    'checkout',
    'online',
    'apply',
    'use',
    'enter',
    'promo',
    'coupon',
    'voucher',
    'needed',
    'required',
    'necessary',
    'the',
    'and',
    'for',
    'to',
    'in',
    'on',
    'with',
    'your',
    'this',
    'that',
    'gutschein',
    'rabatt',
    'avec',
    'pour',
    'sur',
    'dem',
    'den',
    'der',
    'die',
    'und',
    'mit',
    'nötig',
    'erforderlich',
    'promotionnel',
    'details',
    'terms',
    'exclusions',
    'apply',
    'only',
    'valid',
    'expires',
    'ends',
    'inside',
    'automatically',
    'store',
    'stores',
    'click',
    'tap',
    'copy',
    'copied',
    'save',
    'get',
    'discount',
    'deal',
    'offer',
    'live',
    'html',
    'http',
    'https',
    'www',
    'email',
    'kein',
    'ohne',
    'sans',
    'aucun',
    'no',
    'not',
    'nicht',
    'benötigt',
    'notwendig',
    'non',
    'niet',
    'nie',
    'não',
    'nao',
    // es, pt, it, nl, pl (accent-free forms too)
    ...'para con com del los las sin sem ahora agora aqui hoy hoje solo gratis oferta ofertas compra compras tienda loja descuento desconto promocional cupon cupón cupom cupao cupão codigo código valido válido hasta necesario necessario aplicar usar canjear resgatar copiar pagar carrito carrinho cesta caja site web envio envío frete portes abajo abaixo exclusivo especial seu sua tus nuestro codice sconto sconti buono con il per tutto tutti subito ora qui negozio carrello acquista spedizione gratuita korting kortingscode gebruik bij voor alle nu hier winkel bestel gratis verzending kod rabat rabatowy kupon użyj uzyj przy dla teraz tutaj sklep koszyk darmowa dostawa'.split(
      ' ',
    ),
  ].map((w) => w.toLowerCase()),
);

/** Two words or more of two letters or more joined by '-' or '_': 'hola-mirlo', 'bienvenue_colombe'. */
const JOINED_WORDS_RE = /^\p{L}{2,}(?:[-_]\p{L}{2,})+$/u;

/** Whether a token is words joined by hyphens or underscores ('hola-mirlo'), none of them a label's. */
export function joinedWords(token: string): boolean {
  return (
    JOINED_WORDS_RE.test(token) &&
    token.split(/[-_]/).every((word) => !NOT_CODES.has(word.toLowerCase()))
  );
}

/** Whether a token reads like a code rather than a word or a number. */
export function looksLikeCode(token: string): boolean {
  if (token.length < 3 || token.length > 30) return false;
  if (NOT_CODES.has(token.toLowerCase())) return false;
  const letters = token.replace(/[^A-Za-z]/g, '');
  const digits = token.replace(/[^0-9]/g, '');
  // Digits alone are order, phone and tracking numbers far more often than codes.
  if (!letters) return false;
  if (!digits) {
    const upper = letters.replace(/[^A-Z]/g, '').length;
    // An all-caps word (FREESHIP), or CamelCase with several capitals (SaveBig); not 'hello'.
    // Words joined by hyphens or underscores read as one code in any case ('hola-mirlo').
    return letters.length >= 4 && (upper === letters.length || upper >= 2 || joinedWords(token));
  }
  // Letters and digits: SAVE20, fall15, 2FORYOU; a year or a size alone ('2026', 'XL') is not.
  return !/^(?:19|20)\d{2}$/.test(token);
}

export function usedAfter(text: string, end: number): boolean {
  return USED_AFTER_RE.test(text.slice(end, end + 40));
}

/**
 * Where the last word of a label starts ('code' in 'with the code: '): a word that makes a code
 * something else stands right before it ('order code', 'Product code'), while the words
 * before 'with the code' ('your first order with the code') say nothing of it.
 */
export function labelWordStart(text: string, labelStart: number, labelEnd: number): number {
  const label = text.slice(labelStart, labelEnd).replace(/[^\p{L}\p{N}]+$/u, '');
  const last = /[\p{L}\p{N}-]+$/u.exec(label);
  if (!last) return labelStart;
  // In a compound ('Bestätigungscode', 'Postcode') the first part says what the code is for.
  const compound = COMPOUND_FIRST_PART_RE.exec(last[0]);
  return labelStart + last.index + (compound ? compound[0].length : 0);
}

export function nonPromoBefore(text: string, start: number): boolean {
  return NON_PROMO_BEFORE_RE.test(text.slice(Math.max(0, start - 30), start));
}

export interface FindCodesOptions {
  /** Blocks to leave out (footers). */
  skip: (block: number) => boolean;
  /** Whether a deal is written next to a block (a discount beside it, or 'Your code:'). */
  nearDeal: (block: number) => boolean;
  /** Whether the block itself states a discount. */
  dealIn: (block: number) => boolean;
}

export function findCodes(blocks: readonly string[], options: FindCodesOptions): CodeMention[] {
  const { skip } = options;
  let codesStandAlone = false;
  const found: CodeMention[] = [];
  const add = (mention: CodeMention) => {
    if (!found.some((f) => f.block === mention.block && f.start === mention.start))
      found.push(mention);
  };
  blocks.forEach((text, block) => {
    if (skip(block)) return;
    const labelled = LABEL_SCREEN(text);
    if (!labelled && !MAYBE_CODE_RE.test(text)) return;
    for (const label of labelled ? allMatches(LABEL_RE, text) : []) {
      if (nonPromoBefore(text, labelWordStart(text, label.index, label.index + label[0].length)))
        continue;
      const after = label.index + label[0].length;
      const rest = text.slice(after);
      const token = TOKEN_AT_START_RE.exec(rest)?.[1];
      // After an explicit label a short word in capitals is a code too ('le code DUO'); a
      // word that is no code ('Your code is on the button below') lets the label point further.
      if (token && (looksLikeCode(token) || /^[A-Z]{3}$/.test(token))) {
        if (!usedAfter(text, after + token.length)) {
          add({ code: token, block, start: after, end: after + token.length });
        }
        continue;
      }
      // 'Code à présenter en boutique ou à saisir en ligne : GALETTE15': after the colon.
      const afterColon = COLON_TOKEN_RE.exec(rest.slice(0, 80));
      if (
        afterColon?.[1] &&
        looksLikeCode(afterColon[1]) &&
        (/\d|[A-Z]{4,}/.test(afterColon[1]) || joinedWords(afterColon[1]))
      ) {
        const start = after + (afterColon.index ?? 0) + afterColon[0].length - afterColon[1].length;
        add({ code: afterColon[1], block, start, end: start + afterColon[1].length });
        continue;
      }
      // The label ends its block or its sentence ('Use code:', 'Your code is on the button
      // below.'); the code is alone in one of the next blocks.
      if (!LABEL_ENDS_SENTENCE_RE.test(rest)) continue;
      for (let next = block + 1; next <= block + 2 && next < blocks.length; next++) {
        const nextText = blocks[next] ?? '';
        // A word alone before a colon ('Coupon-Nummer:') is the next label, not the code.
        if (LABEL_ALONE_RE.test(nextText)) continue;
        const alone = ONLY_TOKEN_RE.exec(nextText)?.[1];
        if (alone && looksLikeCode(alone)) {
          const start = nextText.indexOf(alone);
          add({ code: alone, block: next, start, end: start + alone.length });
          break;
        }
        if (nextText.length > 40) break;
      }
    }
    // A code alone in its own box, with its deal written beside it and no label.
    const alone = ONLY_TOKEN_RE.exec(text)?.[1];
    if (alone && looksLikeCode(alone) && /\d/.test(alone) && options.nearDeal(block)) {
      const start = text.indexOf(alone);
      add({ code: alone, block, start, end: start + alone.length });
      codesStandAlone = true;
    }
    for (const frame of FRAME_SCREEN(text) ? allMatches(FRAME_RE, text) : []) {
      // The code is the token the frame's `#` stood for: the one that reads like a code.
      for (const t of allMatches(TOKEN_ALL_RE, frame[0])) {
        if (!looksLikeCode(t[1] ?? '') || t[1] !== t[1]?.toUpperCase()) continue;
        const start = frame.index + t.index;
        if (!usedAfter(text, start + t[0].length) && !nonPromoBefore(text, start)) {
          add({ code: t[0], block, start, end: start + t[0].length });
        }
      }
    }
    if (options.dealIn(block) || options.nearDeal(block)) {
      for (const frame of WEAK_FRAME_SCREEN(text) ? allMatches(WEAK_FRAME_RE, text) : []) {
        const t = /([A-Za-z0-9][A-Za-z0-9_-]*[A-Za-z0-9])[^A-Za-z0-9]*$/.exec(frame[0]);
        const token = t?.[1];
        if (!token || !STRONG_TOKEN_RE.test(token) || !looksLikeCode(token)) continue;
        const start = frame.index + frame[0].lastIndexOf(token);
        if (!usedAfter(text, start + token.length) && !nonPromoBefore(text, start)) {
          add({ code: token, block, start, end: start + token.length });
        }
      }
    }
  });
  // A word in capitals alone in a box (FREESHIP) is a code only in a mail that shows its
  // other codes that way too: otherwise 'EVERYTHING' under '20% OFF' is a heading.
  if (codesStandAlone) {
    blocks.forEach((text, block) => {
      const alone = ONLY_TOKEN_RE.exec(text)?.[1];
      if (skip(block) || !alone || !/^[A-Z]{5,}$/.test(alone) || !looksLikeCode(alone)) return;
      if (options.nearDeal(block))
        add({
          code: alone,
          block,
          start: text.indexOf(alone),
          end: text.indexOf(alone) + alone.length,
        });
    });
  }
  return found.sort((a, b) => a.block - b.block || a.start - b.start);
}
