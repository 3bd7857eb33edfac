import { PageShell } from '#web/components/page-shell.tsx';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './terms-sections.ts';

/** `/terms`: the static Terms of Service. */
export function TermsPage() {
  return (
    <PageShell title="Terms of Service" backTo="/" backLabel="Back to home">
      <title>Terms of Service · Dealbox</title>
      <article className="rounded-2xl border bg-card p-6 shadow-sm sm:p-10">
        <p className="text-sm text-muted-foreground">Last updated: {TERMS_LAST_UPDATED}</p>
        <div className="mt-6 flex flex-col gap-8">
          {TERMS_SECTIONS.map((section, index) => (
            <section key={section.title} aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`} className="mb-3 text-lg font-semibold">
                {index + 1}. {section.title}
              </h2>
              <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </article>
    </PageShell>
  );
}
