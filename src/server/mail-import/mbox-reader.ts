import type { ImportItem, ReaderOptions } from './import-items.ts';

/**
 * Reads an mbox file (Google Takeout's Mail export, a Thunderbird folder) as it streams in,
 * one message at a time: no more than one message is ever held, and a message over the
 * limit is counted and dropped as it streams past.
 *
 * - **Separators:** a line starting `From ` at the start of the file or after an empty line
 *   (the empty line belongs to the mbox, not to the message), or anywhere when it reads as a
 *   whole From_ line (`From sender Mon Jan  1 10:00:00 2024`): some writers leave out the
 *   empty line.
 * - **Quoting:** the mboxrd rule for every file: a line `>From `, `>>From `, … loses one `>`.
 *   That is exact for mboxrd (Takeout), and for mboxo (Thunderbird), which quotes `From `
 *   as `>From ` only, it is exact for every line it quoted; what it cannot tell apart is a
 *   line that was `>From ` in the original mail, which comes back as `From `. That costs a
 *   `>` in a quoted line of text, while the other choice (unquoting only `>From `) would
 *   leave mboxrd's `>>From ` lines wrong. A file's quoting is not written in it, so one rule
 *   it is.
 * - **Line ends:** LF or CRLF, kept as they are (the parser reads both).
 * - **Dates:** the From_ line's date is handed along as the fallback for a message without a
 *   Date header.
 */
export async function* readMbox(
  source: AsyncIterable<Uint8Array>,
  options: ReaderOptions,
): AsyncGenerator<ImportItem> {
  const parser = new MboxParser(options.maxMessageBytes);
  for await (const chunk of source) {
    parser.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    yield* parser.take();
  }
  parser.end();
  yield* parser.take();
}

const LF = 0x0a;
const CR = 0x0d;
const GT = 0x3e;
const F = 0x46;
const FROM_ = Buffer.from('From ');
/** `From sender Www Mmm dd hh:mm:ss [zone] yyyy`: a From_ line without the empty line before it. */
const WHOLE_FROM_LINE =
  /^From \S+ +[A-Z][a-z]{2} [A-Z][a-z]{2} +\d{1,2} \d{1,2}:\d\d(:\d\d)? .*\d{4}\s*$/;

interface Message {
  parts: Buffer[];
  size: number;
  tooLarge: boolean;
  fromDate: number | undefined;
}

/** The From_ line's date (asctime, optionally with a zone), as epoch ms; zone-less is UTC. */
export function fromLineDate(line: string): number | undefined {
  const rest = /^From \S+ +(.+?)\s*$/.exec(line)?.[1];
  if (!rest) return undefined;
  const withZone = /[+-]\d{4}|\b(UTC|GMT)\b/.test(rest) ? rest : `${rest} UTC`;
  const ms = Date.parse(withZone);
  return Number.isFinite(ms) ? ms : undefined;
}

function isBlank(line: Buffer): boolean {
  return line.length === 1 || (line.length === 2 && line[0] === CR);
}

/** `>From `, `>>From `, …: one `>` goes. */
function isQuotedFrom(line: Buffer): boolean {
  let i = 0;
  while (line[i] === GT) i++;
  return i > 0 && line.subarray(i, i + 5).equals(FROM_);
}

class MboxParser {
  private message: Message | null = null;
  /** The last line was empty: held until we know whether a separator follows. */
  private heldBlank: Buffer | null = null;
  /** True before the first line, and after an empty line. */
  private lineStartsBlock = true;
  /** A line longer than a chunk, gathered until its end. */
  private carry: Buffer[] = [];
  private carryLength = 0;
  /** The line being carried outgrew a message: the rest of it only counts. */
  private spilling = false;
  private readonly ready: ImportItem[] = [];

  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  push(chunk: Buffer): void {
    let pos = 0;
    // A run of ordinary lines is added as one slice of the chunk.
    let runStart = -1;
    const flushRun = (end: number) => {
      if (runStart >= 0 && end > runStart) this.add(chunk.subarray(runStart, end));
      runStart = -1;
    };
    while (pos < chunk.length) {
      const nl = chunk.indexOf(LF, pos);
      if (nl === -1) {
        flushRun(pos);
        this.carryOn(chunk.subarray(pos));
        return;
      }
      if (this.carryLength > 0 || this.spilling) {
        const tail = chunk.subarray(pos, nl + 1);
        if (this.spilling) {
          this.add(tail);
          this.spilling = false;
          this.lineStartsBlock = false;
        } else {
          this.carry.push(tail);
          const line = Buffer.concat(this.carry);
          this.carry = [];
          this.carryLength = 0;
          this.line(line);
        }
        pos = nl + 1;
        continue;
      }
      const first = chunk[pos];
      const ordinary =
        first !== F && first !== GT && first !== LF && first !== CR && this.heldBlank === null;
      if (ordinary && this.message) {
        if (runStart < 0) runStart = pos;
        this.lineStartsBlock = false;
      } else {
        flushRun(pos);
        this.line(chunk.subarray(pos, nl + 1));
      }
      pos = nl + 1;
    }
    flushRun(pos);
  }

  /** The file ended: its last line (without a line end) and its last message. */
  end(): void {
    if (this.spilling) this.spilling = false;
    else if (this.carryLength > 0) {
      const line = Buffer.concat(this.carry);
      this.carry = [];
      this.carryLength = 0;
      this.line(line);
    }
    // A trailing empty line is the mbox's, not the message's.
    this.heldBlank = null;
    this.finish();
  }

  /** The messages completed so far. */
  *take(): Generator<ImportItem> {
    while (this.ready.length > 0) yield this.ready.shift() as ImportItem;
  }

  private carryOn(piece: Buffer): void {
    if (this.spilling) {
      this.add(piece);
      return;
    }
    this.carry.push(piece);
    this.carryLength += piece.length;
    // A line longer than a whole message cannot be a separator: the message it is in is
    // too large, and the rest of the line is only counted.
    if (this.carryLength > this.maxBytes) {
      this.releaseHeldBlank();
      for (const part of this.carry) this.add(part);
      this.carry = [];
      this.carryLength = 0;
      this.spilling = true;
    }
  }

  private line(line: Buffer): void {
    if (isBlank(line)) {
      this.releaseHeldBlank();
      this.heldBlank = line;
      this.lineStartsBlock = true;
      return;
    }
    if (line.subarray(0, 5).equals(FROM_)) {
      const text = line.toString('latin1');
      if (this.lineStartsBlock || WHOLE_FROM_LINE.test(text)) {
        this.heldBlank = null;
        this.finish();
        this.message = { parts: [], size: 0, tooLarge: false, fromDate: fromLineDate(text) };
        this.lineStartsBlock = false;
        return;
      }
    }
    this.releaseHeldBlank();
    this.lineStartsBlock = false;
    this.add(line[0] === GT && isQuotedFrom(line) ? line.subarray(1) : line);
  }

  private releaseHeldBlank(): void {
    if (this.heldBlank) this.add(this.heldBlank);
    this.heldBlank = null;
  }

  private add(bytes: Buffer): void {
    const message = this.message;
    // Lines before the first separator belong to no message.
    if (!message) return;
    message.size += bytes.length;
    if (message.tooLarge) return;
    if (message.size > this.maxBytes) {
      message.tooLarge = true;
      message.parts = [];
      return;
    }
    message.parts.push(bytes);
  }

  private finish(): void {
    const message = this.message;
    this.message = null;
    if (!message || message.size === 0) return;
    if (message.tooLarge) {
      this.ready.push({ kind: 'refused', reason: 'too-large' });
      return;
    }
    const raw = Buffer.concat(message.parts, message.size);
    this.ready.push(
      message.fromDate === undefined
        ? { kind: 'message', raw }
        : { kind: 'message', raw, fallbackDate: message.fromDate },
    );
  }
}
