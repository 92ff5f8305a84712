import { MESSAGES } from '@chorok/contract';
import { DeviceInfo, User, envelope } from '@chorok/contract/schemas';
import { deviceInfos, users } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_METADATA, insertMetadatas } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { signAccessToken } from '../auth/auth-plugin.ts';
import { issueTemporaryCode } from '../auth/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function newUser(nickname?: string) {
  const email = `user-${++counter}@users.test.chorok.kr`;
  const { userId } = await issueTemporaryCode(t.db, email);
  if (nickname) await t.db.update(users).set({ nickname }).where(eq(users.id, userId));
  return { id: userId, email, token: await signAccessToken(t.app, userId, 'temporary') };
}

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, body?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: unknown; message: string; status: number },
  };
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /users/me', () => {
  it('returns the signed-in user in the contract shape', async () => {
    const user = await newUser('내닉네임');
    const response = await call('GET', '/v1/users/me', user.token);
    expect(response.status).toBe(200);
    const { data } = envelope(User).parse(response.body);
    const row = await userRow(user.id);
    expect(data).toEqual({
      id: user.id,
      name: user.email.split('@')[0],
      email: user.email,
      nickname: '내닉네임',
      level: 1,
      phoneNumber: null,
      recommendMetadataIds: [],
      role: 'SHOPPER',
      createdAt: row?.createdAt.toISOString(),
    });
  });

  it('answers 401 without a token', async () => {
    const response = await call('GET', '/v1/users/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ data: null, message: MESSAGES.loginRequired, status: 401 });
  });
});

describe('GET /users/exist-nickname', () => {
  it('says whether another user holds the nickname', async () => {
    const holder = await newUser('초록러버');
    const asker = await newUser();
    const ask = async (nickname: string, token = asker.token) =>
      call('GET', `/v1/users/exist-nickname?nickname=${encodeURIComponent(nickname)}`, token);

    expect((await ask('초록러버')).body).toEqual({
      data: { isExist: true },
      message: MESSAGES.ok,
      status: 200,
    });
    expect((await ask('  초록러버 ')).body.data).toEqual({ isExist: true });
    expect((await ask('아무도없는닉')).body.data).toEqual({ isExist: false });
    // One's own nickname is not "taken".
    expect((await ask('초록러버', holder.token)).body.data).toEqual({ isExist: false });
  });

  it('validates the query and needs a token', async () => {
    const user = await newUser();
    expect((await call('GET', '/v1/users/exist-nickname', user.token)).status).toBe(400);
    expect((await call('GET', '/v1/users/exist-nickname?nickname=', user.token)).status).toBe(400);
    expect((await call('GET', '/v1/users/exist-nickname?nickname=abc')).status).toBe(401);
  });
});

describe('PATCH /users/:id', () => {
  it('updates the own name and nickname', async () => {
    const user = await newUser();
    expect((await call('GET', '/v1/users/me', user.token)).body.data).toMatchObject({
      nickname: null,
    });
    const response = await call('PATCH', `/v1/users/${user.id}`, user.token, {
      name: ' 김초록 ',
      nickname: 'Chorok12',
    });
    expect(response.status).toBe(200);
    const { data } = envelope(User).parse(response.body);
    expect(data).toMatchObject({
      id: user.id,
      name: '김초록',
      nickname: 'Chorok12',
      email: user.email,
    });
    expect(await userRow(user.id)).toMatchObject({ name: '김초록', nickname: 'Chorok12' });
    // Read right after the write: /users/me must not answer from a remembered session.
    expect((await call('GET', '/v1/users/me', user.token)).body.data).toMatchObject({
      name: '김초록',
      nickname: 'Chorok12',
    });
    // Keeping one's own nickname is not a conflict.
    expect(
      (await call('PATCH', `/v1/users/${user.id}`, user.token, { nickname: 'Chorok12' })).status,
    ).toBe(200);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const me = await newUser();
    const other = await newUser('남의닉네임');
    const before = await userRow(other.id);
    const response = await call('PATCH', `/v1/users/${other.id}`, me.token, {
      name: '해커',
      nickname: '바뀐닉네임',
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ data: null, message: MESSAGES.ownAccountOnly, status: 403 });
    expect(await userRow(other.id)).toEqual(before);
  });

  it('answers 409 when the nickname is taken', async () => {
    await newUser('인기닉네임');
    const user = await newUser();
    const response = await call('PATCH', `/v1/users/${user.id}`, user.token, {
      nickname: '인기닉네임',
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ data: null, message: MESSAGES.nicknameTaken, status: 409 });
    expect((await userRow(user.id))?.nickname).toBeNull();
  });

  it('lets one of two users racing for a nickname win, the other gets 409', async () => {
    const a = await newUser();
    const b = await newUser();
    const results = await Promise.all([
      call('PATCH', `/v1/users/${a.id}`, a.token, { nickname: '경쟁닉네임' }),
      call('PATCH', `/v1/users/${b.id}`, b.token, { nickname: '경쟁닉네임' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(MESSAGES.nicknameTaken);
  });

  it('rejects bad input with 400 and the contract message', async () => {
    const user = await newUser();
    for (const nickname of ['a', 'has space', 'emoji😀', 'x'.repeat(13), 'bad!']) {
      const response = await call('PATCH', `/v1/users/${user.id}`, user.token, { nickname });
      expect(response.status, nickname).toBe(400);
      expect(response.body.message).toBe(MESSAGES.nicknameFormat);
    }
    const longName = await call('PATCH', `/v1/users/${user.id}`, user.token, {
      name: 'x'.repeat(21),
    });
    expect(longName.body).toMatchObject({ data: null, message: MESSAGES.nameFormat, status: 400 });
    expect((await call('PATCH', `/v1/users/${user.id}`, user.token, {})).status).toBe(400);
    expect((await call('PATCH', `/v1/users/${user.id}`, user.token, { level: 99 })).status).toBe(
      400,
    );
    const badId = await call('PATCH', '/v1/users/abc', user.token, { name: '이름' });
    expect(badId.body).toMatchObject({ message: MESSAGES.invalidId, status: 400 });
    expect(await userRow(user.id)).toMatchObject({
      name: user.email.split('@')[0],
      nickname: null,
      level: 1,
    });
  });

  it('answers 401 without a token', async () => {
    const user = await newUser();
    expect((await call('PATCH', `/v1/users/${user.id}`, undefined, { name: '이름' })).status).toBe(
      401,
    );
  });
});

describe('POST /users/:id/device-info', () => {
  const device = { fcmToken: 'fcm-token-1', deviceType: 'ios', deviceModel: 'iPhone 15' } as const;

  it('saves the device and is idempotent per push token', async () => {
    const user = await newUser();
    const first = await call('POST', `/v1/users/${user.id}/device-info`, user.token, device);
    expect(first.status).toBe(201);
    const saved = envelope(DeviceInfo).parse(first.body).data;
    expect(saved).toEqual({ id: expect.any(Number), ...device });
    expect(first.body).toMatchObject({ message: MESSAGES.created, status: 201 });

    const second = await call('POST', `/v1/users/${user.id}/device-info`, user.token, {
      ...device,
      deviceModel: 'iPhone 16',
    });
    expect(second.status).toBe(201);
    expect(second.body.data).toEqual({ ...saved, deviceModel: 'iPhone 16' });
    const rows = await t.db.select().from(deviceInfos).where(eq(deviceInfos.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fcmToken: device.fcmToken, deviceModel: 'iPhone 16' });

    const another = await call('POST', `/v1/users/${user.id}/device-info`, user.token, {
      ...device,
      fcmToken: 'fcm-token-2',
    });
    expect(another.status).toBe(201);
    expect(
      await t.db.select().from(deviceInfos).where(eq(deviceInfos.userId, user.id)),
    ).toHaveLength(2);
  });

  it("refuses another user's id with 403 and stores nothing", async () => {
    const me = await newUser();
    const other = await newUser();
    const response = await call('POST', `/v1/users/${other.id}/device-info`, me.token, device);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ data: null, message: MESSAGES.ownAccountOnly, status: 403 });
    expect(await t.db.select().from(deviceInfos).where(eq(deviceInfos.userId, other.id))).toEqual(
      [],
    );
  });

  it('needs sign-in, with the spec message', async () => {
    const user = await newUser();
    const response = await call('POST', `/v1/users/${user.id}/device-info`, undefined, device);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ data: null, message: '로그인이 필요합니다.', status: 401 });
  });

  it('rejects a bad body with 400', async () => {
    const user = await newUser();
    for (const body of [
      {},
      { ...device, deviceType: 'windows' },
      { ...device, fcmToken: '' },
      { ...device, extra: 1 },
    ]) {
      expect(
        (await call('POST', `/v1/users/${user.id}/device-info`, user.token, body)).status,
      ).toBe(400);
    }
    expect(await t.db.select().from(deviceInfos).where(eq(deviceInfos.userId, user.id))).toEqual(
      [],
    );
  });
});

describe('a device token belongs to one account (decision 0027)', () => {
  const tokenRows = (fcmToken: string) =>
    t.db
      .select({ userId: deviceInfos.userId })
      .from(deviceInfos)
      .where(eq(deviceInfos.fcmToken, fcmToken));
  const register = (who: { id: number; token: string }, fcmToken: string) =>
    call('POST', `/v1/users/${who.id}/device-info`, who.token, {
      fcmToken,
      deviceType: 'android',
      deviceModel: 'Galaxy S24',
    });

  it('moves to the latest account that registers it, leaving none on the previous one', async () => {
    const a = await newUser();
    const b = await newUser();
    const fcmToken = `shared-phone-${a.id}`;
    expect((await register(a, fcmToken)).status).toBe(201);
    expect(await tokenRows(fcmToken)).toEqual([{ userId: a.id }]);
    expect((await register(b, fcmToken)).status).toBe(201);
    expect(await tokenRows(fcmToken)).toEqual([{ userId: b.id }]);
  });

  it('goes on sign-out of the session that registered it; the same account’s other devices stay', async () => {
    const a = await newUser();
    const phone = `phone-${a.id}`;
    const tablet = `tablet-${a.id}`;
    const otherSession = await signAccessToken(t.app, a.id, 'temporary');
    expect((await register(a, phone)).status).toBe(201);
    expect((await register({ id: a.id, token: otherSession }, tablet)).status).toBe(201);

    expect((await call('POST', '/v1/auth/sign-out', a.token)).status).toBe(201);
    expect(await tokenRows(phone)).toEqual([]);
    expect(await tokenRows(tablet)).toEqual([{ userId: a.id }]);
  });

  it('goes on leave (탈퇴)', async () => {
    const a = await newUser();
    const fcmToken = `leaving-${a.id}`;
    expect((await register(a, fcmToken)).status).toBe(201);
    expect((await call('POST', '/v1/auth/leave', a.token, { reason: 'RARELY_USED' })).status).toBe(
      200,
    );
    expect(await tokenRows(fcmToken)).toEqual([]);
  });
});

describe('POST /users/{id}/recommend-metadatas', () => {
  beforeAll(async () => {
    await insertMetadatas(t.db, [
      ...Object.values(FIXTURE_METADATA),
      { id: 22, kind: 'VENTILATION', name: '통풍 보통', sortOrder: 2 },
    ]);
  });
  const save = (user: { id: number; token: string }, body: unknown, id = user.id) =>
    call('POST', `/v1/users/${id}/recommend-metadatas`, user.token, body);

  it('saves the answers, sorted without repeats, and /users/me returns them', async () => {
    const user = await newUser();
    // 거실 (GROW_PLACE 1), 밝은 간접광 (SUNLIGHT 12), 반려동물 (PET_CHILD 31); a comma string works too.
    const response = await save(user, { metadataIds: [31, 12, 1, 12] });
    expect(response.status).toBe(200);
    expect(envelope(User).parse(response.body).data.recommendMetadataIds).toEqual([1, 12, 31]);
    const me = envelope(User).parse((await call('GET', '/v1/users/me', user.token)).body).data;
    expect(me.recommendMetadataIds).toEqual([1, 12, 31]);
    expect((await userRow(user.id))?.recommendMetadataIds).toEqual([1, 12, 31]);

    expect((await save(user, { metadataIds: '3,22' })).status).toBe(200);
    expect((await userRow(user.id))?.recommendMetadataIds).toEqual([3, 22]);
    // An empty list clears them (다시 하기).
    expect((await save(user, { metadataIds: [] })).status).toBe(200);
    expect((await userRow(user.id))?.recommendMetadataIds).toEqual([]);
  });

  it('refuses ids outside 1…100, tags and unknown ids with the spec message, changing nothing', async () => {
    const user = await newUser();
    await save(user, { metadataIds: [2] });
    for (const metadataIds of [[0], [101], ['x'], [1.5], 'a,b', [41], [99], [1, 46]]) {
      const response = await save(user, { metadataIds });
      expect(response.status, JSON.stringify(metadataIds)).toBe(400);
      expect(response.body.message).toBe(MESSAGES.metadataList);
    }
    expect((await save(user, { metadataIds: [1], extra: true })).status).toBe(400);
    expect((await save(user, {})).status).toBe(400);
    expect((await userRow(user.id))?.recommendMetadataIds).toEqual([2]);
  });

  it("403 for another user's id, 401 signed out", async () => {
    const owner = await newUser();
    const other = await newUser();
    const forbidden = await save(other, { metadataIds: [1] }, owner.id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(MESSAGES.ownAccountOnly);
    const signedOut = await call('POST', `/v1/users/${owner.id}/recommend-metadatas`, undefined, {
      metadataIds: [1],
    });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe(MESSAGES.loginRequired);
    expect((await userRow(owner.id))?.recommendMetadataIds).toEqual([]);
  });
});
