import { BARCODE_FORMAT_INFO } from '#shared/barcode-formats.ts';
import type { Offer } from '#shared/offer-types.ts';
import { Barcode } from '#web/components/barcode/barcode.tsx';
import { QrCode } from '#web/components/barcode/qr-code.tsx';

/**
 * The codes to scan at the till: the offer's value in its own format, then as a QR code
 * (level H, size 200). Always dark on bright white, whatever the theme, so scanners read
 * them; an offer whose format is QR shows its QR code once.
 */
export function OfferCodes({ offer }: { offer: Offer }) {
  const label = BARCODE_FORMAT_INFO[offer.barcodeType].label;
  return (
    <section
      aria-label="Codes to scan"
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white text-neutral-900 shadow-sm"
    >
      <div className="flex flex-col items-center gap-3 px-4 py-5 sm:px-6">
        <div className="flex w-full items-baseline justify-between gap-2">
          <h2 className="font-semibold">Barcode</h2>
          <span className="text-xs font-medium text-neutral-600">{label}</span>
        </div>
        <div
          className="flex w-full justify-center overflow-hidden bg-white p-3"
          data-testid="offer-barcode"
          data-format={offer.barcodeType}
        >
          <Barcode value={offer.barcodeValue} format={offer.barcodeType} />
        </div>
        <p className="text-sm text-neutral-600">Scan this barcode at checkout</p>
      </div>
      {offer.barcodeType !== 'QR' && (
        <div className="flex flex-col items-center gap-3 border-t border-neutral-200 px-4 py-5 sm:px-6">
          <h2 className="self-start font-semibold">QR Code</h2>
          <div className="bg-white p-3" data-testid="offer-qr">
            <QrCode value={offer.barcodeValue} size={200} />
          </div>
          <p className="text-sm text-neutral-600">Scan this QR code at checkout</p>
        </div>
      )}
    </section>
  );
}
