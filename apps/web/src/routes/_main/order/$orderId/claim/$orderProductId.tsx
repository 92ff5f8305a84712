import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';
import { ClaimScreen } from '@/features/orders/claim-screen';

/**
 * 반품·교환 신청 for one delivered line (decision 0023): the form, then its confirmation. No
 * loader and no notFoundComponent: the screen loads the order itself (it comes from the order
 * screen, whose order is cached) and shows its own not-found — each lazy part would cost the route
 * tree, in every page's first load, one more chunk name.
 */
export const Route = createFileRoute('/_main/order/$orderId/claim/$orderProductId')({
  params: {
    parse: ({ orderProductId }) => ({
      orderProductId: parseRouteId(orderProductId, CLIENT_MESSAGES.invalidId),
    }),
    stringify: ({ orderProductId }) => ({ orderProductId: String(orderProductId) }),
  },
  component: OrderClaimRoute,
});

function OrderClaimRoute() {
  const { orderId, orderProductId } = Route.useParams();
  return <ClaimScreen orderId={orderId} orderProductId={orderProductId} />;
}
