import { accountsEndpoints, adminEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { importTerms, TermsImportError } from './importer.ts';
import { getConsents, getTerms, listTerms, saveConsents } from './service.ts';

export default async function termsRoutes(app: FastifyInstance) {
  route(app, accountsEndpoints.listTerms, async () => ({ documents: await listTerms(app.db) }));
  route(app, accountsEndpoints.getTerms, async ({ params, query }) =>
    getTerms(app.db, params.kind, query.version),
  );
  route(app, accountsEndpoints.getConsents, async ({ user }) => getConsents(app.db, user.id));
  route(app, accountsEndpoints.saveConsents, async ({ user, body }) =>
    saveConsents(app.db, user.id, body),
  );

  route(app, adminEndpoints.adminImportTerms, async ({ body }) => {
    try {
      return await importTerms(app.db, body.dir ?? app.config.termsDir);
    } catch (error) {
      if (error instanceof TermsImportError) throw AppError.badRequest(error.message);
      throw error;
    }
  });
}
