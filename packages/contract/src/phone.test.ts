import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PHONE_METADATA_HREF, renderPhoneMetadata } from '../scripts/phone-metadata.ts';
import { formatKoreanMobile, normaliseKoreanMobile } from './phone.ts';

describe('normaliseKoreanMobile', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['01012345678', '01012345678'],
    ['  010 1234 5678 ', '01012345678'],
    ['010.1234.5678', '01012345678'],
    ['(010) 1234-5678', '01012345678'],
    ['+82 10-1234-5678', '01012345678'],
    ['+821012345678', '01012345678'],
    ['+82 010-1234-5678', '01012345678'],
    ['011-123-4567', '0111234567'],
    ['016-1234-5678', '01612345678'],
    ['017 123 4567', '0171234567'],
    ['018-123-4567', '0181234567'],
    ['019-1234-5678', '01912345678'],
  ])('%j → %s', (input, digits) => {
    expect(normaliseKoreanMobile(input)).toBe(digits);
  });

  it.each([
    ['', 'empty'],
    ['02-123-4567', 'a Seoul landline'],
    ['031-123-4567', 'a Gyeonggi landline'],
    ['070-1234-5678', 'an internet phone'],
    ['1588-1234', 'a company number'],
    ['010-1234-56789', 'one digit too many'],
    ['010-12', 'too short'],
    ['0101234567a', 'a letter in it'],
    ['010-1234-5678 내선 1', 'words after it'],
    ['+1 202 555 0100', 'an American number'],
    ['+81 90-1234-5678', 'a Japanese mobile'],
  ])('%j is refused (%s)', (input) => {
    expect(normaliseKoreanMobile(input)).toBeNull();
  });
});

describe('formatKoreanMobile', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['01912345678', '019-1234-5678'],
  ])('%s → %s', (digits, shown) => {
    expect(formatKoreanMobile(digits)).toBe(shown);
  });

  it('reads back as the same number', () => {
    for (const digits of ['01012345678', '0171234567']) {
      expect(normaliseKoreanMobile(formatKoreanMobile(digits))).toBe(digits);
    }
  });
});

describe('phone-metadata.gen.ts', () => {
  it('is the installed library’s Korean mobile metadata (else `npm run phone-metadata -w @chorok/contract`)', async () => {
    expect(readFileSync(fileURLToPath(PHONE_METADATA_HREF), 'utf8')).toBe(
      await renderPhoneMetadata(),
    );
  });
});
