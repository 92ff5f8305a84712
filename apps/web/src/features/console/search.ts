import {
  AUDIT_TARGETS,
  CURATION_STATES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  type AdminAuditQuery,
  type AdminCurationListQuery,
  type AdminProductListQuery,
  type AdminOrderListQuery,
  type AdminReviewListQuery,
} from '@chorok/contract';
import {
  searchBoolean,
  searchInt,
  searchOneOf,
  searchRefine,
  searchSchema,
  searchText,
} from '@/lib/search-params';

/*
 * The console's search params. The routes only pass them through (their definitions are in every
 * shop page's first load, and nothing of the console may be there): they are read here, in the
 * console's chunk. A value breaking its rule reads as absent — the list shows unfiltered rather
 * than an error page for a hand-edited address.
 */

/** The order list's chips: each is the order's own state or a state one of its lines is in. */
export const ORDER_FILTERS = {
  unpaid: { status: 'PAYMENT_PENDING' },
  toPrepare: { lineStatus: 'PAID' },
  preparing: { lineStatus: 'PREPARING' },
  shipping: { lineStatus: 'SHIPPING' },
  delivered: { lineStatus: 'DELIVERED' },
  cancelled: { status: 'CANCELLED' },
} as const satisfies Record<string, Pick<AdminOrderListQuery, 'status' | 'lineStatus'>>;
export type OrderFilter = keyof typeof ORDER_FILTERS;
export const ORDER_FILTER_KEYS = Object.keys(ORDER_FILTERS) as OrderFilter[];

const page = searchRefine(searchInt, (n) => (n >= 1 ? n : undefined));
/** A day as the date field writes it, YYYY-MM-DD (a Seoul day for the API). */
const day = searchRefine(searchText, (text) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined,
);
const rating = searchRefine(searchInt, (n) => (n >= 1 && n <= 5 ? n : undefined));

const ordersSearch = searchSchema(
  { state: searchOneOf(ORDER_FILTER_KEYS), from: day, to: day, q: searchText, page },
  { whenInvalid: 'drop' },
);
export type OrdersSearch = ReturnType<typeof ordersSearch.parse>;
export const readOrdersSearch = (raw: Record<string, unknown>) => ordersSearch.parse(raw);

/** The list query of the order search: the chip's state, the days, the words, the page. */
export function orderListQuery(search: OrdersSearch): AdminOrderListQuery {
  const q = search.q?.trim();
  return {
    page: search.page ?? 1,
    ...(search.state ? ORDER_FILTERS[search.state] : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(q ? { q } : {}),
  };
}

const reviewsSearch = searchSchema(
  { rating, photos: searchBoolean, hidden: searchBoolean, page },
  { whenInvalid: 'drop' },
);
export type ReviewsSearch = ReturnType<typeof reviewsSearch.parse>;
export const readReviewsSearch = (raw: Record<string, unknown>) => reviewsSearch.parse(raw);

export function reviewListQuery(search: ReviewsSearch): AdminReviewListQuery {
  return {
    page: search.page ?? 1,
    ...(search.rating ? { rating: search.rating } : {}),
    // The API reads its flags as text.
    ...(search.photos === undefined ? {} : { photos: search.photos ? 'true' : 'false' }),
    ...(search.hidden === undefined ? {} : { hidden: search.hidden ? 'true' : 'false' }),
  };
}

const auditSearch = searchSchema(
  { targetType: searchOneOf(AUDIT_TARGETS), targetId: searchText, page },
  { whenInvalid: 'drop' },
);
export type AuditSearch = ReturnType<typeof auditSearch.parse>;
export const readAuditSearch = (raw: Record<string, unknown>) => auditSearch.parse(raw);

export function auditListQuery(search: AuditSearch): AdminAuditQuery {
  return {
    page: search.page ?? 1,
    ...(search.targetType ? { targetType: search.targetType } : {}),
    ...(search.targetType && search.targetId ? { targetId: search.targetId } : {}),
  };
}

export const STOCK_FILTERS = ['OUT', 'LOW'] as const;

const productsSearch = searchSchema(
  {
    q: searchText,
    status: searchOneOf(PRODUCT_STATUSES),
    category: searchOneOf(PRODUCT_CATEGORIES),
    stock: searchOneOf(STOCK_FILTERS),
    page,
  },
  { whenInvalid: 'drop' },
);
export type ProductsSearch = ReturnType<typeof productsSearch.parse>;
export const readProductsSearch = (raw: Record<string, unknown>) => productsSearch.parse(raw);

export function productListQuery(search: ProductsSearch): AdminProductListQuery {
  const q = search.q?.trim();
  return {
    page: search.page ?? 1,
    ...(q ? { q } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.stock ? { stock: search.stock } : {}),
  };
}

const articlesSearch = searchSchema(
  { q: searchText, state: searchOneOf(CURATION_STATES), page },
  { whenInvalid: 'drop' },
);
export type ArticlesSearch = ReturnType<typeof articlesSearch.parse>;
export const readArticlesSearch = (raw: Record<string, unknown>) => articlesSearch.parse(raw);

export function articleListQuery(search: ArticlesSearch): AdminCurationListQuery {
  const q = search.q?.trim();
  return {
    page: search.page ?? 1,
    ...(q ? { q } : {}),
    ...(search.state ? { state: search.state } : {}),
  };
}
