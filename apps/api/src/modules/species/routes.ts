import { speciesEndpoints as endpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { getSpecies, searchSpecies } from './service.ts';

/** The species list (packages/catalogue/src/species): search and one species, for anyone. */
export default async function speciesRoutes(app: FastifyInstance) {
  const now = () => new Date();
  route(app, endpoints.searchSpecies, async ({ query }) => searchSpecies(app.db, query, now()));
  route(app, endpoints.getSpecies, async ({ params }) => getSpecies(app.db, params.key, now()));
}
