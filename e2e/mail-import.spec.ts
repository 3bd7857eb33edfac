import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { promoEml, takeoutMbox } from '../test/support/mailbox-files.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { shot } from './support/shots.ts';

/**
 * "Bring your mail" on the profile page: a mailbox file imported in a real Chromium. The
 * progress, the summary, the deals from imported mail (an old one under Expired), and
 * Cancel on a file big enough to be stopped part-way.
 */

const DAY = 86_400_000;

function promo(store: string, code: string, daysAgo: number, validDays: number, id: string) {
  const date = new Date(Date.now() - daysAgo * DAY);
  return promoEml({
    store,
    code,
    date,
    expires: new Date(date.getTime() + validDays * DAY),
    messageId: `${id}@${store.toLowerCase().replace(/\W/g, '')}.example`,
  });
}

test.describe('Bring your mail: import a file', { tag: '@both-widths' }, () => {
  test('an mbox is imported: progress, summary, a deal in the wallet and an old one under Expired', async ({
    page,
  }, testInfo) => {
    // Deals follow processing, which a loaded machine (two browsers, other specs' mail) delays.
    test.setTimeout(150_000);
    const user = await signUpViaApi(page, 'importer');
    const run = `${testInfo.project.name}-${user.username}`;
    const file = takeoutMbox([
      { raw: promo('Harbor Outfitters', 'HARBOR25', 1, 40, `fresh-${run}`), date: new Date() },
      { raw: promo('Juniper Books', 'JUNIPER10', 2, 40, `fresh2-${run}`), date: new Date() },
      { raw: promo('Old Mill Bakery', 'OLDMILL5', 500, 20, `old-${run}`), date: new Date() },
    ]);
    await page.goto('/profile');
    const card = page.getByTestId('bring-your-mail');
    await expect(card.getByRole('heading', { name: 'Bring your mail' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'mail-import-empty');

    await card.getByTestId('mail-import-file').setInputFiles({
      name: 'All mail Including Spam and Trash.mbox',
      mimeType: 'application/mbox',
      buffer: Buffer.from(file),
    });
    const summary = card.getByTestId('mail-import-summary');
    await expect(summary).toContainText('Imported All mail Including Spam and Trash.mbox');
    await expect(summary).toContainText('3 messages imported');
    await expect(summary).toContainText('0 duplicates skipped');
    await expect(card.getByRole('button', { name: 'Import another file' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, testInfo, 'mail-import-summary');

    // The same file again: nothing is stored twice.
    await card.getByTestId('mail-import-file').setInputFiles({
      name: 'again.mbox',
      mimeType: 'application/mbox',
      buffer: Buffer.from(file),
    });
    await expect(summary).toContainText('Imported again.mbox');
    await expect(summary).toContainText('0 messages imported');
    await expect(summary).toContainText('3 duplicates skipped');

    // The deals: the live ones in the wallet, the one long past under Expired.
    await page.goto('/dashboard?tab=deals');
    await expect(page.getByText('Harbor Outfitters').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Juniper Books').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Old Mill Bakery')).toHaveCount(0);
    await shot(page, testInfo, 'mail-import-wallet');
    await page.getByRole('tab', { name: 'Expired' }).click();
    const expired = page.getByRole('tabpanel');
    await expect(expired.getByText('Old Mill Bakery').first()).toBeVisible();
    await expect(expired.getByText('Harbor Outfitters')).toHaveCount(0);
    await shot(page, testInfo, 'mail-import-expired');
  });

  test('a big import shows its progress in a second tab too, and Cancel stops it; what was imported stays', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    const user = await signUpViaApi(page, 'canceller');
    const run = `${testInfo.project.name}-${user.username}`;
    // 200,020 messages (~40 MB): long enough to read that it is stopped part-way. Twenty are
    // new promotions; the rest are short copies of the first (a store that sent it again and
    // again), skipped as duplicates, so the shared server is not flooded with processing.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-e2e-import-'));
    const file = path.join(dir, 'Promotions.mbox');
    const out = fs.openSync(file, 'w');
    const messageId = (n: number) => `bulk-${n}-${run}@bulk.example`;
    for (let n = 0; n < 20; n++) {
      const raw = promoEml({
        store: `Bulk Store ${n}`,
        code: `BULK${n}`,
        date: new Date(Date.now() - 3 * DAY),
        expires: new Date(Date.now() + 30 * DAY),
        messageId: messageId(n),
      });
      fs.writeSync(out, takeoutMbox([{ raw, date: new Date() }]));
    }
    const copy = takeoutMbox([
      {
        raw: `From: news@bulkstore0.example\nMessage-ID: <${messageId(0)}>\nSubject: Again\n\nAgain.\n`,
        date: new Date(),
      },
    ]);
    for (let i = 0; i < 200; i++) fs.writeSync(out, copy.repeat(1000));
    fs.closeSync(out);

    await page.goto('/profile');
    const card = page.getByTestId('bring-your-mail');
    await card.getByTestId('mail-import-file').setInputFiles(file);
    const running = card.getByTestId('mail-import-running');
    await expect(running).toContainText('Importing Promotions.mbox');
    const bar = running.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    // The progress moves: messages are read while we watch.
    await expect
      .poll(async () =>
        Number(
          (await card.getByTestId('mail-import-progress').textContent())
            ?.match(/[\d,]+/)?.[0]
            ?.replace(/,/g, '') ?? 0,
        ),
      )
      .toBeGreaterThan(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'mail-import-running');

    // Another tab opened now sees the same import, and follows it (it polls while one runs).
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second.getByTestId('mail-import-running')).toContainText(
      'Importing Promotions.mbox',
    );

    await running.getByRole('button', { name: 'Cancel' }).click();
    const summary = card.getByTestId('mail-import-summary');
    await expect(summary).toContainText('Import of Promotions.mbox cancelled', { timeout: 30_000 });
    await expect(summary).toContainText('What was imported before you cancelled stays.');
    const imported = Number(
      (await summary.textContent())?.match(/([\d,]+) messages? imported/)?.[1]?.replace(/,/g, ''),
    );
    const skipped = Number(
      (await summary.textContent())?.match(/([\d,]+) duplicates? skipped/)?.[1]?.replace(/,/g, ''),
    );
    expect(imported).toBeGreaterThan(0);
    expect(imported).toBeLessThanOrEqual(20);
    expect(imported + skipped).toBeLessThan(200_020);
    await expect(second.getByTestId('mail-import-summary')).toContainText('cancelled');
    await shot(page, testInfo, 'mail-import-cancelled');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
