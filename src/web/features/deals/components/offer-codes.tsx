import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { BARCODE_FORMAT_INFO } from '#shared/barcode-formats.ts';
import type { Offer } from '#shared/offer-types.ts';
import { Barcode } from '#web/components/barcode/barcode.tsx';
import { LinearBarcode } from '#web/components/barcode/linear-barcode.tsx';
import { QrCode } from '#web/components/barcode/qr-code.tsx';
import { CopyButton } from '#web/components/copy-button.tsx';

/**
 * Narrowest bar, in CSS pixels, that a till scanner still reads off a phone screen: about
 * 0.17 mm on a 375 px wide phone, the X-dimension that GS1 allows for small retail codes.
 * A 1-D code that only fits its screen with thinner bars (an 80-character CODE128 on a
 * phone) is drawn anyway, but the page says so and points at the QR code.
 */
export const MIN_MODULE_PX = 1;

/**
 * The codes to scan at the till (spec: a Barcode section with the value and type from the
 * offer, and a QR Code section, level H, size 200). The code is also shown as text with a
 * copy button, whatever its format, to read out or type in. An offer whose format is QR
 * shows its QR code once, in the QR Code section. Always dark on bright white, whatever the
 * theme, so scanners read them. A deal that needs no code (found in an email, `barcodeValue`
 * '') says so instead.
 */
export function OfferCodes({ offer }: { offer: Offer }) {
  const [moduleWidth, setModuleWidth] = useState<number | null>(null);
  if (offer.barcodeValue === '') return <NoCodeNeeded />;
  const info = BARCODE_FORMAT_INFO[offer.barcodeType];
  const isQr = offer.barcodeType === 'QR';
  const tooDense = info.dimension === '1d' && moduleWidth !== null && moduleWidth < MIN_MODULE_PX;
  return (
    <section
      aria-label="Codes to scan"
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white text-neutral-900 shadow-sm"
    >
      <div className="flex flex-col items-center gap-3 px-4 py-5 sm:px-6">
        <div className="flex w-full items-baseline justify-between gap-2">
          <h2 className="font-semibold">Barcode</h2>
          <span className="text-xs font-medium text-neutral-600" data-testid="offer-code-type">
            {info.label}
          </span>
        </div>
        <div className="flex w-full items-center gap-2 rounded-xl border border-neutral-200 bg-neutral-50 py-1 pr-1 pl-3">
          <code
            className="min-w-0 flex-1 font-mono text-base font-semibold tracking-wide [overflow-wrap:anywhere] text-neutral-900"
            data-testid="offer-code-text"
          >
            {offer.barcodeValue}
          </code>
          <CopyButton
            value={offer.barcodeValue}
            label="Copy code"
            copiedText="Code copied to clipboard"
            variant="ghost"
            className="shrink-0 text-neutral-700 hover:bg-neutral-200 hover:text-neutral-900"
          />
        </div>
        {isQr ? (
          <p className="self-start text-sm text-neutral-600">
            This code is a QR code: it is shown below.
          </p>
        ) : (
          <>
            <div
              className="flex w-full justify-center overflow-hidden bg-white p-3"
              data-testid="offer-barcode"
              data-format={offer.barcodeType}
              data-too-dense={tooDense ? 'true' : 'false'}
            >
              {info.dimension === '1d' ? (
                <LinearBarcode
                  value={offer.barcodeValue}
                  format={offer.barcodeType}
                  onModuleWidth={setModuleWidth}
                />
              ) : (
                <Barcode value={offer.barcodeValue} format={offer.barcodeType} />
              )}
            </div>
            {tooDense ? (
              <p
                role="note"
                className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
                data-testid="offer-barcode-too-long"
              >
                This code is too long to scan as a barcode on a screen this narrow. Show the QR code
                below instead, or read out the code above.
              </p>
            ) : (
              <p className="text-sm text-neutral-600">Scan this barcode at checkout</p>
            )}
          </>
        )}
      </div>
      <div className="flex flex-col items-center gap-3 border-t border-neutral-200 px-4 py-5 sm:px-6">
        <h2 className="self-start font-semibold">QR Code</h2>
        <div className="bg-white p-3" data-testid="offer-qr">
          <QrCode value={offer.barcodeValue} size={200} />
        </div>
        <p className="text-sm text-neutral-600">Scan this QR code at checkout</p>
      </div>
    </section>
  );
}

function NoCodeNeeded() {
  return (
    <section
      aria-labelledby="no-code-needed"
      className="flex items-start gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm shadow-black/[0.03]"
      data-testid="offer-no-code"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-success">
        <CircleCheck className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 id="no-code-needed" className="font-semibold">
          No code needed
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">
          The discount applies without a code: nothing to scan at the checkout.
        </p>
      </div>
    </section>
  );
}
