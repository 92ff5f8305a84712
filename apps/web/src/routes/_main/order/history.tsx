import { createFileRoute } from '@tanstack/react-router';
import { OrderHistoryScreen } from '@/features/orders/order-history-screen';

/*
 * No loader: the list is never cached (spec §9, gcTime 0), so a copy a loader fetched would be
 * dropped before the screen could use it. The screen asks on arrival and shows skeletons meanwhile.
 */
export const Route = createFileRoute('/_main/order/history')({
  component: OrderHistoryScreen,
});
