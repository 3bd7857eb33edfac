import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The raw message as stored in `email_raw`: brotli at quality 1 (about 15× smaller for
 * promotional HTML). Kept so that a crash mid-processing loses nothing, and for exports.
 *
 * A message up to SYNC_LIMIT is compressed on the calling thread: ~0.13 ms for 50 KB, the
 * same time the main thread spends merely setting up the asynchronous call, which then
 * costs three times the CPU in all (the stream machinery and the hand-over to libuv's pool;
 * decision 027). A larger one goes to the pool, so that a 20 MB
 * message does not hold up the event loop for tens of milliseconds.
 */

const SYNC_LIMIT = 256 * 1024;
const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);

function options(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export function compressRaw(raw: Uint8Array): Promise<Buffer> {
  if (raw.length <= SYNC_LIMIT) {
    try {
      return Promise.resolve(zlib.brotliCompressSync(raw, options(raw.length)));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return brotliCompress(raw, options(raw.length));
}

export function decompressRaw(stored: Uint8Array): Promise<Buffer> {
  return brotliDecompress(stored);
}

/**
 * For a worker thread, which has nothing else to do meanwhile: the synchronous call spends
 * about a fifth of the CPU of the asynchronous one (whose stream machinery and hand-over to
 * libuv's pool run on the calling thread), and in a worker none of it is on the event loop
 * (decision 034). With `INGEST_WORKERS=0` it runs on the main thread, like the processing.
 */
export function decompressRawSync(stored: Uint8Array): Buffer {
  return zlib.brotliDecompressSync(stored);
}
