import { formatExpiresLong } from '#shared/offer-rules.ts';
import { reminderTitle } from '#shared/reminder-types.ts';
import type { OutboundMessage } from '../mail/outbound.ts';

export interface DigestDeal {
  id: string;
  storeName: string;
  offerTitle: string;
  discount: string | null;
  barcodeValue: string;
  expirationDate: string;
  daysLeft: number;
}

/**
 * The daily digest: one plain-text email with every deal whose reminder is due in this
 * run, soonest first, each with its code and a link that opens it.
 */
export function digestEmail(
  to: string,
  deals: readonly DigestDeal[],
  appUrl: string,
): OutboundMessage {
  const sorted = [...deals].sort(
    (a, b) => a.daysLeft - b.daysLeft || a.storeName.localeCompare(b.storeName),
  );
  const first = sorted[0];
  const subject =
    sorted.length === 1 && first
      ? reminderTitle(first, first.daysLeft)
      : `${sorted.length} of your deals end soon`;
  const blocks = sorted.map((deal) => {
    const lines = [reminderTitle(deal, deal.daysLeft)];
    if (deal.discount && deal.offerTitle) lines.push(`  ${deal.offerTitle}`);
    if (deal.barcodeValue) lines.push(`  Code: ${deal.barcodeValue}`);
    lines.push(`  Expires: ${formatExpiresLong(deal.expirationDate)}`);
    lines.push(`  Open it: ${appUrl}/offer/${deal.id}`);
    return lines.join('\n');
  });
  const text = [
    sorted.length === 1 ? 'A deal in your Dealbox ends soon:' : 'Deals in your Dealbox end soon:',
    '',
    blocks.join('\n\n'),
    '',
    '--',
    `Change when reminders come, or turn them off: ${appUrl}/profile`,
  ].join('\n');
  return { to, subject, text };
}
