import {
  Inbox,
  ScanBarcode,
  ShieldCheck,
  ShoppingBag,
  Tags,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Inbox,
    title: 'Unified Inbox',
    text: 'Every newsletter, coupon and receipt in one tidy, searchable inbox, far away from your personal email.',
  },
  {
    icon: ScanBarcode,
    title: 'Unique Barcode Email',
    text: 'Your address comes as a barcode and a QR code, so a cashier can scan it to sign you up for rewards.',
  },
  {
    icon: Tags,
    title: 'Deal Management',
    text: 'Save the offers you like, see at a glance what expires soon, and mark coupons as used.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy First',
    text: 'Tracking pixels and tracker links are removed, and remote images stay blocked until you ask.',
  },
  {
    icon: Zap,
    title: 'Lightning Fast',
    text: 'New mail shows up the moment it arrives, on your phone and on your computer.',
  },
  {
    icon: ShoppingBag,
    title: 'Easy Checkout',
    text: 'Open a deal at the till and show its barcode or QR code. No more digging through email.',
  },
];

export function FeaturesSection() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything you need to shop smarter"
      >
        One address for your promotions, and the tools to actually use them.
      </SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="group rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mb-2 text-lg font-semibold">{title}</h3>
            <p className="text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
