import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/order/$orderId/cancel/$orderProductId/confirm')({
  component: OrderCancelConfirmRoute,
});

function OrderCancelConfirmRoute() {
  return <PreparingScreen titleKey="routes.orderCancelConfirm" />;
}
