import type { FastifyInstance } from 'fastify';
import type { SandboxOptions } from './config.ts';
import { registerKakaoSandbox } from './kakao.ts';
import { registerNaverSandbox } from './naver.ts';

/** Form posts of the consent page and token requests are a few hundred bytes. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Local stand-ins for Kakao and Naver that speak their protocols, so the real adapters run
 * unchanged against them: `{prefix}/kakao/oauth/authorize`, `{prefix}/naver/v1/nid/me`, …
 * The app mounts it only with AUTH_SANDBOX on (never by default with DATABASE_URL); tests also
 * run it on a port of its own, as the provider would be.
 */
export default async function authSandbox(app: FastifyInstance, options: SandboxOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // A stand-in for someone else's API: not part of ours, so not in the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const { kakao, naver, now } = options;
  if (kakao)
    await app.register(async (scope) => registerKakaoSandbox(scope, kakao, now), {
      prefix: '/kakao',
    });
  if (naver)
    await app.register(async (scope) => registerNaverSandbox(scope, naver, now), {
      prefix: '/naver',
    });
}
