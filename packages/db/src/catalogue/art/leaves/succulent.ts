import type { PlantContext, PlantDrawing } from '../model.ts';
import { linear, transform } from '../svg.ts';
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
  const { rng, pal, potW, rimRy } = ctx;
  const spiky = /aloe|알로에|haworthia|하월시아|agave|아가베/.test(ctx.hint);
  const tipColour = pal.accent ?? pal.light;
  sk.defs =
    linear('sg', [
      [0, tipColour],
      [0.25, pal.base],
      [0.75, pal.light],
      [1, pal.light],
    ]) +
    (spiky
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
  sk.point(0, -size * 0.2);
  sk.focus = { x: 0, y: -size * (spiky ? 0.45 : 0.12), r: size * (spiky ? 0.55 : 0.6) };
  return sk.done();
}
