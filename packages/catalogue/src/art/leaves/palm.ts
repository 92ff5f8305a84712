import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { f } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { Sketch, leafSymbol, ovalHalf, ovalLeaf } from './common.ts';
import { pinnateFrond } from './frond.ts';

/** Palm: arching fronds of long, drooping leaflets on bare stalks (areca, kentia, parlour palm). */
export function drawPalm(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  if (/rhapis|관음죽|fan|livistona|종려/.test(ctx.hint)) return drawFanPalm(sk);
  const { rng, pal, plantH } = ctx;
  const shapes = [
    { p1: { x: 8, y: -105 }, p2: { x: 62, y: -62 } },
    { p1: { x: 4, y: -112 }, p2: { x: 42, y: -88 } },
    { p1: { x: 14, y: -96 }, p2: { x: 76, y: -44 } },
  ];
  const extents: Pt[][] = [];
  sk.defs = shapes
    .map((s, i) => {
      const fr = pinnateFrond({ x: 0, y: 0 }, s.p1, s.p2, {
        pairs: 17,
        start: 0.4,
        length: 30,
        width: 1.1,
        spread: 40,
        droop: 62 + i * 6,
        taper: 0.55,
        sag: 0.16,
      });
      extents.push(fr.extent);
      return `<g id="p${i}"><path d="${fr.rachis}" fill="none" stroke="${pal.stem}" stroke-width="1.2"/><path d="${fr.leaflets}"/></g>`;
    })
    .join('');
  const count = { small: 6, medium: 8, large: 11 }[ctx.art.height] + rng.int(-1, 1);
  const fronds = Array.from({ length: count }, (_, i) => ({
    angle: ((i / (count - 1)) * 2 - 1) * 30 + rng.jitter(6),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  for (const fr of fronds) {
    const base = soilPoint(ctx, 0.35);
    const scale = (plantH / 100) * rng.range(0.9, 1.08) * (1 - Math.abs(fr.angle) / 150);
    const flip = fr.angle < 0;
    const fill = fr.depth < 0.3 ? 'url(#lgd)' : fr.depth > 0.8 ? 'url(#lgl)' : 'url(#lg)';
    const i = rng.int(0, 2);
    // The symbol arches to the right; tilt it so the frond's reach follows `angle`.
    const tilt = fr.angle * 0.75 - (flip ? -10 : 10);
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

/** Lady palm: thin canes topped by fans of narrow fingers. */
function drawFanPalm(sk: Sketch): PlantDrawing {
  const { rng, pal, plantH, potW, rimRy } = sk.ctx;
  let fan = '<g id="fa">';
  const fingers = 9;
  for (let i = 0; i < fingers; i++) {
    const a = ((i / (fingers - 1)) * 2 - 1) * 85;
    const len = 100 * (1 - Math.abs(a) / 400);
    fan += `<use href="#ff" transform="rotate(${f(a)}) scale(${f(len / 100)})"/>`;
  }
  fan += '</g>';
  sk.defs =
    leafSymbol('ff', ovalLeaf(100, 9, 0.55, 0.4), {
      half: ovalHalf(100, 9, 0.55, 0.4),
      veins: 'M0 -4V-92',
      veinColour: pal.light,
      veinOpacity: 0.5,
      veinWidth: 1.2,
    }) + fan;
  const count = { small: 5, medium: 8, large: 11 }[sk.ctx.art.height] + rng.int(-1, 1);
  let canes = '';
  const fans = Array.from({ length: count }, (_, i) => ({
    a: ((i / (count - 1)) * 2 - 1) * 34 + rng.jitter(6),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  for (const fa of fans) {
    const base = { x: rng.jitter(potW * 0.2), y: rimRy * 0.3 };
    const len = plantH * rng.range(0.45, 0.75) * (1 - Math.abs(fa.a) / 150);
    const top = {
      x: base.x + Math.sin((fa.a * Math.PI) / 180) * len,
      y: base.y - Math.cos((fa.a * Math.PI) / 180) * len,
    };
    canes += `M${f(base.x)} ${f(base.y)}Q${f(base.x + (top.x - base.x) * 0.3)} ${f((base.y + top.y) / 2)} ${f(top.x)} ${f(top.y)}`;
    const k = plantH * rng.range(0.0028, 0.0034);
    const fill = fa.depth < 0.3 ? 'url(#lgd)' : fa.depth > 0.8 ? 'url(#lgl)' : 'url(#lg)';
    sk.place(
      'fa',
      top.x,
      top.y,
      fa.a * 0.8 + rng.jitter(10),
      k,
      k * rng.range(0.65, 1),
      fill,
      false,
      [
        { x: -100, y: 0 },
        { x: 100, y: 0 },
        { x: 0, y: -100 },
        { x: -70, y: -70 },
        { x: 70, y: -70 },
      ],
    );
  }
  sk.back =
    `<path d="${canes}" fill="none" stroke="#5f5a3e" stroke-width="${f(potW * 0.016)}" stroke-linecap="round"/>` +
    sk.back;
  sk.focus = { x: 0, y: -plantH * 0.7, r: plantH * 0.25 };
  return sk.done();
}
