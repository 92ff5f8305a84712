import {
  lineProblem,
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
    problem: lineProblem(product, item.quantity),
  };
}
