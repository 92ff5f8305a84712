import type { PlantContext, PlantDrawing } from '../model.ts';
import { darken, f, lighten, linear, transform } from '../svg.ts';
import { Sketch } from './common.ts';

interface RosetteLeaf {
  x: number;
  y: number;
  angle: number;
  len: number;
  z: number;
  squash: number;
}

/**
 * Succulent rosettes seen from a little above: rings of fleshy leaves, outer rings flatter, the
 * tips blushed with the accent colour (echeveria). Aloe and haworthia get long upright spikes.
 */
export function drawSucculent(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  if (/lithops|리톱스|living stone/.test(ctx.hint)) return drawStones(sk);
  const { rng, pal, potW, rimRy } = ctx;
  const airPlant = /tillandsia|틸란드시아|air plant/.test(ctx.hint);
  const spiky = airPlant || /aloe|알로에|haworthia|하월시아|agave|아가베/.test(ctx.hint);
  const tipColour = pal.accent ?? pal.light;
  sk.defs =
    linear('sg', [
      [0, tipColour],
      [0.25, pal.base],
      [0.75, pal.light],
      [1, pal.light],
    ]) +
    (airPlant
      ? `<g id="u1"><path d="M-6 0C-8 -40 -2 -75 14 -100C6 -72 7 -38 6 0Z"/><path d="M0 -4C0 -40 4 -70 12 -96" stroke="#fff" stroke-width="1.6" fill="none" stroke-opacity=".35"/></g>`
      : spiky
        ? `<g id="u1"><path d="M-10 0C-12 -30 -6 -70 0 -100C6 -70 12 -30 10 0Z"/><path d="M0 0V-96" stroke="#fff" stroke-width="1.4" stroke-opacity=".2"/>` +
          `<path d="M-9 -20h3M-8 -40h3M-6 -60h3M7 -30h-3M6 -50h-3" stroke="${tipColour}" stroke-width="2.4" stroke-linecap="round" stroke-opacity=".8"/></g>`
        : `<g id="u1"><path d="M-8 0C-18 -20 -30 -55 -22 -78C-16 -92 -6 -96 0 -100C6 -96 16 -92 22 -78C30 -55 18 -20 8 0Z"/>` +
          `<path d="M-12 -30C-12 -55 -8 -80 0 -96" stroke="#fff" stroke-width="4" fill="none" stroke-opacity=".18"/></g>`);
  const rosettes =
    ctx.art.height === 'small' ? 1 : ctx.art.height === 'medium' ? rng.int(2, 3) : rng.int(3, 4);
  const size = (spiky ? 1.2 : 0.95) * potW * (rosettes === 1 ? 1 : 0.7);
  const leaves: RosetteLeaf[] = [];
  for (let r = 0; r < rosettes; r++) {
    const cx = rosettes === 1 ? 0 : ((r / (rosettes - 1)) * 2 - 1) * potW * 0.24 + rng.jitter(8);
    const cy = rosettes === 1 ? -size * 0.06 : rimRy * rng.range(-0.3, 0.4) - size * 0.04;
    const s = size * (r === 0 ? 1 : rng.range(0.75, 0.95));
    const rings = spiky ? 3 : 4;
    for (let ring = 0; ring < rings; ring++) {
      const n = spiky ? 7 - ring : 9 - ring;
      // Outer rings lie flat, inner rings stand up.
      const elev = ((spiky ? 35 : 12) + ring * (spiky ? 16 : 18)) * (Math.PI / 180);
      const len = s * (spiky ? 1 - ring * 0.2 : 0.58 - ring * 0.1);
      const turn = rng.next() * Math.PI * 2;
      for (let i = 0; i < n; i++) {
        const az = turn + (i / n) * Math.PI * 2 + rng.jitter(0.12);
        // 3-D direction (x right, y up, z toward the viewer), seen from 30° above.
        const dx = Math.cos(elev) * Math.cos(az);
        const dy = Math.sin(elev);
        const dz = Math.cos(elev) * Math.sin(az);
        const view = (30 * Math.PI) / 180;
        const sx = dx;
        const sy = dy * Math.cos(view) - dz * Math.sin(view);
        const screen = Math.hypot(sx, sy);
        leaves.push({
          x: cx,
          y: cy,
          angle: (Math.atan2(sx, sy) * 180) / Math.PI,
          len: len * Math.max(0.35, screen),
          z: dz * len * 0.5 + ring * 2,
          squash: 1,
        });
      }
    }
  }
  leaves.sort((a, b) => a.z - b.z);
  for (const l of leaves) {
    const k = l.len / 100;
    sk.add(
      `<use href="#u1" transform="${transform(l.x, l.y, l.angle, k * (spiky ? 1 : 0.9), k)}" fill="url(#sg)"/>`,
      l.z > 0,
    );
    const a = (l.angle * Math.PI) / 180;
    sk.point(l.x + Math.sin(a) * l.len, l.y - Math.cos(a) * l.len, l.len * 0.22);
  }
  if (airPlant && pal.flower) {
    // Violet tubes rise from the centre; the inner leaves blush.
    let tubes = '';
    for (let i = 0; i < 4; i++) {
      const a = ((i / 3) * 2 - 1) * 22;
      const r = (a * Math.PI) / 180;
      const len = size * rng.range(0.45, 0.6);
      tubes += `M0 ${f(-size * 0.1)}l${f(Math.sin(r) * len)} ${f(-Math.cos(r) * len)}`;
      sk.point(Math.sin(r) * len, -size * 0.1 - Math.cos(r) * len, 10);
    }
    sk.add(
      `<path d="${tubes}" stroke="${pal.flower}" stroke-width="${f(potW * 0.03)}" stroke-linecap="round"/>`,
      true,
    );
    sk.closeUpLabel = '꽃과 잎';
  }
  sk.point(0, -size * 0.2);
  sk.focus = { x: 0, y: -size * (spiky ? 0.45 : 0.12), r: size * (spiky ? 0.55 : 0.6) };
  return sk.done();
}

/** Lithops: pairs of stone-like bodies split by a fissure, patterned windows on top, in grit. */
function drawStones(sk: Sketch): PlantDrawing {
  const { rng, pal, potW, rimRy } = sk.ctx;
  const accent = pal.accent ?? darken(pal.base, 0.3);
  sk.defs =
    linear('ls', [
      [0, lighten(pal.base, 0.25)],
      [0.6, pal.base],
      [1, darken(pal.base, 0.25)],
    ]) +
    `<g id="lp"><path d="M-48 0C-52 -40 -40 -62 -2 -64V0Z"/><path d="M48 0C52 -40 40 -62 2 -64V0Z"/>` +
    `<path d="M48 0C52 -40 40 -62 2 -64V0Z" fill="#000" fill-opacity=".1"/>` +
    `<path d="M-40 -44Q-22 -58 -6 -56M-34 -30Q-20 -40 -8 -38M8 -56Q24 -58 40 -44M10 -40Q24 -40 34 -30" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round" stroke-opacity=".7"/>` +
    `<path d="M-2 -64V-4M2 -64V-4" stroke="${darken(pal.base, 0.45)}" stroke-width="2"/></g>`;
  let grit = '';
  for (let i = 0; i < 40; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 0.9;
    grit += `M${f(Math.cos(a) * r * potW * 0.45)} ${f(rimRy * 0.25 + Math.sin(a) * r * rimRy * 0.65)}h.1`;
  }
  sk.add(
    `<path d="${grit}" stroke="#cfc6b8" stroke-width="${f(potW * 0.03)}" stroke-linecap="round"/>`,
  );
  const n = { small: 4, medium: 6, large: 8 }[sk.ctx.art.height];
  const stones = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 + rng.jitter(0.3);
    const d = i === 0 ? 0 : rng.range(0.45, 0.62);
    return {
      x: Math.cos(a) * d * potW * 0.38,
      y: rimRy * 0.2 + Math.sin(a) * d * rimRy * 0.7,
      s: rng.range(0.8, 1.1),
    };
  }).sort((a, b) => a.y - b.y);
  for (const st of stones) {
    const k = (potW / 100) * 0.42 * st.s;
    sk.add(
      `<use href="#lp" transform="${transform(st.x, st.y + 8 * k, rng.jitter(8), k)}" fill="url(#ls)"/>`,
      true,
    );
    sk.point(st.x - 50 * k, st.y - 60 * k);
    sk.point(st.x + 50 * k, st.y);
  }
  sk.focus = { x: 0, y: -potW * 0.05, r: potW * 0.32 };
  sk.closeUpLabel = '잎 무늬';
  return sk.done();
}
