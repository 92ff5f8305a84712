import { soilPoint } from '../model.ts';
import type { PlantContext, PlantDrawing } from '../model.ts';
import { f, transform } from '../svg.ts';
import {
  Sketch,
  depthFill,
  leafSymbol,
  ovalHalf,
  ovalLeaf,
  reach,
  stalk,
  veins,
} from './common.ts';

/**
 * Broad oval leaves. A clump on long stalks, with spathes when it flowers (peace lily,
 * anthurium); a rubber plant stands on a stem with leaves alternating up it.
 */
export function drawOval(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { pal } = ctx;
  const rubber = /elastica|rubber|고무/.test(ctx.hint) && !pal.flower;
  const w = rubber ? 27 : 30;
  sk.defs =
    leafSymbol('o1', ovalLeaf(100, w, 0.48, 0.3), {
      half: ovalHalf(100, w, 0.48, 0.3),
      veins: veins(100, w, rubber ? 9 : 6, 0.14, 0.75),
      veinColour: rubber ? pal.light : pal.vein,
      veinWidth: rubber ? 0.8 : 1.2,
      veinOpacity: rubber ? 0.35 : 0.4,
      extra: `<path d="M${-w * 0.45} -30q4 -30 ${w * 0.3} -50" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" stroke-opacity=".16"/>`,
    }) +
    `<g id="sp"><path d="${ovalLeaf(100, 30, 0.42, 0.18)}"/><path d="M0 -4V-94" stroke="#000" stroke-width="1" stroke-opacity=".12"/>` +
    `<path d="M-4 -10C-7 -30 -5 -52 0 -58C5 -52 7 -30 4 -10Z" fill="#e9dfae"/></g>`;
  if (rubber) drawRubber(sk);
  else drawClump(sk);
  return sk.done();
}

function drawClump(sk: Sketch): void {
  const { ctx } = sk;
  const { rng, pal, plantH, potW } = ctx;
  const count = { small: 7, medium: 10, large: 13 }[ctx.art.height] + rng.int(-1, 2);
  const leaves = Array.from({ length: count }, (_, i) => ({
    angle: ((i / (count - 1)) * 2 - 1) * 58 + rng.jitter(10),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let stems = '';
  let fx = 0;
  let fy = 0;
  for (const leaf of leaves) {
    const base = soilPoint(ctx, 0.5);
    const upness = 1 - Math.abs(leaf.angle) / 90;
    const stalkLen = plantH * rng.range(0.32, 0.48) * (0.75 + upness * 0.45);
    const end = reach(base.x, base.y, leaf.angle * 0.85, stalkLen);
    const len = plantH * rng.range(0.38, 0.5);
    const tilt = leaf.angle * 1.2 + rng.jitter(12);
    stems += stalk(base.x, base.y, end.x, end.y, leaf.angle * 0.25);
    sk.leaf('o1', end.x, end.y, tilt, {
      len,
      w: 0.3,
      fill: depthFill(leaf.depth),
      flip: rng.chance(0.5),
    });
    fx += end.x;
    fy += end.y;
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.02)}" stroke-linecap="round"/>` +
    sk.back;
  sk.focus = { x: fx / count, y: fy / count - plantH * 0.12, r: plantH * 0.3 };
  if (!pal.flower) return;
  sk.closeUpLabel = '꽃과 잎';
  const n = { small: 2, medium: 3, large: 4 }[ctx.art.height];
  let flowerStems = '';
  let flowers = '';
  for (let i = 0; i < n; i++) {
    const base = soilPoint(ctx, 0.35);
    const angle = ((i + 0.5) / n - 0.5) * 44 + rng.jitter(6);
    const end = reach(base.x, base.y, angle, plantH * rng.range(0.76, 0.92));
    const len = plantH * rng.range(0.17, 0.21);
    flowerStems += stalk(base.x, base.y, end.x, end.y, angle * 0.3);
    flowers += `<use href="#sp" transform="${transform(end.x, end.y, angle * 0.6 + rng.jitter(12), len / 100)}" fill="${pal.flower}"/>`;
    sk.point(end.x, end.y - len, len * 0.35);
    if (i === 0) sk.focus = { x: end.x, y: end.y - len * 0.5, r: plantH * 0.2 };
  }
  sk.add(
    `<path d="${flowerStems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.014)}" stroke-linecap="round"/>` +
      flowers,
  );
}

function drawRubber(sk: Sketch): void {
  const { ctx } = sk;
  const { rng, pal, plantH, potW } = ctx;
  const trunks = ctx.art.height === 'small' ? 1 : rng.int(1, 2);
  let stems = '';
  const sheaths: string[] = [];
  for (let t = 0; t < trunks; t++) {
    const x0 = trunks === 1 ? rng.jitter(potW * 0.05) : (t - 0.5) * potW * 0.22;
    const y0 = ctx.rimRy * 0.4;
    const top = {
      x: x0 + rng.jitter(potW * 0.15),
      y: -plantH * rng.range(0.78, 0.88) * (t === 0 ? 1 : 0.78),
    };
    stems += stalk(x0, y0, top.x, top.y, rng.jitter(18));
    const n = rng.int(7, 9);
    for (let i = 0; i < n; i++) {
      const k = (i + 0.4) / n;
      const x = x0 + (top.x - x0) * k;
      const y = y0 + (top.y - y0) * k;
      const side = i % 2 === 0 ? 1 : -1;
      const angle = side * rng.range(45, 75) * (1 - k * 0.45);
      const len = plantH * rng.range(0.21, 0.26) * (1.05 - k * 0.3);
      sk.leaf('o1', x, y, angle, { len, w: 0.27, fill: depthFill(0.35 + k * 0.6), flip: side < 0 });
      if (t === 0 && i === n - 3) {
        const tip = reach(x, y, angle, len);
        sk.focus = { x: (x + tip.x) / 2, y: (y + tip.y) / 2, r: len * 0.75 };
      }
    }
    // The next leaf unrolls from a reddish sheath at the top.
    const h = plantH * 0.09;
    sheaths.push(
      `<path d="M${f(top.x)} ${f(top.y + 4)}q${f(-potW * 0.025)} ${f(-h * 0.6)} ${f(potW * 0.005)} ${f(-h)}q${f(potW * 0.02)} ${f(h * 0.5)} ${f(-potW * 0.005)} ${f(h)}Z" fill="${pal.accent ?? '#a8465a'}"/>`,
    );
    sk.point(top.x, top.y - h, 6);
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.032)}" stroke-linecap="round"/>` +
    sk.back +
    sheaths.join('');
}
