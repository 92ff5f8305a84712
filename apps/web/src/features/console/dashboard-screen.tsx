import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DASHBOARD, formatWon, type AdminDashboard } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/features/orders/format';
import { ConsoleLink } from '@/features/console/console-link';
import { ConsolePage, Panel } from '@/features/console/console-parts';
import { adminDashboardQueryOptions } from '@/features/console/queries';

// The chart library is the biggest part of this screen: it loads beside the figures.
const RevenueChart = lazy(() =>
  import('@/features/console/dashboard-chart').then((module) => ({
    default: module.RevenueChart,
  })),
);

const sum = (board: AdminDashboard, key: 'orders' | 'revenue' | 'refunds') =>
  board.days.reduce((total, day) => total + day[key], 0);

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-min rounded-md bg-white p-m shadow-card">
      <dt className="text-13 font-medium text-gray-70">{label}</dt>
      <dd className="text-22 font-bold text-gray-100 lg:text-26">{value}</dd>
      {note ? <dd className="text-13 text-gray-60">{note}</dd> : null}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="py-m text-14 text-gray-60">{children}</p>;
}

const ROW = 'flex min-h-48 items-center gap-s border-b border-gray-10 py-s text-14 last:border-b-0';
const LINK = 'min-w-0 flex-1 truncate font-medium text-gray-100 hover:underline';

/** /admin (오늘): the day and the month at a glance, and what needs a person now. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const query = useQuery(adminDashboardQueryOptions());
  const board = query.data;

  return (
    <ConsolePage
      title={t('console.today.title')}
      description={
        board
          ? t('console.today.asOf', { at: formatDateTime(board.at) })
          : t('console.today.description')
      }
    >
      {query.isError && !board ? (
        <LoadError
          size="section"
          title={t('console.today.loadFailed')}
          detail={errorText(t, query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !board ? (
        <div className="flex justify-center py-xxl">
          <Spinner label={t('console.today.loading')} />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-s lg:grid-cols-4 lg:gap-m">
            <Figure
              label={t('console.today.todayOrders')}
              value={t('console.today.ordersCount', { count: board.today.orders })}
            />
            <Figure
              label={t('console.today.todayRevenue')}
              value={formatWon(board.today.revenue)}
              note={
                board.today.refunds > 0
                  ? t('console.today.refundedToday', { amount: formatWon(board.today.refunds) })
                  : undefined
              }
            />
            <Figure
              label={t('console.today.monthRevenue', { days: DASHBOARD.days })}
              value={formatWon(sum(board, 'revenue'))}
              note={t('console.today.ordersCount', { count: sum(board, 'orders') })}
            />
            <Figure
              label={t('console.today.monthRefunds', { days: DASHBOARD.days })}
              value={formatWon(sum(board, 'refunds'))}
            />
          </dl>

          <Panel title={t('console.today.chartTitle')}>
            <Suspense fallback={<div className="h-240 lg:h-280" />}>
              <RevenueChart days={board.days} />
            </Suspense>
          </Panel>

          <div className="grid gap-m lg:grid-cols-3">
            <Panel
              title={t('console.today.waiting')}
              aside={
                <ConsoleLink
                  to="/admin/orders"
                  search={{ state: 'toPrepare' }}
                  className="text-14 font-medium text-blue hover:underline"
                >
                  {t('console.today.allOrders')}
                </ConsoleLink>
              }
            >
              {board.waitingToShip.orders.length === 0 ? (
                <Empty>{t('console.today.noneWaiting')}</Empty>
              ) : (
                <>
                  <p className="mb-s text-13 text-gray-70">
                    {t('console.today.waitingNote', { count: board.waitingToShip.count })}
                  </p>
                  <ul>
                    {board.waitingToShip.orders.map((order) => (
                      <li key={order.id} className={ROW}>
                        <span className="flex min-w-0 flex-1 flex-col">
                          <ConsoleLink
                            to="/admin/orders/$orderId"
                            params={{ orderId: String(order.id) }}
                            className={LINK}
                          >
                            {order.orderName}
                          </ConsoleLink>
                          <span className="truncate text-13 text-gray-60">
                            {`${order.orderNumber} · ${order.recipientName}`}
                          </span>
                        </span>
                        <span className="shrink-0 text-13 font-medium text-mandarin">
                          {t('console.today.paidAt', { at: formatDateTime(order.paidAt) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Panel>

            <Panel title={t('console.today.best', { days: DASHBOARD.days })}>
              {board.bestSellers.length === 0 ? (
                <Empty>{t('console.today.noSales')}</Empty>
              ) : (
                <ol>
                  {board.bestSellers.map((row, index) => (
                    <li key={row.productId} className={ROW}>
                      <span className="w-20 shrink-0 text-center font-bold text-primary">
                        {index + 1}
                      </span>
                      <ConsoleLink
                        to="/admin/products/$productId"
                        params={{ productId: String(row.productId) }}
                        className={LINK}
                      >
                        {row.name}
                      </ConsoleLink>
                      <span className="shrink-0 text-right text-13 text-gray-80">
                        {t('console.today.units', { count: row.quantity })}
                        <span className="block text-gray-60">{formatWon(row.revenue)}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>

            <Panel
              title={t('console.today.lowStock')}
              aside={
                <ConsoleLink
                  to="/admin/products"
                  search={{ stock: 'LOW' }}
                  className="text-14 font-medium text-blue hover:underline"
                >
                  {t('console.today.allProducts')}
                </ConsoleLink>
              }
            >
              {board.lowStock.length === 0 ? (
                <Empty>{t('console.today.stockFine')}</Empty>
              ) : (
                <ul>
                  {board.lowStock.map((row) => (
                    <li key={row.productId} className={ROW}>
                      <ConsoleLink
                        to="/admin/products/$productId"
                        params={{ productId: String(row.productId) }}
                        className={LINK}
                      >
                        {row.name}
                      </ConsoleLink>
                      <span
                        className={
                          row.stock === 0
                            ? 'shrink-0 font-bold text-red'
                            : 'shrink-0 font-bold text-mandarin'
                        }
                      >
                        {row.stock === 0
                          ? t('console.today.soldOut')
                          : t('console.today.left', { count: row.stock })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </>
      )}
    </ConsolePage>
  );
}
