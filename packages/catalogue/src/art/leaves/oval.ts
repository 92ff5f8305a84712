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
  splotches,
  stalk,
  veins,
} from './common.ts';
import { blossom, spathe, umbel } from './flowers.ts';
import { herbStems } from './herb.ts';

/**
 * Broad oval leaves, in the habit of the species: a clump on long stalks (peace lily,
 * dieffenbachia, birkin, kalanchoe), a stem with leaves alternating up it (rubber plant, coffee,
 * gardenia), tall paddles (strelitzia) or a herb's paired leaves (basil).
 */
export function drawOval(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { pal, hint } = ctx;
  if (/basil|바질/.test(hint)) {
    sk.defs = leafSymbol('o1', ovalLeaf(100, 34, 0.45, 0.4), {
      half: ovalHalf(100, 34, 0.45, 0.4),
      veins: veins(100, 34, 4),
      veinColour: pal.light,
      veinOpacity: 0.5,
      veinWidth: 2,
    });
    herbStems(sk, {
      leaf: 'o1',
      leafLen: ctx.plantH * 0.22,
      stems: ctx.rng.int(4, 6),
      stemColour: pal.stem,
      stemWidth: ctx.potW * 0.02,
      w: 0.34,
    });
    sk.focus = { x: 0, y: -ctx.plantH * 0.6, r: ctx.plantH * 0.28 };
    return sk.done();
  }
  const stem = /elastica|rubber|고무|coffea|커피|gardenia|치자/.test(hint);
  const paddle = /strelitzia|극락조|musa|banana/.test(hint);
  const w = paddle ? 24 : stem ? 27 : /fittonia|피토니아/.test(hint) ? 34 : 30;
  const veinColour =
    pal.accent && !/birkin|dieffenbachia|aglaonema|elastica|고무/.test(hint)
      ? pal.accent
      : stem
        ? pal.light
        : pal.vein;
  const veinWidth = /fittonia|피토니아/.test(hint) ? 2.6 : stem ? 0.8 : 1.2;
  sk.defs = leafSymbol('o1', ovalLeaf(100, w, 0.48, 0.3), {
    half: ovalHalf(100, w, 0.48, 0.3),
    veins: veins(100, w, paddle ? 14 : stem ? 9 : 6, 0.14, paddle ? 0.95 : 0.75),
    veinColour,
    veinWidth,
    veinOpacity: pal.accent && veinColour === pal.accent ? 0.9 : stem ? 0.35 : 0.4,
    over: accentPattern(ctx, w),
    ...(/aglaonema|아글라오네마/.test(hint) && pal.accent ? { margin: pal.accent } : {}),
    extra: `<path d="M${-w * 0.45} -30q4 -30 ${w * 0.3} -50" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" stroke-opacity=".16"/>`,
  });
  if (stem) drawStem(sk);
  else drawClump(sk, paddle);
  return sk.done();
}

/** Variegation by species: birkin pinstripes, dieffenbachia's cream centre, aglaonema's pink. */
function accentPattern(ctx: PlantContext, w: number): string {
  const { pal, rng, hint } = ctx;
  if (!pal.accent) return '';
  if (/birkin|버킨/.test(hint)) {
    let d = '';
    for (let i = 0; i < 16; i++) {
      const y = -12 - i * 4.8;
      const edge = w * 0.78 * Math.sin(Math.PI * Math.min(0.92, 0.12 + (-y / 100) * 0.9));
      d += `M0 ${f(y)}q${f(edge * 0.5)} -3 ${f(edge)} -8M0 ${f(y)}q${f(-edge * 0.5)} -3 ${f(-edge)} -8`;
    }
    return `<path d="${d}" fill="none" stroke="${pal.accent}" stroke-width="1.1" stroke-opacity=".9"/>`;
  }
  if (/dieffenbachia|디펜바키아/.test(hint)) {
    return `<path d="${splotches(rng, 22, w * 0.55, 1.3)}" fill="${pal.accent}" fill-opacity=".85"/>`;
  }
  if (/aglaonema|아글라오네마/.test(hint)) {
    return `<path d="${splotches(rng, 10, w * 0.7)}" fill="${pal.accent}" fill-opacity=".6"/><path d="M0 -2V-92" stroke="${pal.accent}" stroke-width="4"/>`;
  }
  return '';
}

function drawClump(sk: Sketch, paddle: boolean): void {
  const { ctx } = sk;
  const { rng, pal, plantH, potW, hint } = ctx;
  const low = /fittonia|피토니아|kalanchoe|칼랑코에/.test(hint);
  const count =
    { small: 7, medium: 10, large: 13 }[ctx.art.height] + rng.int(-1, 2) + (low ? 6 : 0);
  const spread = paddle ? 34 : low ? 75 : 58;
  const leaves = Array.from({ length: count }, (_, i) => ({
    angle: ((i / (count - 1)) * 2 - 1) * spread + rng.jitter(10),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let stems = '';
  let fx = 0;
  let fy = 0;
  for (const leaf of leaves) {
    const base = soilPoint(ctx, 0.5);
    const upness = 1 - Math.abs(leaf.angle) / 90;
    const stalkLen =
      plantH *
      (paddle ? rng.range(0.4, 0.6) : low ? rng.range(0.12, 0.28) : rng.range(0.32, 0.48)) *
      (0.75 + upness * 0.45);
    const end = reach(base.x, base.y, leaf.angle * 0.85, stalkLen);
    const len =
      plantH * (paddle ? rng.range(0.4, 0.52) : low ? rng.range(0.3, 0.38) : rng.range(0.38, 0.5));
    const tilt = leaf.angle * (paddle ? 1.1 : 1.2) + rng.jitter(12);
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
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * (paddle ? 0.026 : 0.02))}" stroke-linecap="round"/>` +
    sk.back;
  sk.focus = { x: fx / count, y: fy / count - plantH * 0.12, r: plantH * 0.3 };
  if (!pal.flower) return;
  sk.closeUpLabel = '꽃과 잎';
  const n = { small: 2, medium: 3, large: 4 }[ctx.art.height] + (low ? 1 : 0);
  const spathes = /spath|peace|스파티|anthurium|안스리움|calla|칼라/.test(hint);
  if (spathes) sk.defs += spathe('sp', pal.flower, /anthurium|안스리움/.test(hint));
  else sk.defs += blossom('bl', pal.flower, '#f3d36b', 4, 1, 0.7);
  let flowerStems = '';
  let flowers = '';
  for (let i = 0; i < n; i++) {
    const base = soilPoint(ctx, 0.35);
    const angle = ((i + 0.5) / n - 0.5) * 44 + rng.jitter(6);
    const end = reach(
      base.x,
      base.y,
      angle,
      plantH * (low ? rng.range(0.5, 0.62) : rng.range(0.76, 0.92)),
    );
    flowerStems += stalk(base.x, base.y, end.x, end.y, angle * 0.3);
    if (spathes) {
      const len = plantH * rng.range(0.17, 0.21);
      flowers += `<use href="#sp" transform="${transform(end.x, end.y, angle * 0.6 + rng.jitter(12), len / 100)}"/>`;
      sk.point(end.x, end.y - len, len * 0.35);
      if (i === 0) sk.focus = { x: end.x, y: end.y - len * 0.5, r: plantH * 0.2 };
    } else {
      flowers += umbel(sk, rng, 'bl', end.x, end.y, plantH * 0.07, 9, plantH * 0.035);
      if (i === 0) sk.focus = { x: end.x, y: end.y, r: plantH * 0.18 };
    }
  }
  sk.add(
    `<path d="${flowerStems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.014)}" stroke-linecap="round"/>` +
      flowers,
  );
}

function drawStem(sk: Sketch): void {
  const { ctx } = sk;
  const { rng, pal, plantH, potW, hint } = ctx;
  const rubber = /elastica|rubber|고무/.test(hint);
  const trunks = pal.flower ? 3 : ctx.art.height === 'small' ? 1 : rng.int(1, 2);
  let stems = '';
  const sheaths: string[] = [];
  const flowerAt: { x: number; y: number }[] = [];
  for (let t = 0; t < trunks; t++) {
    const x0 = trunks === 1 ? rng.jitter(potW * 0.05) : ((t / (trunks - 1)) * 2 - 1) * potW * 0.13;
    const y0 = ctx.rimRy * 0.4;
    const top = {
      x: x0 + (pal.flower ? (t - 1) * potW * 0.35 : rng.jitter(potW * 0.15)),
      y:
        -plantH *
        rng.range(0.78, 0.88) *
        (t === 0 || pal.flower ? 1 : 0.78) *
        (pal.flower ? 0.8 : 1),
    };
    stems += stalk(x0, y0, top.x, top.y, rng.jitter(18));
    const n = rng.int(7, 9) + (rubber ? 0 : pal.flower ? 0 : 3);
    for (let i = 0; i < n; i++) {
      const k = (i + 0.4) / n;
      const x = x0 + (top.x - x0) * k;
      const y = y0 + (top.y - y0) * k;
      const side = i % 2 === 0 ? 1 : -1;
      const angle = side * rng.range(45, 75) * (1 - k * 0.45);
      const len =
        plantH * (rubber ? rng.range(0.21, 0.26) : rng.range(0.16, 0.2)) * (1.05 - k * 0.3);
      sk.leaf('o1', x, y, angle, { len, w: 0.27, fill: depthFill(0.35 + k * 0.6), flip: side < 0 });
      if (t === 0 && i === n - 3) {
        const tip = reach(x, y, angle, len);
        sk.focus = { x: (x + tip.x) / 2, y: (y + tip.y) / 2, r: len * 0.75 };
      }
      if (i >= n - 3 && i % 2 === 0) flowerAt.push(reach(x, y, -angle * 0.3, plantH * 0.03));
    }
    if (rubber) {
      // The next leaf unrolls from a reddish sheath at the top.
      const h = plantH * 0.09;
      sheaths.push(
        `<path d="M${f(top.x)} ${f(top.y + 4)}q${f(-potW * 0.025)} ${f(-h * 0.6)} ${f(potW * 0.005)} ${f(-h)}q${f(potW * 0.02)} ${f(h * 0.5)} ${f(-potW * 0.005)} ${f(h)}Z" fill="${pal.accent ?? '#a8465a'}"/>`,
      );
      sk.point(top.x, top.y - h, 6);
    } else {
      sk.leaf('o1', top.x, top.y, 10, { len: plantH * 0.1, w: 0.27, fill: 'url(#lgl)' });
      sk.leaf('o1', top.x, top.y, -10, {
        len: plantH * 0.1,
        w: 0.27,
        fill: 'url(#lgl)',
        flip: true,
      });
    }
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${rubber ? pal.stem : '#8a7a62'}" stroke-width="${f(potW * (rubber ? 0.032 : 0.024))}" stroke-linecap="round"/>` +
    sk.back +
    sheaths.join('');
  if (pal.flower) {
    sk.defs += blossom('bl', pal.flower, '#f1d77a', 6, 3, 0.75);
    for (const at of flowerAt.slice(0, 6)) {
      sk.add(
        `<use href="#bl" transform="${transform(at.x, at.y, rng.range(0, 60), plantH * 0.0065)}"/>`,
      );
    }
    const first = flowerAt[Math.min(2, flowerAt.length - 1)];
    if (first) sk.focus = { x: first.x, y: first.y, r: plantH * 0.16 };
    sk.closeUpLabel = '꽃과 잎';
  }
}
