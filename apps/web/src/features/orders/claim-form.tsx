import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLAIM,
  CLAIM_KINDS,
  CLAIM_REASONS,
  claimKindAllowed,
  claimRefundOf,
  claimShippingFee,
  isLineGivenBack,
  type ClaimKind,
  type ClaimReason,
  type Order,
  type OrderProduct,
} from '@chorok/contract';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { cn } from '@/components/ui/cn';
import { formatNumber, formatPrice } from '@/lib/format';
import { ReviewPhotoField, type ReviewPhotosState } from '@/features/reviews/review-photos';
import { InfoList, InfoRow, RefundTotal, Section } from '@/features/orders/order-parts';
import { refundWay } from '@/components/refund-account-form';

/** What the shopper is filling in; kind and reason are null until chosen. */
export interface ClaimDraft {
  kind: ClaimKind | null;
  reason: ClaimReason | null;
  detail: string;
}

/**
 * What comes back, by the contract's own rules (claimShippingFee, claimRefundOf) over the
 * server's figures: the return shipping fee and the refund a return would give, before it is sent.
 */
export function claimMoney(order: Order, line: OrderProduct, kind: ClaimKind, reason: ClaimReason) {
  const fee = claimShippingFee(reason, order.shippingFee);
  const refund = claimRefundOf({
    lineAmount: line.returnValue,
    reason,
    returnShippingFee: fee,
    orderShippingFee: order.shippingFee,
    otherLinesLeft: order.items.filter(
      (item) => item.id !== line.id && !isLineGivenBack(item.status),
    ).length,
  });
  return { kind, fee, ...refund };
}

/** The return shipping fee and the expected refund (or the exchange's free parcel). */
export function ClaimMoney({
  order,
  line,
  draft,
}: {
  order: Order;
  line: OrderProduct;
  draft: ClaimDraft;
}) {
  const { t } = useTranslation();
  if (!draft.kind || !draft.reason)
    return (
      <Section title={t('claims.money.title')}>
        <p className="text-14 text-gray-70">{t('claims.money.chooseFirst')}</p>
      </Section>
    );
  const money = claimMoney(order, line, draft.kind, draft.reason);
  if (money.kind === 'EXCHANGE')
    return (
      <Section title={t('claims.money.title')}>
        <InfoList>
          <InfoRow label={t('claims.money.exchangeFee')}>{t('claims.money.free')}</InfoRow>
        </InfoList>
        <p className="mt-m text-13 text-gray-70">{t('claims.money.exchangeOurs')}</p>
      </Section>
    );
  const notes = [
    money.fee > 0
      ? t('claims.money.feeDeducted', { fee: formatPrice(money.fee) })
      : t('claims.money.feeOurs'),
    money.fee > 0 && order.shippingFee === 0 ? t('claims.money.freeShippingBoth') : null,
    money.shippingFeeAmount > 0
      ? t('claims.money.shippingBack', { fee: formatPrice(money.shippingFeeAmount) })
      : null,
    t(`claims.money.${refundWay(order)}`),
  ].filter((note): note is string => note !== null);
  return (
    <Section title={t('claims.money.title')}>
      <RefundTotal
        label={t('claims.money.refundTotal')}
        amount={money.amount}
        testId="claim-refund"
      />
      <InfoList className="mt-m px-s">
        <InfoRow label={t('claims.money.refundItems')}>{formatPrice(line.amount)}</InfoRow>
        <InfoRow label={t('claims.money.returnFee')}>
          {money.fee > 0 ? `−${formatPrice(money.fee)}` : t('claims.money.free')}
        </InfoRow>
        {money.shippingFeeAmount > 0 ? (
          <InfoRow label={t('claims.money.refundShipping')}>
            +{formatPrice(money.shippingFeeAmount)}
          </InfoRow>
        ) : null}
      </InfoList>
      <ul className="mt-m flex list-disc flex-col gap-min pl-l text-13 text-gray-70">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Section>
  );
}

/** '500' */
const detailMaxLabel = formatNumber(CLAIM.detailMax);

/**
 * Step 1's fields: 반품 or 교환, why (an exchange for a change of mind is not offered), what
 * happened, and up to five photos uploaded as they are chosen.
 */
export function ClaimFields({
  draft,
  onChange,
  photos,
}: {
  draft: ClaimDraft;
  onChange: (next: ClaimDraft) => void;
  photos: ReviewPhotosState;
}) {
  const { t } = useTranslation();
  const detailId = useId();
  const counterId = useId();
  const noteId = useId();
  const reasons = CLAIM_REASONS.filter(
    (reason) => !draft.kind || claimKindAllowed(draft.kind, reason),
  );
  const length = draft.detail.trim().length;

  return (
    <>
      <div className="bg-white px-m py-l">
        <ChoiceCards
          options={CLAIM_KINDS}
          value={draft.kind}
          onChange={(kind) =>
            onChange({
              ...draft,
              kind,
              reason: draft.reason && claimKindAllowed(kind, draft.reason) ? draft.reason : null,
            })
          }
          legend={t('claims.kindLegend')}
          labelOf={(kind) => t(`claims.kindChoice.${kind}`)}
          name="claim-kind"
        />
      </div>
      <div className="bg-white px-m py-l">
        <ChoiceCards
          options={reasons}
          value={draft.reason}
          onChange={(reason) => onChange({ ...draft, reason })}
          legend={t('claims.reasonLegend')}
          labelOf={(reason) => t(`claims.reason.${reason}`)}
          name="claim-reason"
          describedBy={draft.kind === 'EXCHANGE' ? noteId : undefined}
        />
        {draft.kind === 'EXCHANGE' ? (
          <p id={noteId} className="mt-s text-13 text-gray-60">
            {t('claims.noExchangeForMind')}
          </p>
        ) : null}
      </div>
      <div className="bg-white px-m py-l">
        <div className="flex items-baseline justify-between gap-s">
          <label htmlFor={detailId} className="text-15 font-bold text-gray-100">
            {t('claims.detail.label')}{' '}
            <span className="font-regular text-gray-60">{t('claims.detail.optional')}</span>
          </label>
          <span
            id={counterId}
            className={cn(
              'price-nums text-13',
              length > CLAIM.detailMax ? 'text-red' : 'text-gray-60',
            )}
          >
            <span className="sr-only">{t('claims.detail.counterLabel')} </span>
            {t('claims.detail.counter', { count: length, max: detailMaxLabel })}
          </span>
        </div>
        <textarea
          id={detailId}
          name="detail"
          value={draft.detail}
          onChange={(event) => onChange({ ...draft, detail: event.target.value })}
          maxLength={CLAIM.detailMax}
          rows={4}
          placeholder={t('claims.detail.placeholder')}
          aria-describedby={counterId}
          className="mt-s w-full resize-y rounded-md border border-gray-30 bg-white p-m text-15 leading-22 text-gray-100 placeholder:text-gray-60 focus:border-primary focus:outline-none"
        />
      </div>
      <div className="bg-white px-m py-l">
        <ReviewPhotoField photos={photos} hint={t('claims.photosHint', { max: CLAIM.maxPhotos })} />
      </div>
    </>
  );
}
