import {
  ADDRESS_BOOK,
  MESSAGES,
  manualPostalAddress,
  type AddressCreateBody,
} from '@chorok/contract';
import { Address, PostalAddress, envelope, listEnvelope } from '@chorok/contract/schemas';
import { addresses, postalAddresses } from '@chorok/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { searchAddresses } from './bundled.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call(method: Method, url: string, who?: Shopper, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const BOOK = '/v1/users/me/addresses';
const list = (who: Shopper) => call('GET', BOOK, who);
const create = (who: Shopper, body: unknown) => call('POST', BOOK, who, body);
const update = (who: Shopper, id: number | string, body: unknown) =>
  call('PATCH', `${BOOK}/${id}`, who, body);
const remove = (who: Shopper, id: number | string) => call('DELETE', `${BOOK}/${id}`, who);

const One = envelope(Address);
const Many = envelope(z.array(Address));

/** Real postal addresses from the bundled search data, as a client picks them. */
const postal = (query: string) => {
  const [found] = searchAddresses(query);
  if (!found) throw new Error(`no address for ${query}`);
  return found;
};
const GANGNAM = postal('테헤란로 152');
const CITY_HALL = postal('세종대로 110');
const PANGYO = postal('판교역로 166');

function entry(overrides: Partial<AddressCreateBody> = {}): AddressCreateBody {
  return {
    receiverName: '김초록',
    receiverPhoneNumber: '01012345678',
    address: GANGNAM,
    detailAddress: '12층',
    ...overrides,
  };
}

async function created(who: Shopper, overrides: Partial<AddressCreateBody> = {}) {
  const response = await create(who, entry(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return One.parse(response.body).data;
}

async function rowsOf(userId: number) {
  return t.db
    .select({ id: addresses.id, isDefault: addresses.isDefault })
    .from(addresses)
    .where(eq(addresses.userId, userId));
}

async function defaultsOf(userId: number) {
  return (await rowsOf(userId)).filter((row) => row.isDefault).map((row) => row.id);
}

describe('signed out', () => {
  it('answers 401 to every address book call and writes nothing', async () => {
    const before = await t.db.$count(addresses);
    for (const response of [
      await call('GET', BOOK),
      await call('POST', BOOK, undefined, entry()),
      await call('PATCH', `${BOOK}/1`, undefined, { receiverName: '남' }),
      await call('DELETE', `${BOOK}/1`),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ data: null, message: MESSAGES.loginRequired, status: 401 });
    }
    expect(await t.db.$count(addresses)).toBe(before);
  });
});

describe('POST /users/me/addresses', () => {
  it('stores the first address as the default, phone hyphenated, postal address kept whole', async () => {
    const me = await signIn(t.app, t.db);
    const response = await create(
      me,
      entry({ isDefault: false, requestText: ' 문 앞에 놓아 주세요 ' }),
    );
    expect(response.status).toBe(201);
    const parsed = One.parse(response.body);
    expect(parsed.message).toBe(MESSAGES.created);
    const [postalRow] = await t.db
      .select({ id: postalAddresses.id })
      .from(postalAddresses)
      .where(eq(postalAddresses.roadAddress, GANGNAM.roadAddress));
    expect(parsed.data).toEqual({
      id: expect.any(Number),
      receiverName: '김초록',
      receiverPhoneNumber: '010-1234-5678',
      requestText: '문 앞에 놓아 주세요',
      isDefault: 1,
      addressId: postalRow!.id,
      address: GANGNAM,
      detailAddress: '12층',
    });
  });

  it('gives the default mark to a new address sent with isDefault, leaving exactly one', async () => {
    const me = await signIn(t.app, t.db);
    const home = await created(me);
    const office = await created(me, { address: CITY_HALL });
    expect(office.isDefault).toBe(0);
    const cottage = await created(me, { address: PANGYO, isDefault: true });
    expect(cottage.isDefault).toBe(1);
    expect(await defaultsOf(me.id)).toEqual([cottage.id]);
    // The default first, then the most recently added.
    const listed = Many.parse((await list(me)).body).data;
    expect(listed.map((a) => [a.id, a.isDefault])).toEqual([
      [cottage.id, 1],
      [office.id, 0],
      [home.id, 0],
    ]);
    expect(listed[1]!.requestText).toBeNull();
  });

  it('shares one postal_addresses row between the entries that point at the same address', async () => {
    const [a, b] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const first = await created(a, { address: PANGYO });
    const second = await created(b, { address: PANGYO, detailAddress: '3층' });
    expect(second.addressId).toBe(first.addressId);
    expect(
      await t.db.$count(postalAddresses, eq(postalAddresses.roadAddress, PANGYO.roadAddress)),
    ).toBe(1);
  });

  it('refuses bad input with 400 and the field, writing nothing', async () => {
    const me = await signIn(t.app, t.db);
    await created(me);
    const before = {
      entries: await t.db.$count(addresses),
      postal: await t.db.$count(postalAddresses),
    };
    const cases: [unknown, string][] = [
      [entry({ receiverPhoneNumber: '010-12' }), MESSAGES.phoneFormat],
      [entry({ receiverPhoneNumber: '02-1234' }), MESSAGES.phoneFormat],
      [entry({ receiverName: '   ' }), MESSAGES.receiverNameFormat],
      [entry({ receiverName: '가'.repeat(21) }), MESSAGES.receiverNameFormat],
      [entry({ detailAddress: '가'.repeat(101) }), MESSAGES.detailAddressTooLong],
      [entry({ requestText: '가'.repeat(101) }), MESSAGES.requestTextTooLong],
      [entry({ address: { ...CITY_HALL, zonecode: '1234' } }), MESSAGES.zonecodeFormat],
      [entry({ address: { ...CITY_HALL, zonecode: '' } }), MESSAGES.zonecodeFormat],
      // A road address ('R') must name a road and a building number, searched or typed.
      [
        entry({ address: manualPostalAddress({ roadAddress: '서울 마포구', zonecode: '03925' }) }),
        MESSAGES.roadAddressFormat,
      ],
      [
        entry({ address: { ...CITY_HALL, address: '서울 중구 태평로1가 31' } }),
        MESSAGES.roadAddressFormat,
      ],
      [entry({ address: { ...CITY_HALL, address: '  ' } }), MESSAGES.addressRequired],
      [entry({ address: { ...CITY_HALL, addressType: 'X' } }), MESSAGES.addressRequired],
      // Long enough to break the shared rows' unique index if it were let through (a 500).
      [
        entry({ address: { ...CITY_HALL, roadAddress: '가나다라'.repeat(1000) } }),
        MESSAGES.addressRequired,
      ],
      [{ ...entry(), isDefault: 'yes' }, MESSAGES.invalidInput],
      [{ ...entry(), userId: 1 }, MESSAGES.invalidInput],
      [{ receiverName: '김초록' }, MESSAGES.invalidInput],
    ];
    for (const [body, message] of cases) {
      const response = await create(me, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual(expect.any(Array));
    }
    expect(await t.db.$count(addresses)).toBe(before.entries);
    expect(await t.db.$count(postalAddresses)).toBe(before.postal);
  });

  it('stores an address typed by hand: its road address and zonecode, the road name read from it', async () => {
    const me = await signIn(t.app, t.db);
    const typed = manualPostalAddress({
      roadAddress: '  서울 마포구  월드컵북로 396 ',
      zonecode: '03925',
    });
    const saved = await created(me, { address: typed, detailAddress: '10층' });
    expect(saved.address).toEqual({
      zonecode: '03925',
      address: '서울 마포구 월드컵북로 396',
      addressType: 'R',
      jibunAddress: '',
      roadAddress: '서울 마포구 월드컵북로 396',
      sido: '',
      sigungu: '',
      sigunguCode: '',
      roadnameCode: '',
      bcode: '',
      roadname: '월드컵북로',
      extraAddress: '',
    });
    // A lot address chosen in Daum's window ('J') keeps its own form.
    const lot = await created(me, {
      address: { ...GANGNAM, address: GANGNAM.jibunAddress, addressType: 'J' },
    });
    expect(lot.address.address).toBe('서울 강남구 역삼동 737');
  });

  it('keeps at most 20 entries: the 21st is a 409', async () => {
    const me = await signIn(t.app, t.db);
    for (let n = 0; n < ADDRESS_BOOK.maxEntries; n += 1)
      await created(me, { detailAddress: `${n + 1}호` });
    const over = await create(me, entry({ detailAddress: '21호' }));
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ data: null, message: MESSAGES.addressBookFull, status: 409 });
    expect((await rowsOf(me.id)).length).toBe(ADDRESS_BOOK.maxEntries);
  });

  it('holds the limit and the single default when many arrive at once', async () => {
    const me = await signIn(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: ADDRESS_BOOK.maxEntries + 5 }, (_, n) =>
        create(me, entry({ detailAddress: `${n}호`, isDefault: n % 2 === 0 })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBe(ADDRESS_BOOK.maxEntries);
    expect(statuses.filter((s) => s === 409).length).toBe(5);
    expect((await rowsOf(me.id)).length).toBe(ADDRESS_BOOK.maxEntries);
    expect((await defaultsOf(me.id)).length).toBe(1);
  });
});

describe('PATCH /users/me/addresses/:id', () => {
  it('changes only the fields sent', async () => {
    const me = await signIn(t.app, t.db);
    const home = await created(me, { requestText: '경비실에 맡겨 주세요' });
    const response = await update(me, home.id, {
      receiverName: '이초록',
      receiverPhoneNumber: '02 123 4567',
    });
    expect(response.status).toBe(200);
    expect(One.parse(response.body).data).toEqual({
      ...home,
      receiverName: '이초록',
      receiverPhoneNumber: '02-123-4567',
    });
    const moved = One.parse(
      (await update(me, home.id, { address: CITY_HALL, detailAddress: '', requestText: '' })).body,
    ).data;
    expect(moved.address).toEqual(CITY_HALL);
    expect(moved.addressId).not.toBe(home.addressId);
    expect(moved.detailAddress).toBe('');
    expect(moved.requestText).toBeNull();
    // An empty change is no change.
    expect(One.parse((await update(me, home.id, {})).body).data).toEqual(moved);
  });

  it('moves the default mark with isDefault: true, and refuses to clear it with false', async () => {
    const me = await signIn(t.app, t.db);
    const home = await created(me);
    const office = await created(me, { address: CITY_HALL });
    const moved = await update(me, office.id, { isDefault: true });
    expect(moved.status).toBe(200);
    expect(One.parse(moved.body).data.isDefault).toBe(1);
    expect(await defaultsOf(me.id)).toEqual([office.id]);

    const refused = await update(me, office.id, { isDefault: false, receiverName: '바뀜' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      data: null,
      message: MESSAGES.addressDefaultRequired,
      status: 409,
    });
    // Nothing of the refused request was written.
    const listed = Many.parse((await list(me)).body).data;
    expect(listed.find((a) => a.id === office.id)?.receiverName).toBe('김초록');
    // false on an entry that is not the default is simply true already.
    expect((await update(me, home.id, { isDefault: false })).status).toBe(200);
    expect(await defaultsOf(me.id)).toEqual([office.id]);
  });

  it('leaves exactly one default when set-default requests for different entries race', async () => {
    const me = await signIn(t.app, t.db);
    const entries = [];
    for (let n = 0; n < 6; n += 1) entries.push(await created(me, { detailAddress: `${n}호` }));
    const results = await Promise.all(
      [...entries, ...entries].map((e) => update(me, e.id, { isDefault: true })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const defaults = await defaultsOf(me.id);
    expect(defaults.length).toBe(1);
    const listed = Many.parse((await list(me)).body).data;
    expect(listed.filter((a) => a.isDefault === 1).map((a) => a.id)).toEqual(defaults);
    expect(listed[0]!.id).toBe(defaults[0]);
  });

  it("answers 404 for another user's entry (and unknown ones) without changing it", async () => {
    const [owner, stranger] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const theirs = await created(owner);
    for (const id of [theirs.id, 2_000_000_000]) {
      const response = await update(stranger, id, { receiverName: '도둑', isDefault: true });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ data: null, message: MESSAGES.addressNotFound, status: 404 });
    }
    expect(Many.parse((await list(owner)).body).data).toEqual([theirs]);
    expect(await rowsOf(stranger.id)).toEqual([]);
  });

  it('refuses bad input with 400, changing nothing', async () => {
    const me = await signIn(t.app, t.db);
    const home = await created(me);
    for (const [id, body] of [
      ['abc', { receiverName: '이름' }],
      [home.id, { receiverPhoneNumber: '12345' }],
      [home.id, { receiverName: '' }],
      [home.id, { isDefault: 1 }],
      [home.id, { id: 5 }],
    ] as const) {
      const response = await update(me, id, body);
      expect(response.status).toBe(400);
    }
    expect(Many.parse((await list(me)).body).data).toEqual([home]);
  });
});

describe('DELETE /users/me/addresses/:id', () => {
  it('gives the default mark to the most recently added other entry when the default goes', async () => {
    const me = await signIn(t.app, t.db);
    const home = await created(me);
    const older = await created(me, { address: CITY_HALL });
    const newest = await created(me, { address: PANGYO });
    const response = await remove(me, home.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { id: home.id }, message: MESSAGES.ok, status: 200 });
    expect(await defaultsOf(me.id)).toEqual([newest.id]);

    // A non-default entry goes without moving the mark.
    expect((await remove(me, older.id)).status).toBe(200);
    expect(await defaultsOf(me.id)).toEqual([newest.id]);
    expect((await remove(me, newest.id)).status).toBe(200);
    expect(Many.parse((await list(me)).body).data).toEqual([]);
    // The next first entry is the default again.
    expect((await created(me)).isDefault).toBe(1);
  });

  it("answers 404 for another user's entry and for one already gone", async () => {
    const [owner, stranger] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const theirs = await created(owner);
    const response = await remove(stranger, theirs.id);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGES.addressNotFound);
    expect(
      await t.db.$count(addresses, and(eq(addresses.id, theirs.id), eq(addresses.isDefault, true))),
    ).toBe(1);
    expect((await remove(owner, theirs.id)).status).toBe(200);
    expect((await remove(owner, theirs.id)).status).toBe(404);
    expect((await remove(owner, 'x1')).status).toBe(400);
  });
});

describe('GET /addresses/search without JUSO_API_KEY: the bundled set', () => {
  const Page = listEnvelope(PostalAddress);
  const search = (query: string) => call('GET', `/v1/addresses/search?${query}`);

  it('finds real addresses with the Daum fields, best match first, without signing in', async () => {
    const response = await search(`query=${encodeURIComponent('테헤란로152')}`);
    expect(response.status).toBe(200);
    const page = Page.parse(response.body);
    expect(page.data[0]).toEqual(GANGNAM);
    expect(page._metadata).toEqual({
      page: 1,
      perPage: 10,
      total: page.data.length,
      totalPage: 1,
    });
    const byLot = Page.parse((await search(`query=${encodeURIComponent('역삼동 737')}`)).body);
    expect(byLot.data[0]?.jibunAddress).toBe('서울 강남구 역삼동 737');
    const byName = Page.parse((await search(`query=${encodeURIComponent('강남파이낸스')}`)).body);
    expect(byName.data).toEqual([GANGNAM]);
    const byZone = Page.parse((await search('query=04524')).body);
    expect(byZone.data).toEqual([CITY_HALL]);
  });

  it('pages with page and perPage', async () => {
    const query = `query=${encodeURIComponent('서울')}`;
    const all = Page.parse((await search(`${query}&perPage=100`)).body);
    expect(all._metadata.total).toBeGreaterThan(100);
    expect(all.data).toHaveLength(100);
    const second = Page.parse((await search(`${query}&page=2&perPage=7`)).body);
    expect(second.data).toEqual(all.data.slice(7, 14));
    expect(second._metadata).toEqual({
      page: 2,
      perPage: 7,
      total: all._metadata.total,
      totalPage: Math.ceil(all._metadata.total / 7),
    });
  });

  it('answers an empty page when nothing matches (the set is small: 월드컵북로 396 is not in it)', async () => {
    const page = Page.parse((await search(`query=${encodeURIComponent('없는길 12345')}`)).body);
    expect(page.data).toEqual([]);
    expect(page._metadata).toEqual({ page: 1, perPage: 10, total: 0, totalPage: 0 });
    const apartment = Page.parse(
      (await search(`query=${encodeURIComponent('월드컵북로 396')}`)).body,
    );
    expect(apartment.data).toEqual([]);
  });

  it('refuses a query shorter than 2 or longer than 60 characters, or none', async () => {
    for (const query of [
      'query=a',
      `query=${encodeURIComponent(' 가 ')}`,
      '',
      'query=' + 'a'.repeat(61),
    ]) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
    }
    expect((await search('query=a')).body.message).toBe(MESSAGES.addressQueryLength);
    expect((await search('query=서울&perPage=0')).status).toBe(400);
    expect((await search('query=서울&perPage=101')).status).toBe(400);
  });
});
