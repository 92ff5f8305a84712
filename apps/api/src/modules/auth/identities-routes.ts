import { accountsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { linkIdentity, listIdentities, unlinkIdentity } from './identities.ts';

/** The sign-in methods linked to the caller (profile > 로그인 연결). */
export default async function identitiesRoutes(app: FastifyInstance) {
  route(app, accountsEndpoints.listIdentities, async ({ user }) => listIdentities(app.db, user.id));
  route(app, accountsEndpoints.linkIdentity, async ({ user, params, body }) =>
    linkIdentity(app, user.id, params.provider, body),
  );
  route(app, accountsEndpoints.unlinkIdentity, async ({ user, params }) =>
    unlinkIdentity(app.db, user.id, params.provider),
  );
}
