import { PostalAddress } from '@chorok/contract/schemas';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadDistricts } from './data/road-addresses.ts';
import {
  addressEntries,
  normalize,
  queryTokens,
  searchAddressPage,
  searchAddresses,
} from './bundled.ts';

const entries = addressEntries();
const first = (query: string) => searchAddresses(query)[0];
const names = (query: string) =>
  searchAddresses(query).map((address) => `${address.roadAddress} ${address.extraAddress}`);

/** Zonecode ranges of the 국가기초구역 by city/province (first two digits). */
const ZONE_RANGES: Record<string, [number, number]> = {
  서울: [1, 8],
  경기: [10, 18],
  인천: [21, 23],
  부산: [46, 49],
  대구: [41, 43],
  대전: [34, 35],
  광주: [61, 62],
  제주특별자치도: [63, 63],
};

describe('the bundled address data', () => {
  it('has a few hundred places across the eight regions', () => {
    expect(entries.length).toBeGreaterThanOrEqual(200);
    const regions = new Set(entries.map((entry) => entry.address.sido));
    expect([...regions].sort()).toEqual(Object.keys(ZONE_RANGES).sort());
    for (const region of regions)
      expect(entries.filter((e) => e.address.sido === region).length).toBeGreaterThanOrEqual(4);
  });

  it('gives every place all Daum fields in their formats', () => {
    for (const { address } of entries) {
      expect(z.safeParse(PostalAddress, address).success).toBe(true);
      expect(address.zonecode).toMatch(/^\d{5}$/);
      expect(address.sigunguCode).toMatch(/^\d{5}$/);
      expect(address.bcode).toMatch(/^\d{10}$/);
      expect(address.bcode.startsWith(address.sigunguCode)).toBe(true);
      expect(address.roadnameCode).toMatch(/^\d{7}$/);
      expect(address.addressType).toBe('R');
      expect(address.address).toBe(address.roadAddress);
      expect(address.roadAddress.startsWith(`${address.sido} ${address.sigungu} `)).toBe(true);
      expect(address.roadAddress).toContain(` ${address.roadname} `);
      expect(address.jibunAddress.startsWith(`${address.sido} ${address.sigungu} `)).toBe(true);
      expect(address.extraAddress).toMatch(/^(\(.+\))?$/);
      const zone = Number(address.zonecode.slice(0, 2));
      const [low, high] = ZONE_RANGES[address.sido]!;
      expect(zone, `${address.roadAddress} ${address.zonecode}`).toBeGreaterThanOrEqual(low);
      expect(zone, `${address.roadAddress} ${address.zonecode}`).toBeLessThanOrEqual(high);
    }
  });

  it('lists each road address once, and one code per district and per 법정동', () => {
    const roads = entries.map((entry) => entry.address.roadAddress);
    expect(new Set(roads).size).toBe(roads.length);
    const districtOf = new Map<string, string>();
    for (const district of loadDistricts()) {
      const key = `${district.sido} ${district.sigungu}`;
      expect(districtOf.get(district.sigunguCode) ?? key, district.sigunguCode).toBe(key);
      districtOf.set(district.sigunguCode, key);
      const bcodes = Object.values(district.dongs);
      expect(new Set(bcodes).size).toBe(bcodes.length);
      // Every code given is used by some place (no stale entries).
      for (const dong of Object.keys(district.dongs))
        expect(
          district.places.some((place) => place[2] === dong),
          dong,
        ).toBe(true);
      for (const road of Object.keys(district.roads))
        expect(
          district.places.some((place) => place[0] === road),
          road,
        ).toBe(true);
    }
  });

  it('writes the fields as Daum does', () => {
    expect(first('테헤란로 152')).toEqual({
      zonecode: '06236',
      address: '서울 강남구 테헤란로 152',
      addressType: 'R',
      jibunAddress: '서울 강남구 역삼동 737',
      roadAddress: '서울 강남구 테헤란로 152',
      sido: '서울',
      sigungu: '강남구',
      sigunguCode: '11680',
      roadnameCode: '3121022',
      bcode: '1168010100',
      roadname: '테헤란로',
      extraAddress: '(역삼동, 강남파이낸스센터)',
    });
    // 읍·면 addresses carry the 읍 in the road address; a 리 is not part of the 참고항목.
    expect(first('에버랜드')).toMatchObject({
      roadAddress: '경기 용인시 처인구 포곡읍 에버랜드로 199',
      jibunAddress: '경기 용인시 처인구 포곡읍 전대리 310',
      sigungu: '용인시 처인구',
      extraAddress: '(에버랜드)',
    });
    expect(first('첨단로 242')).toMatchObject({
      roadAddress: '제주특별자치도 제주시 첨단로 242',
      zonecode: '63309',
    });
  });
});

describe('normalize and queryTokens', () => {
  it('ignores spaces, punctuation and case, and shortens the long city names', () => {
    expect(normalize(' 서울특별시  강남구 ')).toBe('서울시강남구');
    expect(normalize('제주특별자치도청')).toBe('제주도청');
    expect(normalize('부산광역시')).toBe('부산시');
    expect(normalize('SK T타워')).toBe('skt타워');
    expect(normalize('한국과학기술원(KAIST)')).toBe('한국과학기술원kaist');
  });

  it('splits a number glued to its road or 동, and keeps lots and zonecodes whole', () => {
    expect(queryTokens('테헤란로152')).toEqual([
      { kind: 'text', value: '테헤란로' },
      { kind: 'number', value: '152' },
    ]);
    expect(queryTokens('역삼동 737-4번지')).toEqual([
      { kind: 'text', value: '역삼동' },
      { kind: 'number', value: '737-4' },
    ]);
    expect(queryTokens('판교역로146번길20')).toEqual([
      { kind: 'text', value: '판교역로146번길' },
      { kind: 'number', value: '20' },
    ]);
    expect(queryTokens('신림동 산56-1')).toEqual([
      { kind: 'text', value: '신림동' },
      { kind: 'number', value: '산56-1' },
    ]);
    expect(queryTokens('06236')).toEqual([{ kind: 'number', value: '06236' }]);
    expect(queryTokens('63빌딩')).toEqual([{ kind: 'text', value: '63빌딩' }]);
    expect(queryTokens('  ,  ')).toEqual([]);
  });
});

describe('searchAddresses', () => {
  it('finds a road with its building number, spaced or not', () => {
    for (const query of [
      '테헤란로 152',
      '테헤란로152',
      '강남구 테헤란로 152',
      '서울 강남구 테헤란로152',
    ])
      expect(first(query)?.extraAddress, query).toBe('(역삼동, 강남파이낸스센터)');
    expect(first('세종대로 110')?.extraAddress).toBe('(태평로1가, 서울특별시청)');
    expect(first('판교역로 166')?.zonecode).toBe('13529');
    expect(first('판교역로146번길 20')?.extraAddress).toBe('(백현동, 현대백화점 판교점)');
  });

  it('finds a 동 with its lot (지번), the exact lot before longer ones', () => {
    expect(first('역삼동 737')?.roadAddress).toBe('서울 강남구 테헤란로 152');
    expect(first('역삼동737-4')?.roadAddress).toBe('서울 강남구 테헤란로 142');
    expect(first('신림동 산56-1')?.extraAddress).toBe('(신림동, 서울대학교)');
    const lots = names('역삼동 737');
    expect(lots.slice(0, 2)).toEqual([
      '서울 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
      '서울 강남구 테헤란로 142 (역삼동, 아크플레이스)',
    ]);
  });

  it('finds building names, whole or in part, and the long forms of city names', () => {
    expect(first('강남파이낸스센터')?.roadAddress).toBe('서울 강남구 테헤란로 152');
    expect(names('파이낸스')).toEqual([
      '서울 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
      '서울 중구 세종대로 136 (태평로1가, 서울파이낸스센터)',
    ]);
    expect(first('서울시청')?.roadAddress).toBe('서울 중구 세종대로 110');
    expect(first('서울특별시 중구 세종대로 110')?.roadAddress).toBe('서울 중구 세종대로 110');
    expect(first('제주도청')?.roadAddress).toBe('제주특별자치도 제주시 문연로 6');
    expect(first('kaist')?.roadAddress).toBe('대전 유성구 대학로 291');
  });

  it('finds a zonecode exactly', () => {
    // Neighbouring buildings share a zonecode (국가기초구역): both, in address order.
    expect(names('06236')).toEqual([
      '서울 강남구 테헤란로 142 (역삼동, 아크플레이스)',
      '서울 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
    ]);
    // A zonecode still being typed offers the codes it starts.
    const partial = searchAddresses('0623');
    expect(partial.length).toBeGreaterThan(2);
    expect(partial.every((address) => address.zonecode.startsWith('0623'))).toBe(true);
    expect(searchAddresses('06164').map((a) => a.zonecode)).toEqual(Array(4).fill('06164'));
  });

  it('finds a road by part of its name, its buildings in number order', () => {
    const tehran = searchAddresses('테헤란');
    expect(tehran.every((address) => address.roadname === '테헤란로')).toBe(true);
    expect(tehran.map((address) => address.roadAddress.split(' ').at(-1))).toEqual([
      '134',
      '142',
      '152',
      '212',
      '231',
      '517',
      '521',
    ]);
  });

  it('ranks the building number typed so far: 테헤란로 15 offers 152', () => {
    expect(first('테헤란로 15')?.roadAddress).toBe('서울 강남구 테헤란로 152');
    expect(names('테헤란로 999')).toEqual([]);
  });

  it('requires every word typed: a city narrows a district name shared by several', () => {
    const junggu = searchAddresses('중구').map((address) => address.sido);
    expect(new Set(junggu)).toEqual(new Set(['서울', '부산', '대구', '대전', '인천']));
    expect(new Set(searchAddresses('대구 중구').map((a) => a.sido))).toEqual(new Set(['대구']));
    expect(searchAddresses('부산 세종대로')).toEqual([]);
    expect(searchAddresses('없는도로이름')).toEqual([]);
  });

  it('pages the matches with _metadata', () => {
    const all = searchAddresses('서울');
    const page = searchAddressPage({ query: '서울', page: 2, perPage: 10 });
    expect(page.data).toEqual(all.slice(10, 20));
    expect(page.metadata).toEqual({
      page: 2,
      perPage: 10,
      total: all.length,
      totalPage: Math.ceil(all.length / 10),
    });
    expect(searchAddressPage({ query: '서울', page: 9_999_999, perPage: 10_000 }).data).toEqual([]);
  });
});
