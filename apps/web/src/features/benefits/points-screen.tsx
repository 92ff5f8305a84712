import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS, type PointEntry, type PointsSummary } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ClockIcon } from '@/components/ui/icons/clock';
import { LeafIcon } from '@/components/ui/icons/leaf';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { formatDate, formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCouponText } from '@/features/benefits/coupon-text';
import { usePointEntries, usePoints } from '@/features/benefits/queries';
import { EmptyState, ListError, type ListErrorTexts } from '@/components/ui/list-states';

const HISTORY_ERRORS: ListErrorTexts = {
  title: 'benefits.points.errors.title',
  body: 'benefits.points.errors.body',
  moreFailed: 'benefits.points.errors.moreFailed',
};

/** '+1,290원' or '−500원': what moved, signed. */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatPrice(Math.abs(amount))}`;

/** The balance, large; what is on its way; what is about to expire. */
function Balance({ points }: { points: PointsSummary }) {
  const { t } = useTranslation();
  const text = useCouponText();
  return (
    <section
      aria-labelledby="points-balance"
      className="mx-m flex flex-col gap-m rounded-xl bg-oat p-l"
    >
      <div>
        <h2 id="points-balance" className="text-14 font-medium text-gray-70">
          {t('benefits.points.balance')}
        </h2>
        <p className="price-nums mt-min text-32 font-bold text-gray-100">
          {formatPrice(points.balance)}
        </p>
      </div>
      <dl className="flex flex-col gap-s border-t border-gray-20 pt-m text-14">
        <div className="flex items-start justify-between gap-m">
          <dt className="text-gray-70">
            {t('benefits.points.pending')}
            <span className="block text-12 text-gray-60">{t('benefits.points.pendingHint')}</span>
          </dt>
          <dd className="price-nums font-bold text-gray-90">{formatPrice(points.pending)}</dd>
        </div>
        {points.expiringSoon > 0 ? (
          <div className="flex items-start justify-between gap-m">
            <dt className="flex items-start gap-min text-mandarin">
              <ClockIcon size={16} className="mt-2 shrink-0" />
              <span>
                {t('benefits.points.expiring', { days: POINTS.expiringSoonDays })}
                {points.expiringSoonAt ? (
                  <span className="block text-12 text-gray-70">
                    {t('benefits.points.expiringFrom', {
                      date: text.monthDay(points.expiringSoonAt),
                    })}
                  </span>
                ) : null}
              </span>
            </dt>
            <dd className="price-nums font-bold text-mandarin">
              {formatPrice(points.expiringSoon)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function BalanceSkeleton() {
  return (
    <ListSkeleton className="mx-m flex flex-col gap-m rounded-xl bg-oat p-l">
      <Skeleton className="h-18 w-140" />
      <Skeleton className="h-36 w-160" />
      <Skeleton className="h-18 w-full" />
    </ListSkeleton>
  );
}

/** `now`: when the list was first drawn (an earn line says when it expires only while it has not). */
function EntryRow({ entry, now }: { entry: PointEntry; now: number }) {
  const { t } = useTranslation();
  const gain = entry.amount >= 0;
  const expiry =
    (entry.kind === 'EARN' || entry.kind === 'REVIEW_BONUS') &&
    entry.expiresAt &&
    new Date(entry.expiresAt).getTime() > now
      ? entry.expiresAt
      : null;
  return (
    <li className="flex items-start justify-between gap-m py-m">
      <div className="flex min-w-0 flex-col gap-2">
        <span
          className={cn(
            'text-13 font-bold',
            entry.kind === 'EXPIRE' || entry.kind === 'REVOKE' ? 'text-gray-60' : 'text-primary',
          )}
        >
          {t(`benefits.points.kind.${entry.kind}`)}
        </span>
        {entry.title || entry.note ? (
          <span className="line-clamp-2 text-15 text-gray-100">{entry.title ?? entry.note}</span>
        ) : null}
        <time dateTime={entry.createdAt} className="price-nums text-13 text-gray-60">
          {formatDate(entry.createdAt)}
        </time>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <span
          className={cn('price-nums text-16 font-bold', gain ? 'text-primary' : 'text-gray-90')}
        >
          {signed(entry.amount)}
        </span>
        {expiry ? (
          <span className="text-12 text-gray-60">
            {t('benefits.points.expiresOn', { date: formatDate(expiry) })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function History() {
  const { t } = useTranslation();
  const query = usePointEntries();
  const [now] = useState(Date.now);
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const { isFetchingNextPage } = query;

  let body;
  if (query.isPending)
    body = (
      <ListSkeleton className="flex flex-col gap-m py-m" bars={['h-48 w-full', 'h-48 w-full']} />
    );
  else if (query.isError && !query.data)
    body = (
      <ListError error={query.error} onRetry={() => void query.refetch()} texts={HISTORY_ERRORS} />
    );
  else if (entries.length === 0)
    body = (
      <EmptyState
        icon={<LeafIcon size={30} />}
        title={t('benefits.points.empty.title')}
        body={t('benefits.points.empty.body', { rate: POINTS.defaultRatePercent })}
        action={
          <ButtonLink to="/products/recommend" size="small">
            {t('benefits.points.empty.action')}
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <div aria-busy={isFetchingNextPage || undefined}>
        <ul aria-labelledby="points-history" className="divide-y divide-gray-20">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
        <InfiniteListFooter
          query={query}
          loadingLabel={t('benefits.points.loadingMore')}
          failed={
            <ListError
              compact
              error={query.error}
              onRetry={() => void query.fetchNextPage()}
              texts={HISTORY_ERRORS}
            />
          }
          moreLabel={t('benefits.points.more')}
        />
      </div>
    );

  return (
    <section aria-labelledby="points-history" className="bg-white px-m pt-l pb-l">
      <h2 id="points-history" className="text-17 font-bold text-gray-100">
        {t('benefits.points.history')}
      </h2>
      {body}
    </section>
  );
}

/** 적립금 안내: how points are earned, kept and used — the contract's numbers. */
function Guide() {
  const { t } = useTranslation();
  const lines = [
    t('benefits.points.guide.earn', { rate: POINTS.defaultRatePercent }),
    t('benefits.points.guide.review', { amount: formatPrice(POINTS.photoReviewBonus) }),
    t('benefits.points.guide.valid', { days: POINTS.validDays }),
    t('benefits.points.guide.notice', { days: POINTS.expiryNoticeDays }),
    t('benefits.points.guide.use', { amount: formatPrice(POINTS.minPayment) }),
  ];
  return (
    <section aria-labelledby="points-guide" className="bg-white px-m py-l">
      <h2 id="points-guide" className="text-15 font-bold text-gray-100">
        {t('benefits.points.guide.title')}
      </h2>
      <ul className="mt-s flex list-disc flex-col gap-min pl-l text-13 leading-20 text-gray-70">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/profile/points` (적립금): the balance large, what 구매 확정 will add, what is about to expire, the
 * history (newest first, more as it scrolls) and how points work.
 */
export function PointsScreen() {
  const { t } = useTranslation();
  const title = t('routes.points');
  useDocumentTitle(title);
  const points = usePoints();
  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} />
      <div className="flex flex-col gap-s pt-m pb-xl">
        {points.data ? (
          <Balance points={points.data} />
        ) : points.isError ? (
          <RetryNotice
            className="mx-m"
            message={t('benefits.points.errors.summary', {
              message: errorText(t, points.error),
            })}
            onRetry={() => void points.refetch()}
          />
        ) : (
          <BalanceSkeleton />
        )}
        <History />
        <Guide />
      </div>
    </div>
  );
}
