import { line } from '../cart/cart-line';

/** Orders may import cart: the dependency the test declares. */
export const usesCart = line;
