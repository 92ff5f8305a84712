import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { KR_MOBILE_METADATA } from './phone-metadata.gen.ts';

/** What a typed or pasted number may hold besides digits: +82, spaces, hyphens, dots, brackets. */
const NUMBER_TEXT = /^[+\d\s().-]{1,30}$/;

function parseKorean(text: string) {
  if (!NUMBER_TEXT.test(text)) return undefined;
  return parsePhoneNumberFromString(
    text,
    { defaultCountry: 'KR', extract: false },
    KR_MOBILE_METADATA,
  );
}

/**
 * A Korean mobile number as its national digits (01012345678), or null when the input is not
 * one by libphonenumber's rules: 010, 011, 016–019; landlines, 070 and 1588 numbers are refused.
 * Accepts 010-1234-5678, 01012345678, +82 10-1234-5678 and the like.
 */
export function normaliseKoreanMobile(input: string): string | null {
  const number = parseKorean(input.trim());
  if (!number || number.country !== 'KR' || number.getType() !== 'MOBILE') return null;
  return `0${number.nationalNumber}`;
}

/** 01012345678 → 010-1234-5678 (the national format); anything else comes back as it is. */
export function formatKoreanMobile(digits: string): string {
  return parseKorean(digits)?.formatNational() ?? digits;
}

/** Hyphenates a Korean phone number given as digits (010-1234-5678, 02-123-4567, 1588-1234). */
export function formatKoreanPhoneNumber(digits: string): string {
  if (/^1\d{7}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  const middle = rest.length === 7 ? 3 : 4;
  return `${digits.slice(0, area)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}
