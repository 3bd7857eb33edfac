import { Loader2, PlugZap } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MAILBOX_PORTS,
  MAILBOX_SINCE_DAYS_DEFAULT,
  type MailboxConnection,
  type MailboxTestResult,
  type MailboxTls,
} from '#shared/mailbox-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Field,
  FieldControl,
  FieldLabel,
  FieldMessage,
  FormError,
} from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useAddMailbox, useTestMailbox } from '../api/mailboxes.ts';

/** How far back the first read goes: the choices offered. */
const SINCE_CHOICES = [
  { days: 30, label: 'The last 30 days' },
  { days: 90, label: 'The last 3 months' },
  { days: 180, label: 'The last 6 months' },
  { days: 365, label: 'The last year' },
] as const;

function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

/**
 * Adding a mailbox: the server, the user name and an app password, then "Test connection";
 * once it signs in, the folders to read (from the server's list, the suggested one ticked)
 * and how far back, then "Follow this mailbox".
 */
export function MailboxForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const [connection, setConnection] = useState<MailboxConnection>({
    host: '',
    port: MAILBOX_PORTS.tls,
    tls: 'tls',
    username: '',
    password: '',
  });
  const [tested, setTested] = useState<MailboxTestResult | null>(null);
  const [folders, setFolders] = useState<string[]>([]);
  const [sinceDays, setSinceDays] = useState<number>(MAILBOX_SINCE_DAYS_DEFAULT);
  const test = useTestMailbox();
  const add = useAddMailbox();

  function change(patch: Partial<MailboxConnection>) {
    setConnection((now) => ({ ...now, ...patch }));
    // What was tested no longer holds.
    setTested(null);
    test.reset();
    add.reset();
  }

  function changeTls(tls: MailboxTls) {
    // The port follows the choice while it is the other choice's usual one.
    const usual = Object.values(MAILBOX_PORTS).includes(connection.port);
    change({ tls, ...(usual ? { port: MAILBOX_PORTS[tls] } : {}) });
  }

  function runTest(event: FormEvent) {
    event.preventDefault();
    test.mutate(connection, {
      onSuccess(result) {
        setTested(result);
        setFolders(result.suggested);
      },
    });
  }

  function follow(event: FormEvent) {
    event.preventDefault();
    add.mutate({ ...connection, folders, sinceDays }, { onSuccess: onDone });
  }

  const trouble = test.error ?? add.error;
  return (
    <div className="flex flex-col gap-4 rounded-xl border p-4" data-testid="mailbox-form">
      <form className="flex flex-col gap-4" onSubmit={runTest} aria-label="Mailbox connection">
        <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
          <Field>
            <FieldLabel required>IMAP server</FieldLabel>
            <FieldControl>
              <Input
                value={connection.host}
                onChange={(e) => change({ host: e.target.value })}
                placeholder="imap.gmail.com"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
                data-testid="mailbox-host"
              />
            </FieldControl>
            <FieldMessage />
          </Field>
          <Field>
            <FieldLabel required>Port</FieldLabel>
            <FieldControl>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                value={connection.port}
                onChange={(e) => change({ port: Number(e.target.value) })}
                required
                data-testid="mailbox-port"
              />
            </FieldControl>
            <FieldMessage />
          </Field>
        </div>
        <Field>
          <FieldLabel>Security</FieldLabel>
          <FieldControl>
            <Select
              value={connection.tls}
              onChange={(e) => changeTls(e.target.value as MailboxTls)}
              data-testid="mailbox-tls"
            >
              <option value="tls">TLS (usually port 993)</option>
              <option value="starttls">STARTTLS (usually port 143)</option>
            </Select>
          </FieldControl>
          <FieldMessage />
        </Field>
        <Field>
          <FieldLabel required>User name</FieldLabel>
          <FieldControl>
            <Input
              value={connection.username}
              onChange={(e) => change({ username: e.target.value })}
              placeholder="you@gmail.com"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              data-testid="mailbox-username"
            />
          </FieldControl>
          <FieldMessage />
        </Field>
        <Field>
          <FieldLabel required>App password</FieldLabel>
          <FieldControl>
            <Input
              type="password"
              value={connection.password}
              onChange={(e) => change({ password: e.target.value })}
              autoComplete="new-password"
              required
              data-testid="mailbox-password"
            />
          </FieldControl>
          <FieldMessage>
            Gmail, iCloud and Fastmail need an app password, made in your account&apos;s security
            settings. It is kept encrypted and used only to read this mailbox.
          </FieldMessage>
        </Field>
        {!tested && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={test.isPending} data-testid="mailbox-test">
              {test.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <PlugZap aria-hidden="true" />
              )}
              Test connection
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        )}
      </form>

      <FormError className="[overflow-wrap:anywhere]" data-testid="mailbox-trouble">
        {trouble ? messageOf(trouble) : null}
      </FormError>

      {tested && (
        <form className="flex flex-col gap-4" onSubmit={follow} aria-label="What to read">
          <p className="text-sm text-primary" role="status">
            Signed in. Choose what Dealbox reads.
          </p>
          <fieldset className="flex flex-col gap-2" data-testid="mailbox-folders">
            <legend className="mb-1 text-sm font-medium">Folders</legend>
            {tested.folders.map((folder) => (
              <label key={folder.id} className="flex min-h-9 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 cursor-pointer accent-primary"
                  checked={folders.includes(folder.id)}
                  onChange={(e) =>
                    setFolders((now) =>
                      e.target.checked ? [...now, folder.id] : now.filter((f) => f !== folder.id),
                    )
                  }
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">{folder.name}</span>
              </label>
            ))}
          </fieldset>
          <Field>
            <FieldLabel>How far back</FieldLabel>
            <FieldControl>
              <Select
                value={sinceDays}
                onChange={(e) => setSinceDays(Number(e.target.value))}
                data-testid="mailbox-since"
              >
                {SINCE_CHOICES.map((c) => (
                  <option key={c.days} value={c.days}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </FieldControl>
            <FieldMessage>After that, new mail is read as it arrives.</FieldMessage>
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              disabled={add.isPending || folders.length === 0}
              data-testid="mailbox-follow"
              aria-describedby={`${id}-readonly`}
            >
              {add.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Follow this mailbox
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
          <p id={`${id}-readonly`} className="text-xs text-muted-foreground">
            Dealbox only reads: nothing in your mailbox is marked read, moved or deleted.
          </p>
        </form>
      )}
    </div>
  );
}
