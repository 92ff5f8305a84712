import { useState } from 'react';
import { ConsoleLink, useConsoleNavigate, useConsoleParams } from '@/features/console/console-link';
import { useTranslation } from 'react-i18next';
import type { AdminProduct, ProductInput } from '@chorok/contract';
import { buttonClassName } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ExternalIcon } from '@/components/ui/icons/external';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/features/orders/format';
import { NoticeBlock } from '@/features/orders/order-parts';
import { ConsolePage } from '@/features/console/console-parts';
import { ProductForm } from '@/features/console/product-form';
import {
  EMPTY_PRODUCT,
  serverErrorsOf,
  valuesOf,
  type ProductErrors,
} from '@/features/console/product-form-values';
import { PhotosPanel } from '@/features/console/product-photos';
import { useAdminProduct, useSaveProduct } from '@/features/console/product-queries';
import { ProductStatusBadge } from '@/features/console/products-list';
import { StockPanel } from '@/features/console/product-stock';

/** An id from the address: digits the database could hold, else null (not a product). */
function productIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <ConsoleLink
      to="/admin/products"
      className="-ml-s inline-flex h-40 items-center gap-2 self-start rounded-sm px-s text-14 font-medium text-gray-70 hover:bg-white hover:text-gray-100"
    >
      <ChevronLeftIcon size={18} />
      {t('console.product.backToList')}
    </ConsoleLink>
  );
}

/** The save's refusal: a message where the button is, and each named field's under it. */
function useSave(id: number | null) {
  const { t } = useTranslation();
  const save = useSaveProduct(id);
  const [serverErrors, setServerErrors] = useState<ProductErrors>({});
  return {
    save,
    serverErrors,
    error: save.isError ? errorText(t, save.error) : null,
    submit: (input: ProductInput, onSaved: (product: AdminProduct) => void) =>
      save.mutate(input, {
        onSuccess: (product) => {
          setServerErrors({});
          onSaved(product);
        },
        onError: (error) => setServerErrors(serverErrorsOf(error)),
      }),
  };
}

function NewProduct() {
  const { t } = useTranslation();
  const navigate = useConsoleNavigate();
  const { save, serverErrors, error, submit } = useSave(null);
  return (
    <ProductForm
      initial={EMPTY_PRODUCT}
      submitLabel={t('console.product.create')}
      busy={save.isPending}
      error={error}
      serverErrors={serverErrors}
      onSubmit={(input) =>
        submit(
          input,
          (product) =>
            void navigate({
              to: '/admin/products/$productId',
              params: { productId: String(product.id) },
              replace: true,
            }),
        )
      }
    />
  );
}

function EditProduct({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const { save, serverErrors, error, submit } = useSave(product.id);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <div className="flex flex-col gap-s rounded-md bg-white p-m shadow-card sm:flex-row sm:items-center sm:justify-between lg:p-l">
        <div className="flex flex-col items-start gap-2 text-14 text-gray-60">
          <ProductStatusBadge status={product.status} />
          <p className="price-nums">
            {t('console.product.updatedAt', { at: formatDateTime(product.updatedAt) })}
          </p>
        </div>
        <a
          href={`/products/detail/${product.id}`}
          target="_blank"
          rel="noopener"
          className="inline-flex h-40 items-center gap-2 text-14 font-medium text-blue underline-offset-2 hover:underline"
        >
          <ExternalIcon size={18} />
          {t('console.product.toShop')}
        </a>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-m lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ProductForm
          key={product.id}
          initial={valuesOf(product)}
          submitLabel={t('console.product.save')}
          busy={save.isPending}
          error={error}
          serverErrors={serverErrors}
          onSubmit={(input) => submit(input, () => setDone(t('console.product.saved')))}
        />
        <div className="flex flex-col gap-m">
          <PhotosPanel product={product} onDone={setDone} />
          <StockPanel product={product} onDone={setDone} />
        </div>
      </div>
      <Toast message={done} onDone={() => setDone(null)} offset="24px" />
    </>
  );
}

/** /admin/products/new and /admin/products/{id}: the product's form; photos and stock once it exists. */
export function ProductScreen({ productId: param }: { productId: string | null }) {
  const { t } = useTranslation();
  const productId = param === null ? null : productIdOf(param);
  const query = useAdminProduct(productId ?? 0, param !== null && productId !== null);
  if (param === null)
    return (
      <ConsolePage title={t('console.product.newTitle')} lead={<BackToList />}>
        <NewProduct />
      </ConsolePage>
    );
  const missing =
    productId === null || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <ConsolePage
      title={query.data ? query.data.name : t('console.product.titleLoading')}
      lead={<BackToList />}
    >
      {missing ? (
        <NoticeBlock title={t('console.product.notFound')} body={t('console.product.notFoundBody')}>
          <ConsoleLink to="/admin/products" className={buttonClassName({ size: 'medium' })}>
            {t('console.product.backToList')}
          </ConsoleLink>
        </NoticeBlock>
      ) : query.data ? (
        <EditProduct product={query.data} />
      ) : query.isError ? (
        <LoadError
          className="rounded-md bg-white"
          title={t('console.product.loadFailed')}
          detail={errorText(t, query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListSkeleton
          className="flex flex-col gap-m"
          bars={['h-120 w-full rounded-md', 'h-240 w-full rounded-md', 'h-160 w-full rounded-md']}
        />
      )}
    </ConsolePage>
  );
}

export function ProductRoute() {
  return <ProductScreen productId={useConsoleParams('/admin/products/$productId').productId} />;
}

export function NewProductRoute() {
  return <ProductScreen productId={null} />;
}
