import { Zip, ZipDeflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mboxrdQuote, promoEml, takeoutMbox, thunderbirdMbox, zipOf } from '#test/mailbox-files.ts';
import type { ImportItem } from './import-items.ts';
import { detectFormat, NotMailFileError, readMailFile } from './read-mail-file.ts';
import { ZipReadError } from './zip-reader.ts';

/** The file in chunks of `size` bytes, as a stream or an upload hands it over. */
async function* chunked(bytes: Uint8Array | string, size: number): AsyncGenerator<Uint8Array> {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
}

async function readAll(
  bytes: Uint8Array | string,
  options: { chunk?: number; max?: number } = {},
): Promise<ImportItem[]> {
  const items: ImportItem[] = [];
  const source = chunked(bytes, options.chunk ?? 7);
  for await (const item of readMailFile(source, { maxMessageBytes: options.max ?? 1 << 20 })) {
    items.push(item);
  }
  return items;
}

const texts = (items: ImportItem[]) =>
  items.map((i) => (i.kind === 'message' ? Buffer.from(i.raw).toString() : `refused:${i.reason}`));

const day = 86_400_000;
const promo = (n: number, extra: Partial<Parameters<typeof promoEml>[0]> = {}) =>
  promoEml({
    store: `Store ${n}`,
    code: `SAVE${n}`,
    date: new Date(Date.UTC(2025, 0, n, 10)),
    expires: new Date(Date.UTC(2025, 1, n)),
    messageId: `m${n}@store.example`,
    ...extra,
  });

describe('mbox', () => {
  it('reads a Takeout export: each message whole, mboxrd quoting undone, at any chunk size', async () => {
    const tricky = promo(2, {
      bodyLines: [
        '',
        'From the desk of our CEO',
        '>From a quoted line',
        '>>From deeper still',
        'From',
      ],
    });
    const messages = [promo(1), tricky, promo(3)];
    const file = takeoutMbox(
      messages.map((raw, i) => ({ raw, date: new Date(Date.UTC(2025, 0, i + 1)) })),
    );
    expect(file).toContain('\n>From the desk');
    expect(file).toContain('\n>>From a quoted');
    for (const chunk of [1, 7, 4096]) {
      const items = await readAll(file, { chunk });
      const read = texts(items);
      expect(read).toHaveLength(3);
      for (const [i, text] of read.entries()) {
        // Takeout's own headers come first, then the message as it was.
        expect(text).toMatch(/^X-GM-THRID: \d+\nX-Gmail-Labels: Promotions/);
        expect(text.replace(/^X-GM-THRID.*\nX-Gmail-Labels.*\n/, '')).toBe(
          messages[i]!.replace(/\n$/, '') + '\n',
        );
      }
      expect(read[1]).toContain(
        '\nFrom the desk of our CEO\n>From a quoted line\n>>From deeper still\nFrom\n',
      );
      expect(items[0]).toMatchObject({ fallbackDate: Date.UTC(2025, 0, 1) });
    }
  });

  it('reads CRLF files and keeps their line ends', async () => {
    const raw = promo(1, { crlf: true });
    const file = takeoutMbox([{ raw, date: new Date(Date.UTC(2025, 0, 1)) }], { crlf: true });
    const [text] = texts(await readAll(file));
    expect(text).toContain('\r\nSubject: Store 1: use SAVE1 for 20% off\r\n');
    expect(text!.endsWith('--\r\n')).toBe(true);
  });

  it('reads a Thunderbird folder (mboxo), its From_ line dates read as UTC', async () => {
    const raw = promo(4, { bodyLines: ['', 'From now on, free shipping'] });
    const file = thunderbirdMbox([
      { raw, date: new Date(Date.UTC(2024, 5, 9, 8, 7, 6)) },
      { raw: promo(5), date: new Date(0) },
    ]);
    const items = await readAll(file);
    expect(texts(items)[0]).toBe(raw);
    expect(texts(items)[0]).toContain('\nFrom now on, free shipping\n');
    expect(items[0]).toMatchObject({
      kind: 'message',
      fallbackDate: Date.UTC(2024, 5, 9, 8, 7, 6),
    });
    expect(items).toHaveLength(2);
  });

  it('refuses a message over the limit without holding it, and reads the next', async () => {
    const big = promo(1, { padding: 300_000 });
    const file = takeoutMbox([big, promo(2)].map((raw) => ({ raw, date: new Date() })));
    const items = await readAll(file, { max: 100_000, chunk: 65_536 });
    expect(texts(items)[0]).toBe('refused:too-large');
    expect(texts(items)[1]).toContain('Message-ID: <m2@store.example>');
  });

  it('refuses a message that is one line longer than the limit', async () => {
    const oneLine = `Subject: x\n\n${'a'.repeat(500_000)}\n`;
    const file = `From x Mon Jan  1 00:00:00 2024\n${oneLine}\nFrom y Mon Jan  1 00:00:00 2024\nSubject: y\n\nhi\n`;
    expect(texts(await readAll(file, { max: 100_000, chunk: 4096 }))).toEqual([
      'refused:too-large',
      'Subject: y\n\nhi\n',
    ]);
  });

  it('quotes as the helper says mboxrd does', () => {
    expect(mboxrdQuote('From a\n>From b\nx From c')).toBe('>From a\n>>From b\nx From c');
  });
});

describe('zip of .eml files', () => {
  it('reads each .eml entry, in folders too', async () => {
    const zip = zipOf({
      'a.eml': promo(1),
      'Promotions/b.EML': promo(2),
      'folder/': new Uint8Array(),
    });
    const read = texts(await readAll(zip, { chunk: 1000 }));
    expect(read).toEqual([promo(1), promo(2)]);
  });

  it('refuses a bomb, names with .. or absolute paths and what is not mail, counting each; reads the rest', async () => {
    const zeros = new Uint8Array(5 * 1024 * 1024);
    const zip = zipOf({
      'good-1.eml': promo(1),
      '../escape.eml': promo(2),
      '/etc/absolute.eml': promo(3),
      'dir/../../up.eml': promo(4),
      'bomb.eml': zeros,
      'huge.eml': new Uint8Array(12 * 1024 * 1024),
      'notes.txt': 'not mail',
      'picture.eml': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
      'good-2.eml': promo(5),
    });
    const read = texts(await readAll(zip, { chunk: 65_536, max: 10 * 1024 * 1024 }));
    expect(read.filter((t) => !t.startsWith('refused:'))).toEqual([promo(1), promo(5)]);
    expect(read.filter((t) => t.startsWith('refused:')).sort()).toEqual([
      'refused:bomb',
      'refused:not-mail',
      'refused:not-mail',
      'refused:too-large',
      'refused:unsafe-name',
      'refused:unsafe-name',
      'refused:unsafe-name',
    ]);
  });

  it('stops unpacking an entry without declared sizes at the limit or at a bomb ratio', async () => {
    // fflate's Zip streams: sizes only in the data descriptor after each entry.
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data) => {
      if (error) throw error;
      parts.push(data);
    });
    const add = (name: string, data: Uint8Array) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(data, true);
    };
    add('bomb.eml', new Uint8Array(30 * 1024 * 1024));
    add('good.eml', new TextEncoder().encode(promo(1)));
    zip.end();
    const read = texts(
      await readAll(Buffer.concat(parts), { chunk: 65_536, max: 10 * 1024 * 1024 }),
    );
    expect(read).toEqual(['refused:bomb', promo(1)]);
  });
});

describe('a damaged zip', () => {
  it('yields the entries before the damage, then says the zip is damaged', async () => {
    const zip = zipOf({ 'a.eml': promo(1), 'b.eml': promo(2, { padding: 50_000 }) });
    const cut = zip.subarray(0, zip.length - 2000);
    const items: ImportItem[] = [];
    const reading = (async () => {
      for await (const item of readMailFile(chunked(cut, 4096), { maxMessageBytes: 1 << 20 })) {
        items.push(item);
      }
    })();
    await expect(reading).rejects.toBeInstanceOf(ZipReadError);
    expect(texts(items)).toEqual([promo(1)]);
  });
});

describe('format', () => {
  it('is told by content: zip magic, a From line, else a header block', async () => {
    expect(detectFormat(zipOf({ 'a.eml': 'x' }))).toBe('zip');
    expect(detectFormat(Buffer.from('From x Mon Jan  1 00:00:00 2024\n'))).toBe('mbox');
    expect(detectFormat(Buffer.from('Return-Path: <x@y>\n'))).toBe('eml');
    expect(detectFormat(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(texts(await readAll(promo(1)))).toEqual([promo(1)]);
    await expect(readAll('hello, world\n')).rejects.toBeInstanceOf(NotMailFileError);
    expect(texts(await readAll(promo(1), { max: 100 }))).toEqual(['refused:too-large']);
  });
});

describe('dates', () => {
  it('reads mbox From_ dates in Takeout and asctime forms', async () => {
    const { fromLineDate } = await import('./mbox-reader.ts');
    expect(fromLineDate('From 1790@xxx Sat Oct 21 21:08:27 +0000 2023')).toBe(
      Date.UTC(2023, 9, 21, 21, 8, 27),
    );
    expect(fromLineDate('From - Mon Jan  1 10:00:00 2024')).toBe(Date.UTC(2024, 0, 1, 10));
    expect(fromLineDate('From nobody')).toBeUndefined();
    expect(day).toBe(86_400_000);
  });
});
