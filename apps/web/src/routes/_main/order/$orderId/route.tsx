import { Outlet, createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';

export const Route = createFileRoute('/_main/order/$orderId')({
  params: {
    parse: ({ orderId }) => ({ orderId: parseRouteId(orderId, CLIENT_MESSAGES.invalidId) }),
    stringify: ({ orderId }) => ({ orderId: String(orderId) }),
  },
  component: Outlet,
});
