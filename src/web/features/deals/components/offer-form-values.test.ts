import { describe, expect, it } from 'vitest';
import { daysLeft } from '#shared/offer-rules.ts';
import { parseCreateOffer } from '#shared/offer-types.ts';
import { DEMO_OFFER_EXPIRY_DAYS, EMPTY_OFFER_FORM, demoOffer } from './offer-form-values.ts';

const LA = 'America/Los_Angeles';
const TOKYO = 'Asia/Tokyo';
const at = (iso: string) => new Date(iso);

describe('demo data', () => {
  it("expires seven days after the user's today", () => {
    const instant = at('2025-06-10T06:59:00Z'); // 23:59 Jun 9 in LA, 15:59 Jun 10 in Tokyo
    expect(DEMO_OFFER_EXPIRY_DAYS).toBe(7);
    expect(demoOffer(instant, LA).expirationDate).toBe('2025-06-16');
    expect(demoOffer(instant, TOKYO).expirationDate).toBe('2025-06-17');
    expect(daysLeft(demoOffer(instant, LA).expirationDate, instant, LA)).toBe(7);
  });

  it('fills every form field with values the offers API accepts', () => {
    const demo = demoOffer(at('2025-06-10T12:00:00Z'), 'UTC');
    for (const key of Object.keys(EMPTY_OFFER_FORM) as (keyof typeof demo)[]) {
      expect(demo[key], key).not.toBe('');
    }
    const parsed = parseCreateOffer(demo);
    expect(parsed.ok).toBe(true);
  });
});
