import { adminEndpoints, curationsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import consoleCurationsRoutes from './console-routes.ts';
import { ImportError, importCurations } from './importer.ts';
import {
  getCuration,
  listCurationCategories,
  listCurations,
  listLikedCurations,
  setCurationLike,
} from './service.ts';

export default async function curationsRoutes(app: FastifyInstance) {
  route(app, curationsEndpoints.listCurations, async ({ query, user }) =>
    listCurations(app.db, user?.id ?? null, query),
  );
  route(app, curationsEndpoints.listCurationCategories, async () => listCurationCategories(app.db));
  route(app, curationsEndpoints.getCuration, async ({ params, user }) =>
    getCuration(app.db, params.id, user?.id ?? null),
  );
  route(app, curationsEndpoints.likeCuration, async ({ params, user }) =>
    setCurationLike(app.db, user.id, params.id, true),
  );
  route(app, curationsEndpoints.unlikeCuration, async ({ params, user }) =>
    setCurationLike(app.db, user.id, params.id, false),
  );
  route(app, curationsEndpoints.listMyLikedCurations, async ({ query, user }) =>
    listLikedCurations(app.db, user.id, query),
  );

  route(app, adminEndpoints.adminImportCurations, async ({ body }) => {
    try {
      return await importCurations(app.db, body.dir ?? app.config.contentDir);
    } catch (error) {
      if (error instanceof ImportError) throw AppError.badRequest(error.message);
      throw error;
    }
  });
  await app.register(consoleCurationsRoutes);
}
