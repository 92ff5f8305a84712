import { consoleCurationsEndpoints as e } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { admitOperator, route } from '../../lib/route.ts';
import { acceptPhotoBodies } from '../reviews/photo-upload-route.ts';
import { PhotoUploads } from '../reviews/photos.ts';
import { getAdminCuration, listAdminCurations } from './console-read.ts';
import { previewBody } from './console-rules.ts';
import { publishCuration, unpublishCuration } from './console-publish.ts';
import {
  createCuration,
  curationFile,
  updateCuration,
  uploadCurationCover,
} from './console-write.ts';

/** The console's 라이프 articles (decision 0044). */
export default async function consoleCurationsRoutes(app: FastifyInstance) {
  route(app, e.adminCurations, async ({ query }) => listAdminCurations(app.db, query));
  route(app, e.adminCuration, async ({ params }) => getAdminCuration(app.db, params.id));
  route(app, e.adminCreateCuration, async ({ body, operator }) =>
    createCuration(app.db, operator, body),
  );
  route(app, e.adminUpdateCuration, async ({ params, body, operator }) =>
    updateCuration(app.db, operator, params.id, body),
  );
  route(app, e.adminPreviewCuration, async ({ body }) => previewBody(app.db, body));
  route(app, e.adminPublishCuration, async ({ params, body, operator }) =>
    publishCuration(app.db, operator, params.id, body.at),
  );
  route(app, e.adminUnpublishCuration, async ({ params, operator }) =>
    unpublishCuration(app.db, operator, params.id),
  );
  route(app, e.adminCurationFile, async ({ params }) => curationFile(app.db, params.id));
  // The cover takes the picture's bytes as its body, in a scope of its own.
  await app.register(async (scope) => {
    const uploads = new PhotoUploads({ db: scope.db, log: scope.log });
    acceptPhotoBodies(scope, (request) => admitOperator(scope, request, 'operator'));
    route(scope, e.adminUploadCurationCover, async ({ params, request, operator }) =>
      uploadCurationCover({ db: scope.db, uploads }, operator, params.id, request.body),
    );
  });
}
