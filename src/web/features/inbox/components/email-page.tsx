import { PlaceholderPage } from '#web/components/placeholder-page.tsx';

/** Placeholder until the inbox lands: /email/:id. */
export function EmailPage() {
  return <PlaceholderPage title="Email" note="Emails open here soon." />;
}
