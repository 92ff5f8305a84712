import type { PlantContext, PlantDrawing } from '../model.ts';
import { darken, smoothClosed, transform } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { Sketch, leafSymbol } from './common.ts';
import { pinnateFrond } from './frond.ts';

/** Fern: a fountain of fine fronds, the outer ones spilling over the rim (boston fern). */
export function drawFern(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  if (/platycerium|박쥐란|staghorn/.test(ctx.hint)) return drawStaghorn(sk);
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

/** Staghorn fern: felted, forking antler fronds over round shield fronds at the base. */
function drawStaghorn(sk: Sketch): PlantDrawing {
  const { rng, pal, plantH, potW, rimRy } = sk.ctx;
  const antler: Pt[] = [
    { x: 0, y: 0, corner: true },
    { x: 8, y: -18 },
    { x: 15, y: -42 },
    { x: 24, y: -60 },
    { x: 38, y: -78 },
    { x: 36, y: -86 },
    { x: 26, y: -76 },
    { x: 14, y: -66, corner: true },
    { x: 12, y: -84 },
    { x: 6, y: -100 },
    { x: -2, y: -98 },
    { x: 0, y: -80 },
    { x: -8, y: -64, corner: true },
    { x: -24, y: -82 },
    { x: -32, y: -80 },
    { x: -20, y: -60 },
    { x: -12, y: -40 },
    { x: -8, y: -18 },
  ];
  sk.defs =
    leafSymbol('sa', smoothClosed(antler, 0.2), {
      half: smoothClosed([...antler.slice(0, 11), { x: 0, y: -60 }], 0.2),
      veins: 'M0 -4C4 -30 10 -50 14 -62M14 -62L30 -78M14 -62L6 -94M4 -40L-6 -62L-24 -78',
      veinColour: pal.light,
      veinOpacity: 0.5,
      veinWidth: 1.6,
      extra: `<path d="${smoothClosed(antler, 0.2)}" fill="#fff" fill-opacity=".12" transform="translate(-2 -1) scale(.96)"/>`,
    }) +
    `<g id="sh"><circle r="50"/><path d="M-40 -10Q0 -40 40 -10M-34 12Q0 -14 34 12" stroke="${darken(pal.base, 0.3)}" stroke-width="3" fill="none" stroke-opacity=".4"/></g>`;
  // Shield fronds hug the base.
  for (let i = 0; i < 3; i++) {
    const x = (i - 1) * potW * 0.22;
    sk.add(
      `<use href="#sh" transform="${transform(x, -potW * 0.08, 0, potW * 0.0042, potW * 0.0036)}" fill="${i === 1 ? 'url(#lg)' : 'url(#lgd)'}"/>`,
    );
    sk.point(x, -potW * 0.3, potW * 0.2);
  }
  const count = { small: 5, medium: 7, large: 9 }[sk.ctx.art.height];
  for (let i = 0; i < count; i++) {
    const a = ((i / (count - 1)) * 2 - 1) * 75 + rng.jitter(8);
    const k = (plantH / 100) * rng.range(0.7, 0.95) * (1 - Math.abs(a) / 260);
    const fill = i % 3 === 0 ? 'url(#lgd)' : i % 3 === 1 ? 'url(#lg)' : 'url(#lgl)';
    sk.place(
      'sa',
      rng.jitter(potW * 0.1),
      rimRy * 0.2 - potW * 0.1,
      a,
      a < 0 ? -k : k,
      k,
      fill,
      Math.abs(a) > 50,
      antler,
      4,
    );
  }
  sk.focus = { x: 0, y: -plantH * 0.55, r: plantH * 0.3 };
  return sk.done();
}
