import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxClient } from './config.ts';
import { NAVER_AUTHORIZE, registerAuthorize } from './consent.ts';
import { bearerToken, SandboxStore } from './store.ts';

/*
 * Naver's side of 네이버 로그인, in memory: the authorize page (consent.ts), GET|POST
 * /oauth2.0/token (parameters in the query, as Naver documents them, or a form body) and
 * GET /v1/nid/me. Like Naver, the token endpoint reports errors in the body with HTTP 200
 * ({ error, error_description }), and the code is bound to the state it was issued with.
 */

type Fields = Record<string, string | undefined>;
const serverToServer = { config: { rateLimit: false as const } };

const tokenError = (reply: FastifyReply, error: string, description: string) =>
  reply.send({ error, error_description: description });

export function registerNaverSandbox(
  app: FastifyInstance,
  client: SandboxClient,
  now?: () => number,
) {
  const store = new SandboxStore('naver', now);
  registerAuthorize(app, NAVER_AUTHORIZE, client, store);

  const token = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = { ...((request.body ?? {}) as Fields), ...(request.query as Fields) };
    if (fields.grant_type !== 'authorization_code')
      return tokenError(reply, 'unsupported_response_type', 'grant_type is not supported');
    if (fields.client_id !== client.clientId || fields.client_secret !== client.clientSecret)
      return tokenError(reply, 'invalid_client', 'client authentication failed');
    const grant = fields.code ? store.spendCode(fields.code) : null;
    if (!grant || grant.clientId !== client.clientId || grant.state !== fields.state)
      return tokenError(reply, 'invalid_request', 'no valid data in session');
    const issued = store.issueToken(client.clientId, grant.account);
    return reply.send({
      access_token: issued.token,
      refresh_token: `${issued.token}.refresh`,
      token_type: 'bearer',
      expires_in: String(issued.expiresInS),
    });
  };
  app.get('/oauth2.0/token', serverToServer, token);
  app.post('/oauth2.0/token', serverToServer, token);

  app.get('/v1/nid/me', serverToServer, async (request, reply) => {
    const grant = store.token(bearerToken(request.headers.authorization) ?? '');
    if (!grant)
      return reply
        .code(401)
        .send({ resultcode: '024', message: 'Authentication failed (인증 실패하였습니다.)' });
    const { id, email, nickname } = grant.account;
    return reply.send({
      resultcode: '00',
      message: 'success',
      response: { id, nickname, ...(email === null ? {} : { email }) },
    });
  });
}
