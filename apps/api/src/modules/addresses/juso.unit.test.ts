import { isRoadAddress } from '@chorok/contract';
import { PostalAddress } from '@chorok/contract/schemas';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { jusoKeyword, toPostalAddress, type JusoAddress } from './juso.ts';

/** One address of juso's answer, as its guide's sample gives it (분당 백현로 26). */
const SAMPLE: JusoAddress = {
  roadAddr: '경기도 성남시 분당구 백현로 26(정자동)',
  roadAddrPart1: '경기도 성남시 분당구 백현로 26',
  roadAddrPart2: '(정자동)',
  jibunAddr: '경기도 성남시 분당구 정자동 3-2',
  zipNo: '13553',
  admCd: '4113510300',
  rnMgtSn: '411353180022',
  bdNm: '',
  siNm: '경기도',
  sggNm: '성남시 분당구',
  emdNm: '정자동',
  rn: '백현로',
};

describe('toPostalAddress', () => {
  it('maps juso’s fields onto the Daum fields of the contract', () => {
    const postal = toPostalAddress(SAMPLE);
    expect(postal).toEqual({
      zonecode: '13553',
      address: '경기도 성남시 분당구 백현로 26',
      addressType: 'R',
      jibunAddress: '경기도 성남시 분당구 정자동 3-2',
      roadAddress: '경기도 성남시 분당구 백현로 26',
      sido: '경기도',
      sigungu: '성남시 분당구',
      sigunguCode: '41135',
      roadnameCode: '3180022',
      bcode: '4113510300',
      roadname: '백현로',
      extraAddress: '(정자동)',
    });
    expect(z.safeParse(PostalAddress, postal).success).toBe(true);
    expect(isRoadAddress(postal.address)).toBe(true);
  });

  it('trims juso’s spacing and takes a missing field as empty, never as undefined', () => {
    const postal = toPostalAddress({ ...SAMPLE, roadAddrPart2: ' (정자동)', bdNm: undefined });
    expect(postal.extraAddress).toBe('(정자동)');
    const sparse = toPostalAddress({
      roadAddrPart1: '서울특별시 중구 세종대로 110',
      zipNo: '04524',
    });
    expect(z.safeParse(PostalAddress, sparse).success).toBe(true);
    expect(sparse).toMatchObject({
      jibunAddress: '',
      bcode: '',
      sigunguCode: '',
      extraAddress: '',
    });
  });
});

describe('jusoKeyword', () => {
  it('takes out the characters and SQL words juso refuses, keeping the rest', () => {
    expect(jusoKeyword('월드컵북로 396')).toBe('월드컵북로 396');
    expect(jusoKeyword('[월드컵북로] 396 OR <1=1>')).toBe('월드컵북로 396 1 1');
    expect(jusoKeyword('select 강남 union drop  테헤란로%152')).toBe('강남 테헤란로 152');
    expect(jusoKeyword('Or or OR')).toBe('');
  });

  it('leaves words that only contain an SQL word alone (KORAIL, 도로공사)', () => {
    expect(jusoKeyword('KORAIL 서울역')).toBe('KORAIL 서울역');
    expect(jusoKeyword('DROPBOX 타워')).toBe('DROPBOX 타워');
  });
});
