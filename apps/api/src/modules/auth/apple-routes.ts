import { APPLE_CALLBACK_PATH } from '@chorok/contract';
import { authEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  appleCallbackError,
  appleCallbackForm,
  appleErrorLocation,
  appleNativeSignIn,
  completeAppleCallback,
  exchangeAppleTempToken,
} from './apple-sign-in.ts';
import {
  APPLE_SANDBOX_PATH,
  AppleTokenVerifier,
  appleRedirectUri,
  appleSettings,
} from './providers/apple.ts';
import appleSandbox from './sandbox/apple.ts';
import { injectFetch } from './sandbox/inject-fetch.ts';

/** Apple's form_post is a few kilobytes at most (an id_token, a code, the state, a name). */
const FORM_BODY_LIMIT = 16 * 1024;
/** As the contract's sign-in endpoints. */
const CALLBACK_PER_MINUTE = 20;

/** 303: the browser follows with a GET: a path on our own origin, or the native app's return address. */
function seeOther(reply: FastifyReply, location: string) {
  return reply.code(303).header('cache-control', 'no-store').header('location', location).send();
}

/**
 * POST /v1/auth/apple/callback, where Apple posts its answer (form_post). Not a JSON endpoint:
 * the browser lands here, so every outcome, even a refused body or too many tries, is a redirect
 * to the web's /auth/apple/complete, never an error page.
 */
async function appleCallbackRoute(
  app: FastifyInstance,
  { verifier }: { verifier: AppleTokenVerifier | null },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setErrorHandler(async (error, request, reply) => {
    request.log.warn({ err: error }, 'apple callback refused');
    const state = appleCallbackForm(request.body).state;
    return seeOther(reply, await appleErrorLocation(app.db, state, 'failed'));
  });

  app.post(
    APPLE_CALLBACK_PATH,
    {
      schema: { hide: true },
      config: {
        rateLimit: {
          max: app.config.signInRateLimitPerMinute ?? CALLBACK_PER_MINUTE,
          timeWindow: 60_000,
        },
      },
    },
    async (request, reply) => {
      let location: string;
      try {
        location = await completeAppleCallback(app, verifier, appleCallbackForm(request.body));
      } catch (error) {
        const code = appleCallbackError(error);
        if (code === 'failed') request.log.error({ err: error }, 'apple callback failed');
        else if (code === 'unavailable') request.log.warn({ err: error }, 'apple unavailable');
        location = await appleErrorLocation(app.db, appleCallbackForm(request.body).state, code);
      }
      return seeOther(reply, location);
    },
  );
}

/**
 * Sign in with Apple: the native sign-in, the temp token exchange, Apple's callback and, when
 * Apple has no credentials and the sandbox is on, the local sandbox standing in for Apple. The
 * sandbox's keys are fetched through app.inject, so nothing waits for the server to listen.
 */
export default async function appleRoutes(app: FastifyInstance) {
  const settings = appleSettings(app.config);
  const verifier = settings
    ? new AppleTokenVerifier(
        settings,
        settings.sandbox ? injectFetch(app, app.config.publicOrigin, APPLE_SANDBOX_PATH) : fetch,
      )
    : null;

  route(app, authEndpoints.appleSignIn, async ({ body }) => appleNativeSignIn(app, verifier, body));
  route(app, authEndpoints.appleExchangeToken, async ({ body }) =>
    exchangeAppleTempToken(app, body.tempToken),
  );
  await app.register(appleCallbackRoute, { verifier });

  if (settings?.sandbox)
    await app.register(appleSandbox, {
      prefix: APPLE_SANDBOX_PATH,
      issuer: () => settings.issuer,
      clientId: settings.clientId,
      redirectUris: [appleRedirectUri(app.config.publicOrigin)],
    });
}
