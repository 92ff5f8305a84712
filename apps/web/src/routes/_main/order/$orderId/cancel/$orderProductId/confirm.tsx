import { createFileRoute, redirect } from '@tanstack/react-router';
import { CANCEL_REASONS } from '@chorok/contract';
import { searchOneOf, searchSchema } from '@/features/app/search-params';
import { CancelConfirmScreen } from '@/features/orders/cancel-screens';
import { OrderNotFound } from '@/features/orders/order-parts';
import { ensureOrder } from '@/features/orders/queries';

/**
 * Step 2 of the cancel flow (spec §2 ".../confirm"): the confirmation of the cancel — the refund
 * once more, then 취소 요청. Purchase confirmation (구매 확정) is not a route; see cancel-screens.tsx.
 * Without a reason there is nothing to confirm: back to step 1.
 */
const CancelConfirmSearch = searchSchema({ reason: searchOneOf(CANCEL_REASONS) });

export const Route = createFileRoute('/_main/order/$orderId/cancel/$orderProductId/confirm')({
  validateSearch: CancelConfirmSearch,
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
