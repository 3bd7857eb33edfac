import type * as ZxingReaderModule from 'zxing-wasm/reader';
import { DETECTOR_FORMATS, scannedCode, type ScanResult } from './scanned-format.ts';

/**
 * Reads a barcode or QR code from pixels: the browser's own BarcodeDetector where it has one
 * that knows our formats (Android, ChromeOS, macOS), otherwise ZXing-C++ compiled to
 * WebAssembly (zxing-wasm), fetched from our own origin the first time it is needed. Neither
 * is loaded with the page. See docs/decisions/011-wallet-data.md.
 */

interface DetectedBarcode {
  rawValue: string;
  format: string;
}

interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export type DecoderName = 'native' | 'wasm';

let nativeDetector: Promise<BarcodeDetectorLike | null> | undefined;

function loadNativeDetector(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor })
      .BarcodeDetector;
    // `?decoder=wasm` in the page's address skips the browser's reader (for comparing them).
    if (!Detector || new URLSearchParams(location.search).get('decoder') === 'wasm') return null;
    try {
      const supported = await Detector.getSupportedFormats();
      const formats = DETECTOR_FORMATS.filter((f) => supported.includes(f));
      return formats.length > 0 ? new Detector({ formats }) : null;
    } catch {
      return null;
    }
  })();
  return nativeDetector;
}

type ZxingReader = typeof ZxingReaderModule;
let zxing: Promise<ZxingReader> | undefined;

function loadZxing(): Promise<ZxingReader> {
  zxing ??= Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]).then(([reader, wasm]) => {
    reader.prepareZXingModule({
      overrides: {
        // Our own copy (the library's default is a CDN).
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasm.default : prefix + path,
      },
    });
    return reader;
  });
  zxing.catch(() => {
    zxing = undefined;
  });
  return zxing;
}

/** Starts fetching the reader ahead of the first frame (the scan dialog calls it on open). */
export function warmUpDecoder(): void {
  void loadNativeDetector().then((native) => (native ? undefined : loadZxing()));
}

export interface Decoded extends ScanResult {
  decoder: DecoderName;
}

/** The first code in the image that Dealbox can store, or null when none is found. */
export async function decodeImageData(image: ImageData): Promise<Decoded | null> {
  const native = await loadNativeDetector();
  if (native) {
    const found = await native.detect(image);
    for (const code of found) {
      const result = scannedCode(code.rawValue, code.format);
      if (result) return { ...result, decoder: 'native' };
    }
    return null;
  }
  const reader = await loadZxing();
  const results = await reader.readBarcodes(image, {
    tryHarder: true,
    maxNumberOfSymbols: 4,
    formats: [],
  });
  for (const code of results) {
    if (!code.isValid) continue;
    const result = scannedCode(code.text, code.format, code.symbology);
    if (result) return { ...result, decoder: 'wasm' };
  }
  return null;
}

/** Longest side an image is read at: a phone screenshot keeps its detail, a 48 MP photo shrinks. */
const MAX_SIDE = 2000;

/** The pixels of an image file (a screenshot or photo of a coupon). */
export async function imageDataFromFile(file: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas');
    // A transparent screenshot reads as black on black without a white backdrop.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  } finally {
    bitmap.close();
  }
}
