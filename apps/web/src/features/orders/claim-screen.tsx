import { useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Order, OrderProduct } from '@chorok/contract';
import { BottomBar } from '@/components/ui/bottom-bar';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useParticleFormats } from '@/lib/use-particle-formats';
import { useReviewPhotos, type ReviewPhotosState } from '@/features/reviews/review-photos';
import { StepSkeleton } from '@/features/orders/cancel-parts';
import { ClaimFields, ClaimMoney, type ClaimDraft } from '@/features/orders/claim-form';
import { useClaimUntil } from '@/features/orders/claim-parts';
import { uploadClaimPhoto, useCreateClaim } from '@/features/orders/claim-queries';
import { RefundAccountFields, useRefundAccount } from '@/components/refund-account-form';
import { ClaimSummary } from '@/features/orders/claim-summary';
import { useOrderFlash } from '@/features/orders/flash';
import { LineSummary, NoticeBlock, OrderNotFound, Section } from '@/features/orders/order-parts';
import { isNotFoundError, useOrder } from '@/features/orders/queries';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';

/*
 * /order/{orderId}/claim/{orderProductId}: 반품·교환 신청 in two steps on one address — the form
 * (kind, reason, what happened, photos, and what comes back), then its confirmation. The photos
 * upload while the shopper writes; both steps share them, so they are one screen's state.
 */

/** Why this line cannot be claimed now (it may have been claimed or returned meanwhile). */
function cannotClaimMessage(order: Order, line: OrderProduct, t: (key: string) => string) {
  if (line.status === 'RETURNED') return t('claims.cannot.returned');
  const open = order.claims.some(
    (claim) =>
      claim.orderProductId === line.id &&
      (claim.status === 'REQUESTED' || claim.status === 'APPROVED'),
  );
  if (open) return t('claims.cannot.open');
  if (line.status === 'DELIVERED' || line.status === 'CONFIRMED') return t('claims.cannot.expired');
  return t('claims.cannot.notDelivered');
}

function StepMark({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <p className="bg-white px-m pt-m text-13 font-bold text-primary">
      {t('claims.step', { step, total: 2 })}
    </p>
  );
}

/** Uploads still running or failed keep the claim from being sent (the reviews' words). */
function photoBlock(photos: ReviewPhotosState, t: (key: string) => string): string | null {
  if (photos.items.some((p) => p.status === 'uploading'))
    return t('review-write.photos.pendingBlock');
  if (photos.items.some((p) => p.status === 'error')) return t('review-write.photos.failedBlock');
  return null;
}

function ClaimFlow({ order, line }: { order: Order; line: OrderProduct }) {
  const { t } = useTranslation();
  useParticleFormats();
  const navigate = useNavigate();
  const until = useClaimUntil();
  const showFlash = useOrderFlash((s) => s.show);
  const create = useCreateClaim(order.id);
  // A return of money that came by deposit names the account it goes back to (decision 0032).
  const refundAccount = useRefundAccount(order);
  const photos = useReviewPhotos([], uploadClaimPhoto);
  const [draft, setDraft] = useState<ClaimDraft>({ kind: null, reason: null, detail: '' });
  const [step, setStep] = useState<1 | 2>(1);
  const [blocked, setBlocked] = useState<string | null>(null);
  const ready = draft.kind !== null && draft.reason !== null;

  const toStep = (next: 1 | 2) => {
    setStep(next);
    create.reset();
    window.scrollTo?.({ top: 0 });
  };
  const next = () => {
    const block = photoBlock(photos, t);
    setBlocked(block);
    if (!block && ready) toStep(2);
  };
  const submit = () => {
    if (!draft.kind || !draft.reason || create.isPending) return;
    const kind = draft.kind;
    const account = kind === 'EXCHANGE' ? { ok: true as const } : refundAccount.check();
    if (!account.ok) return;
    create.mutate(
      {
        orderProductId: line.id,
        kind,
        reason: draft.reason,
        detail: draft.detail.trim(),
        photoIds: photos.items.flatMap((p) => (p.uploaded ? [p.uploaded.id] : [])),
        ...(account.refundAccount ? { refundAccount: account.refundAccount } : {}),
      },
      {
        onSuccess: () => {
          showFlash(t('claims.done', { kind: t(`claims.kind.${kind}`) }));
          void navigate({ to: '/order/$orderId', params: { orderId: order.id }, replace: true });
        },
      },
    );
  };

  if (step === 2)
    return (
      <div className="flex flex-col gap-s pb-[calc(var(--inset-bottom)+136px)]">
        <div>
          <StepMark step={2} />
          <ClaimSummary line={line} draft={draft} photos={photos} onChange={() => toStep(1)} />
        </div>
        <ClaimMoney order={order} line={line} draft={draft} />
        {refundAccount.needed && draft.kind !== 'EXCHANGE' ? (
          <div className="bg-white px-m py-l">
            <RefundAccountFields form={refundAccount} />
          </div>
        ) : null}
        <BottomBar shadow={false}>
          {create.isError ? (
            <p role="alert" className="mb-s text-center text-14 font-medium text-red">
              {create.error.message}
            </p>
          ) : null}
          <p className="mb-s text-center text-12 text-gray-60">{t('claims.final')}</p>
          <Button variant={create.isPending ? 'progress' : 'cta'} onClick={submit}>
            {t('claims.submit')}
          </Button>
        </BottomBar>
      </div>
    );

  const deadline = until(line);
  return (
    <div className="flex flex-col gap-s pb-[calc(var(--inset-bottom)+112px)]">
      <div>
        <StepMark step={1} />
        <Section title={t('claims.product')}>
          <LineSummary line={line} />
          {deadline ? (
            <p className="price-nums mt-m text-13 text-gray-70">
              {t('claims.deadline', { date: deadline })}
            </p>
          ) : null}
        </Section>
      </div>
      <ClaimFields draft={draft} onChange={setDraft} photos={photos} />
      <ClaimMoney order={order} line={line} draft={draft} />
      <BottomBar shadow={false}>
        {blocked ? (
          <p role="alert" className="mb-s text-center text-14 font-medium text-red">
            {blocked}
          </p>
        ) : null}
        <Button
          disabled={!ready}
          aria-describedby={ready ? undefined : 'claim-next-hint'}
          onClick={next}
        >
          {t('claims.next')}
        </Button>
        {ready ? null : (
          <p id="claim-next-hint" className="mt-min text-center text-12 text-gray-60">
            {t('claims.nextHint')}
          </p>
        )}
      </BottomBar>
    </div>
  );
}

/**
 * Loads the order and shows the flow only for a line that may be claimed now; otherwise why not,
 * with the way back to the order.
 */
export function ClaimScreen({
  orderId,
  orderProductId,
}: {
  orderId: number;
  orderProductId: number;
}) {
  const { t } = useTranslation();
  const title = t('claims.title');
  useDocumentTitle(title);
  const query = useOrder(orderId);

  if (query.isError && !query.data && isNotFoundError(query.error)) return <OrderNotFound />;

  const order = query.data;
  const line = order?.items.find((item) => item.id === orderProductId);
  const back = (
    <ButtonLink to="/order/$orderId" params={{ orderId }} size="medium">
      {t('claims.backToOrder')}
    </ButtonLink>
  );
  let content: ReactNode;
  if (!order)
    content = query.isError ? (
      <LoadError
        className="bg-white"
        title={t('orders.detail.loadFailed')}
        detail={errorText(t, query.error)}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <StepSkeleton />
    );
  else if (!line)
    content = <NoticeBlock title={t('orders.cancel.lineNotFound')}>{back}</NoticeBlock>;
  else if (!line.canClaim)
    content = (
      <NoticeBlock title={t('claims.cannot.title')} body={cannotClaimMessage(order, line, t)}>
        {back}
      </NoticeBlock>
    );
  else content = <ClaimFlow key={line.id} order={order} line={line} />;

  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} />
      {content}
    </div>
  );
}
