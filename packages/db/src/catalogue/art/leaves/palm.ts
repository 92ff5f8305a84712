import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import type { Pt } from '../svg.ts';
import { Sketch } from './common.ts';
import { pinnateFrond } from './frond.ts';

/** Palm: arching fronds of long, drooping leaflets on bare stalks (areca, kentia, parlour palm). */
export function drawPalm(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH } = ctx;
  const shapes = [
    { p1: { x: 4, y: -78 }, p2: { x: 40, y: -98 } },
    { p1: { x: 2, y: -86 }, p2: { x: 26, y: -108 } },
    { p1: { x: 8, y: -70 }, p2: { x: 54, y: -80 } },
  ];
  const extents: Pt[][] = [];
  sk.defs = shapes
    .map((s, i) => {
      const fr = pinnateFrond({ x: 0, y: 0 }, s.p1, s.p2, {
        pairs: 14,
        start: 0.38,
        length: 40,
        width: 1.1,
        spread: 34,
        droop: 40 + i * 10,
        taper: 0.55,
        sag: 0.12,
      });
      extents.push(fr.extent);
      return `<g id="p${i}"><path d="${fr.rachis}" fill="none" stroke="${pal.stem}" stroke-width="1.2"/><path d="${fr.leaflets}"/></g>`;
    })
    .join('');
  const count = { small: 6, medium: 8, large: 11 }[ctx.art.height] + rng.int(-1, 1);
  const fronds = Array.from({ length: count }, (_, i) => ({
    angle: ((i / (count - 1)) * 2 - 1) * 42 + rng.jitter(7),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  for (const fr of fronds) {
    const base = soilPoint(ctx, 0.35);
    const scale = (plantH / 100) * rng.range(0.8, 0.98) * (1 - Math.abs(fr.angle) / 200);
    const flip = fr.angle < 0;
    const fill = fr.depth < 0.3 ? 'url(#lgd)' : fr.depth > 0.8 ? 'url(#lgl)' : 'url(#lg)';
    const i = rng.int(0, 2);
    // The symbol arches to the right; tilt it so the frond's reach follows `angle`.
    const tilt = fr.angle - (flip ? -14 : 14);
    sk.place(
      `p${i}`,
      base.x,
      base.y,
      tilt,
      flip ? -scale : scale,
      scale,
      fill,
      false,
      extents[i]!,
      2,
    );
  }
  sk.focus = { x: 0, y: -plantH * 0.62, r: plantH * 0.24 };
  return sk.done();
}
