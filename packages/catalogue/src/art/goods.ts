import type { GoodsArt } from '../types.ts';
import { ovalLeaf } from './leaves/common.ts';
import { emptyBox, grow } from './model.ts';
import type { Box } from './model.ts';
import { drawPot } from './pots.ts';
import type { PotStyle } from './pots.ts';
import type { Rng } from './prng.ts';
import type { Subject } from './scenes.ts';
import { darken, f, lighten, linear, luminance, radial, transform } from './svg.ts';

/** A drawn shop item and the ways the scenes can show it. */
export interface Goods {
  /** Standing on the floor; tools lie flat, seen from above. */
  subject: Subject;
  /** A flat tool: lying on the floor beside a plant. */
  lying?: Subject;
  /** Drawn upright with its foot at 0,0, to push into a pot's soil (meters, ampoules). */
  insert?: Flat & { upsideDown: boolean };
  /** The pot style, so a plant can be shown potted in it. */
  potStyle?: PotStyle;
}

/**
 * Shop goods drawn as objects standing on the floor: the base at y = 0, the object rising into
 * negative y; flat tools lie on a table and are shot from above.
 */
export function drawGoods(art: GoodsArt, rng: Rng, hint = ''): Goods {
  const shape = art.shape.toLowerCase();
  switch (art.kind) {
    case 'pot':
      return pot(art, shape, rng);
    case 'soil':
      return { subject: soilBag(art, rng) };
    case 'nutrient':
      if (shape.includes('stick') || shape.includes('ampoule')) return ampoules(art);
      if (shape.includes('granule')) return { subject: granuleJar(art, rng) };
      return { subject: bottle(art) };
    case 'tool': {
      if (shape.includes('spray')) return { subject: sprayer(art) };
      if (shape.includes('can')) return { subject: wateringCan(art) };
      const flat =
        shape.includes('shear') || shape.includes('scissor')
          ? shears(art)
          : shape.includes('trowel') || shape.includes('shovel')
            ? trowel(art)
            : /lux|조도|light/.test(hint)
              ? luxMeter(art)
              : meter(art);
      const angle = rng.range(-40, -25);
      return {
        subject: flatLay(flat, angle),
        lying: lying(flat, -78),
        ...(shape.includes('meter') && !/lux|조도|light/.test(hint)
          ? { insert: { ...flat, upsideDown: false } }
          : {}),
      };
    }
  }
}

const shadowDefs = radial('gh', [
  [0, '#1d231f', 0.3],
  [0.6, '#1d231f', 0.12],
  [1, '#1d231f', 0],
]);

function shadow(w: number, y = 0): string {
  return `<ellipse cy="${f(y)}" rx="${f(w * 0.62)}" ry="${f(w * 0.1)}" fill="url(#gh)"/>`;
}

function subject(
  defs: string,
  body: string,
  box: Box,
  w: number,
  focus: Subject['focus'],
  tint: string,
): Subject {
  return { defs: defs + shadowDefs, shadow: shadow(w), body, box, focus, baseY: 0, footW: w, tint };
}

/** Horizontal shading for round bodies, lit from the upper left like the plants. */
function roundShade(id: string, colour: string, gloss = 0.25): string {
  return linear(
    id,
    [
      [0, darken(colour, 0.15)],
      [0.18, lighten(colour, gloss)],
      [0.32, lighten(colour, 0.05)],
      [0.7, colour],
      [1, darken(colour, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A small sprout emblem and grey bars where a label's text would be (no real text). */
function label(x: number, y: number, w: number, h: number, panel: string, ink: string): string {
  const cx = x + w / 2;
  const leafW = w * 0.09;
  const bars = [0.62, 0.74, 0.84]
    .map(
      (t, i) => `M${f(cx - w * (0.3 - i * 0.06))} ${f(y + h * t)}H${f(cx + w * (0.3 - i * 0.06))}`,
    )
    .join('');
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.06)}" fill="${panel}"/>` +
    `<g transform="${transform(cx, y + h * 0.44)}" fill="${ink}">` +
    `<path d="${ovalLeaf(w * 0.26, leafW)}" transform="rotate(-38)"/>` +
    `<path d="${ovalLeaf(w * 0.22, leafW * 0.9)}" transform="rotate(40)"/></g>` +
    `<path d="${bars}" stroke="${ink}" stroke-width="${f(h * 0.045)}" stroke-linecap="round" stroke-opacity=".55"/>`
  );
}

function pot(art: GoodsArt, shape: string, rng: Rng): Goods {
  const style = shape.includes('terracotta')
    ? 'rim'
    : shape.includes('plastic')
      ? 'taper'
      : shape.includes('hanging')
        ? 'bowl'
        : rng.pick(['belly', 'cylinder', 'taper'] as const);
  const w = 300;
  const h = style === 'bowl' ? 200 : 260;
  const drawn = drawPot({
    style,
    colour: art.color,
    width: w,
    height: h,
    rng,
    empty: true,
    id: 'k',
  });
  let extra = '';
  if (shape.includes('plastic')) {
    // Nursery pots: thin ribs down the wall.
    let ribs = '';
    for (let i = -3; i <= 3; i++) {
      const x = (i / 3.6) * w * 0.48;
      ribs += `M${f(x)} ${f(h * 0.08 + Math.abs(i) * 2)}L${f(x * 0.76)} ${f(h * 0.97)}`;
    }
    extra += `<path d="${ribs}" stroke="${darken(art.color, 0.2)}" stroke-width="4" stroke-opacity=".5"/>`;
  } else if (art.accentColor && !shape.includes('hanging')) {
    extra += `<path d="M${f(-w * 0.47)} ${f(h * 0.3)}Q0 ${f(h * 0.38)} ${f(w * 0.47)} ${f(h * 0.3)}" stroke="${art.accentColor}" stroke-width="${f(h * 0.05)}" fill="none" stroke-opacity=".9"/>`;
  }
  let top = -h;
  let cords = '';
  if (shape.includes('hanging')) {
    const cord = art.accentColor ?? '#d9c7a7';
    const hookY = -h - w * 0.95;
    cords =
      `<path d="M${f(-w * 0.46)} ${f(-h + 4)}L0 ${f(hookY)}L${f(w * 0.46)} ${f(-h + 4)}M0 ${f(hookY)}L${f(w * 0.08)} ${f(-h - drawn.rimRy)}" stroke="${cord}" stroke-width="5" fill="none"/>` +
      `<circle cy="${f(hookY - 16)}" r="16" fill="none" stroke="${darken(cord, 0.3)}" stroke-width="6"/>`;
    top = hookY - 36;
  }
  const saucer =
    style === 'rim'
      ? `<ellipse cy="${f(-4)}" rx="${f(w * 0.44)}" ry="${f(w * 0.07)}" fill="${darken(art.color, 0.12)}"/>`
      : '';
  // Fine speckles in the clay or glaze, visible in the close-up.
  let speckles = '';
  for (let i = 0; i < 70; i++) {
    const t = rng.next();
    const y = h * (0.08 + t * 0.86);
    const half = (w / 2) * (1 - (1 - 0.74) * (y / h)) * 0.92;
    speckles += `M${f(rng.range(-half, half))} ${f(y)}h.1`;
  }
  const speck = luminance(art.color) > 0.4 ? darken(art.color, 0.35) : lighten(art.color, 0.3);
  extra += `<path d="${speckles}" stroke="${speck}" stroke-width="3" stroke-linecap="round" stroke-opacity=".35"/>`;
  const box: Box = { minX: -w / 2 - 6, maxX: w / 2 + 6, minY: top, maxY: 4 };
  return {
    subject: subject(
      drawn.defs,
      `<g transform="translate(0 ${f(-h)})">${drawn.back}${drawn.front}${extra}</g>${saucer}${cords}`,
      box,
      w,
      { x: -w * 0.1, y: -h * 0.8, r: w * 0.32 },
      art.color,
    ),
    potStyle: style,
  };
}

function soilBag(art: GoodsArt, rng: Rng): Subject {
  const w = 300;
  const h = 420;
  const c = art.color;
  let teeth = `M${f(-w / 2 + 8)} ${f(-h + 30)}`;
  for (let i = 0; i <= 20; i++) {
    const x = -w / 2 + 8 + ((w - 16) * i) / 20;
    teeth += `L${f(x)} ${f(-h + (i % 2 === 0 ? 0 : 8))}`;
  }
  teeth += `L${f(w / 2 - 8)} ${f(-h + 30)}Z`;
  const body =
    `M${f(-w / 2 + 8)} ${f(-h + 28)}C${f(-w / 2 - 6)} ${f(-h * 0.6)} ${f(-w / 2 - 12)} ${f(-h * 0.2)} ${f(-w / 2)} ${f(-18)}` +
    `Q${f(-w / 2 + 4)} 0 ${f(-w / 2 + 30)} 0H${f(w / 2 - 30)}Q${f(w / 2 - 4)} 0 ${f(w / 2)} ${f(-18)}` +
    `C${f(w / 2 + 12)} ${f(-h * 0.2)} ${f(w / 2 + 6)} ${f(-h * 0.6)} ${f(w / 2 - 8)} ${f(-h + 28)}Z`;
  const panel = art.accentColor ?? lighten(c, 0.75);
  const ink = luminance(panel) > 0.45 ? darken(c, 0.3) : '#ffffff';
  let dots = '';
  for (let i = 0; i < 26; i++) {
    dots += `M${f(rng.range(-w * 0.28, w * 0.28))} ${f(rng.range(-h * 0.27, -h * 0.09))}h.1`;
  }
  const defs = roundShade('gb', c, 0.18);
  const svg =
    `<path d="${body}" fill="url(#gb)"/>` +
    `<path d="${teeth}" fill="${darken(c, 0.18)}"/>` +
    `<path d="M${f(-w / 2 + 10)} ${f(-h + 40)}H${f(w / 2 - 10)}" stroke="${darken(c, 0.3)}" stroke-width="3" stroke-opacity=".5"/>` +
    label(-w * 0.34, -h * 0.8, w * 0.68, h * 0.44, panel, ink) +
    `<rect x="${f(-w * 0.32)}" y="${f(-h * 0.3)}" width="${f(w * 0.64)}" height="${f(h * 0.23)}" rx="16" fill="#3a2819"/>` +
    `<path d="${dots}" stroke="#efe9dc" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${f(-w * 0.3)} ${f(-h * 0.29)}q${f(w * 0.1)} ${f(h * 0.05)} ${f(w * 0.12)} ${f(h * 0.2)}" stroke="#fff" stroke-width="6" stroke-opacity=".25" fill="none"/>`;
  return subject(
    defs,
    svg,
    { minX: -w / 2 - 14, maxX: w / 2 + 14, minY: -h - 4, maxY: 4 },
    w,
    { x: 0, y: -h * 0.55, r: w * 0.5 },
    c,
  );
}

function bottle(art: GoodsArt): Subject {
  const w = 130;
  const h = 300;
  const c = art.color;
  const cap = art.accentColor ?? darken(c, 0.3);
  const defs = roundShade('gb', c, 0.3) + roundShade('gc', cap, 0.25);
  const shoulder = -h * 0.72;
  const neckW = w * 0.22;
  const body =
    `M${f(-w / 2)} ${f(-16)}Q${f(-w / 2)} 0 ${f(-w / 2 + 16)} 0H${f(w / 2 - 16)}Q${f(w / 2)} 0 ${f(w / 2)} ${f(-16)}` +
    `V${f(shoulder)}C${f(w / 2)} ${f(shoulder - 40)} ${f(neckW)} ${f(shoulder - 30)} ${f(neckW)} ${f(-h * 0.86)}` +
    `H${f(-neckW)}C${f(-neckW)} ${f(shoulder - 30)} ${f(-w / 2)} ${f(shoulder - 40)} ${f(-w / 2)} ${f(shoulder)}Z`;
  const svg =
    `<path d="${body}" fill="url(#gb)"/>` +
    `<rect x="${f(-neckW - 6)}" y="${f(-h)}" width="${f(neckW * 2 + 12)}" height="${f(h * 0.15)}" rx="8" fill="url(#gc)"/>` +
    `<path d="M${f(-neckW)} ${f(-h * 0.97)}v${f(h * 0.1)}M${f(-neckW / 3)} ${f(-h * 0.97)}v${f(h * 0.1)}M${f(neckW / 3)} ${f(-h * 0.97)}v${f(h * 0.1)}M${f(neckW)} ${f(-h * 0.97)}v${f(h * 0.1)}" stroke="${darken(cap, 0.25)}" stroke-width="3" stroke-opacity=".6"/>` +
    label(-w * 0.42, -h * 0.62, w * 0.84, h * 0.44, '#fbfaf6', darken(c, 0.35)) +
    `<rect x="${f(-w * 0.38)}" y="${f(-h * 0.66)}" width="10" height="${f(h * 0.6)}" rx="5" fill="#fff" fill-opacity=".3"/>`;
  return subject(
    defs,
    svg,
    { minX: -w / 2 - 4, maxX: w / 2 + 4, minY: -h - 4, maxY: 4 },
    w,
    { x: 0, y: -h * 0.45, r: h * 0.36 },
    c,
  );
}

/** Korean shops sell nutrient "ampoules": slim bottles with a long nozzle pushed into the soil. */
function ampoule(id: string, c: string, cap: string): string {
  const w = 56;
  const h = 150;
  return (
    `<g id="${id}"><path d="M${f(-w / 2)} -12Q${f(-w / 2)} 0 ${f(-w / 2 + 12)} 0H${f(w / 2 - 12)}Q${f(w / 2)} 0 ${f(w / 2)} -12V${f(-h * 0.62)}` +
    `Q${f(w / 2)} ${f(-h * 0.7)} 10 ${f(-h * 0.76)}L3 ${f(-h)}H-3L-10 ${f(-h * 0.76)}Q${f(-w / 2)} ${f(-h * 0.7)} ${f(-w / 2)} ${f(-h * 0.62)}Z" fill="url(#gb)"/>` +
    `<rect x="${f(-w / 2 + 6)}" y="${f(-h * 0.5)}" width="${f(w - 12)}" height="${f(h * 0.3)}" rx="5" fill="${cap}"/>` +
    `<rect x="-5" y="${f(-h - 14)}" width="10" height="18" rx="3" fill="${cap}"/>` +
    `<rect x="${f(-w / 2 + 6)}" y="${f(-h * 0.6)}" width="6" height="${f(h * 0.5)}" rx="3" fill="#fff" fill-opacity=".35"/></g>`
  );
}

function ampoules(art: GoodsArt): Goods {
  const c = art.color;
  const cap = art.accentColor ?? '#ffffff';
  const defs = roundShade('gb', c, 0.35) + ampoule('am', c, cap);
  const svg =
    `<use href="#am" transform="translate(-62 -6) rotate(-4) scale(.92)"/>` +
    `<use href="#am" transform="translate(62 -6) rotate(5) scale(.92)"/>` +
    `<use href="#am" transform="scale(1.05)"/>`;
  return {
    subject: subject(
      defs,
      svg,
      { minX: -110, maxX: 110, minY: -185, maxY: 4 },
      220,
      { x: 0, y: -90, r: 90 },
      c,
    ),
    insert: { defs, body: '<use href="#am"/>', w: 56, h: 164, tint: c, upsideDown: true },
  };
}

function granuleJar(art: GoodsArt, rng: Rng): Subject {
  const w = 220;
  const h = 230;
  const c = art.color;
  const lid = art.accentColor ?? '#f2efe8';
  let dots = '';
  for (let i = 0; i < 120; i++) {
    dots += `M${f(rng.range(-w * 0.44, w * 0.44))} ${f(rng.range(-h * 0.7, -h * 0.04))}h.1`;
  }
  const defs =
    roundShade('gc', lid, 0.25) +
    linear(
      'gj',
      [
        [0, '#ffffff', 0.5],
        [0.2, '#ffffff', 0.1],
        [0.8, '#ffffff', 0],
        [1, '#dfe6e4', 0.5],
      ],
      0,
      0,
      1,
      0,
    );
  const svg =
    `<rect x="${f(-w / 2)}" y="${f(-h * 0.78)}" width="${f(w)}" height="${f(h * 0.78)}" rx="22" fill="${lighten(c, 0.55)}"/>` +
    `<path d="${dots}" stroke="${c}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="${dots.split('M').slice(0, 40).join('M')}" stroke="${lighten(c, 0.35)}" stroke-width="7" stroke-linecap="round" transform="translate(-3 -3)"/>` +
    `<rect x="${f(-w / 2)}" y="${f(-h * 0.78)}" width="${f(w)}" height="${f(h * 0.78)}" rx="22" fill="url(#gj)" stroke="#ffffff" stroke-opacity=".6" stroke-width="4"/>` +
    `<rect x="${f(-w / 2 - 6)}" y="${f(-h)}" width="${f(w + 12)}" height="${f(h * 0.24)}" rx="12" fill="url(#gc)"/>` +
    label(-w * 0.32, -h * 0.62, w * 0.64, h * 0.4, '#fbfaf6', darken(c, 0.35));
  return subject(
    defs,
    svg,
    { minX: -w / 2 - 8, maxX: w / 2 + 8, minY: -h - 4, maxY: 4 },
    w,
    { x: 0, y: -h * 0.4, r: w * 0.45 },
    c,
  );
}

function wateringCan(art: GoodsArt): Subject {
  const c = art.color;
  const accent = art.accentColor ?? darken(c, 0.25);
  const w = 220;
  const h = 200;
  const defs = roundShade('gb', c, 0.3);
  const body = `M${f(-w / 2)} ${f(-h)}L${f(-w / 2 + 14)} -10Q${f(-w / 2 + 16)} 0 ${f(-w / 2 + 30)} 0H${f(w / 2 - 30)}Q${f(w / 2 - 16)} 0 ${f(w / 2 - 14)} -10L${f(w / 2)} ${f(-h)}Z`;
  const svg =
    `<path d="M${f(w / 2 - 20)} ${f(-h * 0.35)}L${f(w / 2 + 150)} ${f(-h - 90)}L${f(w / 2 + 160)} ${f(-h - 70)}L${f(w / 2 - 6)} ${f(-h * 0.15)}Z" fill="${darken(c, 0.1)}"/>` +
    `<ellipse cx="${f(w / 2 + 160)}" cy="${f(-h - 86)}" rx="26" ry="14" transform="rotate(-35 ${f(w / 2 + 160)} ${f(-h - 86)})" fill="${accent}"/>` +
    `<path d="M${f(-w / 2 + 10)} ${f(-h + 6)}C${f(-w / 2 - 10)} ${f(-h - 120)} ${f(w / 2 - 30)} ${f(-h - 130)} ${f(w / 2 - 20)} ${f(-h + 6)}" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="${body}" fill="url(#gb)"/>` +
    `<ellipse cy="${f(-h)}" rx="${f(w / 2)}" ry="16" fill="${darken(c, 0.3)}"/>` +
    `<ellipse cy="${f(-h)}" rx="${f(w / 2)}" ry="16" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="5"/>` +
    `<path d="M${f(-w / 2 + 4)} ${f(-h * 0.3)}Q0 ${f(-h * 0.22)} ${f(w / 2 - 4)} ${f(-h * 0.3)}" stroke="${accent}" stroke-width="10" fill="none" stroke-opacity=".8"/>`;
  return subject(
    defs,
    svg,
    { minX: -w / 2 - 10, maxX: w / 2 + 195, minY: -h - 135, maxY: 4 },
    w,
    { x: w * 0.4, y: -h * 0.7, r: w * 0.8 },
    c,
  );
}

function sprayer(art: GoodsArt): Subject {
  const c = art.color;
  const head = art.accentColor ?? '#f4f2ee';
  const w = 120;
  const h = 230;
  const defs = roundShade('gb', c, 0.3) + roundShade('gc', head, 0.2);
  const svg =
    `<rect x="${f(-w / 2)}" y="${f(-h)}" width="${f(w)}" height="${f(h)}" rx="26" fill="url(#gb)"/>` +
    `<rect x="-26" y="${f(-h - 26)}" width="52" height="34" rx="8" fill="url(#gc)"/>` +
    `<path d="M-34 ${f(-h - 26)}V${f(-h - 80)}Q-34 ${f(-h - 98)} -14 ${f(-h - 98)}H56L64 ${f(-h - 76)}H14V${f(-h - 26)}Z" fill="url(#gc)"/>` +
    `<rect x="56" y="${f(-h - 90)}" width="18" height="12" rx="3" fill="${darken(head, 0.3)}"/>` +
    `<path d="M14 ${f(-h - 70)}q30 10 26 50" stroke="${darken(head, 0.2)}" stroke-width="12" stroke-linecap="round" fill="none"/>` +
    `<path d="M-6 ${f(-h - 26)}V${f(-20)}" stroke="#ffffff" stroke-width="4" stroke-opacity=".45"/>` +
    label(-w * 0.4, -h * 0.7, w * 0.8, h * 0.42, '#fbfaf6', darken(c, 0.4));
  return subject(
    defs,
    svg,
    { minX: -w / 2 - 4, maxX: 80, minY: -h - 104, maxY: 4 },
    w,
    { x: 10, y: -h * 0.75, r: w * 0.9 },
    c,
  );
}

const METAL = linear(
  'gm',
  [
    [0, '#8f979b'],
    [0.3, '#eef1f2'],
    [0.55, '#c6ccd0'],
    [1, '#737c82'],
  ],
  0,
  0,
  1,
  0,
);

export interface Flat {
  defs: string;
  body: string;
  w: number;
  h: number;
  tint: string;
}

function shears(art: GoodsArt): Flat {
  const grip = art.color;
  const accent = art.accentColor ?? '#e8e4dc';
  const defs = METAL + roundShade('gc', grip, 0.25);
  const body =
    `<path d="M-6 -150C-40 -200 -30 -270 4 -300C10 -250 14 -200 10 -150Z" fill="url(#gm)"/>` +
    `<path d="M8 -150C40 -190 42 -250 22 -270C6 -230 -6 -190 -10 -150Z" fill="${darken('#c6ccd0', 0.15)}"/>` +
    `<path d="M-12 -150C-40 -100 -56 -40 -44 0Q-36 8 -28 0C-24 -40 -10 -100 4 -140Z" fill="url(#gc)"/>` +
    `<path d="M12 -150C40 -100 56 -40 48 0Q40 8 32 0C28 -40 12 -100 -2 -140Z" fill="url(#gc)"/>` +
    `<circle cy="-150" r="14" fill="${accent}" stroke="#6d767c" stroke-width="4"/>` +
    `<path d="M-4 -128Q0 -110 4 -128" stroke="#b7bec2" stroke-width="5" fill="none"/>`;
  return { defs, body, w: 120, h: 300, tint: grip };
}

function trowel(art: GoodsArt): Flat {
  const handle = art.color;
  const defs = METAL + roundShade('gc', handle, 0.25);
  const body =
    `<path d="M0 -330C-60 -300 -62 -210 -40 -160Q0 -140 40 -160C62 -210 60 -300 0 -330Z" fill="url(#gm)"/>` +
    `<path d="M0 -320V-160" stroke="#7f888d" stroke-width="5" stroke-opacity=".6"/>` +
    `<rect x="-7" y="-165" width="14" height="40" fill="#9aa2a6"/>` +
    `<rect x="-18" y="-130" width="36" height="130" rx="18" fill="url(#gc)"/>` +
    `<circle cy="-22" r="7" fill="${darken(handle, 0.45)}"/>`;
  return { defs, body, w: 130, h: 330, tint: handle };
}

function meter(art: GoodsArt): Flat {
  const ring = art.color;
  const needle = art.accentColor ?? '#d2553f';
  const defs = METAL + roundShade('gc', ring, 0.25);
  let ticks = '';
  for (let i = 0; i <= 10; i++) {
    const a = ((-60 + i * 12) * Math.PI) / 180;
    const r1 = i % 5 === 0 ? 40 : 46;
    ticks += `M${f(Math.sin(a) * r1)} ${f(-300 - Math.cos(a) * r1)}L${f(Math.sin(a) * 54)} ${f(-300 - Math.cos(a) * 54)}`;
  }
  const body =
    `<path d="M-5 -230V-30L0 0L5 -30V-230Z" fill="url(#gm)"/>` +
    `<rect x="-14" y="-250" width="28" height="30" rx="6" fill="${darken(ring, 0.2)}"/>` +
    `<circle cy="-300" r="72" fill="url(#gc)"/>` +
    `<circle cy="-300" r="60" fill="#fbfaf6"/>` +
    `<path d="M-46 -300A46 46 0 0 1 -23 -340" stroke="#c8574a" stroke-width="8" fill="none"/>` +
    `<path d="M23 -340A46 46 0 0 1 46 -300" stroke="#4f8f5b" stroke-width="8" fill="none"/>` +
    `<path d="${ticks}" stroke="#5b5f5c" stroke-width="3"/>` +
    `<path d="M0 -300L24 -338" stroke="${needle}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cy="-300" r="7" fill="#3d403e"/>`;
  return { defs, body, w: 150, h: 372, tint: ring };
}

/** Handheld lux meter: a rounded body, a grey screen with bars, a white sensor dome. */
function luxMeter(art: GoodsArt): Flat {
  const body = art.color;
  const accent = art.accentColor ?? '#f2c94c';
  const defs = roundShade('gc', body, 0.2);
  const svg =
    `<rect x="-60" y="-240" width="120" height="240" rx="26" fill="url(#gc)"/>` +
    `<circle cy="-262" r="30" fill="#f4f2ee"/><circle cx="-8" cy="-270" r="10" fill="#fff"/>` +
    `<rect x="-42" y="-210" width="84" height="70" rx="8" fill="#c9d3c4"/>` +
    `<path d="M-30 -162V-180M-18 -162V-188M-6 -162V-176M6 -162V-194M18 -162V-184M30 -162V-170" stroke="#44503f" stroke-width="6"/>` +
    `<circle cx="-22" cy="-100" r="12" fill="${accent}"/><circle cx="22" cy="-100" r="12" fill="${lighten(body, 0.3)}"/>` +
    `<rect x="-30" y="-60" width="60" height="10" rx="5" fill="${darken(body, 0.25)}"/>`;
  return { defs, body: svg, w: 130, h: 292, tint: body };
}

/** A tool seen from above on a table: rotated about its middle, with a soft offset shadow. */
function flatLay(flat: Flat, angle: number): Subject {
  const a = (angle * Math.PI) / 180;
  const box = emptyBox();
  for (const [x, y] of [
    [-flat.w / 2, flat.h / 2],
    [flat.w / 2, flat.h / 2],
    [-flat.w / 2, -flat.h / 2],
    [flat.w / 2, -flat.h / 2],
  ] as const) {
    grow(box, x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a), 10);
  }
  const rotate = `rotate(${f(angle)}) translate(0 ${f(flat.h / 2)})`;
  return {
    defs: flat.defs + shadowDefs,
    shadow: `<ellipse rx="${f(flat.w * 0.55)}" ry="${f(flat.h * 0.55)}" transform="translate(14 18) rotate(${f(angle)})" fill="url(#gh)"/>`,
    body: `<g transform="${rotate}">${flat.body}</g>`,
    box,
    baseY: box.maxY,
    footW: flat.w,
    focus: { x: 0, y: 0, r: Math.max(flat.w, flat.h) * 0.32 },
    tint: flat.tint,
    flat: true,
  };
}

/**
 * A flat tool lying on the floor, seen from the front: turned nearly level and foreshortened
 * (squashed in height) as the floor recedes; its box is the turned outline.
 */
function lying(flat: Flat, angle: number): Subject {
  const a = (angle * Math.PI) / 180;
  const squash = 0.5;
  const box = emptyBox();
  for (const [x, y] of [
    [-flat.w / 2, 0],
    [flat.w / 2, 0],
    [-flat.w / 2, -flat.h],
    [flat.w / 2, -flat.h],
  ] as const) {
    grow(box, x * Math.cos(a) - y * Math.sin(a), (x * Math.sin(a) + y * Math.cos(a)) * squash, 4);
  }
  // Turned about its foot, then lifted so the lowest point rests on the floor.
  const lift = box.maxY;
  const shift = `translate(0 ${f(-lift)}) scale(1 ${squash}) rotate(${f(angle)})`;
  const moved: Box = { ...box, minY: box.minY - lift, maxY: 0 };
  const cx = (moved.minX + moved.maxX) / 2;
  const w = moved.maxX - moved.minX;
  return {
    defs: flat.defs + shadowDefs,
    shadow: `<ellipse cx="${f(cx)}" cy="${f(-(moved.maxY - moved.minY) * 0.35)}" rx="${f(w * 0.56)}" ry="${f((moved.maxY - moved.minY) * 0.6)}" fill="url(#gh)"/>`,
    body: `<g transform="${shift}">${flat.body}</g>`,
    box: moved,
    baseY: 0,
    footW: w * 0.6,
    focus: {
      x: cx,
      y: (moved.minY + moved.maxY) / 2,
      r: Math.max(w, moved.maxY - moved.minY) * 0.35,
    },
    tint: flat.tint,
  };
}

/** Two of the same item side by side (a pot in two sizes, a bottle and its twin). */
export function pair(s: Subject): Subject {
  const w = s.box.maxX - s.box.minX;
  const k = 0.72;
  const backX = w * 0.42;
  const frontX = -w * 0.2;
  const box: Box = {
    minX: Math.min(frontX + s.box.minX, backX + s.box.minX * k),
    maxX: Math.max(frontX + s.box.maxX, backX + s.box.maxX * k),
    minY: Math.min(s.box.minY, s.box.minY * k),
    maxY: s.box.maxY,
  };
  const back = `<g transform="translate(${f(backX)} 0) scale(${k})">${s.shadow}${s.body}</g>`;
  const front = `<g transform="translate(${f(frontX)} 0)">${s.shadow}${s.body}</g>`;
  return { ...s, shadow: '', body: back + front, box, footW: box.maxX - box.minX };
}
