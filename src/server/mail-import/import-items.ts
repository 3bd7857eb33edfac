/**
 * What a mailbox file reader yields, one item per message: the message itself, or the reason
 * it was refused without being read whole (too large, a zip bomb, an unsafe or non-mail
 * zip entry). The reasons an import counts add the acceptor's own refusals.
 */

export const IMPORT_REFUSALS = [
  'too-large',
  'bomb',
  'unsafe-name',
  'not-mail',
  'unreadable',
  'mailbox-full',
  'account-gone',
] as const;

export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

export type ImportItem =
  | {
      kind: 'message';
      /** The whole RFC 5322 message, unquoted (mbox) or unpacked (zip). */
      raw: Uint8Array;
      /** A date to use when the message has no usable Date header (an mbox From_ line's). */
      fallbackDate?: number;
    }
  | { kind: 'refused'; reason: ImportRefusal };

export interface ReaderOptions {
  /** A message (or zip entry) larger than this is refused, never held whole (SMTP_MAX_MESSAGE_BYTES). */
  maxMessageBytes: number;
}

/**
 * The first line of a message is a header field (`Name: value`, RFC 5322's printable name),
 * and a line ends it: the least a file must show to be taken for mail.
 */
export function hasHeaderBlock(raw: Uint8Array): boolean {
  let i = 0;
  const limit = Math.min(raw.length, 1000);
  while (i < limit) {
    const c = raw[i] as number;
    if (c === 0x3a) return i > 0;
    // Field names are printable ASCII but space and colon.
    if (c <= 0x20 || c >= 0x7f) return false;
    i++;
  }
  return false;
}
