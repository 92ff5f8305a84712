import { Outlet, createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';

export const Route = createFileRoute('/_main/order/$orderId/cancel/$orderProductId')({
  params: {
    parse: ({ orderProductId }) => ({
      orderProductId: parseRouteId(orderProductId, CLIENT_MESSAGES.invalidId),
    }),
    stringify: ({ orderProductId }) => ({ orderProductId: String(orderProductId) }),
  },
  component: Outlet,
});
