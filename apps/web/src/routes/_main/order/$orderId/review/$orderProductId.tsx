import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';
import { OrderNotFound } from '@/features/orders/order-parts';
import { ensureOrder } from '@/features/orders/queries';
import { ReviewWriteScreen } from '@/features/orders/review-write-screen';

export const Route = createFileRoute('/_main/order/$orderId/review/$orderProductId')({
  params: {
    parse: ({ orderProductId }) => ({
      orderProductId: parseRouteId(orderProductId, CLIENT_MESSAGES.invalidId),
    }),
    stringify: ({ orderProductId }) => ({ orderProductId: String(orderProductId) }),
  },
  loader: async ({ context: { queryClient }, params: { orderId } }) => {
    await ensureOrder(queryClient, orderId);
  },
  component: OrderReviewRoute,
  notFoundComponent: OrderNotFound,
});

function OrderReviewRoute() {
  const { orderId, orderProductId } = Route.useParams();
  return <ReviewWriteScreen orderId={orderId} orderProductId={orderProductId} />;
}
