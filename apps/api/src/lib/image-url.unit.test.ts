import { afterEach, describe, expect, it } from 'vitest';
import { imageKeyOf, imageUrl, setImageAssetHost } from './image-url.ts';

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

describe('imageKeyOf', () => {
  it('reads back the key of every URL imageUrl writes, on the asset host or not', () => {
    for (const key of ['products/monstera/photo-1.svg', 'reviews/a b#1.jpg']) {
      expect(imageKeyOf(imageUrl(key))).toBe(key);
      setImageAssetHost('https://assets.chorok.kr');
      expect(imageKeyOf(imageUrl(key))).toBe(key);
      setImageAssetHost(null);
    }
  });

  it('is null for what is not one of our images', () => {
    expect(imageKeyOf(undefined)).toBeNull();
    expect(imageKeyOf('/products/1')).toBeNull();
    expect(imageKeyOf('/imagesx/a.png')).toBeNull();
  });
});
