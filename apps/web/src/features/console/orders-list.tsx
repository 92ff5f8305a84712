import { ConsoleLink } from '@/features/console/console-link';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@chorok/contract';
import { formatPrice } from '@/lib/format';
import { formatDateTime, type StatusKey } from '@/features/orders/format';
import { StatusBadge } from '@/features/orders/order-parts';

/** What a row says about the state: an unpaid or expired order as a whole, else its lines. */
function rowStates(row: AdminOrderRow): { status: StatusKey; count: number }[] {
  if (row.status === 'PAYMENT_PENDING' || row.status === 'EXPIRED')
    return [{ status: row.status, count: 0 }];
  return row.lines;
}

export function RowStates({ row }: { row: AdminOrderRow }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-min">
      {rowStates(row).map(({ status, count }) => (
        <li key={status} className="flex items-center gap-2">
          <StatusBadge status={status} />
          {count > 1 ? (
            <span className="price-nums text-12 text-gray-70">
              {t('console.orders.lineCount', { count })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Buyer({ row }: { row: AdminOrderRow }) {
  const { t } = useTranslation();
  const { buyer } = row;
  return (
    <>
      <span className="block font-medium text-gray-90">
        {buyer.userId === null ? t('console.buyer.left') : buyer.name}
      </span>
      <span
        title={buyer.phoneNumber ? undefined : (buyer.email ?? undefined)}
        className="price-nums block max-w-240 truncate text-13 text-gray-60"
      >
        {buyer.phoneNumber ?? buyer.email ?? ''}
      </span>
      {row.recipientName !== buyer.name ? (
        <span className="block text-13 text-gray-60">
          {t('console.orders.recipient', { name: row.recipientName })}
        </span>
      ) : null}
    </>
  );
}

function Amount({ row }: { row: AdminOrderRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block font-bold text-gray-100">{formatPrice(row.totalAmount)}</span>
      {row.refundedAmount > 0 ? (
        <span className="block text-13 text-red">
          {t('console.orders.refunded', { amount: formatPrice(row.refundedAmount) })}
        </span>
      ) : null}
    </>
  );
}

/** The order number as a link: on one line in the table; broken anywhere on a phone's card. */
function OrderLink({ row, wrap = false }: { row: AdminOrderRow; wrap?: boolean }) {
  const { t } = useTranslation();
  return (
    <ConsoleLink
      to="/admin/orders/$orderId"
      params={{ orderId: String(row.id) }}
      aria-label={t('console.orders.open', { number: row.orderNumber })}
      className={`price-nums font-bold text-blue underline-offset-2 hover:underline ${wrap ? 'break-all' : 'whitespace-nowrap'}`}
    >
      {row.orderNumber}
    </ConsoleLink>
  );
}

const TH = 'px-s py-s text-left text-13 font-bold whitespace-nowrap text-gray-70';
const TD = 'px-s py-m align-top';

/**
 * The orders of a page: a table on a wide screen, cards on a phone (one of the two is shown; both
 * say the same).
 */
export function OrdersList({ rows, caption }: { rows: AdminOrderRow[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="hidden w-full border-collapse text-14 lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-30">
          <tr>
            <th scope="col" className={TH}>
              {t('console.orders.column.number')}
            </th>
            <th scope="col" className={TH}>
              {t('console.orders.column.date')}
            </th>
            <th scope="col" className={TH}>
              {t('console.orders.column.buyer')}
            </th>
            <th scope="col" className={TH}>
              {t('console.orders.column.items')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('console.orders.column.total')}
            </th>
            <th scope="col" className={TH}>
              {t('console.orders.column.state')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-20">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-gray-10">
              <td className={TD}>
                <OrderLink row={row} />
              </td>
              <td className={`${TD} price-nums whitespace-nowrap text-gray-80`}>
                {formatDateTime(row.createdAt)}
              </td>
              <td className={TD}>
                <Buyer row={row} />
              </td>
              <td className={`${TD} max-w-280 text-gray-90`}>{row.orderName}</td>
              <td className={`${TD} price-nums text-right whitespace-nowrap`}>
                <Amount row={row} />
              </td>
              <td className={TD}>
                <RowStates row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={caption} className="flex flex-col divide-y divide-gray-20 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-s py-m first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-s">
              <div className="min-w-0">
                <OrderLink row={row} wrap />
                <p className="price-nums text-13 text-gray-60">{formatDateTime(row.createdAt)}</p>
              </div>
              <div className="price-nums shrink-0 text-right text-14">
                <Amount row={row} />
              </div>
            </div>
            <p className="text-15 text-gray-90">{row.orderName}</p>
            <div className="text-14">
              <Buyer row={row} />
            </div>
            <RowStates row={row} />
          </li>
        ))}
      </ul>
    </>
  );
}
