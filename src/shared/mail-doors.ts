/**
 * The ways mail comes into Dealbox, each through the one acceptor
 * (src/server/intake/acceptor.ts): its own SMTP face (an MX record), the webhook
 * (`POST /api/inbound`), a followed IMAP mailbox, and a mailbox file imported.
 */
export const DOORS = ['smtp', 'webhook', 'imap', 'import'] as const;

export type Door = (typeof DOORS)[number];

/** How the admin page names each door. */
export const DOOR_LABELS: Record<Door, string> = {
  smtp: 'SMTP',
  webhook: 'Webhook',
  imap: 'IMAP',
  import: 'File import',
};
