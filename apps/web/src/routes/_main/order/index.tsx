import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/order/')({
  component: OrderRoute,
});

function OrderRoute() {
  return <PreparingScreen titleKey="routes.order" />;
}
