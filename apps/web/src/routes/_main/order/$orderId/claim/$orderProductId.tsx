import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/features/app/route-params';
import { ClaimScreen } from '@/features/orders/claim-screen';
import { OrderNotFound } from '@/features/orders/order-parts';
import { ensureOrder } from '@/features/orders/queries';

/** 반품·교환 신청 for one delivered line (decision 0023): the form, then its confirmation. */
export const Route = createFileRoute('/_main/order/$orderId/claim/$orderProductId')({
  params: {
    parse: ({ orderProductId }) => ({
      orderProductId: parseRouteId(orderProductId, CLIENT_MESSAGES.invalidId),
    }),
    stringify: ({ orderProductId }) => ({ orderProductId: String(orderProductId) }),
  },
  loader: async ({ context: { queryClient }, params: { orderId } }) => {
    await ensureOrder(queryClient, orderId);
  },
  component: OrderClaimRoute,
  notFoundComponent: OrderNotFound,
});

function OrderClaimRoute() {
  const { orderId, orderProductId } = Route.useParams();
  return <ClaimScreen orderId={orderId} orderProductId={orderProductId} />;
}
