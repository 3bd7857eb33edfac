import { addressParser, decodeWords, type Address, type Email } from 'postal-mime';

/**
 * What the intake needs before it can answer 250: sender and subject, read from the header
 * block only (the body is parsed after the commit). Never throws: a message with unreadable
 * headers is still stored, with what could be read.
 */

export interface MessageBasics {
  senderName: string;
  senderEmail: string;
  subject: string;
}

/** What the intake reads before the 250: the basics and the Message-ID (sender retries). */
export interface IntakeHeaders extends MessageBasics {
  messageId: string | null;
}

const MAX_HEADER_BLOCK = 512 * 1024;
const MAX_NAME = 256;
const MAX_ADDRESS = 320;
const MAX_SUBJECT = 998;
const MAX_MESSAGE_ID = 998;

const WINDOWS_1252_C1: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

/**
 * Node 20's TextDecoder reads windows-1252 (and the ISO-8859-1 labels the WHATWG maps to
 * it) as Latin-1, leaving C1 control characters where the sender meant “quotes”, € or —.
 * Real text never carries C1 controls, so they are read as windows-1252, as browsers do.
 */
export function fixWindows1252(value: string): string {
  return value.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0)] ?? c);
}

/** Collapses whitespace, removes control characters, trims and truncates. */
export function cleanText(value: string | undefined | null, max: number): string {
  if (!value) return '';
  return (
    fixWindows1252(value)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b\u2028\u2029\ufeff]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

/** The first mailbox of a From header (a group's first member). */
function firstMailbox(address: Address | undefined): { name: string; address: string } | null {
  if (!address) return null;
  if ('group' in address && Array.isArray(address.group)) {
    const member = address.group[0];
    return member ? { name: member.name || address.name || '', address: member.address } : null;
  }
  return { name: address.name ?? '', address: address.address ?? '' };
}

/** Sender and subject from a parsed message, falling back to the envelope sender. */
export function basicsFrom(
  email: Pick<Email, 'from' | 'sender' | 'subject'> | null,
  envelopeFrom?: string,
): MessageBasics {
  const from = firstMailbox(email?.from) ?? firstMailbox(email?.sender);
  const senderEmail = cleanText(from?.address || envelopeFrom || '', MAX_ADDRESS).toLowerCase();
  const senderName = cleanText(from?.name, MAX_NAME) || senderEmail;
  return { senderName, senderEmail, subject: cleanText(email?.subject, MAX_SUBJECT) };
}

/** The header block of a raw message (up to the first empty line). */
export function headerBlock(raw: Uint8Array): Uint8Array {
  const limit = Math.min(raw.length, MAX_HEADER_BLOCK);
  for (let i = 0; i < limit; i++) {
    if (raw[i] !== 0x0a) continue;
    // LF LF, or LF CR LF
    if (raw[i + 1] === 0x0a) return raw.subarray(0, i + 1);
    if (raw[i + 1] === 0x0d && raw[i + 2] === 0x0a) return raw.subarray(0, i + 1);
  }
  return raw.subarray(0, limit);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Header bytes as text: UTF-8 when they are (8-bit headers usually are), else Latin-1. */
function headerText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return fixWindows1252(latin1.decode(bytes));
  }
}

/** The unfolded value of the first `name:` header, or undefined. */
function headerValue(unfolded: string, name: string): string | undefined {
  const match = new RegExp(`^${name}[ \\t]*:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1];
}

/**
 * Sender and subject straight from the header block, with postal-mime's own decoders for
 * encoded words and address lists (a full parse costs ten times more, on the 250 path).
 */
export function readBasics(raw: Uint8Array, envelopeFrom?: string): IntakeHeaders {
  try {
    const unfolded = headerText(headerBlock(raw)).replace(/\r?\n[ \t]+/g, ' ');
    const address = (name: string): Address | undefined => {
      const value = headerValue(unfolded, name);
      return value ? addressParser(value)[0] : undefined;
    };
    const subject = headerValue(unfolded, 'subject');
    const messageId = cleanText(headerValue(unfolded, 'message-id'), MAX_MESSAGE_ID);
    const basics = basicsFrom(
      {
        from: address('from'),
        sender: address('sender'),
        subject: subject === undefined ? undefined : decodeWords(subject),
      },
      envelopeFrom,
    );
    return { ...basics, messageId: messageId || null };
  } catch {
    return { ...basicsFrom(null, envelopeFrom), messageId: null };
  }
}
