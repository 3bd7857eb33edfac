import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import type { CreateOfferInput, Offer, OfferList } from '../src/shared/offer-types.ts';
import { barcodePng, type BwipEncoder } from './support/barcode-media.ts';
import { expectAccessible, expectNoHorizontalScroll, signUpViaApi } from './support/fixtures.ts';
import { shot } from './support/shots.ts';
import { BASE_URL } from './support/ports.ts';

/**
 * The wallet's data in a real Chromium: Add Offer's "Scan code" reading coupon images (file
 * input; the camera is in scan-camera.spec.ts), the Expired view, and "Your data" on the profile page
 * (export, delete the account, import the export into a fresh account).
 */

async function createOffer(page: Page, input: CreateOfferInput): Promise<Offer> {
  const response = await page.request.post('/api/offers', {
    data: input,
    headers: { origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Offer;
}

async function offers(page: Page): Promise<Offer[]> {
  const response = await page.request.get('/api/offers');
  expect(response.status()).toBe(200);
  return ((await response.json()) as OfferList).items;
}

/** The user's calendar date `days` from today, in the browser's zone (UTC here). */
function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const CODE = (page: Page) => page.getByRole('textbox', { name: 'Barcode/Code' });
const FORMAT = (page: Page) => page.getByRole('combobox', { name: 'Barcode format' });

test.describe('Scan code from an image', () => {
  const cases: { bcid: BwipEncoder; text: string; format: string; label: string }[] = [
    { bcid: 'ean13', text: '4006381333931', format: 'EAN13', label: 'EAN-13' },
    { bcid: 'code128', text: 'SPRING-20-OFF', format: 'CODE128', label: 'CODE128' },
    { bcid: 'qrcode', text: 'https://harbor.example/c/SPRING20', format: 'QR', label: 'QR' },
    { bcid: 'datamatrix', text: 'SAVE20-0042', format: 'DATAMATRIX', label: 'DataMatrix' },
    { bcid: 'pdf417', text: 'MEMBER 0012345678', format: 'PDF417', label: 'PDF417' },
    { bcid: 'azteccode', text: 'TICKET-7731-A', format: 'AZTEC', label: 'Aztec' },
  ];

  test('a coupon picture fills the code and its format', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signUpViaApi(page, 'scanfile');
    await page.goto('/add-offer');
    for (const [index, c] of cases.entries()) {
      await page.getByRole('button', { name: 'Scan code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan code' });
      await expect(dialog).toBeVisible();
      // No camera in this browser: the dialog says so and offers the image instead.
      await expect(dialog.getByTestId('scan-viewfinder')).not.toHaveAttribute(
        'data-camera',
        'starting',
      );
      if (index === 0) {
        await expect(dialog.getByRole('button', { name: 'Choose an image' })).toBeVisible();
        await shot(page, testInfo, 'scan-dialog-no-camera');
        await expectAccessible(page);
      }
      await dialog.getByTestId('scan-image-file').setInputFiles({
        name: `coupon-${c.format}.png`,
        mimeType: 'image/png',
        buffer: await barcodePng(c.bcid, c.text),
      });
      await expect(dialog).toBeHidden({ timeout: 15_000 });
      await expect(CODE(page)).toHaveValue(c.text);
      await expect(FORMAT(page)).toHaveValue(c.format);
      await expect(page.getByTestId('scan-status')).toHaveText(
        `Filled in from a scanned ${c.label} code`,
      );
    }
    await expect(page.getByTestId('code-preview')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, testInfo, 'add-offer-after-scan');

    // A picture without a code says so, and fills nothing.
    await page.getByRole('button', { name: 'Scan code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan code' });
    await dialog.getByTestId('scan-image-file').setInputFiles({
      name: 'blank.png',
      mimeType: 'image/png',
      buffer: blankPng(),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'No barcode or QR code found in that image. Try a sharper or closer one.',
    );
    await dialog.getByTestId('scan-image-file').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'That file could not be opened as an image.',
    );
    await page.keyboard.press('Escape');
    await expect(CODE(page)).toHaveValue('TICKET-7731-A');

    // The form saves what was scanned.
    await page.getByRole('textbox', { name: 'Store Name' }).fill('Harbor & Pine');
    await page.getByRole('textbox', { name: 'Offer Title' }).fill('Museum ticket');
    await page.getByRole('button', { name: 'Add Offer' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    expect((await offers(page))[0]).toMatchObject({
      barcodeValue: 'TICKET-7731-A',
      barcodeType: 'AZTEC',
    });
  });
});

/** A white picture with no code in it. */
function blankPng(): Buffer {
  const png = new PNG({ width: 200, height: 120 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

test.describe('Expired view', () => {
  test('deals past the grace period leave All for Expired, and are kept', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signUpViaApi(page, 'expired');
    const base = { offerTitle: '20% off', barcodeValue: 'SAVE20' };
    await createOffer(page, { ...base, storeName: 'Still good', expirationDate: day(5) });
    await createOffer(page, { ...base, storeName: 'Expired lately', expirationDate: day(-3) });
    await createOffer(page, { ...base, storeName: 'Long gone', expirationDate: day(-30) });
    await page.goto('/dashboard?tab=deals');
    const list = page.getByTestId('offer-list');
    await expect(list.getByText('Still good')).toBeVisible();
    await expect(list.getByText('Expired lately')).toBeVisible();
    await expect(list.getByText('Long gone')).toHaveCount(0);
    await shot(page, testInfo, 'deals-all');
    await page.getByRole('tab', { name: 'Expired' }).click();
    await expect(page).toHaveURL(/deals=expired/);
    const expired = page.getByRole('tabpanel');
    await expect(expired.getByText('Long gone')).toBeVisible();
    await expect(expired.getByText('Still good')).toHaveCount(0);
    await expect(expired.getByTestId('offer-badge')).toHaveText('Expired');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, testInfo, 'deals-expired');
    // Still there: it opens.
    await expired.getByText('Long gone').click();
    await expect(page.getByText('Long gone')).toBeVisible();
    expect(await offers(page)).toHaveLength(3);
  });
});

test.describe('Your data', () => {
  test('export, delete the account, import into a fresh account: the deals come back', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const user = await signUpViaApi(page, 'mover');
    const saved = await createOffer(page, {
      storeName: 'Harbor & Pine',
      offerTitle: '20% off, "everything"',
      discount: '20% OFF',
      description: 'Line one\nline two',
      barcodeValue: '4006381333931',
      barcodeType: 'EAN13',
      expirationDate: day(20),
    });
    await page.request.patch(`/api/offers/${saved.id}`, {
      data: { isSaved: true },
      headers: { origin: BASE_URL },
    });
    await createOffer(page, {
      storeName: 'Zoë’s Café',
      offerTitle: 'Free coffee',
      barcodeValue: 'https://cafe.example/c/1',
      barcodeType: 'QR',
    });
    const before = await offers(page);
    expect(before).toHaveLength(2);

    await page.goto('/profile');
    const card = page.getByRole('heading', { name: 'Your data' }).locator('xpath=../..');
    await expect(card.getByRole('link', { name: 'Download everything' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, testInfo, 'profile-your-data');

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Download everything' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dealbox-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = testInfo.outputPath('export.zip');
    await download.saveAs(zipPath);
    const files = unzipSync(new Uint8Array(fs.readFileSync(zipPath)));
    expect(strFromU8(files['deals.csv'] as Uint8Array)).toContain('Harbor & Pine');
    expect(JSON.parse(strFromU8(files['profile.json'] as Uint8Array))).toMatchObject({
      email: user.email,
      address: user.address,
    });

    // Delete: the password is asked for, and a wrong one is refused.
    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText(user.address);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Enter your password to delete your account',
    );
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That password is not right');
    await expectAccessible(page);
    await shot(page, testInfo, 'profile-delete-dialog');
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account and all its data have been deleted')).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(401);
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: BASE_URL },
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status()).toBe(401);

    // A fresh account imports the export: the same deals, saved and all.
    await signUpViaApi(page, 'fresh');
    expect(await offers(page)).toEqual([]);
    await page.goto('/profile');
    await page.getByTestId('import-deals-file').setInputFiles(zipPath);
    await expect(page.getByTestId('import-result')).toContainText('Added 2 deals.');
    await shot(page, testInfo, 'profile-imported');
    const after = await offers(page);
    const strip = (o: Offer) => ({ ...o, id: '', emailId: null });
    expect(after.map(strip)).toEqual(before.map(strip));
    await page.goto('/dashboard?tab=deals');
    await expect(page.getByTestId('offer-list').getByText('Harbor & Pine')).toBeVisible();
    await expect(page.getByTestId('offer-list').getByText('Zoë’s Café')).toBeVisible();

    // The same file again adds nothing twice; a file that is not an export is refused.
    await page.goto('/profile');
    await page.getByTestId('import-deals-file').setInputFiles(zipPath);
    await expect(page.getByTestId('import-result')).toContainText(
      '2 deals were already in your wallet.',
    );
    await page.getByTestId('import-deals-file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,price\nsoap,3\n'),
    });
    await expect(
      page.getByText('This file is not a deals export Dealbox can read', { exact: false }),
    ).toBeVisible();
    expect(await offers(page)).toHaveLength(2);
  });
});
