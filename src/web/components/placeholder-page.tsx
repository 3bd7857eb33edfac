import { Construction } from 'lucide-react';
import { PageShell } from './page-shell.tsx';

/** A screen whose feature has not landed yet: its title, a back link and a short note. */
export function PlaceholderPage({ title, note }: { title: string; note: string }) {
  return (
    <PageShell title={title}>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed p-10 text-center">
        <Construction className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{note}</p>
      </div>
    </PageShell>
  );
}
