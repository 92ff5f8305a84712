import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderQuote } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { formatNumber, formatPrice } from '@/lib/format';
import { CouponSheet } from '@/features/purchase/coupon-sheet';
import { Section } from '@/features/purchase/sheet-parts';
import type { OrderQuoteState } from '@/features/purchase/use-order-quote';

/* The order sheet's 할인·적립금 and 결제 금액: every figure is the server's quote. */

const ROW_LABEL = 'shrink-0 text-15 font-medium text-gray-90';

/** What the coupon row says: the coupon applied and its saving, or how many could be. */
function CouponSummary({ quote }: { quote: OrderQuote }) {
  const { t } = useTranslation();
  const applied = quote.coupons.find((item) => item.coupon.id === quote.couponId);
  if (applied && quote.couponDiscount > 0)
    return (
      <span className="flex min-w-0 flex-col items-end">
        <span className="max-w-full truncate text-14 text-gray-80">{applied.coupon.name}</span>
        <span className="price-nums text-15 font-bold text-mandarin">
          −{formatPrice(quote.couponDiscount)}
        </span>
      </span>
    );
  const usable = quote.coupons.filter((item) => item.miss === null).length;
  return (
    <span className={cn('text-14', usable > 0 ? 'font-medium text-primary' : 'text-gray-60')}>
      {usable > 0
        ? t('purchase.benefits.usable', { count: usable })
        : t('purchase.benefits.noneUsable')}
    </span>
  );
}

function PointsField({ state, quote }: { state: OrderQuoteState; quote: OrderQuote }) {
  const { t } = useTranslation();
  const inputId = useId();
  const balanceId = useId();
  const limitId = useId();
  const limited = quote.maxPoints < quote.pointsBalance;
  const allUsed = quote.maxPoints > 0 && state.points === quote.maxPoints;
  return (
    <div className="flex flex-col gap-s">
      <div className="flex items-baseline justify-between gap-m">
        <label htmlFor={inputId} className={ROW_LABEL}>
          {t('purchase.benefits.points')}
        </label>
        <span id={balanceId} className="price-nums text-13 text-gray-60">
          {t('purchase.benefits.balance', { amount: formatPrice(quote.pointsBalance) })}
        </span>
      </div>
      <div className="flex gap-s">
        <div className="relative min-w-0 flex-1">
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('purchase.benefits.pointsInput')}
            aria-describedby={limited ? `${balanceId} ${limitId}` : balanceId}
            placeholder="0"
            disabled={quote.maxPoints === 0 && state.points === 0}
            value={state.points > 0 ? formatNumber(state.points) : ''}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 12);
              state.typePoints(digits ? Number(digits) : 0);
            }}
            className="price-nums h-48 w-full rounded-md border border-gray-30 bg-white pr-36 pl-m text-right text-16 text-gray-100 placeholder:text-gray-50 focus:border-primary focus:outline-none disabled:bg-gray-10 disabled:text-gray-60"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-m flex items-center text-15 text-gray-70"
          >
            {t('purchase.benefits.won')}
          </span>
        </div>
        <Button
          size="small"
          variant={quote.maxPoints === 0 ? 'disabled' : 'done'}
          className="w-auto min-w-96 shrink-0"
          onClick={() => state.setPointsNow(allUsed ? 0 : quote.maxPoints)}
        >
          {allUsed ? t('purchase.benefits.cancelAll') : t('purchase.benefits.useAll')}
        </Button>
      </div>
      {limited ? (
        <p id={limitId} className="price-nums text-13 text-gray-60">
          {t('purchase.benefits.limit', { amount: formatPrice(quote.maxPoints) })}
        </p>
      ) : null}
    </div>
  );
}

function BenefitsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-m">
      <span className="sr-only">{t('ui.loading')}</span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** 할인·적립금: the coupon (its sheet behind the row) and the 적립금 to use. */
export function BenefitSection({ state }: { state: OrderQuoteState }) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { quote, query } = state;
  let content;
  if (quote)
    content = (
      <div className="flex flex-col gap-l">
        <button
          type="button"
          aria-haspopup="dialog"
          disabled={quote.coupons.length === 0}
          onClick={() => setSheetOpen(true)}
          className="-mx-s flex min-h-48 items-center justify-between gap-m rounded-sm px-s text-left enabled:hover:bg-gray-10"
        >
          <span className={ROW_LABEL}>{t('purchase.benefits.coupon')}</span>
          <span className="flex min-w-0 items-center gap-min">
            <CouponSummary quote={quote} />
            {quote.coupons.length > 0 ? (
              <ChevronRightIcon size={20} className="shrink-0 text-gray-50" />
            ) : null}
          </span>
        </button>
        <PointsField state={state} quote={quote} />
      </div>
    );
  else if (query.isError)
    content = (
      <RetryNotice
        message={t('purchase.benefits.failed', { message: errorText(t, query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  else content = <BenefitsSkeleton />;
  return (
    <Section id="purchase-benefits" title={t('purchase.benefits.heading')}>
      {content}
      <CouponSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        quote={quote}
        onPick={(couponId) => {
          state.pickCoupon(couponId);
          setSheetOpen(false);
        }}
      />
    </Section>
  );
}

/** 결제 금액: the five lines of the quote, and what confirming the purchase will earn. */
export function QuoteAmounts({ state }: { state: OrderQuoteState }) {
  const { t } = useTranslation();
  const { quote, query } = state;
  if (!quote)
    return query.isError ? (
      <RetryNotice
        message={t('purchase.amounts.failed', { message: errorText(t, query.error) })}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <div aria-busy="true" className="flex flex-col gap-12">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  const busy = !state.settled || query.isFetching;
  const row = 'flex items-center justify-between gap-m text-15';
  const minus = (amount: number) => (amount > 0 ? `−${formatPrice(amount)}` : formatPrice(0));
  return (
    <>
      <dl
        aria-busy={busy || undefined}
        className={cn('price-nums flex flex-col gap-12 transition-opacity', busy && 'opacity-70')}
      >
        <div className={row}>
          <dt className="text-gray-70">{t('purchase.amounts.items')}</dt>
          <dd className="text-gray-100">{formatPrice(quote.itemsTotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-70">{t('purchase.amounts.coupon')}</dt>
          <dd className={quote.couponDiscount > 0 ? 'text-mandarin' : 'text-gray-100'}>
            {minus(quote.couponDiscount)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-gray-70">{t('purchase.amounts.points')}</dt>
          <dd className={quote.pointsUsed > 0 ? 'text-mandarin' : 'text-gray-100'}>
            {minus(quote.pointsUsed)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-gray-70">{t('purchase.amounts.shipping')}</dt>
          <dd className="text-gray-100">
            {quote.shippingFee === 0 ? t('purchase.amounts.free') : formatPrice(quote.shippingFee)}
          </dd>
        </div>
        <div className="mt-min flex items-center justify-between gap-m border-t border-gray-20 pt-m">
          <dt className="text-16 font-bold text-gray-100">{t('purchase.amounts.total')}</dt>
          <dd className="text-20 font-bold text-gray-100">{formatPrice(quote.totalAmount)}</dd>
        </div>
      </dl>
      {quote.earnPoints > 0 ? (
        <p className="price-nums mt-m rounded-md bg-secondary-sec01 px-m py-s text-right text-13 font-medium text-primary">
          {t('purchase.amounts.earn', { amount: formatPrice(quote.earnPoints) })}
        </p>
      ) : null}
    </>
  );
}
