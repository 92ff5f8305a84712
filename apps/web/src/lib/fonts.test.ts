import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coversAny, loadAppFonts, parseFontFaces, parseUnicodeRange } from '@/lib/fonts';

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

describe('loadAppFonts', () => {
  const css =
    '@font-face{font-family:P;src:url(/a.woff2);unicode-range:U+AC00-AC0F}' +
    '@font-face{font-family:P;src:url(/b.woff2);unicode-range:U+0041}';

  /** FontFace and document.fonts as a browser has them; each load takes `loadMs`. */
  function fakeFonts(loadMs: number) {
    const added: string[] = [];
    const loaded: string[] = [];
    class FakeFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
      load() {
        loaded.push(this.source);
        vi.advanceTimersByTime(loadMs);
        return Promise.resolve(this);
      }
    }
    vi.stubGlobal('FontFace', FakeFontFace);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(css))),
    );
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFontFace) => added.push(face.source) },
    });
    return { added, loaded };
  }

  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const root = () => {
    const element = document.createElement('p');
    element.textContent = '가';
    return element;
  };

  it('loads only the subsets on screen first, and applies every face at once when they are cached', async () => {
    const { added, loaded } = fakeFonts(5);
    const whenQuiet = vi.fn();
    const done = loadAppFonts({ root: root(), whenQuiet });
    await vi.runAllTimersAsync();
    await done;
    expect(loaded).toEqual(['url(/a.woff2)']);
    expect(added).toEqual(['url(/a.woff2)', 'url(/b.woff2)']);
    expect(whenQuiet).not.toHaveBeenCalled();
  });

  it('keeps the page in its first font when the subsets come from the network, until a quiet moment', async () => {
    const { added } = fakeFonts(800);
    let apply: (() => void) | undefined;
    const done = loadAppFonts({ root: root(), whenQuiet: (run) => (apply = run) });
    await vi.runAllTimersAsync();
    await done;
    expect(added).toEqual([]);
    apply?.();
    expect(added).toEqual(['url(/a.woff2)', 'url(/b.woff2)']);
  });
});
