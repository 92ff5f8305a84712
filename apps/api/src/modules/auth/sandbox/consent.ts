import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxClient, SandboxedProvider } from './config.ts';
import { consentPage, sandboxErrorPage, sandboxPageCsp } from './pages.ts';
import { freshSandboxEmail, sandboxAccountId, type SandboxStore } from './store.ts';

/*
 * The authorize step both sandboxes share: GET shows the consent page; its form posts back, and
 * the answer sends the browser to redirect_uri with `code` and `state`, or, on 취소, with
 * `error=access_denied`, `error_description` and `state` as each provider words them.
 */

type Fields = Record<string, string | undefined>;

interface AuthorizeProtocol {
  provider: SandboxedProvider;
  /** Where the provider's authorize page lives below the sandbox's prefix. */
  path: string;
  /** The provider's own wording of a cancelled consent. */
  deniedDescription: string;
  /** Naver refuses an authorize request without state; Kakao makes it optional. */
  stateRequired: boolean;
  /** The provider's error codes for a misconfigured app. */
  codes: { badClient: string; badRedirect: string; badRequest: string };
}

export const KAKAO_AUTHORIZE: AuthorizeProtocol = {
  provider: 'kakao',
  path: '/oauth/authorize',
  deniedDescription: 'User denied access',
  stateRequired: false,
  codes: { badClient: 'KOE101', badRedirect: 'KOE006', badRequest: 'KOE201' },
};
export const NAVER_AUTHORIZE: AuthorizeProtocol = {
  provider: 'naver',
  path: '/oauth2.0/authorize',
  deniedDescription: 'Canceled By User',
  stateRequired: true,
  codes: {
    badClient: 'invalid_client',
    badRedirect: 'invalid_redirect_uri',
    badRequest: 'invalid_request',
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_NICKNAME = '초록 테스트';

function html(reply: FastifyReply, status: number, csp: string, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8')
    .send(body);
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export function registerAuthorize(
  app: FastifyInstance,
  protocol: AuthorizeProtocol,
  client: SandboxClient,
  store: SandboxStore,
) {
  const { provider, codes } = protocol;
  const refuse = (reply: FastifyReply, code: string, message: string) =>
    html(reply, 400, sandboxPageCsp(provider), sandboxErrorPage(provider, code, message));

  /** The request's parameters when they name this app and a registered callback; else null. */
  const check = (reply: FastifyReply, fields: Fields) => {
    if (fields.client_id !== client.clientId) {
      void refuse(reply, codes.badClient, '등록되지 않은 앱이에요. client_id를 확인해 주세요.');
      return null;
    }
    const redirectUri = fields.redirect_uri ?? '';
    if (!client.redirectUris.includes(redirectUri)) {
      void refuse(reply, codes.badRedirect, '등록되지 않은 redirect_uri예요.');
      return null;
    }
    if (fields.response_type !== 'code' || (protocol.stateRequired && !fields.state)) {
      void refuse(reply, codes.badRequest, '요청 값이 올바르지 않아요. (response_type, state)');
      return null;
    }
    return { client_id: client.clientId, redirect_uri: redirectUri, state: fields.state ?? '' };
  };

  const show = (
    request: FastifyRequest,
    reply: FastifyReply,
    params: { client_id: string; redirect_uri: string; state: string },
    form: { email: string; nickname: string; emailConsent: boolean; error?: string },
    status = 200,
  ) =>
    html(
      reply,
      status,
      sandboxPageCsp(provider, [new URL(params.redirect_uri).origin]),
      consentPage(provider, {
        action: request.url.split('?')[0] ?? protocol.path,
        params,
        ...form,
      }),
    );

  app.get(protocol.path, async (request, reply) => {
    const params = check(reply, request.query as Fields);
    if (!params) return reply;
    return show(request, reply, params, {
      email: freshSandboxEmail(provider),
      nickname: DEFAULT_NICKNAME,
      emailConsent: true,
    });
  });

  app.post(protocol.path, async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const params = check(reply, fields);
    if (!params) return reply;
    const state: Record<string, string> = params.state ? { state: params.state } : {};
    if (fields.action === 'cancel')
      return reply.redirect(
        withQuery(params.redirect_uri, {
          error: 'access_denied',
          error_description: protocol.deniedDescription,
          ...state,
        }),
        303,
      );

    const email = (fields.email ?? '').trim().toLowerCase();
    const nickname = (fields.nickname ?? '').trim();
    const emailConsent = fields.email_consent === 'on';
    const again = (error: string) =>
      show(request, reply, params, { email, nickname, emailConsent, error }, 400);
    if (!EMAIL.test(email) || email.length > 100) return again('이메일 주소를 확인해 주세요.');
    if (nickname.length < 1 || nickname.length > 20)
      return again('닉네임을 1~20자로 입력해 주세요.');

    const code = store.issueCode({
      clientId: client.clientId,
      redirectUri: params.redirect_uri,
      state: params.state,
      account: {
        id: sandboxAccountId(provider, client.clientId, email),
        email: emailConsent ? email : null,
        nickname,
      },
    });
    return reply.redirect(withQuery(params.redirect_uri, { code, ...state }), 303);
  });
}
