import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { ordersRoutes, type OrderCreateBody } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { cartKey } from '@/features/cart/count';
import { useCart } from '@/features/cart/queries';
import { addressesKey } from '@/features/addresses/queries';
import { benefitsKey } from '@/features/benefits/queries';
import { fromCartLine, fromProduct, type OrderItem } from '@/features/purchase/order-items';
import { parseItems, type PurchaseItem, type PurchaseSearch } from '@/features/purchase/search';
import { productsKey } from '@/lib/query-keys';
import { productQueryOptions } from '@/features/products/product-query';

export type OrderSource =
  | { kind: 'cart'; cartLineIds: number[] }
  | { kind: 'direct'; items: PurchaseItem[] }
  | { kind: 'none' };

/** What /purchase's search params ask to order: cart lines win over `items`. */
export function orderSourceOf(search: PurchaseSearch): OrderSource {
  if (search.cartLineIds) return { kind: 'cart', cartLineIds: search.cartLineIds };
  const items = search.items ? parseItems(search.items) : undefined;
  return items ? { kind: 'direct', items } : { kind: 'none' };
}

export interface OrderItemsState {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  refetch: () => void;
  /** Lines that can be ordered. */
  items: OrderItem[];
  /** Lines asked for that cannot be ordered now (sold out, short, no longer in the cart). */
  excluded: OrderItem[];
  /** Cart lines asked for that are no longer in the cart. */
  missing: number;
}

/**
 * The order sheet's lines at the server's current prices: the chosen cart lines from GET /cart,
 * or each product bought now from GET /products/{id}.
 */
export function useOrderItems(source: OrderSource): OrderItemsState {
  const cart = useCart({ enabled: source.kind === 'cart' });
  const products = useQueries({
    queries:
      source.kind === 'direct'
        ? source.items.map((item) => productQueryOptions(item.productId))
        : [],
  });

  if (source.kind === 'none')
    return {
      status: 'success',
      error: null,
      refetch: () => undefined,
      items: [],
      excluded: [],
      missing: 0,
    };

  if (source.kind === 'cart') {
    if (cart.isPending)
      return {
        status: 'pending',
        error: null,
        refetch: () => undefined,
        items: [],
        excluded: [],
        missing: 0,
      };
    if (cart.isError && !cart.data)
      return {
        status: 'error',
        error: cart.error,
        refetch: () => void cart.refetch(),
        items: [],
        excluded: [],
        missing: 0,
      };
    const chosen = source.cartLineIds.flatMap((id) => {
      const line = cart.data.lines.find((l) => l.id === id);
      return line ? [fromCartLine(line)] : [];
    });
    return {
      status: 'success',
      error: null,
      refetch: () => void cart.refetch(),
      items: chosen.filter((item) => item.problem === null),
      excluded: chosen.filter((item) => item.problem !== null),
      missing: source.cartLineIds.length - chosen.length,
    };
  }

  const failed = products.find((p) => p.isError && !p.data);
  if (failed)
    return {
      status: 'error',
      error: failed.error,
      refetch: () => products.forEach((p) => void p.refetch()),
      items: [],
      excluded: [],
      missing: 0,
    };
  if (products.some((p) => !p.data))
    return {
      status: 'pending',
      error: null,
      refetch: () => undefined,
      items: [],
      excluded: [],
      missing: 0,
    };
  const all = source.items.flatMap((item, index) => {
    const product = products[index]?.data;
    return product ? [fromProduct(product, item)] : [];
  });
  return {
    status: 'success',
    error: null,
    refetch: () => products.forEach((p) => void p.refetch()),
    items: all.filter((item) => item.problem === null),
    excluded: all.filter((item) => item.problem !== null),
    missing: 0,
  };
}

/**
 * POST /orders: the order at the server's prices, waiting for payment, and how to pay it. The
 * coupon and 적립금 it took are the wallet's no more: both are read again. A refusal (stock, a
 * price the server no longer has, an address gone) leaves the cart, products and address book to
 * be read again.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderCreateBody) =>
      (await request(ordersRoutes.createOrder, { body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: benefitsKey }),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: productsKey });
      void queryClient.invalidateQueries({ queryKey: addressesKey });
    },
  });
}
