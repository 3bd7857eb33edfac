import { Loader2, Mail, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BARCODE_FORMAT_INFO,
  BARCODE_FORMAT_LIST,
  isBarcodeFormat,
  normalizeBarcodeValue,
  validateBarcodeValue,
  type BarcodeFormat,
} from '#shared/barcode-formats.ts';
import { localTimeZone } from '#shared/offer-rules.ts';
import { OFFER_LIMITS, isUuid, parseCreateOffer, type OfferField } from '#shared/offer-types.ts';
import { Barcode } from '#web/components/barcode/barcode.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toastSuccess } from '#web/lib/notify.ts';
import { cn } from '#web/lib/utils.ts';
import { useCreateOffer } from '../api/create-offer.ts';
import { useEmailOfferDraft, type EmailOfferDraft } from '../api/get-email-offer-draft.ts';
import { EMPTY_OFFER_FORM, demoOffer, type OfferFormValues } from './offer-form-values.ts';
import { ScanCodeButton } from './scan-code-button.tsx';
import { useOfflineSupport } from './use-offline-support.ts';

const DEALS_PATH = '/dashboard?tab=deals';

type Errors = Partial<Record<OfferField, string>>;

/**
 * The format to pre-select for a code taken from an email: CODE128 when it can draw it
 * (the default), otherwise QR, which takes any text.
 */
function formatForDraftCode(code: string): BarcodeFormat {
  return code === '' || validateBarcodeValue('CODE128', code) === null ? 'CODE128' : 'QR';
}

function valuesFromDraft(draft: EmailOfferDraft): OfferFormValues {
  const code = draft.barcodeValue.trim();
  return {
    storeName: draft.storeName.slice(0, OFFER_LIMITS.storeName),
    offerTitle: draft.offerTitle.slice(0, OFFER_LIMITS.offerTitle),
    discount: draft.discount.slice(0, OFFER_LIMITS.discount),
    description: draft.description.slice(0, OFFER_LIMITS.description),
    barcodeValue: code,
    barcodeType: formatForDraftCode(code),
    expirationDate: draft.expirationDate,
  };
}

const textareaClass =
  'flex min-h-24 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, the control, and its message (an error, or a hint). */
function Field({ id, label, required, error, hint, children }: FieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-message`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-message`} className="text-sm text-muted-foreground">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** What the code will look like, drawn live under the value while it is valid. */
function CodePreview({ value, format }: { value: string; format: BarcodeFormat }) {
  return (
    <div
      className="flex justify-center overflow-hidden rounded-xl border border-neutral-200 bg-white p-3"
      data-testid="code-preview"
      aria-label="Preview"
      role="group"
    >
      <Barcode value={value} format={format} />
    </div>
  );
}

/** `/add-offer`: a deal typed in by hand, from demo data, or from an email ('Save as deal'). */
export function AddOfferPage() {
  const id = useId();
  const navigate = useNavigate();
  useOfflineSupport();
  const [params] = useSearchParams();
  const fromEmailParam = params.get('fromEmail');
  const fromEmail = fromEmailParam && isUuid(fromEmailParam) ? fromEmailParam : null;
  const draft = useEmailOfferDraft(fromEmail);
  const createOffer = useCreateOffer();
  const [values, setValues] = useState<OfferFormValues>(EMPTY_OFFER_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const touched = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = createOffer.isPending;

  // Pre-fill once from the email, unless the user has started typing.
  const prefilledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!draft.data || prefilledFrom.current === draft.data.emailId || touched.current) return;
    prefilledFrom.current = draft.data.emailId;
    setValues(valuesFromDraft(draft.data));
    setErrors({});
  }, [draft.data]);

  const fieldId = (field: OfferField) => `${id}-${field}`;

  function update<K extends keyof OfferFormValues>(field: K, value: OfferFormValues[K]) {
    touched.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field] && !(field === 'barcodeType' && current.barcodeValue)) return current;
      const next = { ...current };
      delete next[field];
      if (field === 'barcodeType') delete next.barcodeValue;
      return next;
    });
  }

  function loadDemo() {
    touched.current = true;
    setValues(demoOffer(new Date(), localTimeZone()));
    setErrors({});
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = parseCreateOffer({
      ...values,
      sourceEmailId: draft.data && prefilledFrom.current ? draft.data.emailId : undefined,
    });
    if (!parsed.ok) {
      const field = parsed.field ?? 'storeName';
      // Every field's message at once; the cursor goes to the first.
      setErrors({ [field]: parsed.message, ...parsed.fields });
      const element = formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`);
      element?.focus();
      return;
    }
    createOffer.mutate(parsed.data, {
      onSuccess() {
        toastSuccess('Offer added!', 'Your new offer has been saved successfully.');
        void navigate(DEALS_PATH);
      },
    });
  }

  // The value checked live against the chosen format (the same rule the server applies).
  const trimmedCode = values.barcodeValue.trim();
  const liveCodeProblem =
    trimmedCode === '' ? null : validateBarcodeValue(values.barcodeType, trimmedCode);
  const codeError = errors.barcodeValue ?? liveCodeProblem ?? undefined;
  const formatInfo = BARCODE_FORMAT_INFO[values.barcodeType];

  const describedBy = (field: OfferField, hasMessage: boolean) =>
    hasMessage ? `${fieldId(field)}-message` : undefined;

  return (
    <PageShell title="Add Offer" backTo={DEALS_PATH}>
      <title>Add Offer · Dealbox</title>
      <div className="flex flex-col gap-4">
        {fromEmail && (
          <div
            className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-secondary/60 p-4 text-sm"
            data-testid="from-email"
          >
            <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {draft.isPending ? (
              <Skeleton className="h-4 w-48" />
            ) : draft.data ? (
              <p className="min-w-0 [overflow-wrap:anywhere]">
                From the email <span className="font-semibold">“{draft.data.subject}”</span>
                {draft.data.fromMarkup
                  ? '. The store’s offer details were filled in for you: check them before saving.'
                  : '. Add the code from the email before saving.'}
              </p>
            ) : (
              <p>That email could not be loaded. You can still add the offer by hand.</p>
            )}
          </div>
        )}
        <Card>
          <CardContent className="pt-6">
            <form
              ref={formRef}
              noValidate
              onSubmit={onSubmit}
              className="flex flex-col gap-5"
              aria-label="Add Offer"
            >
              <Field id={fieldId('storeName')} label="Store Name" required error={errors.storeName}>
                <Input
                  id={fieldId('storeName')}
                  name="storeName"
                  autoComplete="organization"
                  maxLength={OFFER_LIMITS.storeName}
                  placeholder="e.g. Fresh Market"
                  value={values.storeName}
                  onChange={(e) => update('storeName', e.target.value)}
                  aria-invalid={errors.storeName ? true : undefined}
                  aria-describedby={describedBy('storeName', Boolean(errors.storeName))}
                  required
                />
              </Field>
              <Field
                id={fieldId('offerTitle')}
                label="Offer Title"
                required
                error={errors.offerTitle}
              >
                <Input
                  id={fieldId('offerTitle')}
                  name="offerTitle"
                  autoComplete="off"
                  maxLength={OFFER_LIMITS.offerTitle}
                  placeholder="e.g. 20% off your next order"
                  value={values.offerTitle}
                  onChange={(e) => update('offerTitle', e.target.value)}
                  aria-invalid={errors.offerTitle ? true : undefined}
                  aria-describedby={describedBy('offerTitle', Boolean(errors.offerTitle))}
                  required
                />
              </Field>
              <Field id={fieldId('discount')} label="Discount" error={errors.discount}>
                <Input
                  id={fieldId('discount')}
                  name="discount"
                  autoComplete="off"
                  maxLength={OFFER_LIMITS.discount}
                  placeholder="e.g. 50% OFF or FREE"
                  value={values.discount}
                  onChange={(e) => update('discount', e.target.value)}
                  aria-invalid={errors.discount ? true : undefined}
                  aria-describedby={describedBy('discount', Boolean(errors.discount))}
                />
              </Field>
              <Field id={fieldId('description')} label="Description" error={errors.description}>
                <textarea
                  id={fieldId('description')}
                  name="description"
                  rows={3}
                  maxLength={OFFER_LIMITS.description}
                  placeholder="Terms, minimum spend, where it applies…"
                  className={textareaClass}
                  value={values.description}
                  onChange={(e) => update('description', e.target.value)}
                  aria-invalid={errors.description ? true : undefined}
                  aria-describedby={describedBy('description', Boolean(errors.description))}
                />
              </Field>
              <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
                <Field
                  id={fieldId('barcodeValue')}
                  label="Barcode/Code"
                  required
                  error={codeError}
                  hint={`Drawn as ${formatInfo.label} and as a QR code on the offer page.`}
                >
                  <Input
                    id={fieldId('barcodeValue')}
                    name="barcodeValue"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder={formatInfo.example}
                    value={values.barcodeValue}
                    onChange={(e) => update('barcodeValue', e.target.value)}
                    aria-invalid={codeError ? true : undefined}
                    aria-describedby={`${fieldId('barcodeValue')}-message`}
                    required
                  />
                </Field>
                <Field
                  id={fieldId('barcodeType')}
                  label="Barcode format"
                  error={errors.barcodeType}
                >
                  <select
                    id={fieldId('barcodeType')}
                    name="barcodeType"
                    className={cn(
                      'flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm',
                    )}
                    value={values.barcodeType}
                    onChange={(e) => {
                      if (isBarcodeFormat(e.target.value)) update('barcodeType', e.target.value);
                    }}
                  >
                    {BARCODE_FORMAT_LIST.map((info) => (
                      <option key={info.format} value={info.format}>
                        {info.label}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <ScanCodeButton
                onScan={(scanned) => {
                  update('barcodeValue', scanned.value);
                  update('barcodeType', scanned.format);
                }}
              />
              {trimmedCode !== '' && !codeError && (
                <CodePreview
                  value={normalizeBarcodeValue(values.barcodeType, trimmedCode)}
                  format={values.barcodeType}
                />
              )}
              <Field
                id={fieldId('expirationDate')}
                label="Expiration Date"
                error={errors.expirationDate}
              >
                <Input
                  id={fieldId('expirationDate')}
                  name="expirationDate"
                  type="date"
                  value={values.expirationDate}
                  onChange={(e) => update('expirationDate', e.target.value)}
                  aria-invalid={errors.expirationDate ? true : undefined}
                  aria-describedby={describedBy('expirationDate', Boolean(errors.expirationDate))}
                  className="block"
                />
              </Field>
              <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  onClick={loadDemo}
                  disabled={busy}
                >
                  <Sparkles aria-hidden="true" />
                  Load Demo Data
                </Button>
                <Button type="submit" size="lg" disabled={busy}>
                  {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {busy ? 'Adding...' : 'Add Offer'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
