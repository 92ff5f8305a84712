import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Claim, ClaimStatus, Order, OrderProduct } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate, formatPrice } from '@/lib/format';
import { useImageUrls } from '@/hooks/use-image-urls';
import { useOrderFlash } from '@/features/orders/flash';
import { lineActionClass } from '@/features/orders/order-parts';
import { useWithdrawClaim } from '@/features/orders/claim-queries';
import { monthDayOf } from '@/lib/format';

/*
 * Returns and exchanges on the order screen (decision 0023): the way to ask for one on each line
 * that may still be claimed, and every claim of the line with its state — 신청됨, 승인됨, 거절됨
 * (with the reason), 완료, 철회됨 — and 신청 철회 while it waits.
 */

const CLAIM_TONE: Record<ClaimStatus, string> = {
  REQUESTED: 'border border-mandarin bg-white text-mandarin',
  APPROVED: 'bg-secondary-sec01 text-primary',
  REJECTED: 'border border-red bg-white text-red',
  COMPLETED: 'bg-primary text-white',
  WITHDRAWN: 'border border-gray-30 bg-white text-gray-60',
};

/** '11월 30일까지' (the locale's words), or null before delivery. */
export function useClaimUntil() {
  const { t } = useTranslation();
  return (line: Pick<OrderProduct, 'claimDeadline'>) => {
    const day = line.claimDeadline ? monthDayOf(line.claimDeadline) : null;
    return day ? t('claims.until', day) : null;
  };
}

/** When a RETURNED line's return was done (for the line's own small date). */
export function returnedAt(order: Order, line: OrderProduct): string | null {
  if (line.status !== 'RETURNED') return null;
  const claim = order.claims.find(
    (c) => c.orderProductId === line.id && c.kind === 'RETURN' && c.status === 'COMPLETED',
  );
  return claim?.completedAt ?? null;
}

/** The refund list's words for a return's refund: '반품 · 배송 중 손상'. */
export function useRefundClaimReason(order: Order) {
  const { t } = useTranslation();
  return (claimId: number | null) => {
    const claim = claimId === null ? null : order.claims.find((c) => c.id === claimId);
    return claim ? t('claims.refundReason', { reason: t(`claims.reason.${claim.reason}`) }) : null;
  };
}

/** 반품·교환 신청: a line action, beside 구매 확정 or 리뷰 쓰기. */
export function ClaimLink({ order, line }: { order: Order; line: OrderProduct }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/order/$orderId/claim/$orderProductId"
      params={{ orderId: order.id, orderProductId: line.id }}
      aria-label={t('claims.line.actionLabel', { name: line.name })}
      className={lineActionClass()}
    >
      {t('claims.line.action')}
    </Link>
  );
}

function ClaimPhotos({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  if (claim.photos.length === 0) return null;
  return (
    <ul className="mt-s flex gap-s">
      {claim.photos.map((photo, index) => (
        <li key={photo.url}>
          <img
            src={imageUrls.src(photo.url, 187)}
            alt={t('claims.line.photoAlt', { index: index + 1 })}
            width={48}
            height={48}
            loading="lazy"
            className="size-48 rounded-sm bg-gray-10 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

/** What the state means in money or parcels: the refund, the replacement, the refusal. */
function ClaimOutcome({ order, claim }: { order: Order; claim: Claim }) {
  const { t } = useTranslation();
  const parcel = order.shipments.find((shipment) => shipment.claimId === claim.id);
  const rows: ReactNode[] = [];
  if (claim.kind === 'RETURN' && claim.returnShippingFee > 0)
    rows.push(t('claims.line.fee', { fee: formatPrice(claim.returnShippingFee) }));
  if (claim.refundAmount !== null && claim.status === 'COMPLETED')
    rows.push(
      <span className="font-bold text-primary">
        {t('claims.line.refunded', { amount: formatPrice(claim.refundAmount) })}
      </span>,
    );
  if (claim.refundAmount !== null && claim.status === 'APPROVED')
    rows.push(t('claims.line.refunding', { amount: formatPrice(claim.refundAmount) }));
  if (claim.rejectReason)
    rows.push(
      <span className="text-gray-90">
        {t('claims.line.rejectReason', { reason: claim.rejectReason })}
      </span>,
    );
  if (parcel)
    rows.push(
      <span className="flex flex-wrap items-center gap-x-s">
        {parcel.deliveredAt
          ? t('claims.line.arrived')
          : t('claims.line.parcel', { number: parcel.trackingNumber })}
        <a
          href={parcel.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('claims.line.trackLabel')}
          className="inline-flex min-h-44 items-center font-medium text-blue underline underline-offset-2"
        >
          {t('claims.line.track')}
        </a>
      </span>,
    );
  if (rows.length === 0) return null;
  return (
    <ul className="mt-s flex flex-col gap-2 text-13 text-gray-70">
      {rows.map((row, index) => (
        <li key={index} className="price-nums">
          {row}
        </li>
      ))}
    </ul>
  );
}

/** One claim of a line: its state, what was asked and why, the photos and the outcome. */
export function ClaimCard({
  order,
  line,
  claim,
  onWithdraw,
}: {
  order: Order;
  line: OrderProduct;
  claim: Claim;
  /** 신청 철회 while it waits (the shopper's; the console shows claims without it). */
  onWithdraw?: (claim: Claim) => void;
}) {
  const { t } = useTranslation();
  const kind = t(`claims.kind.${claim.kind}`);
  return (
    <li className="rounded-md bg-gray-10 p-m" data-testid={`claim-${claim.id}`}>
      <div className="flex items-center justify-between gap-s">
        <span
          data-status={claim.status}
          className={cn(
            'inline-flex h-22 items-center rounded-full px-8 text-12 font-bold whitespace-nowrap',
            CLAIM_TONE[claim.status],
          )}
        >
          {t(`claims.status.${claim.status}`)}
        </span>
        <span className="price-nums text-12 text-gray-60">
          {t('claims.line.askedOn', { date: formatDate(claim.createdAt) })}
        </span>
      </div>
      <p className="mt-s text-14 font-bold text-gray-100">
        {t('claims.line.heading', { kind, reason: t(`claims.reason.${claim.reason}`) })}
      </p>
      {claim.detail ? (
        <p className="mt-2 text-13 break-words whitespace-pre-line text-gray-80">{claim.detail}</p>
      ) : null}
      <ClaimPhotos claim={claim} />
      <ClaimOutcome order={order} claim={claim} />
      {onWithdraw && claim.status === 'REQUESTED' ? (
        <button
          type="button"
          onClick={() => onWithdraw(claim)}
          aria-label={t('claims.line.withdrawLabel', { name: line.name, kind })}
          className={cn(lineActionClass(), 'mt-m w-full')}
        >
          {t('claims.line.withdraw')}
        </button>
      ) : null}
    </li>
  );
}

/**
 * Under a line: until when it may be claimed, and its claims, newest first, with 신청 철회 behind
 * a confirm dialog while the operator has not decided.
 */
export function LineClaims({ order, line }: { order: Order; line: OrderProduct }) {
  const { t } = useTranslation();
  const until = useClaimUntil();
  const withdraw = useWithdrawClaim(order.id);
  const showFlash = useOrderFlash((s) => s.show);
  const [withdrawing, setWithdrawing] = useState<Claim | null>(null);
  const claims = order.claims.filter((claim) => claim.orderProductId === line.id);
  const deadline = line.canClaim ? until(line) : null;
  if (claims.length === 0 && !deadline) return null;

  const close = () => {
    setWithdrawing(null);
    withdraw.reset();
  };
  return (
    <>
      {deadline ? (
        <p className="price-nums text-12 text-gray-60">
          {t('claims.deadline', { date: deadline })}
        </p>
      ) : null}
      {claims.length > 0 ? (
        <ul className="mt-s flex flex-col gap-s">
          {claims.map((claim) => (
            <ClaimCard
              key={claim.id}
              order={order}
              line={line}
              claim={claim}
              onWithdraw={setWithdrawing}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        busy={withdraw.isPending}
        title={t('claims.line.withdrawTitle')}
        confirmLabel={t('claims.line.withdrawSubmit')}
        cancelLabel={t('claims.line.withdrawKeep')}
        onClose={close}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw.mutate(withdrawing.id, {
            onSuccess: () => {
              close();
              showFlash(t('claims.line.withdrawn'));
            },
          });
        }}
      >
        <p>{t('claims.line.withdrawBody', { date: until(line) ?? '' })}</p>
        {withdraw.isError ? (
          <p role="alert" className="mt-m text-14 font-medium text-red">
            {withdraw.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
