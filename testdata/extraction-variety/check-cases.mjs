import PostalMime from 'postal-mime';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
const root = 'testdata/extraction-variety';
for (const cat of readdirSync(root, { withFileTypes: true }).filter(d => d.isDirectory()).map(d => d.name)) {
  for (const f of readdirSync(join(root, cat)).filter(f => f.endsWith('.eml'))) {
    const raw = readFileSync(join(root, cat, f));
    const s = raw.toString('latin1');
    const bareLf = /[^\r]\n/.test(s);
    const label = JSON.parse(readFileSync(join(root, cat, f.replace('.eml', '.json')), 'utf8'));
    const m = await PostalMime.parse(raw);
    const html = m.html ?? '';
    const htmlText = html.replace(/<head[\s\S]*?<\/head>/, '').replace(/<[^>]+>/g, '').replace(/&nbsp;|&zwnj;/g, ' ');
    const joined = html.replace(/<head[\s\S]*?<\/head>/, '').replace(/<\/?span[^>]*>/g, '').replace(/<\/td><td width="4"[^>]*>&nbsp;<\/td><td[^>]*>/g, '');
    const body = (m.text ?? '') + '\n' + htmlText;
    const notes = [];
    for (const o of label.offers) {
      const inBody = body.includes(o.code);
      const inJoined = joined.includes(o.code);
      const inSubj = (m.subject ?? '').includes(o.code);
      notes.push(`${o.code}[${inBody ? 'body' : inJoined ? 'joined' : inSubj ? 'SUBJ' : 'MISSING'}${inSubj && inBody ? '+subj' : ''}] ${o.discount} ${o.expiry}`);
    }
    const imgs = (m.attachments ?? []).length;
    const weird = /\uFFFD/.test(body + m.subject) ? ' REPLACEMENT-CHAR' : '';
    console.log(`${cat}/${f} | ${m.date} | ${m.from?.name} | ${m.subject} | text=${!!m.text} html=${!!m.html} att=${imgs}${bareLf ? ' BARE-LF' : ''}${weird}\n    ${notes.join(' ; ')}`);
  }
}
