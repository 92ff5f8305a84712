import type { PlantContext, PlantDrawing } from '../model.ts';
import type { Pt } from '../svg.ts';
import { Sketch } from './common.ts';
import { pinnateFrond } from './frond.ts';

/** Fern: a fountain of fine fronds, the outer ones spilling over the rim (boston fern). */
export function drawFern(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  const shapes = [
    { p1: { x: 8, y: -60 }, p2: { x: 52, y: -82 } },
    { p1: { x: 4, y: -75 }, p2: { x: 34, y: -98 } },
    { p1: { x: 14, y: -50 }, p2: { x: 64, y: -55 } },
  ];
  const extents: Pt[][] = [];
  sk.defs = shapes
    .map((s, i) => {
      const fr = pinnateFrond({ x: 0, y: 0 }, s.p1, s.p2, {
        pairs: 24,
        start: 0.08,
        length: 10,
        width: 1.5,
        spread: 78,
        droop: 12 + i * 6,
        taper: 0.8,
      });
      extents.push(fr.extent);
      return `<g id="n${i}"><path d="${fr.rachis}" fill="none" stroke="${pal.stem}" stroke-width="1"/><path d="${fr.leaflets}"/></g>`;
    })
    .join('');
  const count = { small: 12, medium: 17, large: 22 }[ctx.art.height] + rng.int(-1, 2);
  const fronds = Array.from({ length: count }, (_, i) => ({
    angle: ((i / (count - 1)) * 2 - 1) * 105 + rng.jitter(10),
    depth: rng.next(),
  }));
  // Upright fronds first (behind), spilling fronds last (in front of the pot).
  const spills = (a: { angle: number }): number => Number(Math.abs(a.angle) > 60);
  fronds.sort((a, b) => spills(a) - spills(b) || a.depth - b.depth);
  for (const fr of fronds) {
    const x = rng.jitter(potW * 0.15);
    const y = rimRy * 0.2;
    const spill = Math.abs(fr.angle) > 60;
    const scale = (plantH / 100) * rng.range(0.75, 0.95) * (spill ? 1.05 : 0.9);
    const flip = fr.angle < 0;
    const fill = fr.depth < 0.3 ? 'url(#lgd)' : fr.depth > 0.8 ? 'url(#lgl)' : 'url(#lg)';
    const tilt = fr.angle - (flip ? -30 : 30) * 0.7;
    const i = rng.int(0, 2);
    sk.place(`n${i}`, x, y, tilt, flip ? -scale : scale, scale, fill, spill, extents[i]!, 3);
  }
  sk.focus = { x: plantH * 0.2, y: -plantH * 0.4, r: plantH * 0.28 };
  return sk.done();
}
