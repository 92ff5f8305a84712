import { authEndpoints, adminEndpoints } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  demoSignIn,
  issueTemporaryCode,
  leave,
  providerSignIn,
  signOut,
  temporarySignIn,
} from './service.ts';
import { oauthSignIn, startAuthorize } from './social.ts';

export default async function authRoutes(app: FastifyInstance) {
  route(app, authEndpoints.temporarySignIn, async ({ body }) => temporarySignIn(app, body.code));
  route(app, authEndpoints.demoSignIn, async () => demoSignIn(app));

  route(app, authEndpoints.authorize, async ({ params, body, user }) =>
    startAuthorize(app, params.provider, body, user),
  );
  route(app, authEndpoints.kakaoSignIn, async ({ body }) => oauthSignIn(app, 'kakao', body));
  route(app, authEndpoints.naverSignIn, async ({ body }) => oauthSignIn(app, 'naver', body));
  // The body is parsed by route() before the handler runs, so bad input is a 400 even here.
  route(app, authEndpoints.appleExchangeToken, async () => providerSignIn());

  route(app, authEndpoints.signOut, async ({ token }) => signOut(app, token));
  route(app, authEndpoints.leave, async ({ user, token }) => leave(app, user.id, token));

  route(app, adminEndpoints.adminTempCode, async ({ body }) => {
    const issued = await issueTemporaryCode(app.db, body.email);
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });
}
