import { describe, expect, it } from 'vitest';
import { GALLERY_IMAGE, IMAGE } from './constants.ts';
import type { ImageRef } from './endpoints/products.ts';
import { galleryImageAttributes } from './gallery-image.ts';

const ASSET = 'https://assets.chorok.kr';
const CDN = 'https://cdn.chorok.kr';
const drawn: ImageRef = {
  url: '/images/products/monstera/photo-1.svg',
  width: 1200,
  height: 1200,
  alt: '몬스테라',
};

describe('galleryImageAttributes', () => {
  it('every srcset width in WebP, the 750 px fallback, the column-wide sizes', () => {
    expect(galleryImageAttributes(drawn)).toEqual({
      src: `${drawn.url}?w=750&q=75&f=webp`,
      srcSet: IMAGE.srcsetWidths.map((w) => `${drawn.url}?w=${w}&q=75&f=webp ${w}w`).join(', '),
      sizes: GALLERY_IMAGE.sizes,
    });
    expect(GALLERY_IMAGE.sizes).toBe('(min-width: 480px) 480px, 100vw');
  });

  it('moves URLs on the asset host to the CDN host', () => {
    const { src, srcSet } = galleryImageAttributes(
      { ...drawn, url: `${ASSET}${drawn.url}` },
      { assetHost: ASSET, cdnHost: CDN },
    );
    expect(src).toBe(`${CDN}${drawn.url}?w=750&q=75&f=webp`);
    expect(
      srcSet.split(', ').every((candidate) => candidate.startsWith(`${CDN}${drawn.url}?`)),
    ).toBe(true);
  });

  it('never names a rendition wider than a raster original', () => {
    const photo: ImageRef = {
      url: '/images/reviews/1/photo.jpg',
      width: 600,
      height: 800,
      alt: '',
    };
    const { src, srcSet } = galleryImageAttributes(photo);
    expect(src).toBe(`${photo.url}?w=600&q=75&f=webp`);
    expect(srcSet).toBe(
      [187, 375, 600].map((w) => `${photo.url}?w=${w}&q=75&f=webp ${w}w`).join(', '),
    );
  });
});
