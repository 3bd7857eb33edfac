import { hasHeaderBlock, type ImportItem, type ReaderOptions } from './import-items.ts';
import { readMbox } from './mbox-reader.ts';
import { readZip } from './zip-reader.ts';

/**
 * A mailbox file of any kind Dealbox reads, told by its content, never by its name: a zip
 * (`PK\x03\x04`, or an empty zip's `PK\x05\x06`), an mbox (its first line starts `From `),
 * else one message (its first line is a header field). Anything else is `NotMailFileError`,
 * before a single message is read.
 */
export type MailFileFormat = 'zip' | 'mbox' | 'eml';

export class NotMailFileError extends Error {
  constructor() {
    super(
      'This file is not mail Dealbox can read: use an mbox file, a zip of .eml files, or one .eml message',
    );
    this.name = 'NotMailFileError';
  }
}

/** The format of a file from its first bytes (at least 5 of them, unless it is shorter). */
export function detectFormat(head: Uint8Array): MailFileFormat | null {
  const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  if (
    start[0] === 0x50 &&
    start[1] === 0x4b &&
    (start[2] === 3 || start[2] === 5) &&
    start[3] === start[2] + 1
  ) {
    return 'zip';
  }
  if (Buffer.from(start.subarray(0, 5)).toString('latin1') === 'From ') return 'mbox';
  if (hasHeaderBlock(start)) return 'eml';
  return null;
}

/** Reads `source` as whichever format it is, one item per message. */
export async function* readMailFile(
  source: AsyncIterable<Uint8Array>,
  options: ReaderOptions & { onFormat?: (format: MailFileFormat) => void },
): AsyncGenerator<ImportItem> {
  const { head, rest } = await peek(source, 64);
  const format = detectFormat(head);
  if (!format) throw new NotMailFileError();
  options.onFormat?.(format);
  const whole = replay(head, rest);
  if (format === 'zip') yield* readZip(whole, options);
  else if (format === 'mbox') yield* readMbox(whole, options);
  else yield* readEml(whole, options);
}

/** One message: held up to the limit, refused past it. */
async function* readEml(
  source: AsyncIterable<Uint8Array>,
  { maxMessageBytes }: ReaderOptions,
): AsyncGenerator<ImportItem> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size <= maxMessageBytes) parts.push(chunk);
    else parts.length = 0;
  }
  if (size > maxMessageBytes) yield { kind: 'refused', reason: 'too-large' };
  else yield { kind: 'message', raw: Buffer.concat(parts, size) };
}

/** The first `bytes` of a stream (fewer if it is shorter), and an iterator over the rest. */
async function peek(
  source: AsyncIterable<Uint8Array>,
  bytes: number,
): Promise<{ head: Uint8Array; rest: AsyncIterator<Uint8Array> }> {
  const rest = source[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await rest.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(parts, size), rest };
}

async function* replay(
  head: Uint8Array,
  rest: AsyncIterator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (head.length > 0) yield head;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}
