/**
 * A running Dealbox with one account holding a corpus of emails, for the engine test and the
 * stress harness: the built app (`npm run build`) served by `src/server/main.ts` on SQLite in
 * a fresh folder, the mail delivered over SMTP as a store's server would, each message to
 * its own `+tag` so that it can be found again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDealboxProcess, type DealboxProcess } from '../../test/support/dealbox-process.ts';
import { mailTransport } from '../../test/support/mail-sender.ts';
import { freePort } from '../../test/support/server-process.ts';
import type { EmailListPage } from '../../src/shared/email-types.ts';
import { newsletter } from '../support/testdata/newsletters.ts';
import {
  bootsEvent,
  orderReceipt,
  spanishButtonSale,
  springSale,
  winterSale,
} from '../support/testdata/promotions.ts';
import type { SessionCookie } from './engines.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One email of a corpus: built HTML, or a message file as received. */
export type CorpusMail =
  { name: string; html: string; subject?: string } | { name: string; emlPath: string };

/** The newsletters the specs read (phone-reading's 620 px one and the stores' promotions). */
export function builtNewsletters(): CorpusMail[] {
  const promotions = [spanishButtonSale, winterSale, springSale, bootsEvent, orderReceipt].map(
    (make) => make('Promotion'),
  );
  return [
    { name: 'newsletter-620px', html: newsletter(24) },
    { name: 'newsletter-620px-short', html: newsletter(4) },
    { name: 'one-line-html', html: '<p>See you at the shop!</p>' },
    ...promotions.map((mail, i) => ({
      name: `promotion-${i + 1}`,
      html: mail.html ?? '',
      subject: mail.subject,
    })),
  ];
}

/** Every `.eml` under `dir` (relative to the checkout), sorted. */
export function emlFiles(dir: string): CorpusMail[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.eml')) found.push(full);
    }
  };
  walk(path.join(root, dir));
  return found.sort().map((file) => ({ name: path.relative(root, file), emlPath: file }));
}

/**
 * The engine test's newsletter corpus: the built newsletters and real ones from the
 * repo's ESP-written set (one per sending platform), SMTP samples, and a receipt whose
 * content is wider than every layout.
 */
export function newsletterCorpus(): CorpusMail[] {
  const esp = [
    'testdata/extraction-esp/en-us/hubspot-digits-code.eml',
    'testdata/extraction-esp/en-us/mjml-dashed-combo.eml',
    'testdata/extraction-esp/en-us/sfmc-button-code.eml',
    'testdata/extraction-esp/en-us/shopify-tiered-codes.eml',
    'testdata/extraction-esp/en-us/braze-cart-hyphenated.eml',
    'testdata/extraction-esp/en-uk/klaviyo-spend-threshold-sunday.eml',
    'testdata/extraction-esp/en-uk/outlook-free-delivery-code.eml',
    'testdata/extraction-esp/en-uk/mailjet-3-for-2-no-code.eml',
    'testdata/smtp/promo-mailchimp.eml',
    'testdata/smtp/promo-html-images.eml',
    // Wider than any layout it is given (a 100% width plus padding): laid out at the column.
    'testdata/extraction-cold/negatives/alborada-factura.eml',
  ];
  return [...builtNewsletters(), ...esp.map((name) => ({ name, emlPath: path.join(root, name) }))];
}

/** Every email of the repo's corpora: the built newsletters and every message file. */
export function everyCorpus(): CorpusMail[] {
  return [...builtNewsletters(), ...emlFiles('testdata')];
}

export interface Mailbox {
  origin: string;
  cookies: SessionCookie[];
  /** The email's id by its corpus name. */
  ids: Map<string, string>;
  /** The probe origin substituted into hostile samples, when given. */
  stop(): Promise<void>;
}

/** A tag for the n-th mail: what `+tag` the address carries. */
const tagOf = (n: number) => `m${n}`;

/**
 * Starts Dealbox, signs up one account and delivers `mails` to it; waits until processed.
 * `checkout` is the checkout whose Dealbox runs (this one by default; the stress harness runs
 * an older commit's to show what it counts).
 */
export async function startMailbox(mails: CorpusMail[], checkout = root): Promise<Mailbox> {
  if (!fs.existsSync(path.join(checkout, 'dist/web/index.html')))
    throw new Error('No built app in dist/: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-engines-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let dealbox: DealboxProcess | undefined;
  try {
    dealbox = await startDealboxProcess(
      {
        PORT: String(port),
        SMTP_PORT: '0',
        HOST: '127.0.0.1',
        APP_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        MAIL_DOMAIN: 'dealbox.test',
        REGISTRATION: 'open',
        INGEST_PRIORITY: 'normal',
        // One local sender delivers the whole corpus (hundreds of emails for the stress run).
        SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '100000',
      },
      checkout,
    );
    const username = `reader${Date.now().toString(36)}`;
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: `${username}@people.example`,
        password: 'a long engine-test password',
        name: username,
        username,
      }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookies = signUp.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
    const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const transport = mailTransport(dealbox.smtpPort, { pool: true, maxConnections: 1 });
    try {
      for (const [n, mail] of mails.entries()) {
        const to = `${username}+${tagOf(n)}@dealbox.test`;
        const envelope = { from: 'news@store.example', to };
        if ('emlPath' in mail)
          await transport.sendMail({ envelope, raw: fs.readFileSync(mail.emlPath) });
        else
          await transport.sendMail({
            envelope,
            from: '"Corner Shop" <news@store.example>',
            to,
            subject: mail.subject ?? mail.name,
            html: mail.html,
            text: `${mail.name} (text part)`,
          });
      }
    } finally {
      transport.close();
    }

    // Listed at once, processed soon after: poll the list until every one is processed.
    const ids = new Map<string, string>();
    const byTag = new Map(mails.map((mail, n) => [tagOf(n), mail.name]));
    const deadline = Date.now() + 120_000 + mails.length * 500;
    while (ids.size < mails.length) {
      if (Date.now() > deadline)
        throw new Error(`only ${ids.size} of ${mails.length} emails were processed`);
      let cursor: string | null = null;
      do {
        const query: string = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await fetch(`${origin}/api/emails?${query}`, {
          headers: { cookie: cookieHeader },
        });
        const page = (await response.json()) as EmailListPage;
        for (const item of page.items) {
          const name = item.tag ? byTag.get(item.tag) : undefined;
          if (name && !item.processing) ids.set(name, item.id);
        }
        cursor = page.nextCursor;
      } while (cursor);
      if (ids.size < mails.length) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const running = dealbox;
    return {
      origin,
      cookies,
      ids,
      async stop() {
        await running.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await dealbox?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
