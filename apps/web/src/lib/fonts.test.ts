import { describe, expect, it } from 'vitest';
import { coversAny, parseFontFaces, parseUnicodeRange } from '@/lib/fonts';

describe('parseUnicodeRange', () => {
  it('reads single code points, intervals and wildcards', () => {
    expect(parseUnicodeRange('U+0041, U+AC00-D7A3,u+4??')).toEqual([
      [0x41, 0x41],
      [0xac00, 0xd7a3],
      [0x400, 0x4ff],
    ]);
  });
});

describe('parseFontFaces', () => {
  it('reads the rules as Vite minifies them, data: URLs included', () => {
    const css =
      '@font-face{font-family:Pretendard Variable;font-style:normal;font-display:swap;font-weight:45 920;' +
      'src:url(/assets/a.woff2)format("woff2-variations");unicode-range:U+AC00-AC0F,U+0041}' +
      '@font-face{font-family:\'Other\';src:url(data:font/woff2;base64,AAAA)format("woff2")}';
    const [first, second] = parseFontFaces(css);
    expect(first).toEqual({
      family: 'Pretendard Variable',
      source: 'url(/assets/a.woff2)format("woff2-variations")',
      descriptors: {
        style: 'normal',
        display: 'swap',
        weight: '45 920',
        unicodeRange: 'U+AC00-AC0F,U+0041',
      },
      ranges: [
        [0xac00, 0xac0f],
        [0x41, 0x41],
      ],
    });
    expect(second).toMatchObject({
      family: 'Other',
      source: 'url(data:font/woff2;base64,AAAA)format("woff2")',
      ranges: [[0, 0x10ffff]],
    });
  });
});

describe('coversAny', () => {
  const sorted = [0x41, 0xac01, 0xd7a3];
  it('finds a code point inside a range', () => {
    expect(coversAny([[0xac00, 0xac0f]], sorted)).toBe(true);
    expect(coversAny([[0xd7a3, 0xd7a3]], sorted)).toBe(true);
  });
  it('is false when every code point falls between the ranges', () => {
    expect(
      coversAny(
        [
          [0x42, 0xac00],
          [0xac02, 0xd7a2],
        ],
        sorted,
      ),
    ).toBe(false);
    expect(coversAny([], sorted)).toBe(false);
  });
});
