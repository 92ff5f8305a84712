import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { z } from 'zod';
import { consentPage, problemPage, returnPage, sandboxCsp } from './apple-pages.ts';

/*
 * A local stand-in for Sign in with Apple, speaking Apple's protocol at Apple's paths below its
 * prefix: GET /auth/authorize (the sign-in sheet), its form_post back to the return URL with a
 * code and an RS256 id_token, GET /auth/keys (the JWKS) and POST /auth/token (code → id_token).
 * Keys are made when first needed and live in memory, as do codes: one process, like the
 * embedded database it comes with.
 */

export interface AppleSandboxOptions {
  /** The `iss` of its tokens: the URL it answers at. A function, as a test server learns its port late. */
  issuer: () => string;
  /** The one Services ID it knows. */
  clientId: string;
  /** The Return URLs registered for it; any other is refused, as Apple does. */
  redirectUris: readonly string[];
}

const ID_TOKEN_TTL_S = 10 * 60;
const CODE_TTL_MS = 5 * 60_000;
const MAX_CODES = 1000;
const FORM_BODY_LIMIT = 16 * 1024;
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;
export const SANDBOX_EMAIL_DOMAIN = 'sandbox.chorok.invalid';
export const SANDBOX_RELAY_DOMAIN = 'privaterelay.sandbox.chorok.invalid';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Apple's `sub` is one per Apple ID; the sandbox's Apple ID is the e-mail typed in. */
export function sandboxSubject(email: string): string {
  return `000000.${sha256Hex(`apple-sandbox:${email.toLowerCase()}`).slice(0, 32)}.0000`;
}

/** Hide My Email: a stable relay address per Apple ID. */
export function sandboxRelayAddress(email: string): string {
  return `${sha256Hex(`relay:${email.toLowerCase()}`).slice(0, 10)}@${SANDBOX_RELAY_DOMAIN}`;
}

const freshEmail = () => `apple.${randomBytes(4).toString('hex')}@${SANDBOX_EMAIL_DOMAIN}`;

const AuthorizeRequest = z.object({
  client_id: z.string().max(200).default(''),
  redirect_uri: z.string().max(2048).default(''),
  response_type: z.string().max(100).default(''),
  response_mode: z.string().max(100).default(''),
  scope: z.string().max(200).default(''),
  state: z.string().max(1024).optional(),
  nonce: z.string().max(1024).optional(),
});
type AuthorizeRequest = z.infer<typeof AuthorizeRequest>;

interface IssuedCode {
  claims: JWTPayload;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
}

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

class SandboxIdentityProvider {
  private keys: Promise<{ privateKey: SigningKey; jwk: JWK }> | undefined;
  private readonly codes = new Map<string, IssuedCode>();
  /** Apple IDs that already authorized the client: Apple sends the name only the first time. */
  private readonly authorized = new Set<string>();

  private signingKeys() {
    this.keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = { ...(await exportJWK(publicKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
      return { privateKey, jwk };
    })();
    return this.keys;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.signingKeys()).jwk] };
  }

  async sign(claims: JWTPayload): Promise<string> {
    const { privateKey, jwk } = await this.signingKeys();
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims, iat: now, exp: now + ID_TOKEN_TTL_S })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .sign(privateKey);
  }

  issueCode(entry: Omit<IssuedCode, 'expiresAt'>): string {
    const now = Date.now();
    for (const [code, issued] of this.codes) if (issued.expiresAt <= now) this.codes.delete(code);
    if (this.codes.size >= MAX_CODES) this.codes.delete(this.codes.keys().next().value!);
    const code = `c${randomBytes(24).toString('hex')}.0.sandbox`;
    this.codes.set(code, { ...entry, expiresAt: now + CODE_TTL_MS });
    return code;
  }

  /** Single use: a code is gone once presented, right or wrong. */
  redeemCode(code: string): IssuedCode | null {
    const issued = this.codes.get(code);
    this.codes.delete(code);
    return issued && issued.expiresAt > Date.now() ? issued : null;
  }

  firstAuthorization(clientId: string, subject: string): boolean {
    const key = `${clientId} ${subject}`;
    if (this.authorized.has(key)) return false;
    this.authorized.add(key);
    return true;
  }
}

function html(reply: FastifyReply, status: number, body: string, formOrigins: string[] = []) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', sandboxCsp(formOrigins))
    .type('text/html; charset=utf-8')
    .send(body);
}

const originOf = (url: string) => new URL(url).origin;

export default async function appleSandbox(app: FastifyInstance, options: AppleSandboxOptions) {
  const idp = new SandboxIdentityProvider();
  const authorizePath = `${app.prefix}/auth/authorize`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** Apple's checks of an authorize request: the request, or the refusal it shows. */
  function readAuthorize(input: unknown): AuthorizeRequest | [string, string] {
    const parsed = AuthorizeRequest.safeParse(input);
    if (!parsed.success) return ['invalid_request', '요청 형식이 올바르지 않아요.'];
    const request = parsed.data;
    if (request.client_id !== options.clientId)
      return ['invalid_client', '등록되지 않은 서비스예요.'];
    if (!options.redirectUris.includes(request.redirect_uri))
      return ['invalid_request', '등록되지 않은 돌아갈 주소(redirect_uri)예요.'];
    if (!request.response_type.split(' ').includes('code'))
      return ['unsupported_response_type', 'response_type에 code가 있어야 해요.'];
    if (request.response_mode !== 'form_post')
      return ['invalid_request', '이름과 이메일을 받으려면 response_mode=form_post여야 해요.'];
    return request;
  }

  const carried = (request: AuthorizeRequest) =>
    Object.fromEntries(
      (
        [
          'client_id',
          'redirect_uri',
          'response_type',
          'response_mode',
          'scope',
          'state',
          'nonce',
        ] as const
      ).flatMap((name) => (request[name] === undefined ? [] : [[name, request[name]]])),
    ) as Record<string, string>;

  const hidden = { schema: { hide: true } };

  app.get('/auth/authorize', hidden, async (request, reply) => {
    const authorize = readAuthorize(request.query);
    if (Array.isArray(authorize)) return html(reply, 400, problemPage(...authorize));
    return html(
      reply,
      200,
      consentPage({ action: authorizePath, request: carried(authorize), email: freshEmail() }),
    );
  });

  app.post('/auth/authorize', hidden, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const authorize = readAuthorize(form);
    if (Array.isArray(authorize)) return html(reply, 400, problemPage(...authorize));
    const back = [originOf(authorize.redirect_uri)];
    const state: Record<string, string> =
      authorize.state === undefined ? {} : { state: authorize.state };

    if (form.action === 'cancel')
      return html(
        reply,
        200,
        returnPage({
          redirectUri: authorize.redirect_uri,
          fields: { error: 'user_cancelled_authorize', ...state },
          sharedEmail: null,
          cancelled: true,
        }),
        back,
      );

    const email = (form.email ?? '').trim().toLowerCase();
    const lastName = (form.lastName ?? '').trim().slice(0, 40);
    const firstName = (form.firstName ?? '').trim().slice(0, 40);
    const hideEmail = form.hideEmail === 'true';
    if (!EMAIL.test(email) || email.length > 100)
      return html(
        reply,
        400,
        consentPage({
          action: authorizePath,
          request: carried(authorize),
          email,
          lastName,
          firstName,
          hideEmail,
          error: '이메일 주소를 확인해 주세요.',
        }),
      );

    const scopes = authorize.scope.split(' ');
    const subject = sandboxSubject(email);
    const sharedEmail = scopes.includes('email')
      ? hideEmail
        ? sandboxRelayAddress(email)
        : email
      : null;
    const claims: JWTPayload = {
      iss: options.issuer(),
      aud: options.clientId,
      sub: subject,
      ...(authorize.nonce === undefined ? {} : { nonce: authorize.nonce }),
      nonce_supported: true,
      ...(sharedEmail
        ? { email: sharedEmail, email_verified: 'true', is_private_email: String(hideEmail) }
        : {}),
      auth_time: Math.floor(Date.now() / 1000),
      real_user_status: 2,
    };
    const code = idp.issueCode({
      claims,
      clientId: options.clientId,
      redirectUri: authorize.redirect_uri,
    });
    const fields: Record<string, string> = { code, id_token: await idp.sign(claims), ...state };
    const name =
      scopes.includes('name') && (firstName || lastName) ? { firstName, lastName } : null;
    if (idp.firstAuthorization(options.clientId, subject) && (name || sharedEmail))
      fields.user = JSON.stringify({
        ...(name ? { name } : {}),
        ...(sharedEmail ? { email: sharedEmail } : {}),
      });
    return html(
      reply,
      200,
      returnPage({ redirectUri: authorize.redirect_uri, fields, sharedEmail, cancelled: false }),
      back,
    );
  });

  app.get('/auth/keys', hidden, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(await idp.jwks()),
  );

  // Apple wants a client_secret (an ES256 JWT made with the developer's key); the sandbox has no
  // such key to check it against, so it only requires one to be present.
  app.post('/auth/token', hidden, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const fail = (error: string) =>
      reply.code(400).header('cache-control', 'no-store').send({ error });
    if (form.client_id !== options.clientId || !form.client_secret) return fail('invalid_client');
    if (form.grant_type !== 'authorization_code') return fail('unsupported_grant_type');
    const issued = idp.redeemCode(form.code ?? '');
    if (!issued || issued.clientId !== form.client_id) return fail('invalid_grant');
    if (form.redirect_uri !== undefined && form.redirect_uri !== issued.redirectUri)
      return fail('invalid_grant');
    return reply.header('cache-control', 'no-store').send({
      access_token: `a${randomBytes(24).toString('hex')}.0.sandbox`,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: `r${randomBytes(24).toString('hex')}.0.sandbox`,
      id_token: await idp.sign(issued.claims),
    });
  });
}
