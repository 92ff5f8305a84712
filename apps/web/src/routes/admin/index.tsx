import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin opens the orders, the screen an operator starts the day with. */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/orders', replace: true });
  },
});
