import { emptyBox, grow } from '../model.ts';
import type { Box, PlantContext, PlantDrawing } from '../model.ts';
import type { Rng } from '../prng.ts';
import { ellipsePath, f, smoothClosed, transform } from '../svg.ts';
import type { Pt } from '../svg.ts';

/**
 * Leaf outlines live in their own frame: the base (where the stalk meets the blade) at 0,0 and
 * the tip at 0,-100. A leaf is a symbol in <defs>, placed many times with <use> and a transform,
 * so one outline serves a whole plant and the SVG stays small.
 */
export const UNIT = 100;

/** An oval / lance leaf; `w` is the half width, `widest` where along the length it is widest. */
export function ovalLeaf(len: number, w: number, widest = 0.45, tip = 0.35): string {
  const y = -len * widest;
  return (
    `M0 0C${f(w * 0.55)} ${f(-len * 0.02)} ${f(w)} ${f(y + len * 0.2)} ${f(w)} ${f(y)}` +
    `C${f(w)} ${f(y - len * 0.25)} ${f(w * tip)} ${f(-len * 0.88)} 0 ${f(-len)}` +
    `C${f(-w * tip)} ${f(-len * 0.88)} ${f(-w)} ${f(y - len * 0.25)} ${f(-w)} ${f(y)}` +
    `C${f(-w)} ${f(y + len * 0.2)} ${f(-w * 0.55)} ${f(-len * 0.02)} 0 0Z`
  );
}

/** The right half of ovalLeaf (the shaded side of the midrib). */
export function ovalHalf(len: number, w: number, widest = 0.45, tip = 0.35): string {
  const y = -len * widest;
  return (
    `M0 0C${f(w * 0.55)} ${f(-len * 0.02)} ${f(w)} ${f(y + len * 0.2)} ${f(w)} ${f(y)}` +
    `C${f(w)} ${f(y - len * 0.25)} ${f(w * tip)} ${f(-len * 0.88)} 0 ${f(-len)}Z`
  );
}

/** A heart: the stalk meets the notch at 0,0, the two lobes hang a little below it. */
export function heartLeaf(len: number, w: number, lobe = 0.16, tip = 0.4): string {
  return (
    `M0 0C${f(w * 0.2)} ${f(len * lobe)} ${f(w * 0.95)} ${f(len * (lobe + 0.05))} ${f(w)} ${f(-len * 0.18)}` +
    `C${f(w * 1.02)} ${f(-len * 0.5)} ${f(w * tip)} ${f(-len * 0.78)} 0 ${f(-len)}` +
    `C${f(-w * tip)} ${f(-len * 0.78)} ${f(-w * 1.02)} ${f(-len * 0.5)} ${f(-w)} ${f(-len * 0.18)}` +
    `C${f(-w * 0.95)} ${f(len * (lobe + 0.05))} ${f(-w * 0.2)} ${f(len * lobe)} 0 0Z`
  );
}

export function heartHalf(len: number, w: number, lobe = 0.16, tip = 0.4): string {
  return (
    `M0 0C${f(w * 0.2)} ${f(len * lobe)} ${f(w * 0.95)} ${f(len * (lobe + 0.05))} ${f(w)} ${f(-len * 0.18)}` +
    `C${f(w * 1.02)} ${f(-len * 0.5)} ${f(w * tip)} ${f(-len * 0.78)} 0 ${f(-len)}Z`
  );
}

/** Midrib and side veins that arch toward the tip, as one stroked path. */
export function veins(
  len: number,
  w: number,
  pairs: number,
  from = 0.14,
  reach = 0.72,
  to = 0.8,
): string {
  let d = `M0 ${f(-len * 0.02)}Q${f(w * 0.04)} ${f(-len * 0.5)} 0 ${f(-len * 0.93)}`;
  for (let i = 0; i < pairs; i++) {
    const t = from + ((to - from) * i) / Math.max(1, pairs - 1);
    const y = -len * t;
    const edge = w * reach * Math.sin(Math.PI * Math.min(0.92, 0.12 + t * 0.9));
    d += `M0 ${f(y)}q${f(edge * 0.5)} ${f(-len * 0.045)} ${f(edge)} ${f(-len * 0.075)}`;
    d += `M0 ${f(y)}q${f(-edge * 0.5)} ${f(-len * 0.045)} ${f(-edge)} ${f(-len * 0.075)}`;
  }
  return d;
}

export interface SymbolOptions {
  veins?: string;
  veinColour?: string;
  veinWidth?: number;
  veinOpacity?: number;
  /** The far half of the blade, shaded as if folded along the midrib. */
  half?: string;
  /** Drawn clipped to the leaf outline (bands, patterns). Clipping is slow to rasterise: only
   * for plants with few leaves. */
  inside?: string;
  /** Drawn on top without clipping. */
  extra?: string;
  evenOdd?: boolean;
  /** How dark the far half is. */
  shade?: number;
  /** Drawn over the blade without clipping (patterns kept inside the outline). */
  over?: string;
  /** A variegated margin: the blade in this colour under a smaller copy in the leaf's green. */
  margin?: string;
}

/**
 * A leaf symbol: the blade (its fill comes from the <use>, so one symbol is drawn in several
 * greens), the far half darker as if folded along the midrib, then patterns and veins.
 */
export function leafSymbol(id: string, body: string, o: SymbolOptions = {}): string {
  const rule = o.evenOdd ? ' fill-rule="evenodd" clip-rule="evenodd"' : '';
  let out = o.margin
    ? `<g id="${id}"><path d="${body}" fill="${o.margin}"${rule}/><path d="${body}" transform="translate(0 -8) scale(.84)"${rule}/>`
    : `<g id="${id}"><path id="${id}b" d="${body}"${rule}/>`;
  if (o.inside) {
    out = `<clipPath id="${id}c"><use href="#${id}b"/></clipPath>` + out;
    out += `<g clip-path="url(#${id}c)">${o.inside}</g>`;
  }
  out += o.over ?? '';
  if (o.half)
    out += `<path d="${o.half}" fill="#0c1a14" fill-opacity="${f(o.shade ?? 0.14)}"${rule}/>`;
  if (o.veins) {
    out += `<path d="${o.veins}" fill="none" stroke="${o.veinColour ?? '#fff'}" stroke-width="${f(o.veinWidth ?? 1.2)}" stroke-linecap="round" stroke-opacity="${f(o.veinOpacity ?? 0.45)}"/>`;
  }
  return out + (o.extra ?? '') + '</g>';
}

/** The right half of a leaf frame: the folded, shaded side. */
export const HALF_CLIP = '<clipPath id="rh"><rect width="999" height="1998" y="-999"/></clipPath>';

export interface LeafPlacement {
  /** Length of the leaf in composition units (the symbol is UNIT long). */
  len: number;
  /** Half width relative to the length, for the bounding box. */
  w?: number;
  fill?: string;
  flip?: boolean;
  front?: boolean;
  /** Squash across the leaf (a leaf seen edge-on). */
  squash?: number;
}

/** Collects a plant's layers and its bounding box while drawing. */
export class Sketch {
  defs = '';
  back = '';
  front = '';
  box: Box = emptyBox();
  focus = { x: 0, y: 0, r: 100 };
  closeUpLabel = '잎';

  constructor(readonly ctx: PlantContext) {}

  add(svg: string, front = false): void {
    if (front) this.front += svg;
    else this.back += svg;
  }

  point(x: number, y: number, pad = 0): void {
    grow(this.box, x, y, pad);
  }

  /** Places leaf symbol `id` with its base at x,y pointing `angle` degrees from straight up. */
  leaf(id: string, x: number, y: number, angle: number, o: LeafPlacement): void {
    const k = o.len / UNIT;
    const squash = o.squash ?? 1;
    const sx = (o.flip ? -k : k) * squash;
    const fill = o.fill ?? 'url(#lg)';
    this.add(
      `<use href="#${id}" transform="${transform(x, y, angle, sx, k)}" fill="${fill}"/>`,
      o.front,
    );
    const tip = reach(x, y, angle, o.len);
    const mid = reach(x, y, angle, o.len * 0.5);
    const half = o.len * (o.w ?? 0.35) * squash;
    const a = (angle * Math.PI) / 180;
    this.point(x, y);
    this.point(tip.x, tip.y);
    this.point(mid.x + Math.cos(a) * half, mid.y + Math.sin(a) * half);
    this.point(mid.x - Math.cos(a) * half, mid.y - Math.sin(a) * half);
  }

  /**
   * Places any symbol with a transform (translate, rotate, scale sx × sy) and grows the box by
   * the given points of the symbol's own frame.
   */
  place(
    id: string,
    x: number,
    y: number,
    angle: number,
    sx: number,
    sy: number,
    fill: string,
    front: boolean,
    pts: readonly Pt[],
    pad = 0,
  ): void {
    this.add(
      `<use href="#${id}" transform="${transform(x, y, angle, sx, sy)}" fill="${fill}"/>`,
      front,
    );
    const a = (angle * Math.PI) / 180;
    for (const p of pts) {
      const px = p.x * sx;
      const py = p.y * sy;
      this.point(
        x + px * Math.cos(a) - py * Math.sin(a),
        y + px * Math.sin(a) + py * Math.cos(a),
        pad * Math.abs(sy),
      );
    }
  }

  stroke(d: string, colour: string, width: number, front = false, extra = ''): void {
    if (d) this.add(strokePath(d, colour, width, extra), front);
  }

  done(): PlantDrawing {
    return {
      defs: this.defs,
      back: this.back,
      front: this.front,
      box: this.box,
      focus: this.focus,
      closeUpLabel: this.closeUpLabel,
    };
  }
}

/** Where a stalk of length `len` leaning `angle` degrees from upright ends. */
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
export function depthFill(depth: number): string {
  if (depth < 0.3) return 'url(#lgd)';
  if (depth > 0.82) return 'url(#lgl)';
  return 'url(#lg)';
}

/** A point on a quadratic Bézier. */
export function quad(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return {
    x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
    y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y,
  };
}

/** Direction (degrees from upright) of a quadratic Bézier at t. */
export function quadAngle(p0: Pt, p1: Pt, p2: Pt, t: number): number {
  const dx = 2 * (1 - t) * (p1.x - p0.x) + 2 * t * (p2.x - p1.x);
  const dy = 2 * (1 - t) * (p1.y - p0.y) + 2 * t * (p2.y - p1.y);
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}

/**
 * A ribbon of half width w along a quadratic: tapering to the tip (grass blade), or with
 * `leafy` widest in the middle and narrow at both ends (a curved strap leaf).
 */
export function ribbon(
  p0: Pt,
  p1: Pt,
  p2: Pt,
  w: number,
  steps = 4,
  taper = 0.92,
  leafy = false,
): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const c = quad(p0, p1, p2, t);
    const a = (quadAngle(p0, p1, p2, t) * Math.PI) / 180;
    const half = leafy
      ? w * Math.max(0.12, Math.sin(Math.PI * Math.min(0.97, 0.08 + t ** 0.85)))
      : w * (1 - t ** 1.5 * taper);
    left.push({ x: c.x - Math.cos(a) * half, y: c.y - Math.sin(a) * half, corner: i === 0 });
    right.push({ x: c.x + Math.cos(a) * half, y: c.y + Math.sin(a) * half, corner: i === 0 });
  }
  const tip = quad(p0, p1, p2, 1.04);
  left.pop();
  right.pop();
  return smoothClosed([...left, { ...tip, corner: true }, ...right.reverse()], 0.18);
}

/** The first part (0…t) of a quadratic, as new control points. */
export function quadStart(p0: Pt, p1: Pt, p2: Pt, t: number): [Pt, Pt, Pt] {
  const c = { x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t };
  return [p0, c, quad(p0, p1, p2, t)];
}

/**
 * Small streaks kept inside an oval or heart blade of half width w (so no clipping is needed):
 * pothos marbling, variegated splashes.
 */
export function splotches(rng: Rng, count: number, w: number, size = 1): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = rng.range(0.18, 0.82);
    const hw = w * Math.sin(Math.PI * t) * 0.78;
    const rx = Math.min(hw * 0.45, rng.range(3, 9) * size);
    const ry = rx * rng.range(0.25, 0.5);
    const x = rng.range(-hw + rx, hw - rx);
    d += ellipsePath(x, -100 * t, rx, ry, (x > 0 ? -1 : 1) * rng.range(15, 40));
  }
  return d;
}
