import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import type { Rng } from '../prng.ts';
import { ellipsePath, f, smoothClosed } from '../svg.ts';
import type { Pt } from '../svg.ts';
import {
  Sketch,
  depthFill,
  heartHalf,
  heartLeaf,
  leafSymbol,
  reach,
  stalk,
  veins,
} from './common.ts';

/** The right half of a broad heart-shaped monstera blade, from the tip down to the notch. */
const OUTLINE: Pt[] = [
  { x: 0, y: -100 },
  { x: 20, y: -95 },
  { x: 38, y: -83 },
  { x: 50, y: -64 },
  { x: 54, y: -42 },
  { x: 51, y: -20 },
  { x: 43, y: -3 },
  { x: 30, y: 9 },
  { x: 14, y: 10 },
  { x: 0, y: 0 },
];

function along(t: number): Pt {
  const scaled = t * (OUTLINE.length - 1);
  const i = Math.min(OUTLINE.length - 2, Math.floor(scaled));
  const a = OUTLINE[i]!;
  const b = OUTLINE[i + 1]!;
  const u = scaled - i;
  return { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u };
}

/**
 * A mature leaf: splits running from the margin toward the midrib, and a row of holes
 * (fenestrations) nearer the midrib, as an even-odd path.
 */
function matureLeaf(rng: Rng, splits: number, holes: boolean): { body: string; half: string } {
  const side = (sign: 1 | -1): Pt[] => {
    const pts: Pt[] = [];
    const cuts: number[] = [];
    for (let i = 0; i < splits; i++)
      cuts.push(0.12 + (0.7 * (i + 0.5)) / splits + rng.jitter(0.025));
    let last = 0;
    for (const cut of cuts) {
      for (let t = last + 0.06; t < cut - 0.03; t += 0.07) pts.push(along(t));
      const gap = 0.018 + rng.range(0, 0.012);
      const a = along(cut - gap);
      const b = along(cut + gap);
      const edge = along(cut);
      const depth = rng.range(0.55, 0.78);
      const inner = { x: edge.x * (1 - depth) + 5, y: edge.y + (edge.y > -50 ? 10 : 16) * depth };
      pts.push({ ...a, corner: true });
      pts.push({ x: (a.x + inner.x) / 2 - 1.2, y: (a.y + inner.y) / 2 - 1 });
      pts.push(inner);
      pts.push({ x: (b.x + inner.x) / 2 + 1.2, y: (b.y + inner.y) / 2 + 1 });
      pts.push({ ...b, corner: true });
      last = cut;
    }
    for (let t = last + 0.06; t < 0.97; t += 0.07) pts.push(along(t));
    return pts.map((p) => ({ ...p, x: p.x * sign }));
  };
  const right = side(1);
  const left = side(-1).reverse();
  let body = smoothClosed(
    [{ x: 0, y: -100, corner: true }, ...right, { x: 0, y: 0, corner: true }, ...left],
    0.2,
  );
  let half = smoothClosed(
    [{ x: 0, y: -100, corner: true }, ...right, { x: 0, y: 0, corner: true }],
    0.2,
  );
  if (holes) {
    for (const sign of [1, -1]) {
      for (let i = 0; i < 3; i++) {
        const y = -28 - i * 20 + rng.jitter(3);
        const hole = ellipsePath(
          sign * rng.range(12, 16),
          y,
          rng.range(4, 6.5),
          rng.range(1.8, 2.6),
          sign * -28,
        );
        body += hole;
        if (sign > 0) half += hole;
      }
    }
  }
  return { body, half };
}

export function drawMonstera(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW } = ctx;
  const vein = veins(100, 46, 6, 0.12, 0.55, 0.82);
  const variegation = (): string => {
    if (!pal.accent) return '';
    // Albo / Thai constellation: a half moon on some leaves, splashes on others.
    let d = '';
    for (let i = 0; i < 16; i++) {
      d += ellipsePath(
        rng.range(-50, 50),
        rng.range(-98, 8),
        rng.range(1.5, 7),
        rng.range(1, 3.5),
        rng.range(0, 180),
      );
    }
    let half = '';
    if (rng.chance(0.5)) {
      // A ragged half moon: the boundary wanders near the midrib.
      const edge: Pt[] = [{ x: 3, y: 12 }];
      for (let y = 0; y > -100; y -= 12) edge.push({ x: 3 + rng.range(-4, 12), y });
      half = `<path d="${smoothClosed([...edge, { x: 70, y: -110, corner: true }, { x: 70, y: 20, corner: true }])}" fill="${pal.accent}" fill-opacity=".95"/>`;
    }
    return `<path d="${d}" fill="${pal.accent}" fill-opacity=".9"/>${half}`;
  };
  const common = {
    veins: vein,
    veinColour: pal.vein,
    veinWidth: 1.2,
    veinOpacity: 0.32,
    evenOdd: true,
  };
  const symbol = (id: string, leaf: { body: string; half: string }): string =>
    leafSymbol(id, leaf.body, { ...common, half: leaf.half, inside: variegation() });
  sk.defs =
    symbol('m1', matureLeaf(rng, 5, true)) +
    symbol('m2', matureLeaf(rng, 4, rng.chance(0.6))) +
    leafSymbol('m3', heartLeaf(100, 44, 0.12), {
      ...common,
      half: heartHalf(100, 44, 0.12),
      veins: veins(100, 44, 5, 0.12, 0.6),
    });

  const count = { small: 5, medium: 7, large: 9 }[ctx.art.height] + rng.int(-1, 1);
  const leaves = Array.from({ length: count }, (_, i) => ({
    angle: ((i / (count - 1)) * 2 - 1) * 62 + rng.jitter(9),
    depth: rng.next(),
    young: rng.chance(ctx.art.height === 'small' ? 0.5 : 0.22),
  })).sort((a, b) => a.depth - b.depth);
  let stems = '';
  for (const [i, leaf] of leaves.entries()) {
    const base = soilPoint(ctx, 0.5);
    const upness = 1 - Math.abs(leaf.angle) / 90;
    const stalkLen =
      plantH * rng.range(0.38, 0.58) * (0.75 + upness * 0.4) * (leaf.young ? 0.85 : 1);
    const end = reach(base.x, base.y, leaf.angle * 0.8, stalkLen);
    const len = plantH * (leaf.young ? rng.range(0.24, 0.3) : rng.range(0.36, 0.46));
    // Big leaves hang their tips outward and a little down.
    const tilt = leaf.angle * 1.45 + (leaf.angle > 0 ? 14 : -14) + rng.jitter(10);
    stems += stalk(base.x, base.y, end.x, end.y, leaf.angle * 0.35);
    const id = leaf.young ? 'm3' : i % 2 === 0 ? 'm1' : 'm2';
    sk.leaf(id, end.x, end.y, tilt, {
      len,
      w: 0.5,
      fill: depthFill(leaf.young ? Math.max(leaf.depth, 0.85) : Math.min(leaf.depth, 0.8)),
      flip: leaf.angle < 0,
    });
    if (!leaf.young && leaf.depth > 0.5 && sk.focus.r === 100) {
      const mid = reach(end.x, end.y, tilt, len * 0.5);
      sk.focus = { x: mid.x, y: mid.y, r: len * 0.9 };
    }
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.024)}" stroke-linecap="round"/>` +
    sk.back;
  if (sk.focus.r === 100) sk.focus = { x: 0, y: -plantH * 0.6, r: plantH * 0.3 };
  return sk.done();
}
