import { describe, expect, it } from 'vitest';
import { emailBodyQuerySchema, EMAIL_BODY_LAYOUT_WIDTH_MAX } from '#shared/email-types.ts';
import { emailBodyUrl } from './get-email.ts';

/** The query of a body URL as the server's schema reads it. */
function serverReads(url: string) {
  return emailBodyQuerySchema.safeParse(Object.fromEntries(new URL(url, 'http://x').searchParams));
}

describe('emailBodyUrl', () => {
  it('asks for the layout width, and never for more than the server takes', () => {
    expect(emailBodyUrl('e1', false, 652)).toBe('/api/emails/e1/body?images=0&width=652');
    // A newsletter reported wider than the most the server lays out: asked at that most (the
    // frame, wider still, lays it out at its own width), never refused with a 400 document.
    const wide = emailBodyUrl('e1', true, EMAIL_BODY_LAYOUT_WIDTH_MAX + 1200);
    expect(wide).toBe(`/api/emails/e1/body?images=1&width=${EMAIL_BODY_LAYOUT_WIDTH_MAX}`);
    expect(serverReads(wide).success).toBe(true);
    expect(serverReads(emailBodyUrl('e1', false)).data).toEqual({ images: '0' });
  });
});
