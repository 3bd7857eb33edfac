import { CheckCircle2, FileUp, Loader2, TriangleAlert, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MAIL_IMPORT_ACCEPT,
  MAIL_IMPORT_REFUSALS,
  type MailImportJob,
  type MailImportList,
} from '#shared/mail-import-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/utils.ts';
import { mailImportsQueryKey, useCancelMailImport, useMailImports } from '../api/mail-imports.ts';
import { uploadMailFile, type Upload, type UploadProgress } from '../api/upload-mail-file.ts';
import { ProgressBar } from './progress-bar.tsx';

const count = new Intl.NumberFormat();
const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;

/** 1.2 GB, 350 MB, 12 KB: sizes as a person reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) {
    const mb = bytes / 1024 ** 2;
    return `${mb >= 100 ? Math.round(mb) : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What the summary says was refused: "2 too large, 1 not mail". */
function refusedWords(refused: Record<string, number>): string {
  return Object.entries(refused)
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${count.format(n)} ${MAIL_IMPORT_REFUSALS[reason] ?? reason}`)
    .join(', ');
}

function refusedTotal(refused: Record<string, number>): number {
  return Object.values(refused).reduce((a, b) => a + b, 0);
}

function Running({ job }: { job: MailImportJob }) {
  const cancel = useCancelMailImport();
  return (
    <div className="flex flex-col gap-2" data-testid="mail-import-running">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm font-medium">
          <Loader2 className="mr-1.5 inline size-4 animate-spin text-primary" aria-hidden="true" />
          Importing {job.fileName}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => cancel.mutate(job.id)}
          disabled={cancel.isPending}
          data-testid="mail-import-cancel"
        >
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
      <ProgressBar label="Import progress" value={job.bytesRead} max={job.totalBytes} />
      <p className="text-sm text-muted-foreground" data-testid="mail-import-progress">
        {plural(job.messagesRead, 'message', 'messages')} read · {formatBytes(job.bytesRead)} of{' '}
        {formatBytes(job.totalBytes)}
      </p>
    </div>
  );
}

function Summary({ job }: { job: MailImportJob }) {
  const refused = refusedTotal(job.refused);
  const title =
    job.state === 'done'
      ? `Imported ${job.fileName}`
      : job.state === 'cancelled'
        ? `Import of ${job.fileName} cancelled`
        : `Import of ${job.fileName} stopped`;
  const Icon = job.state === 'failed' ? TriangleAlert : CheckCircle2;
  return (
    <div
      className={cn(
        'flex flex-col gap-1.5 rounded-xl p-3 text-sm',
        job.state === 'failed' ? 'bg-destructive/10' : 'bg-secondary/60',
      )}
      data-testid="mail-import-summary"
    >
      <p className="flex items-start gap-2 font-medium">
        <Icon
          className={cn(
            'mt-0.5 size-4 shrink-0',
            job.state === 'failed' ? 'text-destructive' : 'text-primary',
          )}
          aria-hidden="true"
        />
        <span className="min-w-0 break-words">{title}</span>
      </p>
      <ul className="flex flex-col gap-0.5 pl-6 text-muted-foreground">
        <li>{plural(job.imported, 'message', 'messages')} imported</li>
        <li>{plural(job.duplicates, 'duplicate', 'duplicates')} skipped (already in Dealbox)</li>
        {refused > 0 && (
          <li>
            {count.format(refused)} refused: {refusedWords(job.refused)}
          </li>
        )}
        {job.state === 'cancelled' && <li>What was imported before you cancelled stays.</li>}
      </ul>
      {job.error && <p className="pl-6 text-destructive">{job.error}</p>}
    </div>
  );
}

/**
 * "Import a mailbox file", in the Bring your mail card: choose (or drop) an mbox, a zip of
 * .eml files or an .eml; it uploads with a progress bar, then the import's own progress
 * (messages read, bytes of the file) shows here and in every other tab, with Cancel; at the
 * end, what was imported, skipped and refused.
 */
export function MailImport() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const imports = useMailImports();
  const [upload, setUpload] = useState<{
    name: string;
    progress: UploadProgress;
    handle: Upload;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const latest = imports.data?.imports[0];
  const running = latest?.state === 'running' ? latest : undefined;
  const busy = upload !== null || running !== undefined;

  function start(file: File | undefined) {
    if (!file || busy) return;
    setError(null);
    const handle = uploadMailFile(file, (progress) =>
      setUpload((now) => (now ? { ...now, progress } : now)),
    );
    setUpload({ name: file.name, progress: { loaded: 0, total: file.size }, handle });
    handle.done
      .then((job) => {
        queryClient.setQueryData<MailImportList>(mailImportsQueryKey, (list) => ({
          imports: [job, ...(list?.imports ?? []).filter((j) => j.id !== job.id)],
        }));
        void queryClient.invalidateQueries({ queryKey: mailImportsQueryKey });
      })
      .catch((failure: unknown) => {
        const aborted = (failure as { aborted?: boolean }).aborted === true;
        if (!aborted) setError(isApiError(failure) ? failure.message : 'The upload failed.');
      })
      .finally(() => setUpload(null));
    if (input.current) input.current.value = '';
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  }

  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby={`${id}-title`}
      data-testid="mail-import"
    >
      <div>
        <h3 id={`${id}-title`} className="font-medium">
          Import a mailbox file
        </h3>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          An mbox file (Google Takeout&apos;s Mail export, a Thunderbird folder), a zip of .eml
          files, or one .eml. Mail already in Dealbox is skipped.
        </p>
      </div>

      <input
        ref={input}
        id={id}
        type="file"
        accept={MAIL_IMPORT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Import a mailbox file"
        aria-describedby={`${id}-hint`}
        data-testid="mail-import-file"
        onChange={(e) => start(e.target.files?.[0])}
        disabled={busy}
      />

      <div aria-live="polite" className="flex flex-col gap-3">
        {upload && (
          <div className="flex flex-col gap-2" data-testid="mail-import-uploading">
            <div className="flex items-center justify-between gap-3">
              <p className="min-w-0 truncate text-sm font-medium">Uploading {upload.name}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => upload.handle.abort()}
              >
                <X aria-hidden="true" />
                Cancel
              </Button>
            </div>
            <ProgressBar
              label="Upload progress"
              value={upload.progress.loaded}
              max={upload.progress.total}
            />
            <p className="text-sm text-muted-foreground">
              {formatBytes(upload.progress.loaded)} of {formatBytes(upload.progress.total)} sent
            </p>
          </div>
        )}
        {!upload && running && <Running job={running} />}
        {!busy && latest && <Summary job={latest} />}
        {error && (
          <p className="text-sm text-destructive" role="alert" data-testid="mail-import-error">
            {error}
          </p>
        )}
      </div>

      {!busy && (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-5 text-center transition-colors',
            dragging ? 'border-primary bg-primary/5' : 'border-border',
          )}
        >
          <p className="text-sm text-muted-foreground">Drop a file here, or</p>
          <Button
            type="button"
            onClick={() => input.current?.click()}
            data-testid="mail-import-choose"
          >
            <FileUp aria-hidden="true" />
            {latest ? 'Import another file' : 'Choose a file'}
          </Button>
        </div>
      )}
    </section>
  );
}
