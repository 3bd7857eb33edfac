/**
 * Mail into the Dealbox under test the way a store sends it: nodemailer over real SMTP to
 * its SMTP face (test/support/mail-sender.ts) (E2E.smtpPort), then, for the tests, the email's id once it is processed
 * (listed), read over the signed-in page's own API session.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import type { EmailListPage } from '../../src/shared/email-types.ts';
import { mailTransport } from '../../test/support/mail-sender.ts';
import { E2E } from './ports.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  from?: string;
  html?: string;
  text?: string;
  attachments?: Attachment[];
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

const transport = mailTransport(E2E.smtpPort);

/** Sends one message; resolves once Dealbox answered 250 (the email is committed). */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const info = await transport.sendMail({
    from: mail.from ?? '"Corner Shop" <deals@cornershop.example>',
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments,
    headers: mail.headers,
  });
  expect(info.accepted, `SMTP accepted ${mail.to}`).toEqual([mail.to]);
}

/** Every listed email of the signed-in user (all pages). */
export async function listAllEmails(request: APIRequestContext): Promise<EmailListPage['items']> {
  const items: EmailListPage['items'] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/emails?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await request.get(url);
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as EmailListPage;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Waits until the emails with these subjects are processed and listed; returns their ids. */
export async function waitForEmails(
  request: APIRequestContext,
  subjects: string[],
  timeout = 15_000,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await expect
    .poll(
      async () => {
        // Listed at once (processing), then processed: wait for the body, deals and all.
        for (const email of await listAllEmails(request)) {
          if (!email.processing) ids.set(email.subject, email.id);
        }
        return subjects.filter((s) => !ids.has(s));
      },
      { message: 'emails processed', timeout },
    )
    .toEqual([]);
  return ids;
}

/** A subject no other test will use. */
export function uniqueSubject(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Sends many messages, a few connections at a time (the SMTP face limits each client). */
export async function sendMany(mails: OutgoingMail[], concurrency = 5): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < mails.length) {
      const mail = mails[next++];
      if (mail) await sendMail(mail);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, mails.length) }, worker));
}
