import { MESSAGES, REVIEW_WRITE, reviewsEndpoints } from '@chorok/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorHandler } from '../../lib/error-handler.ts';
import { route } from '../../lib/route.ts';
import { PhotoRefused, PhotoUploads } from './photos.ts';
import { createReview, listReviews } from './service.ts';

export default async function reviewsRoutes(app: FastifyInstance) {
  route(app, reviewsEndpoints.listReviews, async ({ query, user }) =>
    listReviews(app.db, query, user?.id ?? null),
  );
  route(app, reviewsEndpoints.createReview, async ({ body, user }) =>
    createReview(app.db, user.id, body),
  );
  await app.register(reviewPhotoRoutes);
}

/**
 * `POST /reviews/photos` in a scope of its own: the raw body (any Content-Type: the type is
 * decided by the bytes), up to REVIEW_WRITE.photoMaxBytes instead of the API's 1 MiB, and the
 * caller authenticated before a byte of it is read.
 */
async function reviewPhotoRoutes(scope: FastifyInstance) {
  const uploads = new PhotoUploads({ db: scope.db, log: scope.log });

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: REVIEW_WRITE.photoMaxBytes },
    (_request, body, done) => done(null, body),
  );
  // route() authenticates too (the session cache answers the second time); this one runs before
  // the body is read, so a signed-out caller cannot make the server take in 10 MB.
  scope.addHook('onRequest', async (request) => {
    await scope.authenticate(request, 'required');
  });
  scope.setErrorHandler((error: FastifyError, request, reply) =>
    errorHandler(
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? new PhotoRefused(413, MESSAGES.photoTooLarge, error)
        : error,
      request,
      reply,
    ),
  );
  // OpenAPI: the request body is the photo's bytes.
  scope.addHook('onRoute', (options) => {
    options.schema = {
      ...options.schema,
      consumes: [...REVIEW_WRITE.photoTypes],
      body: { type: 'string', format: 'binary' },
    };
  });

  route(scope, reviewsEndpoints.uploadReviewPhoto, async ({ user, request }) =>
    uploads.upload(user.id, request.body),
  );
}
