import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { f, transform } from '../svg.ts';
import { Sketch, depthFill, leafSymbol, ovalHalf, ovalLeaf, reach, stalk } from './common.ts';

/**
 * Coin-like leaves. Pilea: round shields on long petioles from an upright stem; peperomia: a
 * clump of thick rounded leaves (striped like a watermelon when it has an accent colour).
 */
export function drawRound(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  const peperomia =
    /peperomia|페페|obtusifolia|watermelon|수박|argyreia/.test(ctx.hint) &&
    !/pilea|필레아/.test(ctx.hint);
  if (peperomia) {
    let stripes = '';
    if (pal.accent) {
      for (let i = -3; i <= 3; i++) stripes += `M0 -4Q${i * 14} -50 ${i * 3} -96`;
    }
    sk.defs = leafSymbol('r1', ovalLeaf(100, 40, 0.5, 0.55), {
      half: ovalHalf(100, 40, 0.5, 0.55),
      over: stripes
        ? `<path d="${stripes}" fill="none" stroke="${pal.accent}" stroke-width="7" stroke-opacity=".75"/>`
        : '',
      veins: stripes ? undefined : 'M0 -2V-90',
      veinColour: pal.vein,
      veinOpacity: 0.35,
      veinWidth: 2,
      extra: `<path d="M-26 -34Q-22 -64 -6 -80" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" stroke-opacity=".22"/>`,
    });
    const count = { small: 10, medium: 15, large: 20 }[ctx.art.height] + rng.int(-1, 2);
    const leaves = Array.from({ length: count }, () => ({
      angle: rng.jitter(80),
      depth: rng.next(),
    })).sort((a, b) => a.depth - b.depth);
    let stems = '';
    for (const l of leaves) {
      const base = soilPoint(ctx, 0.6);
      const up = 1 - Math.abs(l.angle) / 90;
      const end = reach(
        base.x,
        base.y,
        l.angle * 0.9,
        plantH * rng.range(0.25, 0.45) * (0.6 + up * 0.5),
      );
      const len = plantH * rng.range(0.26, 0.34);
      stems += stalk(base.x, base.y, end.x, end.y, l.angle * 0.2);
      sk.leaf('r1', end.x, end.y, l.angle * 1.3 + rng.jitter(15), {
        len,
        w: 0.4,
        fill: depthFill(l.depth),
      });
      if (l.depth > 0.6 && sk.focus.r === 100)
        sk.focus = { x: end.x, y: end.y - len * 0.4, r: len * 1.1 };
    }
    sk.back =
      `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.022)}" stroke-linecap="round"/>` +
      sk.back;
    return sk.done();
  }

  // Pilea: the petiole meets the shield a little off its centre; veins radiate from that spot.
  let radial = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    radial += `M0 8L${f(Math.sin(a) * 44)} ${f(-Math.cos(a) * 44)}`;
  }
  sk.defs =
    `<g id="r1"><circle r="50"/><path d="M0 -50A50 50 0 0 1 0 50Z" fill="#0c1a14" fill-opacity=".12"/>` +
    `<path d="${radial}" stroke="${pal.vein}" stroke-width="2" stroke-opacity=".35"/><circle cy="8" r="4" fill="${pal.light}"/>` +
    `<path d="M-34 -12Q-30 -34 -10 -40" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" stroke-opacity=".2"/></g>`;
  const h = plantH * rng.range(0.35, 0.5);
  const stemTop = { x: rng.jitter(potW * 0.06), y: -h };
  const count = { small: 13, medium: 19, large: 26 }[ctx.art.height] + rng.int(-2, 2);
  const leaves = Array.from({ length: count }, () => ({
    k: rng.range(0.2, 1),
    angle: rng.jitter(100),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let petioles = '';
  const disks: string[] = [];
  for (const l of leaves) {
    const at = { x: stemTop.x * l.k, y: rimRy * 0.3 + (stemTop.y - rimRy * 0.3) * l.k };
    const len = plantH * rng.range(0.28, 0.42) * (1.1 - l.k * 0.3);
    const end = reach(at.x, at.y, l.angle, len);
    const r = plantH * rng.range(0.1, 0.14) * (1.05 - l.k * 0.2);
    petioles += stalk(at.x, at.y, end.x, end.y, l.angle * 0.15);
    const squash = rng.range(0.45, 0.95);
    disks.push(
      `<use href="#r1" transform="${transform(end.x, end.y, l.angle + rng.jitter(20), r / 50, (r / 50) * squash)}" fill="${depthFill(l.depth)}"/>`,
    );
    sk.point(end.x, end.y, r);
    if (l.depth > 0.7 && sk.focus.r === 100) sk.focus = { x: end.x, y: end.y, r: r * 2.2 };
  }
  sk.add(
    `<path d="M${f(0)} ${f(rimRy * 0.3)}Q${f(stemTop.x * 0.3)} ${f(-h * 0.5)} ${f(stemTop.x)} ${f(stemTop.y)}" stroke="${pal.stem}" stroke-width="${f(potW * 0.04)}" stroke-linecap="round" fill="none"/>` +
      `<path d="${petioles}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.012)}" stroke-linecap="round"/>` +
      disks.join(''),
  );
  return sk.done();
}
