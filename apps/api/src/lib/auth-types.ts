import type { AuthMode, UserRole } from '@chorok/contract';
import type { FastifyRequest } from 'fastify';

/** The signed-in user as every handler sees it (no extra query per handler). */
export interface AuthUser {
  id: number;
  email: string | null;
  name: string;
  nickname: string | null;
  level: number;
  phoneNumber: string | null;
  recommendMetadataIds: number[];
  createdAt: Date;
  isDemo: boolean;
  role: UserRole;
}

/** Who an operator action is by (decision 0043): a person with a console role, or the CLI. */
export interface OperatorActor {
  /** Null for the admin CLI. */
  userId: number | null;
  /** Their email (or name) when it was done, or 'CLI'. */
  label: string;
}

/** The verified access token of the request. */
export interface AuthToken {
  jti: string;
  userId: number;
  expiresAt: Date;
  loginType: string;
}

export interface AuthResult {
  user: AuthUser | null;
  token: AuthToken | null;
}

/** The user modes; `admin` is checked by route() itself and `none` never calls authenticate. */
export type UserAuthMode = Exclude<AuthMode, 'admin' | 'none' | 'operator' | 'owner'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Implemented by the auth plugin (modules/auth/auth-plugin.ts). `required`: resolves with a
     * user and token or throws AppError UNAUTHORIZED; `optional`: a user when a valid token is sent,
     * otherwise nulls.
     */
    authenticate(request: FastifyRequest, mode: AuthMode): Promise<AuthResult>;
  }
}
