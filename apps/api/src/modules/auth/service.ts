import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { MESSAGES, TEMP_CODE } from '@chorok/contract';
import { authIdentities, revokedTokens, temporaryCodes, users, type Database } from '@chorok/db';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthToken } from '../../lib/auth-types.ts';
import { issueWelcomeCoupons } from '../benefits/coupons.ts';
import { signAccessToken } from './auth-plugin.ts';
import { forgetSessionDevices } from '../notifications/service.ts';
import { forgetUserSessions } from './session-cache.ts';

type AuthApp = Pick<FastifyInstance, 'db' | 'config'>;
type DataApp = Pick<FastifyInstance, 'db' | 'database'>;

/** 24 random bytes → 32 url-safe characters after the `code` prefix. */
const CODE_RANDOM_BYTES = 24;
const TEMPORARY_PROVIDER = 'temporary';

/** Only this hash is stored: a copy of the database does not hand out working codes. */
export function hashTemporaryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function generateTemporaryCode(): string {
  return `${TEMP_CODE.prefix}${randomBytes(CODE_RANDOM_BYTES).toString('base64url')}`;
}

export interface IssuedTemporaryCode {
  code: string;
  expiresAt: Date;
  userId: number;
  createdUser: boolean;
}

/**
 * Issues a single-use sign-in code for an e-mail, creating the user on first use. An account that
 * left has its e-mail erased, so the same address then starts a new account instead of reviving it.
 */
export async function issueTemporaryCode(
  db: Database,
  rawEmail: string,
): Promise<IssuedTemporaryCode> {
  const email = rawEmail.trim().toLowerCase();
  const code = generateTemporaryCode();
  const expiresAt = new Date(Date.now() + TEMP_CODE.ttlMs);

  return db.transaction(async (tx) => {
    const findUser = async () =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
    let userId = await findUser();
    let createdUser = false;
    if (userId === undefined) {
      // ON CONFLICT: a code issued at the same moment for the same new address may have created it.
      const [created] = await tx
        .insert(users)
        .values({ email, name: email.slice(0, email.indexOf('@')), level: 1 })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      createdUser = created !== undefined;
      if (created) await issueWelcomeCoupons(tx, created.id);
      userId = created?.id ?? (await findUser());
      if (userId === undefined) throw new AppError('CONFLICT', MESSAGES.conflict);
    }
    await tx
      .insert(authIdentities)
      .values({ userId, provider: TEMPORARY_PROVIDER, subject: email })
      .onConflictDoNothing();
    await tx.insert(temporaryCodes).values({
      codeHash: hashTemporaryCode(code),
      purpose: TEMPORARY_PROVIDER,
      userId,
      expiresAt,
    });
    return { code, expiresAt, userId, createdUser };
  });
}

/**
 * Spends a code. Single use and expiry are one conditional UPDATE, so two requests racing with the
 * same code cannot both win; when it matches nothing the answer is the same whatever the reason.
 * Only an operator's code (purpose `temporary`): Apple's temp tokens share the table, not the use.
 */
export async function redeemTemporaryCode(db: Database, code: string): Promise<number> {
  const codeHash = hashTemporaryCode(code);
  const [spent] = await db
    .update(temporaryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(temporaryCodes.codeHash, codeHash),
        eq(temporaryCodes.purpose, TEMPORARY_PROVIDER),
        isNull(temporaryCodes.usedAt),
        gt(temporaryCodes.expiresAt, sql`now()`),
        exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, temporaryCodes.userId), isNull(users.deletedAt))),
        ),
      ),
    )
    .returning({ userId: temporaryCodes.userId });
  if (spent) return spent.userId;
  // Unknown, used, expired or of a left account: one answer, so no code's fate is told.
  throw new AppError('UNAUTHORIZED', MESSAGES.tempCodeUnusable);
}

export async function temporarySignIn(
  app: AuthApp,
  code: string,
): Promise<{ accessToken: string }> {
  const userId = await redeemTemporaryCode(app.db, code);
  return { accessToken: await signAccessToken(app, userId, 'temporary') };
}

const DEMO_NICKNAME_PREFIX = '초록이';
const DEMO_NAME = '체험 사용자';
/** Four digits while they last; once collisions pile up, longer suffixes keep sign-in working. */
const DEMO_NICKNAME_DIGITS = [4, 4, 4, 4, 4, 4, 6, 6, 6, 8] as const;

function demoNickname(digits: number): string {
  return `${DEMO_NICKNAME_PREFIX}${String(randomInt(0, 10 ** digits)).padStart(digits, '0')}`;
}

export async function demoSignIn(app: AuthApp): Promise<{ accessToken: string }> {
  if (!app.config.demoSignIn) throw new AppError('NOT_FOUND', MESSAGES.demoDisabled);
  for (const digits of DEMO_NICKNAME_DIGITS) {
    // ON CONFLICT DO NOTHING: a nickname someone already holds simply yields no row; try another.
    const user = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: `demo+${randomUUID()}@demo.chorok.kr`,
          name: DEMO_NAME,
          nickname: demoNickname(digits),
          level: 1,
          isDemo: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (created) await issueWelcomeCoupons(tx, created.id);
      return created;
    });
    if (user) return { accessToken: await signAccessToken(app, user.id, 'demo') };
  }
  throw new AppError('CONFLICT', MESSAGES.conflict);
}

export function revoke(db: Pick<Database, 'insert'>, token: AuthToken) {
  return db
    .insert(revokedTokens)
    .values({ jti: token.jti, userId: token.userId, expiresAt: token.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti });
}

export async function signOut(app: DataApp, token: AuthToken): Promise<{ success: true }> {
  await revoke(app.db, token);
  await forgetSessionDevices(app.db, token);
  forgetUserSessions(app, token.userId);
  return { success: true };
}
