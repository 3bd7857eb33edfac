import { codeCandidates, type CandidateBlock, type CodeCandidate } from './code-candidates.ts';
import { scoredCodes, shippedCodeModel, type CodeModel } from './code-scorer.ts';
import { findCodes, type CodeMention } from './codes.ts';
import { decodeImages } from './coupon-images.ts';
import {
  dateOrderFor,
  findExpiry,
  findExpiryAfterFirstLook,
  mayStateExpiry,
  sendContext,
  type SendContext,
} from './dates.ts';
import {
  blockDiscount,
  discountAbove,
  discountBelow,
  discountIn,
  discountNear,
  sentenceBounds,
  type Block,
} from './discount-context.ts';
import { readHtml, readPlainText, type InlineImage, type ReadDocument } from './html-reading.ts';
import { LANGUAGES } from './languages/all-languages.ts';
import type { LanguageTable } from './languages/language-table.ts';
import { findMarkupOffers, type MarkupOffer } from './markup-offers.ts';
import type { FoundOffer, OfferSource } from './offer-types.ts';
import { allMatches, anyOf } from './phrases.ts';
import { keyScreen, phraseKeys } from './screens.ts';
import { decodeBarcodeImage, type DecodedBarcode } from './barcode-images.ts';
import { printedBarcodes, type PrintedBarcode } from './printed-barcodes.ts';
import { sellerOf } from './sellers.ts';

/**
 * Every offer a message carries, most authoritative source first:
 *
 * 1. schema.org markup (./markup-offers.ts): what the sender declares wins;
 * 2. the visible text (./html-reading.ts, ./codes.ts, ./discounts.ts, ./dates.ts): each
 *    promo code with the discount written beside it, and deals that need no code;
 * 3. coupon barcodes drawn as images (./barcode-images.ts), confirmed by the number
 *    printed beside them.
 *
 * Precision first: transactional mail (receipts, shipping, resets, verification codes,
 * refunds, statements, bookings) yields no deal from its text, a code needs a discount
 * written in its mail, and a deal without a code needs the mail to say so ('no code
 * needed').
 */

export interface ExtractOptions {
  /** Decodes a coupon image; injectable so the rules can be tested without images. */
  decodeImage?: (bytes: Uint8Array, contentType: string) => DecodedBarcode | null;
  /** `source.html` as ./html-reading.ts read it, when the caller has read it already (one parse). */
  doc?: ReadDocument | null;
  /** The code model to weigh candidates with (default: the shipped ./model/code-model.json). */
  codeModel?: CodeModel;
  /**
   * Receives every code candidate with its features (for training:
   * scripts/extraction-model/train-code-model.ts). Transactional mail has none.
   */
  onCandidates?: (candidates: readonly CodeCandidate[]) => void;
}

const MAX_OFFERS = 10;
const MAX_DESCRIPTION = 300;

function all(key: 'noCodePhrases' | 'transactional' | 'footer'): string[] {
  return LANGUAGES.flatMap((l) => l[key]);
}
const NO_CODE_RE = new RegExp(anyOf(all('noCodePhrases')), 'iu');
const TRANSACTIONAL_RE = new RegExp(anyOf(all('transactional')), 'iu');
const TRANSACTIONAL_ALL_RE = new RegExp(anyOf(all('transactional')), 'giu');
const FOOTER_RE = new RegExp(anyOf(all('footer')), 'iu');
/** Quick first looks (./screens.ts): false when the regex above has no match. */
const NO_CODE_SCREEN = keyScreen(phraseKeys(all('noCodePhrases')));
const TRANSACTIONAL_SCREEN = keyScreen(phraseKeys(all('transactional')));
const FOOTER_SCREEN = keyScreen(phraseKeys(all('footer')));
const SITEWIDE_RE =
  /(?<![\p{L}\p{N}])(?:sitewide|site-wide|storewide|everything|auf alles|sur tout|en toda la tienda|en toda la web|en todo|em todo o site|em toda a loja|em tudo|su tutto|in tutto il negozio|op alles|het hele assortiment|na wszystko|na cały asortyment)(?![\p{L}\p{N}])/iu;
const URL_RE = /\b(?:https?:\/\/|www\.)\S+/giu;
/**
 * White space other than a single plain space: a tab, a line break, a no-break space, or two
 * in a row. A text without any is unchanged by `replace(/\s+/g, ' ')`, so that pass is skipped.
 */
const UNEVEN_SPACE_RE = /[^\S ]|\s\s/;

/** Every run of white space made one space, the ends trimmed. */
function collapseSpace(text: string): string {
  return (UNEVEN_SPACE_RE.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}

interface TextOffer {
  code: string | null;
  discount: string | null;
  expirationDate: string | null;
  block: number;
  barcode: DecodedBarcode | null;
}

/**
 * The offers in one message. Pure CPU work. It is not meant to throw, but does not hide a
 * bug if it does: the caller (../process-email.ts) keeps the message, without offers, and
 * the ingest logs the error with the email id; the evaluation counts it as a crash.
 */
export function extractOffers(source: OfferSource, options: ExtractOptions = {}): FoundOffer[] {
  const decodeImage = options.decodeImage ?? decodeBarcodeImage;
  const doc = options.doc !== undefined ? options.doc : source.html ? readHtml(source.html) : null;
  const bodyBlocks = doc?.blocks.length ? doc.blocks : readPlainText(source.text ?? '');
  const subject = source.subject.replace(/\s+/g, ' ').trim();
  // Block 0 is the subject: it often carries the headline discount or 'ends tonight'.
  const blocks: CandidateBlock[] = [{ text: subject }, ...bodyBlocks].map((block, i) => {
    const { text } = block;
    const clean = collapseSpace(/http|www\./i.test(text) ? text.replace(URL_RE, ' ') : text);
    // The subject is never boilerplate ('Updates to our privacy policy' is what it is about).
    return {
      text: clean,
      footer: i > 0 && FOOTER_SCREEN(clean) && FOOTER_RE.test(clean),
      emphasis: block.emphasis ?? 0,
    };
  });
  const readable = blocks
    .filter((b) => !b.footer)
    .map((b) => b.text)
    .join(' ');
  const language = detectLanguage(readable);
  const ctx = sendContext(source.dateHeader);
  const order = dateOrderFor(language, readable, {
    offsetMinutes: ctx.offsetMinutes,
    domain: senderDomain(source),
  });
  const markup = doc
    ? findMarkupOffers(doc.jsonLd, doc.microdata)
    : { offers: [], organization: null };
  const store =
    markup.organization ?? markup.offers.find((o) => o.store)?.store ?? storeFromSender(source);
  const transactional = isTransactional(blocks);

  const globalExpiry = firstExpiry(blocks, ctx, order);
  const globalDiscount = firstDiscount(blocks);
  // Transactional mail yields no deal whatever its codes: no candidates are read in it.
  const codes = transactional
    ? []
    : findCodeMentions(blocks, doc, globalDiscount !== null, options);
  const textOffers = transactional
    ? []
    : textOffersOf(blocks, codes, ctx, order, globalExpiry, globalDiscount);

  if (doc && !transactional) {
    const barcodes = decodeImages(doc.images, source.images, blocks, decodeImage);
    addBarcodeOffers(
      textOffers,
      barcodes,
      blocks,
      globalDiscount,
      globalExpiry,
      markup.offers.length > 0,
    );
    if (doc.remoteImages?.length)
      addPrintedBarcodes(
        textOffers,
        printedBarcodes(doc.remoteImages, blocks),
        blocks,
        globalDiscount,
        globalExpiry,
      );
  }

  // A receipt's markup is about the order, whatever offer it carries for next time.
  const merged = transactional
    ? []
    : markup.offers.length
      ? withMarkup(markup.offers, textOffers, globalExpiry)
      : textOffers;
  // A marketplace's mail carries its sellers' deals: the store is the seller it names.
  const seller =
    markup.organization || merged.length === 0 ? null : sellerOf(blocks, doc?.alts ?? []);
  return merged.slice(0, MAX_OFFERS).map((offer) => {
    const storeName = seller?.(offer.block)?.slice(0, 120) ?? store;
    return {
      storeName,
      offerTitle: titleFor(offer.discount, blocks[offer.block]?.text ?? '', storeName),
      discount: offer.discount,
      code: offer.code,
      expirationDate: offer.expirationDate,
      barcode: offer.barcode,
      description: describe(blocks[offer.block]?.text ?? ''),
    };
  });
}

/**
 * Coupon barcodes decoded from the images: the code of a text offer, the code of a deal the
 * text said needs none ('show this coupon at the till'), or a coupon of their own when their
 * number is printed for the reader too. QR codes holding links are not coupons.
 */
function addBarcodeOffers(
  offers: TextOffer[],
  barcodes: readonly { image: InlineImage; barcode: DecodedBarcode }[],
  blocks: readonly Block[],
  globalDiscount: string | null,
  globalExpiry: string | null,
  hasMarkup: boolean,
): void {
  for (const { barcode, image } of barcodes) {
    const same = offers.find((o) => o.code && sameCode(o.code, barcode.value));
    if (same) {
      same.barcode = barcode;
      continue;
    }
    if (/^https?:/i.test(barcode.value)) continue;
    const printed = blocks.some(
      (b) => !b.footer && b.text.replace(/\s+/g, '').includes(barcode.value),
    );
    if (!printed && !image.alt.includes(barcode.value)) continue;
    const block = image.blockIndex + 1; // blocks[0] is the subject
    const discount = discountNear(blocks, block) ?? globalDiscount;
    if (!discount && !hasMarkup) continue;
    const withoutCode = offers.find((o) => !o.code && o.discount === discount);
    if (withoutCode) {
      Object.assign(withoutCode, { code: barcode.value, barcode });
      continue;
    }
    offers.push({ code: barcode.value, discount, expirationDate: globalExpiry, block, barcode });
  }
}

/**
 * Coupons drawn by a remote image with their number printed beside it (./printed-barcodes.ts):
 * the barcode of the text offer whose code is that number, else of the deal the text said
 * needs no code ('show this coupon at the till'), else a coupon of its own with the discount
 * nearest it. A number with no discount in its mail is no deal.
 */
function addPrintedBarcodes(
  offers: TextOffer[],
  printed: readonly PrintedBarcode[],
  blocks: readonly Block[],
  globalDiscount: string | null,
  globalExpiry: string | null,
): void {
  for (const { value, format, block } of printed) {
    const barcode = { value, format };
    const same = offers.find((o) => o.code && sameCode(o.code, value));
    if (same) {
      same.barcode ??= barcode;
      continue;
    }
    const discount = discountNear(blocks, block) ?? globalDiscount;
    if (!discount) continue;
    const withoutCode = offers.find((o) => !o.code && o.discount === discount);
    if (withoutCode) {
      Object.assign(withoutCode, { code: value, barcode });
      continue;
    }
    offers.push({ code: value, discount, expirationDate: globalExpiry, block, barcode });
  }
  offers.sort((a, b) => a.block - b.block);
}

/** Whether a text has a phrase of receipts, shipping notices, resets or statements. */
function readsTransactional(text: string): boolean {
  return TRANSACTIONAL_SCREEN(text) && TRANSACTIONAL_RE.test(text);
}

/**
 * Receipts, shipping notices, resets, statements: the subject says so, or the body does
 * twice over. One mention alone ('RSVP for our reading', 'your order no. 123 is still
 * open') does not make a promotion transactional.
 */
function isTransactional(blocks: readonly Block[]): boolean {
  const subject = blocks[0]?.text ?? '';
  if (readsTransactional(subject)) return true;
  const seen = new Set<string>();
  for (const block of blocks.slice(1)) {
    if (block.footer || !readsTransactional(block.text)) continue;
    for (const m of allMatches(TRANSACTIONAL_ALL_RE, block.text)) seen.add(m[0].toLowerCase());
    if (seen.size >= 2) return true;
  }
  return false;
}

/** For each common word, the tables (by index in LANGUAGES) that list it; built once per thread. */
const COMMON_WORD_TABLES = new Map<string, number[]>();
LANGUAGES.forEach((lang, index) => {
  for (const word of new Set(lang.commonWords)) {
    const tables = COMMON_WORD_TABLES.get(word) ?? [];
    tables.push(index);
    COMMON_WORD_TABLES.set(word, tables);
  }
});

/** The common words letter by letter (code points): where a word ends, the tables that list it. */
interface WordNode {
  /** The next letter's node: ASCII ones in an array (quick to read), the others in a map. */
  ascii: (WordNode | undefined)[];
  other: Map<number, WordNode>;
  tables: number[] | null;
}

function wordNode(): WordNode {
  return {
    ascii: new Array<WordNode | undefined>(128).fill(undefined),
    other: new Map(),
    tables: null,
  };
}

function nextLetter(node: WordNode, code: number): WordNode | null {
  return (code < 128 ? node.ascii[code] : node.other.get(code)) ?? null;
}

const COMMON_WORD_TRIE = wordNode();
for (const [word, tables] of COMMON_WORD_TABLES) {
  let node = COMMON_WORD_TRIE;
  for (const letter of word) {
    const code = letter.codePointAt(0) as number;
    const child = nextLetter(node, code) ?? wordNode();
    if (code < 128) node.ascii[code] = child;
    else node.other.set(code, child);
    node = child;
  }
  node.tables = tables;
}

/** One letter (`\p{L}`) at `lastIndex`, the whole code point. */
const LETTER_AT_RE = /\p{L}/uy;

function isLetterAt(text: string, index: number, code: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  LETTER_AT_RE.lastIndex = index;
  return LETTER_AT_RE.test(text);
}

/** The table with the most common words in the text; the first listed wins a tie. */
function detectLanguage(text: string): LanguageTable {
  const scores = new Array<number>(LANGUAGES.length).fill(0);
  // The words are the runs of letters (what `/\p{L}+/gu` matches), read code point by code
  // point without making a string of each: each run is followed down the trie of common
  // words as it is read, and counts if it ends on a word's end.
  const lower = text.toLowerCase();
  let inWord = false;
  let node: WordNode | null = null; // the run so far, in the trie; null once no word starts so
  for (let i = 0; i <= lower.length;) {
    const code = i < lower.length ? (lower.codePointAt(i) as number) : -1;
    if (code >= 0 && isLetterAt(lower, i, code)) {
      if (!inWord) node = COMMON_WORD_TRIE;
      inWord = true;
      node = node && nextLetter(node, code);
    } else if (inWord) {
      if (node?.tables) for (const index of node.tables) scores[index]!++;
      inWord = false;
    }
    i += code > 0xffff ? 2 : 1;
  }
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  return LANGUAGES[best] as LanguageTable;
}

/** 'Chiara di Cereria Luce', 'Anna from Fernhill': a person writing for the store. */
const PERSON_FOR_STORE_RE =
  /^(\p{Lu}[\p{Ll}'’-]+)\s+(?:from|at|of|von|vom|de|du|di|da|del|dal|van|z|ze)\s+(\p{Lu}.+)$/u;

/** Letters only, lower case, accents dropped: 'Cereria Luce' → 'cererialuce'. */
function letters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/**
 * The store's name in a From display name: the name itself, or the store's part of 'Chiara
 * di Cereria Luce' when the address's domain names the store and not the person
 * ('Jardin de Provence' at jardindeprovence.example stays whole).
 */
function storeInName(name: string, senderDomain: string): string {
  const m = PERSON_FOR_STORE_RE.exec(name);
  if (!m) return name;
  const domain = letters(senderDomain);
  const [person, store] = [letters(m[1]!), letters(m[2]!)];
  return store && domain.includes(store) && !domain.includes(person) ? m[2]! : name;
}

/** The sender's address's domain: 'harborandpine.example'. */
function senderDomain(source: OfferSource): string {
  return source.fromAddress.split('@')[1] ?? '';
}

/** The From display name, else the sender's domain ('harborandpine.example' → 'Harborandpine'). */
function storeFromSender(source: OfferSource): string {
  const name = source.fromName.replace(/^["'\s]+|["'\s]+$/g, '').trim();
  if (name) return storeInName(name, senderDomain(source)).slice(0, 120);
  const domain = senderDomain(source).split('.')[0] ?? '';
  return domain ? domain[0]!.toUpperCase() + domain.slice(1) : 'Unknown store';
}

function firstExpiry(
  blocks: readonly Block[],
  ctx: SendContext,
  order: 'mdy' | 'dmy',
): string | null {
  // A stated end ('wraps up Monday', 'valid through 12/31') wins over a vague one ('this
  // weekend only'); the body first, then the subject ('Ends tonight!').
  // Most blocks state no expiry at all: the cheap first look is taken once per block here
  // rather than once per kind in findExpiry.
  const ordered = [...blocks.slice(1), blocks[0]].filter(
    (b): b is Block => !!b && !b.footer && mayStateExpiry(b.text),
  );
  for (const kinds of ['stated', 'relative'] as const) {
    for (const block of ordered) {
      const found = findExpiryAfterFirstLook(block.text, ctx, order, kinds);
      if (found) return found;
    }
  }
  return null;
}

/** One percentage standing alone ('Letzte Chance: nur noch heute 10 %', 'Ends tonight: 20%'). */
const BARE_PERCENT_RE = /(?<![\p{L}\p{N}.,])(\d{1,2})\s?%(?![\p{L}\p{N}])/gu;

function firstDiscount(blocks: readonly Block[]): string | null {
  for (let i = 0; i < blocks.length; i++) {
    const found = blockDiscount(blocks, i);
    if (found) return found;
  }
  // A promotion's subject often gives its deal as a bare percentage, written nowhere else.
  const bare = [...(blocks[0]?.text ?? '').matchAll(BARE_PERCENT_RE)];
  const value = bare.length === 1 ? Number(bare[0]![1]) : 0;
  return value >= 5 && value <= 90 ? `${value}% off` : null;
}

/**
 * The promo codes of the message: the codes the precision rules find (./codes.ts), and the
 * candidate tokens (./code-candidates.ts) the code model takes for codes (decision 039).
 */
function findCodeMentions(
  blocks: readonly CandidateBlock[],
  doc: ReadDocument | null,
  discountInMessage: boolean,
  options: ExtractOptions,
): CodeMention[] {
  const texts = blocks.map((b) => b.text);
  const ruleMentions = findCodes(texts, {
    skip: (i) => blocks[i]?.footer ?? false,
    dealIn: (i) => Boolean(blockDiscount(blocks, i)),
    nearDeal: (i) =>
      Boolean(blockDiscount(blocks, i - 1) ?? blockDiscount(blocks, i + 1)) ||
      /[:：]\s*$/.test(texts[i - 1] ?? ''),
  });
  const imageBlocks = new Set<number>();
  // An image sits before doc.blocks[blockIndex], that is between blocks[i] and blocks[i + 1].
  for (const image of doc?.images ?? [])
    imageBlocks.add(image.blockIndex).add(image.blockIndex + 1);
  const transactional = new Map<number, boolean>();
  const candidates = codeCandidates({
    blocks,
    ruleMentions,
    discountIn: (i) => Boolean(blockDiscount(blocks, i)),
    discountInMessage,
    transactionalIn: (i) => {
      const block = blocks[i];
      if (!block || block.footer) return false;
      let found = transactional.get(i);
      if (found === undefined) {
        found = readsTransactional(block.text);
        transactional.set(i, found);
      }
      return found;
    },
    imageBlocks,
    altText: doc?.alts.join(' ') ?? '',
  });
  options.onCandidates?.(candidates);
  return scoredCodes(options.codeModel ?? shippedCodeModel(), candidates).map(
    ({ code, block, start, end }) => ({ code, block, start, end }),
  );
}

function textOffersOf(
  blocks: readonly Block[],
  codes: readonly CodeMention[],
  ctx: SendContext,
  order: 'mdy' | 'dmy',
  globalExpiry: string | null,
  globalDiscount: string | null,
): TextOffer[] {
  const texts = blocks.map((b) => b.text);
  const codeBlocks = [...new Set(codes.map((c) => c.block))];
  const offers: TextOffer[] = [];
  // How this mail lays out its deals across blocks: the discount above its code, or below.
  let layout: 'above' | 'below' | null = null;

  codeBlocks.forEach((index, k) => {
    const mentions = codes.filter((c) => c.block === index);
    const text = texts[index] ?? '';
    let orientation: 'before' | 'after' | null = null;
    mentions.forEach((mention, i) => {
      const prevEnd = mentions[i - 1]?.end ?? 0;
      const nextStart = mentions[i + 1]?.start ?? text.length;
      const [sStart, sEnd] = sentenceBounds(text, mention.start);
      const before = discountIn(text, Math.max(prevEnd, sStart), mention.start);
      const after = discountIn(text, mention.end, Math.min(nextStart, sEnd));
      let discount: string | null;
      if (orientation === 'after') discount = after ?? before;
      else if (orientation === 'before') discount = before ?? after;
      else {
        discount = before ?? after;
        if (mentions.length > 1) orientation = before ? 'before' : 'after';
      }
      discount ??=
        discountIn(text, prevEnd, mention.start) ?? discountIn(text, mention.end, nextStart);
      if (!discount && mentions.length === 1) {
        const above = discountAbove(blocks, index, codeBlocks[k - 1] ?? 0);
        const below = discountBelow(blocks, index, codeBlocks[k + 1] ?? Infinity);
        layout ??= above ? 'above' : below ? 'below' : null;
        discount = layout === 'below' ? (below ?? above) : (above ?? below);
      }
      discount ??= globalDiscount;
      if (!discount) return; // a code with no discount anywhere in its mail is not a deal
      if (offers.some((o) => o.code === mention.code)) return;
      const expirationDate = findExpiry(text, ctx, order, 'stated') ?? globalExpiry;
      offers.push({ code: mention.code, discount, expirationDate, block: index, barcode: null });
    });
  });

  // Deals that need no code: 'no code needed', 'automatisch abgezogen', 'sans code'.
  blocks.forEach((block, index) => {
    if (block.footer || !NO_CODE_SCREEN(block.text) || !NO_CODE_RE.test(block.text)) return;
    const discount =
      discountNear(blocks, index) ?? (index > 0 ? discountIn(texts[0] ?? '', 0, Infinity) : null);
    // 'Up to 60% off, no code needed' is a sale's teaser: nothing one discount can be redeemed.
    if (!discount || discount.startsWith('up to ') || offers.some((o) => o.discount === discount))
      return;
    const expirationDate = findExpiry(block.text, ctx, order, 'stated') ?? globalExpiry;
    offers.push({ code: null, discount, expirationDate, block: index, barcode: null });
  });
  if (offers.length === 0) {
    const multibuy = multibuyDeal(blocks);
    if (multibuy) {
      const text = texts[multibuy.block] ?? '';
      const expirationDate = findExpiry(text, ctx, order, 'stated') ?? globalExpiry;
      offers.push({ code: null, ...multibuy, expirationDate, barcode: null });
    }
  }
  return offers.sort((a, b) => a.block - b.block);
}

/** A discount of the buy-N-get-M kind, as ./discounts.ts writes it: 'BOGO free', 'B2G1 free'. */
const MULTIBUY_RE = /^(?:BOGO|B\d+G\d+)\b/;

/** A block longer than this is prose (an article about 'BOGO deals'), not a deal's line. */
const MAX_DEAL_LINE = 150;

/**
 * A multi-buy deal of a mail that shows no code ('Buy 2, get the 3rd free', 'zweiter Artikel
 * zum halben Preis', '3x2'): the till takes it off by itself, so it is a deal without the mail
 * having to say 'no code needed'. The first such discount stated on a line of its own (the
 * subject, a heading, a short paragraph) outside the footer.
 */
function multibuyDeal(blocks: readonly Block[]): { discount: string; block: number } | null {
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (!block || block.footer || block.text.length > MAX_DEAL_LINE) continue;
    const discount = blockDiscount(blocks, i);
    if (discount && MULTIBUY_RE.test(discount)) return { discount, block: i };
  }
  return null;
}

function sameCode(a: string, b: string): boolean {
  return a.replace(/[\s-]/g, '').toLowerCase() === b.replace(/[\s-]/g, '').toLowerCase();
}

/** Markup wins: its offers, with what it leaves out taken from the matching text offer. */
function withMarkup(
  markup: readonly MarkupOffer[],
  text: readonly TextOffer[],
  globalExpiry: string | null,
): TextOffer[] {
  return markup.map((m) => {
    const match =
      (m.code ? text.find((t) => t.code && sameCode(t.code, m.code as string)) : undefined) ??
      (text.length === 1 ? text[0] : undefined);
    return {
      code: m.code,
      discount: m.discount ?? match?.discount ?? null,
      expirationDate: m.expirationDate ?? match?.expirationDate ?? globalExpiry,
      block: match?.block ?? 0,
      barcode: match?.barcode ?? null,
    };
  });
}

function titleFor(discount: string | null, context: string, store: string): string {
  if (!discount) return `Deal from ${store}`.slice(0, 120);
  const title = discount[0]!.toUpperCase() + discount.slice(1);
  const sitewide = SITEWIDE_RE.test(context) && !/\+/.test(discount);
  return (sitewide ? `${title} sitewide` : `${title} at ${store}`).slice(0, 120);
}

function describe(context: string): string | null {
  const text = context.trim();
  if (!text) return null;
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}
