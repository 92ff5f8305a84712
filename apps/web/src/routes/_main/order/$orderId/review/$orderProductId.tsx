import { createFileRoute } from '@tanstack/react-router';
import { MESSAGES } from '@chorok/contract';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { parseRouteId } from '@/features/app/route-params';

export const Route = createFileRoute('/_main/order/$orderId/review/$orderProductId')({
  params: {
    parse: ({ orderProductId }) => ({
      orderProductId: parseRouteId(orderProductId, MESSAGES.invalidId),
    }),
    stringify: ({ orderProductId }) => ({ orderProductId: String(orderProductId) }),
  },
  component: OrderReviewRoute,
});

function OrderReviewRoute() {
  return <PreparingScreen titleKey="routes.orderReview" />;
}
