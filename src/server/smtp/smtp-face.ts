import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  SMTPServer,
  type SMTPServerAddress,
  type SMTPServerDataStream,
  type SMTPServerSession,
} from 'smtp-server';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Acceptor, Refusal } from '../intake/acceptor.ts';
import type { Recipient } from '../intake/recipients.ts';
import {
  DATA_TOO_SLOW,
  SmtpLimits,
  TOO_MANY_ERRORS,
  TOO_MANY_MESSAGES,
  closeSession,
} from './limits.ts';

/**
 * The SMTP face: receives mail for `{username}[+tag]@MAIL_DOMAIN` and answers 250 only
 * once the message is committed. Every refusal is an SMTP reply; nothing a client sends
 * can throw out of here.
 *
 * Replies: unknown user 550 5.1.1 (at RCPT; after DATA when every recipient's account was
 * deleted since RCPT); another domain 550 5.7.1 (no relaying); too
 * many recipients 452 4.5.3; too large 552 5.3.4; too many connections from one address
 * 421 4.7.0; storage failure 451 4.3.0 (the sender retries); processing too far behind
 * (INTAKE_MAX_BACKLOG) 451 4.3.2 at MAIL FROM, before the message is sent. No AUTH; STARTTLS
 * only when a key and certificate are configured. Abuse limits (too many refused recipients,
 * DATA too slow, too many messages from one address: 421 and close) are in limits.ts.
 *
 * Storage quota (ACCOUNT_MAX_STORAGE_MB, decision 046): 552 5.2.2 'Mailbox full' at RCPT when
 * the account is full already or the size the client declared (SIZE=) would overfill it, and
 * after DATA when the message itself would; a message for several recipients is stored for
 * those it fits and refused only when it fits none.
 */

export interface SmtpFace {
  readonly port: number;
  readonly server: SMTPServer;
  close(): Promise<void>;
}

/** The command a reply answers: the greeting, MAIL FROM, RCPT TO or the end of DATA. */
export type SmtpStage = 'connect' | 'mail' | 'rcpt' | 'data';

export interface SmtpFaceOptions {
  config: Config;
  /** The one door (../intake/acceptor.ts): recipients, quota, backlog, the commit, the counts. */
  acceptor: Acceptor;
  logger: Logger;
  /** Defaults to config.smtpPort / config.smtpHost; tests pass 0 for an ephemeral port. */
  port?: number;
  host?: string;
  /** Told of every reply this face decides, with its stage and code (the metrics). */
  onReply?: (stage: SmtpStage, code: number) => void;
}

interface ResolvedAddress extends SMTPServerAddress {
  dealboxRecipient?: Recipient;
}

function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/** The SMTP reply for each refusal of the acceptor's, for `address` or for the message. */
function refusalReply(reason: Refusal, address?: string): Error {
  const who = address ? `<${address}>: ` : '';
  switch (reason) {
    case 'foreign':
      return smtpError(550, `5.7.1 ${who}Relay access denied`);
    case 'unknown-recipient':
    case 'account-gone':
      return smtpError(550, `5.1.1 ${who}No such user here`);
    case 'mailbox-full':
      return smtpError(552, `5.2.2 ${who}Mailbox full`);
    case 'too-large':
      return smtpError(552, '5.3.4 Message too big');
    case 'busy':
      return smtpError(451, '4.3.2 Too much mail waiting to be processed, try again later');
    case 'storage':
      return smtpError(451, '4.3.0 Could not store the message, try again later');
  }
}

/**
 * `callback`, telling `onReply` the code it answers with: success is 220 at the greeting and
 * 250 after it; a refusal its `responseCode` (smtp-server's defaults otherwise).
 */
function replying<A extends unknown[]>(
  onReply: SmtpFaceOptions['onReply'],
  stage: SmtpStage,
  callback: (error?: Error | null, ...rest: A) => void,
): (error?: Error | null, ...rest: A) => void {
  if (!onReply) return callback;
  return (error, ...rest) => {
    const refused = error ? (error as { responseCode?: number }).responseCode : undefined;
    const fallback = stage === 'connect' ? 554 : stage === 'data' ? 450 : 550;
    onReply(stage, error ? (refused ?? fallback) : stage === 'connect' ? 220 : 250);
    callback(error, ...rest);
  };
}

/** smtp-server logs through a bunyan-style logger; connection chatter goes to debug. */
function smtpLogger(log: Logger) {
  const at =
    (level: 'debug' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first && typeof first === 'object') log[level](first, ...(rest as [string]));
      else log[level](args.map(String).join(' '));
    };
  return {
    trace: at('debug'),
    debug: at('debug'),
    info: at('debug'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('error'),
    child: () => smtpLogger(log),
  };
}

/**
 * SMTP_TLS_KEY / SMTP_TLS_CERT: the PEM itself (it starts with '-----BEGIN'; `\\n` stands
 * for a line break, for environments that hold one line), or else the path of a PEM file.
 */
export function readPem(value: string): Buffer {
  const text = value.trim();
  if (text.startsWith('-----BEGIN')) return Buffer.from(text.replace(/\\n/g, '\n'));
  try {
    return fs.readFileSync(value);
  } catch (error) {
    throw new Error(`SMTP TLS: cannot read the PEM file ${value}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export async function startSmtpFace(options: SmtpFaceOptions): Promise<SmtpFace> {
  const { config, acceptor } = options;
  const log = options.logger.child({ component: 'smtp' });
  const limits = config.smtp;
  const tls = limits.tls
    ? { key: readPem(limits.tls.keyPath), cert: readPem(limits.tls.certPath) }
    : null;

  const perClient = new Map<string, number>();
  const counted = new Set<string>();
  const guard = new SmtpLimits(limits);

  /** A refused recipient: slowed past the soft limit, 421 and closed past the hard one. */
  const refuse = (sessionId: string, callback: (error: Error) => void, error: Error) => {
    acceptor.countRefused('smtp');
    const decision = guard.refusal(sessionId);
    const reply = decision.close ? smtpError(421, TOO_MANY_ERRORS) : error;
    if (decision.close) log.warn({ session: sessionId }, 'too many refused recipients; closing');
    if (decision.delayMs > 0) setTimeout(() => callback(reply), decision.delayMs);
    else callback(reply);
  };

  const server = new SMTPServer({
    name: config.mailDomain,
    banner: 'Dealbox',
    size: limits.maxMessageBytes,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    hideSTARTTLS: !tls,
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    disableReverseLookup: true,
    maxClients: limits.maxConnections,
    socketTimeout: limits.idleTimeoutMs,
    closeTimeout: limits.closeTimeoutMs,
    logger: smtpLogger(log) as never,

    onConnect(session, done) {
      const callback = replying(options.onReply, 'connect', done);
      const client = session.remoteAddress || 'unknown';
      const current = perClient.get(client) ?? 0;
      if (current >= limits.maxConnectionsPerClient) {
        log.warn({ client }, 'too many connections from one address');
        return callback(smtpError(421, '4.7.0 Too many connections from your address, try later'));
      }
      perClient.set(client, current + 1);
      counted.add(session.id);
      callback();
    },

    onClose(session) {
      guard.forget(session.id);
      if (!counted.delete(session.id)) return;
      const client = session.remoteAddress || 'unknown';
      const current = (perClient.get(client) ?? 1) - 1;
      if (current <= 0) perClient.delete(client);
      else perClient.set(client, current);
    },

    onMailFrom(_address, session, done) {
      const callback = replying(options.onReply, 'mail', done);
      const client = session.remoteAddress || 'unknown';
      if (!guard.allowMessage(client)) {
        log.warn({ client }, 'too many messages from one address');
        return callback(smtpError(421, TOO_MANY_MESSAGES));
      }
      // Processing is far behind: the sender keeps the message and retries later.
      if (acceptor.busy) return callback(refusalReply('busy'));
      callback();
    },

    onRcptTo(address: ResolvedAddress, session, done) {
      const callback = replying(options.onReply, 'rcpt', done);
      const known = session.envelope.rcptTo.some(
        (r) => r.address.toLowerCase() === address.address.toLowerCase(),
      );
      if (!known && session.envelope.rcptTo.length >= limits.maxRecipients) {
        return callback(smtpError(452, '4.5.3 Too many recipients'));
      }
      const args = session.envelope.mailFrom ? session.envelope.mailFrom.args : false;
      const declared = Number((args && (args as Record<string, string>).SIZE) || 0);
      acceptor.checkRecipient(address.address, Number.isFinite(declared) ? declared : 0).then(
        (result) => {
          if (result.kind === 'refused') {
            return refuse(session.id, callback, refusalReply(result.reason, address.address));
          }
          address.dealboxRecipient = result.recipient;
          callback();
        },
        (error: unknown) => {
          log.error({ err: error }, 'recipient lookup failed');
          callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
        },
      );
    },

    onData(stream: SMTPServerDataStream, session: SMTPServerSession, done) {
      const callback = replying(options.onReply, 'data', done);
      let chunks: Buffer[] = [];
      let size = 0;
      const stopWatching = guard.watchData(
        () => size,
        () => {
          log.warn({ session: session.id, bytes: size }, 'DATA too slow; closing');
          options.onReply?.('data', 421);
          chunks = [];
          closeSession(server, session.id, DATA_TOO_SLOW);
        },
      );
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limits.maxMessageBytes) chunks.push(chunk);
      });
      stream.on('error', (error) => {
        stopWatching();
        chunks = [];
        log.warn({ err: error }, 'message stream failed');
      });
      stream.on('close', stopWatching);
      stream.on('end', () => {
        stopWatching();
        if (stream.sizeExceeded || size > limits.maxMessageBytes) {
          acceptor.countRefused('smtp');
          return callback(
            smtpError(552, `5.3.4 Message too big: the limit is ${limits.maxMessageBytes} bytes`),
          );
        }
        const recipients = (session.envelope.rcptTo as ResolvedAddress[])
          .map((r) => r.dealboxRecipient)
          .filter((r): r is Recipient => r !== undefined);
        const mailFrom = session.envelope.mailFrom;
        const raw = Buffer.concat(chunks, size);
        chunks = []; // the pieces are copied; let them go before the intake runs
        void acceptor
          .deliver({
            door: 'smtp',
            raw,
            recipients,
            ...(mailFrom ? { envelopeFrom: mailFrom.address } : {}),
          })
          .then((outcome) => {
            if (outcome.kind === 'refused') return callback(refusalReply(outcome.reason));
            callback(null, `2.0.0 Ok: queued as ${outcome.emailIds.join(',')}`);
          });
      });
    },
  });

  server.on('error', (error) => log.warn({ err: error }, 'smtp connection error'));

  const port = options.port ?? config.smtpPort;
  const host = options.host ?? config.smtpHost;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(port, host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  log.info({ host, port: address.port, tls: Boolean(tls) }, 'SMTP face listening');

  return {
    port: address.port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
