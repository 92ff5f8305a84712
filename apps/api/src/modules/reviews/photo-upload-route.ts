import type { UploadedPhoto } from '@chorok/contract';
import { MESSAGES, REVIEW_WRITE, type Endpoint } from '@chorok/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorHandler } from '../../lib/error-handler.ts';
import { route } from '../../lib/route.ts';
import { PhotoRefused, PhotoUploads, type PhotoPurpose } from './photos.ts';

/** An upload endpoint of the contract: auth required, answers with the UploadedPhoto. */
type UploadEndpoint = Endpoint<
  undefined,
  undefined,
  undefined,
  typeof UploadedPhoto,
  false,
  'required'
>;

/**
 * Makes `scope` (a plugin scope of its own) take a photo upload's body: the raw bytes (any
 * Content-Type: the type is decided by the bytes), up to REVIEW_WRITE.photoMaxBytes instead of the
 * API's 1 MiB, and the caller checked by `admit` before a byte of it is read. Register the
 * upload's route in the scope after this.
 */
export function acceptPhotoBodies(
  scope: FastifyInstance,
  admit: (request: FastifyRequest) => Promise<unknown>,
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: REVIEW_WRITE.photoMaxBytes },
    (_request, body, done) => done(null, body),
  );
  // route() checks the caller too (the session cache answers the second time); this runs before
  // the body is read, so a caller without the right cannot make the server take in 10 MB.
  scope.addHook('onRequest', async (request) => {
    await admit(request);
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
}

/**
 * A shopper's photo upload endpoint (`POST /reviews/photos`, `POST /plants/photos`) in a scope of
 * its own (acceptPhotoBodies), signed in. Register the returned plugin with `app.register`.
 */
export function photoUploadRoute(endpoint: UploadEndpoint, purpose: PhotoPurpose) {
  return async function photoUploadScope(scope: FastifyInstance) {
    const uploads = new PhotoUploads({ db: scope.db, log: scope.log });
    acceptPhotoBodies(scope, (request) => scope.authenticate(request, 'required'));
    route(scope, endpoint, async ({ user, request }) =>
      uploads.upload(user.id, request.body, purpose),
    );
  };
}
