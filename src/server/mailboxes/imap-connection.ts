import type { ConnectionOptions } from 'node:tls';
import type { ImapFlow } from 'imapflow';
import type { MailErrorKind } from '../db/mail-accounts.ts';
import {
  NotPublicAddressError,
  isNotPublicLiteral,
  publicOnlyLookup,
} from '../net/public-address.ts';

/**
 * One IMAP connection to a person's mailbox (imapflow, from the author of nodemailer and
 * smtp-server), made the one way Dealbox makes it:
 *
 * - TLS always: implicit (`tls`, port 993) or STARTTLS required (`starttls`: a server that
 *   does not offer it is refused, never read in clear). Certificates are verified against
 *   the host typed (Node's default CAs, and NODE_EXTRA_CA_CERTS for a home server's own).
 * - The host is checked as unsubscribe checks a URL (../net/public-address.ts): a name is
 *   resolved by the socket's own lookup, which refuses loopback, private, link-local and
 *   metadata addresses; an address typed as such is checked before connecting. Both are
 *   allowed with IMAP_ALLOW_PRIVATE_HOSTS (tests, a home network).
 * - No protocol log: imapflow's would carry the login.
 */

export interface ImapTarget {
  host: string;
  port: number;
  tls: 'tls' | 'starttls';
  username: string;
  password: string;
}

export interface ImapConnectOptions {
  allowPrivateHosts: boolean;
  /** More TLS options (tests: the CA of a certificate made for them). */
  tls?: ConnectionOptions | undefined;
  /** Connect, TLS and greeting, each (default 20 s). */
  timeoutMs?: number;
  /** Breaks and restarts IDLE this often (servers and NATs drop a connection left quiet). */
  maxIdleMs?: number;
}

/**
 * An ImapFlow for `target`, not connected yet (`await client.connect()`). imapflow (with its
 * MIME and charset modules, ~13 MB of heap) is loaded here, on the first connection: an
 * instance where nobody follows a mailbox never holds it (decision 057).
 */
export async function imapClient(
  target: ImapTarget,
  options: ImapConnectOptions,
): Promise<ImapFlow> {
  const host = target.host.replace(/^\[(.*)\]$/, '$1');
  if (!options.allowPrivateHosts && isNotPublicLiteral(host)) {
    throw new NotPublicAddressError(target.host, host);
  }
  const timeoutMs = options.timeoutMs ?? 20_000;
  const { ImapFlow } = await import('imapflow');
  return new ImapFlow({
    host,
    port: target.port,
    secure: target.tls === 'tls',
    ...(target.tls === 'starttls' ? { doSTARTTLS: true } : {}),
    auth: { user: target.username, pass: target.password },
    // `lookup` reaches net.connect / tls.connect: the addresses the socket really uses.
    tls: { ...options.tls, lookup: publicOnlyLookup(options.allowPrivateHosts) },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    // IDLE starts as soon as a folder is left open, and is broken by the next command.
    autoIdleDelay: 500,
    maxIdleTime: options.maxIdleMs ?? 5 * 60_000,
    // A server without IDLE is asked for news with NOOP (imapflow's polling).
    missingIdleCommand: 'NOOP',
    idHashAlgorithm: 'sha256',
    clientInfo: { name: 'Dealbox' },
  });
}

/** A connection's failure as the card says it, and what kind it is (the follower's back-off). */
export interface ImapTrouble {
  kind: MailErrorKind;
  message: string;
}

/** A folder chosen that the server no longer has. */
export class FolderGoneError extends Error {
  readonly folder: string;

  constructor(folder: string) {
    super(`The folder “${folder}” is gone from the server. Choose the folders again.`);
    this.folder = folder;
    this.name = 'FolderGoneError';
  }
}

interface ErrorFields {
  code?: unknown;
  authenticationFailed?: unknown;
  tlsFailed?: unknown;
  responseText?: unknown;
  response?: unknown;
  serverResponseCode?: unknown;
  reason?: unknown;
  mailboxMissing?: unknown;
  cause?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const CERTIFICATE_CODES =
  /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS_CERT_ALTNAME_INVALID|HOSTNAME_MISMATCH/;

/** Outlook.com and Microsoft 365 turned off password sign-in over IMAP (OAuth only). */
const MICROSOFT = /(^|\.)(outlook\.com|office365\.com|hotmail\.com|live\.com)$/i;

/** Says in words what went wrong with `error`, for `target`'s host and port. */
export function explainImapError(
  error: unknown,
  target: Pick<ImapTarget, 'host' | 'port' | 'tls'>,
): ImapTrouble {
  const { host, port } = target;
  if (error instanceof FolderGoneError) return { kind: 'folder-gone', message: error.message };
  if (error instanceof NotPublicAddressError) {
    return {
      kind: 'private-host',
      message: `${host} is on a private network (${error.address}). This Dealbox reads only mailboxes on the public internet.`,
    };
  }
  const fields: ErrorFields = error && typeof error === 'object' ? (error as ErrorFields) : {};
  const code = text(fields.code);
  const said = [fields.responseText, fields.response, fields.reason, (error as Error)?.message]
    .map(text)
    .join(' ');
  if (fields.authenticationFailed === true) {
    if (/application-specific password|app password/i.test(said)) {
      return {
        kind: 'app-password',
        message:
          'The server wants an app password, not your usual one. Make one in your mail account’s security settings (with two-step sign-in on) and use it here.',
      };
    }
    if (text(fields.serverResponseCode) === 'UNAVAILABLE' || /temporary/i.test(said)) {
      return {
        kind: 'other',
        message: `${host} could not check the password just now. It will be tried again.`,
      };
    }
    if (MICROSOFT.test(host)) {
      return {
        kind: 'auth',
        message:
          'Outlook.com and Microsoft 365 no longer let mail apps sign in with a password over IMAP (they need OAuth, which Dealbox does not support yet).',
      };
    }
    if (/\[ALERT\]/i.test(said)) {
      const alert = said.replace(/.*\[ALERT\]\s*/i, '').replace(/\s*\(Failure\).*$/, '');
      return { kind: 'app-password', message: `The server says: ${alert.slice(0, 300)}` };
    }
    return { kind: 'auth', message: 'Wrong user name or password.' };
  }
  if (fields.mailboxMissing === true || code === 'NotFound') {
    return { kind: 'folder-gone', message: 'A folder chosen is gone from the server.' };
  }
  if (CERTIFICATE_CODES.test(code)) {
    return {
      kind: 'certificate',
      message: `The certificate of ${host} is not valid (${code.toLowerCase().replaceAll('_', ' ')}). Dealbox connects only to servers whose certificate checks out.`,
    };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return {
      kind: 'host-not-found',
      message: `${host} could not be found. Check the server name.`,
    };
  }
  if (code === 'ECONNREFUSED') {
    return {
      kind: 'refused',
      message: `${host} refused the connection on port ${port}. Check the port.`,
    };
  }
  if (/ERR_SSL_WRONG_VERSION_NUMBER|ERR_SSL_PACKET_LENGTH_TOO_LONG|EPROTO/.test(code)) {
    return {
      kind: 'tls',
      message: `Port ${port} of ${host} does not start with TLS. Try STARTTLS (usually port 143), or port 993.`,
    };
  }
  if (fields.tlsFailed === true || /STARTTLS/i.test(said)) {
    return {
      kind: 'tls',
      message: `${host} does not offer STARTTLS on port ${port}, and Dealbox does not send a password unencrypted. Try implicit TLS on port 993.`,
    };
  }
  if (code === 'GREETING_TIMEOUT' && target.tls === 'tls') {
    return {
      kind: 'timeout',
      message: `${host} did not answer on port ${port} over TLS. If the port takes STARTTLS (usually 143), choose STARTTLS.`,
    };
  }
  if (/TIMEOUT|ETIMEDOUT|ETIMEOUT|EHOSTUNREACH|ENETUNREACH/.test(code)) {
    return { kind: 'timeout', message: `${host} did not answer on port ${port} (timed out).` };
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || /Connection|Close/i.test(code)) {
    return { kind: 'other', message: `${host} closed the connection. It will be tried again.` };
  }
  return { kind: 'other', message: `Could not read the mailbox on ${host}: ${firstLine(error)}` };
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 200) ?? '';
}
