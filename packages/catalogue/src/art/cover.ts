import type { Rng } from './prng.ts';
import { onPlinth } from './scenes.ts';
import type { Subject } from './scenes.ts';
import { darken, f, lighten, linear, mix, radial, svgDocument, transform } from './svg.ts';

/** 라이프 article covers are landscape, 3:2. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 800;

/** Soft backgrounds an article without its own `cover.background` gets (picked by its slug). */
export const COVER_BACKGROUNDS = ['#eaf2e3', '#f3ede3', '#e5eef0', '#f2e7e1', '#eceee0'] as const;

/**
 * Each subject's drawing names its gradients and leaf symbols with the same short ids (lg, lgd,
 * pl …); side by side in one document they would take each other's colours. A prefix per
 * subject keeps every id and every reference to it apart.
 */
export function scopeIds(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

interface Sized {
  s: Subject;
  h: number;
  w: number;
  centre: number;
}

/**
 * Up to three potted plants standing together on a ledge before a softly coloured wall with a
 * pale arch behind them: the first plant in the middle and in front, the others beside it and a
 * little behind. One scale for all, so a tall plant stays taller than a small one, but a small
 * one is never lost beside a tree.
 */
export function coverScene(
  subjects: readonly Subject[],
  background: string,
  rng: Rng,
  width = COVER_WIDTH,
  height = COVER_HEIGHT,
): string {
  const floorY = height * 0.8;
  const maxH = height * 0.7;
  const sized: Sized[] = subjects.map((subject) => {
    const s = onPlinth(subject);
    const centre = (s.box.minX + s.box.maxX) / 2;
    return { s, h: s.baseY - s.box.minY, w: s.box.maxX - s.box.minX, centre };
  });
  // Side by side, overlapping a little; the row's width and the tallest plant bound the scale.
  const overlap = sized.length > 1 ? 0.88 : 1;
  const tallest = Math.max(...sized.map((x) => x.h));
  const minShare = 0.42;
  const scales = sized.map((x) => Math.max(maxH / tallest, (maxH * minShare) / x.h));
  const rowW = sized.reduce((sum, x, i) => sum + x.w * scales[i]! * overlap, 0);
  const fit = Math.min(1, (width * 0.86) / rowW, ...sized.map((x, i) => maxH / (x.h * scales[i]!)));
  const k = scales.map((scale) => scale * fit);

  // Reading order left to right: [second, first, third] — the first article plant in the middle.
  const order = sized.length === 3 ? [1, 0, 2] : sized.length === 2 ? [0, 1] : [0];
  const widths = order.map((i) => sized[i]!.w * k[i]! * overlap);
  let x = (width - widths.reduce((a, b) => a + b, 0)) / 2;
  const placed: { i: number; cx: number }[] = order.map((i, n) => {
    const cx = x + widths[n]! / 2;
    x += widths[n]!;
    return { i, cx };
  });
  // Draw the ones behind first; the first plant stands in front, a step lower.
  const layers = [...placed]
    .sort((a, b) => (a.i === 0 ? 1 : b.i === 0 ? -1 : a.i - b.i))
    .map(({ i, cx }) => {
      const { s, centre } = sized[i]!;
      const scale = k[i]!;
      const foot = i === 0 ? floorY + height * 0.03 : floorY;
      const tx = cx - centre * scale + rng.jitter(width * 0.01);
      const ty = foot - s.baseY * scale;
      const prefix = `c${i}`;
      return {
        defs: scopeIds(s.defs, prefix),
        body: scopeIds(
          `<g transform="${transform(tx, ty, 0, scale)}">${s.shadow}${s.body}</g>`,
          prefix,
        ),
      };
    });

  const wallTop = lighten(background, 0.3);
  const ledge = mix(background, '#b9a88f', 0.35);
  const archW = width * rng.range(0.38, 0.46);
  const archX = width / 2 - archW / 2 + rng.jitter(width * 0.06);
  const archTop = height * rng.range(0.08, 0.16);
  const r = archW / 2;
  const defs =
    linear('cvw', [
      [0, wallTop],
      [1, background],
    ]) +
    linear('cvl', [
      [0, lighten(ledge, 0.25)],
      [1, darken(ledge, 0.08)],
    ]) +
    radial(
      'cvs',
      [
        [0, '#fffdf6', 0.35],
        [1, '#fffdf6', 0],
      ],
      0.5,
      0.35,
      0.6,
    ) +
    layers.map((layer) => layer.defs).join('');
  const body =
    `<rect width="${width}" height="${height}" fill="url(#cvw)"/>` +
    `<path d="M${f(archX)} ${f(floorY)}V${f(archTop + r)}A${f(r)} ${f(r)} 0 0 1 ${f(archX + archW)} ${f(archTop + r)}V${f(floorY)}Z" fill="${lighten(background, 0.5)}" fill-opacity=".85"/>` +
    `<rect width="${width}" height="${height}" fill="url(#cvs)"/>` +
    `<rect y="${f(floorY)}" width="${width}" height="${f(height - floorY)}" fill="url(#cvl)"/>` +
    `<rect y="${f(floorY)}" width="${width}" height="6" fill="${lighten(ledge, 0.45)}"/>` +
    layers.map((layer) => layer.body).join('');
  return svgDocument(width, height, defs, body);
}
