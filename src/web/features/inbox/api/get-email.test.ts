import { describe, expect, it } from 'vitest';
import { emailDetailQuerySchema } from '#shared/email-types.ts';
import { emailBodyUrl } from './get-email.ts';

/** The query of a body URL as the server's schema reads it. */
function serverReads(url: string) {
  return emailDetailQuerySchema.safeParse(
    Object.fromEntries(new URL(url, 'http://x').searchParams),
  );
}

describe('emailBodyUrl', () => {
  it('asks for remote images or not, in words the server takes', () => {
    expect(emailBodyUrl('e1', false)).toBe('/api/emails/e1/body?images=0');
    expect(emailBodyUrl('e/1', true)).toBe('/api/emails/e%2F1/body?images=1');
    expect(serverReads(emailBodyUrl('e1', false)).data).toEqual({ images: '0' });
    expect(serverReads(emailBodyUrl('e1', true)).data).toEqual({ images: '1' });
  });
});
