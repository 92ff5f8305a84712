import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SHIPPING } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format';
import { freeShippingProgress } from '@/features/cart/cart-math';

export interface Amounts {
  /** Goods at their original prices. */
  originalTotal: number;
  discountTotal: number;
  itemsTotal: number;
  shippingFee: number;
  total: number;
}

/**
 * 상품 금액, 할인, 배송비 and the total, as a list of terms and values. The cart calls the total
 * 결제 예정 금액 (it may still change), the order sheet 최종 결제 금액.
 */
export function AmountSummary({
  amounts,
  totalLabel,
  busy = false,
  className,
}: {
  amounts: Amounts;
  totalLabel: string;
  /** A change is on its way to the server: the figures are the screen's estimate. */
  busy?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const row = 'flex items-center justify-between gap-m text-15';
  return (
    <dl
      aria-busy={busy || undefined}
      className={cn('price-nums flex flex-col gap-12', busy && 'opacity-70', className)}
    >
      <div className={row}>
        <dt className="text-gray-70">{t('cart.summary.original')}</dt>
        <dd className="text-gray-100">{formatPrice(amounts.originalTotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-gray-70">{t('cart.summary.discount')}</dt>
        <dd className={amounts.discountTotal > 0 ? 'text-mandarin' : 'text-gray-100'}>
          {amounts.discountTotal > 0 ? `−${formatPrice(amounts.discountTotal)}` : formatPrice(0)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-gray-70">{t('cart.summary.shipping')}</dt>
        <dd className="text-gray-100">
          {amounts.shippingFee === 0 && amounts.itemsTotal > 0
            ? t('cart.summary.free')
            : formatPrice(amounts.shippingFee)}
        </dd>
      </div>
      <div className="mt-min flex items-center justify-between gap-m border-t border-gray-20 pt-m">
        <dt className="text-16 font-bold text-gray-100">{totalLabel}</dt>
        <dd className="text-20 font-bold text-gray-100">{formatPrice(amounts.total)}</dd>
      </div>
    </dl>
  );
}

/**
 * How much more makes shipping free (SHIPPING.freeFrom), with a bar that fills towards it; once
 * reached, says so.
 */
export function FreeShippingMeter({
  itemsTotal,
  amountToFreeShipping,
  className,
}: {
  itemsTotal: number;
  amountToFreeShipping: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  if (itemsTotal <= 0) return null;
  const reached = amountToFreeShipping === 0;
  const percent = Math.round(freeShippingProgress(itemsTotal) * 100);
  return (
    <div className={cn('rounded-md bg-secondary-sec01 px-m py-12', className)}>
      <p id={labelId} className="flex items-center gap-6 text-14 font-medium text-gray-90">
        {reached ? (
          <>
            <CheckIcon size={16} className="shrink-0 text-primary" />
            {t('cart.freeShipping.reached')}
          </>
        ) : (
          <span>
            <Trans
              i18nKey="cart.freeShipping.more"
              values={{ amount: formatPrice(amountToFreeShipping) }}
              components={{ b: <b className="price-nums font-bold text-primary" /> }}
            />
          </span>
        )}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={SHIPPING.freeFrom}
        aria-valuenow={Math.min(itemsTotal, SHIPPING.freeFrom)}
        aria-valuetext={t('cart.freeShipping.progress', {
          amount: formatPrice(Math.min(itemsTotal, SHIPPING.freeFrom)),
          goal: formatPrice(SHIPPING.freeFrom),
        })}
        className="mt-s h-6 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
