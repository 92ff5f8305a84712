import { describe, expect, it } from 'vitest';
import {
  ZONECODE_PATTERN,
  isRoadAddress,
  roadAndBuildingNumber,
  tidyAddressText,
} from './road-address.ts';

describe('isRoadAddress', () => {
  it('accepts real road-name addresses, however they are written', () => {
    for (const address of [
      '서울 마포구 월드컵북로 396',
      '서울특별시 강남구 테헤란로 152',
      '테헤란로152',
      '경기 성남시 분당구 판교역로146번길 20',
      '서울 중구 퇴계로36길 2',
      '제주특별자치도 서귀포시 성산읍 일출로 284-12',
      '서울 중구 세종대로 지하 2',
      '세종특별자치시 도움6로 11',
      '서울 마포구 월드컵북로 396 (상암동)',
      '부산 해운대구 해운대해변로 264, 101동 1203호',
      '  서울 종로구 사직로 161  ',
    ])
      expect(isRoadAddress(address), address).toBe(true);
  });

  it('refuses what is not one: empty, a lot address, a town, a road without its number', () => {
    for (const address of [
      '',
      '   ',
      '서울 강남구 역삼동 737',
      '서울 중구 을지로1가 12',
      '서울 영등포구 신길동 12',
      '서울 마포구',
      '테헤란로',
      '월드컵북로 396번지',
      '06236',
      '로 152',
      'Teheran-ro 152',
    ])
      expect(isRoadAddress(address), address).toBe(false);
  });

  it('names the road and the building number it found', () => {
    expect(roadAndBuildingNumber('경기 성남시 분당구 판교역로146번길 20')).toEqual({
      road: '판교역로146번길',
      number: '20',
    });
    expect(roadAndBuildingNumber('서울 중구 세종대로 지하 2')).toEqual({
      road: '세종대로',
      number: '2',
    });
    expect(roadAndBuildingNumber('서울 강남구 역삼동 737')).toBeNull();
  });
});

describe('zonecodes and tidy text', () => {
  it('takes exactly five digits', () => {
    expect(ZONECODE_PATTERN.test('03925')).toBe(true);
    for (const bad of ['3925', '039255', '0392a', ' 03925', '039-25'])
      expect(ZONECODE_PATTERN.test(bad), bad).toBe(false);
  });

  it('keeps one space between words', () => {
    expect(tidyAddressText('  서울  마포구\t월드컵북로   396 ')).toBe('서울 마포구 월드컵북로 396');
  });
});
