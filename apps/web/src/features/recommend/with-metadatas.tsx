import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductMetadata } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
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
        <LoadError
          icon={false}
          title={t('recommend.loadFailed.title')}
          body={t('recommend.loadFailed.body')}
          detail={errorText(t, metadatas.error)}
          onRetry={() => void metadatas.refetch()}
        />
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
