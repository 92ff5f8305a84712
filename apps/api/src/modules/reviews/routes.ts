import { consoleEndpoints, reviewsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listAdminReviews, setReviewHidden } from './moderation.ts';
import { deleteReview, listMyReviews, updateReview } from './my-reviews.ts';
import { photoUploadRoute } from './photo-upload-route.ts';
import { REVIEW_PHOTOS } from './photos.ts';
import { createReview, listReviews, sharedReviews } from './service.ts';

export default async function reviewsRoutes(app: FastifyInstance) {
  // Shared (decision 0045): computed once per catalogue version for everyone, the shopper's likes
  // and own reviews laid over it.
  route(
    app,
    reviewsEndpoints.listReviews,
    async ({ query, viewerId }) => listReviews(app.db, query, viewerId),
    { shared: sharedReviews(app.db) },
  );
  route(app, reviewsEndpoints.createReview, async ({ body, user }) =>
    createReview(app.db, user.id, body),
  );
  route(app, reviewsEndpoints.listMyReviews, async ({ query, user }) =>
    listMyReviews(app.db, user.id, query),
  );
  route(app, reviewsEndpoints.updateReview, async ({ params, body, user }) =>
    updateReview(app.db, user.id, params.id, body),
  );
  route(app, reviewsEndpoints.deleteReview, async ({ params, user }) =>
    deleteReview(app.db, user.id, params.id),
  );
  route(app, consoleEndpoints.adminReviews, async ({ query }) => listAdminReviews(app.db, query));
  route(app, consoleEndpoints.adminHideReview, async ({ params, body, operator }) =>
    setReviewHidden(app.db, operator, params.id, { reason: body.reason }),
  );
  route(app, consoleEndpoints.adminUnhideReview, async ({ params, operator }) =>
    setReviewHidden(app.db, operator, params.id, null),
  );
  await app.register(photoUploadRoute(reviewsEndpoints.uploadReviewPhoto, REVIEW_PHOTOS));
}
