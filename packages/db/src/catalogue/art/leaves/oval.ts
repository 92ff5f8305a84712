import { emptyBox, grow, soilPoint } from '../model.ts';
import type { PlantContext, PlantDrawing } from '../model.ts';
import { f, transform } from '../svg.ts';
import {
  depthFill,
  leafSymbol,
  ovalHalf,
  ovalLeaf,
  reach,
  stalk,
  strokePath,
  use,
  veins,
} from './common.ts';

/**
 * Broad oval leaves. With a flower colour it is a clump on long stalks with spathes (peace lily,
 * anthurium); a rubber plant stands on one stem with leaves alternating up it.
 */
export function drawOval(ctx: PlantContext): PlantDrawing {
  const { rng, pal, plantH, potW } = ctx;
  const box = emptyBox();
  const defs =
    leafSymbol(
      'o1',
      ovalLeaf(100, 30, 0.5, 0.3),
      ovalHalf(100, 30, 0.5, 0.3),
      veins(100, 30, 6),
      pal.light,
      1.4,
    ) +
    `<g id="sp"><path d="${ovalLeaf(100, 30, 0.45, 0.25)}"/><path d="${ovalHalf(100, 30, 0.45, 0.25)}" fill="#000" opacity=".08"/>` +
    `<path d="M0 -8C-6 -30 -5 -55 0 -62C5 -55 6 -30 0 -8Z" fill="#efe3b0"/></g>`;
  const upright = /elastica|rubber|고무/.test(ctx.hint) && !pal.flower;
  return upright ? rubber(ctx, defs, box) : clump(ctx, defs, box);

  function clump(c: PlantContext, d: string, b: typeof box): PlantDrawing {
    const count = { small: 7, medium: 10, large: 13 }[c.art.height] + rng.int(-1, 2);
    const leaves = Array.from({ length: count }, (_, i) => ({
      angle: ((i / (count - 1)) * 2 - 1) * 62 + rng.jitter(10),
      depth: rng.next(),
    })).sort((a, b2) => a.depth - b2.depth);
    let stems = '';
    let body = '';
    let focusX = 0;
    let focusY = 0;
    for (const leaf of leaves) {
      const base = soilPoint(c, 0.6);
      const upness = 1 - Math.abs(leaf.angle) / 90;
      const stalkLen = plantH * rng.range(0.3, 0.5) * (0.7 + upness * 0.5);
      const end = reach(base.x, base.y, leaf.angle * 0.9, stalkLen);
      const len = plantH * rng.range(0.36, 0.48);
      const tilt = leaf.angle * 1.25 + rng.jitter(12);
      stems += stalk(base.x, base.y, end.x, end.y, leaf.angle * 0.3);
      body += use('o1', end.x, end.y, tilt, len / 100, depthFill(c, leaf.depth), rng.chance(0.5));
      const tip = reach(end.x, end.y, tilt, len);
      grow(b, tip.x, tip.y, len * 0.3);
      grow(b, end.x, end.y, len * 0.3);
      focusX += end.x;
      focusY += end.y;
    }
    let flowers = '';
    let flowerStems = '';
    const focus = { x: focusX / count, y: focusY / count - plantH * 0.1, r: plantH * 0.32 };
    if (pal.flower) {
      const n = { small: 2, medium: 3, large: 4 }[c.art.height];
      for (let i = 0; i < n; i++) {
        const base = soilPoint(c, 0.4);
        const angle = ((i + 0.5) / n - 0.5) * 40 + rng.jitter(6);
        const end = reach(base.x, base.y, angle, plantH * rng.range(0.72, 0.9));
        const len = plantH * rng.range(0.16, 0.2);
        flowerStems += stalk(base.x, base.y, end.x, end.y, angle * 0.4);
        flowers += `<use href="#sp" transform="${transform(end.x, end.y, angle + rng.jitter(15), len / 100)}" fill="${pal.flower}"/>`;
        grow(b, end.x, end.y - len, len * 0.4);
        if (i === 0) Object.assign(focus, { x: end.x, y: end.y - len * 0.4, r: plantH * 0.2 });
      }
    }
    return {
      defs: d,
      back:
        strokePath(stems, pal.stem, potW * 0.022) +
        body +
        (flowerStems ? strokePath(flowerStems, pal.stem, potW * 0.016) + flowers : ''),
      front: '',
      box: b,
      focus,
      closeUpLabel: pal.flower ? '꽃과 잎' : '잎',
    };
  }

  function rubber(c: PlantContext, d: string, b: typeof box): PlantDrawing {
    const trunks = c.art.height === 'small' ? 1 : rng.int(1, 2);
    let stems = '';
    let body = '';
    const focus = { x: 0, y: -plantH * 0.6, r: plantH * 0.3 };
    for (let t = 0; t < trunks; t++) {
      const x0 = trunks === 1 ? rng.jitter(potW * 0.05) : (t - 0.5) * potW * 0.25;
      const top = {
        x: x0 + rng.jitter(potW * 0.2),
        y: -plantH * rng.range(0.72, 0.85) * (t === 0 ? 1 : 0.8),
      };
      stems += stalk(x0, c.rimRy * 0.4, top.x, top.y, rng.jitter(20));
      const n = rng.int(6, 9);
      for (let i = 0; i < n; i++) {
        const k = (i + 0.6) / n;
        const x = x0 + (top.x - x0) * k;
        const y = c.rimRy * 0.4 + (top.y - c.rimRy * 0.4) * k;
        const side = i % 2 === 0 ? 1 : -1;
        const angle = side * rng.range(38, 70) * (1 - k * 0.5);
        const len = plantH * rng.range(0.2, 0.27) * (1.05 - k * 0.35);
        body += use('o1', x, y, angle, len / 100, depthFill(c, 0.4 + k * 0.6), side < 0);
        const tip = reach(x, y, angle, len);
        grow(b, tip.x, tip.y, len * 0.35);
        if (i === n - 2) Object.assign(focus, { x: (x + tip.x) / 2, y: (y + tip.y) / 2 });
      }
      // A new leaf unrolls from a coloured sheath at the top.
      body += `<path d="M${f(top.x)} ${f(top.y)}q${f(-potW * 0.02)} ${f(-plantH * 0.05)} 0 ${f(-plantH * 0.1)}q${f(potW * 0.02)} ${f(plantH * 0.05)} 0 ${f(plantH * 0.1)}Z" fill="${pal.accent ?? '#b0475a'}"/>`;
      grow(b, top.x, top.y - plantH * 0.1, 10);
    }
    return {
      defs: d,
      back: strokePath(stems, pal.stem, potW * 0.035) + body,
      front: '',
      box: b,
      focus,
    };
  }
}
