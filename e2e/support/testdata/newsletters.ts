/**
 * Newsletters as stores write them, for the specs that read mail on a screen
 * (`e2e/phone-reading.spec.ts`) and the body frame's engine test and stress harness
 * (`e2e/engines/`).
 */

/** A typical non-responsive newsletter: a 620 px table, a headline, a button, a footer. */
export function newsletter(rows: number): string {
  const row = (i: number) =>
    `<tr><td style="padding:16px 24px;font:16px/1.5 Arial,sans-serif;color:#333">Section ${i}: new arrivals in the spring collection, hand-picked for you by our buyers this week.</td></tr>`;
  return `<!doctype html><html><body style="margin:0;background:#f1f1f1">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="width:620px;margin:0 auto;background:#ffffff">
<tr><td style="padding:24px;font:bold 30px Arial,sans-serif;color:#111;white-space:nowrap">SPRING SALE: 30% OFF EVERYTHING</td></tr>
${Array.from({ length: rows }, (_, i) => row(i + 1)).join('\n')}
<tr><td align="center" style="padding:24px"><a href="https://shop.example/sale" style="display:inline-block;width:560px;padding:16px 0;background:#5b21b6;color:#fff;font:bold 18px Arial,sans-serif;text-decoration:none">SHOP THE SALE NOW</a></td></tr>
<tr><td align="right" style="padding:16px 24px;font:12px Arial,sans-serif;color:#888">You get this because you signed up. <a href="https://shop.example/unsubscribe">Unsubscribe</a></td></tr>
</table></body></html>`;
}
