/**
 * CSV as RFC 4180 writes it (comma, double quotes, CRLF), and a reader that takes what
 * spreadsheets and other apps write: quoted fields across lines, LF or CRLF, a UTF-8 BOM.
 */

/** One field, quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A leading = + - @ makes spreadsheets run the cell as a formula (CSV injection): a
  // leading apostrophe keeps it text; the importer below drops it again.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Undoes `csvField`'s guard against formulas: "'=x" back to "=x". */
export function unguardFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(line: number) {
    super(`The file is not valid CSV: a quoted field opened on line ${line} never closes`);
    this.line = line;
  }
}

export interface CsvRecord {
  /** 1-based line on which the record starts (for messages). */
  line: number;
  fields: string[];
}

/**
 * Every record of `text`, in order. A blank line is a record with one empty field (Catima's
 * export separates its sections with them).
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\ufeff') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let quoteLine = 1;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < input.length) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
      i++;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

export function isBlankRecord(record: CsvRecord): boolean {
  return record.fields.every((f) => f.trim() === '');
}
