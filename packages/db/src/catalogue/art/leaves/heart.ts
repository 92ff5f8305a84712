import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { f } from '../svg.ts';
import type { Pt } from '../svg.ts';
import {
  Sketch,
  depthFill,
  heartHalf,
  heartLeaf,
  leafSymbol,
  quad,
  quadAngle,
  reach,
  splotches,
  stalk,
  veins,
} from './common.ts';

/** Heart-shaped leaves (pothos, heartleaf philodendron): a mound, and vines over the rim. */
export function drawHeart(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  // Pothos marbling: streaks that follow the side veins.
  const marble = (w: number): string =>
    pal.accent
      ? `<path d="${splotches(rng, 14, w)}" fill="${pal.accent}" fill-opacity=".85"/>`
      : '';
  const opts = {
    veins: veins(100, 36, 3, 0.2, 0.55, 0.6),
    veinColour: pal.vein,
    veinWidth: 1.3,
    veinOpacity: 0.3,
  };
  sk.defs =
    leafSymbol('h1', heartLeaf(100, 36, 0.14), {
      ...opts,
      over: marble(36),
      half: heartHalf(100, 36, 0.14),
    }) +
    leafSymbol('h2', heartLeaf(100, 30, 0.12, 0.3), {
      ...opts,
      over: marble(30),
      half: heartHalf(100, 30, 0.12, 0.3),
    });

  const upright = /birkin|congo|콩고|imperial|selloum|셀로움|xanadu|제나두/.test(ctx.hint);
  const count = { small: 9, medium: 14, large: 19 }[ctx.art.height] + rng.int(-1, 2);
  const leaves = Array.from({ length: count }, () => ({
    angle: rng.jitter(78),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let stems = '';
  for (const leaf of leaves) {
    const base = soilPoint(ctx, 0.55);
    const upness = 1 - Math.abs(leaf.angle) / 90;
    const stalkLen = plantH * rng.range(0.3, 0.5) * (0.55 + upness * 0.55);
    const end = reach(base.x, base.y, leaf.angle * 0.9, stalkLen);
    const len = plantH * rng.range(0.24, 0.32);
    const tilt = leaf.angle * 1.5 + (leaf.angle > 0 ? 1 : -1) * (upright ? 5 : 20) + rng.jitter(12);
    stems += stalk(base.x, base.y, end.x, end.y, leaf.angle * 0.3);
    sk.leaf(rng.chance(0.5) ? 'h1' : 'h2', end.x, end.y, tilt, {
      len,
      w: 0.36,
      fill: depthFill(leaf.depth),
      flip: rng.chance(0.5),
    });
    if (leaf.depth > 0.55 && sk.focus.r === 100)
      sk.focus = { x: end.x, y: end.y - len * 0.3, r: len * 1.1 };
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.016)}" stroke-linecap="round"/>` +
    sk.back;

  const vines = upright ? 0 : rng.int(2, ctx.art.height === 'small' ? 3 : 4);
  let vinePath = '';
  const hangLeaves: { x: number; y: number; angle: number; len: number; id: string }[] = [];
  for (let v = 0; v < vines; v++) {
    const side = v % 2 === 0 ? 1 : -1;
    const rimX = side * potW * rng.range(0.25, 0.46);
    const over: Pt = { x: rimX, y: rimRy * 0.9 };
    const start: Pt = { x: rimX * 0.5, y: rimRy * 0.3 };
    const drop = potW * rng.range(0.6, 1.4);
    const end: Pt = { x: rimX + side * potW * rng.range(0.05, 0.25), y: over.y + drop };
    const ctl: Pt = { x: over.x + side * potW * 0.2, y: over.y + drop * 0.3 };
    vinePath += `M${f(start.x)} ${f(start.y)}Q${f(over.x)} ${f(over.y - 20)} ${f(over.x)} ${f(over.y)}Q${f(ctl.x)} ${f(ctl.y)} ${f(end.x)} ${f(end.y)}`;
    const n = Math.round(drop / (potW * 0.22)) + 2;
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const p = quad(over, ctl, end, t);
      const dir = quadAngle(over, ctl, end, t);
      const alt = i % 2 === 0 ? 1 : -1;
      const len = plantH * rng.range(0.14, 0.2) * (1.1 - t * 0.4);
      hangLeaves.push({
        x: p.x,
        y: p.y,
        angle: dir + alt * 50 + rng.jitter(10),
        len,
        id: `h${1 + (i % 2)}`,
      });
    }
    sk.point(end.x, end.y, 10);
  }
  if (vines) {
    sk.add(
      `<path d="${vinePath}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.014)}"/>`,
      true,
    );
    for (const l of hangLeaves) {
      sk.leaf(l.id, l.x, l.y, l.angle, {
        len: l.len,
        w: 0.36,
        fill: depthFill(0.5 + rng.next() * 0.5),
        front: true,
      });
    }
  }
  if (sk.focus.r === 100) sk.focus = { x: 0, y: -plantH * 0.5, r: plantH * 0.3 };
  return sk.done();
}
