import { useTranslation } from 'react-i18next';
import type { AdminCurationRow, CurationState } from '@chorok/contract';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { ProductImage } from '@/components/ui/product-image';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/features/orders/format';
import { ConsoleLink } from '@/features/console/console-link';

const STATE_LOOK: Record<CurationState, BadgeVariant> = {
  DRAFT: 'outline',
  SCHEDULED: 'default',
  PUBLISHED: 'secondary',
  UNPUBLISHED: 'destructive',
};

export function ArticleStateBadge({ state }: { state: CurationState }) {
  const { t } = useTranslation();
  return <Badge variant={STATE_LOOK[state]}>{t(`console.articles.state.${state}`)}</Badge>;
}

function Cover({ row }: { row: AdminCurationRow }) {
  return (
    <ProductImage
      image={row.cover}
      alt=""
      sizes="80px"
      width={80}
      height={60}
      fallbackWidth={160}
      className="h-60 w-80 shrink-0 rounded-sm bg-gray-10 object-cover"
    />
  );
}

function TitleLink({ row }: { row: AdminCurationRow }) {
  return (
    <ConsoleLink
      to="/admin/articles/$articleId"
      params={{ articleId: String(row.id) }}
      className="font-bold text-blue underline-offset-2 hover:underline"
    >
      {row.title}
    </ConsoleLink>
  );
}

function When({ row }: { row: AdminCurationRow }) {
  if (!row.publishedAt || row.state === 'DRAFT') return <span className="text-gray-60">—</span>;
  return <span className="price-nums whitespace-nowrap">{formatDateTime(row.publishedAt)}</span>;
}

const TH = 'px-s py-s text-left text-13 font-bold whitespace-nowrap text-gray-70';
const TD = 'px-s py-m align-middle';

/** The articles of a page: a table on a wide screen, cards on a phone (both say the same). */
export function ArticlesList({ rows, caption }: { rows: AdminCurationRow[]; caption: string }) {
  const { t } = useTranslation();
  const column = (key: string) => t(`console.articles.column.${key}`);
  const meta = (row: AdminCurationRow) =>
    `${t(`life.categories.${row.category}`)} · ${row.author} · ${t(`console.articles.managedBy.${row.managedBy}`)}`;
  return (
    <>
      <table className="hidden w-full border-collapse text-14 lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-30">
          <tr>
            <th scope="col" className={TH}>
              <span className="sr-only">{column('cover')}</span>
            </th>
            <th scope="col" className={TH}>
              {column('title')}
            </th>
            <th scope="col" className={TH}>
              {column('state')}
            </th>
            <th scope="col" className={TH}>
              {column('publishedAt')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {column('likes')}
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
                <Cover row={row} />
              </td>
              <td className={TD}>
                <TitleLink row={row} />
                <span className="block text-13 text-gray-60">{meta(row)}</span>
              </td>
              <td className={TD}>
                <ArticleStateBadge state={row.state} />
              </td>
              <td className={`${TD} text-gray-80`}>
                <When row={row} />
              </td>
              <td className={`${TD} price-nums text-right text-gray-80`}>
                {formatNumber(row.likeCount)}
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
            <Cover row={row} />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex items-start justify-between gap-s">
                <div className="min-w-0">
                  <TitleLink row={row} />
                  <p className="text-13 text-gray-60">{meta(row)}</p>
                </div>
                <ArticleStateBadge state={row.state} />
              </div>
              <p className="text-13 text-gray-80">
                {column('publishedAt')} <When row={row} />
              </p>
              <p className="price-nums text-13 text-gray-60">
                {t('console.articles.updated', { when: formatDateTime(row.updatedAt) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
