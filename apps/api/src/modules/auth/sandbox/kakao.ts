import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_KAKAO_APP_ID, type SandboxClient } from './config.ts';
import { KAKAO_AUTHORIZE, registerAuthorize } from './consent.ts';
import { bearerToken, SandboxStore } from './store.ts';

/*
 * Kakao's side of Kakao Login, in memory: the authorize page (consent.ts), POST /oauth/token,
 * GET|POST /v2/user/me and GET /v1/user/access_token_info, with Kakao's answers and errors
 * ({ error, error_description, error_code: 'KOE…' } from the token endpoint; { msg, code } from
 * the API). The real adapter (providers/kakao.ts) reads it as it reads Kakao.
 */

type Fields = Record<string, string | undefined>;
const serverToServer = { config: { rateLimit: false as const } };

function tokenError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
  code: string,
) {
  return reply.code(status).send({ error, error_description: description, error_code: code });
}

function apiError(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.code(status).send({ msg, code });
}

export function registerKakaoSandbox(
  app: FastifyInstance,
  client: SandboxClient,
  now?: () => number,
) {
  const store = new SandboxStore('kakao', now);
  registerAuthorize(app, KAKAO_AUTHORIZE, client, store);

  app.post('/oauth/token', serverToServer, async (request, reply) => {
    const form = (request.body ?? {}) as Fields;
    if (form.grant_type !== 'authorization_code')
      return tokenError(
        reply,
        400,
        'unsupported_grant_type',
        `grant_type=${form.grant_type ?? ''} is not supported`,
        'KOE310',
      );
    if (form.client_id !== client.clientId)
      return tokenError(reply, 401, 'invalid_client', 'Bad client credentials', 'KOE101');
    if (client.clientSecret !== undefined && form.client_secret !== client.clientSecret)
      return tokenError(reply, 401, 'invalid_client', 'Bad client credentials', 'KOE010');
    const grant = form.code ? store.spendCode(form.code) : null;
    if (!grant || grant.clientId !== client.clientId)
      return tokenError(
        reply,
        400,
        'invalid_grant',
        `authorization code not found for code=${form.code ?? ''}`,
        'KOE320',
      );
    if (form.redirect_uri !== grant.redirectUri)
      return tokenError(reply, 400, 'invalid_grant', 'Redirect URI mismatch.', 'KOE303');
    const { token, expiresInS } = store.issueToken(client.clientId, grant.account);
    return reply.send({
      token_type: 'bearer',
      access_token: token,
      expires_in: expiresInS,
      refresh_token: `${token}.refresh`,
      refresh_token_expires_in: 5_183_999,
      scope: grant.account.email
        ? 'account_email profile_image profile_nickname'
        : 'profile_image profile_nickname',
    });
  });

  const bearer = (request: FastifyRequest) =>
    store.token(bearerToken(request.headers.authorization) ?? '');

  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const grant = bearer(request);
    if (!grant) return apiError(reply, 401, -401, 'this access token does not exist');
    const { id, email, nickname } = grant.account;
    return reply.send({
      id: Number(id),
      connected_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      properties: { nickname },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile_image_needs_agreement: false,
        profile: {
          nickname,
          thumbnail_image_url:
            'http://img1.kakaocdn.net/thumb/R110x110.q70/?fname=http://t1.kakaocdn.net/account_images/default_profile.jpeg',
          profile_image_url:
            'http://img1.kakaocdn.net/thumb/R640x640.q70/?fname=http://t1.kakaocdn.net/account_images/default_profile.jpeg',
          is_default_image: true,
        },
        has_email: true,
        email_needs_agreement: email === null,
        ...(email === null ? {} : { is_email_valid: true, is_email_verified: true, email }),
      },
    });
  };
  app.get('/v2/user/me', serverToServer, me);
  app.post('/v2/user/me', serverToServer, me);

  app.get('/v1/user/access_token_info', serverToServer, async (request, reply) => {
    const grant = bearer(request);
    if (!grant) return apiError(reply, 401, -401, 'this access token does not exist');
    return reply.send({
      id: Number(grant.account.id),
      expires_in: grant.expiresInS,
      app_id: client.appId ?? SANDBOX_KAKAO_APP_ID,
    });
  });
}
