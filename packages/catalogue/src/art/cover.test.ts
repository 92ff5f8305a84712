import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '../products/index.ts';
import type { PlantArt } from '../types.ts';
import { COVER_BACKGROUNDS, COVER_HEIGHT, COVER_WIDTH, scopeIds } from './cover.ts';
import { drawCurationCover, type CoverPlant } from './index.ts';

function plants(...slugs: string[]): CoverPlant[] {
  return slugs.map((slug) => {
    const product = seedProducts.find((p) => p.slug === slug);
    if (!product || product.art.kind !== 'plant') throw new Error(`no plant ${slug}`);
    return { art: product.art as PlantArt, slug, name: product.name };
  });
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!);
}

describe('drawCurationCover', () => {
  it.each([
    [['spathiphyllum']],
    [['spathiphyllum', 'golden-pothos']],
    [['monstera-deliciosa', 'stuckyi', 'string-of-pearls']],
  ])('draws %j as one landscape picture with ids of its own', async (slugs) => {
    const cover = drawCurationCover({ slug: 'test', plants: plants(...slugs), alt: '창가 식물' });
    expect([cover.width, cover.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
    expect(cover.alt).toBe('창가 식물');
    expect(cover.svg).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(cover.svg).not.toMatch(/NaN|undefined|Infinity|<text/);
    expect(cover.svg.length).toBeLessThan(80_000);
    // Every plant's gradients and symbols keep their own names …
    const all = ids(cover.svg);
    expect(new Set(all).size).toBe(all.length);
    // … and everything referenced is defined.
    for (const [, ref] of cover.svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
      expect(all).toContain(ref);
    const meta = await sharp(Buffer.from(cover.svg)).metadata();
    expect([meta.width, meta.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
  });

  it('uses the given background, or a soft one picked by the slug', async () => {
    const given = drawCurationCover({
      slug: 'a',
      plants: plants('spathiphyllum'),
      background: '#eaf2e3',
      alt: 'x',
    });
    expect(given.svg).toContain('stop-color="#eaf2e3"');
    const picked = drawCurationCover({ slug: 'a', plants: plants('spathiphyllum'), alt: 'x' });
    expect(COVER_BACKGROUNDS.some((c) => picked.svg.includes(`stop-color="${c}"`))).toBe(true);
    // The wall's colour shows in the top-left corner.
    const { data } = await sharp(Buffer.from(given.svg))
      .resize(60)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('draws the same cover for the same article and another for another slug', () => {
    const opts = { plants: plants('ficus-lyrata', 'pilea-peperomioides'), alt: 'x' };
    const a = drawCurationCover({ slug: 'one', ...opts });
    expect(drawCurationCover({ slug: 'one', ...opts })).toEqual(a);
    expect(drawCurationCover({ slug: 'two', ...opts }).svg).not.toBe(a.svg);
  });

  it('refuses no plants or more than three', () => {
    expect(() => drawCurationCover({ slug: 'x', plants: [], alt: 'x' })).toThrow(RangeError);
    const four = plants('spathiphyllum', 'golden-pothos', 'stuckyi', 'fittonia');
    expect(() => drawCurationCover({ slug: 'x', plants: four, alt: 'x' })).toThrow(RangeError);
  });
});

describe('scopeIds', () => {
  it('prefixes ids and every kind of reference to them', () => {
    expect(
      scopeIds(
        '<linearGradient id="lg"/><path fill="url(#lg)"/><use href="#u1"/><use xlink:href="#u1"/>',
        'c0',
      ),
    ).toBe(
      '<linearGradient id="c0lg"/><path fill="url(#c0lg)"/><use href="#c0u1"/><use xlink:href="#c0u1"/>',
    );
  });
});
