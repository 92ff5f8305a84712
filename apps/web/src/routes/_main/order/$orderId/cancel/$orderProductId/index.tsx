import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/order/$orderId/cancel/$orderProductId/')({
  component: OrderCancelRoute,
});

function OrderCancelRoute() {
  return <PreparingScreen titleKey="routes.orderCancel" />;
}
