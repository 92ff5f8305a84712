import type { ProductDetail, ProductSummary } from '@chorok/contract';
import type { productsEndpoints } from '@chorok/contract/schemas';
import { productLikes, restockAlerts, type Database } from '@chorok/db';
import type { Shared, Viewer } from '../../lib/route.ts';
import { idsOwnedBy } from '../../lib/shared-answers.ts';
import type { ProductPage } from './service.ts';

/*
 * The shopper's own parts of shared catalogue answers (decision 0045): which products they like
 * and which they asked a 재입고 알림 for. Both tables are under the catalogue version (migration
 * 0024), so a like or an alert is in the shopper's next read.
 */

const likedProducts = (db: Database, viewer: Viewer) =>
  viewer.facts('likedProducts', idsOwnedBy(db, productLikes.productId, productLikes.userId));

const alertedProducts = (db: Database, viewer: Viewer) =>
  viewer.facts('restockAlerts', idsOwnedBy(db, restockAlerts.productId, restockAlerts.userId));

function withLikes(cards: readonly ProductSummary[], liked: ReadonlySet<number>): ProductSummary[] {
  return cards.map((card) => (liked.has(card.id) ? { ...card, isLiked: true } : card));
}

type ListEndpoint =
  | typeof productsEndpoints.listProducts
  | typeof productsEndpoints.listBestProducts
  | typeof productsEndpoints.listNewProducts
  | typeof productsEndpoints.listLuxProducts
  | typeof productsEndpoints.listRecommendProducts;

/** A product list: the cards the shopper likes say so. */
export function sharedList<E extends ListEndpoint>(db: Database): Shared<E> {
  return {
    personalise: async (result, viewer) => {
      const page = result as ProductPage;
      const liked = await likedProducts(db, viewer);
      if (!page.data.some((card) => liked.has(card.id))) return result;
      return { ...page, data: withLikes(page.data, liked) } as typeof result;
    },
  };
}

/**
 * The recommend list: without answers in the request it is ordered by the shopper's saved ones,
 * so those name the shared answer too.
 */
export function sharedRecommendList(
  db: Database,
): Shared<typeof productsEndpoints.listRecommendProducts> {
  return {
    ...sharedList<typeof productsEndpoints.listRecommendProducts>(db),
    variant: ({ query, user }) =>
      query.recommendMetadataIds === undefined
        ? `answers:${(user?.recommendMetadataIds ?? []).join(',')}`
        : undefined,
  };
}

/** A product: whether the shopper likes it and waits for its restock. */
export function sharedDetail(db: Database): Shared<typeof productsEndpoints.getProduct> {
  return {
    personalise: async (result, viewer) => {
      const product = result as ProductDetail;
      const [liked, alerted] = await Promise.all([
        likedProducts(db, viewer),
        alertedProducts(db, viewer),
      ]);
      const isLiked = liked.has(product.id);
      const restockAlert = alerted.has(product.id);
      if (!isLiked && !restockAlert) return result;
      return { ...product, isLiked, restockAlert } as typeof result;
    },
  };
}
