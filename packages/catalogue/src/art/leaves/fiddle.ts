import type { PlantContext, PlantDrawing } from '../model.ts';
import { f, smoothClosed } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { Sketch, depthFill, leafSymbol, reach, veins } from './common.ts';

/** Fiddle-leaf fig: a woody stem with big violin-shaped leaves, wavy edged, pale-veined. */
export function drawFiddle(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, plantH, potW } = ctx;
  const half: Pt[] = [
    { x: 5, y: -2 },
    { x: 16, y: -12 },
    { x: 24, y: -30 },
    { x: 25, y: -46 },
    { x: 31, y: -62 },
    { x: 37, y: -78 },
    { x: 34, y: -92 },
    { x: 18, y: -101 },
  ];
  const outline = [
    { x: 0, y: 0, corner: true },
    ...half,
    { x: 0, y: -98 },
    ...half.map((p) => ({ x: -p.x * rng.range(0.94, 1.04), y: p.y + rng.jitter(1.5) })).reverse(),
  ];
  sk.defs = leafSymbol('f1', smoothClosed(outline, 0.18), {
    half: smoothClosed(
      [{ x: 0, y: 0, corner: true }, ...half, { x: 0, y: -98, corner: true }],
      0.18,
    ),
    veins: veins(100, 34, 6, 0.14, 0.8, 0.86),
    veinColour: '#e8f0c8',
    veinWidth: 1.6,
    veinOpacity: 0.5,
    shade: 0.12,
  });
  const stems = ctx.art.height === 'small' ? 1 : rng.int(1, 2);
  let wood = '';
  let focusSet = false;
  for (let s = 0; s < stems; s++) {
    const x0 = stems === 1 ? rng.jitter(potW * 0.04) : (s - 0.5) * potW * 0.18;
    const y0 = ctx.rimRy * 0.4;
    const h = plantH * (s === 0 ? rng.range(0.78, 0.88) : rng.range(0.55, 0.7));
    const top = { x: x0 + rng.jitter(potW * 0.12), y: -h };
    wood += `M${f(x0)} ${f(y0)}Q${f(x0 + rng.jitter(30))} ${f(-h * 0.5)} ${f(top.x)} ${f(top.y)}`;
    const n = rng.int(7, 10);
    const leaves: { x: number; y: number; angle: number; len: number; k: number }[] = [];
    for (let i = 0; i < n; i++) {
      const k = 0.28 + (0.72 * i) / (n - 1);
      const x = x0 + (top.x - x0) * k;
      const y = y0 + (top.y - y0) * k;
      const side = i % 2 === 0 ? 1 : -1;
      const angle = i === n - 1 ? rng.jitter(10) : side * rng.range(30, 62) * (1.1 - k * 0.5);
      const len = plantH * rng.range(0.22, 0.28) * (1.05 - k * 0.25);
      leaves.push({ x, y, angle, len, k });
    }
    for (const l of leaves) {
      sk.leaf('f1', l.x, l.y, l.angle, {
        len: l.len,
        w: 0.36,
        fill: depthFill(0.3 + l.k * 0.6),
        flip: l.angle < 0,
      });
      if (!focusSet && l.k > 0.5) {
        const mid = reach(l.x, l.y, l.angle, l.len * 0.5);
        sk.focus = { x: mid.x, y: mid.y, r: l.len * 0.85 };
        focusSet = true;
      }
    }
  }
  sk.back =
    `<path d="${wood}" fill="none" stroke="#7a6a55" stroke-width="${f(potW * 0.04)}" stroke-linecap="round"/>` +
    sk.back;
  return sk.done();
}
