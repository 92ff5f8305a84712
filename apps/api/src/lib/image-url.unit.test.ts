import { afterEach, describe, expect, it } from 'vitest';
import { imageUrl, setImageAssetHost } from './image-url.ts';

afterEach(() => setImageAssetHost(null));

describe('imageUrl', () => {
  it('is relative to our own origin by default', () => {
    expect(imageUrl('products/monstera/photo-1.svg')).toBe('/images/products/monstera/photo-1.svg');
  });

  it('puts the configured asset host in front', () => {
    setImageAssetHost('https://assets.chorok.kr');
    expect(imageUrl('products/monstera/cutout.svg')).toBe(
      'https://assets.chorok.kr/images/products/monstera/cutout.svg',
    );
  });

  it('escapes each segment, never the separators', () => {
    expect(imageUrl('reviews/a b#1.jpg')).toBe('/images/reviews/a%20b%231.jpg');
  });
});
