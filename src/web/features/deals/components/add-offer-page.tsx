import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Mail, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BARCODE_FORMAT_INFO,
  BARCODE_FORMAT_LIST,
  normalizeBarcodeValue,
  validateBarcodeValue,
  type BarcodeFormat,
} from '#shared/barcode-formats.ts';
import { localTimeZone } from '#shared/offer-rules.ts';
import {
  OFFER_LIMITS,
  createOfferSchema,
  isUuid,
  type CreateOfferData,
} from '#shared/offer-types.ts';
import { Barcode } from '#web/components/barcode/barcode.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Field, FieldControl, FieldLabel, FieldMessage } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toastSuccess } from '#web/lib/notify.ts';
import { useCreateOffer } from '../api/create-offer.ts';
import { useEmailOfferDraft, type EmailOfferDraft } from '../api/get-email-offer-draft.ts';
import { EMPTY_OFFER_FORM, demoOffer, type OfferFormValues } from './offer-form-values.ts';
import { ScanCodeButton } from './scan-code-button.tsx';
import { useOfflineSupport } from './use-offline-support.ts';

const DEALS_PATH = '/dashboard?tab=deals';

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
  const navigate = useNavigate();
  useOfflineSupport();
  const [params] = useSearchParams();
  const fromEmailParam = params.get('fromEmail');
  const fromEmail = fromEmailParam && isUuid(fromEmailParam) ? fromEmailParam : null;
  const draft = useEmailOfferDraft(fromEmail);
  const createOffer = useCreateOffer();
  // The shared schema: the same messages as POST /api/offers, every field's at once.
  const form = useForm<OfferFormValues, unknown, CreateOfferData>({
    // The form's values (all strings) are one case of what the schema takes.
    resolver: zodResolver(createOfferSchema) as Resolver<OfferFormValues, unknown, CreateOfferData>,
    defaultValues: EMPTY_OFFER_FORM,
  });
  const { errors, isDirty } = form.formState;
  const busy = createOffer.isPending;

  // Pre-fill once from the email, unless the user has started typing.
  const prefilledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!draft.data || prefilledFrom.current === draft.data.emailId || isDirty) return;
    prefilledFrom.current = draft.data.emailId;
    form.reset(valuesFromDraft(draft.data));
  }, [draft.data, isDirty, form]);

  function loadDemo() {
    // Kept dirty (against the empty form), so a late email draft does not overwrite it.
    form.reset(demoOffer(new Date(), localTimeZone()), { keepDefaultValues: true });
  }

  const onSubmit = form.handleSubmit((offer) => {
    if (busy) return;
    const sourceEmailId = draft.data && prefilledFrom.current ? draft.data.emailId : null;
    createOffer.mutate(
      { ...offer, sourceEmailId },
      {
        onSuccess() {
          toastSuccess('Offer added!', 'Your new offer has been saved successfully.');
          void navigate(DEALS_PATH);
        },
      },
    );
  });

  // The value checked live against the chosen format (the same rule the server applies).
  const [barcodeValue, barcodeType] = useWatch({
    control: form.control,
    name: ['barcodeValue', 'barcodeType'],
  });
  const trimmedCode = barcodeValue.trim();
  const liveCodeProblem =
    trimmedCode === '' ? null : validateBarcodeValue(barcodeType, trimmedCode);
  const codeError = errors.barcodeValue?.message ?? liveCodeProblem ?? undefined;
  const formatInfo = BARCODE_FORMAT_INFO[barcodeType];
  // After a failed submit, a change is checked again (react-hook-form's reValidateMode).
  const afterSubmit = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

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
              noValidate
              onSubmit={onSubmit}
              className="flex flex-col gap-5"
              aria-label="Add Offer"
            >
              <Field error={errors.storeName?.message}>
                <FieldLabel required>Store Name</FieldLabel>
                <FieldControl>
                  <Input
                    autoComplete="organization"
                    maxLength={OFFER_LIMITS.storeName}
                    placeholder="e.g. Fresh Market"
                    required
                    {...form.register('storeName')}
                  />
                </FieldControl>
                <FieldMessage />
              </Field>
              <Field error={errors.offerTitle?.message}>
                <FieldLabel required>Offer Title</FieldLabel>
                <FieldControl>
                  <Input
                    autoComplete="off"
                    maxLength={OFFER_LIMITS.offerTitle}
                    placeholder="e.g. 20% off your next order"
                    required
                    {...form.register('offerTitle')}
                  />
                </FieldControl>
                <FieldMessage />
              </Field>
              <Field error={errors.discount?.message}>
                <FieldLabel>Discount</FieldLabel>
                <FieldControl>
                  <Input
                    autoComplete="off"
                    maxLength={OFFER_LIMITS.discount}
                    placeholder="e.g. 50% OFF or FREE"
                    {...form.register('discount')}
                  />
                </FieldControl>
                <FieldMessage />
              </Field>
              <Field error={errors.description?.message}>
                <FieldLabel>Description</FieldLabel>
                <FieldControl>
                  <Textarea
                    rows={3}
                    maxLength={OFFER_LIMITS.description}
                    placeholder="Terms, minimum spend, where it applies…"
                    {...form.register('description')}
                  />
                </FieldControl>
                <FieldMessage />
              </Field>
              <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
                <Field error={codeError}>
                  <FieldLabel required>Barcode/Code</FieldLabel>
                  <FieldControl>
                    <Input
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      placeholder={formatInfo.example}
                      required
                      {...form.register('barcodeValue')}
                    />
                  </FieldControl>
                  <FieldMessage>
                    Drawn as {formatInfo.label} and as a QR code on the offer page.
                  </FieldMessage>
                </Field>
                <Field error={errors.barcodeType?.message}>
                  <FieldLabel>Barcode format</FieldLabel>
                  <FieldControl>
                    {/* A new format re-checks the code against it. */}
                    <Select {...form.register('barcodeType', { deps: ['barcodeValue'] })}>
                      {BARCODE_FORMAT_LIST.map((info) => (
                        <option key={info.format} value={info.format}>
                          {info.label}
                        </option>
                      ))}
                    </Select>
                  </FieldControl>
                  <FieldMessage />
                </Field>
              </div>
              <ScanCodeButton
                onScan={(scanned) => {
                  form.setValue('barcodeType', scanned.format, afterSubmit);
                  form.setValue('barcodeValue', scanned.value, afterSubmit);
                }}
              />
              {trimmedCode !== '' && !codeError && (
                <CodePreview
                  value={normalizeBarcodeValue(barcodeType, trimmedCode)}
                  format={barcodeType}
                />
              )}
              <Field error={errors.expirationDate?.message}>
                <FieldLabel>Expiration Date</FieldLabel>
                <FieldControl>
                  <Input type="date" className="block" {...form.register('expirationDate')} />
                </FieldControl>
                <FieldMessage />
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
