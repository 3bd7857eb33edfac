import { Inflate, Unzip, type UnzipFile } from 'fflate';
import {
  hasHeaderBlock,
  type ImportItem,
  type ImportRefusal,
  type ReaderOptions,
} from './import-items.ts';

/**
 * Reads a zip of `.eml` files as it streams in (an upload, or a file read from disk in
 * chunks), entry by entry, with fflate's streaming `Unzip`: the archive is never held, and
 * an entry is held only up to the per-message limit.
 *
 * The archive limits (as for the deals file, src/server/account/deals-file.ts) refuse an
 * entry, counted by reason, while the rest is imported:
 * - `unsafe-name`: a name with a `..` segment, or an absolute path (`/…`, `\…`, `C:…`);
 * - `not-mail`: a name not ending in `.eml`, or an `.eml` without a header block;
 * - `too-large`: more than the per-message limit once unpacked (declared, or found while
 *   unpacking: unpacking stops there);
 * - `bomb`: unpacking past 1 MB at more than 100 bytes out for each byte in (mail packs
 *   3 to 10 times);
 * - `unreadable`: a compression other than deflate or none (an encrypted entry), or bad data.
 *
 * Refused entries are not unpacked at all (their bytes are skipped as they stream past),
 * except a bomb or an oversized entry without declared sizes, unpacked until it shows itself.
 * Folders and macOS's `__MACOSX/` resource forks are skipped without a count.
 */
export async function* readZip(
  source: AsyncIterable<Uint8Array>,
  options: ReaderOptions,
): AsyncGenerator<ImportItem> {
  const ready: ImportItem[] = [];
  const unzip = new Unzip();
  // Each entry's decoder is made by `start()`; what it should do with the entry is decided
  // in `onfile` just before, and read by the decoder as it is made.
  let verdict: Verdict = { kind: 'skip' };
  const emit = (item: ImportItem) => ready.push(item);
  const registered = new Set<number>();
  const registerFor = (compression: number) => {
    if (registered.has(compression)) return;
    registered.add(compression);
    unzip.register(guardedDecoder(compression, () => verdict, options.maxMessageBytes, emit));
  };
  unzip.onfile = (file: UnzipFile) => {
    let judged = judge(file, options.maxMessageBytes);
    // Another compression (an encrypted entry, bzip2, …) cannot be read: its decoder skips it.
    if (judged.kind === 'read' && file.compression !== 0 && file.compression !== 8) {
      judged = { kind: 'refuse', reason: 'unreadable' };
    }
    verdict = judged;
    if (judged.kind === 'refuse') emit({ kind: 'refused', reason: judged.reason });
    // The guarded decoder hands on what it read itself; fflate calls this only for an entry
    // of no bytes at all.
    file.ondata = (_error, _data, final) => {
      if (final && judged.kind === 'read') emit({ kind: 'refused', reason: 'not-mail' });
    };
    // Every entry is started, refused ones too: fflate keeps an entry's bytes in memory
    // until it is started, and a started refusal lets them go.
    registerFor(file.compression);
    file.start();
  };
  for await (const chunk of source) {
    try {
      unzip.push(chunk, false);
    } catch (error) {
      throw new ZipReadError(error);
    }
    yield* drain(ready);
  }
  try {
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    throw new ZipReadError(error);
  }
  yield* drain(ready);
}

/** The zip ended in the middle of an entry, or is not a zip: what was read before stays. */
export class ZipReadError extends Error {
  constructor(cause: unknown) {
    super('This zip file is damaged or cut short', { cause });
    this.name = 'ZipReadError';
  }
}

function* drain(ready: ImportItem[]): Generator<ImportItem> {
  while (ready.length > 0) yield ready.shift() as ImportItem;
}

type Verdict =
  | { kind: 'read'; name: string }
  | { kind: 'refuse'; reason: ImportRefusal }
  /** Not counted: a folder, a resource fork. */
  | { kind: 'skip' };

/** A name that would leave the folder it is unpacked in. */
export function isUnsafeEntryName(name: string): boolean {
  if (/^[\\/]/.test(name) || /^[a-z]:/i.test(name)) return true;
  return name.split(/[\\/]/).some((segment) => segment === '..');
}

function judge(file: UnzipFile, maxBytes: number): Verdict {
  const name = file.name;
  if (isUnsafeEntryName(name)) return { kind: 'refuse', reason: 'unsafe-name' };
  if (name.endsWith('/') || /(^|\/)__MACOSX\//.test(name)) return { kind: 'skip' };
  if (!/\.eml$/i.test(name)) return { kind: 'refuse', reason: 'not-mail' };
  if (file.originalSize !== undefined && file.originalSize > maxBytes) {
    return { kind: 'refuse', reason: 'too-large' };
  }
  if (
    file.originalSize !== undefined &&
    file.size !== undefined &&
    isBomb(file.originalSize, file.size)
  ) {
    return { kind: 'refuse', reason: 'bomb' };
  }
  return { kind: 'read', name };
}

/** Bytes unpacked past which the ratio counts (a small, very regular message packs well). */
const BOMB_FLOOR = 1024 * 1024;
/** Bytes out for each byte in beyond which an entry is a bomb. */
const BOMB_RATIO = 100;
/** Packed bytes given to the inflater at a time, so that one push cannot unpack a flood. */
const INFLATE_STEP = 4096;

function isBomb(unpacked: number, packed: number): boolean {
  return unpacked > BOMB_FLOOR && unpacked > BOMB_RATIO * Math.max(packed, 1);
}

type Emit = (item: ImportItem) => void;

/**
 * A decoder for one compression (0: stored, 8: deflate) that reads an entry only when its
 * verdict says so, holds at most the per-message limit, and stops unpacking at the limit or
 * at a bomb's ratio. It hands the finished message (or its refusal) to `emit` itself.
 */
function guardedDecoder(
  compression: number,
  verdictOf: () => Verdict,
  maxBytes: number,
  emit: Emit,
) {
  return class GuardedDecoder {
    static compression = compression;
    ondata: (error: Error | null, data: Uint8Array, final: boolean) => void = () => {};
    private reading: boolean;
    private readonly parts: Uint8Array[] = [];
    private packed = 0;
    private unpacked = 0;
    private readonly inflate: Inflate | null;

    constructor() {
      this.reading = verdictOf().kind === 'read';
      this.inflate = this.reading && compression === 8 ? new Inflate() : null;
      if (this.inflate) this.inflate.ondata = (data) => this.take(data);
    }

    push(chunk: Uint8Array, final: boolean): void {
      if (!this.reading) return;
      try {
        if (!this.inflate) {
          this.packed += chunk.length;
          this.take(chunk);
        } else {
          for (let at = 0; at < chunk.length && this.reading; at += INFLATE_STEP) {
            const step = chunk.subarray(at, at + INFLATE_STEP);
            this.packed += step.length;
            this.inflate.push(step, false);
          }
          if (final && this.reading) this.inflate.push(new Uint8Array(0), true);
        }
      } catch {
        this.refuse('unreadable');
        return;
      }
      if (final && this.reading) this.complete();
    }

    private take(data: Uint8Array): void {
      if (!this.reading) return;
      this.unpacked += data.length;
      if (this.unpacked > maxBytes) return this.refuse('too-large');
      if (isBomb(this.unpacked, this.packed)) return this.refuse('bomb');
      // fflate reuses no output buffers, but a stored entry's slice is the archive's chunk.
      this.parts.push(compression === 0 ? data.slice() : data);
    }

    private refuse(reason: ImportRefusal): void {
      this.reading = false;
      this.parts.length = 0;
      emit({ kind: 'refused', reason });
    }

    private complete(): void {
      this.reading = false;
      const raw = Buffer.concat(this.parts, this.unpacked);
      this.parts.length = 0;
      emit(
        hasHeaderBlock(raw) ? { kind: 'message', raw } : { kind: 'refused', reason: 'not-mail' },
      );
    }
  };
}
