import { describe, expect, it } from 'vitest';
import { IMAGE } from './constants.ts';
import { imageSrc, imageSrcSet, renditionWidth } from './image-url.ts';

const ASSET = 'https://assets.chorok.kr';
const CDN = 'https://cdn.chorok.kr';
const KEY_PATH = '/images/products/monstera/photo-1.svg';

describe('imageSrc', () => {
  it('adds w, q and f to a relative URL, with the defaults written out', () => {
    expect(imageSrc(KEY_PATH, { width: IMAGE.productCardWidth })).toBe(
      `${KEY_PATH}?w=375&q=75&f=webp`,
    );
    expect(imageSrc(KEY_PATH, { width: 750, quality: 60, format: 'avif' })).toBe(
      `${KEY_PATH}?w=750&q=60&f=avif`,
    );
  });

  it('keeps relative URLs relative without a CDN, and moves them to the CDN with one', () => {
    expect(imageSrc(KEY_PATH, { width: 375 }, { assetHost: null, cdnHost: null })).toBe(
      `${KEY_PATH}?w=375&q=75&f=webp`,
    );
    expect(imageSrc(KEY_PATH, { width: 375 }, { assetHost: null, cdnHost: CDN })).toBe(
      `${CDN}${KEY_PATH}?w=375&q=75&f=webp`,
    );
  });

  it('swaps the asset host for the CDN host (spec §3)', () => {
    expect(
      imageSrc(`${ASSET}${KEY_PATH}`, { width: 375 }, { assetHost: ASSET, cdnHost: CDN }),
    ).toBe(`${CDN}${KEY_PATH}?w=375&q=75&f=webp`);
  });

  it('stays on the asset host when no CDN is configured', () => {
    expect(
      imageSrc(`${ASSET}${KEY_PATH}`, { width: 187 }, { assetHost: ASSET, cdnHost: null }),
    ).toBe(`${ASSET}${KEY_PATH}?w=187&q=75&f=webp`);
  });

  it('treats a URL already on the CDN as ours, and replaces rather than repeats parameters', () => {
    const hosts = { assetHost: ASSET, cdnHost: CDN };
    const once = imageSrc(`${ASSET}${KEY_PATH}`, { width: 375 }, hosts);
    expect(imageSrc(once, { width: 750, format: 'png' }, hosts)).toBe(
      `${CDN}${KEY_PATH}?w=750&q=75&f=png`,
    );
    expect(imageSrc(`${KEY_PATH}?v=2&w=10`, { width: 375 })).toBe(
      `${KEY_PATH}?v=2&w=375&q=75&f=webp`,
    );
  });

  it('keeps w and q within what the service accepts (never a 400 URL)', () => {
    expect(imageSrc(KEY_PATH, { width: 4, quality: 0 })).toBe(`${KEY_PATH}?w=16&q=1&f=webp`);
    expect(imageSrc(KEY_PATH, { width: 5000.4, quality: 250 })).toBe(
      `${KEY_PATH}?w=2048&q=100&f=webp`,
    );
    expect(imageSrc(KEY_PATH, { width: 374.6 })).toBe(`${KEY_PATH}?w=375&q=75&f=webp`);
    expect(renditionWidth(IMAGE.minWidth - 1)).toBe(IMAGE.minWidth);
  });

  it('leaves URLs that are not ours alone', () => {
    const hosts = { assetHost: ASSET, cdnHost: CDN };
    for (const url of [
      'data:image/png;base64,AAAA',
      'blob:https://chorok.kr/1234',
      'https://elsewhere.example/images/a.png',
      `${ASSET}/other/a.png`,
      '/assets/logo.svg',
      'images/a.svg',
    ]) {
      expect(imageSrc(url, { width: 375 }, hosts)).toBe(url);
    }
  });
});

describe('imageSrcSet', () => {
  it('lists the default widths, narrowest first, each with its w descriptor', () => {
    expect(imageSrcSet(KEY_PATH)).toBe(
      IMAGE.srcsetWidths.map((w) => `${KEY_PATH}?w=${w}&q=75&f=webp ${w}w`).join(', '),
    );
  });

  it('uses the CDN, the format and the widths given', () => {
    expect(
      imageSrcSet(
        `${ASSET}${KEY_PATH}`,
        [750, 375],
        { format: 'avif', quality: 50 },
        {
          assetHost: ASSET,
          cdnHost: CDN,
        },
      ),
    ).toBe(`${CDN}${KEY_PATH}?w=375&q=50&f=avif 375w, ${CDN}${KEY_PATH}?w=750&q=50&f=avif 750w`);
  });

  it('caps widths at a raster original’s own, without repeating a candidate', () => {
    const photo = '/images/reviews/1/photo.jpg';
    expect(imageSrcSet(photo, [187, 375, 750, 1125], { maxWidth: 600 })).toBe(
      [187, 375, 600].map((w) => `${photo}?w=${w}&q=75&f=webp ${w}w`).join(', '),
    );
  });
});
