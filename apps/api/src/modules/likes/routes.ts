import { productsEndpoints, reviewsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listLikedProducts, listLikedReviews, setProductLike, setReviewLike } from './service.ts';

export default async function likesRoutes(app: FastifyInstance) {
  route(app, productsEndpoints.likeProduct, async ({ params, user }) =>
    setProductLike(app.db, user.id, params.id, true),
  );
  route(app, productsEndpoints.unlikeProduct, async ({ params, user }) =>
    setProductLike(app.db, user.id, params.id, false),
  );
  route(app, reviewsEndpoints.likeReview, async ({ params, user }) =>
    setReviewLike(app.db, user.id, params.id, true),
  );
  route(app, reviewsEndpoints.unlikeReview, async ({ params, user }) =>
    setReviewLike(app.db, user.id, params.id, false),
  );
  route(app, productsEndpoints.listMyLikedProducts, async ({ query, user }) =>
    listLikedProducts(app.db, user.id, query),
  );
  route(app, reviewsEndpoints.listMyLikedReviews, async ({ query, user }) =>
    listLikedReviews(app.db, user.id, query),
  );
}
