import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, MESSAGES, type AuthMode } from '@chorok/contract';
import { revokedTokens, users, type Database } from '@chorok/db';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { AuthResult, AuthToken, AuthUser } from '../../lib/auth-types.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { sessionCacheFor } from './session-cache.ts';

/** Signs an access token (claims sub, jti, lt, iat, exp). Takes the app or the raw secret. */
export async function signAccessToken(
  appOrSecret: Pick<FastifyInstance, 'config'> | string,
  userId: number,
  loginType: string,
): Promise<string> {
  const secret = typeof appOrSecret === 'string' ? appOrSecret : appOrSecret.config.authSecret;
  const issuedAt = Math.floor(Date.now() / 1000);
  return signJwt(secret, {
    sub: String(userId),
    jti: randomUUID(),
    lt: loginType,
    iat: issuedAt,
    exp: issuedAt + ACCESS_TOKEN_TTL_S,
  });
}

/** The token's claims when its signature and expiry hold; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AuthToken | null> {
  const payload = await verifyJwt(secret, token);
  if (!payload) return null;
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId < 1) return null;
  if (
    typeof payload.jti !== 'string' ||
    typeof payload.lt !== 'string' ||
    typeof payload.exp !== 'number'
  )
    return null;
  return {
    jti: payload.jti,
    userId,
    loginType: payload.lt,
    expiresAt: new Date(payload.exp * 1000),
  };
}

/** The columns of an AuthUser: what authentication loads and what user writes return. */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  nickname: users.nickname,
  level: users.level,
  phoneNumber: users.phoneNumber,
  recommendMetadataIds: users.recommendMetadataIds,
  createdAt: users.createdAt,
  isDemo: users.isDemo,
  role: users.role,
};

/**
 * The one round trip per authenticated request: the user row, only when it exists, has not left,
 * and the token's jti was not signed out. Prepared once per database.
 */
function prepareSessionUserQuery(db: Database) {
  return db
    .select(authUserColumns)
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        isNull(users.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(revokedTokens)
            .where(eq(revokedTokens.jti, sql.placeholder('jti'))),
        ),
      ),
    )
    .prepare('auth_session_user');
}

const NO_SESSION: AuthResult = Object.freeze({ user: null, token: null });

/** `Authorization: Bearer <token>` → the token, `undefined` without the header, `''` when malformed. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] ?? '';
}

async function authPlugin(app: FastifyInstance) {
  let sessionUser: ReturnType<typeof prepareSessionUserQuery> | undefined;
  const cache = sessionCacheFor(app);

  async function resolve(raw: string): Promise<AuthResult | null> {
    const cached = cache.get(raw);
    if (cached) return cached;
    const generation = cache.begin();
    const token = await verifyAccessToken(app.config.authSecret, raw);
    if (!token) return null;
    sessionUser ??= prepareSessionUserQuery(app.db);
    const [user] = await sessionUser.execute({ userId: token.userId, jti: token.jti });
    if (!user) return null;
    // Frozen: a remembered session is shared by later requests, so no handler may change it.
    const session = Object.freeze({
      user: Object.freeze(user satisfies AuthUser),
      token: Object.freeze(token),
    });
    cache.set(raw, session, generation);
    return session;
  }

  app.decorate(
    'authenticate',
    async (request: FastifyRequest, mode: AuthMode): Promise<AuthResult> => {
      if (mode === 'none' || mode === 'admin') return NO_SESSION;
      const raw = bearerToken(request);
      if (raw === undefined) {
        if (mode === 'required') throw new AppError('UNAUTHORIZED', MESSAGES.loginRequired);
        return NO_SESSION;
      }
      const session = raw ? await resolve(raw) : null;
      if (session) return session;
      if (mode === 'required') throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      return NO_SESSION;
    },
  );
}

export default fp(authPlugin, { name: 'chorok-auth' });
