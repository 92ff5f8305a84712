import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productsRoutes, type ProductDetail } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons/bell';
import { Toast } from '@/components/ui/toast';
import { request } from '@/lib/api-client';
import { productDetailKey } from '@/lib/query-keys';
import { useSignInFirst } from '@/hooks/use-sign-in-first';

/** PUT or DELETE /products/{id}/restock-alert; the detail's own copy says the new state. */
function useRestockAlert(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const endpoint = on ? productsRoutes.setRestockAlert : productsRoutes.clearRestockAlert;
      const { data } = await request(endpoint, { params: { id: productId } });
      return data.restockAlert;
    },
    onSuccess: (restockAlert) =>
      queryClient.setQueryData<ProductDetail>(productDetailKey(productId), (product) =>
        product ? { ...product, restockAlert } : product,
      ),
  });
}

/**
 * 재입고 알림 on a sold-out product: the shopper asks to be told when it is back (once, in the
 * app's notifications and pushed); a visitor signs in first and comes back here.
 */
export function RestockAlertButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const signInFirst = useSignInFirst();
  const alert = useRestockAlert(product.id);
  // The detail's query copy follows the answer; until the toast is done the answer itself shows.
  const on = alert.data ?? product.restockAlert;
  return (
    <>
      <Button
        size="small"
        variant={on ? 'done' : undefined}
        aria-pressed={on}
        disabled={alert.isPending}
        onClick={() => {
          if (signInFirst()) alert.mutate(!on);
        }}
        className="flex-1 gap-xs"
      >
        <BellIcon size={20} />
        {t(on ? 'product-detail.restock.on' : 'product-detail.restock.ask')}
      </Button>
      <Toast
        message={
          alert.isError
            ? t('product-detail.restock.failed')
            : alert.isSuccess
              ? t(alert.data ? 'product-detail.restock.asked' : 'product-detail.restock.cancelled')
              : null
        }
        onDone={() => alert.reset()}
        offset="84px"
      />
    </>
  );
}
