/*
 * The roots of the query keys that more than one feature reads or invalidates: a change made in
 * one feature (a like, a review, an order) finds every copy it touches under one of these.
 */

/**
 * Everything holding products lives under `productsKey`, so one like toggle can find every copy
 * of a product (lists, home rows, suggestions, and the detail page's own queries).
 */
export const productsKey = ['products'] as const;
/** A product's detail, under `productsKey`: a like toggled anywhere updates it too. */
export const productDetailKey = (productId: number) =>
  [...productsKey, 'detail', productId] as const;

export const reviewsKey = ['reviews'] as const;

/*
 * The caller's liked lists live under ['likes', …] (a product like toggle invalidates that
 * prefix); review data lives under keys starting with 'reviews', which a review like toggle
 * patches.
 */
export const likesKey = ['likes'] as const;
export const likedProductsKey = ['likes', 'products'] as const;
export const likedReviewsKey = ['likes', 'reviews'] as const;
/** Saved 라이프 articles; features/life's save toggle patches and refetches it. */
export const likedCurationsKey = ['likes', 'curations'] as const;

/**
 * Every order key starts with ['orders', userId]: a change to one order (cancel, confirm, payment)
 * invalidates that user's lists at once.
 */
export const ordersKey = ['orders'] as const;
