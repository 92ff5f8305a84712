import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  consoleProductsRoutes,
  type AdminProduct,
  type AdminProductListQuery,
  type ProductInput,
  type StockAdjustBody,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { photoTypeOf } from '@/features/reviews/write-queries';
import { auditKey } from '@/features/console/queries';

/*
 * The console's products (issue 22). Every change answers with the product as it now is: it goes
 * into the edit screen at once; the list and the audit log are read again.
 */
const productsKey = ['console', 'products'] as const;
const FRESH_MS = 10_000;

export function adminProductsQueryOptions(query: AdminProductListQuery) {
  return queryOptions({
    queryKey: [...productsKey, 'list', query],
    queryFn: async ({ signal }) => {
      const { data, _metadata } = await request(
        consoleProductsRoutes.adminProducts,
        { query },
        { signal },
      );
      return { rows: data, meta: _metadata };
    },
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export const adminProductKey = (id: number) => [...productsKey, 'detail', id] as const;

export const useAdminProduct = (id: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: adminProductKey(id),
    queryFn: async ({ signal }): Promise<AdminProduct> =>
      (await request(consoleProductsRoutes.adminProduct, { params: { id } }, { signal })).data,
    staleTime: FRESH_MS,
  });

const stockKey = (id: number) => [...productsKey, 'stock', id] as const;

export const useStockHistory = (id: number, page: number) =>
  useQuery({
    queryKey: [...stockKey(id), page],
    queryFn: async ({ signal }) => {
      const { data, _metadata } = await request(
        consoleProductsRoutes.adminStockHistory,
        { params: { id }, query: { page } },
        { signal },
      );
      return { rows: data, meta: _metadata };
    },
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });

/** Puts the product the API answered into its edit screen; lists and the log read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(adminProductKey(product.id), product);
    void queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: auditKey });
  };
}

/** 상품 등록 (no id) or 저장 (an id). */
export function useSaveProduct(id: number | null) {
  const settle = useSettle();
  return useMutation({
    mutationFn: async (body: ProductInput) =>
      id === null
        ? (await request(consoleProductsRoutes.adminCreateProduct, { body })).data
        : (await request(consoleProductsRoutes.adminUpdateProduct, { params: { id }, body })).data,
    onSuccess: settle,
  });
}

export type PhotoChange =
  | { action: 'add'; file: File; alt: string }
  | { action: 'order'; photoIds: number[] }
  | { action: 'describe'; photoId: number; alt: string }
  | { action: 'remove'; photoId: number };

/** 사진 추가 (the file's bytes as the body, as a review photo goes), 순서 바꾸기, 설명, 삭제. */
export function usePhotoChange(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: async (change: PhotoChange) => {
      if (change.action === 'add') {
        const type = photoTypeOf(change.file) ?? change.file.type;
        const body =
          change.file.type === type ? change.file : change.file.slice(0, change.file.size, type);
        return (
          await request(
            consoleProductsRoutes.adminUploadProductPhoto,
            { params: { id }, query: { alt: change.alt } },
            { rawBody: body },
          )
        ).data;
      }
      if (change.action === 'order')
        return (
          await request(consoleProductsRoutes.adminOrderProductPhotos, {
            params: { id },
            body: { photoIds: change.photoIds },
          })
        ).data;
      if (change.action === 'describe')
        return (
          await request(consoleProductsRoutes.adminUpdateProductPhoto, {
            params: { id, photoId: change.photoId },
            body: { alt: change.alt },
          })
        ).data;
      return (
        await request(consoleProductsRoutes.adminDeleteProductPhoto, {
          params: { id, photoId: change.photoId },
        })
      ).data;
    },
    onSuccess: settle,
  });
}

/** 재고 조정: the product with its new stock, and its history read again. */
export function useAdjustStock(id: number) {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StockAdjustBody) =>
      (await request(consoleProductsRoutes.adminAdjustStock, { params: { id }, body })).data,
    onSuccess: (product) => {
      settle(product);
      void queryClient.invalidateQueries({ queryKey: stockKey(id) });
    },
  });
}
