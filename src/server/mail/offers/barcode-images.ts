/**
 * Reads the coupon barcode an email draws as an image (an inline or attached PNG, JPEG or
 * GIF), so the code can be offered in the deals wallet.
 *
 * Bytes -> RGBA pixels (pngjs, jpeg-js, omggif: the first frame) -> luminance, with
 * transparency composited onto the white page behind it -> ZXing (@zxing/library, pure JS).
 *
 * Pure CPU work that never throws and stays bounded, since any sender can put any image in
 * a mail:
 * - the format is sniffed from the magic bytes (the declared content type is only a hint,
 *   and often wrong: 'application/octet-stream', or 'image/jpeg' on a PNG);
 * - the dimensions are read from the header before anything is decoded: over 2 MB of
 *   bytes, over 4 megapixels or under 20×20 px (tracking pixels, spacers) is skipped;
 * - images wider than 1600 px are shrunk by an integer factor before reading;
 * - images with (almost) no contrast are skipped;
 * - ZXing gets a fixed series of passes (see `readCode`), and its 1-D readers a budget of
 *   rows, smaller for photos and noise.
 */
import { inflateSync } from 'node:zlib';
import {
  BarcodeFormat as ZXingFormat,
  BinaryBitmap,
  BitArray,
  DecodeHintType,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  MultiFormatOneDReader,
  MultiFormatReader,
  RGBLuminanceSource,
  type Binarizer,
  type LuminanceSource,
  type Result,
} from '@zxing/library';
import jpeg from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';
import type { BarcodeFormat } from '#shared/barcode-formats.ts';

export interface DecodedBarcode {
  value: string;
  format: BarcodeFormat;
}

/** Larger files are not coupon images worth the work. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Largest image decoded, in pixels (also jpeg-js's own limit, below). */
export const MAX_IMAGE_PIXELS = 4_000_000;
/** Smaller images (tracking pixels, spacers, icons) cannot hold a readable code. */
export const MIN_IMAGE_SIDE = 20;
/** Wider images are shrunk by an integer factor first. */
const MAX_DECODE_WIDTH = 1600;
/** Lightest minus darkest luminance below which nothing can be read (blank, faint tints). */
const MIN_CONTRAST = 64;

type ImageKind = 'png' | 'jpeg' | 'gif';

interface Luminance {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Decodes the barcode an image shows, or null. Pure CPU, never throws, bounded work. */
export function decodeBarcodeImage(bytes: Uint8Array, contentType: string): DecodedBarcode | null {
  // ZXing reports every miss (each row, each reader, each pass) by throwing, and capturing
  // the stack of those exceptions was most of the time spent on images without a code. The
  // work below is synchronous, so nothing else runs while the limit is lowered.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return decode(bytes, contentType);
  } catch {
    return null;
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

function decode(bytes: Uint8Array, _contentType: string): DecodedBarcode | null {
  if (!(bytes instanceof Uint8Array) || bytes.length > MAX_IMAGE_BYTES) return null;
  // The magic bytes decide: a content type that disagrees with them is ignored.
  const kind = sniff(bytes);
  if (!kind) return null;
  const size = headerSize(kind, bytes);
  if (!size || !acceptableSize(size.width, size.height)) return null;

  const rgba = decodePixels(kind, bytes);
  if (!rgba || !acceptableSize(rgba.width, rgba.height)) return null;
  if (rgba.data.length < rgba.width * rgba.height * 4) return null;

  const luminance = shrink(toLuminance(rgba.data, rgba.width, rgba.height));
  if (!hasContrast(luminance.data)) return null;
  const result = readCode(pad(luminance), isCluttered(luminance));
  return result ? toDecoded(result) : null;
}

// ---------------------------------------------------------------------------------------
// Formats and headers

function sniff(b: Uint8Array): ImageKind | null {
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (
    b.length >= 6 &&
    b[0] === 0x47 && // G
    b[1] === 0x49 && // I
    b[2] === 0x46 && // F
    b[3] === 0x38 && // 8
    (b[4] === 0x37 || b[4] === 0x39) && // 7 or 9
    b[5] === 0x61 // a
  ) {
    return 'gif';
  }
  return null;
}

function acceptableSize(width: number, height: number): boolean {
  return (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    width >= MIN_IMAGE_SIDE &&
    height >= MIN_IMAGE_SIDE &&
    width * height <= MAX_IMAGE_PIXELS
  );
}

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
}

function u32be(b: Uint8Array, i: number): number {
  return (
    (b[i] ?? 0) * 0x1000000 + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0)
  );
}

/** The image's declared size, read without decoding it; null when the header is broken. */
function headerSize(kind: ImageKind, b: Uint8Array): { width: number; height: number } | null {
  switch (kind) {
    case 'png':
      // Signature, then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4).
      if (b.length < 24 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') {
        return null;
      }
      return { width: u32be(b, 16), height: u32be(b, 20) };
    case 'gif':
      // The logical screen: width and height, little-endian, after 'GIF89a'.
      if (b.length < 10) return null;
      return { width: (b[6] ?? 0) | ((b[7] ?? 0) << 8), height: (b[8] ?? 0) | ((b[9] ?? 0) << 8) };
    case 'jpeg':
      return jpegSize(b);
  }
}

/** Walks the JPEG's marker segments to its start-of-frame, which holds the size. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  // At most a few hundred segments precede the frame header in any real file.
  for (let segments = 0; segments < 1000 && i + 9 < b.length; segments++) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before a frame
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

function decodePixels(kind: ImageKind, bytes: Uint8Array): Rgba | null {
  switch (kind) {
    case 'png': {
      if (!interlacedPngFits(bytes)) return null;
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const png = PNG.sync.read(buffer);
      return { data: png.data, width: png.width, height: png.height };
    }
    case 'jpeg': {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: 4,
        maxMemoryUsageInMB: 64,
      });
      return { data: image.data, width: image.width, height: image.height };
    }
    case 'gif': {
      const reader = new GifReader(bytes);
      if (reader.numFrames() < 1) return null;
      const { width, height } = reader;
      // omggif allocates the first frame's own size, which the screen size does not bound.
      const frame = reader.frameInfo(0);
      if (!acceptableSize(width, height) || frame.width * frame.height > MAX_IMAGE_PIXELS) {
        return null;
      }
      // Pixels the first frame leaves transparent (or does not cover) keep alpha 0, so
      // they come out as the white page behind the image.
      const data = new Uint8Array(width * height * 4);
      reader.decodeAndBlitFrameRGBA(0, data);
      return { data, width, height };
    }
  }
}

/** Channels per pixel of each PNG colour type. */
const PNG_CHANNELS: Partial<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * False for an interlaced PNG whose image data inflates to more than its size allows.
 * pngjs caps inflating at the image's size only for PNGs that are not interlaced; for
 * interlaced ones it inflates everything, and 2 MB of deflate can expand to 2 GB.
 */
function interlacedPngFits(b: Uint8Array): boolean {
  if (b[28] !== 1) return true; // IHDR's interlace method: 0 none, 1 Adam7
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  const channels = PNG_CHANNELS[b[25] ?? -1];
  if (!channels) return false;
  // Adam7's seven passes add a filter byte and a part byte per row of each pass, at most
  // four bytes per image row: twice the plain size is a safe ceiling.
  const rowBytes = Math.ceil((width * channels * (b[24] ?? 16)) / 8) + 1;
  const limit = 2 * rowBytes * height + 4096;
  const data: Uint8Array[] = [];
  for (let i = 8; i + 12 <= b.length;) {
    const length = u32be(b, i);
    const type = String.fromCharCode(b[i + 4]!, b[i + 5]!, b[i + 6]!, b[i + 7]!);
    if (type === 'IDAT') data.push(b.subarray(i + 8, i + 8 + length));
    if (type === 'IEND') break;
    i += 12 + length;
  }
  try {
    inflateSync(Buffer.concat(data), { maxOutputLength: limit });
    return true;
  } catch {
    return false; // too large, or not deflate at all
  }
}

// ---------------------------------------------------------------------------------------
// Pixels

/** Grey levels (ITU-R BT.601 weights), with transparency composited onto white. */
function toLuminance(rgba: Uint8Array, width: number, height: number): Luminance {
  const n = width * height;
  const data = new Uint8ClampedArray(n);
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const grey = (306 * rgba[i]! + 601 * rgba[i + 1]! + 117 * rgba[i + 2]! + 512) >> 10;
    const alpha = rgba[i + 3]!;
    data[p] = alpha === 255 ? grey : (grey * alpha + 255 * (255 - alpha) + 127) / 255;
  }
  return { data, width, height };
}

/** Shrinks images wider than MAX_DECODE_WIDTH by an integer factor (box average). */
function shrink(image: Luminance): Luminance {
  const factor = Math.ceil(image.width / MAX_DECODE_WIDTH);
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8ClampedArray(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx]!;
      }
      data[y * width + x] = sum / area;
    }
  }
  return { data, width, height };
}

/** False for blank or faint images: a code needs dark modules on a light ground. */
function hasContrast(data: Uint8ClampedArray): boolean {
  let min = 255;
  let max = 0;
  // Every 7th pixel is plenty to see the range, and skips most of a large image.
  for (let i = 0; i < data.length; i += 7) {
    const v = data[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
    if (max - min >= MIN_CONTRAST) return true;
  }
  return false;
}

/**
 * Photos and noise, unlike drawn codes and banners (dark bars and letters on a light
 * ground, grey only along anti-aliased edges): most of the image mid grey, or a sharp edge
 * every other pixel (finer than any code drawn at 2 px a module).
 */
function isCluttered(image: Luminance): boolean {
  const { data, width, height } = image;
  const rows = Math.min(height, 64);
  let pixels = 0;
  let grey = 0;
  let edges = 0;
  for (let r = 0; r < rows; r++) {
    const start = Math.floor(((r + 0.5) * height) / rows) * width;
    let previous = data[start]!;
    for (let i = start + 1; i < start + width; i++) {
      const v = data[i]!;
      pixels++;
      if (v > 48 && v < 208) grey++;
      if (Math.abs(v - previous) > 64) edges++;
      previous = v;
    }
  }
  return grey * 2 > pixels || edges * 10 > pixels * 4;
}

/**
 * Surrounds the image with white, a tenth of its size on each side: a code cropped to its
 * bars has no quiet zone, and ZXing's 1-D readers want one (ITF ten modules, EAN three).
 */
function pad(image: Luminance): Luminance {
  const padX = Math.max(8, Math.ceil(image.width / 10));
  const padY = Math.max(8, Math.ceil(image.height / 10));
  const width = image.width + 2 * padX;
  const height = image.height + 2 * padY;
  const data = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < image.height; y++) {
    const from = y * image.width;
    data.set(image.data.subarray(from, from + image.width), (y + padY) * width + padX);
  }
  return { data, width, height };
}

// ---------------------------------------------------------------------------------------
// ZXing

const ONE_D_FORMATS = [
  ZXingFormat.EAN_13,
  ZXingFormat.EAN_8,
  ZXingFormat.UPC_A,
  ZXingFormat.CODE_128,
  ZXingFormat.CODE_39,
  ZXingFormat.ITF,
];
const TWO_D_FORMATS = [
  ZXingFormat.QR_CODE,
  ZXingFormat.DATA_MATRIX,
  ZXingFormat.PDF_417,
  ZXingFormat.AZTEC,
];

type Hints = Map<DecodeHintType, unknown>;

const ONE_D_HINTS: Hints = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, ONE_D_FORMATS],
  [DecodeHintType.TRY_HARDER, true],
]);

interface TwoDPass {
  binarizer: (source: LuminanceSource) => Binarizer;
  hints: Hints;
}

/** Every 2-D format, hybrid (local) thresholding, TRY_HARDER: a code anywhere in the image. */
const TWO_D_HYBRID: TwoDPass = {
  binarizer: (source) => new HybridBinarizer(source),
  hints: new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, TWO_D_FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]),
};

/**
 * PURE_BARCODE, for a lone code on white that the detectors misjudge (small QR codes whose
 * modules alternate between two pixel widths). Only QR and Data Matrix have a pure mode.
 */
const TWO_D_PURE: TwoDPass = {
  binarizer: (source) => new HybridBinarizer(source),
  hints: new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [ZXingFormat.QR_CODE, ZXingFormat.DATA_MATRIX]],
    [DecodeHintType.PURE_BARCODE, true],
  ]),
};

/**
 * Global thresholding, for codes on uneven grounds (gradients, tinted banners). The 1-D
 * readers need no such pass: they threshold each row with its own histogram anyway.
 */
const TWO_D_GLOBAL: TwoDPass = {
  binarizer: (source) => new GlobalHistogramBinarizer(source),
  hints: new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, TWO_D_FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]),
};

/**
 * The passes, cheapest and likeliest first; the first to read a code wins:
 *
 * 1. 1-D, a coarse sweep of rows and columns (most coupons: a clean code is read from the
 *    first row through it);
 * 2. 2-D, hybrid thresholding, TRY_HARDER;
 * 3. 1-D, the fine scan (a code among text, or short);
 * 4. 2-D, PURE_BARCODE;
 * 5. 2-D, global thresholding.
 *
 * Cluttered images (photos, noise) get a smaller 1-D budget and skip pass 4 (a photo is
 * never a lone code on white).
 */
function readCode(image: Luminance, cluttered: boolean): Result | null {
  const budget = cluttered ? CLUTTERED_ROW_BUDGET : ROW_BUDGET;
  const across = new RowScan(image, budget);
  let down: RowScan | undefined;
  // Columns, as rows of the image turned 90° (a vertical code); made when first needed.
  const columns = () => (down ??= new RowScan(transpose(image), budget));
  return (
    across.scan(coarseRows(image.height)) ??
    columns().scan(coarseRows(image.width)) ??
    readTwoD(image, TWO_D_HYBRID) ??
    across.scan(fineRows(image.height)) ??
    columns().scan(fineRows(image.width)) ??
    (cluttered ? null : readTwoD(image, TWO_D_PURE)) ??
    readTwoD(image, TWO_D_GLOBAL)
  );
}

function readTwoD(image: Luminance, pass: TwoDPass): Result | null {
  try {
    const source = new RGBLuminanceSource(image.data, image.width, image.height);
    const bitmap = new BinaryBitmap(pass.binarizer(source));
    const result = new MultiFormatReader().decode(bitmap, pass.hints);
    return result.getText() ? result : null;
  } catch {
    // NotFoundException, ChecksumException, FormatException.
    return null;
  }
}

/** A 1-D code crosses at least this many bar edges (EAN-8: 44; CODE39 '*A*': 30). */
const MIN_ROW_EDGES = 24;

interface RowBudget {
  /** Rows with enough edges for a code read per orientation (each both ways), at most... */
  rows: number;
  /** ...and at most this many pixels of them, so wide images get fewer rows. */
  pixels: number;
}
const ROW_BUDGET: RowBudget = { rows: 160, pixels: 120_000 };
const CLUTTERED_ROW_BUDGET: RowBudget = { rows: 48, pixels: 36_000 };
/** Rows spread over the whole height in the coarse sweep. */
const COARSE_ROWS = 25;

/**
 * The 1-D readers over the rows of one orientation, much as ZXing's TRY_HARDER scan reads
 * them: up to 256 rows spread over the height from the middle outwards, each read left to
 * right and right to left. Its own loop rather than ZXing's, to bound the work: ZXing reads
 * every one of those rows, which on a busy image (600×400 px of noise) takes a third of a
 * second warm, over a second cold. Here rows with too few edges for a code (blank, or a few
 * letters) are skipped, as are rows identical to one already read (the rest of a barcode's
 * height), and only a budget of busy rows is read. The coarse sweep over the whole height
 * comes first, so a code away from the middle is reached even when the budget runs out in
 * a busy image.
 */
class RowScan {
  private readonly binarizer: GlobalHistogramBinarizer;
  private readonly reader = new MultiFormatOneDReader(ONE_D_HINTS);
  private readonly seen = new Map<number, Int32Array>();
  private readonly maxBusy: number;
  private row: BitArray;
  private busy = 0;

  private readonly image: Luminance;

  constructor(image: Luminance, budget: RowBudget) {
    this.image = image;
    this.binarizer = new GlobalHistogramBinarizer(
      new RGBLuminanceSource(image.data, image.width, image.height),
    );
    this.maxBusy = Math.min(budget.rows, Math.floor(budget.pixels / image.width));
    this.row = new BitArray(image.width);
  }

  scan(rows: Iterable<number>): Result | null {
    for (const y of rows) {
      if (this.busy >= this.maxBusy) return null;
      const result = this.read(y);
      if (result) return result;
    }
    return null;
  }

  private read(y: number): Result | null {
    try {
      // Throws when the row has no contrast to threshold (blank).
      this.row = this.binarizer.getBlackRow(y, this.row);
    } catch {
      return null;
    }
    const row = this.row;
    const width = this.image.width;
    if (!hasEdges(row, width, MIN_ROW_EDGES)) return null;
    const bits = row.getBitArray();
    const key = hashBits(bits);
    const same = this.seen.get(key);
    if (same && sameBits(same, bits)) return null;
    if (!same) this.seen.set(key, bits.slice());

    this.busy++;
    // Reading reverses the row: keep a copy to cut.
    const copy = row.clone();
    const whole = this.decode(y, row);
    if (whole) return whole;
    // A start pattern matched by chance in text or a picture before the code ends the
    // readers' attempt at the whole row, so stretches of bars between gaps are also read
    // on their own.
    for (const part of stretches(copy, width)) {
      if (this.busy >= this.maxBusy) return null;
      this.busy++;
      const result = this.decode(y, part);
      if (result) return result;
    }
    return null;
  }

  /** The row read left to right, then right to left (a code upside down). */
  private decode(y: number, row: BitArray): Result | null {
    for (let direction = 0; direction < 2; direction++) {
      if (direction === 1) row.reverse();
      try {
        return this.reader.decodeRow(y, row, ONE_D_HINTS);
      } catch {
        // Not a code, or not this way round.
      }
    }
    return null;
  }
}

/** Gap widths, in pixels, at which a row is cut into stretches (each 1.5 times the last). */
const CUT_GAPS = [8, 12, 18, 27, 40, 60, 90];

/**
 * The row's stretches of bars that could hold a code, each as a row of its own with white
 * around it. A code's own gaps are at most four modules wide and its quiet zone ten, so
 * cutting the row at every gap of at least some width leaves the code whole in one stretch
 * for any width between the two; the widths tried are 1.5 times apart. Stretches with too
 * few bars for a code, and the whole row (already read), are left out.
 */
function* stretches(row: BitArray, width: number): Generator<BitArray> {
  // Bars as [start, end) pairs.
  const bars: number[] = [];
  for (let x = row.getNextSet(0); x < width;) {
    const end = row.getNextUnset(x);
    bars.push(x, end);
    x = row.getNextSet(end);
  }
  const count = bars.length / 2;
  const minBars = MIN_ROW_EDGES / 2;
  if (count < minBars) return;
  const tried = new Set<number>();
  for (const cut of CUT_GAPS) {
    let first = 0;
    for (let i = 1; i <= count; i++) {
      if (i < count && bars[2 * i]! - bars[2 * i - 1]! < cut) continue;
      // Bars first..i-1 form a stretch.
      const key = first * count + i;
      if (i - first >= minBars && !(first === 0 && i === count) && !tried.has(key)) {
        tried.add(key);
        const start = bars[2 * first]!;
        const end = bars[2 * i - 1]!;
        const margin = Math.max(cut, Math.ceil((end - start) / 10));
        const part = new BitArray(end - start + 2 * margin);
        for (let b = first; b < i; b++) {
          part.setRange(bars[2 * b]! - start + margin, bars[2 * b + 1]! - start + margin);
        }
        yield part;
      }
      first = i;
    }
  }
}

/** A sweep of rows spread over the whole height, from the middle outwards. */
function* coarseRows(height: number): Generator<number> {
  for (const i of middleOut(COARSE_ROWS)) yield Math.floor(((i + 0.5) * height) / COARSE_ROWS);
}

/** Up to 256 rows (every row of a small image), from the middle outwards. */
function* fineRows(height: number): Generator<number> {
  const step = Math.max(1, height >> 8);
  for (const i of middleOut(Math.ceil(height / step))) yield i * step;
}

/** 0..count-1, from the middle outwards. */
function* middleOut(count: number): Generator<number> {
  const middle = count >> 1;
  for (let offset = 0; offset <= middle; offset++) {
    if (middle + offset < count) yield middle + offset;
    if (offset > 0 && middle - offset >= 0) yield middle - offset;
  }
}

/** Whether the row changes colour at least `min` times. */
function hasEdges(row: BitArray, width: number, min: number): boolean {
  let x = row.getNextSet(0);
  for (let edges = 0; x < width; edges += 2) {
    if (edges >= min) return true;
    x = row.getNextSet(row.getNextUnset(x));
  }
  return false;
}

function hashBits(bits: Int32Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bits.length; i++) hash = Math.imul(hash ^ bits[i]!, 0x01000193);
  return hash;
}

function sameBits(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function transpose(image: Luminance): Luminance {
  const { width, height } = image;
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) data[x * height + y] = image.data[row + x]!;
  }
  return { data, width: height, height: width };
}

const FORMATS = new Map<ZXingFormat, BarcodeFormat>([
  [ZXingFormat.EAN_13, 'EAN13'],
  [ZXingFormat.EAN_8, 'EAN8'],
  [ZXingFormat.UPC_A, 'UPC'],
  [ZXingFormat.CODE_128, 'CODE128'],
  [ZXingFormat.CODE_39, 'CODE39'],
  [ZXingFormat.ITF, 'ITF'],
  [ZXingFormat.QR_CODE, 'QR'],
  [ZXingFormat.DATA_MATRIX, 'DATAMATRIX'],
  [ZXingFormat.PDF_417, 'PDF417'],
  [ZXingFormat.AZTEC, 'AZTEC'],
]);

function toDecoded(result: Result): DecodedBarcode | null {
  const value = result.getText();
  const format = FORMATS.get(result.getBarcodeFormat());
  if (!format || !value) return null;
  // A UPC-A symbol is an EAN-13 whose first digit is 0 (the same bars), so ZXing may name
  // it either way. GS1 reads such a code as the 12-digit UPC-A, which is also what its
  // label prints and what a till expects, so report it that way.
  if (format === 'EAN13' && /^0[0-9]{12}$/.test(value)) {
    return { value: value.slice(1), format: 'UPC' };
  }
  return { value, format };
}
