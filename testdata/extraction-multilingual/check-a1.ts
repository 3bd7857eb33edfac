/** Sanity check for writer A1's cases: every .eml parses (postal-mime), CRLF only, labels valid,
 * every labelled code is visible in the subject, text or rendered HTML. Does not run the extractor. */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { htmlToText } from './a1-kit.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const show = process.argv.includes('--show');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
let bad = 0;
for (const cat of ['en-us', 'es', 'pt', 'pl', 'negatives']) {
  const dir = join(HERE, cat);
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
    if (cat === 'negatives' && !f.startsWith('a1-')) continue;
    if (only && !f.includes(only)) continue;
    const raw = readFileSync(join(dir, f));
    const s = raw.toString('latin1');
    if (/[^\r]\n/.test(s) || /\r(?!\n)/.test(s)) { console.log('BAD LINE ENDS', f); bad++; }
    const label = JSON.parse(readFileSync(join(dir, f.replace(/\.eml$/, '.json')), 'utf8'));
    const email = await PostalMime.parse(raw);
    const text = (email.text ?? '') + '\n' + (email.html ? htmlToText(email.html) : '');
    const hay = (email.subject ?? '') + '\n' + text + '\n' + (email.html ?? '');
    for (const o of label.offers) {
      if (o.code && !hay.includes(o.code) && !(email.html ?? '').replace(/<[^>]+>/g, '').includes(o.code)) {
        console.log('CODE NOT VISIBLE', f, o.code); bad++;
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(o.expiry ?? '0000-00-00')) { console.log('BAD EXPIRY', f); bad++; }
      for (const k of ['store', 'code', 'discount', 'expiry', 'barcode']) if (!(k in o)) { console.log('MISSING', k, f); bad++; }
    }
    if (cat === 'negatives' && label.offers.length) { console.log('NEG WITH OFFERS', f); bad++; }
    console.log(`${cat}/${f}: from=${email.from?.name} | subj=${email.subject} | date=${email.date} | att=${email.attachments.length} | offers=${label.offers.length}`);
    if (show) console.log(text.slice(0, 3000), '\n------------------');
  }
}
console.log(bad ? `${bad} problems` : 'ok');
