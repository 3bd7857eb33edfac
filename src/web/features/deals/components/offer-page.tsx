import { CalendarDays, CheckCircle2, Heart, Loader2, Trash2, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { canMarkUsed, formatExpiresLong, isExpired, localTimeZone } from '#shared/offer-rules.ts';
import type { Offer } from '#shared/offer-types.ts';
import { PageShell } from '#web/components/page-shell.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useHousehold } from '#web/lib/api/get-household.ts';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { deleteWithUndo } from '#web/lib/pending-deletions.ts';
import { useWakeLock } from '#web/lib/use-wake-lock.ts';
import { cn } from '#web/lib/utils.ts';
import { useDeleteOffer } from '../api/delete-offer.ts';
import { useOffer } from '../api/get-offer.ts';
import { useMarkOfferUsed } from '../api/mark-offer-used.ts';
import { useSetOfferSaved } from '../api/set-offer-saved.ts';
import { useSetOfferShared } from '../api/share-offer.ts';
import { ownerLabel, usedByLabel } from './household-labels.ts';
import { DealEmails } from './deal-emails.tsx';
import { HowToUseList } from './how-to-use-list.tsx';
import { OfferCodes } from './offer-codes.tsx';
import { OfferStatusBadge } from '#web/components/offer-status-badge.tsx';
import { useNow } from './use-now.ts';
import { useOfflineSupport } from './use-offline-support.ts';

/** Where Back, Delete and a failed load go: the dashboard, on its Deals tab. */
const DEALS_PATH = '/dashboard?tab=deals';

function OfferSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-label="Loading offer">
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}

function OfferDetails({ offer, now, timeZone }: { offer: Offer; now: Date; timeZone: string }) {
  const expired = isExpired(offer, now, timeZone);
  const statusBadge = expired ? 'Expired' : offer.status === 'used' ? 'Used' : null;
  const expires = offer.expirationDate ? formatExpiresLong(offer.expirationDate) : '';
  return (
    <Card>
      <CardHeader className="gap-2">
        <p className="text-sm font-medium text-muted-foreground [overflow-wrap:anywhere]">
          {offer.storeName}
        </p>
        <CardTitle as="h2" className="text-2xl [overflow-wrap:anywhere]">
          {offer.offerTitle}
        </CardTitle>
        {(offer.discount || statusBadge) && (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {offer.discount && (
              <Badge
                className="max-w-full px-3 py-1 text-sm whitespace-normal [overflow-wrap:anywhere]"
                data-testid="offer-discount"
              >
                {offer.discount}
              </Badge>
            )}
            {statusBadge && <OfferStatusBadge badge={statusBadge} className="px-3 py-1 text-sm" />}
          </div>
        )}
      </CardHeader>
      {(offer.description || expires || offer.emailId || offer.emails || offer.household) && (
        <CardContent className="flex flex-col gap-3">
          {offer.household && (
            <p className="flex items-center gap-2 text-sm" data-testid="offer-household">
              <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="[overflow-wrap:anywhere]">
                {ownerLabel(offer.household)}
                {usedByLabel(offer.household, now) && (
                  <>
                    {' · '}
                    <span className="font-medium" data-testid="offer-used-by">
                      {usedByLabel(offer.household, now)}
                    </span>
                  </>
                )}
              </span>
            </p>
          )}
          {offer.description && (
            <p className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
              {offer.description}
            </p>
          )}
          {expires && (
            <p className="flex items-center gap-2 text-sm">
              <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className={cn(expired && 'text-destructive')}>
                <span className="font-medium">Expires:</span> {expires}
              </span>
            </p>
          )}
          {(!offer.household || offer.household.isMine) && (
            <DealEmails emailId={offer.emailId} emails={offer.emails} />
          )}
        </CardContent>
      )}
    </Card>
  );
}

/** `/offer/:id`: one deal with its codes, ready to scan at the till. */
export function OfferPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useOfflineSupport();
  const deleteOffer = useDeleteOffer();
  const leaving = deleteOffer.isPending || deleteOffer.isSuccess;
  const query = useOffer(id, !leaving);
  const setSaved = useSetOfferSaved();
  const markUsed = useMarkOfferUsed();
  const setShared = useSetOfferShared();
  const household = useHousehold({ quiet: true });
  const now = useNow();
  const timeZone = localTimeZone();
  const offer = query.data;
  // Keep the screen awake while there is a code to scan.
  const wakeLock = useWakeLock(offer !== undefined && offer.barcodeValue !== '');

  const failed = query.isError && !leaving;
  const error = query.error;
  useEffect(() => {
    if (!failed) return;
    // Signed out: the shared policy already sends the user to sign in.
    if (isApiError(error) && error.status === 401) return;
    toastError('Failed to load offer', { keepOnNavigate: true });
    void navigate(DEALS_PATH, { replace: true });
  }, [failed, error, navigate]);

  function toggleSaved() {
    if (!offer) return;
    const isSaved = !offer.isSaved;
    setSaved.mutate(
      { id: offer.id, isSaved },
      { onSuccess: () => toastSuccess(isSaved ? 'Saved!' : 'Removed from saved') },
    );
  }

  // Deleting waits behind an Undo toast; the list hides the offer meanwhile.
  function remove() {
    if (!offer) return;
    const offerId = offer.id;
    deleteWithUndo({
      id: offerId,
      title: 'Offer deleted',
      url: `/api/offers/${encodeURIComponent(offerId)}`,
      commit: async () => {
        await deleteOffer.mutateAsync(offerId);
      },
    });
    void navigate(DEALS_PATH, { replace: true });
  }

  /** Someone else's shared deal: look, heart and use it; sharing and deleting are the owner's. */
  const isMine = !offer?.household || offer.household.isMine;
  const canShare = isMine && (household.data?.household ?? null) !== null;

  function toggleShared() {
    if (!offer) return;
    const shared = !offer.household;
    setShared.mutate(
      { id: offer.id, shared },
      {
        onSuccess: () => toastSuccess(shared ? 'Shared with your household' : 'No longer shared'),
      },
    );
  }

  function use() {
    if (!offer) return;
    markUsed.mutate(offer.id, { onSuccess: () => toastSuccess('Marked as used') });
  }

  const actions = offer && (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Save offer"
        aria-pressed={offer.isSaved}
        title={offer.isSaved ? 'Remove from saved' : 'Save offer'}
        disabled={setSaved.isPending}
        onClick={toggleSaved}
      >
        <Heart
          className={cn('size-5', offer.isSaved && 'fill-rose-500 text-rose-500')}
          aria-hidden="true"
        />
      </Button>
      {isMine && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Delete offer"
          title="Delete offer"
          disabled={deleteOffer.isPending}
          onClick={remove}
          className="hover:bg-destructive/10 hover:text-destructive"
        >
          {deleteOffer.isPending ? (
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 className="size-5" aria-hidden="true" />
          )}
        </Button>
      )}
    </div>
  );

  return (
    <PageShell title="Offer" backTo={DEALS_PATH} actions={actions}>
      <title>{offer ? `${offer.storeName} · Dealbox` : 'Offer · Dealbox'}</title>
      {!offer ? (
        <OfferSkeleton />
      ) : (
        <div className="flex flex-col gap-6" data-testid="offer-detail" data-wake-lock={wakeLock}>
          <OfferDetails offer={offer} now={now} timeZone={timeZone} />
          <OfferCodes offer={offer} />
          {canMarkUsed(offer, now, timeZone) && (
            <Button
              type="button"
              size="lg"
              className="w-full"
              disabled={markUsed.isPending}
              onClick={use}
            >
              {markUsed.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <CheckCircle2 aria-hidden="true" />
              )}
              Mark as Used
            </Button>
          )}
          {canShare && (
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="w-full"
              disabled={setShared.isPending}
              onClick={toggleShared}
            >
              {setShared.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Users aria-hidden="true" />
              )}
              {offer.household ? 'Stop sharing' : 'Share with household'}
            </Button>
          )}
          <Card>
            <CardHeader>
              <CardTitle>How to use</CardTitle>
            </CardHeader>
            <CardContent>
              <HowToUseList noCode={offer.barcodeValue === ''} />
            </CardContent>
          </Card>
        </div>
      )}
    </PageShell>
  );
}
