import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/order/$orderId/')({
  component: OrderOrderidRoute,
});

function OrderOrderidRoute() {
  return <PreparingScreen titleKey="routes.orderDetail" />;
}
