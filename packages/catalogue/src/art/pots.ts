import type { Rng } from './prng.ts';
import { darken, f, isWarm, lighten, linear, mix, radial } from './svg.ts';

export type PotStyle = 'taper' | 'cylinder' | 'bowl' | 'rim' | 'belly';

export interface DrawnPot {
  defs: string;
  /** The opening and the soil: drawn before the plant. */
  back: string;
  /** The pot's body and front lip: drawn over the stems. */
  front: string;
  /** A soft contact shadow on the floor (not used by cut-outs). */
  shadow: string;
  width: number;
  height: number;
  rimRy: number;
}

export interface PotOptions {
  style: PotStyle;
  colour: string;
  width: number;
  height: number;
  rng: Rng;
  /** Dots of perlite in the soil. */
  perlite?: boolean;
  /** An empty pot for sale: its inside shows instead of soil. */
  empty?: boolean;
  /** Id prefix when one picture holds more than one pot. */
  id?: string;
}

/** Pots share one light: from the upper left (the window in the home scenes). */
export function drawPot(o: PotOptions): DrawnPot {
  const id = o.id ?? 'p';
  const rx = o.width / 2;
  const ry = o.width * 0.085;
  const h = o.height;
  const c = o.colour;
  const warm = isWarm(c);
  const taper = { taper: 0.74, cylinder: 0.93, bowl: 0.62, rim: 0.76, belly: 0.7 }[o.style];
  const bx = rx * taper;
  const bry = ry * taper;
  const defs =
    linear(
      `${id}b`,
      [
        [0, darken(c, 0.18)],
        [0.16, lighten(c, warm ? 0.1 : 0.2)],
        [0.3, lighten(c, 0.06)],
        [0.62, c],
        [1, darken(c, 0.38)],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear(
      `${id}o`,
      [
        [0, '#000', 0],
        [0.7, '#000', 0],
        [1, '#000', 0.16],
      ],
      0,
      0,
      0,
      1,
    ) +
    radial(`${id}s`, [
      [0, '#3b2a1e'],
      [1, '#22170f'],
    ]) +
    radial(`${id}h`, [
      [0, '#1d231f', 0.34],
      [0.55, '#1d231f', 0.14],
      [1, '#1d231f', 0],
    ]);

  let side: string;
  if (o.style === 'bowl') {
    side = `M${f(-rx)} 0C${f(-rx)} ${f(h * 0.45)} ${f(-bx * 1.3)} ${f(h - bry * 2)} ${f(-bx)} ${f(h - bry)}`;
  } else if (o.style === 'belly') {
    side = `M${f(-rx)} 0C${f(-rx * 1.14)} ${f(h * 0.4)} ${f(-bx * 1.1)} ${f(h * 0.8)} ${f(-bx)} ${f(h - bry)}`;
  } else {
    side = `M${f(-rx)} 0L${f(-bx)} ${f(h - bry)}`;
  }
  // Down the left side, along the bottom, back up the mirrored right side, then the front of the rim.
  const body =
    `${side}A${f(bx)} ${f(bry)} 0 0 0 ${f(bx)} ${f(h - bry)}` +
    mirrorUp(o.style, rx, bx, bry, h) +
    `A${f(rx)} ${f(ry)} 0 0 1 ${f(-rx)} 0Z`;

  // Terracotta's thick collar keeps the rim's width while the wall below tapers in.
  const rimH = o.style === 'rim' ? h * 0.17 : h * 0.035;
  const lipX = o.style === 'rim' ? rx : rx - (rx - bx) * (rimH / h);
  const lip =
    `M${f(-rx)} 0A${f(rx)} ${f(ry)} 0 0 0 ${f(rx)} 0` +
    `L${f(lipX)} ${f(rimH)}A${f(lipX)} ${f(ry)} 0 0 1 ${f(-lipX)} ${f(rimH)}Z`;

  const inner = darken(c, 0.45);
  let back = `<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="${inner}"/>`;
  if (o.empty) {
    back +=
      `<ellipse cy="${f(ry * 0.18)}" rx="${f(rx * 0.94)}" ry="${f(ry * 0.8)}" fill="${darken(c, 0.25)}"/>` +
      `<ellipse cy="${f(ry * 0.45)}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.42)}" fill="${darken(c, 0.5)}"/>`;
  } else {
    back += `<ellipse cy="${f(ry * 0.25)}" rx="${f(rx * 0.93)}" ry="${f(ry * 0.72)}" fill="url(#${id}s)"/>`;
  }
  if (!o.empty && o.perlite !== false) {
    let dots = '';
    for (let i = 0; i < 9; i++) {
      const a = o.rng.range(0, Math.PI * 2);
      const r = Math.sqrt(o.rng.next()) * 0.85;
      dots += `M${f(Math.cos(a) * r * rx * 0.9)} ${f(ry * 0.25 + Math.sin(a) * r * ry * 0.6)}h.1`;
    }
    back += `<path d="${dots}" stroke="#e9e4da" stroke-width="${f(o.width * 0.014)}" stroke-linecap="round"/>`;
  }
  const front =
    `<path d="${body}" fill="url(#${id}b)"/>` +
    `<path d="${body}" fill="url(#${id}o)"/>` +
    (o.style === 'rim'
      ? `<path d="${lip}" fill="url(#${id}b)"/><path d="${lip}" fill="#fff" fill-opacity=".08"/><path d="M${f(-rx)} ${f(rimH)}A${f(rx)} ${f(ry)} 0 0 0 ${f(rx)} ${f(rimH)}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="${f(o.width * 0.012)}"/>`
      : `<path d="${lip}" fill="${mix(lighten(c, 0.12), c, 0.3)}" fill-opacity=".55"/>`) +
    `<path d="M${f(-rx * 0.98)} ${f(ry * 0.05)}A${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 0.98)} ${f(ry * 0.05)}" fill="none" stroke="${lighten(c, 0.35)}" stroke-width="${f(o.width * 0.008)}" stroke-opacity=".8"/>`;
  const shadow = `<ellipse cy="${f(h - bry * 0.4)}" rx="${f(bx * 1.75)}" ry="${f(bry * 2.6)}" fill="url(#${id}h)"/>`;
  return { defs, back, front, shadow, width: o.width, height: h, rimRy: ry };
}

function mirrorUp(style: PotStyle, rx: number, bx: number, bry: number, h: number): string {
  if (style === 'bowl') {
    return `C${f(bx * 1.3)} ${f(h - bry * 2)} ${f(rx)} ${f(h * 0.45)} ${f(rx)} 0`;
  }
  if (style === 'belly') {
    return `C${f(bx * 1.1)} ${f(h * 0.8)} ${f(rx * 1.14)} ${f(h * 0.4)} ${f(rx)} 0`;
  }
  return `L${f(rx)} 0`;
}

export function pickPotStyle(rng: Rng, leaf: string, size: 'small' | 'medium' | 'large'): PotStyle {
  if (leaf === 'succulent' || leaf === 'cactus') return rng.pick(['bowl', 'rim', 'taper'] as const);
  if (leaf === 'orchid') return rng.pick(['cylinder', 'belly'] as const);
  if (size === 'large') return rng.pick(['cylinder', 'taper', 'belly'] as const);
  return rng.pick(['taper', 'cylinder', 'rim', 'belly', 'bowl'] as const);
}
