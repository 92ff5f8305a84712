import type { Address, PostalAddress } from '@chorok/contract';

/** Address test data in the API's shapes (never imported by the app). */
export function postal(overrides: Partial<PostalAddress> = {}): PostalAddress {
  return {
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
    ...overrides,
  };
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    receiverName: '김초록',
    receiverPhoneNumber: '010-1234-5678',
    requestText: '문 앞에 놓아 주세요',
    isDefault: 1,
    addressId: 101,
    address: postal(),
    detailAddress: '12층',
    ...overrides,
  };
}

export const homeAddress = address();
export const officeAddress = address({
  id: 2,
  receiverName: '박새싹',
  receiverPhoneNumber: '02-123-4567',
  requestText: null,
  isDefault: 0,
  addressId: 102,
  address: postal({
    zonecode: '04524',
    address: '서울 중구 세종대로 110',
    roadAddress: '서울 중구 세종대로 110',
    jibunAddress: '서울 중구 태평로1가 31',
    roadname: '세종대로',
    extraAddress: '(태평로1가)',
  }),
  detailAddress: '3층',
});
