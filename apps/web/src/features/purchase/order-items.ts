import {
  CART,
  type CartLine,
  type CartLineProblem,
  type ImageRef,
  type ProductDetail,
} from '@chorok/contract';
import type { PurchaseItem } from '@/features/purchase/search';

/** One line of the order sheet, from a cart line or from a product bought now. */
export interface OrderItem {
  productId: number;
  name: string;
  image: ImageRef;
  price: number;
  salePrice: number;
  salePercent: number;
  quantity: number;
  /** salePrice × quantity, at the server's current price. */
  amount: number;
  stock: number;
  problem: CartLineProblem | null;
  /** The cart line it comes from, when it does. */
  cartLineId?: number;
}

export function fromCartLine(line: CartLine): OrderItem {
  const { product } = line;
  return {
    productId: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    salePrice: product.salePrice,
    salePercent: product.salePercent,
    quantity: line.quantity,
    amount: line.amount,
    stock: product.stock,
    problem: line.problem,
    cartLineId: line.id,
  };
}

/** Why a product cannot be bought in this quantity now: the cart's problems, by the same rules. */
export function productProblem(product: ProductDetail, quantity: number): CartLineProblem | null {
  if (product.status === 'DISCONTINUED') return 'DISCONTINUED';
  if (product.status === 'PENDING') return 'NOT_ON_SALE';
  if (product.status === 'OUT_OF_STOCK' || product.stock <= 0) return 'OUT_OF_STOCK';
  if (quantity > Math.min(product.stock, CART.maxQuantity)) return 'NOT_ENOUGH_STOCK';
  return null;
}

export function fromProduct(product: ProductDetail, item: PurchaseItem): OrderItem {
  return {
    productId: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    salePrice: product.salePrice,
    salePercent: product.salePercent,
    quantity: item.quantity,
    amount: product.salePrice * item.quantity,
    stock: product.stock,
    problem: productProblem(product, item.quantity),
  };
}
