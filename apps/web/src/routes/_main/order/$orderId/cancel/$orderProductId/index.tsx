import { createFileRoute } from '@tanstack/react-router';
import { CancelReasonScreen } from '@/features/orders/cancel-screens';
import { CancelSearch } from '@/features/orders/cancel-search';
import { OrderNotFound } from '@/features/orders/order-parts';
import { ensureOrder } from '@/features/orders/queries';

/** Step 1 of the cancel flow; the chosen reason lives in the address (?reason=). */
export const Route = createFileRoute('/_main/order/$orderId/cancel/$orderProductId/')({
  validateSearch: CancelSearch,
  loader: async ({ context: { queryClient }, params: { orderId } }) => {
    await ensureOrder(queryClient, orderId);
  },
  component: OrderCancelRoute,
  notFoundComponent: OrderNotFound,
});

function OrderCancelRoute() {
  const { orderId, orderProductId } = Route.useParams();
  const { reason } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CancelReasonScreen
      orderId={orderId}
      orderProductId={orderProductId}
      reason={reason}
      onReasonChange={(next) =>
        void navigate({ search: { reason: next }, replace: true, resetScroll: false })
      }
    />
  );
}
