import type { Cart, CartLine, CartProduct, CartSummary } from '@chorok/contract';

/** Cart test data in the API's shapes (never imported by the app). */
const image = (key: string) => ({
  url: `/images/products/${key}.png`,
  width: 1200,
  height: 1200,
  alt: `${key} 사진`,
});

export function cartProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 7,
    category: 'PLANT',
    name: '몬스테라 델리시오사',
    status: 'ON_SALE',
    price: 18_000,
    salePrice: 12_900,
    salePercent: 28,
    stock: 24,
    image: image('monstera/photo-1'),
    ...overrides,
  };
}

export function cartLine(
  overrides: Partial<Omit<CartLine, 'product'>> & { product?: Partial<CartProduct> } = {},
): CartLine {
  const { product: productOverrides, ...rest } = overrides;
  const product = cartProduct(productOverrides);
  const quantity = rest.quantity ?? 1;
  return {
    id: 11,
    product,
    quantity,
    isSelected: true,
    addedUnitPrice: product.salePrice,
    priceChange: 0,
    problem: null,
    amount: product.salePrice * quantity,
    addedAt: '2026-11-20T01:00:00.000Z',
    ...rest,
  };
}

export const emptySummary: CartSummary = {
  selectedCount: 0,
  originalTotal: 0,
  discountTotal: 0,
  itemsTotal: 0,
  shippingFee: 0,
  total: 0,
  amountToFreeShipping: 0,
};

/** A cart with the summary the server sent (given explicitly, so a test checks what is shown). */
export function cart(lines: CartLine[], summary: CartSummary = emptySummary): Cart {
  return { lines, summary };
}
