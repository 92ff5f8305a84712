import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { ConsoleButton } from '@/features/console/console-parts';

/** What a coupon takes off: `3,000원` or `10%`, and a percentage's cap. */
export function couponValueText(
  t: TFunction,
  coupon: Pick<AdminCoupon, 'kind' | 'value' | 'maxDiscount'>,
) {
  if (coupon.kind === 'FIXED') return formatPrice(coupon.value);
  const percent = t('benefits.coupon.percent', { value: coupon.value });
  return coupon.maxDiscount === null
    ? percent
    : `${percent} · ${t('benefits.coupon.cap', { amount: formatPrice(coupon.maxDiscount) })}`;
}

/** Where it applies and from how much. */
function termsText(t: TFunction, coupon: AdminCoupon) {
  const scope =
    coupon.scope === 'CATEGORY'
      ? coupon.categories.map((c) => t(`benefits.category.${c}`)).join(', ')
      : coupon.scope === 'PRODUCT'
        ? t('console.benefits.productScope', { ids: coupon.productIds.join(', ') })
        : t('console.benefits.allProducts');
  return coupon.minOrderAmount > 0
    ? `${scope} · ${t('benefits.coupon.minOrder', { amount: formatPrice(coupon.minOrderAmount) })}`
    : scope;
}

/** How long a received copy is usable: days after receiving, an end date, or both. */
function validityText(t: TFunction, coupon: AdminCoupon) {
  const parts = [];
  if (coupon.validDays !== null)
    parts.push(t('console.benefits.validDays', { days: formatNumber(coupon.validDays) }));
  if (coupon.validUntil !== null)
    parts.push(t('benefits.coupon.until', { date: formatDate(coupon.validUntil) }));
  return parts.join(' · ');
}

/** One coupon of the shop: its terms, copies out of the limit, source, and 발급 / 중지. */
export function CouponRow({
  coupon,
  onIssue,
  onDeactivate,
}: {
  coupon: AdminCoupon;
  onIssue: () => void;
  onDeactivate: () => void;
}) {
  const { t } = useTranslation();
  const issued =
    coupon.issueLimit === null
      ? t('console.benefits.issuedNoLimit', { count: formatNumber(coupon.issuedCount) })
      : t('console.benefits.issued', {
          count: formatNumber(coupon.issuedCount),
          limit: formatNumber(coupon.issueLimit),
        });
  return (
    <article
      aria-label={coupon.name}
      className="flex flex-col gap-s py-m sm:flex-row sm:items-start sm:justify-between sm:gap-l"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-s">
          <span className="text-15 font-bold break-words text-gray-100">{coupon.name}</span>
          <Badge variant="secondary">{t(`console.benefits.source.${coupon.source}`)}</Badge>
          <Badge variant={coupon.active ? 'default' : 'outline'}>
            {t(coupon.active ? 'console.benefits.active' : 'console.benefits.inactive')}
          </Badge>
        </p>
        <p className="price-nums text-17 font-bold text-primary">{couponValueText(t, coupon)}</p>
        <p className="text-13 text-gray-70">{termsText(t, coupon)}</p>
        <p className="price-nums flex flex-wrap gap-x-m gap-y-2 text-13 text-gray-60">
          <span>{validityText(t, coupon)}</span>
          <span>{issued}</span>
          {coupon.code ? <span>{t('console.benefits.codeIs', { code: coupon.code })}</span> : null}
        </p>
      </div>
      {coupon.active ? (
        <div className="flex shrink-0 justify-end gap-s">
          <ConsoleButton
            tone="danger"
            aria-label={t('console.benefits.deactivateLabel', { name: coupon.name })}
            onClick={onDeactivate}
          >
            {t('console.benefits.deactivate')}
          </ConsoleButton>
          <ConsoleButton
            tone="primary"
            aria-label={t('console.benefits.issueLabel', { name: coupon.name })}
            onClick={onIssue}
          >
            {t('console.benefits.issue')}
          </ConsoleButton>
        </div>
      ) : null}
    </article>
  );
}
