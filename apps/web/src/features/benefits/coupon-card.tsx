import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON, type Coupon } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/format';
import { useCouponText } from '@/features/benefits/coupon-text';

/** The ticket's notch: a bite out of the edge where the stub meets the body (decorative). */
const NOTCH = 'absolute left-104 size-16 -translate-x-1/2 rounded-full bg-gray-10';

/**
 * A coupon as a ticket: the saving big on the stub ('3,000원', or '10%' with '최대 5,000원'), then
 * its name, where and from how much it applies, and until when — or when it was used or ran out.
 */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const text = useCouponText();
  const saving = text.saving(coupon.rule);
  const usable = coupon.status === 'USABLE';
  // When the card was first drawn: close enough to say a coupon is in its last week.
  const [now] = useState(() => Date.now());
  const endingSoon =
    usable && new Date(coupon.expiresAt).getTime() - now < COUPON.endingSoonDays * 86_400_000;
  const state =
    coupon.status === 'USED' && coupon.usedAt
      ? t('benefits.coupon.usedOn', { date: formatDate(coupon.usedAt) })
      : coupon.status === 'EXPIRED'
        ? t('benefits.coupon.expiredOn', { date: formatDate(coupon.expiresAt) })
        : text.until(coupon.expiresAt);
  return (
    <li
      className={cn(
        'relative flex min-h-112 rounded-lg border bg-white',
        usable ? 'border-secondary-sec03' : 'border-gray-20',
      )}
    >
      <div
        className={cn(
          'flex w-104 shrink-0 flex-col items-center justify-center gap-2 rounded-l-lg border-r border-dashed px-s py-m text-center',
          usable
            ? 'border-secondary-sec03 bg-secondary-sec01 text-primary'
            : 'border-gray-30 bg-gray-10 text-gray-60',
        )}
      >
        <span className="price-nums text-22 leading-28 font-bold break-keep">{saving.value}</span>
        {saving.cap ? <span className="price-nums text-12">{saving.cap}</span> : null}
      </div>
      <span aria-hidden="true" className={cn(NOTCH, '-top-8')} />
      <span aria-hidden="true" className={cn(NOTCH, '-bottom-8')} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 py-m pr-m pl-l">
        <h3 className={cn('text-16 font-bold', usable ? 'text-gray-100' : 'text-gray-60')}>
          {coupon.name}
        </h3>
        <ul className="flex flex-col text-13 text-gray-70">
          {text.conditions(coupon).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p
          className={cn(
            'price-nums mt-min text-13 font-medium',
            endingSoon ? 'text-mandarin' : usable ? 'text-gray-80' : 'text-gray-60',
          )}
        >
          {state}
        </p>
      </div>
    </li>
  );
}
