import { MESSAGES } from '@chorok/contract';
import { Address, PostalAddress, envelope, listEnvelope } from '@chorok/contract/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { signIn } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { startJusoStandIn, type JusoStandIn } from '../../test/juso-stand-in.ts';
import { JusoAddressSearch } from './juso.ts';

/*
 * GET /v1/addresses/search with JUSO_API_KEY: the road-address search API's adapter against the
 * local stand-in (test/juso-stand-in.ts), which answers as juso does, error codes included.
 */

const KEY = 'devU01TX0FVVEgyMDI2MTEyNTAwMDAwMDExNTAwMDA=';
const Page = listEnvelope(PostalAddress);

let juso: JusoStandIn;
let t: TestApp;
beforeAll(async () => {
  juso = await startJusoStandIn(KEY);
  t = await createTestApp({
    addresses: { juso: { apiKey: KEY, baseUrl: juso.baseUrl, timeoutMs: 500 } },
  });
});
afterAll(async () => {
  await t?.close();
  await juso?.close();
});
beforeEach(() => {
  juso.requests.length = 0;
  juso.failNextWith = null;
  juso.hang = false;
});

async function search(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/v1/addresses/search?${query}` });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
const q = (text: string) => `query=${encodeURIComponent(text)}`;

describe('GET /addresses/search through the road-address search API', () => {
  it('finds 월드컵북로 396 in the Daum fields, and it can be saved as an address', async () => {
    const response = await search(q('월드컵북로 396'));
    expect(response.status).toBe(200);
    const page = Page.parse(response.body);
    expect(page.data).toEqual([
      {
        zonecode: '03925',
        address: '서울특별시 마포구 월드컵북로 396',
        addressType: 'R',
        jibunAddress: '서울특별시 마포구 상암동 1605',
        roadAddress: '서울특별시 마포구 월드컵북로 396',
        sido: '서울특별시',
        sigungu: '마포구',
        sigunguCode: '11440',
        roadnameCode: '3113019',
        bcode: '1144012700',
        roadname: '월드컵북로',
        extraAddress: '(상암동)',
      },
    ]);
    expect(page._metadata).toEqual({ page: 1, perPage: 10, total: 1, totalPage: 1 });
    const [sent] = juso.requests;
    expect(Object.fromEntries(sent!)).toEqual({
      confmKey: KEY,
      currentPage: '1',
      countPerPage: '10',
      keyword: '월드컵북로 396',
      resultType: 'json',
    });

    const me = await signIn(t.app, t.db);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/addresses',
      headers: me.headers,
      payload: {
        receiverName: '김초록',
        receiverPhoneNumber: '01012345678',
        address: page.data[0],
        detailAddress: '10층',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(envelope(Address).parse(saved.json()).data.address).toEqual(page.data[0]);
  });

  it('keeps a complex’s name and an underground or 읍 address as juso writes them', async () => {
    const [apartment] = Page.parse((await search(q('월드컵북로 434'))).body).data;
    expect(apartment?.extraAddress).toBe('(상암동, 상암월드컵파크7단지)');
    const [underground] = Page.parse((await search(q('세종대로 지하 2'))).body).data;
    expect(underground?.roadAddress).toBe('서울특별시 중구 세종대로 지하 2');
    const [town] = Page.parse((await search(q('일출로 284-12'))).body).data;
    expect(town).toMatchObject({
      roadAddress: '제주특별자치도 서귀포시 성산읍 일출로 284-12',
      jibunAddress: '제주특별자치도 서귀포시 성산읍 성산리 1',
      extraAddress: '',
    });
  });

  it('pages with juso’s currentPage and countPerPage, the total from its totalCount', async () => {
    const all = Page.parse((await search(`${q('월드컵북로')}&perPage=100`)).body);
    expect(all._metadata.total).toBe(10);
    const second = Page.parse((await search(`${q('월드컵북로')}&page=2&perPage=4`)).body);
    expect(second.data).toEqual(all.data.slice(4, 8));
    expect(second._metadata).toEqual({ page: 2, perPage: 4, total: 10, totalPage: 3 });
    expect(juso.requests.at(-1)?.get('currentPage')).toBe('2');
    expect(juso.requests.at(-1)?.get('countPerPage')).toBe('4');
    const beyond = Page.parse((await search(`${q('월드컵북로')}&page=9&perPage=4`)).body);
    expect(beyond.data).toEqual([]);
    expect((await search(`${q('월드컵북로')}&perPage=101`)).status).toBe(400);
  });

  it('takes out what juso refuses (%, =, <, >, [, ], SQL words) before asking', async () => {
    const page = Page.parse((await search(q('[월드컵북로] 396 OR <1=1>'))).body);
    expect(page.data.map((a) => a.roadAddress)).toEqual(['서울특별시 마포구 월드컵북로 396']);
    expect(juso.requests.at(-1)?.get('keyword')).toBe('월드컵북로 396 1 1');
    // Nothing left worth asking: refused here, juso never hears of it.
    const left = await search(q('가 %%= OR'));
    expect(left).toMatchObject({ status: 400, body: { message: MESSAGES.addressQueryLength } });
    expect(juso.requests).toHaveLength(1);
  });

  it('answers juso’s refusals of the keyword as 400s in Korean', async () => {
    const cases: [string, string][] = [
      ['서울특별시', MESSAGES.addressSearchTooBroad], // E0006
      ['12345', MESSAGES.addressSearchNumbersOnly], // E0009
      ['123-45', MESSAGES.addressSearchNumbersOnly], // E0012
      ['가'.repeat(41), MESSAGES.addressSearchTooLong], // E0010
      ['월드컵북로 12345678901', MESSAGES.addressSearchTooLong], // E0011
    ];
    for (const [query, message] of cases) {
      const response = await search(q(query));
      expect(response.status, query).toBe(400);
      expect(response.body).toEqual({ data: null, message, status: 400 });
    }
    for (const [code, message] of [
      ['E0005', MESSAGES.addressQueryLength],
      ['E0008', MESSAGES.addressQueryLength],
      ['E0013', MESSAGES.addressSearchCharacters],
      ['E0015', MESSAGES.addressSearchTooMany],
    ] as const) {
      juso.failNextWith = code;
      expect(await search(q('월드컵북로')), code).toMatchObject({ status: 400, body: { message } });
    }
  });

  it('is a 503 in Korean when juso cannot answer: a bad or expired key, its error, a timeout', async () => {
    for (const code of ['E0014', '-999']) {
      juso.failNextWith = code;
      const response = await search(q('월드컵북로 396'));
      expect(response, code).toEqual({
        status: 503,
        body: { data: null, message: MESSAGES.addressSearchUnavailable, status: 503 },
      });
    }
    juso.hang = true;
    expect(await search(q('월드컵북로 396'))).toMatchObject({
      status: 503,
      body: { message: MESSAGES.addressSearchUnavailable },
    });
    juso.hang = false;

    // A key juso does not know (E0001): the operator's to fix, so a 503 too.
    const wrongKey = new JusoAddressSearch({ apiKey: 'not-the-key', baseUrl: juso.baseUrl });
    await expect(
      wrongKey.search({ query: '월드컵북로 396', page: 1, perPage: 10 }),
    ).rejects.toEqual(new AppError('UNAVAILABLE', MESSAGES.addressSearchUnavailable));
    expect(juso.requests.at(-1)?.get('confmKey')).toBe('not-the-key');
  });
});
