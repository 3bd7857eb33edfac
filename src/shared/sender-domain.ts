/**
 * The store a sender belongs to: the part of its address after the last `@`, trimmed and
 * lower-cased (`News@Mail.Harbor-Pine.com` → `mail.harbor-pine.com`); '' when the address
 * has none. The server stores it with each email (`email.sender_domain`, migration 012); the
 * web app links an email to its store's page with it.
 */
export function senderDomain(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '';
  return address
    .slice(at + 1)
    .trim()
    .toLowerCase();
}
