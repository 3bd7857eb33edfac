import { crc32, deflateSync } from 'node:zlib';
// 'bwip-js/node': the bare 'bwip-js' entry has types only under the "node" export condition,
// which TypeScript's bundler resolution does not use.
import bwipjs from 'bwip-js/node';
import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { prng } from '#test/prng.ts';
import { decodeBarcodeImage, type DecodedBarcode } from './barcode-images.ts';

/** RGBA pixels, 4 bytes a pixel, rows top to bottom. */
interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

type RenderOptions = Parameters<typeof bwipjs.toBuffer>[0];

function render(options: RenderOptions): Promise<Buffer> {
  return bwipjs.toBuffer(options);
}

const ean13 = (text: string) => ({ bcid: 'ean13', text, scale: 3, height: 12, includetext: true });

/** The PNG's pixels, made opaque on white (bwip-js draws on a transparent ground). */
function readPng(bytes: Uint8Array): Pixels {
  const png = PNG.sync.read(Buffer.from(bytes));
  const data = new Uint8Array(png.data);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    for (let c = i; c < i + 3; c++) data[c] = Math.round(data[c]! * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { width: png.width, height: png.height, data };
}

function writePng(image: Pixels): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data);
  return PNG.sync.write(png);
}

function canvas(width: number, height: number, rgb = [255, 255, 255]): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = rgb[0]!;
    data[i + 1] = rgb[1]!;
    data[i + 2] = rgb[2]!;
    data[i + 3] = 255;
  }
  return { width, height, data };
}

function blit(target: Pixels, source: Pixels, left: number, top: number): void {
  for (let y = 0; y < source.height; y++) {
    const from = y * source.width * 4;
    target.data.set(
      source.data.subarray(from, from + source.width * 4),
      ((top + y) * target.width + left) * 4,
    );
  }
}

function fillRect(
  image: Pixels,
  left: number,
  top: number,
  width: number,
  height: number,
  rgb: number[],
): void {
  for (let y = top; y < top + height; y++) {
    for (let x = left; x < left + width; x++) {
      const i = (y * image.width + x) * 4;
      image.data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], i);
    }
  }
}

/** Turned 90° clockwise. */
function rotate(image: Pixels): Pixels {
  const out = canvas(image.height, image.width);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 4;
      const to = (x * out.width + (image.height - 1 - y)) * 4;
      out.data.set(image.data.subarray(from, from + 4), to);
    }
  }
  return out;
}

function isDark(image: Pixels, pixel: number): boolean {
  const i = pixel * 4;
  return image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 3 * 128;
}

/** A GIF of the image in two colours; with `transparent`, the light pixels are transparent. */
function toGif(image: Pixels, transparent = false): Uint8Array {
  const buffer = new Uint8Array(image.width * image.height * 2 + 4096);
  // Index 0 is the light ground. When it is transparent its colour is black, so the image
  // only reads if transparency is composited onto white.
  const palette = transparent ? [0x000000, 0x000000] : [0xffffff, 0x000000];
  const writer = new GifWriter(buffer, image.width, image.height, { palette });
  const indexed = Array.from({ length: image.width * image.height }, (_, p) =>
    isDark(image, p) ? 1 : 0,
  );
  writer.addFrame(0, 0, image.width, image.height, indexed, transparent ? { transparent: 0 } : {});
  return buffer.slice(0, writer.end());
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An Adam7-interlaced greyscale PNG (pngjs writes only non-interlaced ones). */
function interlacedPng(image: Pixels, data?: Buffer): Buffer {
  const { width, height } = image;
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  const raw: number[] = [];
  for (const [x0, y0, dx, dy] of passes) {
    if (x0 >= width || y0 >= height) continue;
    for (let y = y0; y < height; y += dy) {
      raw.push(0); // filter: none
      for (let x = x0; x < width; x += dx) raw.push(isDark(image, y * width + x) ? 0 : 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 1], 8); // 8-bit grey, deflate, adaptive filtering, Adam7
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data ?? deflateSync(Uint8Array.from(raw))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

function toJpeg(image: Pixels, quality = 85): Uint8Array {
  return jpeg.encode({ data: image.data, width: image.width, height: image.height }, quality).data;
}

function noise(width: number, height: number, seed: number): Pixels {
  const next = prng(seed);
  const image = canvas(width, height);
  for (let i = 0; i < image.data.length; i++) {
    if (i % 4 !== 3) image.data[i] = Math.floor(next() * 256);
  }
  return image;
}

/** Lines of 'words' (clusters of thin dark strokes) over a box of the image. */
function scribble(
  image: Pixels,
  left: number,
  top: number,
  width: number,
  height: number,
  seed: number,
) {
  const next = prng(seed);
  for (let y = top; y + 14 <= top + height; y += 24) {
    let x = left;
    while (true) {
      const letters = 2 + Math.floor(next() * 8);
      if (x + letters * 9 > left + width) break;
      for (let l = 0; l < letters; l++) {
        const stroke = 1 + Math.floor(next() * 3);
        const tall = next() < 0.3 ? 14 : 10;
        fillRect(image, x, y + 14 - tall, stroke, tall, [20, 20, 20]);
        fillRect(image, x + stroke, y + 4 + Math.floor(next() * 8), 4, 2, [20, 20, 20]);
        x += stroke + 6;
      }
      x += 10;
    }
  }
}

function decodePng(bytes: Uint8Array, contentType = 'image/png'): DecodedBarcode | null {
  return decodeBarcodeImage(bytes, contentType);
}

describe('decodeBarcodeImage: formats', () => {
  it.each([
    ['EAN-13', ean13('4006381333931'), { value: '4006381333931', format: 'EAN13' }],
    [
      'UPC-A',
      { bcid: 'upca', text: '036000291452', scale: 3, height: 12, includetext: true },
      { value: '036000291452', format: 'UPC' },
    ],
    // An EAN-13 with a leading 0 is a UPC-A (the same bars), reported as the 12 digits.
    ['EAN-13 starting with 0', ean13('0036000291452'), { value: '036000291452', format: 'UPC' }],
    [
      'EAN-8',
      { bcid: 'ean8', text: '96385074', scale: 3, height: 12, includetext: true },
      { value: '96385074', format: 'EAN8' },
    ],
    [
      'CODE128 (mixed case, hyphen)',
      { bcid: 'code128', text: 'Save-20xY', scale: 3, height: 12, includetext: true },
      { value: 'Save-20xY', format: 'CODE128' },
    ],
    [
      'CODE39',
      { bcid: 'code39', text: 'SAVE-20', scale: 3, height: 12, includetext: true },
      { value: 'SAVE-20', format: 'CODE39' },
    ],
    [
      'ITF',
      { bcid: 'interleaved2of5', text: '1234567890', scale: 3, height: 12, includetext: true },
      { value: '1234567890', format: 'ITF' },
    ],
    [
      'QR (URL)',
      { bcid: 'qrcode', text: 'https://example.com/coupon/SAVE20?ref=mail', scale: 4 },
      { value: 'https://example.com/coupon/SAVE20?ref=mail', format: 'QR' },
    ],
    [
      'QR (plain code)',
      { bcid: 'qrcode', text: 'SPRING25OFF', scale: 4 },
      { value: 'SPRING25OFF', format: 'QR' },
    ],
    [
      'DataMatrix',
      { bcid: 'datamatrix', text: 'SAVE20-0042', scale: 4 },
      { value: 'SAVE20-0042', format: 'DATAMATRIX' },
    ],
    [
      'PDF417',
      { bcid: 'pdf417', text: 'MEMBER 0012345678', scale: 3 },
      { value: 'MEMBER 0012345678', format: 'PDF417' },
    ],
    [
      'Aztec',
      { bcid: 'azteccode', text: 'TICKET-7731-A', scale: 4 },
      { value: 'TICKET-7731-A', format: 'AZTEC' },
    ],
  ] as const)('reads %s from a PNG', async (_name, options, expected) => {
    expect(decodePng(await render(options))).toEqual(expected);
  });

  it('reads a code drawn at 2 px a module, cropped to its bars (no quiet zone)', async () => {
    const png = await render({ bcid: 'code128', text: 'WELCOME-10', scale: 2, height: 8 });
    expect(decodePng(png)).toEqual({ value: 'WELCOME-10', format: 'CODE128' });
  });

  it('reads a 1-D code turned 90°', async () => {
    const image = rotate(readPng(await render(ean13('5901234123457'))));
    expect(decodePng(writePng(image))).toEqual({ value: '5901234123457', format: 'EAN13' });
  });
});

describe('decodeBarcodeImage: encodings', () => {
  it('composites a transparent PNG onto white', async () => {
    const drawn = await render(ean13('4006381333931'));
    // bwip-js itself draws black bars on a transparent black ground.
    expect(PNG.sync.read(drawn).data.subarray(0, 4)).toEqual(Buffer.from([0, 0, 0, 0]));
    expect(decodePng(drawn)).toEqual({ value: '4006381333931', format: 'EAN13' });

    const image = readPng(
      await render({ bcid: 'code128', text: 'Save-20xY', scale: 3, height: 12, includetext: true }),
    );
    // Bars stay opaque black; the ground becomes fully transparent *black*, which only reads
    // as white when alpha is honoured.
    for (let p = 0; p < image.width * image.height; p++) {
      image.data.set(isDark(image, p) ? [0, 0, 0, 255] : [0, 0, 0, 0], p * 4);
    }
    // Half-transparent bars on the same ground still read.
    const faint = { ...image, data: image.data.map((v, i) => (i % 4 === 3 && v ? 170 : v)) };
    expect(decodePng(writePng(image))).toEqual({ value: 'Save-20xY', format: 'CODE128' });
    expect(decodePng(writePng(faint))).toEqual({ value: 'Save-20xY', format: 'CODE128' });
  });

  it.each([
    ['EAN-13', ean13('4006381333931'), { value: '4006381333931', format: 'EAN13' }],
    [
      'QR',
      { bcid: 'qrcode', text: 'https://shop.example/c/XMAS15', scale: 4 },
      { value: 'https://shop.example/c/XMAS15', format: 'QR' },
    ],
  ] as const)('reads %s from a JPEG (quality 85)', async (_name, options, expected) => {
    const jpg = toJpeg(readPng(await render(options)));
    expect([jpg[0], jpg[1]]).toEqual([0xff, 0xd8]);
    expect(decodeBarcodeImage(jpg, 'image/jpeg')).toEqual(expected);
  });

  it.each([false, true])('reads a two-colour GIF (transparent ground: %s)', async (clear) => {
    const image = readPng(
      await render({ bcid: 'code128', text: 'Save-20xY', scale: 3, height: 12, includetext: true }),
    );
    const gif = toGif(image, clear);
    expect(Buffer.from(gif.subarray(0, 6)).toString('latin1')).toBe('GIF89a');
    expect(decodeBarcodeImage(gif, 'image/gif')).toEqual({ value: 'Save-20xY', format: 'CODE128' });
  });

  it('reads a QR code from a GIF', async () => {
    const gif = toGif(readPng(await render({ bcid: 'qrcode', text: 'GIFT-5OFF', scale: 4 })));
    expect(decodeBarcodeImage(gif, 'image/gif')).toEqual({ value: 'GIFT-5OFF', format: 'QR' });
  });

  it('reads an interlaced PNG', async () => {
    const image = readPng(await render(ean13('4006381333931')));
    const png = interlacedPng(image);
    expect(PNG.sync.read(png).width).toBe(image.width); // a valid PNG
    expect(decodePng(png)).toEqual({ value: '4006381333931', format: 'EAN13' });
  });

  it('refuses an interlaced PNG that inflates far beyond its size', () => {
    // 600×400 grey needs under half a megabyte; this inflates to 48 MB.
    const bomb = interlacedPng(canvas(600, 400), deflateSync(new Uint8Array(48 << 20)));
    expect(bomb.length).toBeLessThan(100_000);
    expect(decodePng(bomb)).toBeNull();
  });

  it('sniffs the format from the bytes, not the content type', async () => {
    const png = await render(ean13('4006381333931'));
    const expected = { value: '4006381333931', format: 'EAN13' };
    expect(decodeBarcodeImage(png, 'image/jpeg')).toEqual(expected);
    expect(decodeBarcodeImage(png, 'application/octet-stream')).toEqual(expected);
    expect(decodeBarcodeImage(png, '')).toEqual(expected);
    const jpg = toJpeg(readPng(png));
    expect(decodeBarcodeImage(jpg, 'image/png')).toEqual(expected);
  });

  it('reads a Uint8Array that is a view into a larger buffer', async () => {
    const png = await render(ean13('4006381333931'));
    const backing = new Uint8Array(png.length + 100);
    backing.set(png, 50);
    const view = backing.subarray(50, 50 + png.length);
    expect(decodeBarcodeImage(view, 'image/png')).toEqual({
      value: '4006381333931',
      format: 'EAN13',
    });
  });
});

describe('decodeBarcodeImage: codes inside larger images', () => {
  it.each([
    [
      'an EAN-13',
      ean13('4006381333931'),
      { value: '4006381333931', format: 'EAN13' } satisfies DecodedBarcode,
    ],
    [
      'a CODE128',
      { bcid: 'code128', text: 'Save-20xY', scale: 2, height: 10, includetext: true },
      { value: 'Save-20xY', format: 'CODE128' } satisfies DecodedBarcode,
    ],
    [
      'a QR code',
      { bcid: 'qrcode', text: 'https://example.com/r/SUMMER', scale: 3 },
      { value: 'https://example.com/r/SUMMER', format: 'QR' } satisfies DecodedBarcode,
    ],
  ] as const)('finds %s off-centre in a banner full of text', async (_name, options, expected) => {
    const code = readPng(await render(options));
    const banner = canvas(900, 520);
    fillRect(banner, 0, 0, 900, 60, [200, 30, 40]); // a coloured header band
    scribble(banner, 20, 80, 860, 150, 1); // a paragraph across the top
    scribble(banner, 20, 250, 420, 250, 2); // a column beside the code
    blit(banner, code, 500, 270);
    expect(decodePng(writePng(banner))).toEqual(expected);
  });

  it.each([
    ['an EAN-13', ean13('4006381333931'), { value: '4006381333931', format: 'EAN13' }],
    [
      'a QR code',
      { bcid: 'qrcode', text: 'https://example.com/r/AUTUMN', scale: 3 },
      { value: 'https://example.com/r/AUTUMN', format: 'QR' },
    ],
  ] as const)('finds %s in a white box on a photo (JPEG)', async (_name, options, expected) => {
    const code = readPng(await render(options));
    const next = prng(5);
    const photo = canvas(800, 500);
    for (let y = 0; y < photo.height; y++) {
      for (let x = 0; x < photo.width; x++) {
        const v = 128 + 70 * Math.sin(x * 0.023) * Math.cos(y * 0.031) + (next() - 0.5) * 40;
        photo.data.set([v, v * 0.8 + 30, 255 - v], (y * photo.width + x) * 4);
      }
    }
    fillRect(photo, 420, 60, code.width + 40, code.height + 40, [255, 255, 255]);
    blit(photo, code, 440, 80);
    expect(decodeBarcodeImage(toJpeg(photo, 80), 'image/jpeg')).toEqual(expected);
  });

  it('shrinks an image wider than 1600 px and still reads it', async () => {
    const code = readPng(
      await render({ bcid: 'code128', text: 'BIG-BANNER-7', scale: 6, height: 20 }),
    );
    const banner = canvas(1999, 2000); // just under 4 megapixels
    scribble(banner, 40, 40, 1900, 300, 3);
    blit(banner, code, 900, 1200);
    expect(decodePng(writePng(banner))).toEqual({ value: 'BIG-BANNER-7', format: 'CODE128' });
  });
});

describe('decodeBarcodeImage: no code', () => {
  it('finds nothing in noise', () => {
    expect(decodePng(writePng(noise(600, 400, 7)))).toBeNull();
    expect(decodeBarcodeImage(toJpeg(noise(320, 240, 8)), 'image/jpeg')).toBeNull();
  });

  it('finds nothing in a logo', () => {
    const logo = canvas(300, 200);
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 300; x++) {
        if ((x - 100) ** 2 + (y - 100) ** 2 < 70 ** 2) fillRect(logo, x, y, 1, 1, [220, 40, 40]);
      }
    }
    fillRect(logo, 190, 40, 80, 120, [20, 30, 120]);
    expect(decodePng(writePng(logo))).toBeNull();
    expect(decodeBarcodeImage(toGif(logo), 'image/gif')).toBeNull();
  });

  it('finds nothing in a banner of text', () => {
    const banner = canvas(900, 520);
    fillRect(banner, 0, 0, 900, 60, [200, 30, 40]);
    scribble(banner, 20, 80, 860, 420, 4);
    expect(decodePng(writePng(banner))).toBeNull();
    expect(decodePng(writePng(rotate(banner)))).toBeNull();
  });

  it('finds nothing in a blank or faint image', () => {
    expect(decodePng(writePng(canvas(200, 100)))).toBeNull();
    expect(decodePng(writePng(canvas(200, 100, [240, 240, 230])))).toBeNull();
  });

  it('returns null for truncated, corrupt and foreign bytes', async () => {
    const png = await render(ean13('4006381333931'));
    const jpg = toJpeg(readPng(png));
    const gif = toGif(readPng(png));
    const next = prng(9);
    const garbage = Uint8Array.from({ length: 5000 }, () => Math.floor(next() * 256));
    const corrupt = Uint8Array.from(png);
    for (let i = 200; i < corrupt.length - 20; i += 37) corrupt[i] = corrupt[i]! ^ 0x5a;

    const inputs: [string, Uint8Array][] = [
      ['empty', new Uint8Array(0)],
      ['garbage', garbage],
      ['PNG, first half', png.subarray(0, png.length >> 1)],
      ['PNG, header only', png.subarray(0, 33)],
      ['PNG, corrupted', corrupt],
      ['PNG signature then garbage', Uint8Array.from([...png.subarray(0, 8), ...garbage])],
      ['JPEG, first half', jpg.subarray(0, jpg.length >> 1)],
      ['JPEG magic then garbage', Uint8Array.from([0xff, 0xd8, 0xff, ...garbage])],
      ['GIF, first half', gif.subarray(0, gif.length >> 1)],
      ['GIF header then garbage', Uint8Array.from([...gif.subarray(0, 13), ...garbage])],
      ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
      ['WebP', new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')],
    ];
    for (const [name, bytes] of inputs) {
      expect([name, decodeBarcodeImage(bytes, 'image/png')]).toEqual([name, null]);
    }
    // Not even a Uint8Array (a caller's mistake) throws.
    expect(decodeBarcodeImage(null as unknown as Uint8Array, 'image/png')).toBeNull();
  });

  it('skips a 1×1 tracking pixel at once', () => {
    const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const started = performance.now();
    expect(decodeBarcodeImage(pixel, 'image/gif')).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('skips images under 20 px on a side', async () => {
    const code = readPng(await render({ bcid: 'code128', text: 'TINY-1', scale: 2, height: 6 }));
    const strip = (rows: number) => {
      const image = canvas(code.width + 40, rows);
      blit(image, { ...code, height: rows }, 20, 0); // the top rows: bars only
      return writePng(image);
    };
    expect(decodePng(strip(20))).toEqual({ value: 'TINY-1', format: 'CODE128' });
    expect(decodePng(strip(19))).toBeNull();
  });

  it('skips images over 4 megapixels or over 2 MB', async () => {
    const code = readPng(await render(ean13('4006381333931')));
    const huge = canvas(2001, 2000);
    blit(huge, code, 800, 900);
    expect(decodePng(writePng(huge))).toBeNull();

    const png = await render(ean13('4006381333931'));
    const padded = new Uint8Array(2 * 1024 * 1024 + 1);
    padded.set(png);
    expect(decodePng(padded.subarray(0, png.length))).not.toBeNull();
    expect(decodePng(padded)).toBeNull();
  });
});

describe('decodeBarcodeImage: time', () => {
  it('measures a coupon and a photo-like image', async () => {
    const coupon = await render(ean13('4006381333931'));
    const qr = await render({
      bcid: 'qrcode',
      text: 'https://example.com/coupon/SAVE20',
      scale: 4,
    });
    const photo = writePng(noise(600, 400, 11));
    const measure = (bytes: Uint8Array, runs = 10) => {
      const times: number[] = [];
      let result: DecodedBarcode | null = null;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        result = decodeBarcodeImage(bytes, 'image/png');
        times.push(performance.now() - started);
      }
      const first = times[0]!;
      times.sort((a, b) => a - b);
      const median = times[times.length >> 1]!;
      return { result, text: `first ${first.toFixed(1)} ms, median ${median.toFixed(1)} ms` };
    };
    const c = measure(coupon);
    const q = measure(qr);
    const p = measure(photo);
    console.log(
      `decodeBarcodeImage: EAN-13 coupon PNG (319×131): ${c.text}; ` +
        `QR PNG (232×232): ${q.text}; noise PNG (600×400, no code): ${p.text}`,
    );
    expect(c.result).toEqual({ value: '4006381333931', format: 'EAN13' });
    expect(q.result).toEqual({ value: 'https://example.com/coupon/SAVE20', format: 'QR' });
    expect(p.result).toBeNull();
  });
});
