import { CheckCircle2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

const POINTS = [
  'One free address for every store, newsletter and rewards club',
  'Trackers stripped out before you ever open a message',
  'Coupons and your address as barcodes, ready at the checkout',
];

/** The headline and the auth form beside it (below it on a phone). */
export function HeroSection({ authForm }: { authForm: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-hero-from to-hero-to"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-24 pb-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-32 lg:pb-24">
        <div className="flex flex-col gap-6 text-center lg:text-left">
          <p className="mx-auto inline-flex w-fit items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-sm font-medium text-secondary-foreground shadow-xs lg:mx-0">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Free, private, and yours
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Your <span className="text-primary">superpowered</span> inbox for promotions
          </h1>
          <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Dealbox gives you a personal email address just for stores. Every promotion, coupon and
            reward lands in one clean inbox, and your deals are ready to scan when you pay.
          </p>
          <ul className="mx-auto hidden max-w-xl flex-col gap-3 text-left sm:flex lg:mx-0">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:mr-0">{authForm}</div>
      </div>
    </section>
  );
}
