import { useTranslation } from 'react-i18next';
import type { OrderQuote } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { Drawer } from '@/components/ui/drawer';
import { formatPrice } from '@/lib/format';
import { useCouponText } from '@/features/benefits/coupon-text';

type QuotedCoupon = OrderQuote['coupons'][number];

const OPTION =
  'relative flex gap-12 rounded-lg border p-m has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary';

/** The radio's look: a ring, filled when chosen (the input itself is over the whole card). */
function RadioMark({ checked, disabled }: { checked: boolean; disabled?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-2 flex size-20 shrink-0 items-center justify-center rounded-full border-2',
        checked ? 'border-primary' : disabled ? 'border-gray-30' : 'border-gray-40',
      )}
    >
      {checked ? <span className="size-10 rounded-full bg-primary" /> : null}
    </span>
  );
}

function CouponOption({
  item,
  checked,
  onPick,
}: {
  item: QuotedCoupon;
  checked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const text = useCouponText();
  const { coupon, discount, miss } = item;
  const disabled = miss !== null;
  const why =
    miss === 'BELOW_MINIMUM'
      ? t('purchase.benefits.miss.BELOW_MINIMUM', {
          amount: formatPrice(coupon.rule.minOrderAmount),
        })
      : miss === 'NO_ELIGIBLE_ITEMS'
        ? t('purchase.benefits.miss.NO_ELIGIBLE_ITEMS')
        : null;
  return (
    <label
      className={cn(
        OPTION,
        disabled
          ? 'cursor-not-allowed border-gray-20 bg-gray-10'
          : checked
            ? 'cursor-pointer border-primary bg-secondary-sec01'
            : 'cursor-pointer border-gray-20 hover:bg-gray-10',
      )}
    >
      <input
        type="radio"
        name="purchase-coupon"
        value={coupon.id}
        checked={checked}
        disabled={disabled}
        onChange={onPick}
        className="absolute inset-0 size-full cursor-[inherit] appearance-none opacity-0"
      />
      <RadioMark checked={checked} disabled={disabled} />
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="flex items-baseline justify-between gap-s">
          <span
            className={cn(
              'min-w-0 text-15 font-medium',
              disabled ? 'text-gray-60' : 'text-gray-100',
            )}
          >
            {coupon.name}
          </span>
          {disabled ? null : (
            <span className="price-nums shrink-0 text-15 font-bold text-mandarin">
              −{formatPrice(discount)}
            </span>
          )}
        </span>
        {why ? <span className="text-13 text-red">{why}</span> : null}
        <span className="text-13 text-gray-60">
          {[...text.conditions(coupon), text.until(coupon.expiresAt)].join(' · ')}
        </span>
      </span>
    </label>
  );
}

/**
 * 쿠폰 선택: every coupon of the wallet with what it saves on this order, or why it does not apply
 * (shown, not chosen), and "쿠폰 적용 안 함". Choosing closes the sheet.
 */
export function CouponSheet({
  open,
  onOpenChange,
  quote,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quote: OrderQuote | null;
  onPick: (couponId: number | null) => void;
}) {
  const { t } = useTranslation();
  const applied = quote?.couponId ?? null;
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('purchase.benefits.sheetTitle')}>
      <div
        role="radiogroup"
        aria-label={t('purchase.benefits.sheetTitle')}
        className="flex flex-col gap-s"
      >
        {(quote?.coupons ?? []).map((item) => (
          <CouponOption
            key={item.coupon.id}
            item={item}
            checked={item.coupon.id === applied}
            onPick={() => onPick(item.coupon.id)}
          />
        ))}
        <label
          className={cn(
            OPTION,
            'cursor-pointer items-center',
            applied === null
              ? 'border-primary bg-secondary-sec01'
              : 'border-gray-20 hover:bg-gray-10',
          )}
        >
          <input
            type="radio"
            name="purchase-coupon"
            value=""
            checked={applied === null}
            onChange={() => onPick(null)}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          />
          <RadioMark checked={applied === null} />
          <span className="text-15 font-medium text-gray-100">
            {t('purchase.benefits.noCoupon')}
          </span>
        </label>
      </div>
    </Drawer>
  );
}
