import { Outlet, createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';

export const Route = createFileRoute('/_main/products/detail/$productId')({
  params: {
    parse: ({ productId }) => ({
      productId: parseRouteId(productId, CLIENT_MESSAGES.productIdNumeric),
    }),
    stringify: ({ productId }) => ({ productId: String(productId) }),
  },
  component: Outlet,
});
