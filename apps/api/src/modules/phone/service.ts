import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MESSAGES,
  PHONE_VERIFICATION,
  formatKoreanMobile,
  normaliseKoreanMobile,
  seoulMidnight,
  type PhoneCodeSent,
  type User,
} from '@chorok/contract';
import { phoneVerifications, users, sqlState, UNIQUE_VIOLATION, type Database } from '@chorok/db';
import { and, count, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/user-lock.ts';
import { authUserColumns } from '../auth/auth-plugin.ts';
import { forgetUserSessions } from '../auth/session-cache.ts';
import { seoulDate } from '../plants/seoul-date.ts';
import { toUser } from '../users/service.ts';
import { SmsSendError, type SmsMessage, type SmsSender } from './sms/provider.ts';

const { codeLength, ttlMs, resendAfterMs, maxAttemptsPerCode, dailyPerNumber, dailyPerUser } =
  PHONE_VERIFICATION;

/** Advisory lock namespace (the two-key form: this, and the number's hash): one number's requests take turns. */
const NUMBER_LOCK_NAMESPACE = 72_619_316;

export interface PhoneDeps {
  app: Pick<FastifyInstance, 'db' | 'database'>;
  /** Keys the code hashes: a copy of the table alone does not give the codes away. */
  secret: string;
  sms: SmsSender;
}

/** The user's number is kept as it is shown (010-1234-5678); codes are kept per digits. */
function parseNumber(input: string): { digits: string; formatted: string } {
  const digits = normaliseKoreanMobile(input);
  if (!digits) throw AppError.badRequest(MESSAGES.mobileNumberFormat);
  return { digits, formatted: formatKoreanMobile(digits) };
}

function hashCode(secret: string, userId: number, digits: string, code: string): string {
  return createHmac('sha256', secret).update(`phone:${userId}:${digits}:${code}`).digest('hex');
}

function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The text of the code's SMS, and what a provider's record keeps of it (no code). */
export function codeMessage(to: string, code: string): SmsMessage {
  const lines = (shown: string) =>
    `[초록] 인증번호 ${shown}\n${ttlMs / 60_000}분 안에 입력해 주세요.`;
  return { to, text: lines(code), record: lines('*'.repeat(code.length)) };
}

/** Midnight in Asia/Seoul of the day `now` falls on: the daily caps count from there. */
export function seoulDayStart(now: Date): Date {
  return seoulMidnight(seoulDate(now));
}

async function takenByOther(db: Database, formatted: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, formatted), ne(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Sends a new code to a Korean mobile number. Refused: a number on another account, a second
 * code to the same number within a minute, past the daily caps (per number, per user; Seoul
 * days). Only the code's hash is stored; the newest code is the only one verify accepts. When the
 * provider does not take the SMS the code is deleted again, so it neither works nor counts.
 */
export async function requestPhoneCode(
  { app, secret, sms }: PhoneDeps,
  userId: number,
  input: string,
  now = new Date(),
): Promise<PhoneCodeSent> {
  const { digits, formatted } = parseNumber(input);
  if (await takenByOther(app.db, formatted, userId))
    throw AppError.conflict(MESSAGES.phoneTakenByOtherAccount);

  const code = String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
  const expiresAt = new Date(now.getTime() + ttlMs);
  const id = await app.db.transaction(async (tx) => {
    // One request at a time per user and per number, so that the checks below hold.
    await lockUser(tx, userId);
    await tx.execute(
      sql`select pg_advisory_xact_lock(${NUMBER_LOCK_NAMESPACE}, hashtext(${digits}))`,
    );
    const [last] = await tx
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phoneNumber, digits)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < resendAfterMs)
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.phoneResendTooSoon);

    const today = gte(phoneVerifications.createdAt, seoulDayStart(now));
    const [perNumber] = await tx
      .select({ n: count() })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.phoneNumber, digits), today));
    const [perUser] = await tx
      .select({ n: count() })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), today));
    if ((perNumber?.n ?? 0) >= dailyPerNumber || (perUser?.n ?? 0) >= dailyPerUser)
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.phoneDailyLimit);

    const [row] = await tx
      .insert(phoneVerifications)
      .values({
        userId,
        phoneNumber: digits,
        codeHash: hashCode(secret, userId, digits, code),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: phoneVerifications.id });
    if (!row) throw new AppError('INTERNAL');
    return row.id;
  });

  try {
    await sms.send(codeMessage(digits, code));
  } catch (error) {
    await app.db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
    if (error instanceof SmsSendError)
      throw new AppError('UNAVAILABLE', MESSAGES.smsSendFailed, { cause: error });
    throw error;
  }
  return {
    phoneNumber: formatted,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + resendAfterMs).toISOString(),
  };
}

/**
 * Checks the code of the caller's newest request. A wrong code counts one try (a conditional
 * UPDATE, so tries arriving together are all counted); the fifth wrong try ends the code. The
 * right code is spent and the number saved on the user in one transaction: of two requests with
 * it only one succeeds, and the unique index on users.phone_number settles two accounts racing
 * for one number.
 */
export async function verifyPhone(
  { app, secret }: Pick<PhoneDeps, 'app' | 'secret'>,
  userId: number,
  input: string,
  code: string,
  now = new Date(),
): Promise<User> {
  const { digits, formatted } = parseNumber(input);
  const [row] = await app.db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
    .limit(1);
  // No code, a code for another number (superseded), or one already used: ask for a new one.
  if (!row || row.phoneNumber !== digits || row.verifiedAt)
    throw AppError.badRequest(MESSAGES.phoneCodeExpired);
  if (row.attempts >= maxAttemptsPerCode)
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.phoneCodeTooManyAttempts);
  if (row.expiresAt.getTime() <= now.getTime())
    throw AppError.badRequest(MESSAGES.phoneCodeExpired);

  if (!hashesMatch(hashCode(secret, userId, digits, code), row.codeHash)) {
    const [counted] = await app.db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(
        and(
          eq(phoneVerifications.id, row.id),
          lt(phoneVerifications.attempts, maxAttemptsPerCode),
          isNull(phoneVerifications.verifiedAt),
        ),
      )
      .returning({ attempts: phoneVerifications.attempts });
    if (!counted || counted.attempts >= maxAttemptsPerCode)
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.phoneCodeTooManyAttempts);
    throw AppError.badRequest(MESSAGES.phoneCodeMismatch);
  }

  if (await takenByOther(app.db, formatted, userId))
    throw AppError.conflict(MESSAGES.phoneTakenByOtherAccount);
  try {
    const saved = await app.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(phoneVerifications)
        .set({ verifiedAt: now })
        .where(
          and(
            eq(phoneVerifications.id, row.id),
            isNull(phoneVerifications.verifiedAt),
            lt(phoneVerifications.attempts, maxAttemptsPerCode),
            gt(phoneVerifications.expiresAt, now),
          ),
        )
        .returning({ id: phoneVerifications.id });
      // Another request spent it (or used up its tries) a moment ago.
      if (!spent) throw AppError.badRequest(MESSAGES.phoneCodeExpired);
      const [user] = await tx
        .update(users)
        .set({ phoneNumber: formatted, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning(authUserColumns);
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      return user;
    });
    forgetUserSessions(app, userId);
    return toUser(saved);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw AppError.conflict(MESSAGES.phoneTakenByOtherAccount);
    throw error;
  }
}
