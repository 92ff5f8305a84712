import type { PlantContext } from '../model.ts';
import { f, transform } from '../svg.ts';

/**
 * Leaf outlines in their own frame: the base (where the stalk meets the blade) at 0,0 and the tip
 * at 0,-len; `w` is the half width. Shapes are placed with <use> and a transform so one outline
 * serves many leaves and the SVG stays small.
 */
export function ovalLeaf(len: number, w: number, widest = 0.45, tip = 0.35): string {
  const y = -len * widest;
  return (
    `M0 0C${f(w * 0.55)} ${f(-len * 0.02)} ${f(w)} ${f(y + len * 0.2)} ${f(w)} ${f(y)}` +
    `C${f(w)} ${f(y - len * 0.25)} ${f(w * tip)} ${f(-len * 0.88)} 0 ${f(-len)}` +
    `C${f(-w * tip)} ${f(-len * 0.88)} ${f(-w)} ${f(y - len * 0.25)} ${f(-w)} ${f(y)}` +
    `C${f(-w)} ${f(y + len * 0.2)} ${f(-w * 0.55)} ${f(-len * 0.02)} 0 0Z`
  );
}

/** The right half of ovalLeaf, for the shaded side of the midrib. */
export function ovalHalf(len: number, w: number, widest = 0.45, tip = 0.35): string {
  const y = -len * widest;
  return (
    `M0 0C${f(w * 0.55)} ${f(-len * 0.02)} ${f(w)} ${f(y + len * 0.2)} ${f(w)} ${f(y)}` +
    `C${f(w)} ${f(y - len * 0.25)} ${f(w * tip)} ${f(-len * 0.88)} 0 ${f(-len)}Z`
  );
}

/** A heart: the stalk meets the notch at 0,0, the two lobes hang a little below it. */
export function heartLeaf(len: number, w: number, lobe = 0.16): string {
  return (
    `M0 0C${f(w * 0.2)} ${f(len * lobe)} ${f(w * 0.95)} ${f(len * (lobe + 0.05))} ${f(w)} ${f(-len * 0.18)}` +
    `C${f(w * 1.02)} ${f(-len * 0.5)} ${f(w * 0.4)} ${f(-len * 0.78)} 0 ${f(-len)}` +
    `C${f(-w * 0.4)} ${f(-len * 0.78)} ${f(-w * 1.02)} ${f(-len * 0.5)} ${f(-w)} ${f(-len * 0.18)}` +
    `C${f(-w * 0.95)} ${f(len * (lobe + 0.05))} ${f(-w * 0.2)} ${f(len * lobe)} 0 0Z`
  );
}

export function heartHalf(len: number, w: number, lobe = 0.16): string {
  return (
    `M0 0C${f(w * 0.2)} ${f(len * lobe)} ${f(w * 0.95)} ${f(len * (lobe + 0.05))} ${f(w)} ${f(-len * 0.18)}` +
    `C${f(w * 1.02)} ${f(-len * 0.5)} ${f(w * 0.4)} ${f(-len * 0.78)} 0 ${f(-len)}Z`
  );
}

/** Midrib and side veins as one stroked path. */
export function veins(len: number, w: number, pairs: number, from = 0.12, reach = 0.7): string {
  let d = `M0 ${f(-len * 0.02)}L0 ${f(-len * 0.94)}`;
  for (let i = 0; i < pairs; i++) {
    const t = from + ((1 - from - 0.12) * i) / Math.max(1, pairs - 1);
    const y = -len * t;
    const edge = w * reach * Math.sin(Math.PI * Math.min(0.95, t + 0.1));
    d += `M0 ${f(y)}Q${f(edge * 0.5)} ${f(y - len * 0.03)} ${f(edge)} ${f(y - len * 0.1)}`;
    d += `M0 ${f(y)}Q${f(-edge * 0.5)} ${f(y - len * 0.03)} ${f(-edge)} ${f(y - len * 0.1)}`;
  }
  return d;
}

/** A leaf symbol: body (fill comes from the <use>), shaded half, veins. */
export function leafSymbol(
  id: string,
  body: string,
  half: string,
  vein: string,
  veinColour: string,
  veinWidth: number,
): string {
  return (
    `<g id="${id}"><path d="${body}"/>` +
    `<path d="${half}" fill="#0c1a14" opacity=".13"/>` +
    `<path d="${vein}" fill="none" stroke="${veinColour}" stroke-width="${f(veinWidth)}" stroke-linecap="round" opacity=".55"/></g>`
  );
}

/** Places a symbol: base at x,y, pointing at `angle` degrees from straight up. */
export function use(
  id: string,
  x: number,
  y: number,
  angle: number,
  scale: number,
  fill = 'url(#lg)',
  flip = false,
): string {
  return `<use href="#${id}" transform="${transform(x, y, angle, flip ? -scale : scale, scale)}" fill="${fill}"/>`;
}

/** Where a stalk of length `len` leaning at `angle` degrees (0 = up) ends. */
export function reach(x: number, y: number, angle: number, len: number): { x: number; y: number } {
  const a = (angle * Math.PI) / 180;
  return { x: x + Math.sin(a) * len, y: y - Math.cos(a) * len };
}

/** A gently curved stalk as a path segment (several join into one <path>). */
export function stalk(x0: number, y0: number, x1: number, y1: number, bend: number): string {
  const mx = (x0 + x1) / 2 + bend;
  const my = (y0 + y1) / 2;
  return `M${f(x0)} ${f(y0)}Q${f(mx)} ${f(my)} ${f(x1)} ${f(y1)}`;
}

export function strokePath(d: string, colour: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(width)}" stroke-linecap="round"${extra}/>`;
}

/** Leaf fill by depth: back leaves darker, young leaves lighter. */
export function depthFill(ctx: PlantContext, depth: number): string {
  if (depth < 0.33) return 'url(#lgd)';
  if (depth > 0.85) return 'url(#lgl)';
  return 'url(#lg)';
}
