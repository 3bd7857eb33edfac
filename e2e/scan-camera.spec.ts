import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeFakeCamera } from './support/barcode-media.ts';
import { chromiumArgs, chromiumExecutable } from './support/browser.ts';
import { signUpViaApi } from './support/fixtures.ts';
import { shot } from './support/shots.ts';

/**
 * Add Offer's "Scan code" with a camera: Chromium's fake camera plays a video made here of a
 * QR code. Its flags must be given when the browser starts, so this file has a browser of its
 * own (with the suite's usual flags).
 */
const fakeCamera = await writeFakeCamera(
  path.join(os.tmpdir(), `dealbox-fake-camera-${process.pid}.y4m`),
  'qrcode',
  'https://harbor.example/c/CAMERA42',
);

const CODE = (page: Page) => page.getByRole('textbox', { name: 'Barcode/Code' });
const FORMAT = (page: Page) => page.getByRole('combobox', { name: 'Barcode format' });

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumExecutable,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCamera}`,
    ],
  },
});

test.describe('Scan code with the camera', () => {
  test('the camera reads a QR code held up to it', async ({ page }, testInfo) => {
    await signUpViaApi(page, 'scancam');
    await page.goto('/add-offer');
    await page.getByRole('button', { name: 'Scan code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan code' });
    await expect(dialog).toBeVisible();
    // Either the camera is live, or (if it found the code within the first frames) it is done.
    await expect(CODE(page)).toHaveValue('https://harbor.example/c/CAMERA42', {
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();
    await expect(FORMAT(page)).toHaveValue('QR');
    // The camera is released when the dialog closes.
    const live = await page.evaluate(() =>
      Array.from(document.querySelectorAll('video')).some((v) => v.srcObject !== null),
    );
    expect(live).toBe(false);
    await shot(page, testInfo, 'add-offer-camera-filled');
  });

  test('shows the live camera view while it looks for a code', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signUpViaApi(page, 'scanview');
    await page.goto('/add-offer');
    // Hold the reader back until the live view has been looked at.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.wasm', async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Scan code' }).click();
    await expect(page.getByTestId('scan-viewfinder')).toHaveAttribute('data-camera', 'live');
    await expect(page.getByText('Looking for a code…')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.videoWidth ?? 0))
      .toBe(640);
    await shot(page, testInfo, 'scan-dialog-camera');
    // Closing the dialog stops the camera before anything is read.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Then the reader arrives: with the camera stopped it has nothing to read.
    const isReader = (request: { url: () => string }) => request.url().endsWith('.wasm');
    const arrived = Promise.race([
      page.waitForEvent('requestfinished', isReader),
      page.waitForEvent('requestfailed', isReader),
    ]);
    release();
    await arrived;
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
    await expect(CODE(page)).toHaveValue('');
  });
});
