import { AtSign, TicketPercent } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { addressFor } from '#shared/account-rules.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { WhenVisible } from '#web/components/when-visible.tsx';
import { SectionHeading } from './section-heading.tsx';

const DemoAddressCode = lazy(async () => ({
  default: (await import('./demo-codes.tsx')).DemoAddressCode,
}));
const DemoCouponCodes = lazy(async () => ({
  default: (await import('./demo-codes.tsx')).DemoCouponCodes,
}));

/** The example codes in the demo. */
const DEMO_USERNAME = 'yourname';
const DEMO_COUPON_CODE = 'SAVE20NOW';

const codeSkeleton = <Skeleton className="h-24 w-full max-w-sm bg-neutral-200" />;

/** The example address as CODE128, and an example coupon as a QR code (140) plus CODE128. */
export function DemoSection({ mailDomain }: { mailDomain: string | undefined }) {
  return (
    <section
      aria-labelledby="demo-title"
      data-testid="demo"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <SectionHeading id="demo-title" eyebrow="Try it" title="Ready to scan at the checkout">
        Your address and your coupons become codes that any store scanner can read.
      </SectionHeading>
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
          <figcaption className="mb-5 flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <AtSign className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">Your email as a barcode</span>
              <span className="block text-sm text-muted-foreground">
                Let the cashier scan it to join a rewards club.
              </span>
            </span>
          </figcaption>
          <WhenVisible
            fallback={codeSkeleton}
            className="flex min-h-40 flex-1 items-center justify-center overflow-hidden rounded-xl bg-white p-4"
          >
            <Suspense fallback={codeSkeleton}>
              {mailDomain ? (
                <DemoAddressCode address={addressFor(DEMO_USERNAME, mailDomain)} />
              ) : (
                codeSkeleton
              )}
            </Suspense>
          </WhenVisible>
        </figure>
        <figure className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
          <figcaption className="mb-5 flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <TicketPercent className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">A coupon, ready to use</span>
              <span className="block text-sm text-muted-foreground">
                Show the QR code or the barcode, whichever the store scans.
              </span>
            </span>
          </figcaption>
          <WhenVisible
            fallback={codeSkeleton}
            className="flex min-h-40 flex-1 flex-col items-center justify-center gap-4 overflow-hidden rounded-xl bg-white p-4 sm:flex-row sm:gap-6"
          >
            <Suspense fallback={codeSkeleton}>
              <DemoCouponCodes code={DEMO_COUPON_CODE} />
            </Suspense>
          </WhenVisible>
        </figure>
      </div>
    </section>
  );
}
