import { useTranslation } from 'react-i18next';
import {
  COUPON,
  MESSAGES,
  normalizeCouponCode,
  type Coupon,
  type CouponRule,
} from '@chorok/contract';
import { formatPrice, monthDayOf } from '@/lib/format';

/*
 * How a coupon reads, on the order sheet's picker and on 마이 › 쿠폰: what it takes off, where and
 * from how much, and until when (Seoul's calendar).
 */

/** The code as the server will read it, or the contract's message when it cannot be one. */
export function checkCouponCode(
  raw: string,
): { ok: true; code: string } | { ok: false; message: string } {
  const code = normalizeCouponCode(raw);
  const fits =
    code.length >= COUPON.codeMin && code.length <= COUPON.codeMax && /^[A-Z0-9-]+$/.test(code);
  return fits ? { ok: true, code } : { ok: false, message: MESSAGES.couponCode };
}

export function useCouponText() {
  const { t } = useTranslation();
  const monthDay = (iso: string) => {
    const day = monthDayOf(iso);
    return day ? t('benefits.date.monthDay', day) : iso;
  };
  return {
    monthDay,
    /** The saving, big: '3,000원' or '10%' (with '최대 5,000원' under a capped percentage). */
    saving(rule: CouponRule): { value: string; cap: string | null } {
      if (rule.kind === 'FIXED') return { value: formatPrice(rule.value), cap: null };
      return {
        value: t('benefits.coupon.percent', { value: rule.value }),
        cap:
          rule.maxDiscount === null
            ? null
            : t('benefits.coupon.cap', { amount: formatPrice(rule.maxDiscount) }),
      };
    },
    /** '30,000원 이상 구매 시', '식물에만 쓸 수 있어요' … in the order a shopper checks them. */
    conditions(coupon: Pick<Coupon, 'rule' | 'productNames'>): string[] {
      const { rule } = coupon;
      const out: string[] = [];
      if (rule.minOrderAmount > 0)
        out.push(t('benefits.coupon.minOrder', { amount: formatPrice(rule.minOrderAmount) }));
      if (rule.scope === 'CATEGORY' && rule.categories.length > 0)
        out.push(
          t('benefits.coupon.scopeOnly', {
            names: rule.categories.map((c) => t(`benefits.category.${c}`)).join(', '),
          }),
        );
      else if (rule.scope === 'PRODUCT' && coupon.productNames.length > 0)
        out.push(t('benefits.coupon.scopeOnly', { names: coupon.productNames.join(', ') }));
      else out.push(t('benefits.coupon.scopeAll'));
      return out;
    },
    /** '12월 31일까지'. */
    until: (iso: string) => t('benefits.coupon.until', { date: monthDay(iso) }),
  };
}
