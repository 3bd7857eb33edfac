import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  { title: 'Sign Up', text: 'Pick a username and get your free address in seconds.' },
  {
    title: 'Share Your Email',
    text: 'Give your Dealbox address to stores, or let them scan its barcode at the checkout.',
  },
  { title: 'Save Money', text: 'Find every deal in one place and use it before it expires.' },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="border-y bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="how-title" eyebrow="Three simple steps" title="How It Works" />
        <ol className="grid gap-8 md:grid-cols-3 md:gap-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex flex-col items-center text-center">
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-7 left-[calc(50%+2.5rem)] hidden h-px w-[calc(100%-5rem)] bg-border md:block"
                />
              )}
              <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground shadow-lg shadow-primary/25">
                {index + 1}
              </span>
              <h3 className="mb-2 text-lg font-semibold">{step.title}</h3>
              <p className="max-w-xs text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
