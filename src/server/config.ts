import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_OIDC_BUTTON_LABEL } from '#shared/sign-in-providers.ts';

/**
 * Every setting Dealbox reads, in one schema over the environment. Parsed once at start
 * (failing with the field errors) and passed down; nothing deeper reads process.env.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: port.default(2525),
  SMTP_HOST: z.string().min(1).optional(),
  MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name such as dealbox.example')
    .default('dealbox.localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for SQLite)')
    .optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  OIDC_ISSUER_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s):// URL, the issuer of the OpenID provider')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_BUTTON_LABEL: z.string().trim().min(1).max(60).default(DEFAULT_OIDC_BUTTON_LABEL),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_USERNAME_CHECK_MAX: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().positive().default(100),
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGN_IN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  TRUSTED_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()))
    .optional(),
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  // Mail intake (SMTP face and HTTP intake). Sizes in bytes, times in seconds.
  SMTP_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  SMTP_MAX_RECIPIENTS: z.coerce.number().int().positive().default(50),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(500),
  SMTP_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().positive().default(20),
  SMTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  SMTP_CLOSE_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  CONTACT_EMAIL: z.email('must be an email address').optional(),
  CONTACT_SMS: z
    .string()
    .regex(/^\+?[0-9][0-9 ().-]{2,24}$/, 'must be a phone number, such as +44 20 7946 0000')
    .optional(),
  CONTACT_SOCIAL_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMTP_SOFT_ERROR_LIMIT: z.coerce.number().int().min(0).default(10),
  SMTP_HARD_ERROR_LIMIT: z.coerce.number().int().positive().default(20),
  SMTP_ERROR_DELAY_SECONDS: z.coerce.number().min(0).default(1),
  SMTP_DATA_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  SMTP_DATA_MIN_BYTES_PER_SECOND: z.coerce.number().int().positive().default(1024),
  SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  SMTP_TLS_KEY: z.string().min(1).optional(),
  SMTP_TLS_CERT: z.string().min(1).optional(),
  INBOUND_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  READY_MAX_LAG_SECONDS: z.coerce.number().positive().max(86_400).default(300),
  INGEST_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  INGEST_PRIORITY: z.enum(['idle', 'normal']).default('idle'),
  INGEST_WORKER_YOUNG_MB: z.coerce.number().int().min(1).max(256).default(4),
  INTAKE_MAX_BACKLOG: z.coerce.number().int().positive().default(5000),
  INTAKE_BURST_RATE: z.coerce.number().int().min(0).optional(),
  INTAKE_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  INSTANCE_ID: z.string().min(1).max(200).optional(),
  TRACKERS_DISCONNECT: z.enum(['off', 'standard', 'aggressive']).default('off'),
  EXPIRED_GRACE_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  // Households (issue 46): size, and the limits that keep invitations from being spam.
  HOUSEHOLD_MAX_MEMBERS: z.coerce.number().int().min(2).max(50).default(6),
  HOUSEHOLD_MAX_PENDING_INVITES: z.coerce.number().int().min(1).max(50).default(5),
  HOUSEHOLD_INVITES_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
  UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  // Following a mailbox over IMAP (issue 43).
  IMAP: booleanFlag.default(true),
  IMAP_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  IMAP_MAX_MAILBOXES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(3),
  IMAP_LEASE_SECONDS: z.coerce.number().min(0.3).max(3600).default(30),
  IMAP_POLL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(60),
  MAILBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  IMPORT_MAX_UPLOAD_MB: z.coerce.number().positive().max(1_000_000).default(2048),
  // Expiry reminders (Web Push and the digest email).
  REMINDERS: booleanFlag.default(true),
  REMINDERS_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  REMINDERS_MAX_LATE_HOURS: z.coerce.number().min(0.1).max(48).default(6),
  // Tidying: mail older than its user's tidy rule is deleted, its deals kept (decision 044).
  TIDY: booleanFlag.default(true),
  TIDY_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(300),
  // Who may join, who administers, and the limits (decision 046).
  REGISTRATION: z.enum(['open', 'invite', 'closed']).optional(),
  ADMIN_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses')))
    .optional(),
  ACCOUNT_MAX_STORAGE_MB: z.coerce.number().positive().max(10_000_000).optional(),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/** An OpenID provider Better Auth signs in with (its generic OAuth plugin, auth/auth.ts). */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** The provider's OpenID Connect discovery document. */
  discoveryUrl: string;
}

export interface Config {
  port: number;
  host: string;
  smtpPort: number;
  smtpHost: string;
  mailDomain: string;
  /** Profile › Contact Us: where each row leads; a row is hidden while its value is unset. */
  contact: { email: string | null; sms: string | null; socialUrl: string | null };
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  /** 'Continue with Google' (GOOGLE_*); undefined: not offered. */
  google: OAuthProviderConfig | undefined;
  /** Sign-in through the operator's own OpenID provider (OIDC_*); undefined: not offered. */
  oidc: (OAuthProviderConfig & { issuerUrl: string; buttonLabel: string }) | undefined;
  requireEmailVerification: boolean;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  rateLimit: {
    authMax: number;
    windowSeconds: number;
    usernameCheckMax: number;
    /** Sign-in attempts per client address and window (all accounts together). */
    signInMax: number;
    /** Wrong passwords in a row one account takes before its back-off starts. */
    signInFreeFailures: number;
    /** The longest wait the account back-off imposes (it doubles up to this). */
    signInBackoffMaxSeconds: number;
  };
  /** Origins allowed to send writes (CSRF check, Better Auth): APP_URL's and TRUSTED_ORIGINS. */
  extraTrustedOrigins: string[];
  /** Live event streams one user may hold open at once; a new one closes the oldest. */
  maxEventStreamsPerUser: number;
  /** The SMTP face's limits; the HTTP intake shares maxMessageBytes. */
  smtp: {
    maxMessageBytes: number;
    maxRecipients: number;
    maxConnections: number;
    maxConnectionsPerClient: number;
    idleTimeoutMs: number;
    closeTimeoutMs: number;
    /** Refused commands (unknown recipients, …) after which each reply is delayed. */
    softErrorLimit: number;
    /** Refused commands after which the session is closed with 421. */
    hardErrorLimit: number;
    errorDelayMs: number;
    /** DATA must finish within this base time plus one second per minBytesPerSecond. */
    dataTimeoutMs: number;
    dataMinBytesPerSecond: number;
    /** Mail transactions (MAIL FROM) one client address may start per minute. */
    maxMessagesPerClientPerMinute: number;
    /**
     * A PEM key and certificate, each the path of a file or the PEM text itself
     * (smtp/smtp-face.ts `readPem`): STARTTLS is offered when both are set.
     */
    tls: { keyPath: string; certPath: string } | undefined;
  };
  /** Bearer token of `POST /api/inbound`; the route answers 404 while unset. */
  inboundToken: string | undefined;
  /** Bearer token of `GET /metrics`; the route answers 404 while unset. */
  metricsToken: string | undefined;
  /**
   * `/readyz` fails while mail is pending and the oldest pending email has waited longer
   * than this (the intake is stalled).
   */
  readyMaxLagMs: number;
  /** Worker threads that process mail after the commit and sanitise bodies on first opening; 0 runs it on the main thread. */
  ingestWorkers: number;
  /**
   * `idle`: the processing threads run on CPU time nothing else wants (decision 029);
   * `normal`: they share it, for a host where other work at normal priority keeps the cores busy.
   */
  ingestPriority: 'idle' | 'normal';
  /**
   * Each processing thread's V8 young generation (MB). V8's default (16 MB semi-spaces, ~30 MB
   * held) made up a third of a thread's heap while the messages it works on are ~50 KB each
   * (decision 057).
   */
  ingestWorkerYoungMb: number;
  /**
   * Messages taken in but not yet processed beyond which SMTP answers 451 (and
   * `POST /api/inbound` 503) until processing is back to three quarters of it.
   */
  intakeMaxBacklog: number;
  /** Accepted messages per second beyond which processing waits for the burst to pass (0: never). */
  intakeBurstRate: number;
  /**
   * How long a process's claim on a pending email lasts unless renewed: what a dead process
   * took in is processed by the others after this.
   */
  intakeLeaseMs: number;
  /** This process's name on its claims (unique per process); unset: host, pid and a random part. */
  instanceId: string | undefined;
  /** Disconnect's CC BY-NC-SA tracker lists: off by default (non-commercial use only). */
  trackersDisconnect: Env['TRACKERS_DISCONNECT'];
  /** Days an expired deal stays in All before it moves to the Expired view. */
  expiredGraceDays: number;
  /** Households (issue 46; src/server/db/households.ts). */
  households: {
    /** People in one household, pending invitations counted. */
    maxMembers: number;
    /** Invitations one household may have waiting at once. */
    maxPendingInvites: number;
    /** Invitations (by name or link) one household may send in 24 hours. */
    invitesPerDay: number;
  };
  /** Largest deals file (CSV, or Catima's zip) `POST /api/account/import` accepts. */
  maxImportBytes: number;
  /**
   * Largest mailbox file (mbox, zip of .eml, .eml) `POST /api/mail-imports` takes; kept in
   * DATA_DIR/imports while it is read. The command line (`npm run import`) has no limit.
   */
  mailImportMaxUploadBytes: number;
  /**
   * Unsubscribe may also reach http:// addresses and hosts off the public internet
   * (loopback, private networks): for tests and a self-hoster's own lists (decision 042).
   */
  unsubscribeAllowPrivateHosts: boolean;
  /** Following a mailbox over IMAP (issue 43; src/server/mailboxes/). */
  imap: {
    /** IMAP=false: the routes answer 404 and the card is hidden. */
    enabled: boolean;
    /**
     * Hosts off the public internet (loopback, private, link-local) may be followed: for
     * tests and a home network's own server.
     */
    allowPrivateHosts: boolean;
    maxMailboxesPerAccount: number;
    /** How long an instance's claim on a mailbox lasts unless renewed (another takes it over after). */
    leaseMs: number;
    /** How often every folder is looked at again, beside IDLE on the first one. */
    pollMs: number;
  };
  /**
   * Encrypts the passwords of followed mailboxes (AES-256-GCM); unset: generated once and
   * kept in DATA_DIR/mailbox-secret. Several instances behind one database must share it.
   */
  mailboxSecret: string | undefined;
  /** Expiry reminders: the sweep and Web Push (docs/decisions/010). */
  reminders: {
    enabled: boolean;
    intervalMs: number;
    maxLateMs: number;
    /** The configured VAPID pair; unset: generated once in DATA_DIR/vapid-keys.json. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** Contact for push services (the JWT's `sub`). */
    vapidSubject: string;
  };
  /** The tidy job (decision 044): whether this process runs it, and how often. */
  tidy: { enabled: boolean; intervalMs: number };
  /**
   * Who may create an account (decision 046): anyone, only with an invite from an admin, or
   * no one. REGISTRATION unset: open when APP_URL is a local address, invite otherwise.
   */
  registration: Registration;
  /** Login emails (lower-cased) of the administrators: the admin page and its API. */
  adminEmails: string[];
  /** Mail (bytes as received) one account may hold; null: no quota. Refused with 552 5.2.2. */
  accountMaxStorageBytes: number | null;
  /** Days mail is kept when its user set no tidy rule of their own (deals kept); null: forever. */
  mailRetentionDays: number | null;
}

export type Registration = 'open' | 'invite' | 'closed';

/** localhost, 127.0.0.1 (any 127.x), ::1 and *.localhost: a development instance. */
export function isLocalAppUrl(appUrl: string): boolean {
  const host = new URL(appUrl).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1'
  );
}

export class ConfigError extends Error {
  readonly fieldErrors: string[];

  constructor(fieldErrors: string[]) {
    super(`Invalid configuration:\n${fieldErrors.map((e) => `  - ${e}`).join('\n')}`);
    this.fieldErrors = fieldErrors;
    this.name = 'ConfigError';
  }
}

/** Unset and empty variables count as absent, so `FOO=` in a .env file means "default". */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither',
    ]);
  }
  const oidcSettings = {
    OIDC_ISSUER_URL: e.OIDC_ISSUER_URL,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  };
  const oidcMissing = Object.keys(oidcSettings).filter(
    (name) => !oidcSettings[name as keyof typeof oidcSettings],
  );
  if (oidcMissing.length === 1 || oidcMissing.length === 2) {
    throw new ConfigError([
      `OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three to enable sign-in with your OpenID provider, or none (missing: ${oidcMissing.join(', ')})`,
    ]);
  }
  if (Boolean(e.SMTP_TLS_KEY) !== Boolean(e.SMTP_TLS_CERT)) {
    throw new ConfigError([
      'SMTP_TLS_KEY and SMTP_TLS_CERT: set both to offer STARTTLS, or neither',
    ]);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (a key pair), or neither to generate one',
    ]);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // A core is left to the main thread (intake, commits, HTTP): on 2 cores one processing
  // thread, which kept an import's pace and held ~80 MB less than two (decision 057).
  const ingestWorkers = e.INGEST_WORKERS ?? Math.min(2, Math.max(1, os.availableParallelism() - 1));
  return {
    port: e.PORT,
    host: e.HOST,
    smtpPort: e.SMTP_PORT,
    smtpHost: e.SMTP_HOST ?? e.HOST,
    mailDomain: e.MAIL_DOMAIN.toLowerCase(),
    contact: {
      email: e.CONTACT_EMAIL ?? null,
      sms: e.CONTACT_SMS ? e.CONTACT_SMS.replace(/[^+0-9]/g, '') : null,
      socialUrl: e.CONTACT_SOCIAL_URL ?? null,
    },
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Dealbox <no-reply@${e.MAIL_DOMAIN.toLowerCase()}>`,
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: e.OIDC_ISSUER_URL.replace(/\/+$/, ''),
            // OpenID Connect Discovery: the document is at this path under the issuer.
            discoveryUrl: `${e.OIDC_ISSUER_URL.replace(/\/+$/, '')}/.well-known/openid-configuration`,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            buttonLabel: e.OIDC_BUTTON_LABEL,
          }
        : undefined,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      authMax: e.RATE_LIMIT_AUTH_MAX,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      usernameCheckMax: e.RATE_LIMIT_USERNAME_CHECK_MAX,
      signInMax: e.RATE_LIMIT_SIGN_IN_MAX,
      signInFreeFailures: e.SIGN_IN_FREE_FAILURES,
      signInBackoffMaxSeconds: e.SIGN_IN_BACKOFF_MAX_SECONDS,
    },
    extraTrustedOrigins: (e.TRUSTED_ORIGINS ?? []).map((o) => new URL(o).origin),
    maxEventStreamsPerUser: e.EVENT_STREAMS_PER_USER,
    smtp: {
      maxMessageBytes: e.SMTP_MAX_MESSAGE_BYTES,
      maxRecipients: e.SMTP_MAX_RECIPIENTS,
      maxConnections: e.SMTP_MAX_CONNECTIONS,
      maxConnectionsPerClient: e.SMTP_MAX_CONNECTIONS_PER_CLIENT,
      idleTimeoutMs: Math.round(e.SMTP_IDLE_TIMEOUT_SECONDS * 1000),
      closeTimeoutMs: Math.round(e.SMTP_CLOSE_TIMEOUT_SECONDS * 1000),
      softErrorLimit: e.SMTP_SOFT_ERROR_LIMIT,
      hardErrorLimit: e.SMTP_HARD_ERROR_LIMIT,
      errorDelayMs: Math.round(e.SMTP_ERROR_DELAY_SECONDS * 1000),
      dataTimeoutMs: Math.round(e.SMTP_DATA_TIMEOUT_SECONDS * 1000),
      dataMinBytesPerSecond: e.SMTP_DATA_MIN_BYTES_PER_SECOND,
      maxMessagesPerClientPerMinute: e.SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE,
      tls:
        e.SMTP_TLS_KEY && e.SMTP_TLS_CERT
          ? { keyPath: e.SMTP_TLS_KEY, certPath: e.SMTP_TLS_CERT }
          : undefined,
    },
    inboundToken: e.INBOUND_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    readyMaxLagMs: Math.round(e.READY_MAX_LAG_SECONDS * 1000),
    ingestWorkers,
    ingestPriority: e.INGEST_PRIORITY,
    ingestWorkerYoungMb: e.INGEST_WORKER_YOUNG_MB,
    intakeMaxBacklog: e.INTAKE_MAX_BACKLOG,
    intakeBurstRate: e.INTAKE_BURST_RATE ?? defaultBurstRate(ingestWorkers, e.DATABASE_URL),
    intakeLeaseMs: Math.round(e.INTAKE_LEASE_SECONDS * 1000),
    instanceId: e.INSTANCE_ID,
    trackersDisconnect: e.TRACKERS_DISCONNECT,
    expiredGraceDays: e.EXPIRED_GRACE_DAYS,
    households: {
      maxMembers: e.HOUSEHOLD_MAX_MEMBERS,
      maxPendingInvites: e.HOUSEHOLD_MAX_PENDING_INVITES,
      invitesPerDay: e.HOUSEHOLD_INVITES_PER_DAY,
    },
    maxImportBytes: e.IMPORT_MAX_BYTES,
    mailImportMaxUploadBytes: Math.round(e.IMPORT_MAX_UPLOAD_MB * 1024 * 1024),
    unsubscribeAllowPrivateHosts: e.UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS,
    imap: {
      enabled: e.IMAP,
      allowPrivateHosts: e.IMAP_ALLOW_PRIVATE_HOSTS,
      maxMailboxesPerAccount: e.IMAP_MAX_MAILBOXES_PER_ACCOUNT,
      leaseMs: Math.round(e.IMAP_LEASE_SECONDS * 1000),
      pollMs: Math.round(e.IMAP_POLL_SECONDS * 1000),
    },
    mailboxSecret: e.MAILBOX_SECRET,
    reminders: {
      enabled: e.REMINDERS,
      intervalMs: Math.round(e.REMINDERS_INTERVAL_SECONDS * 1000),
      maxLateMs: Math.round(e.REMINDERS_MAX_LATE_HOURS * 3_600_000),
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject:
        e.VAPID_SUBJECT ??
        (appUrl.startsWith('https://')
          ? appUrl
          : `mailto:postmaster@${e.MAIL_DOMAIN.toLowerCase()}`),
    },
    tidy: { enabled: e.TIDY, intervalMs: Math.round(e.TIDY_INTERVAL_SECONDS * 1000) },
    registration: e.REGISTRATION ?? (isLocalAppUrl(appUrl) ? 'open' : 'invite'),
    adminEmails: [...new Set(e.ADMIN_EMAILS ?? [])],
    accountMaxStorageBytes:
      e.ACCOUNT_MAX_STORAGE_MB === undefined
        ? null
        : Math.round(e.ACCOUNT_MAX_STORAGE_MB * 1024 * 1024),
    mailRetentionDays: e.MAIL_RETENTION_DAYS ?? null,
  };
}

/** Every origin allowed to send writes: APP_URL's first, then TRUSTED_ORIGINS. */
export function trustedOrigins(config: Pick<Config, 'appUrl' | 'extraTrustedOrigins'>): string[] {
  return [...new Set([new URL(config.appUrl).origin, ...config.extraTrustedOrigins])];
}

/**
 * INTAKE_BURST_RATE unset: processing waits out bursts when its threads share the cores with
 * the SMTP face's; with a core to spare for each there is nothing to win. The rate is just
 * above what processing keeps up with on the store, so steady mail is handled as it comes,
 * and below every 10-connection flood measured here (decision 032): 400 a second on SQLite
 * (processing keeps up with a steady 300; a flood is 600-700), 200 on PostgreSQL (where the
 * database's own process takes a share of the cores: processing keeps up with ~170, a flood
 * is ~300, and the flood held back 250 to 280 msg/s without the rule, ~390 with it).
 */
function defaultBurstRate(ingestWorkers: number, databaseUrl: string | undefined): number {
  if (os.availableParallelism() > ingestWorkers + 1) return 0;
  return databaseUrl ? 200 : 400;
}
