import { APP_AUTH_RETURN_PATH, APP_AUTH_START_PATH, MESSAGES } from '@chorok/contract';
import {
  AppAuthReturnQuery,
  AppAuthStartQuery,
  SocialProviderParams,
  adminEndpoints,
  authEndpoints,
} from '@chorok/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { finishAppSignIn, startAppSignIn } from './app-sign-in.ts';
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
  appSignInRoutes(app);

  route(app, authEndpoints.signOut, async ({ token }) => signOut(app, token));
  route(app, authEndpoints.leave, async ({ user, token, body }) =>
    leave(app, user.id, token, body),
  );

  route(app, adminEndpoints.adminTempCode, async ({ body }) => {
    const issued = await issueTemporaryCode(app.db, body.email);
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });
}

/** What a route of the browser's round trip reads: an unknown provider is a 404, bad input a 400. */
function parsed<S extends z.ZodMiniType>(schema: S, value: unknown, what: 'params' | 'query') {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.output<S>;
  if (what === 'params') throw AppError.notFound(MESSAGES.routeNotFound);
  const field = result.error.issues[0]?.path[0];
  throw AppError.badRequest(
    field === 'returnUrl' ? MESSAGES.appReturnUrlInvalid : MESSAGES.oauthStateInvalid,
  );
}

function redirect(reply: FastifyReply, location: string) {
  return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
}

/**
 * The native app's sign-in in the system browser (app-sign-in.ts): pages a browser walks
 * through, answered with redirects, so they are not JSON endpoints of the contract's kind.
 */
function appSignInRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.signInRateLimitPerMinute ?? 20, timeWindow: 60_000 };
  app.get(
    APP_AUTH_START_PATH,
    { schema: { hide: true }, config: { rateLimit } },
    async (request, reply) => {
      const { provider } = parsed(SocialProviderParams, request.params, 'params');
      const query = parsed(AppAuthStartQuery, request.query, 'query');
      return redirect(reply, await startAppSignIn(app, provider, query));
    },
  );
  app.get(
    APP_AUTH_RETURN_PATH,
    { schema: { hide: true }, config: { rateLimit } },
    async (request, reply) => {
      const { provider } = parsed(SocialProviderParams, request.params, 'params');
      if (provider === 'apple') throw AppError.notFound(MESSAGES.routeNotFound);
      const query = parsed(AppAuthReturnQuery, request.query, 'query');
      return redirect(reply, await finishAppSignIn(app, provider, query));
    },
  );
}
