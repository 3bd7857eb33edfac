import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { SendMailOptions } from 'nodemailer';
import type { Dialect } from '../../src/server/db/database.ts';
import type { SmtpFace } from '../../src/server/smtp/smtp-face.ts';
import { mailTransport } from './mail-sender.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** A test app with its SMTP face on an ephemeral port, for the intake's tests. */
export interface MailTestApp extends TestApp {
  smtp: SmtpFace;
  /** Sends over real SMTP with nodemailer. */
  send(options: SendMailOptions): Promise<SMTPTransport.SentMessageInfo>;
  /** Listens on an ephemeral HTTP port (for SSE); returns the base URL. */
  listen(): Promise<string>;
}

export async function startMailTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<MailTestApp> {
  // Tests send all their mail from 127.0.0.1: no per-address message rate unless asked for.
  const base = await startTestApp(
    dialect,
    {
      SMTP_CLOSE_TIMEOUT_SECONDS: '1',
      SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '1000000',
      ...env,
    },
    options,
  );
  const smtp = await base.listenSmtp({ port: 0, host: '127.0.0.1' });
  let baseUrl: string | null = null;
  return {
    ...base,
    smtp,
    send: (options) => mailTransport(smtp.port).sendMail(options),
    async listen() {
      baseUrl ??= await base.app.listen({ port: 0, host: '127.0.0.1' });
      return baseUrl;
    },
  };
}
