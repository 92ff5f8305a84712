/** Small helpers that keep the SVG text short: rounded numbers, colours, paths, gradients. */

export interface Pt {
  x: number;
  y: number;
  /** A sharp corner: the smooth path does not round it (monstera splits, leaf tips). */
  corner?: boolean;
}

/** One decimal at most, no trailing zeros: the pictures are 1200 px, so this is exact enough. */
export function f(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? '0' : String(rounded);
}

export function p(point: Pt): string {
  return `${f(point.x)} ${f(point.y)}`;
}

export function transform(x: number, y: number, angle = 0, scaleX = 1, scaleY = scaleX): string {
  let out = `translate(${f(x)} ${f(y)})`;
  if (angle !== 0) out += ` rotate(${f(angle)})`;
  if (scaleX !== 1 || scaleY !== 1) {
    out +=
      scaleX === scaleY
        ? ` scale(${round3(scaleX)})`
        : ` scale(${round3(scaleX)} ${round3(scaleY)})`;
  }
  return out;
}

function round3(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** A closed Catmull-Rom curve through the points (corners stay sharp). */
export function smoothClosed(points: readonly Pt[], tension = 1 / 6): string {
  const n = points.length;
  const at = (i: number): Pt => points[((i % n) + n) % n] as Pt;
  let d = `M${p(at(0))}`;
  for (let i = 0; i < n; i++) {
    d += curveSegment(at(i - 1), at(i), at(i + 1), at(i + 2), tension);
  }
  return `${d}Z`;
}

/** An open Catmull-Rom curve through the points. */
export function smoothOpen(points: readonly Pt[], tension = 1 / 6): string {
  const n = points.length;
  const at = (i: number): Pt => points[Math.max(0, Math.min(n - 1, i))] as Pt;
  let d = `M${p(at(0))}`;
  for (let i = 0; i < n - 1; i++) {
    d += curveSegment(at(i - 1), at(i), at(i + 1), at(i + 2), tension);
  }
  return d;
}

function curveSegment(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): string {
  const c1 = p1.corner ? p1 : { x: p1.x + (p2.x - p0.x) * t, y: p1.y + (p2.y - p0.y) * t };
  const c2 = p2.corner ? p2 : { x: p2.x - (p3.x - p1.x) * t, y: p2.y - (p3.y - p1.y) * t };
  return `C${p(c1)} ${p(c2)} ${p(p2)}`;
}

/** An ellipse as a path (so it can be a hole in an even-odd leaf). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number, angle = 0): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a) * rx;
  const dy = Math.sin(a) * rx;
  return (
    `M${f(cx - dx)} ${f(cy - dy)}A${f(rx)} ${f(ry)} ${f(angle)} 1 0 ${f(cx + dx)} ${f(cy + dy)}` +
    `A${f(rx)} ${f(ry)} ${f(angle)} 1 0 ${f(cx - dx)} ${f(cy - dy)}Z`
  );
}

// Colours ------------------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const value = Number.parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(value)) return [128, 128, 128];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (colour: string, t: number): string => mix(colour, '#ffffff', t);
/** Darkens toward a deep blue-green rather than black, so shadows stay lively. */
export const darken = (colour: string, t: number): string => mix(colour, '#0c1a14', t);

/** Relative luminance 0…1 (to pick light or dark details on a coloured object). */
export function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Rough hue test used to choose terracotta-like details for warm pots. */
export function isWarm(colour: string): boolean {
  const [r, g, b] = parseHex(colour);
  return r > g + 25 && r > b + 40;
}

// Gradients ----------------------------------------------------------------------------------

export type Stop = [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, op]) =>
        `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${f(op)}"`}/>`,
    )
    .join('');
}

/** A gradient across each shape's own box (objectBoundingBox), so one definition shades many leaves. */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`;
}

/** A complete SVG document. A transparent picture simply has no background in `body`. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}
