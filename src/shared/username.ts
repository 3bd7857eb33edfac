/**
 * Names that would confuse mail operators or impersonate the service. They are
 * reported as taken, exactly like a name somebody already owns. The format rules live in
 * account-rules.ts, shared with the browser.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'abuse',
  'admin',
  'administrator',
  'api',
  'billing',
  'dealbox',
  'help',
  'hostmaster',
  'info',
  'mailer_daemon',
  'mailerdaemon',
  'noreply',
  'no_reply',
  'postmaster',
  'root',
  'security',
  'support',
  'system',
  'webmaster',
  'www',
]);

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username) || username.startsWith('mailer-daemon');
}
