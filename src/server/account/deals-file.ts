import { unzipSync } from 'fflate';
import {
  BARCODE_FORMATS,
  DEFAULT_BARCODE_FORMAT,
  isBarcodeFormat,
  normalizeBarcodeValue,
  validateBarcodeValue,
  type BarcodeFormat,
} from '#shared/barcode-formats.ts';
import { isCalendarDate, todayIn } from '#shared/offer-rules.ts';
import { OFFER_LIMITS, parseCreateOffer } from '#shared/offer-types.ts';
import type { ImportedDeal } from '../db/account.ts';
import type { OfferRow } from '../db/offers.ts';
import { csvRow, isBlankRecord, parseCsv, unguardFormula, type CsvRecord } from './csv.ts';

/**
 * The deals file: what the export writes (CSV and JSON) and what the import reads back —
 * Dealbox's own CSV (or the whole export zip, whose deals.csv is used), and Catima's export
 * (its catima.csv, alone or in the zip Catima writes). See docs/decisions/011.
 */

export const DEALS_CSV_COLUMNS = [
  'store_name',
  'offer_title',
  'discount',
  'description',
  'barcode_value',
  'barcode_type',
  'expiration_date',
  'status',
  'is_saved',
  'created_at',
] as const;

export const DEALS_CSV_HEADER = csvRow(DEALS_CSV_COLUMNS);

export function dealCsvRow(row: OfferRow): string {
  return csvRow([
    row.store_name,
    row.offer_title,
    row.discount,
    row.description,
    row.barcode_value,
    row.barcode_type,
    row.expiration_date,
    row.status,
    row.is_saved ? 'true' : 'false',
    new Date(Number(row.created_at)).toISOString(),
  ]);
}

/** One deal in deals.json (the wire names, plus where it came from). */
export function dealJson(row: OfferRow) {
  return {
    id: row.id,
    storeName: row.store_name,
    offerTitle: row.offer_title,
    discount: row.discount,
    description: row.description,
    barcodeValue: row.barcode_value,
    barcodeType: row.barcode_type,
    expirationDate: row.expiration_date,
    status: row.status,
    isSaved: Boolean(row.is_saved),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    emailId: row.source_email_id,
  };
}

export interface SkippedRow {
  line: number;
  reason: string;
}

export interface DealsFile {
  format: 'dealbox' | 'catima';
  deals: ImportedDeal[];
  skipped: SkippedRow[];
}

export class DealsFileError extends Error {}

export const IMPORT_MESSAGES = {
  empty: 'The file is empty',
  unknown:
    'This file is not a deals export Dealbox can read: use a CSV exported from Dealbox or from Catima',
  zipWithoutCsv: 'This zip file holds no deals.csv (Dealbox) or catima.csv (Catima)',
  encrypted:
    'This Catima export is password-protected: export it again from Catima without a password',
  badZip: 'This zip file is damaged or not a zip file',
  tooLarge: 'The deals file inside this zip is too large',
  notText: 'The file is not text (UTF-8)',
} as const;

/** How big a CSV inside a zip may be once unpacked (a zip bomb is refused, not unpacked). */
const MAX_UNPACKED_CSV = 50 * 1024 * 1024;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The deals CSV inside a zip: Dealbox's export (deals.csv) or Catima's (catima.csv). */
function csvFromZip(bytes: Uint8Array): Uint8Array {
  const wanted = (name: string) => /(^|\/)(deals|catima)\.csv$/i.test(name);
  let entries: Record<string, Uint8Array>;
  let encrypted = false;
  let tooLarge = false;
  try {
    entries = unzipSync(bytes, {
      filter(file) {
        if (!wanted(file.name)) return false;
        // Method 99 is WinZip AES, which Catima uses for password-protected exports.
        if (file.compression === 99) {
          encrypted = true;
          return false;
        }
        if (file.originalSize > MAX_UNPACKED_CSV) {
          tooLarge = true;
          return false;
        }
        return true;
      },
    });
  } catch {
    throw new DealsFileError(encrypted ? IMPORT_MESSAGES.encrypted : IMPORT_MESSAGES.badZip);
  }
  if (encrypted) throw new DealsFileError(IMPORT_MESSAGES.encrypted);
  if (tooLarge) throw new DealsFileError(IMPORT_MESSAGES.tooLarge);
  const names = Object.keys(entries);
  const name = names.find((n) => /deals\.csv$/i.test(n)) ?? names[0];
  const csv = name === undefined ? undefined : entries[name];
  if (!csv) throw new DealsFileError(IMPORT_MESSAGES.zipWithoutCsv);
  return csv;
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DealsFileError(IMPORT_MESSAGES.notText);
  }
}

export interface ReadOptions {
  /** The user's IANA zone: Catima's expiry instants become that day's date. */
  timeZone: string;
}

/** Reads a deals file (CSV or zip bytes) into deals to add and rows skipped with a reason. */
export function readDealsFile(bytes: Uint8Array, options: ReadOptions): DealsFile {
  if (bytes.length === 0) throw new DealsFileError(IMPORT_MESSAGES.empty);
  const csvBytes = isZip(bytes) ? csvFromZip(bytes) : bytes;
  const text = decodeText(csvBytes);
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new DealsFileError((error as Error).message);
  }
  const firstIndex = records.findIndex((r) => !isBlankRecord(r));
  const first = records[firstIndex];
  if (!first) throw new DealsFileError(IMPORT_MESSAGES.empty);
  const header = first.fields.map((f) => f.trim().toLowerCase());
  if (header.includes('store_name') && header.includes('barcode_value')) {
    return { format: 'dealbox', ...readDealbox(header, records.slice(firstIndex + 1)) };
  }
  const catima = catimaCardsSection(records);
  if (catima) return { format: 'catima', ...readCatima(catima, options) };
  throw new DealsFileError(IMPORT_MESSAGES.unknown);
}

type Rows = Pick<DealsFile, 'deals' | 'skipped'>;

function fieldsOf(header: string[], record: CsvRecord): Record<string, string> {
  const out: Record<string, string> = {};
  header.forEach((name, i) => {
    out[name] = unguardFormula(record.fields[i] ?? '');
  });
  return out;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);

/**
 * A deal checked against the offers API's rules; a deal without a code (allowed for deals
 * found in email) is checked with a stand-in code and kept without one.
 */
function checkDeal(
  input: {
    storeName: string;
    offerTitle: string;
    discount: string;
    description: string;
    barcodeValue: string;
    barcodeType: BarcodeFormat;
    expirationDate: string;
  },
  extra: Pick<ImportedDeal, 'status' | 'isSaved' | 'createdAt'>,
): ImportedDeal | string {
  const noCode = input.barcodeValue.trim() === '';
  const parsed = parseCreateOffer({
    ...input,
    barcodeValue: noCode ? 'X' : input.barcodeValue,
    barcodeType: noCode ? DEFAULT_BARCODE_FORMAT : input.barcodeType,
  });
  if (!parsed.ok) return parsed.message;
  const data = parsed.data;
  return {
    storeName: data.storeName,
    offerTitle: data.offerTitle,
    discount: data.discount,
    description: data.description,
    barcodeValue: noCode ? '' : data.barcodeValue,
    barcodeType: noCode ? DEFAULT_BARCODE_FORMAT : data.barcodeType,
    expirationDate: data.expirationDate,
    ...extra,
  };
}

function readDealbox(header: string[], records: CsvRecord[]): Rows {
  const deals: ImportedDeal[] = [];
  const skipped: SkippedRow[] = [];
  for (const record of records) {
    if (isBlankRecord(record)) continue;
    const f = fieldsOf(header, record);
    const type = (f.barcode_type ?? '').trim().toUpperCase();
    if (type !== '' && !isBarcodeFormat(type)) {
      skipped.push({
        line: record.line,
        reason: `Barcode format must be one of ${BARCODE_FORMATS.join(', ')}`,
      });
      continue;
    }
    const created = Date.parse(f.created_at ?? '');
    const deal = checkDeal(
      {
        storeName: f.store_name ?? '',
        offerTitle: f.offer_title ?? '',
        discount: f.discount ?? '',
        description: f.description ?? '',
        barcodeValue: f.barcode_value ?? '',
        barcodeType: isBarcodeFormat(type) ? type : DEFAULT_BARCODE_FORMAT,
        expirationDate: f.expiration_date ?? '',
      },
      {
        status: (f.status ?? '').trim().toLowerCase() === 'used' ? 'used' : 'active',
        isSaved: TRUE_WORDS.has((f.is_saved ?? '').trim().toLowerCase()),
        createdAt: Number.isFinite(created) ? created : null,
      },
    );
    if (typeof deal === 'string') skipped.push({ line: record.line, reason: deal });
    else deals.push(deal);
  }
  return { deals, skipped };
}

interface CatimaSection {
  header: string[];
  records: CsvRecord[];
}

/**
 * Catima's cards: in its version 2 layout (a line '2', then sections separated by blank
 * lines: groups, cards, card-group links) the section whose header has `store` and `cardid`;
 * a version 1 file is that section alone.
 */
function catimaCardsSection(records: CsvRecord[]): CatimaSection | null {
  let sectionStart = true;
  for (let i = 0; i < records.length; i++) {
    const record = records[i] as CsvRecord;
    if (isBlankRecord(record)) {
      sectionStart = true;
      continue;
    }
    if (sectionStart) {
      const header = record.fields.map((f) => f.trim().toLowerCase());
      if (header.includes('store') && header.includes('cardid')) {
        const rows: CsvRecord[] = [];
        for (let j = i + 1; j < records.length && !isBlankRecord(records[j] as CsvRecord); j++) {
          rows.push(records[j] as CsvRecord);
        }
        return { header, records: rows };
      }
    }
    sectionStart = false;
  }
  return null;
}

/** Catima's barcode names (ZXing's) to ours; the rest have no Dealbox format. */
const CATIMA_FORMATS: Record<string, BarcodeFormat> = {
  AZTEC: 'AZTEC',
  CODE_39: 'CODE39',
  CODE_128: 'CODE128',
  DATA_MATRIX: 'DATAMATRIX',
  EAN_8: 'EAN8',
  EAN_13: 'EAN13',
  ITF: 'ITF',
  PDF_417: 'PDF417',
  QR_CODE: 'QR',
  UPC_A: 'UPC',
};

/**
 * The format to show a Catima card's code in: its own when Dealbox has it and the value fits,
 * else CODE128 when the value fits that (CODABAR, CODE_93, UPC_E, or no barcode), else QR.
 */
export function formatForCatima(catimaType: string, value: string): BarcodeFormat {
  const own = CATIMA_FORMATS[catimaType.trim().toUpperCase()];
  for (const format of [own, DEFAULT_BARCODE_FORMAT, 'QR'] as const) {
    if (format && validateBarcodeValue(format, value) === null) return format;
  }
  return own ?? DEFAULT_BARCODE_FORMAT;
}

/** Catima writes instants in milliseconds; a value that small can only be seconds. */
function catimaInstant(value: string): number | null {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0) return null;
  return n < 1e11 ? n * 1000 : n;
}

function firstLine(text: string): string {
  return (text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '').trim();
}

function readCatima(section: CatimaSection, { timeZone }: ReadOptions): Rows {
  const deals: ImportedDeal[] = [];
  const skipped: SkippedRow[] = [];
  for (const record of section.records) {
    const f = fieldsOf(section.header, record);
    const note = (f.note ?? '').trim();
    const code = (f.barcodeid ?? '').trim() || (f.cardid ?? '').trim();
    if (code === '') {
      skipped.push({ line: record.line, reason: 'The card has no card ID' });
      continue;
    }
    const format = formatForCatima(f.barcodetype ?? '', code);
    const expiry = catimaInstant(f.expiry ?? '');
    const balance = (f.balance ?? '').trim();
    const balanceType = (f.balancetype ?? '').trim();
    const hasBalance = balance !== '' && Number(balance) !== 0;
    const title = firstLine(note).slice(0, OFFER_LIMITS.offerTitle) || 'Loyalty card';
    const deal = checkDeal(
      {
        storeName: (f.store ?? '').slice(0, OFFER_LIMITS.storeName),
        offerTitle: title,
        discount: hasBalance
          ? `${balance} ${balanceType || 'points'}`.slice(0, OFFER_LIMITS.discount)
          : '',
        description: note !== title ? note.slice(0, OFFER_LIMITS.description) : '',
        barcodeValue: normalizeBarcodeValue(format, code),
        barcodeType: format,
        expirationDate: expiry === null ? '' : todayIn(timeZone, new Date(expiry)),
      },
      { status: 'active', isSaved: (f.starstatus ?? '').trim() === '1', createdAt: null },
    );
    if (typeof deal === 'string') skipped.push({ line: record.line, reason: deal });
    else if (deal.expirationDate !== null && !isCalendarDate(deal.expirationDate)) {
      skipped.push({ line: record.line, reason: 'The expiry date is not a date' });
    } else deals.push(deal);
  }
  return { deals, skipped };
}
