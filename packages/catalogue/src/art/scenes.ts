import type { Box } from './model.ts';
import type { Rng } from './prng.ts';
import { darken, f, lighten, linear, mix, radial, svgDocument, transform } from './svg.ts';

/** Anything a scene can place: a plant in its pot or a shop item, in its own coordinates. */
export interface Subject {
  defs: string;
  /** Contact shadow, drawn under the body except in cut-outs. */
  shadow: string;
  body: string;
  box: Box;
  focus: { x: number; y: number; r: number };
  /** Where the subject touches the floor. */
  baseY: number;
  /** Width of its foot (a plinth under trailing plants matches it). */
  footW: number;
  /** A colour the backgrounds can lean toward (the leaves, the product). */
  tint: string;
  /** Lying flat, seen from above (tools on a table): no floor, centred in the frame. */
  flat?: boolean;
  /** How far the frame centres on the box rather than on the foot (plants lean on the pot). */
  anchor?: number;
}

interface Placement {
  svg: string;
  scale: number;
  /** Top of the subject in picture coordinates. */
  top: number;
  left: number;
  right: number;
}

/** Scales the subject into maxW × maxH standing on floorY around cx. */
function place(
  s: Subject,
  cx: number,
  floorY: number,
  maxW: number,
  maxH: number,
  shadow = true,
): Placement {
  const centre = ((s.box.minX + s.box.maxX) / 2) * (s.anchor ?? 0.6);
  const half = Math.max(centre - s.box.minX, s.box.maxX - centre);
  const k = Math.min(maxW / 2 / half, maxH / (s.baseY - s.box.minY));
  const tx = cx - centre * k;
  const ty = floorY - s.baseY * k;
  return {
    svg: `<g transform="${transform(tx, ty, 0, k)}">${shadow ? s.shadow : ''}${s.body}</g>`,
    scale: k,
    top: ty + s.box.minY * k,
    left: tx + s.box.minX * k,
    right: tx + s.box.maxX * k,
  };
}

/** Vines that hang below the pot need something to stand on in a floor scene. */
export function onPlinth(s: Subject): Subject {
  const hang = s.box.maxY - s.baseY;
  if (hang < 8) return s;
  const lift = hang + s.footW * 0.35;
  const w = s.footW * 0.4;
  const ry = w * 0.16;
  const top = s.baseY;
  const plinth =
    `<path d="M${f(-w)} ${f(top)}V${f(top + lift)}A${f(w)} ${f(ry)} 0 0 0 ${f(w)} ${f(top + lift)}V${f(top)}Z" fill="url(#pl)"/>` +
    `<ellipse cy="${f(top)}" rx="${f(w)}" ry="${f(ry)}" fill="#f4f1eb"/>`;
  return {
    ...s,
    defs:
      s.defs +
      linear(
        'pl',
        [
          [0, '#e4dfd6'],
          [0.3, '#f5f2ec'],
          [1, '#cfc8bc'],
        ],
        0,
        0,
        1,
        0,
      ),
    shadow: `<g transform="translate(0 ${f(lift)})">${s.shadow}</g>`,
    body: plinth + s.body,
    baseY: top + lift,
    box: { ...s.box, maxY: top + lift + ry },
  };
}

const STUDIO_DEFS =
  radial(
    'bg',
    [
      [0, '#fdfcfa'],
      [0.6, '#f4f1ec'],
      [1, '#e7e2da'],
    ],
    0.5,
    0.38,
    0.8,
  ) +
  linear('fl', [
    [0, '#e9e4dc', 0],
    [1, '#dcd5ca', 0.9],
  ]);

/** Product shot: seamless warm-white backdrop, a soft floor, the subject centred. */
export function studio(subject: Subject, size: number, variant = 0): string {
  if (subject.flat) return flatLayShot(subject, size, variant);
  const s = onPlinth(subject);
  const floorY = size * 0.87;
  const scaleDown = variant === 0 ? 1 : 0.86;
  const p = place(s, size / 2, floorY, size * 0.78 * scaleDown, size * 0.76 * scaleDown);
  const body =
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<rect y="${f(size * 0.62)}" width="${size}" height="${f(size * 0.38)}" fill="url(#fl)"/>` +
    p.svg;
  return svgDocument(size, size, STUDIO_DEFS + s.defs, body);
}

const SURFACES = ['#efebe4', '#e9e4dc', '#e4e6e0', '#ede6dc'] as const;

/** A tool shot from above on a plain table surface, a linen cloth under it in one variant. */
function flatLayShot(s: Subject, size: number, variant: number): string {
  const surface = SURFACES[variant % SURFACES.length] ?? SURFACES[0];
  const boxW = s.box.maxX - s.box.minX;
  const boxH = s.box.maxY - s.box.minY;
  // The second shot turns the tool a quarter round; the box then fits either way.
  const turned = variant % 2 === 1;
  const k = turned
    ? (size * 0.68) / Math.max(boxW, boxH)
    : Math.min((size * 0.7) / boxW, (size * 0.72) / boxH);
  const cx = (s.box.minX + s.box.maxX) / 2;
  const cy = (s.box.minY + s.box.maxY) / 2;
  const place = `translate(${f(size / 2)} ${f(size / 2)})${turned ? ' rotate(64)' : ''} scale(${Math.round(k * 1000) / 1000}) translate(${f(-cx)} ${f(-cy)})`;
  const cloth =
    variant % 2 === 1
      ? `<rect x="${f(size * 0.12)}" y="${f(size * 0.1)}" width="${f(size * 0.8)}" height="${f(size * 0.86)}" rx="6" fill="#f7f4ee" transform="rotate(-6 ${size / 2} ${size / 2})"/>`
      : '';
  const defs =
    radial(
      'fb',
      [
        [0, lighten(surface, 0.35)],
        [1, darken(surface, 0.04)],
      ],
      0.45,
      0.4,
      0.8,
    ) + s.defs;
  return svgDocument(
    size,
    size,
    defs,
    `<rect width="${size}" height="${size}" fill="url(#fb)"/>${cloth}<g transform="${place}">${s.shadow}${s.body}</g>`,
  );
}

/** Close-up: the focus of the subject fills the frame over a soft, tinted backdrop. */
export function closeUp(s: Subject, size: number, rng: Rng): string {
  const k = (size * 0.46) / s.focus.r;
  const tx = size / 2 - s.focus.x * k;
  const ty = size / 2 - s.focus.y * k;
  const tint = mix(s.tint, '#f3f1ea', 0.82);
  let bokeh = '';
  for (let i = 0; i < 5; i++) {
    bokeh += `<circle cx="${f(rng.range(0, size))}" cy="${f(rng.range(0, size))}" r="${f(rng.range(size * 0.08, size * 0.2))}" fill="#fff" fill-opacity="${f(rng.range(0.15, 0.35))}"/>`;
  }
  const defs =
    radial(
      'cb',
      [
        [0, lighten(tint, 0.5)],
        [1, darken(tint, 0.08)],
      ],
      0.35,
      0.3,
      0.9,
    ) + s.defs;
  const body =
    `<rect width="${size}" height="${size}" fill="url(#cb)"/>${bokeh}` +
    `<g transform="${transform(tx, ty, 0, k)}">${s.body}</g>`;
  return svgDocument(size, size, defs, body);
}

const WALLS = ['#ece5da', '#e9e3d8', '#efeae2', '#e6e1d8', '#ebe2d5'] as const;
const FLOORS = ['#c9a57c', '#d6b994', '#b8916a', '#cdb59a'] as const;

function wall(
  size: number,
  colour: string,
  floorY: number,
  floorColour: string,
  rng: Rng,
): [string, string] {
  const defs =
    linear('wl', [
      [0, lighten(colour, 0.25)],
      [1, darken(colour, 0.06)],
    ]) +
    linear('fr', [
      [0, darken(floorColour, 0.12)],
      [1, lighten(floorColour, 0.08)],
    ]);
  let planks = '';
  for (let y = floorY + 18; y < size; y += 26 + (y - floorY) * 0.35) {
    planks += `M0 ${f(y)}H${size}`;
  }
  const seams = Array.from({ length: 5 }, () => {
    const x = rng.range(0, size);
    return `M${f(x)} ${f(floorY + 20)}l${f((x - size / 2) * 0.4)} ${f(size - floorY)}`;
  }).join('');
  const body =
    `<rect width="${size}" height="${f(floorY)}" fill="url(#wl)"/>` +
    `<rect y="${f(floorY)}" width="${size}" height="${f(size - floorY)}" fill="url(#fr)"/>` +
    `<path d="${planks}${seams}" stroke="${darken(floorColour, 0.2)}" stroke-width="2" stroke-opacity=".35"/>` +
    `<rect y="${f(floorY - 22)}" width="${size}" height="22" fill="${lighten(colour, 0.45)}"/>` +
    `<rect y="${f(floorY)}" width="${size}" height="5" fill="${darken(floorColour, 0.3)}" fill-opacity=".35"/>`;
  return [defs, body];
}

/** A window with a curtain, seen in part; sunlight falls from it across wall and floor. */
function window(
  size: number,
  x: number,
  y: number,
  w: number,
  h: number,
  flip: boolean,
): [string, string] {
  const defs =
    linear('sk', [
      [0, '#cfe0ea'],
      [0.7, '#eef2ee'],
      [1, '#f7f4ea'],
    ]) +
    linear(
      'su',
      [
        [0, '#fffaf0', 0.55],
        [1, '#fffaf0', 0],
      ],
      flip ? 1 : 0,
      0,
      flip ? 0 : 1,
      1,
    ) +
    linear(
      'ct',
      [
        [0, '#f7f3ec'],
        [0.5, '#e6dfd3'],
        [1, '#f4efe7'],
      ],
      0,
      0,
      1,
      0,
    );
  const frame = '#faf8f4';
  const cx = x + w / 2;
  const curtainX = flip ? x - w * 0.22 : x + w - w * 0.06;
  const dir = flip ? -1 : 1;
  const body =
    `<rect x="${f(x - 14)}" y="${f(y - 14)}" width="${f(w + 28)}" height="${f(h + 28)}" fill="${frame}"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#sk)"/>` +
    `<circle cx="${f(x + w * 0.3)}" cy="${f(y + h * 0.85)}" r="${f(w * 0.3)}" fill="#a9c2a4" fill-opacity=".35"/>` +
    `<circle cx="${f(x + w * 0.75)}" cy="${f(y + h * 0.9)}" r="${f(w * 0.24)}" fill="#9bb79a" fill-opacity=".3"/>` +
    `<path d="M${f(cx)} ${f(y)}V${f(y + h)}M${f(x)} ${f(y + h * 0.45)}H${f(x + w)}" stroke="${frame}" stroke-width="12"/>` +
    `<polygon points="${f(x)},${f(y + h + 14)} ${f(x + w)},${f(y + h + 14)} ${f(x + w + dir * size * 0.5)},${f(size)} ${f(x + dir * size * 0.35)},${f(size)}" fill="url(#su)"/>` +
    `<rect x="${f(curtainX)}" y="${f(y - 40)}" width="${f(w * 0.28)}" height="${f(size)}" fill="url(#ct)"/>`;
  return [defs, body];
}

export interface Scene {
  svg: string;
  /** Where the subject stands, for the alt text (거실 창가 …). */
  place: string;
}

/** A home: wall, wooden floor, a window's light; the plant on the floor, a side table or a shelf. */
export function home(s: Subject, size: number, rng: Rng, kind: 'floor' | 'table' | 'shelf'): Scene {
  const flip = rng.chance(0.5);
  const floorY = size * (kind === 'floor' ? 0.72 : 0.8);
  const [wd, wb] = wall(size, rng.pick(WALLS), floorY, rng.pick(FLOORS), rng);
  const winW = size * 0.34;
  const [nd, nb] = window(
    size,
    flip ? size * 0.06 : size - winW - size * 0.06,
    size * 0.08,
    winW,
    size * 0.48,
    flip,
  );
  let furniture = '';
  let standY = floorY + size * 0.12;
  let cx = flip ? size * 0.6 : size * 0.4;
  let maxH = size * 0.76;
  if (kind === 'table') {
    const top = size * 0.58;
    const tw = size * 0.2;
    const wood = rng.pick(['#a9825e', '#d8c7ae', '#6f5a48']);
    furniture =
      `<ellipse cx="${f(cx)}" cy="${f(floorY + size * 0.12)}" rx="${f(tw * 0.8)}" ry="${f(size * 0.02)}" fill="#3b2d20" fill-opacity=".18"/>` +
      `<path d="M${f(cx - 8)} ${f(top)}h16l${f(size * 0.01)} ${f(floorY + size * 0.12 - top)}h${f(-16 - size * 0.02)}Z" fill="${darken(wood, 0.2)}"/>` +
      `<ellipse cx="${f(cx)}" cy="${f(top + 12)}" rx="${f(tw)}" ry="${f(size * 0.03)}" fill="${darken(wood, 0.25)}"/>` +
      `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(tw)}" ry="${f(size * 0.03)}" fill="${wood}"/>`;
    standY = top + size * 0.008;
    maxH = top - size * 0.1;
  } else if (kind === 'shelf') {
    const top = size * 0.62;
    const wood = rng.pick(['#b58d63', '#e4d6c2', '#8a6a4d']);
    cx = size * 0.5;
    let books = '';
    let bx = flip ? size * 0.08 : size * 0.72;
    for (let i = 0; i < 4; i++) {
      const bw = rng.range(28, 44);
      const bh = rng.range(120, 170);
      books += `<rect x="${f(bx)}" y="${f(top - bh)}" width="${f(bw)}" height="${f(bh)}" rx="3" fill="${rng.pick(['#c9b79c', '#7d8f7a', '#d9cbb7', '#a2685a', '#e9e2d5', '#5e6e7c'])}"/>`;
      bx += bw + 3;
    }
    furniture =
      books +
      `<rect x="0" y="${f(top)}" width="${size}" height="26" fill="${wood}"/>` +
      `<rect x="0" y="${f(top + 26)}" width="${size}" height="10" fill="${darken(wood, 0.3)}" fill-opacity=".6"/>` +
      `<rect x="0" y="${f(top + 36)}" width="${size}" height="40" fill="#000" fill-opacity=".05"/>`;
    standY = top + 10;
    maxH = top - size * 0.1;
  }
  const subject = kind === 'floor' ? onPlinth(s) : s;
  const placed = place(subject, cx, standY, size * 0.62, maxH);
  return {
    svg: svgDocument(
      size,
      size,
      wd + nd + subject.defs,
      wb + nb + furniture + placed.svg + warmLight(size),
    ),
    place: { floor: '거실 창가', table: '창가 협탁 위', shelf: '거실 선반 위' }[kind],
  };
}

function warmLight(size: number): string {
  return `<rect width="${size}" height="${size}" fill="#ffcf8a" fill-opacity=".05"/>`;
}

/** A size view: a sage backdrop with dimension lines for height and pot width (no numbers). */
export function sizeView(s: Subject, size: number): string {
  const stand = onPlinth(s);
  const floorY = size * 0.86;
  const p = place(stand, size * 0.44, floorY, size * 0.6, size * 0.72);
  const x = Math.min(size * 0.9, p.right + size * 0.07);
  const line = '#7c8b7d';
  const ticks = Array.from({ length: 9 }, (_, i) => {
    const y = p.top + ((floorY - p.top) * (i + 1)) / 10;
    return `M${f(x - (i % 2 === 0 ? 10 : 16))} ${f(y)}h${i % 2 === 0 ? 20 : 32}`;
  }).join('');
  const footHalf = (s.footW / 2) * p.scale;
  const fy = floorY + size * 0.05;
  const fx = size * 0.44 - ((s.box.minX + s.box.maxX) / 2) * 0.6 * p.scale;
  const dims =
    `<path d="M${f(x)} ${f(p.top)}V${f(floorY)}M${f(x - 18)} ${f(p.top)}h36M${f(x - 18)} ${f(floorY)}h36${ticks}" stroke="${line}" stroke-width="3" fill="none"/>` +
    `<path d="M${f(fx - footHalf)} ${f(fy)}H${f(fx + footHalf)}M${f(fx - footHalf)} ${f(fy - 14)}v28M${f(fx + footHalf)} ${f(fy - 14)}v28" stroke="${line}" stroke-width="3"/>`;
  const defs =
    linear('sv', [
      [0, '#eef1ea'],
      [1, '#dfe5db'],
    ]) + stand.defs;
  const body =
    `<rect width="${size}" height="${size}" fill="url(#sv)"/>` +
    `<rect y="${f(floorY)}" width="${size}" height="${f(size - floorY)}" fill="#d5dccf"/>` +
    p.svg +
    dims;
  return svgDocument(size, size, defs, body);
}

/** The subject alone on a transparent background (no backdrop, no shadow). */
export function cutout(s: Subject, width: number, height: number): string {
  const margin = width * 0.05;
  const boxH = Math.max(s.baseY, s.box.maxY) - s.box.minY;
  const boxW = s.box.maxX - s.box.minX;
  const k = Math.min((width - margin * 2) / boxW, (height - margin * 2) / boxH);
  const tx = width / 2 - ((s.box.minX + s.box.maxX) / 2) * k;
  const ty = height - margin - Math.max(s.baseY, s.box.maxY) * k;
  return svgDocument(
    width,
    height,
    s.defs,
    `<g transform="${transform(tx, ty, 0, k)}">${s.body}</g>`,
  );
}

const REVIEW_PLACES = ['거실', '창가', '책상 위', '선반 위', '베란다', '침실 협탁 위'] as const;

/**
 * A customer's photo: someone's room, a less tidy composition, a slight tilt of the phone and
 * the light of the hour (warm evening, cool morning, plain daylight).
 */
export function reviewScene(s: Subject, size: number, rng: Rng, variant: number): Scene {
  const kind = variant % REVIEW_PLACES.length;
  const wallColour = rng.pick(['#efe9df', '#e7e4de', '#f1ece4', '#e3ddd2', '#eae6e0', '#dfe3e0']);
  let back = '';
  let defs = '';
  let floorY = size * 0.74;
  let standY = size * 0.88;
  let maxH = size * 0.7;
  let cx = size * rng.range(0.42, 0.58);
  let subject = s;
  if (kind === 0) {
    // Living room floor beside a sofa.
    const [wd, wb] = wall(size, wallColour, floorY, rng.pick(FLOORS), rng);
    defs += wd;
    const sofa = rng.pick(['#9aa596', '#c8b9a4', '#7f8c99', '#d7cfc4']);
    const sx = cx > size / 2 ? -size * 0.1 : size * 0.62;
    back +=
      wb +
      `<rect x="${f(sx)}" y="${f(floorY - size * 0.3)}" width="${f(size * 0.5)}" height="${f(size * 0.36)}" rx="40" fill="${sofa}"/>` +
      `<rect x="${f(sx + 20)}" y="${f(floorY - size * 0.2)}" width="${f(size * 0.46)}" height="${f(size * 0.2)}" rx="30" fill="${lighten(sofa, 0.12)}"/>` +
      `<rect x="${f(sx + size * 0.08)}" y="${f(floorY - size * 0.34)}" width="${f(size * 0.16)}" height="${f(size * 0.15)}" rx="24" fill="${rng.pick(['#e9dcc4', '#f2efe8', '#c98f6b'])}" transform="rotate(-8 ${f(sx + size * 0.16)} ${f(floorY - size * 0.27)})"/>`;
    subject = onPlinth(s);
  } else if (kind === 1) {
    // On a windowsill, the window behind.
    const [nd, nb] = window(size, size * 0.04, size * 0.02, size * 0.92, size * 0.74, false);
    defs += nd;
    back +=
      `<rect width="${size}" height="${size}" fill="${wallColour}"/>` +
      nb +
      `<rect y="${f(size * 0.78)}" width="${size}" height="${f(size * 0.22)}" fill="#f5f3ef"/>` +
      `<rect y="${f(size * 0.78)}" width="${size}" height="14" fill="#dcd7cf"/>`;
    standY = size * 0.86;
    maxH = size * 0.74;
  } else if (kind === 2) {
    // A desk with a mug and a notebook.
    const wood = rng.pick(['#d9c4a3', '#b68e66', '#eeeae3', '#8d6e55']);
    const mug = rng.pick(['#f3efe7', '#c9d6cf', '#e8c9a9', '#5d6b78']);
    const mx = cx > size / 2 ? size * 0.12 : size * 0.74;
    back +=
      `<rect width="${size}" height="${size}" fill="${wallColour}"/>` +
      `<rect y="${f(size * 0.66)}" width="${size}" height="${f(size * 0.34)}" fill="${wood}"/>` +
      `<rect y="${f(size * 0.66)}" width="${size}" height="10" fill="${darken(wood, 0.15)}"/>` +
      `<path d="M${f(mx - 40)} ${f(size * 0.86)}l240 -20l30 90l-250 20Z" fill="#fbfaf7"/>` +
      `<rect x="${f(mx)}" y="${f(size * 0.7)}" width="90" height="100" rx="12" fill="${mug}"/>` +
      `<path d="M${f(mx + 90)} ${f(size * 0.72)}c40 0 40 60 0 60" fill="none" stroke="${mug}" stroke-width="14"/>` +
      `<ellipse cx="${f(mx + 45)}" cy="${f(size * 0.7)}" rx="45" ry="10" fill="${darken(mug, 0.25)}"/>`;
    standY = size * 0.8;
    maxH = size * 0.72;
  } else if (kind === 3) {
    // A low bookcase: books on top, cupboard doors below.
    const top = size * 0.72;
    const wood = rng.pick(['#c8a57f', '#eee6da', '#7b6250']);
    let books = '';
    let bx = cx > size / 2 ? size * 0.04 : size * 0.7;
    for (let i = 0; i < 5; i++) {
      const bw = rng.range(26, 46);
      const bh = rng.range(130, 200);
      books += `<rect x="${f(bx)}" y="${f(top - bh)}" width="${f(bw)}" height="${f(bh)}" rx="3" fill="${rng.pick(['#c9b79c', '#7d8f7a', '#d9cbb7', '#a2685a', '#e9e2d5', '#5e6e7c', '#d6a77a'])}"/>`;
      bx += bw + 3;
    }
    back +=
      `<rect width="${size}" height="${size}" fill="${wallColour}"/>` +
      books +
      `<rect y="${f(top)}" width="${size}" height="30" fill="${wood}"/>` +
      `<rect y="${f(top + 30)}" width="${size}" height="${f(size - top)}" fill="${darken(wood, 0.12)}"/>` +
      `<path d="M${f(size / 2)} ${f(top + 44)}V${size}M0 ${f(top + 40)}H${size}" stroke="${darken(wood, 0.3)}" stroke-width="6"/>` +
      `<rect x="${f(size / 2 - 60)}" y="${f(top + 90)}" width="36" height="10" rx="5" fill="${darken(wood, 0.4)}"/>` +
      `<rect x="${f(size / 2 + 24)}" y="${f(top + 90)}" width="36" height="10" rx="5" fill="${darken(wood, 0.4)}"/>`;
    standY = top + 12;
    maxH = top - size * 0.06;
  } else if (kind === 4) {
    // A bright veranda: tiles and other plants' pots.
    floorY = size * 0.64;
    const tile = rng.pick(['#d9d4cb', '#cbbfae', '#e2ddd4']);
    let grid = '';
    for (let y = floorY; y < size; y += 70 + (y - floorY) * 0.3) grid += `M0 ${f(y)}H${size}`;
    for (let i = -6; i <= 6; i++)
      grid += `M${f(size / 2 + i * 60)} ${f(floorY)}L${f(size / 2 + i * 200)} ${size}`;
    back +=
      `<rect width="${size}" height="${f(floorY)}" fill="${lighten(wallColour, 0.3)}"/>` +
      `<rect y="${f(floorY)}" width="${size}" height="${f(size - floorY)}" fill="${tile}"/>` +
      `<path d="${grid}" stroke="${darken(tile, 0.15)}" stroke-width="3"/>` +
      `<rect x="${f(size * 0.02)}" y="${f(floorY - 170)}" width="120" height="170" rx="10" fill="#c07a55" fill-opacity=".55"/>` +
      `<circle cx="${f(size * 0.02 + 60)}" cy="${f(floorY - 230)}" r="90" fill="#6f9a6b" fill-opacity=".45"/>`;
    subject = onPlinth(s);
  } else {
    // A bedside table and the edge of a bed.
    const blanket = rng.pick(['#f1ede6', '#d9e0e4', '#e8d8cc']);
    const top = size * 0.66;
    back +=
      `<rect width="${size}" height="${size}" fill="${wallColour}"/>` +
      `<rect x="${f(cx > size / 2 ? -60 : size * 0.72)}" y="${f(size * 0.5)}" width="${f(size * 0.4)}" height="${f(size * 0.5)}" rx="50" fill="${blanket}"/>` +
      `<rect x="${f(cx - size * 0.24)}" y="${f(top)}" width="${f(size * 0.48)}" height="${f(size * 0.34)}" fill="#c9ad8c"/>` +
      `<rect x="${f(cx - size * 0.24)}" y="${f(top)}" width="${f(size * 0.48)}" height="16" fill="#a88a69"/>` +
      `<rect x="${f(cx - size * 0.06)}" y="${f(top + size * 0.14)}" width="${f(size * 0.12)}" height="10" rx="5" fill="#8a6d50"/>`;
    standY = top + 8;
    maxH = top - size * 0.05;
  }
  cx += rng.jitter(size * 0.03);
  const p = place(subject, cx, standY, size * 0.7, maxH * rng.range(0.88, 1));
  const light = rng.pick([
    ['#ffb870', 0.1],
    ['#9cc2ff', 0.07],
    ['#ffffff', 0.06],
    ['#ffd9a0', 0.08],
  ] as const);
  const tilt = rng.jitter(2.5);
  const zoom = 1.07;
  defs +=
    subject.defs +
    radial('vg', [
      [0.6, '#000', 0],
      [1, '#000', 0.14],
    ]);
  const body =
    `<g transform="rotate(${f(tilt)} ${size / 2} ${size / 2}) translate(${f(size / 2)} ${f(size / 2)}) scale(${zoom}) translate(${f(-size / 2)} ${f(-size / 2)})">` +
    back +
    p.svg +
    '</g>' +
    `<rect width="${size}" height="${size}" fill="${light[0]}" fill-opacity="${light[1]}"/>` +
    `<rect width="${size}" height="${size}" fill="url(#vg)"/>`;
  return { svg: svgDocument(size, size, defs, body), place: REVIEW_PLACES[kind] ?? '거실' };
}

interface Grain {
  colour: string;
  size: number;
  count: number;
}

/**
 * A close-up of what is in the bag, by its kind: potting mix with perlite, gritty succulent
 * soil, washed masato, perlite, orchid bark chunks or clay hydroballs.
 */
export function soilTexture(size: number, rng: Rng, hint: string): string {
  let ground = '#4a3526';
  let grains: Grain[] = [
    { colour: '#5c4330', size: 40, count: 170 },
    { colour: '#3a2a1d', size: 24, count: 160 },
    { colour: '#7a5a40', size: 18, count: 120 },
    { colour: '#8a6a3e', size: 8, count: 80 },
    { colour: '#f1eee6', size: 20, count: 70 },
  ];
  let chunks = '';
  if (/masato|마사토|grit|sand/.test(hint)) {
    ground = '#b9ae9c';
    grains = [
      { colour: '#cfc6b6', size: 34, count: 150 },
      { colour: '#a39784', size: 26, count: 140 },
      { colour: '#e4ddcf', size: 20, count: 120 },
      { colour: '#8c806d', size: 14, count: 80 },
    ];
  } else if (/perlite|펄라이트/.test(hint)) {
    ground = '#dcdcd6';
    grains = [
      { colour: '#f6f6f2', size: 38, count: 170 },
      { colour: '#e6e6e0', size: 28, count: 150 },
      { colour: '#ffffff', size: 16, count: 120 },
      { colour: '#c9c9c2', size: 10, count: 90 },
    ];
  } else if (/bark|바크/.test(hint)) {
    ground = '#4a2f1c';
    grains = [{ colour: '#3a2416', size: 18, count: 80 }];
    for (let i = 0; i < 110; i++) {
      const w = rng.range(40, 110);
      const h = w * rng.range(0.4, 0.7);
      const c = rng.pick(['#7a4e2e', '#8f5e38', '#5e3b22', '#a06a40']);
      chunks += `<rect x="${f(rng.range(-60, size))}" y="${f(rng.range(-60, size))}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.35)}" fill="${c}" transform="rotate(${f(rng.range(0, 180))} ${f(size / 2)} ${f(size / 2)})"/>`;
    }
  } else if (/hydro|하이드로|clay ball/.test(hint)) {
    ground = '#6e3b22';
    grains = [
      { colour: '#a85a33', size: 92, count: 170 },
      { colour: '#c06a3c', size: 70, count: 120 },
    ];
  } else if (/succulent|다육|cactus|선인장/.test(hint)) {
    ground = '#6b5440';
    grains = [
      { colour: '#8a7056', size: 26, count: 150 },
      { colour: '#c9bda8', size: 22, count: 140 },
      { colour: '#4d3a2a', size: 14, count: 120 },
      { colour: '#e9e4d8', size: 14, count: 70 },
    ];
  }
  let body = `<rect width="${size}" height="${size}" fill="${ground}"/>${chunks}`;
  for (const g of grains) {
    let d = '';
    for (let i = 0; i < g.count; i++)
      d += `M${Math.round(rng.range(0, size))} ${Math.round(rng.range(0, size))}h.1`;
    body += `<path d="${d}" stroke="${g.colour}" stroke-width="${g.size}" stroke-linecap="round"/>`;
    if (g.size > 60) {
      // Round clay balls catch the light.
      body += `<path d="${d}" stroke="#f3b28a" stroke-width="${f(g.size * 0.3)}" stroke-linecap="round" stroke-opacity=".45" transform="translate(${f(-g.size * 0.18)} ${f(-g.size * 0.2)})"/>`;
    }
  }
  const defs = radial('sv', [
    [0.55, '#000', 0],
    [1, '#000', 0.22],
  ]);
  return svgDocument(
    size,
    size,
    defs,
    `${body}<rect width="${size}" height="${size}" fill="url(#sv)"/>`,
  );
}
