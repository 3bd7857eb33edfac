import { ArrowUp } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** The closing call to action: back to the top, with the form on sign-up. */
export function CtaSection({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl shadow-primary/20 sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to tame your promotions?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty opacity-90">
          Get your free Dealbox address in under a minute. No credit card, no catch.
        </p>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="mt-8 bg-primary-foreground text-primary hover:bg-primary-foreground/90"
          onClick={onGetStarted}
          data-testid="cta"
        >
          Get Your Free Email
          <ArrowUp aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
