import { f } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { quad, quadAngle } from './common.ts';

export interface FrondOptions {
  /** Leaflets per side. */
  pairs: number;
  /** Where along the rachis the leaflets start (the rest is bare stalk). */
  start: number;
  /** Leaflet length at the start; they shorten toward the tip. */
  length: number;
  /** Leaflet half width. */
  width: number;
  /** Angle between rachis and leaflet. */
  spread: number;
  /** How far leaflets bend toward the ground (degrees). */
  droop: number;
  /** How much shorter the leaflets get at the tip (0…1). */
  taper: number;
  /** How much each leaflet's middle sags (relative to its length). */
  sag?: number;
}

/**
 * A pinnate frond along a quadratic rachis: every leaflet is one slim subpath of a single path,
 * so a palm or fern frond is one element in <defs>.
 */
export function pinnateFrond(
  p0: Pt,
  p1: Pt,
  p2: Pt,
  o: FrondOptions,
): { rachis: string; leaflets: string; extent: Pt[] } {
  let leaflets = '';
  const extent: Pt[] = [p0, quad(p0, p1, p2, 0.5), p2];
  const sag = o.sag ?? 0;
  for (let i = 0; i < o.pairs; i++) {
    const t = o.start + ((1 - o.start) * i) / o.pairs;
    const at = quad(p0, p1, p2, t);
    const dir = quadAngle(p0, p1, p2, t);
    const len = o.length * (1 - o.taper * ((t - o.start) / (1 - o.start)) ** 1.3);
    for (const side of [1, -1]) {
      // Leaflets hang toward the ground: bend their direction toward 180° (straight down).
      let a = dir + side * o.spread;
      const toDown = ((((180 - a) % 360) + 540) % 360) - 180;
      a += Math.sign(toDown) * Math.min(Math.abs(toDown), o.droop);
      const r = (a * Math.PI) / 180;
      const tip = { x: at.x + Math.sin(r) * len, y: at.y - Math.cos(r) * len };
      const mid = { x: (at.x + tip.x) / 2, y: (at.y + tip.y) / 2 + len * sag };
      if (i % 4 === 0) extent.push(tip);
      const nx = Math.cos(r) * o.width * 2;
      const ny = Math.sin(r) * o.width * 2;
      leaflets +=
        `M${f(at.x)} ${f(at.y)}Q${f(mid.x + nx)} ${f(mid.y + ny)} ${f(tip.x)} ${f(tip.y)}` +
        `Q${f(mid.x - nx)} ${f(mid.y - ny)} ${f(at.x)} ${f(at.y)}`;
    }
  }
  return {
    rachis: `M${f(p0.x)} ${f(p0.y)}Q${f(p1.x)} ${f(p1.y)} ${f(p2.x)} ${f(p2.y)}`,
    leaflets,
    extent,
  };
}
