/**
 * The one test mail sender: nodemailer over real SMTP to a Dealbox SMTP face, as a store's
 * mail server would send. Used by the Vitest harness, the Playwright support
 * (e2e/support/mail.ts), the ingest benchmark and `npm run send-sample`.
 */
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export type MailTransport = ReturnType<typeof mailTransport>;

/**
 * An SMTP transport to 127.0.0.1:`port`, no TLS, no auth, short timeouts (a test fails fast);
 * `options` change the host, TLS or timeouts, or pool connections (the benchmark).
 */
export function mailTransport(
  port: number,
  options: Partial<SMTPTransport.Options> &
    Partial<Pick<SMTPPool.Options, 'pool' | 'maxConnections' | 'maxMessages'>> = {},
) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
    ...options,
  } as SMTPTransport.Options);
}

/** The SMTP error nodemailer rejected with: code and full reply text. */
export async function smtpRejection(
  promise: Promise<unknown>,
): Promise<{ responseCode: number; response: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; message?: string };
    return { responseCode: e.responseCode ?? 0, response: e.response ?? e.message ?? '' };
  }
  throw new Error('expected the SMTP server to refuse');
}
