import { expect, test } from '@playwright/test';
import { startDovecot, type Dovecot, type SeedMessage } from '../test/support/dovecot.ts';
import { promoEml } from '../test/support/mailbox-files.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { IMAP_CA_DIR } from './support/imap-ca.ts';
import { shot } from './support/shots.ts';
import { startSlowLink, type SlowLink } from './support/slow-link.ts';

/**
 * "Bring your mail" on the profile page: following a mailbox over IMAP in a real Chromium,
 * against a real Dovecot this spec starts (its certificate signed by the suite's CA, which
 * the server trusts; IMAP_ALLOW_PRIVATE_HOSTS lets it reach loopback). A wrong password in
 * words, the folders from the server, the progress while it reads, the state once it
 * follows, a deal from the mailbox in the wallet and an old one under Expired, Remove.
 */

const DAY = 86_400_000;
const PASSWORD = 'e2e-app-password-0123';

function promo(
  store: string,
  code: string,
  daysAgo: number,
  validDays: number,
  id: string,
): SeedMessage {
  const date = new Date(Date.now() - daysAgo * DAY);
  return {
    raw: promoEml({
      store,
      code,
      date,
      expires: new Date(date.getTime() + validDays * DAY),
      messageId: `${id}@${store.toLowerCase().replace(/\W/g, '')}.example`,
      crlf: true,
    }),
    date,
  };
}

test.describe('Bring your mail: follow a mailbox', { tag: '@both-widths' }, () => {
  let dovecot: Dovecot;
  // Dealbox reaches the Dovecot through a slow link (~0.5 MB of mail at 50 KB/s): the read
  // lasts seconds whatever the machine, so its progress is there to be seen.
  let link: SlowLink;
  const imapUser = `reader-${process.pid}`;

  test.beforeAll(async () => {
    dovecot = await startDovecot({
      users: [{ name: imapUser, password: PASSWORD }],
      caDir: IMAP_CA_DIR,
    });
    link = await startSlowLink(dovecot.port, 50_000);
  });
  test.afterAll(async () => {
    await link?.close();
    await dovecot?.stop();
  });

  test('add a mailbox, watch it read, see its deals in the wallet and an old one under Expired', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const user = await signUpViaApi(page, 'follower');
    const run = `${testInfo.project.name}-${user.username}`;
    // Two stores' deals (one long past), twenty more promotions, and a store that sent one of
    // them six hundred times: enough to read that the progress shows, while the shared
    // server processes only the 22 new ones (the copies are the same Message-ID).
    const copy = promo('Filler Store 0', 'FILL0', 3, 40, `filler-0-${run}`);
    await dovecot.append(imapUser, 'INBOX', [
      promo('Harbor Kites', 'KITES25', 1, 40, `kites-${run}`),
      promo('Old Pier Ices', 'PIER10', 60, 20, `pier-${run}`),
      ...Array.from({ length: 20 }, (_, n) =>
        promo(`Filler Store ${n}`, `FILL${n}`, 3, 40, `filler-${n}-${run}`),
      ),
      ...Array.from({ length: 600 }, () => copy),
    ]);
    await dovecot.append(imapUser, 'Newsletters', [
      promo('Quiet Shop', 'QUIET5', 2, 40, `quiet-${run}`),
    ]);

    await page.goto('/profile');
    const card = page.getByTestId('bring-your-mail');
    const section = card.getByTestId('mailbox-accounts');
    await expect(section.getByRole('heading', { name: 'Follow a mailbox' })).toBeVisible();
    await section.getByTestId('mailbox-add').click();
    const form = section.getByTestId('mailbox-form');
    await expect(form.getByLabel('Port')).toHaveValue('993');
    await form.getByLabel('Security').selectOption('starttls');
    await expect(form.getByLabel('Port')).toHaveValue('143');
    await form.getByLabel('Security').selectOption('tls');
    await form.getByLabel('IMAP server').fill('127.0.0.1');
    await form.getByLabel('Port').fill(String(link.port));
    await form.getByLabel('User name').fill(imapUser);
    await form.getByLabel('App password').fill('not-my-password');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByTestId('mailbox-trouble')).toHaveText('Wrong user name or password.');
    await expectNoHorizontalScroll(page);
    await section.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'mailbox-wrong-password');

    await form.getByLabel('App password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Test connection' }).click();
    const folders = form.getByTestId('mailbox-folders');
    await expect(folders.getByLabel('INBOX')).toBeChecked();
    await expect(folders.getByLabel('Newsletters')).not.toBeChecked();
    await expect(form.getByLabel('How far back')).toHaveValue('90');
    await expectAccessible(page);
    await shot(page, testInfo, 'mailbox-folders');

    await form.getByRole('button', { name: 'Follow this mailbox' }).click();
    const account = section.getByTestId('mailbox-account');
    await expect(account).toContainText(imapUser);
    // The progress while it reads: "Reading your mail: 200 of 622".
    const bar = account.getByRole('progressbar');
    await expect(bar).toBeVisible({ timeout: 30_000 });
    await expect(account.getByTestId('mailbox-state')).toContainText(
      /Reading your mail: [\d,]+ of 622/,
    );
    await shot(page, testInfo, 'mailbox-reading');

    await expect(account).toHaveAttribute('data-status', 'following', { timeout: 120_000 });
    await expect(account.getByTestId('mailbox-found')).toContainText('22 messages found');
    await expect(account.getByTestId('mailbox-found')).toContainText('last read');
    await expect(bar).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, testInfo, 'mailbox-following');

    // The deals: the live one in the wallet, the one long past under Expired; the folder
    // not chosen was not read.
    await page.goto('/dashboard?tab=deals');
    await expect(page.getByText('Harbor Kites').first()).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Old Pier Ices')).toHaveCount(0);
    await expect(page.getByText('Quiet Shop')).toHaveCount(0);
    await shot(page, testInfo, 'mailbox-wallet');
    await page.getByRole('tab', { name: 'Expired' }).click();
    const expired = page.getByRole('tabpanel');
    await expect(expired.getByText('Old Pier Ices').first()).toBeVisible();
    await expect(expired.getByText('Harbor Kites')).toHaveCount(0);
    await shot(page, testInfo, 'mailbox-expired');

    // Pause, then remove: reading stops, the mail stays.
    await page.goto('/profile');
    const again = page.getByTestId('mailbox-account');
    await again.getByRole('button', { name: 'Pause' }).click();
    await expect(again).toHaveAttribute('data-status', 'paused');
    await expect(again.getByTestId('mailbox-state')).toHaveText('Paused');
    await again.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('The mail already brought in stays in your inbox');
    await shot(page, testInfo, 'mailbox-remove');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('mailbox-account')).toHaveCount(0);
    await expect(page.getByTestId('mailbox-add')).toBeVisible();
    await page.goto('/dashboard?tab=deals');
    await expect(page.getByText('Harbor Kites').first()).toBeVisible();
  });
});
