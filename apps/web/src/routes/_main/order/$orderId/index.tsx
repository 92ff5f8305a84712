import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailScreen } from '@/features/orders/order-detail-screen';
import { OrderNotFound } from '@/features/orders/order-parts';
import { ensureOrder } from '@/features/orders/queries';
import { PayAgain } from '@/features/purchase/pay-again';

export const Route = createFileRoute('/_main/order/$orderId/')({
  // Spec §2 "loads that order"; spec §8: a 404 is '주문서를 찾을 수 없습니다.'.
  loader: async ({ context: { queryClient }, params: { orderId } }) => {
    await ensureOrder(queryClient, orderId);
  },
  component: OrderDetailRoute,
  notFoundComponent: OrderNotFound,
});

function OrderDetailRoute() {
  const { orderId } = Route.useParams();
  return (
    <OrderDetailScreen
      orderId={orderId}
      payAgain={(order) => <PayAgain order={order} className="mt-m" />}
    />
  );
}
