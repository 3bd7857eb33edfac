import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Where screenshots for review go (`SHOTS_DIR`); unset: none are taken. */
export const SHOTS = process.env.SHOTS_DIR ?? '';

/** A full-page screenshot in light and dark, named for the project (mobile, desktop). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({
      path: path.join(SHOTS, `${testInfo.project.name}-${name}-${scheme}.png`),
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
