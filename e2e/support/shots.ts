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
    // Colours transition (buttons, rows): wait until those the switch started have ended,
    // or the picture catches them halfway (text the colour of its background).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await page.screenshot({
      path: path.join(SHOTS, `${testInfo.project.name}-${name}-${scheme}.png`),
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
