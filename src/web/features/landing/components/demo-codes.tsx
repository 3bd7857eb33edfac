import { Barcode } from '#web/components/barcode/barcode.tsx';
import { QrCode } from '#web/components/barcode/qr-code.tsx';

/** The example address as CODE128. Loaded when the demo scrolls near (JsBarcode). */
export function DemoAddressCode({ address }: { address: string }) {
  return <Barcode value={address} />;
}

/** The example coupon as a QR code of size 140 plus CODE128. */
export function DemoCouponCodes({ code }: { code: string }) {
  return (
    <>
      <QrCode value={code} size={140} />
      <Barcode value={code} />
    </>
  );
}
