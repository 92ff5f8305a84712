import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_CLI_ACTOR, type AdminProduct } from '@chorok/contract';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/features/orders/format';
import { ConsoleButton, Pager, Panel } from '@/features/console/console-parts';
import { useAdjustStock, useStockHistory } from '@/features/console/product-queries';
import { StockText } from '@/features/console/products-list';
import { StockDialog } from '@/features/console/stock-dialog';

function signed(n: number) {
  return n > 0 ? `+${formatNumber(n)}` : `−${formatNumber(-n)}`;
}

/** Each adjustment, newest first: how many, why, by whom, and what the stock became. */
function StockHistory({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useStockHistory(productId, page);
  if (query.isError)
    return (
      <LoadError
        size="inline"
        body={errorText(t, query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return <ListSkeleton className="flex flex-col gap-s" bars={['h-40 w-full', 'h-40 w-full']} />;
  if (query.data.rows.length === 0)
    return <p className="text-14 text-gray-60">{t('console.stock.noHistory')}</p>;
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ul aria-label={t('console.stock.history')} className="flex flex-col divide-y divide-gray-20">
        {query.data.rows.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-2 py-s text-14 first:pt-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-s">
              <span className="font-bold text-gray-100">
                <span className="price-nums">{signed(entry.delta)}</span>{' '}
                {t(`console.stock.reasonValue.${entry.reason}`)}
              </span>
              <time dateTime={entry.createdAt} className="price-nums text-13 text-gray-60">
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <p className="text-13 text-gray-70">
              {t('console.stock.entry', {
                after: formatNumber(entry.stockAfter),
                actor:
                  entry.actor.label === AUDIT_CLI_ACTOR
                    ? t('console.audit.cli')
                    : entry.actor.label,
              })}
              {entry.note ? ` · ${entry.note}` : null}
            </p>
          </li>
        ))}
      </ul>
      {query.data.meta.totalPage > 1 ? (
        <Pager meta={query.data.meta} label={t('console.stock.pages')} onPage={setPage} />
      ) : null}
    </div>
  );
}

/** 재고: the stock now, 재고 조정, and the history of adjustments. */
export function StockPanel({
  product,
  onDone,
}: {
  product: AdminProduct;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const adjust = useAdjustStock(product.id);
  return (
    <Panel
      title={t('console.stock.title')}
      aside={
        <ConsoleButton
          onClick={() => {
            adjust.reset();
            setOpen(true);
          }}
        >
          {t('console.stock.adjust')}
        </ConsoleButton>
      }
    >
      <div className="flex flex-col gap-m">
        <p className="text-15 text-gray-80">
          {t('console.stock.current')} <StockText stock={product.stock} />
          {product.restockWaiting > 0 ? (
            <span className="block text-13 text-gray-60">
              {t('console.stock.waiting', { value: formatNumber(product.restockWaiting) })}
            </span>
          ) : null}
        </p>
        <StockHistory productId={product.id} />
      </div>
      {open ? (
        <StockDialog
          stock={product.stock}
          busy={adjust.isPending}
          error={adjust.isError ? errorText(t, adjust.error) : null}
          onAdjust={(body) =>
            adjust.mutate(body, {
              onSuccess: (next) => {
                setOpen(false);
                onDone(t('console.stock.done', { stock: formatNumber(next.stock) }));
              },
            })
          }
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Panel>
  );
}
