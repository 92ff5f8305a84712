import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartRoutes, type Cart } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/lib/session/auth-store';

/*
 * The cart query on its own, without the cart's changes (queries.ts): the cart icon in the top
 * bars of home, the lists, search and the detail page needs only its count, and /home's first
 * load has no room for the rest.
 */

export const cartKey = ['cart'] as const;

/** GET /cart: the lines with today's prices and stock problems, and the selection's totals. */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartKey,
    queryFn: async ({ signal }): Promise<Cart> =>
      (await request(cartRoutes.getCart, {}, { signal })).data,
    // Prices and stock move: a cart shown again asks again, but not on every focus flicker.
    staleTime: 10_000,
  });
}

/** How many lines the cart holds, for the badge on a cart icon; null until known or signed out. */
export function useCartCount(): number | null {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const { data } = useQuery({
    ...cartQueryOptions(),
    enabled: signedIn,
    staleTime: 60_000,
    select: (cart) => cart.lines.length,
  });
  return signedIn ? (data ?? null) : null;
}
