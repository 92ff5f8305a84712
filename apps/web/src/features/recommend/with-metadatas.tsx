import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductMetadata } from '@chorok/contract';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { useProductMetadatas } from '@/features/products/list-queries';
import { errorText } from '@/lib/error-text';

/**
 * The questions' options (GET /products/metadatas, cached an hour): a skeleton while they load,
 * the reason and a retry when they cannot, and `children` once they are here.
 */
export function WithMetadatas({
  title,
  children,
}: {
  title: string;
  children: (metadatas: ProductMetadata[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const metadatas = useProductMetadatas();
  if (metadatas.isSuccess) return <>{children(metadatas.data)}</>;
  return (
    <>
      <PageHeader title={title} />
      {metadatas.isError ? (
        <div role="alert" className="flex flex-col items-center gap-s px-l py-xxl text-center">
          <h2 className="text-18 font-bold text-gray-100">{t('recommend.loadFailed.title')}</h2>
          <p className="text-14 text-gray-60">{t('recommend.loadFailed.body')}</p>
          <p className="text-12 text-gray-60">{errorText(t, metadatas.error)}</p>
          <Button size="small" className="mt-m" onClick={() => void metadatas.refetch()}>
            {t('ui.retry')}
          </Button>
        </div>
      ) : (
        <ListSkeleton
          label={t('recommend.loading')}
          className="flex flex-col gap-s px-l pt-l"
          bars={['h-6 w-full', 'mt-l size-48 rounded-full', 'h-30 w-260', 'h-20 w-200']}
        >
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="h-64 w-full rounded-lg bg-gray-10" />
          ))}
        </ListSkeleton>
      )}
    </>
  );
}
