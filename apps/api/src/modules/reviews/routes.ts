import { reviewsEndpoints } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listReviews } from './service.ts';

export default async function reviewsRoutes(app: FastifyInstance) {
  route(app, reviewsEndpoints.listReviews, async ({ query, user }) =>
    listReviews(app.db, query, user?.id ?? null),
  );
}
