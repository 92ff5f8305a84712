import type { PostalAddress } from './endpoints/addresses.ts';
/*
 * What a road-name address (도로명주소) typed by hand must look like. By the Road Name Address
 * Act every road name ends in 대로, 로 or 길 (테헤란로, 세종대로, 판교역로146번길, 퇴계로36길), and
 * the address names the building by its number on that road: 152, 284-12, or 지하 2 for an
 * underground one. A lot address (역삼동 737) or a town alone (서울 마포구) is not one.
 */

/** A 5-digit zonecode (국가기초구역번호), as every Korean address has had since 2015. */
export const ZONECODE_PATTERN = /^\d{5}$/;

/**
 * A road name (Hangul first, then Hangul, digits or ·, ending in 로 or 길), then its building
 * number (본번, or 본번-부번, optionally 지하), then the end, a space, a comma or a bracket (the
 * 참고항목 "(상암동)" or the unit "101동"… comes after).
 */
const ROAD_AND_NUMBER =
  /([가-힣][가-힣\d·]*(?:로|길))\s*(?:지하\s*)?(\d{1,5}(?:-\d{1,5})?)(?=$|[\s,(])/;

/** The road name and building number a road address gives, or null when it gives none. */
export function roadAndBuildingNumber(text: string): { road: string; number: string } | null {
  const match = ROAD_AND_NUMBER.exec(text.normalize('NFC'));
  return match ? { road: match[1]!, number: match[2]! } : null;
}

/** Whether `text` reads as a road-name address: a 로/길 road followed by a building number. */
export function isRoadAddress(text: string): boolean {
  return text.trim() !== '' && roadAndBuildingNumber(text) !== null;
}

/** One space between words, none at the ends (a hand-typed address as it is stored). */
export const tidyAddressText = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * The PostalAddress of an address typed by hand: a road address ('R') with the road name read
 * from it; the administrative codes and the lot address only a search knows stay empty.
 */
export function manualPostalAddress(input: {
  roadAddress: string;
  zonecode: string;
}): PostalAddress {
  const address = tidyAddressText(input.roadAddress);
  return {
    zonecode: input.zonecode.trim(),
    address,
    addressType: 'R',
    jibunAddress: '',
    roadAddress: address,
    sido: '',
    sigungu: '',
    sigunguCode: '',
    roadnameCode: '',
    bcode: '',
    roadname: (roadAndBuildingNumber(address)?.road ?? '').slice(0, 80),
    extraAddress: '',
  };
}
