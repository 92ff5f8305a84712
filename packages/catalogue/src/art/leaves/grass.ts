import type { PlantContext, PlantDrawing } from '../model.ts';
import { darken, f, lighten, mix, transform } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { Sketch, quad, quadAngle, quadStart, reach, ribbon } from './common.ts';

/** Blade shapes from upright to spilling, each 100 long, placed with <use>. */
const BLADES: [Pt, Pt][] = [
  [
    { x: 5, y: -55 },
    { x: 14, y: -98 },
  ],
  [
    { x: 18, y: -62 },
    { x: 48, y: -74 },
  ],
  [
    { x: 30, y: -56 },
    { x: 64, y: -34 },
  ],
  [
    { x: 40, y: -44 },
    { x: 70, y: 12 },
  ],
];

/** Grass-like arching blades (spider plant), a pale centre stripe, babies on runners. */
export function drawGrass(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  if (/rosemary|로즈마리/.test(ctx.hint)) return drawNeedles(sk);
  const lavender = /lavender|라벤더|lavandula/.test(ctx.hint);
  const { rng, pal, plantH, potW, potH, rimRy } = ctx;
  const o = { x: 0, y: 0 };
  sk.defs = BLADES.map(([p1, p2], i) => {
    const [, b, c] = quadStart(o, p1, p2, 0.75);
    const stripe = pal.accent
      ? `<path d="M0 0Q${f(b.x)} ${f(b.y)} ${f(c.x)} ${f(c.y)}" fill="none" stroke="${pal.accent}" stroke-width="1.4"/>`
      : '';
    return `<g id="g${i}"><path d="${ribbon(o, p1, p2, 2.8)}"/>${stripe}</g>`;
  }).join('');
  const count = { small: 22, medium: 30, large: 38 }[ctx.art.height] + rng.int(-2, 2);
  const blades = Array.from({ length: count }, () => ({
    angle: rng.jitter(lavender ? 0.6 : 1),
    len: plantH * rng.range(0.6, 1) * (lavender ? 0.4 : 1),
    depth: rng.next(),
  })).sort((a, b) => Math.abs(a.angle) - Math.abs(b.angle));
  for (const b of blades) {
    // Upright blades near the middle, arching and spilling ones toward the sides.
    const spread = Math.abs(b.angle);
    const kind = Math.min(3, Math.floor(spread * 4));
    const flip = b.angle < 0;
    const tilt = (spread * 4 - kind) * 12 * (flip ? -1 : 1) - (flip ? -6 : 6);
    const x = rng.jitter(potW * 0.08);
    const y = rimRy * 0.3;
    const k = b.len / 100;
    const fill = b.depth < 0.3 ? 'url(#lgd)' : 'url(#lg)';
    sk.add(
      `<use href="#g${kind}" transform="${transform(x, y, tilt, flip ? -k : k, k)}" fill="${fill}"/>`,
      kind >= 2,
    );
    const [p1, p2] = BLADES[kind]!;
    for (const p of [p1, p2, { x: p2.x * 0.8, y: Math.min(p1.y, p2.y) * 0.8 }]) {
      const r = (tilt * Math.PI) / 180;
      const px = (flip ? -p.x : p.x) * k;
      const py = p.y * k;
      sk.point(x + px * Math.cos(r) - py * Math.sin(r), y + px * Math.sin(r) + py * Math.cos(r), 4);
    }
  }
  if (lavender) {
    drawSpikes(sk);
    return sk.done();
  }
  // Runners with baby plants.
  const runners = ctx.art.height === 'small' ? 1 : rng.int(1, 2);
  let runner = '';
  let babies = '';
  for (let i = 0; i < runners; i++) {
    const side = i % 2 === 0 ? 1 : -1;
    const end = { x: side * potW * rng.range(0.7, 0.9), y: potH * rng.range(0.3, 0.8) };
    const p1 = { x: side * potW * 0.6, y: -plantH * 0.4 };
    runner += `M0 ${f(rimRy * 0.3)}Q${f(p1.x)} ${f(p1.y)} ${f(end.x)} ${f(end.y)}`;
    const k = (potW * 0.3) / 100;
    for (let j = 0; j < 6; j++) {
      const a = ((j / 5) * 2 - 1) * 70;
      const kind = Math.abs(a) > 40 ? 2 : 1;
      babies += `<use href="#g${kind}" transform="${transform(end.x, end.y, a * 0.3, a < 0 ? -k : k, k)}" fill="url(#lgl)"/>`;
      const tip = reach(end.x, end.y, a, potW * 0.3);
      sk.point(tip.x, tip.y, 6);
    }
    sk.point(p1.x * 0.75, p1.y * 0.5);
    sk.point(end.x, end.y + 12);
  }
  sk.add(
    `<path d="${runner}" fill="none" stroke="#c9c48e" stroke-width="${f(potW * 0.01)}"/>${babies}`,
    true,
  );
  sk.focus = { x: potW * 0.25, y: -plantH * 0.35, r: plantH * 0.3 };
  return sk.done();
}

/** Lavender: tall bare stalks above the grey leaves, each ending in a purple spike of whorls. */
function drawSpikes(sk: Sketch): void {
  const { rng, pal, plantH, potW, rimRy } = sk.ctx;
  const colour = pal.flower ?? '#8a6ac8';
  let spike = '<g id="lv">';
  for (let i = 0; i < 8; i++) {
    const y = -i * 11;
    const r = 7 - i * 0.45;
    spike += `<ellipse cx="-3" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="${i % 2 ? lighten(colour, 0.15) : colour}"/><ellipse cx="3" cy="${f(y - 5)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="${darken(colour, 0.12)}"/>`;
  }
  spike += '</g>';
  sk.defs += spike;
  const n = { small: 11, medium: 16, large: 22 }[sk.ctx.art.height];
  let stalks = '';
  let heads = '';
  for (let i = 0; i < n; i++) {
    const a = ((i / (n - 1)) * 2 - 1) * 32 + rng.jitter(5);
    const len = plantH * rng.range(0.75, 1);
    const x0 = rng.jitter(potW * 0.12);
    const r = (a * Math.PI) / 180;
    const top = { x: x0 + Math.sin(r) * len, y: rimRy * 0.3 - Math.cos(r) * len };
    stalks += `M${f(x0)} ${f(rimRy * 0.3)}Q${f(x0 + Math.sin(r) * len * 0.4)} ${f(-len * 0.5)} ${f(top.x)} ${f(top.y)}`;
    const k = plantH * 0.0022 * rng.range(0.85, 1.1);
    heads += `<use href="#lv" transform="${transform(top.x, top.y, a, k)}"/>`;
    sk.point(top.x, top.y - 80 * k, 10 * k);
    if (i === Math.floor(n / 2)) sk.focus = { x: top.x, y: top.y - 40 * k, r: 120 * k };
  }
  sk.add(
    `<path d="${stalks}" fill="none" stroke="${mix(pal.base, '#7d8a6a', 0.4)}" stroke-width="${f(potW * 0.01)}"/>${heads}`,
  );
  sk.closeUpLabel = '꽃';
}

/** Rosemary: upright woody stems densely set with short needle leaves. */
function drawNeedles(sk: Sketch): PlantDrawing {
  const { rng, pal, plantH, potW, rimRy } = sk.ctx;
  const n = { small: 6, medium: 9, large: 12 }[sk.ctx.art.height];
  let wood = '';
  let needles = '';
  let light = '';
  for (let i = 0; i < n; i++) {
    const a = ((i / (n - 1)) * 2 - 1) * 26 + rng.jitter(5);
    const len = plantH * rng.range(0.7, 1);
    const x0 = rng.jitter(potW * 0.15);
    const r = (a * Math.PI) / 180;
    const p0 = { x: x0, y: rimRy * 0.3 };
    const p1 = { x: x0 + Math.sin(r) * len * 0.3, y: -len * 0.5 };
    const p2 = { x: x0 + Math.sin(r) * len, y: rimRy * 0.3 - Math.cos(r) * len };
    wood += `M${f(p0.x)} ${f(p0.y)}Q${f(p1.x)} ${f(p1.y)} ${f(p2.x)} ${f(p2.y)}`;
    const count = Math.round(len / (potW * 0.045));
    for (let k = 2; k <= count; k++) {
      const t = k / count;
      const p = quad(p0, p1, p2, t);
      const dir = quadAngle(p0, p1, p2, t);
      const nl = potW * 0.1 * (1.1 - t * 0.5);
      for (const side of [1, -1]) {
        const d = ((dir + side * rng.range(35, 60)) * Math.PI) / 180;
        const seg = `M${Math.round(p.x)} ${Math.round(p.y)}l${Math.round(Math.sin(d) * nl)} ${Math.round(-Math.cos(d) * nl)}`;
        if (rng.chance(0.25)) light += seg;
        else needles += seg;
      }
    }
    sk.point(p2.x, p2.y, potW * 0.1);
    sk.point(p1.x, p1.y, potW * 0.1);
  }
  sk.add(
    `<path d="${wood}" fill="none" stroke="#7a6a52" stroke-width="${f(potW * 0.018)}" stroke-linecap="round"/>` +
      `<g fill="none" stroke-linecap="round" stroke-width="${f(potW * 0.017)}"><path d="${needles}" stroke="${pal.base}"/><path d="${light}" stroke="${lighten(pal.base, 0.35)}"/></g>`,
  );
  sk.focus = { x: 0, y: -plantH * 0.6, r: plantH * 0.22 };
  return sk.done();
}
