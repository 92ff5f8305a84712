import type { PlantContext, PlantDrawing } from '../model.ts';
import { darken, ellipsePath, f, lighten, radial, transform } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { Sketch, leafSymbol, ovalHalf, ovalLeaf, quad } from './common.ts';

/**
 * Phalaenopsis: broad fleshy leaves low over the pot, silvery aerial roots, and one or two
 * staked spikes arching into a row of flowers with buds at the end.
 */
export function drawOrchid(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  const petal = pal.flower ?? '#f6eef3';
  const lip = pal.accent ?? '#e0a93a';
  const sepal = ovalLeaf(30, 12, 0.5, 0.5);
  sk.defs =
    leafSymbol('q1', ovalLeaf(100, 30, 0.55, 0.6), {
      half: ovalHalf(100, 30, 0.55, 0.6),
      veins: 'M0 -2Q1 -50 0 -94',
      veinColour: pal.light,
      veinOpacity: 0.35,
      veinWidth: 1.6,
      extra:
        '<path d="M-18 -30Q-15 -60 -4 -80" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" stroke-opacity=".22"/>',
    }) +
    radial('qf', [
      [0, darken(petal, 0.12)],
      [0.5, petal],
      [1, lighten(petal, 0.3)],
    ]) +
    `<g id="fl">` +
    // Sepals (top and two lower), then the two broad petals, the lip and the column.
    `<path d="${sepal}" transform="rotate(0)"/><path d="${sepal}" transform="rotate(130)"/><path d="${sepal}" transform="rotate(-130)"/>` +
    `<path d="${ellipsePath(-15, -4, 16, 13, -15)}${ellipsePath(15, -4, 16, 13, 15)}"/>` +
    `<path d="M-7 4C-10 14 -4 22 0 22C4 22 10 14 7 4C4 8 -4 8 -7 4Z" fill="${lip}"/>` +
    `<path d="${ellipsePath(0, 2, 5, 4)}" fill="${lighten(lip, 0.35)}"/>` +
    `<path d="M-4 -2q4 -6 8 0" stroke="${darken(lip, 0.2)}" stroke-width="1.5" fill="none"/></g>`;
  // Leaves: low, broad, alternating left and right.
  const leaves = rng.int(3, 5);
  for (let i = 0; i < leaves; i++) {
    const side = i % 2 === 0 ? 1 : -1;
    const angle = side * rng.range(55, 85);
    const len = potW * rng.range(0.72, 0.9) * (1 - i * 0.06);
    sk.leaf('q1', rng.jitter(potW * 0.05), rimRy * 0.2 - i * potW * 0.02, angle, {
      len,
      w: 0.32,
      fill: i < 2 ? 'url(#lgd)' : 'url(#lg)',
      flip: side < 0,
      front: i >= 2,
    });
  }
  // Aerial roots, silvery green, over the rim.
  let roots = '';
  for (let i = 0; i < rng.int(2, 3); i++) {
    const x = rng.jitter(potW * 0.4);
    roots += `M${f(x * 0.5)} ${f(rimRy * 0.2)}q${f(x * 0.6)} ${f(-potW * 0.1)} ${f(x)} ${f(rimRy + potW * rng.range(0.05, 0.2))}`;
  }
  sk.stroke(roots, '#b9c4b0', potW * 0.022, true);
  // Spikes: up the stake, then an arch of flowers.
  const spikes = ctx.art.height === 'small' ? 1 : rng.int(1, 2);
  let spikePath = '';
  let stakes = '';
  const flowers: string[] = [];
  for (let s = 0; s < spikes; s++) {
    const side = s === 0 ? (rng.chance(0.5) ? 1 : -1) : -1;
    const x0 = (s - (spikes - 1) / 2) * potW * 0.15;
    const top: Pt = {
      x: x0 + side * potW * 0.05,
      y: -plantH * rng.range(0.62, 0.75) * (s === 0 ? 1 : 0.85),
    };
    stakes += `M${f(x0 - side * 4)} ${f(rimRy * 0.4)}L${f(top.x - side * 2)} ${f(top.y - 10)}`;
    const c1: Pt = { x: top.x + side * plantH * 0.22, y: top.y - plantH * 0.2 };
    const end: Pt = { x: top.x + side * plantH * 0.4, y: top.y + plantH * 0.02 };
    spikePath += `M${f(x0)} ${f(rimRy * 0.4)}L${f(top.x)} ${f(top.y)}Q${f(c1.x)} ${f(c1.y)} ${f(end.x)} ${f(end.y)}`;
    const n = rng.int(5, 8);
    const size = plantH * 0.0046;
    for (let i = n - 1; i >= 0; i--) {
      const t = 0.08 + (0.82 * i) / n;
      const p = quad(top, c1, end, t);
      const bud = i >= n - 2;
      const k = size * (bud ? 0.35 : 1 - i * 0.05);
      flowers.push(
        bud
          ? `<path d="${ellipsePath(p.x, p.y + 6 * k, 10 * k, 8 * k)}" fill="${lighten(petal, 0.1)}"/>`
          : `<use href="#fl" transform="${transform(p.x, p.y + 26 * k, rng.jitter(12), k)}" fill="url(#qf)"/>`,
      );
      sk.point(p.x, p.y + 26 * k, 34 * k);
      if (s === 0 && i === 1) sk.focus = { x: p.x, y: p.y + 26 * k, r: 60 * k };
    }
    sk.point(top.x, top.y - 10);
  }
  sk.add(
    `<path d="${stakes}" stroke="#8c7a5b" stroke-width="${f(potW * 0.014)}" stroke-linecap="round"/>` +
      `<path d="${spikePath}" fill="none" stroke="#6c7a4c" stroke-width="${f(potW * 0.013)}" stroke-linecap="round"/>` +
      flowers.join(''),
    true,
  );
  sk.closeUpLabel = '꽃';
  return sk.done();
}
