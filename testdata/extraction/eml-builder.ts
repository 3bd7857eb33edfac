/**
 * A small, deterministic RFC 5322 / MIME writer for the extraction evaluation set: CRLF line
 * ends, fixed boundaries, bodies in the charset and transfer encoding the case asks for
 * (7bit, 8bit, quoted-printable, base64; UTF-8, US-ASCII, ISO-8859-1, ISO-8859-15,
 * windows-1252). Used by make-barcode-cases.ts; the other cases were written with it too.
 */

export type Charset = 'utf-8' | 'us-ascii' | 'iso-8859-1' | 'iso-8859-15' | 'windows-1252';
export type TransferEncoding = '7bit' | '8bit' | 'quoted-printable' | 'base64';

export interface TextPart {
  kind: 'text';
  type: 'text/plain' | 'text/html';
  charset: Charset;
  encoding: TransferEncoding;
  body: string;
  /** Header spelling of the charset, e.g. 'ISO-8859-1' or 'UTF-8' (default: as given). */
  charsetLabel?: string;
}

export interface BinaryPart {
  kind: 'binary';
  type: string;
  bytes: Uint8Array;
  contentId?: string;
  filename?: string;
  disposition?: 'inline' | 'attachment';
}

export interface Multipart {
  kind: 'multipart';
  subtype: 'alternative' | 'related' | 'mixed';
  boundary: string;
  parts: Part[];
}

export type Part = TextPart | BinaryPart | Multipart;

export interface Message {
  /** Headers in order, values already encoded (see `encodeWord` and `mailbox`). */
  headers: [string, string][];
  body: Part;
}

const WINDOWS_1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const ISO_8859_15: Record<string, number> = {
  '€': 0xa4,
  Š: 0xa6,
  š: 0xa8,
  Ž: 0xb4,
  ž: 0xb8,
  Œ: 0xbc,
  œ: 0xbd,
  Ÿ: 0xbe,
};
const ISO_8859_15_REPLACED = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);

/** The text in the given charset; throws on a character the charset cannot hold. */
export function encodeText(text: string, charset: Charset): Uint8Array {
  if (charset === 'utf-8') return new TextEncoder().encode(text);
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    let byte: number | undefined;
    if (charset === 'us-ascii') byte = code < 0x80 ? code : undefined;
    else if (charset === 'iso-8859-1') byte = code < 0x100 ? code : undefined;
    else if (charset === 'iso-8859-15') {
      byte =
        ISO_8859_15[ch] ?? (code < 0x100 && !ISO_8859_15_REPLACED.has(code) ? code : undefined);
    } else {
      byte = WINDOWS_1252[ch] ?? (code < 0x80 || (code >= 0xa0 && code < 0x100) ? code : undefined);
    }
    if (byte === undefined) {
      throw new Error(`${charset} cannot hold ${JSON.stringify(ch)} (U+${code.toString(16)})`);
    }
    out.push(byte);
  }
  return Uint8Array.from(out);
}

function toCrlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** Quoted-printable (RFC 2045) with soft breaks at 76 columns; CRLF stays a hard break. */
export function quotedPrintable(bytes: Uint8Array): string {
  const lines: string[] = [];
  let line = '';
  const push = (token: string) => {
    if (line.length + token.length > 75) {
      lines.push(line + '=');
      line = '';
    }
    line += token;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0x0d && bytes[i + 1] === 0x0a) {
      // Trailing whitespace before a hard break must be encoded.
      const last = line.at(-1);
      if (last === ' ' || last === '\t') {
        line = line.slice(0, -1) + (last === ' ' ? '=20' : '=09');
      }
      lines.push(line);
      line = '';
      i++;
      continue;
    }
    const printable = (b >= 0x21 && b <= 0x7e && b !== 0x3d) || b === 0x20 || b === 0x09;
    push(printable ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`);
  }
  const last = line.at(-1);
  if (last === ' ' || last === '\t') line = line.slice(0, -1) + (last === ' ' ? '=20' : '=09');
  lines.push(line);
  return lines.join('\r\n');
}

export function base64Lines(bytes: Uint8Array): string {
  const b64 = Buffer.from(bytes).toString('base64');
  return (b64.match(/.{1,76}/g) ?? []).join('\r\n');
}

/** An RFC 2047 encoded word when the text is not plain ASCII, else the text. */
export function encodeWord(
  text: string,
  charset: Charset = 'utf-8',
  mode: 'B' | 'Q' = 'B',
): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const bytes = encodeText(text, charset);
  const label = charset.toUpperCase();
  if (mode === 'B') return `=?${label}?B?${Buffer.from(bytes).toString('base64')}?=`;
  let q = '';
  for (const b of bytes) {
    if (b === 0x20) q += '_';
    else if ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)) {
      q += String.fromCharCode(b);
    } else q += `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `=?${label}?Q?${q}?=`;
}

/** `"Display Name" <address>`, the name quoted or encoded as needed. */
export function mailbox(
  name: string,
  address: string,
  charset: Charset = 'utf-8',
  mode: 'B' | 'Q' = 'B',
): string {
  if (!/^[\x20-\x7e]*$/.test(name)) return `${encodeWord(name, charset, mode)} <${address}>`;
  if (/^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(name)) return `${name} <${address}>`;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An RFC 5322 date for a local wall-clock time in the given offset, e.g. '-0800'. */
export function rfcDate(local: string, offset: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) throw new Error(`bad local time ${local}`);
  const [, y, mo, d, h, mi, s] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay();
  return `${DAYS[day]}, ${Number(d)} ${MONTHS[Number(mo) - 1]} ${y} ${h}:${mi}:${s ?? '00'} ${offset}`;
}

function writePart(part: Part, bytesOut: (Uint8Array | string)[]): void {
  if (part.kind === 'multipart') {
    bytesOut.push(`Content-Type: multipart/${part.subtype}; boundary="${part.boundary}"\r\n\r\n`);
    for (const child of part.parts) {
      bytesOut.push(`--${part.boundary}\r\n`);
      writePart(child, bytesOut);
      bytesOut.push('\r\n');
    }
    bytesOut.push(`--${part.boundary}--\r\n`);
    return;
  }
  if (part.kind === 'text') {
    const label = part.charsetLabel ?? part.charset;
    bytesOut.push(`Content-Type: ${part.type}; charset="${label}"\r\n`);
    bytesOut.push(`Content-Transfer-Encoding: ${part.encoding}\r\n\r\n`);
    const body = encodeText(toCrlf(part.body), part.charset);
    if (part.encoding === 'quoted-printable') bytesOut.push(quotedPrintable(body));
    else if (part.encoding === 'base64') bytesOut.push(base64Lines(body));
    else {
      if (part.encoding === '7bit' && body.some((b) => b > 0x7f)) {
        throw new Error('7bit body has 8-bit bytes');
      }
      const tooLong = toCrlf(part.body)
        .split('\r\n')
        .find((l) => l.length > 900);
      if (tooLong) throw new Error(`line too long for ${part.encoding}: ${tooLong.slice(0, 60)}`);
      bytesOut.push(body);
    }
    bytesOut.push('\r\n');
    return;
  }
  const name = part.filename ? `; name="${part.filename}"` : '';
  bytesOut.push(`Content-Type: ${part.type}${name}\r\n`);
  bytesOut.push('Content-Transfer-Encoding: base64\r\n');
  if (part.contentId) bytesOut.push(`Content-ID: <${part.contentId}>\r\n`);
  if (part.disposition) {
    const filename = part.filename ? `; filename="${part.filename}"` : '';
    bytesOut.push(`Content-Disposition: ${part.disposition}${filename}\r\n`);
  }
  bytesOut.push('\r\n');
  bytesOut.push(base64Lines(part.bytes));
  bytesOut.push('\r\n');
}

/** The whole message as bytes. */
export function buildEml(message: Message): Buffer {
  const chunks: (Uint8Array | string)[] = [];
  for (const [name, value] of message.headers) {
    // Folded values ('\r\n' then a space or tab) are allowed; anything else must be ASCII.
    if (/[^\x20-\x7e]/.test(value.replace(/\r\n[ \t]/g, ' '))) {
      throw new Error(`header ${name} is not ASCII: ${value}`);
    }
    chunks.push(`${name}: ${value}\r\n`);
  }
  chunks.push('MIME-Version: 1.0\r\n');
  writePart(message.body, chunks);
  return Buffer.concat(
    chunks.map((c) => (typeof c === 'string' ? Buffer.from(c, 'latin1') : Buffer.from(c))),
  );
}
