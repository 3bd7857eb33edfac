import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Where screenshots for review go (`SHOTS_DIR`); unset: none are taken. */
export const SHOTS = process.env.SHOTS_DIR ?? '';

/**
 * Waits until the transitions and finite animations running now have ended (a colour
 * switch, a fade-in, smooth scrolling's settle), so a picture is what a person sees rather
 * than a frame halfway. Endless ones (a spinner) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A full-page screenshot in light and dark, named for the project (mobile, desktop). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await settle(page);
    await page.screenshot({
      path: path.join(SHOTS, `${testInfo.project.name}-${name}-${scheme}.png`),
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
