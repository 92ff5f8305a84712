import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminClaim, AdminClaimResult, ImageRef } from '@chorok/contract';
import { ClaimApproveBody } from '@chorok/contract/schemas';
import { ReturnIcon } from '@/components/ui/icons/return';
import { EmptyState } from '@/components/ui/list-states';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import { formatPrice } from '@/lib/format';
import { PhotoViewer } from '@/features/reviews/photo-viewer';
import { ClaimCard } from '@/features/console/claim-card';
import {
  ApproveReturnDialog,
  CompleteExchangeDialog,
  RejectClaimDialog,
} from '@/features/console/claim-dialogs';
import { useAdminClaims, useClaimStep, type ClaimStep } from '@/features/console/claims-queries';
import { ConsolePage, Panel } from '@/features/console/console-parts';
import { ParcelDialog } from '@/features/console/ship-dialog';

type Open = { claim: AdminClaim; step: 'approve' | 'reject' | 'complete' };
interface Outcome {
  tone: 'done' | 'refused';
  text: string;
}

/** What the operator is told once a step is answered: the claim as the API now has it. */
function outcomeOf(t: TFunction, step: ClaimStep, result: AdminClaimResult): Outcome {
  const { claim } = result;
  const product = result.order.items.find((line) => line.id === claim.orderProductId)?.name ?? '';
  if (step.action === 'reject')
    return { tone: 'done', text: t('console.claims.rejected', { product }) };
  if (step.action === 'complete')
    return { tone: 'done', text: t('console.claims.completed', { product }) };
  if (claim.kind === 'EXCHANGE')
    return { tone: 'done', text: t('console.claims.exchangeApproved', { product }) };
  // The provider refused the refund: the claim waits again (decision 0023).
  if (claim.status === 'REQUESTED')
    return { tone: 'refused', text: t('console.claims.refundRefused', { product }) };
  const amount = formatPrice(claim.refundAmount ?? 0);
  if (claim.status === 'COMPLETED')
    return { tone: 'done', text: t('console.claims.refunded', { product, amount }) };
  return { tone: 'done', text: t('console.claims.refundPending', { product, amount }) };
}

/**
 * /admin/claims (클레임): the returns and exchanges waiting for the operator, oldest first. 승인
 * refunds a return at once or, for an exchange, sends the replacement (courier and waybill);
 * 거절 tells the shopper why; 교환 완료 closes an exchange whose replacement arrived.
 */
export function ClaimsScreen() {
  const { t } = useTranslation();
  const query = useAdminClaims();
  const step = useClaimStep();
  const [open, setOpen] = useState<Open | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [viewer, setViewer] = useState<{ photos: ImageRef[]; index: number } | null>(null);

  const start = (claim: AdminClaim, next: Open['step']) => {
    step.reset();
    setOpen({ claim, step: next });
  };
  const close = () => {
    if (!step.isPending) setOpen(null);
  };
  const run = (next: ClaimStep) =>
    step.mutate(next, {
      onSuccess: (result) => {
        setOpen(null);
        setOutcome(outcomeOf(t, next, result));
      },
    });
  const error = step.isError ? errorText(t, step.error) : null;
  const dialog = { busy: step.isPending, error, onClose: close };

  return (
    <ConsolePage title={t('console.claims.title')} description={t('console.claims.description')}>
      {outcome ? (
        <p
          role="status"
          className={
            outcome.tone === 'refused'
              ? 'rounded-md bg-oat px-m py-s text-14 font-medium text-red'
              : 'rounded-md bg-secondary-sec01 px-m py-s text-14 font-medium text-primary'
          }
        >
          {outcome.text}
        </p>
      ) : null}
      <Panel>
        {query.isError ? (
          <LoadError
            size="section"
            title={t('console.claims.loadFailed')}
            detail={errorText(t, query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <ListSkeleton
            className="flex flex-col gap-s"
            bars={['h-160 w-full', 'h-160 w-full', 'h-160 w-full']}
          />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<ReturnIcon size={30} />}
            title={t('console.claims.emptyTitle')}
            body={t('console.claims.emptyBody')}
          />
        ) : (
          <ul aria-label={t('console.claims.listLabel')} className="-my-m divide-y divide-gray-20">
            {query.data.map((claim) => (
              <li key={claim.id}>
                <ClaimCard
                  claim={claim}
                  onApprove={() => start(claim, 'approve')}
                  onReject={() => start(claim, 'reject')}
                  onComplete={() => start(claim, 'complete')}
                  onOpenPhoto={(photos, index) => setViewer({ photos, index })}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {open?.step === 'approve' && open.claim.kind === 'RETURN' ? (
        <ApproveReturnDialog
          {...dialog}
          claim={open.claim}
          onApprove={() => run({ action: 'approve', id: open.claim.id })}
        />
      ) : null}
      {open?.step === 'approve' && open.claim.kind === 'EXCHANGE' ? (
        <ParcelDialog
          {...dialog}
          open
          schema={ClaimApproveBody}
          title={t('console.claims.approveExchangeTitle')}
          description={t('console.claims.approveExchangeBody', { product: open.claim.productName })}
          submitLabel={t('console.claims.approveExchangeSubmit')}
          onShip={(parcel) => run({ action: 'approve', id: open.claim.id, parcel })}
        />
      ) : null}
      {open?.step === 'reject' ? (
        <RejectClaimDialog
          {...dialog}
          claim={open.claim}
          onReject={(reason) => run({ action: 'reject', id: open.claim.id, reason })}
        />
      ) : null}
      {open?.step === 'complete' ? (
        <CompleteExchangeDialog
          {...dialog}
          claim={open.claim}
          onComplete={() => run({ action: 'complete', id: open.claim.id })}
        />
      ) : null}
      <PhotoViewer
        photos={viewer ? viewer.photos.map((image) => ({ image })) : []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
      />
    </ConsolePage>
  );
}
