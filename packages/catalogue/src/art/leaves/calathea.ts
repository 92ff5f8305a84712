import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { ellipsePath, f } from '../svg.ts';
import { Sketch, depthFill, leafSymbol, ovalHalf, ovalLeaf, reach, stalk } from './common.ts';

/**
 * Calathea: broad leaves on long upright stalks, patterned with the accent colour: stripes
 * along the side veins (orbifolia, ornata), or dark spots along a wavy blade (lancifolia).
 */
export function drawCalathea(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW } = ctx;
  const accent = pal.accent ?? pal.light;
  const lance = /lancifolia|rattlesnake|인시그니스|insignis/.test(ctx.hint);
  const round = /orbifolia|오르비|round/.test(ctx.hint);
  let body: string;
  let half: string;
  let pattern = '';
  let w: number;
  if (lance) {
    w = 16;
    // A wavy margin, and dark ovals of two sizes along the midrib.
    let right = 'M0 0';
    let left = '';
    for (let i = 1; i <= 10; i++) {
      const y = -i * 10;
      const half = w * Math.sin(Math.PI * Math.min(1, i / 10) ** 0.8) * (i % 2 === 0 ? 1 : 0.86);
      right += `L${f(half)} ${f(y)}`;
      left = `L${f(-half)} ${f(y)}` + left;
    }
    body = `${right}L0 -104${left}Z`;
    half = `${right}L0 -104Z`;
    for (let i = 1; i < 9; i++) {
      const y = -i * 10.5;
      const hw = w * Math.sin(Math.PI * Math.min(1, i / 10) ** 0.8) * 0.86;
      const rx = hw * (i % 2 === 0 ? 0.42 : 0.26);
      pattern +=
        ellipsePath(hw * 0.42, y, rx, rx * 0.5, -20) + ellipsePath(-hw * 0.42, y, rx, rx * 0.5, 20);
    }
    pattern = `<path d="${pattern}" fill="${pal.deep}" fill-opacity=".75"/>`;
  } else {
    w = round ? 44 : 34;
    body = ovalLeaf(100, w, 0.5, round ? 0.7 : 0.35);
    half = ovalHalf(100, w, 0.5, round ? 0.7 : 0.35);
    let stripes = '';
    let feather = '';
    for (let i = 0; i < (round ? 9 : 7); i++) {
      const y = -10 - i * (round ? 9.5 : 11);
      const edge = w * 0.8 * Math.sin(Math.PI * Math.min(0.92, 0.12 + (-y / 100) * 0.9));
      stripes += `M0 ${f(y)}q${f(edge * 0.5)} -4 ${f(edge)} -9M0 ${f(y)}q${f(-edge * 0.5)} -4 ${f(-edge)} -9`;
      feather += `M0 ${f(y - 4)}l${f(w * 0.35)} -6M0 ${f(y - 4)}l${f(-w * 0.35)} -6`;
    }
    pattern =
      `<path d="${feather}" stroke="${pal.deep}" stroke-width="5" stroke-opacity=".35"/>` +
      `<path d="${stripes}" fill="none" stroke="${accent}" stroke-width="${round ? 3.2 : 2.4}" stroke-opacity=".8"/>` +
      `<path d="M0 -4V-96" stroke="${accent}" stroke-width="3" stroke-opacity=".7"/>`;
  }
  sk.defs = leafSymbol('c1', body, { over: pattern, half, shade: 0.16 });
  const count = { small: 7, medium: 10, large: 14 }[ctx.art.height] + rng.int(-1, 2);
  const leaves = Array.from({ length: count }, (_, i) => ({
    angle: ((i / (count - 1)) * 2 - 1) * 48 + rng.jitter(8),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let stems = '';
  for (const l of leaves) {
    const base = soilPoint(ctx, 0.45);
    const up = 1 - Math.abs(l.angle) / 90;
    const end = reach(
      base.x,
      base.y,
      l.angle * 0.8,
      plantH * rng.range(0.35, 0.55) * (0.7 + up * 0.4),
    );
    const len = plantH * (lance ? rng.range(0.42, 0.55) : rng.range(0.34, 0.44));
    stems += stalk(base.x, base.y, end.x, end.y, l.angle * 0.2);
    sk.leaf('c1', end.x, end.y, l.angle * 1.25 + rng.jitter(10), {
      len,
      w: w / 100,
      fill: depthFill(l.depth),
      flip: rng.chance(0.5),
    });
    if (l.depth > 0.5 && sk.focus.r === 100) {
      const mid = reach(end.x, end.y, l.angle * 1.25, len * 0.5);
      sk.focus = { x: mid.x, y: mid.y, r: len * 0.85 };
    }
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.016)}" stroke-linecap="round"/>` +
    sk.back;
  sk.closeUpLabel = '잎 무늬';
  return sk.done();
}
