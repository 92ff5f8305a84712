import { ConsoleLink } from '@/features/console/console-link';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FORM, type AdminProductRow, type ProductStatus } from '@chorok/contract';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/ui/product-image';
import { formatNumber, formatPrice } from '@/lib/format';
import { formatDateTime } from '@/features/orders/format';

const STATUS_LOOK: Record<ProductStatus, BadgeVariant> = {
  PENDING: 'outline',
  ON_SALE: 'secondary',
  OUT_OF_STOCK: 'destructive',
  DISCONTINUED: 'outline',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_LOOK[status]}>{t(`console.products.status.${status}`)}</Badge>;
}

/** The stock, red when none is left and orange when low (with the word, not colour alone). */
export function StockText({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const level = stock <= 0 ? 'out' : stock <= PRODUCT_FORM.lowStock ? 'low' : null;
  return (
    <span
      className={cn(
        'price-nums whitespace-nowrap',
        level === 'out' ? 'font-bold text-red' : level === 'low' ? 'font-bold text-mandarin' : '',
      )}
    >
      {t('console.products.stockCount', { value: formatNumber(stock) })}
      {level ? ` · ${t(`console.products.stockLevel.${level}`)}` : null}
    </span>
  );
}

function Price({ row }: { row: AdminProductRow }) {
  if (row.salePrice >= row.price)
    return <span className="font-bold text-gray-100">{formatPrice(row.price)}</span>;
  return (
    <>
      <span className="block font-bold text-gray-100">{formatPrice(row.salePrice)}</span>
      <s className="block text-13 text-gray-60">{formatPrice(row.price)}</s>
    </>
  );
}

function Photo({ row }: { row: AdminProductRow }) {
  return (
    <ProductImage
      image={row.image}
      alt=""
      sizes="56px"
      width={56}
      height={56}
      fallbackWidth={120}
      className="size-56 shrink-0 rounded-sm bg-gray-10 object-cover"
    />
  );
}

function NameLink({ row }: { row: AdminProductRow }) {
  return (
    <ConsoleLink
      to="/admin/products/$productId"
      params={{ productId: String(row.id) }}
      className="font-bold text-blue underline-offset-2 hover:underline"
    >
      {row.name}
    </ConsoleLink>
  );
}

function Waiting({ row }: { row: AdminProductRow }) {
  const { t } = useTranslation();
  return (
    <span className="price-nums whitespace-nowrap">
      {t('console.products.waiting', { value: formatNumber(row.restockWaiting) })}
    </span>
  );
}

const TH = 'px-s py-s text-left text-13 font-bold whitespace-nowrap text-gray-70';
const TD = 'px-s py-m align-middle';

/** The products of a page: a table on a wide screen, cards on a phone (both say the same). */
export function ProductsList({ rows, caption }: { rows: AdminProductRow[]; caption: string }) {
  const { t } = useTranslation();
  const column = (key: string) => t(`console.products.column.${key}`);
  return (
    <>
      <table className="hidden w-full border-collapse text-14 lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-30">
          <tr>
            <th scope="col" className={TH}>
              <span className="sr-only">{column('photo')}</span>
            </th>
            <th scope="col" className={TH}>
              {column('name')}
            </th>
            <th scope="col" className={TH}>
              {column('status')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {column('price')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {column('stock')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {column('waiting')}
            </th>
            <th scope="col" className={TH}>
              {column('updated')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-20">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-gray-10">
              <td className={TD}>
                <Photo row={row} />
              </td>
              <td className={TD}>
                <NameLink row={row} />
                <span className="block text-13 text-gray-60">
                  {t(`console.products.category.${row.category}`)}
                </span>
              </td>
              <td className={TD}>
                <ProductStatusBadge status={row.status} />
              </td>
              <td className={`${TD} price-nums text-right whitespace-nowrap`}>
                <Price row={row} />
              </td>
              <td className={`${TD} text-right`}>
                <StockText stock={row.stock} />
              </td>
              <td className={`${TD} text-right text-gray-80`}>
                <Waiting row={row} />
              </td>
              <td className={`${TD} price-nums whitespace-nowrap text-gray-80`}>
                {formatDateTime(row.updatedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={caption} className="flex flex-col divide-y divide-gray-20 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} className="flex gap-s py-m text-14 first:pt-0 last:pb-0">
            <Photo row={row} />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex items-start justify-between gap-s">
                <div className="min-w-0">
                  <NameLink row={row} />
                  <p className="text-13 text-gray-60">
                    {t(`console.products.category.${row.category}`)}
                  </p>
                </div>
                <ProductStatusBadge status={row.status} />
              </div>
              <div className="price-nums">
                <Price row={row} />
              </div>
              <p className="flex flex-wrap gap-x-s text-13 text-gray-80">
                <StockText stock={row.stock} />
                <Waiting row={row} />
              </p>
              <p className="price-nums text-13 text-gray-60">
                {t('console.products.updated', { when: formatDateTime(row.updatedAt) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
