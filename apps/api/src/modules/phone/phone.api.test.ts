import { MESSAGES, PHONE_VERIFICATION } from '@chorok/contract';
import { PhoneCodeSent, User, envelope } from '@chorok/contract/schemas';
import { phoneVerifications, smsOutbox, users } from '@chorok/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { FastifyBaseLogger } from 'fastify';
import { codeMessage, seoulDayStart } from './service.ts';
import { createSmsSender } from './sms/create.ts';

/* POST /users/me/phone/code and /users/me/phone/verify, with SMS_PROVIDER=outbox. */

let t: TestApp;
beforeAll(async () => {
  // The per-route limits (10 and 30 a minute) would refuse this file's own requests.
  t = await createTestApp({ rateLimitPerMinute: 0, signInRateLimitPerMinute: 10_000 });
});
afterAll(async () => {
  await t?.close();
});

let numberCounter = 0;
/** A fresh mobile number per call (010-7xxx-xxxx), so tests never share one. */
function freshNumber(): { digits: string; formatted: string } {
  const n = String(7000_0000 + process.pid * 1000 + ++numberCounter).slice(-8);
  return { digits: `010${n}`, formatted: `010-${n.slice(0, 4)}-${n.slice(4)}` };
}

async function post(path: string, who: Shopper | null, payload: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/users/me/phone/${path}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() as { message: string } };
}
const requestCode = (who: Shopper | null, phoneNumber: string) =>
  post('code', who, { phoneNumber });
const verify = (who: Shopper | null, phoneNumber: string, code: string) =>
  post('verify', who, { phoneNumber, code });

/** The code in the newest outbox message to `digits`. */
async function codeSentTo(digits: string): Promise<string> {
  const [row] = await t.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.recipient, digits))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = /인증번호 (\d{6})/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${digits}`);
  return code;
}

const codesOf = (userId: number) =>
  t.db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .orderBy(desc(phoneVerifications.id));

/** Moves the caller's codes `ms` into the past, as if that much time had gone by. */
async function age(userId: number, ms: number) {
  const by = sql`${`${ms} milliseconds`}::interval`;
  await t.db
    .update(phoneVerifications)
    .set({
      createdAt: sql`${phoneVerifications.createdAt} - ${by}`,
      expiresAt: sql`${phoneVerifications.expiresAt} - ${by}`,
    })
    .where(eq(phoneVerifications.userId, userId));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /users/me/phone/code', () => {
  it('sends a 6-digit code to the outbox and stores only its hash', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    const before = Date.now();
    const response = await requestCode(who, number.digits);
    expect(response.status).toBe(201);
    const { data } = envelope(PhoneCodeSent).parse(response.body);
    expect(data.phoneNumber).toBe(number.formatted);
    const expires = Date.parse(data.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(PHONE_VERIFICATION.ttlMs - 50);
    expect(expires).toBeLessThanOrEqual(PHONE_VERIFICATION.ttlMs + 5_000);
    expect(Date.parse(data.expiresAt) - Date.parse(data.resendAvailableAt)).toBe(
      PHONE_VERIFICATION.ttlMs - PHONE_VERIFICATION.resendAfterMs,
    );

    const code = await codeSentTo(number.digits);
    const [outbox] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, number.digits));
    expect(outbox).toMatchObject({ provider: 'outbox', status: 'queued' });
    expect(outbox?.body).toBe(`[초록] 인증번호 ${code}\n3분 안에 입력해 주세요.`);

    const [row] = await codesOf(who.id);
    expect(row).toMatchObject({ phoneNumber: number.digits, attempts: 0, verifiedAt: null });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('takes the number in any usual way of writing it', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    const response = await requestCode(who, `+82 ${number.formatted.slice(1)}`);
    expect(response.status).toBe(201);
    expect(envelope(PhoneCodeSent).parse(response.body).data.phoneNumber).toBe(number.formatted);
    expect((await codesOf(who.id))[0]?.phoneNumber).toBe(number.digits);
  });

  it.each([['02-123-4567'], ['070-1234-5678'], ['010-1234'], ['전화번호'], ['+1 202 555 0100']])(
    'refuses %j with 400 and sends nothing',
    async (phoneNumber) => {
      const who = await signIn(t.app, t.db);
      const response = await requestCode(who, phoneNumber);
      expect(response).toEqual({
        status: 400,
        body: expect.objectContaining({ message: MESSAGES.mobileNumberFormat, status: 400 }),
      });
      expect(await codesOf(who.id)).toEqual([]);
    },
  );

  it('refuses a missing or empty number with 400', async () => {
    const who = await signIn(t.app, t.db);
    expect((await post('code', who, {})).body.message).toBe(MESSAGES.mobileNumberFormat);
    expect((await requestCode(who, '  ')).status).toBe(400);
    expect((await post('code', who, { phoneNumber: '01012345678', extra: 1 })).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await requestCode(null, freshNumber().digits);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.loginRequired);
  });

  it('refuses a second code to the same number within a minute, not after it', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    expect((await requestCode(who, number.digits)).status).toBe(201);
    const again = await requestCode(who, number.formatted);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(MESSAGES.phoneResendTooSoon);
    expect(await codesOf(who.id)).toHaveLength(1);

    // Another number is not held back by the first one's minute.
    expect((await requestCode(who, freshNumber().digits)).status).toBe(201);

    await age(who.id, PHONE_VERIFICATION.resendAfterMs);
    expect((await requestCode(who, number.digits)).status).toBe(201);
  });

  it('refuses a number verified on another account with 409', async () => {
    const holder = await signIn(t.app, t.db);
    const number = freshNumber();
    await t.db.update(users).set({ phoneNumber: number.formatted }).where(eq(users.id, holder.id));
    const other = await signIn(t.app, t.db);
    const response = await requestCode(other, number.digits);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.phoneTakenByOtherAccount);
    expect(await codesOf(other.id)).toEqual([]);
    // The holder may ask again for their own number.
    expect((await requestCode(holder, number.digits)).status).toBe(201);
  });

  it(`caps codes per number at ${PHONE_VERIFICATION.dailyPerNumber} a Seoul day, whoever asks`, async () => {
    const number = freshNumber();
    const start = seoulDayStart(new Date());
    const earlier = await signIn(t.app, t.db);
    // Yesterday's codes (Seoul) do not count; today's do, from any account.
    await t.db.insert(phoneVerifications).values(
      Array.from({ length: PHONE_VERIFICATION.dailyPerNumber }, (_, i) => ({
        userId: earlier.id,
        phoneNumber: number.digits,
        codeHash: 'x'.repeat(64),
        expiresAt: start,
        createdAt: new Date(start.getTime() - 1_000 * (i + 1)),
      })),
    );
    const who = await signIn(t.app, t.db);
    expect((await requestCode(who, number.digits)).status).toBe(201);
    await t.db.insert(phoneVerifications).values(
      Array.from({ length: PHONE_VERIFICATION.dailyPerNumber - 1 }, () => ({
        userId: earlier.id,
        phoneNumber: number.digits,
        codeHash: 'x'.repeat(64),
        expiresAt: start,
        createdAt: start,
      })),
    );
    await age(who.id, PHONE_VERIFICATION.resendAfterMs);
    const response = await requestCode(who, number.digits);
    expect(response.status).toBe(429);
    expect(response.body.message).toBe(MESSAGES.phoneDailyLimit);
    expect(await codesOf(who.id)).toHaveLength(1);
  });

  it(`caps codes per user at ${PHONE_VERIFICATION.dailyPerUser} a Seoul day, whatever the number`, async () => {
    const who = await signIn(t.app, t.db);
    for (let i = 0; i < PHONE_VERIFICATION.dailyPerUser; i++)
      expect((await requestCode(who, freshNumber().digits)).status).toBe(201);
    const response = await requestCode(who, freshNumber().digits);
    expect(response.status).toBe(429);
    expect(response.body.message).toBe(MESSAGES.phoneDailyLimit);
    expect(await codesOf(who.id)).toHaveLength(PHONE_VERIFICATION.dailyPerUser);
  });
});

describe('the outbox', () => {
  it('echoes each message to the log with the embedded database only', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger;
    const message = codeMessage('01055550009', '123456');
    await createSmsSender({ ...t.config, databaseUrl: undefined }, t.db, log).send(message);
    expect(lines).toEqual([
      'SMS to 010-5555-0009 (outbox, not sent): [초록] 인증번호 123456 3분 안에 입력해 주세요.',
    ]);
    await createSmsSender({ ...t.config, databaseUrl: 'postgres://db/x' }, t.db, log).send(message);
    expect(lines).toHaveLength(1);
    const rows = await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, '01055550009'));
    expect(rows).toHaveLength(2);
  });
});

describe('seoulDayStart', () => {
  it('is midnight in Seoul of the day the moment falls on', () => {
    expect(seoulDayStart(new Date('2026-03-31T14:59:59Z')).toISOString()).toBe(
      '2026-03-30T15:00:00.000Z',
    );
    expect(seoulDayStart(new Date('2026-03-31T15:00:00Z')).toISOString()).toBe(
      '2026-03-31T15:00:00.000Z',
    );
  });
});

describe('POST /users/me/phone/verify', () => {
  it('saves the verified number on the user and spends the code', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    await requestCode(who, number.digits);
    const code = await codeSentTo(number.digits);

    const response = await verify(who, number.formatted, code);
    expect(response.status).toBe(200);
    const { data } = envelope(User).parse(response.body);
    expect(data).toMatchObject({ id: who.id, phoneNumber: number.formatted });
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: who.headers });
    expect(envelope(User).parse(me.json()).data.phoneNumber).toBe(number.formatted);
    expect((await codesOf(who.id))[0]?.verifiedAt).toBeInstanceOf(Date);

    const again = await verify(who, number.digits, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.phoneCodeExpired);
  });

  it('replaces the number a user had', async () => {
    const who = await signIn(t.app, t.db);
    const [first, second] = [freshNumber(), freshNumber()];
    await requestCode(who, first.digits);
    await verify(who, first.digits, await codeSentTo(first.digits));
    await requestCode(who, second.digits);
    const response = await verify(who, second.digits, await codeSentTo(second.digits));
    expect(envelope(User).parse(response.body).data.phoneNumber).toBe(second.formatted);
  });

  it('counts wrong codes and ends the code at the fifth', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    await requestCode(who, number.digits);
    const code = await codeSentTo(number.digits);
    for (let i = 1; i < PHONE_VERIFICATION.maxAttemptsPerCode; i++) {
      const response = await verify(who, number.digits, wrongCode(code));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.phoneCodeMismatch);
      expect((await codesOf(who.id))[0]?.attempts).toBe(i);
    }
    const fifth = await verify(who, number.digits, wrongCode(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(MESSAGES.phoneCodeTooManyAttempts);
    // Dead: not even the right code works now.
    const right = await verify(who, number.digits, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(MESSAGES.phoneCodeTooManyAttempts);
    expect((await t.db.select().from(users).where(eq(users.id, who.id)))[0]?.phoneNumber).toBe(
      null,
    );
  });

  it('counts wrong codes sent together, each once', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    await requestCode(who, number.digits);
    const code = await codeSentTo(number.digits);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => verify(who, number.digits, wrongCode(code))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(
      PHONE_VERIFICATION.maxAttemptsPerCode - 1,
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      8 - (PHONE_VERIFICATION.maxAttemptsPerCode - 1),
    );
    expect((await codesOf(who.id))[0]?.attempts).toBe(PHONE_VERIFICATION.maxAttemptsPerCode);
  });

  it('refuses an expired code', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    await requestCode(who, number.digits);
    const code = await codeSentTo(number.digits);
    await age(who.id, PHONE_VERIFICATION.ttlMs);
    const response = await verify(who, number.digits, code);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.phoneCodeExpired);
  });

  it('accepts only the newest code', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    await requestCode(who, number.digits);
    const older = await codeSentTo(number.digits);
    await age(who.id, PHONE_VERIFICATION.resendAfterMs);
    await requestCode(who, number.digits);
    const newer = await codeSentTo(number.digits);
    if (older !== newer) {
      const response = await verify(who, number.digits, older);
      expect(response.body.message).toBe(MESSAGES.phoneCodeMismatch);
    }
    expect((await verify(who, number.digits, newer)).status).toBe(200);
  });

  it('refuses a code for another number than the newest request', async () => {
    const who = await signIn(t.app, t.db);
    const [first, second] = [freshNumber(), freshNumber()];
    await requestCode(who, first.digits);
    const code = await codeSentTo(first.digits);
    await requestCode(who, second.digits);
    const response = await verify(who, first.digits, code);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.phoneCodeExpired);
  });

  it('refuses without a code asked for, and bad input, with 400', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    expect((await verify(who, number.digits, '123456')).body.message).toBe(
      MESSAGES.phoneCodeExpired,
    );
    expect((await verify(who, number.digits, '12345')).body.message).toBe(MESSAGES.phoneCodeFormat);
    expect((await verify(who, number.digits, '12345a')).status).toBe(400);
    expect((await verify(who, '02-123-4567', '123456')).body.message).toBe(
      MESSAGES.mobileNumberFormat,
    );
    expect((await post('verify', who, { phoneNumber: number.digits })).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await verify(null, freshNumber().digits, '123456')).status).toBe(401);
  });

  it('with the right code sent twice at once, succeeds once', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    await requestCode(who, number.digits);
    const code = await codeSentTo(number.digits);
    const results = await Promise.all([
      verify(who, number.digits, code),
      verify(who, number.digits, code),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('gives a number to one of two accounts verifying it at once; the other gets 409', async () => {
    const number = freshNumber();
    const [a, b] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    await requestCode(a, number.digits);
    const codeA = await codeSentTo(number.digits);
    await requestCode(b, number.digits);
    const codeB = await codeSentTo(number.digits);
    const results = await Promise.all([
      verify(a, number.digits, codeA),
      verify(b, number.digits, codeB),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(
      MESSAGES.phoneTakenByOtherAccount,
    );
    const holders = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, number.formatted));
    expect(holders).toHaveLength(1);
  });

  it('refuses a number another account verified after the code was sent', async () => {
    const number = freshNumber();
    const who = await signIn(t.app, t.db);
    await requestCode(who, number.digits);
    const code = await codeSentTo(number.digits);
    const other = await signIn(t.app, t.db);
    await t.db.update(users).set({ phoneNumber: number.formatted }).where(eq(users.id, other.id));
    const response = await verify(who, number.digits, code);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.phoneTakenByOtherAccount);
    const [row] = await codesOf(who.id);
    expect(row?.verifiedAt).toBeNull();
  });
});

describe('leaving', () => {
  it('erases the codes sent to the account', async () => {
    const who = await signIn(t.app, t.db);
    const number = freshNumber();
    await requestCode(who, number.digits);
    await verify(who, number.digits, await codeSentTo(number.digits));
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/leave',
      headers: who.headers,
      payload: { reason: 'RARELY_USED' },
    });
    expect(response.statusCode).toBe(200);
    expect(await codesOf(who.id)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, who.id)));
    expect(row?.phoneNumber).toBeNull();
  });
});
