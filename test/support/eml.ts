import fs from 'node:fs';

/** Sample messages (testdata/smtp/*.eml): real-world shapes the SMTP face and parser must take. */
export const EML_DIR = new URL('../../testdata/smtp/', import.meta.url);

export function readEml(name: string): Buffer {
  return fs.readFileSync(new URL(name, EML_DIR));
}

export function emlNames(): string[] {
  return fs
    .readdirSync(EML_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort();
}
