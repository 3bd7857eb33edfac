import { Paperclip } from 'lucide-react';
import type { EmailAttachment } from '#shared/email-types.ts';
import { formatFileSize } from './format.ts';

/** The email's attached files by name and size (inline images are part of the body). */
export function EmailAttachments({ attachments }: { attachments: EmailAttachment[] }) {
  const files = attachments.filter((a) => !a.inline);
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="email-attachments" className="flex flex-col gap-2">
      <h3 id="email-attachments" className="text-sm font-semibold">
        Attachments ({files.length})
      </h3>
      <ul className="flex flex-col gap-2">
        {files.map((file, index) => (
          <li
            key={`${index}-${file.filename}`}
            className="flex items-center gap-3 rounded-xl border bg-card p-3 text-sm"
            data-testid="email-attachment"
          >
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1 truncate" title={file.filename}>
              {file.filename || 'Unnamed attachment'}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {formatFileSize(file.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
