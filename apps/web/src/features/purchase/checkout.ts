import { useMutation } from '@tanstack/react-query';
import { ordersRoutes, safeRedirectPath, type PaymentChoice } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { rememberPayment, selectionOf } from '@/features/purchase/payment-memory';

/**
 * Where the payment opens: the API's checkoutUrl is a same-origin path, by the contract's one
 * redirect rule. Anything else (another origin, `//host`, `/\host`, `/.//host` …) is refused
 * rather than followed.
 */
export function safeCheckoutPath(url: string): string | null {
  return safeRedirectPath(url);
}

/** A full page load: the payment page is the server's, not a route of this app. Overridable in tests. */
export const checkoutNavigation = {
  assign: (path: string) => window.location.assign(path),
};

/**
 * POST /orders/:id/checkout, then the browser goes to the payment page — only ever a path of our
 * own origin (the contract promises one; anything else is refused rather than followed). The
 * method chosen (the order's own, or another) goes with it and is remembered for the next order.
 */
export function useCheckoutOrder() {
  return useMutation({
    mutationFn: async ({ orderId, payment }: { orderId: number; payment?: PaymentChoice }) => {
      const { data } = await request(ordersRoutes.checkoutOrder, {
        params: { id: orderId },
        body: payment ? { payment } : {},
      });
      const path = safeCheckoutPath(data.checkoutUrl);
      if (!path) throw new Error(`Refused checkout URL: ${data.checkoutUrl}`);
      return path;
    },
    onSuccess: (path, { payment }) => {
      if (payment) rememberPayment(selectionOf(payment));
      checkoutNavigation.assign(path);
    },
  });
}
