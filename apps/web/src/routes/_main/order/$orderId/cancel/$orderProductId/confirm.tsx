import { createFileRoute, redirect } from '@tanstack/react-router';
import { CancelConfirmScreen } from '@/features/orders/cancel-screens';
import { CancelSearch } from '@/features/orders/cancel-search';
import { OrderNotFound } from '@/features/orders/order-parts';
import { ensureOrder } from '@/features/orders/queries';

/**
 * Step 2 of the cancel flow (spec §2 ".../confirm"): the confirmation of the cancel — the refund
 * once more, then 취소 요청. Purchase confirmation (구매 확정) is not a route; see cancel-screens.tsx.
 * Without a reason there is nothing to confirm: back to step 1.
 */
export const Route = createFileRoute('/_main/order/$orderId/cancel/$orderProductId/confirm')({
  validateSearch: CancelSearch,
  beforeLoad: ({ search, params }) => {
    if (!search.reason)
      throw redirect({
        to: '/order/$orderId/cancel/$orderProductId',
        params,
        replace: true,
      });
  },
  loader: async ({ context: { queryClient }, params: { orderId } }) => {
    await ensureOrder(queryClient, orderId);
  },
  component: OrderCancelConfirmRoute,
  notFoundComponent: OrderNotFound,
});

function OrderCancelConfirmRoute() {
  const { orderId, orderProductId } = Route.useParams();
  const { reason } = Route.useSearch();
  if (!reason) return null;
  return <CancelConfirmScreen orderId={orderId} orderProductId={orderProductId} reason={reason} />;
}
