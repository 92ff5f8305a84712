import { authEndpoints, adminEndpoints } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import appleRoutes from './apple-routes.ts';
import { startAppleAuthorize } from './apple-sign-in.ts';
import { leave } from './leave.ts';
import { demoSignIn, issueTemporaryCode, signOut, temporarySignIn } from './service.ts';
import { oauthSignIn, startAuthorize } from './social.ts';

export default async function authRoutes(app: FastifyInstance) {
  route(app, authEndpoints.temporarySignIn, async ({ body }) => temporarySignIn(app, body.code));
  route(app, authEndpoints.demoSignIn, async () => demoSignIn(app));

  // Apple binds a nonce and comes back by form_post (apple-sign-in.ts); Kakao and Naver by code.
  route(app, authEndpoints.authorize, async ({ params, body, user }) =>
    params.provider === 'apple'
      ? startAppleAuthorize(app, body, user?.id ?? null)
      : startAuthorize(app, params.provider, body, user),
  );
  route(app, authEndpoints.kakaoSignIn, async ({ body }) => oauthSignIn(app, 'kakao', body));
  route(app, authEndpoints.naverSignIn, async ({ body }) => oauthSignIn(app, 'naver', body));
  await app.register(appleRoutes);

  route(app, authEndpoints.signOut, async ({ token }) => signOut(app, token));
  route(app, authEndpoints.leave, async ({ user, token, body }) =>
    leave(app, user.id, token, body),
  );

  route(app, adminEndpoints.adminTempCode, async ({ body }) => {
    const issued = await issueTemporaryCode(app.db, body.email);
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });
}
