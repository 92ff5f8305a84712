import { createFileRoute } from '@tanstack/react-router';
import { OrderScreen } from '@/features/console/order-screen';

export const Route = createFileRoute('/admin/orders/$orderId')({
  component: OrderRoute,
});

function OrderRoute() {
  return <OrderScreen orderId={Route.useParams().orderId} />;
}
