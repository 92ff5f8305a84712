// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { reviewsEndpoints } from '../endpoints/reviews.ts';

export const reviewsRoutes: RoutesOf<typeof reviewsEndpoints> = {
  createReview: { id: 'createReview', method: 'POST', path: '/reviews', list: false },
  uploadReviewPhoto: {
    id: 'uploadReviewPhoto',
    method: 'POST',
    path: '/reviews/photos',
    list: false,
  },
  listReviews: { id: 'listReviews', method: 'GET', path: '/reviews', list: true },
  likeReview: { id: 'likeReview', method: 'POST', path: '/reviews/:id/like', list: false },
  unlikeReview: { id: 'unlikeReview', method: 'DELETE', path: '/reviews/:id/like', list: false },
  listMyReviews: { id: 'listMyReviews', method: 'GET', path: '/users/me/reviews', list: true },
  updateReview: { id: 'updateReview', method: 'PATCH', path: '/reviews/:id', list: false },
  deleteReview: { id: 'deleteReview', method: 'DELETE', path: '/reviews/:id', list: false },
  listMyLikedReviews: {
    id: 'listMyLikedReviews',
    method: 'GET',
    path: '/users/me/review-likes',
    list: true,
  },
};
