import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartRoutes, type Cart } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/lib/session/auth-store';
import { removeLines, setLineQuantity, setLinesSelected } from '@/features/cart/cart-math';
import { cartKey, cartQueryOptions } from '@/features/cart/count';

const cartMutationKey = ['cart', 'change'] as const;

/** The caller's cart; nothing is asked for a visitor (or when `enabled` is false). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useQuery({ ...cartQueryOptions(), enabled: signedIn && enabled });
}

/**
 * Every cart change answers with the whole cart. Changes run one after another (one mutation
 * scope) so the server sees them in the order they were made; each is drawn at once
 * (`optimistic`), and the server's cart replaces the drawing only when it answers the last change
 * in flight — an earlier answer would briefly undo the later taps. A failure refetches the cart:
 * the server's state, with every change that did land, is then what shows.
 */
function useCartChange<V>(
  send: (variables: V) => Promise<Cart>,
  optimistic?: (cart: Cart, variables: V) => Cart,
) {
  const queryClient = useQueryClient();
  return useMutation<Cart, Error, V>({
    mutationKey: cartMutationKey,
    scope: { id: 'cart' },
    mutationFn: send,
    onMutate: (variables) => {
      if (!optimistic) return;
      // Synchronously, so a second tap right after the first already counts from the new value;
      // a refetch under way would land after this and undo it, so it is called off.
      void queryClient.cancelQueries({ queryKey: cartKey });
      queryClient.setQueryData<Cart>(cartKey, (cart) =>
        cart ? optimistic(cart, variables) : cart,
      );
    },
    onSuccess: (cart) => {
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) <= 1)
        queryClient.setQueryData(cartKey, cart);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

/** PATCH /cart/lines/:id with a quantity. */
export function useUpdateCartQuantity() {
  return useCartChange<{ lineId: number; quantity: number }>(
    async ({ lineId, quantity }) =>
      (await request(cartRoutes.updateCartLine, { params: { id: lineId }, body: { quantity } }))
        .data,
    (cart, { lineId, quantity }) => setLineQuantity(cart, lineId, quantity),
  );
}

/** PATCH /cart/lines/:id (one line) or POST /cart/select (several, or all without ids). */
export function useSelectCartLines() {
  return useCartChange<{ isSelected: boolean; lineIds?: number[] }>(
    async ({ isSelected, lineIds }) => {
      const [only] = lineIds ?? [];
      if (lineIds?.length === 1 && only !== undefined)
        return (
          await request(cartRoutes.updateCartLine, { params: { id: only }, body: { isSelected } })
        ).data;
      return (await request(cartRoutes.selectCartLines, { body: { isSelected, lineIds } })).data;
    },
    (cart, { isSelected, lineIds }) => setLinesSelected(cart, isSelected, lineIds),
  );
}

/** POST /cart/remove. */
export function useRemoveCartLines() {
  return useCartChange<number[]>(
    async (lineIds) => (await request(cartRoutes.removeCartLines, { body: { lineIds } })).data,
    (cart, lineIds) => removeLines(cart, lineIds),
  );
}

/** POST /cart/lines: the cart as it is after adding (the badge and the cart screen follow). */
export function useAddCartLine() {
  return useCartChange<{ productId: number; quantity: number }>(
    async (body) => (await request(cartRoutes.addCartLine, { body })).data,
  );
}

/** After an order or a refusal: the cart may have changed on the server. */
export function invalidateCart(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: cartKey });
}
