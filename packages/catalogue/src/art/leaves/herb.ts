import type { Sketch } from './common.ts';
import { reach, stalk } from './common.ts';
import { f } from '../svg.ts';

export interface HerbOptions {
  /** Leaf symbol to place in pairs. */
  leaf: string;
  leafLen: number;
  stems: number;
  stemColour: string;
  stemWidth: number;
  /** Half width of the leaf relative to its length (for the box). */
  w: number;
}

/**
 * Upright stems with opposite leaves (basil, mint, coffee seedlings): every other pair faces
 * the viewer and shows foreshortened.
 */
export function herbStems(sk: Sketch, o: HerbOptions): { tips: { x: number; y: number }[] } {
  const { rng, plantH, potW, rimRy } = sk.ctx;
  let stems = '';
  const tips: { x: number; y: number }[] = [];
  const order = Array.from({ length: o.stems }, (_, i) => i).sort(() => rng.next() - 0.5);
  for (const i of order) {
    const lean = ((i / Math.max(1, o.stems - 1)) * 2 - 1) * 24 + rng.jitter(6);
    const len = plantH * rng.range(0.65, 0.95) * (1 - Math.abs(lean) / 120);
    const x0 = ((i / Math.max(1, o.stems - 1)) * 2 - 1) * potW * 0.18;
    const y0 = rimRy * 0.4;
    const top = reach(x0, y0, lean, len);
    stems += stalk(x0, y0, top.x, top.y, lean * 0.4);
    const nodes = rng.int(3, 5);
    for (let n = 0; n < nodes; n++) {
      const t = 0.3 + (0.7 * n) / nodes;
      const x = x0 + (top.x - x0) * t;
      const y = y0 + (top.y - y0) * t;
      const facing = n % 2 === 1;
      const size = o.leafLen * (1.1 - t * 0.45) * rng.range(0.9, 1.1);
      const spread = facing ? 28 : 62;
      const fill = t > 0.8 ? 'url(#lgl)' : 'url(#lg)';
      sk.leaf(o.leaf, x, y, lean + spread + rng.jitter(8), {
        len: size,
        w: o.w,
        fill,
        squash: facing ? 0.8 : 1,
      });
      sk.leaf(o.leaf, x, y, lean - spread + rng.jitter(8), {
        len: size,
        w: o.w,
        fill,
        flip: true,
        squash: facing ? 0.8 : 1,
      });
    }
    // The growing tip: two small leaves standing up.
    sk.leaf(o.leaf, top.x, top.y, lean + 18, { len: o.leafLen * 0.5, w: o.w, fill: 'url(#lgl)' });
    sk.leaf(o.leaf, top.x, top.y, lean - 18, {
      len: o.leafLen * 0.5,
      w: o.w,
      fill: 'url(#lgl)',
      flip: true,
    });
    tips.push(top);
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${o.stemColour}" stroke-width="${f(o.stemWidth)}" stroke-linecap="round"/>` +
    sk.back;
  return { tips };
}
