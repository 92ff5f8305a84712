import { authEndpoints, adminEndpoints } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { leave } from './leave.ts';
import {
  demoSignIn,
  issueTemporaryCode,
  providerSignIn,
  signOut,
  temporarySignIn,
} from './service.ts';

export default async function authRoutes(app: FastifyInstance) {
  route(app, authEndpoints.temporarySignIn, async ({ body }) => temporarySignIn(app, body.code));
  route(app, authEndpoints.demoSignIn, async () => demoSignIn(app));

  // The body is parsed by route() before the handler runs, so bad input is a 400 even here.
  route(app, authEndpoints.kakaoSignIn, async () => providerSignIn());
  route(app, authEndpoints.naverSignIn, async () => providerSignIn());
  route(app, authEndpoints.appleExchangeToken, async () => providerSignIn());

  route(app, authEndpoints.signOut, async ({ token }) => signOut(app, token));
  route(app, authEndpoints.leave, async ({ user, token, body }) =>
    leave(app, user.id, token, body),
  );

  route(app, adminEndpoints.adminTempCode, async ({ body }) => {
    const issued = await issueTemporaryCode(app.db, body.email);
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });
}
