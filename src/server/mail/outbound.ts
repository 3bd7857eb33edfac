import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface OutboundMessage {
  /** The sender, when not MAIL_FROM (an unsubscribe email goes from the person's address). */
  from?: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: OutboundMessage): Promise<void>;
}

/**
 * Reset and confirmation links go out through SMTP_URL. Without it (a laptop, a first
 * try) the message, link included, is written to the log so the operator can follow it.
 */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      send(message) {
        logger.info(
          { from: message.from ?? from, to: message.to, subject: message.subject },
          `Outbound mail (SMTP_URL unset):\n${message.text}`,
        );
        return Promise.resolve();
      },
    };
  }
  // nodemailer (~8 MB of heap) is loaded with the first message sent, not at start (decision 057).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ ...message, from: message.from ?? from });
      logger.info({ to: message.to, subject: message.subject }, 'Outbound mail sent');
    },
  };
}
