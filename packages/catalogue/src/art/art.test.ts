import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LeafShape, ProductArt } from '../types.ts';
import {
  CUTOUT_HEIGHT,
  CUTOUT_WIDTH,
  PHOTO_SIZE,
  REVIEW_PHOTO_SIZE,
  drawProduct,
  drawReviewPhoto,
} from './index.ts';
import { seedProducts } from '../products/index.ts';
import { SAMPLE_ART } from './samples.ts';

const LEAF_SHAPES: LeafShape[] = [
  'monstera',
  'heart',
  'sword',
  'oval',
  'fiddle',
  'palm',
  'fern',
  'succulent',
  'cactus',
  'trailing',
  'grass',
  'round',
  'calathea',
  'zz',
  'tree',
  'orchid',
];

function plant(leaf: LeafShape): ProductArt {
  return {
    kind: 'plant',
    leaf,
    leafColor: '#3f7a45',
    accentColor: '#e8e4c8',
    flowerColor: '#f4e6ef',
    potColor: '#e8e2d8',
    height: 'medium',
  };
}

/** Small renders keep the test quick; the drawing is the same at any size. */
async function rasterise(svg: string, width = 200) {
  return sharp(Buffer.from(svg))
    .resize(width)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

describe('product illustrations', () => {
  it('has a sample of every leaf shape', () => {
    const drawnShapes = new Set(
      SAMPLE_ART.map((s) => (s.art.kind === 'plant' ? s.art.leaf : null)),
    );
    for (const leaf of LEAF_SHAPES) expect(drawnShapes.has(leaf)).toBe(true);
  });

  it.each(LEAF_SHAPES)('draws a %s plant as well-formed SVG of the declared sizes', (leaf) => {
    const drawn = drawProduct(plant(leaf), { slug: `test-${leaf}`, name: '테스트' });
    expect(drawn.photos.length).toBeGreaterThanOrEqual(3);
    expect(drawn.photos.length).toBeLessThanOrEqual(4);
    for (const photo of drawn.photos) {
      expect([photo.width, photo.height]).toEqual([PHOTO_SIZE, PHOTO_SIZE]);
      expect(photo.svg).toMatch(
        new RegExp(`^<svg [^>]*width="${PHOTO_SIZE}" height="${PHOTO_SIZE}"`),
      );
      expect(photo.svg).not.toMatch(/NaN|undefined|Infinity|<text/);
      expect(photo.alt).toMatch(/테스트/);
    }
    expect([drawn.cutout.width, drawn.cutout.height]).toEqual([CUTOUT_WIDTH, CUTOUT_HEIGHT]);
    expect(drawn.cutout.svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it.each(['monstera', 'palm', 'orchid', 'cactus', 'trailing'] as const)(
    'rasterises a %s with sharp at its declared size',
    async (leaf) => {
      const drawn = drawProduct(plant(leaf), { slug: `raster-${leaf}`, name: '테스트' });
      const meta = await sharp(Buffer.from(drawn.photos[0]!.svg)).metadata();
      expect([meta.width, meta.height]).toEqual([PHOTO_SIZE, PHOTO_SIZE]);
      const closeUp = await rasterise(drawn.photos[1]!.svg);
      expect(closeUp.info.width).toBe(200);
    },
  );

  it('keeps the cut-out transparent around the plant', async () => {
    const drawn = drawProduct(plant('monstera'), { slug: 'cutout', name: '몬스테라' });
    expect(drawn.cutout.svg).not.toMatch(/<rect width="800" height="1000"/);
    const { data, info } = await rasterise(drawn.cutout.svg);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(info.width - 1, 0)).toBe(0);
    // …and the plant itself is opaque somewhere in the middle.
    let opaque = 0;
    for (let y = 0; y < info.height; y++)
      if (alphaAt(Math.floor(info.width / 2), y) === 255) opaque++;
    expect(opaque).toBeGreaterThan(info.height / 4);
  });

  it('draws the same pictures for the same product and different ones for another', () => {
    const art = plant('heart');
    const a = drawProduct(art, { slug: 'pothos-a', name: '스킨답서스' });
    const again = drawProduct(art, { slug: 'pothos-a', name: '스킨답서스' });
    const b = drawProduct(art, { slug: 'pothos-b', name: '스킨답서스' });
    expect(again).toEqual(a);
    expect(b.photos[0]!.svg).not.toBe(a.photos[0]!.svg);
    expect(b.cutout.svg).not.toBe(a.cutout.svg);
  });

  it.each(SAMPLE_ART.filter((s) => s.art.kind !== 'plant'))(
    'draws $slug goods',
    ({ slug, name, art }) => {
      const drawn = drawProduct(art, { slug, name });
      expect(drawn.photos.length).toBeGreaterThanOrEqual(3);
      for (const photo of [...drawn.photos, drawn.cutout]) {
        expect(photo.svg).not.toMatch(/NaN|undefined|Infinity|<text/);
        expect(photo.svg.length).toBeLessThan(30_000);
      }
    },
  );

  it('rasterises a goods cut-out with a transparent corner', async () => {
    const drawn = drawProduct(
      { kind: 'soil', shape: 'bag', color: '#6f8f5a' },
      { slug: 'soil', name: '흙' },
    );
    const { data } = await rasterise(drawn.cutout.svg);
    expect(data[3]).toBe(0);
  });

  it('varies review photos by index and keeps them deterministic', async () => {
    const art = plant('monstera');
    const opts = { slug: 'review-monstera', name: '몬스테라' };
    const first = drawReviewPhoto(art, { ...opts, index: 0 });
    expect(drawReviewPhoto(art, { ...opts, index: 0 })).toEqual(first);
    const second = drawReviewPhoto(art, { ...opts, index: 1 });
    expect(second.svg).not.toBe(first.svg);
    expect([first.width, first.height]).toEqual([REVIEW_PHOTO_SIZE, REVIEW_PHOTO_SIZE]);
    expect(first.alt).toMatch(/몬스테라/);
    const meta = await sharp(Buffer.from(second.svg)).metadata();
    expect([meta.width, meta.height]).toEqual([REVIEW_PHOTO_SIZE, REVIEW_PHOTO_SIZE]);
  });

  it('draws every product of the seed catalogue, small and well-formed', () => {
    for (const { slug, name, art } of seedProducts) {
      const drawn = drawProduct(art, { slug, name });
      const review = drawReviewPhoto(art, { slug, name, index: 1 });
      for (const img of [...drawn.photos, drawn.cutout, review]) {
        expect(img.svg, `${slug}: ${img.alt}`).not.toMatch(/NaN|undefined|Infinity|<text/);
        expect(img.svg.length, `${slug}: ${img.alt}`).toBeLessThan(30_000);
        expect(img.alt).toContain(name);
      }
    }
  });

  it('keeps every picture of every sample small', () => {
    for (const { slug, name, art } of SAMPLE_ART) {
      const drawn = drawProduct(art, { slug, name });
      for (const img of [
        ...drawn.photos,
        drawn.cutout,
        drawReviewPhoto(art, { slug, name, index: 2 }),
      ]) {
        expect(img.svg.length, `${slug}: ${img.alt}`).toBeLessThan(30_000);
      }
    }
  });
});
