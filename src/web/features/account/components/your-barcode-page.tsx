import { Barcode } from '#web/components/barcode/barcode.tsx';
import { QrCode } from '#web/components/barcode/qr-code.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProfile } from '#web/lib/api/get-profile.ts';
import { useWakeLock } from '#web/lib/use-wake-lock.ts';
import { AddressCard } from './address-card.tsx';
import { NoUsernameNotice } from './no-username-notice.tsx';
import { NumberedList } from '#web/components/numbered-list.tsx';

const HOW_TO_USE = [
  'At the checkout, ask to join the store’s rewards or mailing list.',
  'Show this screen and let the cashier scan the barcode or the QR code.',
  'Their promotions, coupons and receipts arrive in your Dealbox inbox.',
  'Keep the deals you like and scan them on your next visit.',
] as const;

/** `/your-barcode`: the address as text, CODE128 and QR, to be scanned at a till. */
export function YourBarcodePage() {
  const profile = useProfile();
  const address = profile.data?.address;
  useWakeLock(Boolean(address));

  return (
    <PageShell title="Your Barcode">
      <title>Your Barcode · Dealbox</title>
      <div className="flex flex-col gap-6">
        {profile.isPending ? (
          <>
            <Skeleton className="h-20 w-full rounded-2xl" />
            <Skeleton className="h-64 w-full rounded-2xl" />
          </>
        ) : address ? (
          <>
            <AddressCard address={address} />
            <Card>
              <CardHeader>
                <CardTitle>Scan at the checkout</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col items-center gap-6 px-3 sm:px-6">
                <div className="flex w-full justify-center overflow-hidden rounded-xl bg-white p-3">
                  <Barcode value={address} />
                </div>
                <div className="rounded-xl bg-white p-3">
                  <QrCode value={address} size={200} />
                </div>
              </CardContent>
            </Card>
          </>
        ) : (
          <NoUsernameNotice />
        )}
        <Card>
          <CardHeader>
            <CardTitle>How to use</CardTitle>
          </CardHeader>
          <CardContent>
            <NumberedList items={HOW_TO_USE} />
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
