import { Download, FileUp, Loader2, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, type ExportFile, type ImportDealsResult } from '#shared/account-data.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Field, FieldControl, FieldLabel, FieldMessage } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { toastSuccess } from '#web/lib/notify.ts';
import { useAccountSummary, useDeleteAccount } from '../api/delete-account.ts';
import { useImportDeals } from '../api/import-deals.ts';

const exportUrl = (file: ExportFile) => `/api/account/export/${file}`;

const PARTS: { file: ExportFile; label: string }[] = [
  { file: 'deals.csv', label: 'Deals (CSV)' },
  { file: 'deals.json', label: 'Deals (JSON)' },
  { file: 'emails.mbox', label: 'Emails (mbox)' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function importSummary(result: ImportDealsResult): string {
  const source = result.format === 'catima' ? ' from Catima' : '';
  const parts = [`Added ${plural(result.added, 'deal', 'deals')}${source}.`];
  if (result.alreadyThere > 0) {
    parts.push(`${plural(result.alreadyThere, 'deal was', 'deals were')} already in your wallet.`);
  }
  if (result.skippedCount > 0) {
    parts.push(`${plural(result.skippedCount, 'row', 'rows')} skipped:`);
  }
  return parts.join(' ');
}

function ExportSection() {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border p-4" aria-labelledby="export-title">
      <div>
        <h3 id="export-title" className="font-medium">
          Export
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Your profile, your deals (CSV and JSON) and every email as received (mbox), in one zip
          file.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={exportUrl('everything.zip')} download data-testid="export-everything">
            <Download aria-hidden="true" />
            Download everything
          </a>
        </Button>
        {PARTS.map(({ file, label }) => (
          <Button key={file} asChild variant="outline">
            <a href={exportUrl(file)} download>
              {label}
            </a>
          </Button>
        ))}
      </div>
    </section>
  );
}

function ImportSection() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const importDeals = useImportDeals();
  const [result, setResult] = useState<ImportDealsResult | null>(null);

  function onFile(file: File | undefined) {
    if (!file) return;
    setResult(null);
    importDeals.mutate(file, {
      onSuccess(answer) {
        setResult(answer);
        toastSuccess('Deals imported', importSummary(answer));
      },
    });
    // The same file can be chosen again.
    if (input.current) input.current.value = '';
  }

  return (
    <section className="flex flex-col gap-3 rounded-2xl border p-4" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="font-medium">
          Import deals
        </h3>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          A CSV exported from Dealbox, or Catima&apos;s export (its .zip or catima.csv).
        </p>
      </div>
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,.zip,text/csv,application/zip"
          className="sr-only"
          tabIndex={-1}
          aria-label="Import deals from CSV"
          aria-describedby={`${id}-hint`}
          data-testid="import-deals-file"
          onChange={(e) => onFile(e.target.files?.[0])}
          disabled={importDeals.isPending}
        />
        <Button
          type="button"
          variant="outline"
          disabled={importDeals.isPending}
          onClick={() => input.current?.click()}
        >
          {importDeals.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <FileUp aria-hidden="true" />
          )}
          {importDeals.isPending ? 'Importing...' : 'Import deals from CSV'}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-testid="import-result">
        {result && (
          <div className="rounded-xl bg-secondary/60 p-3 text-sm">
            <p>{importSummary(result)}</p>
            {result.skipped.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                {result.skipped.map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  address,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: string | null;
}) {
  const navigate = useNavigate();
  const summary = useAccountSummary(open);
  const hasPassword = summary.data?.hasPassword !== false;
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount(() => {
    toastSuccess('Account deleted', ACCOUNT_MESSAGES.deleted);
    void navigate('/', { replace: true });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    if (secret.trim() === '') {
      setProblem(hasPassword ? ACCOUNT_MESSAGES.passwordRequired : ACCOUNT_MESSAGES.emailRequired);
      return;
    }
    setProblem(null);
    remove.mutate(hasPassword ? { password: secret } : { email: secret }, {
      onError(error) {
        setProblem(isApiError(error) ? error.message : 'Failed to delete the account');
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSecret('');
          setProblem(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account{address ? `, your address ${address},` : ''} and all your emails and
              deals will be deleted for good. This action cannot be undone. Download everything
              first to keep a copy.
            </DialogDescription>
          </DialogHeader>
          <Field error={problem ?? undefined}>
            <FieldLabel>{hasPassword ? 'Password' : 'Login email'}</FieldLabel>
            <FieldControl>
              <Input
                type={hasPassword ? 'password' : 'email'}
                autoComplete={hasPassword ? 'current-password' : 'email'}
                value={secret}
                onChange={(e) => {
                  setSecret(e.target.value);
                  setProblem(null);
                }}
                data-testid="delete-account-secret"
                autoFocus
              />
            </FieldControl>
            <FieldMessage />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Your data" on the profile page: take everything away (a zip, or each part), bring deals in
 * from a CSV (Dealbox's or Catima's), or delete the account with all its data.
 */
export function YourDataCard({ address }: { address: string | null }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Take your data with you, or bring your deals in.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ExportSection />
        <ImportSection />
        <section
          className="flex flex-col gap-3 rounded-2xl border border-destructive/30 p-4 sm:flex-row sm:items-center sm:justify-between"
          aria-labelledby="delete-account-title"
        >
          <div>
            <h3 id="delete-account-title" className="font-medium">
              Delete account
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Deletes your account, your address, your emails and your deals.
            </p>
          </div>
          <Button
            type="button"
            variant="destructive"
            className="shrink-0"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </section>
        <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} address={address} />
      </CardContent>
    </Card>
  );
}
