/**
 * `npm run test:engines`: the email body frame in Chromium, WebKit and Gecko (decision 051).
 *
 * One Dealbox (the built app) holds the newsletter corpus and the hostile samples. In each
 * engine, at 375 px and 1280 px, every newsletter is opened and its frame must be as tall as
 * its content (±2 px), cut at neither side and scroll inside nowhere. Then, at 375 px, each
 * hostile sample must run nothing (no dialog, nothing active left in the frame) and fetch
 * nothing from the probe (the "remote host") with images blocked.
 *
 * `ENGINES=webkit,gecko` runs some engines only. Screenshots of three newsletters at 375 px
 * in each engine go to test-results/engines/ for people to look at. Exits 1 on any failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findActiveContent } from '../support/active-content.ts';
import { startProbeServer } from '../support/probe-server.ts';
import { ENGINES, openEngine, type EngineName, type EnginePage } from './engines.ts';
import { checkFrame, inPage } from './frame-check.ts';
import { newsletterCorpus, startMailbox } from './mailbox.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const shotsDir = path.resolve(here, '../../test-results/engines');
const hostileDir = path.resolve(here, '../support/testdata/hostile');

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** The newsletters whose 375 px screenshots are kept, one file per engine. */
const SHOT = new Set([
  'newsletter-620px',
  'promotion-2',
  'testdata/extraction-esp/en-us/hubspot-digits-code.eml',
]);

const engines = (process.env.ENGINES?.split(',') ?? ENGINES).filter((name): name is EngineName =>
  (ENGINES as readonly string[]).includes(name),
);

const failures: string[] = [];
let checks = 0;
function check(ok: boolean, what: string): void {
  checks++;
  if (!ok) failures.push(what);
}

const probe = await startProbeServer();
const hostile = fs
  .readdirSync(hostileDir)
  .filter((name) => name.endsWith('.html'))
  .sort()
  .map((file) => ({
    name: `hostile-${file.replace(/^\d+-/, '').replace(/\.html$/, '')}`,
    html: fs
      .readFileSync(path.join(hostileDir, file), 'utf8')
      .replaceAll('{{PROBE}}', probe.origin),
  }));
const newsletters = newsletterCorpus();
const mailbox = await startMailbox([...newsletters, ...hostile]);
fs.mkdirSync(shotsDir, { recursive: true });

/** Reads the open email's frame document for what could run or fetch, and its text. */
function readBodyDocument(probeOrigin: string): { active: string[]; text: string } | null {
  const frame = document.querySelector<HTMLIFrameElement>('[data-testid="email-body-frame"]');
  const doc = frame?.contentDocument;
  if (!doc?.body) return null;
  // `findActiveContent` is sent along as text (below) and defined in the page first.
  const find = (globalThis as unknown as { __findActive: typeof findActiveContent }).__findActive;
  return { active: find(doc.documentElement, { probeOrigin }), text: doc.body.innerText };
}

async function runEngine(page: EnginePage): Promise<void> {
  const name = page.engine;
  for (const { width, height } of WIDTHS) {
    await page.setViewport(width, height);
    for (const mail of newsletters) {
      await page.goto(`${mailbox.origin}/email/${mailbox.ids.get(mail.name)}`);
      const { problems, figures } = await checkFrame(page, 30_000);
      check(problems.length === 0, `${name} ${width}px ${mail.name}: ${problems.join('; ')}`);
      if (width === 375 && SHOT.has(mail.name))
        await page.screenshot(
          path.join(shotsDir, `${name}-375-${mail.name.replace(/[^a-z0-9-]+/gi, '_')}.png`),
        );
      if (process.env.VERBOSE)
        console.log(`${name} ${width} ${mail.name} ${JSON.stringify(figures)} ${problems}`);
    }
  }

  await page.setViewport(375, 812);
  for (const sample of hostile) {
    const before = probe.requests.length;
    await page.goto(`${mailbox.origin}/email/${mailbox.ids.get(sample.name)}`);
    const { problems } = await checkFrame(page, 30_000);
    check(problems.length === 0, `${name} ${sample.name}: ${problems.join('; ')}`);
    await page.evaluate(
      `(() => { const __name = (f) => f; globalThis.__findActive = ${findActiveContent.toString()}; return true; })()`,
    );
    const read = await page.evaluate<{ active: string[]; text: string } | null>(
      inPage(readBodyDocument, probe.origin),
    );
    const label = sample.name.replace(/^hostile-/, '');
    check(read?.text.includes(`SAMPLE-OK ${label}`) === true, `${name} ${sample.name}: not shown`);
    check(
      read !== null && read.active.length === 0,
      `${name} ${sample.name}: active content left: ${read?.active.join(', ')}`,
    );
    const dialogs = await page.dialogs();
    check(dialogs.length === 0, `${name} ${sample.name}: dialogs ${dialogs.join(', ')}`);
    const fetched = probe.requests.slice(before);
    check(fetched.length === 0, `${name} ${sample.name}: fetched ${fetched.join(', ')}`);
    check(
      (await page.evaluate<string>('location.pathname')) ===
        `/email/${mailbox.ids.get(sample.name)}`,
      `${name} ${sample.name}: the page was navigated away`,
    );
  }
}

try {
  for (const engine of engines) {
    const started = Date.now();
    const failed = failures.length;
    const page = await openEngine(engine, mailbox.origin, mailbox.cookies);
    try {
      await runEngine(page);
    } finally {
      await page.close();
    }
    console.log(
      `${engine} (${page.version}): ${newsletters.length} newsletters at ${WIDTHS.map((w) => w.width).join(' and ')} px, ` +
        `${hostile.length} hostile samples; ${failures.length - failed} failures; ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
} finally {
  await mailbox.stop();
  await probe.close();
}

for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`${checks - failures.length} of ${checks} checks passed; screenshots in ${shotsDir}`);
process.exitCode = failures.length === 0 ? 0 : 1;
