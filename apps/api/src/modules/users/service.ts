import {
  MESSAGES,
  QUESTION_KINDS,
  type DeviceInfoBody,
  type UpdateUserBody,
  type User,
} from '@chorok/contract';
import {
  deviceInfos,
  productMetadatas,
  users,
  sqlState,
  UNIQUE_VIOLATION,
  type Database,
} from '@chorok/db';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthToken, AuthUser } from '../../lib/auth-types.ts';
import { forgetUserSessions } from '../auth/session-cache.ts';
import { authUserColumns } from '../auth/auth-plugin.ts';

type UserRow = Pick<
  AuthUser,
  | 'id'
  | 'email'
  | 'name'
  | 'nickname'
  | 'level'
  | 'phoneNumber'
  | 'recommendMetadataIds'
  | 'role'
  | 'createdAt'
>;

/** The one mapping from a users row (or the signed-in AuthUser) to the contract's User. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    // Only accounts that left have no e-mail, and those never authenticate.
    email: row.email ?? '',
    nickname: row.nickname,
    level: row.level,
    phoneNumber: row.phoneNumber,
    recommendMetadataIds: row.recommendMetadataIds,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertOwnAccount(user: AuthUser, id: number): void {
  if (user.id !== id) throw new AppError('FORBIDDEN', MESSAGES.ownAccountOnly);
}

// Nicknames compare exactly, as the unique index users_nickname_key does: whatever this check
// calls free, the index accepts, and the other way round.
export async function nicknameTakenByOther(
  db: Database,
  nickname: string,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nickname, nickname), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(
  app: Pick<FastifyInstance, 'db' | 'database'>,
  user: AuthUser,
  id: number,
  body: UpdateUserBody,
): Promise<User> {
  assertOwnAccount(user, id);
  if (
    body.nickname !== undefined &&
    body.nickname !== user.nickname &&
    (await nicknameTakenByOther(app.db, body.nickname, user.id))
  ) {
    throw new AppError('CONFLICT', MESSAGES.nicknameTaken);
  }
  try {
    const [row] = await app.db
      .update(users)
      .set({ ...body, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning(authUserColumns);
    if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
    forgetUserSessions(app, id);
    return toUser(row);
  } catch (error) {
    // The check above and the write are not atomic; the unique index settles a race.
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', MESSAGES.nicknameTaken, { cause: error });
    throw error;
  }
}

/**
 * Registers the device's push token for the caller, and for this session: a token belongs to the
 * account that registered it last (taken off any other), and sign-out of this session removes it
 * (decision 0027), so a shared phone never keeps receiving someone else's reminders.
 */
export async function saveDeviceInfo(
  db: Database,
  user: AuthUser,
  token: AuthToken,
  id: number,
  body: DeviceInfoBody,
) {
  assertOwnAccount(user, id);
  const [row] = await db
    .insert(deviceInfos)
    .values({ userId: id, ...body, sessionJti: token.jti })
    .onConflictDoUpdate({
      target: deviceInfos.fcmToken,
      set: {
        userId: id,
        deviceType: body.deviceType,
        deviceModel: body.deviceModel,
        sessionJti: token.jti,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: deviceInfos.id,
      fcmToken: deviceInfos.fcmToken,
      deviceType: deviceInfos.deviceType,
      deviceModel: deviceInfos.deviceModel,
    });
  if (!row) throw new AppError('INTERNAL');
  return { ...row, deviceType: body.deviceType };
}

/**
 * Replaces the caller's questionnaire answers. Every id must be an answer option (one of the four
 * question kinds), not a tag or an unknown id: otherwise 400 with the spec's list message and
 * nothing changes. Stored sorted and without repeats.
 */
export async function saveRecommendMetadatas(
  app: Pick<FastifyInstance, 'db' | 'database'>,
  user: AuthUser,
  id: number,
  metadataIds: readonly number[],
): Promise<User> {
  assertOwnAccount(user, id);
  const unique = [...new Set(metadataIds)].sort((a, b) => a - b);
  if (unique.length > 0) {
    const rows = await app.db
      .select({ id: productMetadatas.id })
      .from(productMetadatas)
      .where(
        and(
          inArray(productMetadatas.id, unique),
          inArray(productMetadatas.kind, [...QUESTION_KINDS]),
        ),
      );
    if (rows.length !== unique.length) throw new AppError('BAD_REQUEST', MESSAGES.metadataList);
  }
  const [row] = await app.db
    .update(users)
    .set({ recommendMetadataIds: unique, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning(authUserColumns);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
  forgetUserSessions(app, id);
  return toUser(row);
}
