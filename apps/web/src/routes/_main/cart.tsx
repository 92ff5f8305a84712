import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';
import { CartScreen } from '@/features/cart/cart-screen';
import { cartQueryOptions } from '@/features/cart/count';

export const Route = createFileRoute('/_main/cart')({
  beforeLoad: requireAuth,
  // Starts the request alongside the screen's code; the screen shows its own skeleton meanwhile.
  loader: ({ context }) => void context.queryClient.prefetchQuery(cartQueryOptions()),
  staticData: { hideNav: true },
  component: CartScreen,
});
