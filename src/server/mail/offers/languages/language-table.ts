/**
 * Everything offer extraction knows about one language, as data. The rules in ../ build
 * their patterns from every table at once (promotions mix languages: an English 'code' in
 * a German mail is common), so adding a language is adding a table to ./all-languages.ts.
 *
 * Phrases are plain lowercase text matched case-insensitively on word boundaries; a space
 * in a phrase matches any run of whitespace. Where a phrase needs a number, `#` stands for
 * it (`ends in # days`).
 */
export interface LanguageTable {
  code: string;
  /** Short words common in the language's running text, to tell which language a mail is in. */
  commonWords: readonly string[];
  /** Numeric dates like 05/06/2026: month first ('mdy') or day first ('dmy'). */
  numericDateOrder: 'mdy' | 'dmy';
  /** Month names and abbreviations, January = index 0; several spellings per month. */
  months: readonly (readonly string[])[];
  /** Weekday names and abbreviations, Sunday = index 0. */
  weekdays: readonly (readonly string[])[];
  /** Words that introduce a promo code: 'use code', 'promo code', 'gutscheincode'. */
  codeLabels: readonly string[];
  /** Words before 'code' that make it something other than a deal ('verification code'). */
  nonPromoCodeWords: readonly string[];
  /** A code in a sentence without a label: `#` is the code ('enter # at checkout'). */
  codeFrames: readonly string[];
  /**
   * A code after a plain word ('15% off with FALL-FAVES'): read only in a block that states
   * a discount, and only for a token with digits or a hyphen that no word has.
   */
  weakCodeFrames: readonly string[];
  /** Words after a code that mean it was already used (a receipt: 'SAVE10 applied'). */
  usedCodeWords: readonly string[];
  /** Words that a code label may be followed by before the code itself (': the', 'at checkout'). */
  codeFillers: readonly string[];
  /** The deal applies without a code. */
  noCodePhrases: readonly string[];
  /** Words before an expiry date: 'ends', 'valid through', 'gültig bis', 'jusqu'au'. */
  expiryWords: readonly string[];
  /** The offer ends on the day the mail was sent. */
  todayPhrases: readonly string[];
  /** The offer ends the day after. */
  tomorrowPhrases: readonly string[];
  /** '# hours left': ends that many hours after the send time. */
  hoursPhrases: readonly string[];
  /** 'ends in # days': ends that many days after the send date. */
  daysPhrases: readonly string[];
  /**
   * Words that say how long a deal is valid, before or after a span of days or weeks ('valid
   * for 7 days', '7 Tage gültig'): it ends that many days after the send date. The span's own
   * words come from CLDR (../dates.ts).
   */
  validityWords: readonly string[];
  /** 'this weekend only': ends on the coming Sunday. */
  weekendPhrases: readonly string[];
  /** Discount phrases. `#` is a percentage or an amount, as each list says. */
  percentOff: readonly string[];
  /** `#` is an amount with its currency ('$10', '10 €'). */
  amountOff: readonly string[];
  /** `#` is the minimum spend: 'on orders over #', 'ab #', 'dès # d'achat'. */
  minimumSpend: readonly string[];
  /** A minimum stated before its discount, further back in the sentence ('spend #'). */
  minimumFirst: readonly string[];
  /** Minimum first, then the discount: 'spend # get # off' (first `#` the minimum). */
  spendThenGet: readonly string[];
  freeShipping: readonly string[];
  /** Buy one get one free, in the language's own words. */
  bogoFree: readonly string[];
  /** Buy one get one at half price: `#` is the percentage off the second. */
  bogoPercent: readonly string[];
  /** Buy two get one free. */
  b2g1Free: readonly string[];
  /** A subject or body phrase that marks transactional mail (receipts, resets, tracking). */
  transactional: readonly string[];
  /** Words in an image's alt text or address that say it draws a barcode ('code-barres'). */
  barcodeWords: readonly string[];
  /**
   * Phrases naming the seller of a marketplace's offer: `#` is the seller's name ('sold by #',
   * 'vendu par #', "#'s shop").
   */
  sellerPhrases: readonly string[];
  /** Phrases of a marketplace relaying its sellers' offers ('shops you follow', 'is not the seller'). */
  marketplacePhrases: readonly string[];
  /** A block that is footer or boilerplate (its dates and codes do not count). */
  footer: readonly string[];
}
