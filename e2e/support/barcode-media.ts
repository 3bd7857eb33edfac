/**
 * Coupon pictures for the scanner's browser tests, drawn here from scratch: a PNG of a code
 * (as a screenshot of a coupon would hold it), and a Y4M video of that picture for Chromium's
 * fake camera (`--use-file-for-fake-video-capture`).
 */
import fs from 'node:fs';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

export type BwipEncoder =
  'ean13' | 'code128' | 'qrcode' | 'datamatrix' | 'pdf417' | 'azteccode' | 'upca' | 'code39';

/** A PNG of the code, black on white with a quiet zone, as bwip-js draws it. */
export async function barcodePng(bcid: BwipEncoder, text: string, scale = 3): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale,
    includetext: bcid === 'ean13' || bcid === 'upca' || bcid === 'code128',
    paddingwidth: 12,
    paddingheight: 12,
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * A Y4M (YUV 4:2:0) video of the PNG centred on a white frame, `frames` identical frames
 * long (Chromium loops it), for the fake camera.
 */
export function y4mOfPng(png: Buffer, width = 640, height = 480, frames = 2): Buffer {
  const image = PNG.sync.read(png);
  const rgb = new Uint8Array(width * height * 3).fill(255);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  if (left < 0 || top < 0) throw new Error('The code is larger than the video frame');
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 4;
      const alpha = (image.data[from + 3] ?? 255) / 255;
      const to = ((top + y) * width + (left + x)) * 3;
      for (let c = 0; c < 3; c++) {
        rgb[to + c] = Math.round((image.data[from + c] ?? 255) * alpha + 255 * (1 - alpha));
      }
    }
  }
  // BT.601 full range ("C420jpeg"), chroma averaged over each 2x2 block.
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const frame = Buffer.alloc(ySize + 2 * cSize);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0];
    frame[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let u = 0;
      let v = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y * 2 + dy) * width + (x * 2 + dx)) * 3;
        const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
        u += -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
        v += 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
      }
      frame[ySize + y * (width / 2) + x] = Math.round(u / 4);
      frame[ySize + cSize + y * (width / 2) + x] = Math.round(v / 4);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const parts: Buffer[] = [header];
  for (let f = 0; f < frames; f++) parts.push(Buffer.from('FRAME\n', 'ascii'), frame);
  return Buffer.concat(parts);
}

/** Writes the fake camera's video for a code and returns its path. */
export async function writeFakeCamera(
  path: string,
  bcid: BwipEncoder,
  text: string,
): Promise<string> {
  fs.writeFileSync(path, y4mOfPng(await barcodePng(bcid, text, 4)));
  return path;
}
