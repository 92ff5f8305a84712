import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { useCoupons, usePoints } from '@/features/benefits/queries';

const CELL =
  'flex min-h-64 flex-1 flex-col justify-center gap-2 px-l py-s hover:bg-gray-10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary';

/** One cell: its name, and the figure once known (its skeleton meanwhile; '확인하기' on failure). */
function Cell({
  to,
  label,
  value,
  pending,
}: {
  to: '/profile/points' | '/profile/coupons';
  label: string;
  value: string | null;
  pending: boolean;
}) {
  const { t } = useTranslation();
  let figure: ReactNode;
  if (value !== null) figure = value;
  else if (pending) figure = <Skeleton className="h-22 w-64" />;
  else figure = t('benefits.summary.unknown');
  return (
    <Link to={to} aria-label={value === null ? label : `${label} ${value}`} className={CELL}>
      <span className="text-13 text-gray-60">{label}</span>
      <span className="price-nums text-17 font-bold text-gray-100">{figure}</span>
    </Link>
  );
}

/** 마이's two cells under the name, as Korean shops have them: 적립금 2,300원 | 쿠폰 2장. */
export function BenefitsSummary() {
  const { t } = useTranslation();
  const points = usePoints();
  const coupons = useCoupons('USABLE');
  return (
    <nav
      aria-label={t('benefits.summary.label')}
      className="mx-m mt-s flex divide-x divide-gray-20 overflow-hidden rounded-xl border border-gray-20 bg-white"
    >
      <Cell
        to="/profile/points"
        label={t('benefits.summary.points')}
        value={points.data ? formatPrice(points.data.balance) : null}
        pending={points.isPending}
      />
      <Cell
        to="/profile/coupons"
        label={t('benefits.summary.coupons')}
        value={
          coupons.data ? t('benefits.summary.couponCount', { count: coupons.data.length }) : null
        }
        pending={coupons.isPending}
      />
    </nav>
  );
}
