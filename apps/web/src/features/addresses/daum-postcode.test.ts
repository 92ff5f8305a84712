import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DAUM_POSTCODE_SCRIPT,
  daumExtraAddress,
  daumPostcodeState,
  loadDaumPostcode,
  resetDaumPostcode,
  toPostalAddress,
  type DaumPostcodeData,
} from '@/features/addresses/daum-postcode';

const daumData = (overrides: Partial<DaumPostcodeData> = {}): DaumPostcodeData => ({
  zonecode: '06236',
  address: '서울 강남구 테헤란로 152',
  addressType: 'R',
  userSelectedType: 'R',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  sido: '서울',
  sigungu: '강남구',
  sigunguCode: '11680',
  roadnameCode: '2121001',
  bcode: '1168010100',
  bname: '역삼동',
  roadname: '테헤란로',
  buildingName: '강남파이낸스센터',
  apartment: 'Y',
  ...overrides,
});

const scripts = () => [...document.head.querySelectorAll(`script[src="${DAUM_POSTCODE_SCRIPT}"]`)];

beforeEach(() => {
  resetDaumPostcode();
  delete window.kakao;
  delete window.daum;
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Daum postcode', () => {
  it('builds 참고항목 as Daum’s guide does', () => {
    expect(daumExtraAddress(daumData())).toBe('(역삼동, 강남파이낸스센터)');
    expect(daumExtraAddress(daumData({ apartment: 'N' }))).toBe('(역삼동)');
    expect(daumExtraAddress(daumData({ bname: '봉명리', apartment: 'N' }))).toBe('');
    expect(daumExtraAddress(daumData({ bname: '', buildingName: '' }))).toBe('');
  });

  it('hands over the contract’s fields, the road address even when 지번 was chosen', () => {
    expect(toPostalAddress(daumData())).toEqual({
      zonecode: '06236',
      address: '서울 강남구 테헤란로 152',
      addressType: 'R',
      jibunAddress: '서울 강남구 역삼동 737',
      roadAddress: '서울 강남구 테헤란로 152',
      sido: '서울',
      sigungu: '강남구',
      sigunguCode: '11680',
      roadnameCode: '2121001',
      bcode: '1168010100',
      roadname: '테헤란로',
      extraAddress: '(역삼동, 강남파이낸스센터)',
    });
    const jibun = toPostalAddress(
      daumData({
        address: '서울 강남구 역삼동 737',
        addressType: 'J',
        roadAddress: '',
        autoRoadAddress: '서울 강남구 테헤란로 152',
      }),
    );
    expect(jibun.addressType).toBe('J');
    expect(jibun.roadAddress).toBe('서울 강남구 테헤란로 152');
  });

  it('loads the script once and is ready when it defines Postcode', async () => {
    const first = loadDaumPostcode();
    const again = loadDaumPostcode();
    expect(scripts()).toHaveLength(1);
    expect(daumPostcodeState()).toBe('loading');
    window.daum = { Postcode: class {} as never };
    (scripts()[0] as HTMLScriptElement).onload?.(new Event('load'));
    await expect(first).resolves.toBe(window.daum);
    await expect(again).resolves.toBe(window.daum);
    expect(daumPostcodeState()).toBe('ready');
  });

  it('loads Kakao’s script from its 2026 host and takes the kakao namespace first', async () => {
    const load = loadDaumPostcode();
    expect(scripts()[0]?.getAttribute('src')).toBe(
      'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
    );
    const Postcode = class {} as never;
    window.kakao = { Postcode };
    window.daum = { Postcode: class {} as never };
    (scripts()[0] as HTMLScriptElement).onload?.(new Event('load'));
    await expect(load).resolves.toBe(window.kakao);
  });

  it('gives up when the script is refused (a CSP, a blocker) and does not ask again', async () => {
    const load = loadDaumPostcode();
    (scripts()[0] as HTMLScriptElement).onerror?.(new Event('error'));
    await expect(load).rejects.toThrow('blocked or unreachable');
    expect(daumPostcodeState()).toBe('failed');
    await expect(loadDaumPostcode()).rejects.toThrow();
    expect(scripts()).toHaveLength(1);
  });

  it('gives up after the timeout on a slow network', async () => {
    vi.useFakeTimers();
    const load = loadDaumPostcode(3_000);
    vi.advanceTimersByTime(3_000);
    await expect(load).rejects.toThrow('timeout');
    expect(daumPostcodeState()).toBe('failed');
  });

  it('does not try offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await expect(loadDaumPostcode()).rejects.toThrow('offline');
    expect(scripts()).toHaveLength(0);
  });
});
