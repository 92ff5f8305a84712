import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/order/history')({
  component: OrderHistoryRoute,
});

function OrderHistoryRoute() {
  return <PreparingScreen titleKey="routes.orderHistory" />;
}
