import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { darken, f, smoothClosed, transform } from '../svg.ts';
import {
  Sketch,
  depthFill,
  leafSymbol,
  ovalHalf,
  ovalLeaf,
  reach,
  stalk,
  veins,
} from './common.ts';
import { blossom, umbel } from './flowers.ts';
import { herbStems } from './herb.ts';

/**
 * Coin-like leaves. Pilea: round shields on long petioles from an upright stem; peperomia: a
 * clump of thick rounded leaves (striped like a watermelon with an accent colour); geranium:
 * scalloped leaves with a dark band and balls of flowers; african violet: a flat rosette with
 * flowers in the middle; mint: paired crinkled leaves up the stems.
 */
export function drawRound(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { hint } = ctx;
  if (/violet|바이올렛|saintpaulia/.test(hint)) drawViolet(sk);
  else if (/mint|민트|melissa|멜리사/.test(hint)) drawMint(sk);
  else if (/geranium|pelargonium|제라늄/.test(hint)) drawClump(sk, 'geranium');
  else if (
    /peperomia|페페|obtusifolia|watermelon|수박|argyreia/.test(hint) &&
    !/pilea|필레아/.test(hint)
  )
    drawClump(sk, 'peperomia');
  else drawPilea(sk);
  return sk.done();
}

function drawClump(sk: Sketch, kind: 'peperomia' | 'geranium'): void {
  const { ctx } = sk;
  const { rng, pal, plantH, potW } = ctx;
  if (kind === 'geranium') {
    // Round, scalloped leaves with a dark horseshoe band.
    const outline = Array.from({ length: 28 }, (_, i) => {
      const a = (i / 28) * Math.PI * 2;
      const r = i % 2 === 0 ? 50 : 45;
      return { x: Math.sin(a) * r, y: -50 - Math.cos(a) * r };
    });
    sk.defs = leafSymbol('r1', smoothClosed(outline, 0.2), {
      half: 'M0 0A50 50 0 0 0 0 -100Z',
      over: pal.accent
        ? `<circle cy="-50" r="30" fill="none" stroke="${pal.accent}" stroke-width="9" stroke-opacity=".45"/>`
        : '',
      veins: 'M0 -2L0 -96M0 -50L34 -84M0 -50L-34 -84M0 -50L44 -40M0 -50L-44 -40',
      veinColour: pal.light,
      veinOpacity: 0.35,
      veinWidth: 2,
    });
  } else {
    let stripes = '';
    if (pal.accent) for (let i = -3; i <= 3; i++) stripes += `M0 -4Q${i * 14} -50 ${i * 3} -96`;
    sk.defs = leafSymbol('r1', ovalLeaf(100, 40, 0.5, 0.55), {
      half: ovalHalf(100, 40, 0.5, 0.55),
      over: stripes
        ? `<path d="${stripes}" fill="none" stroke="${pal.accent}" stroke-width="7" stroke-opacity=".75"/>`
        : '',
      ...(stripes
        ? {}
        : { veins: 'M0 -2V-90', veinColour: pal.vein, veinOpacity: 0.35, veinWidth: 2 }),
      extra:
        '<path d="M-26 -34Q-22 -64 -6 -80" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" stroke-opacity=".22"/>',
    });
  }
  const count = { small: 10, medium: 15, large: 20 }[ctx.art.height] + rng.int(-1, 2);
  const leaves = Array.from({ length: count }, () => ({
    angle: rng.jitter(80),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let stems = '';
  for (const l of leaves) {
    const base = soilPoint(ctx, 0.6);
    const up = 1 - Math.abs(l.angle) / 90;
    const end = reach(
      base.x,
      base.y,
      l.angle * 0.9,
      plantH * rng.range(0.25, 0.45) * (0.6 + up * 0.5),
    );
    const len = plantH * rng.range(0.26, 0.34);
    stems += stalk(base.x, base.y, end.x, end.y, l.angle * 0.2);
    sk.leaf('r1', end.x, end.y, l.angle * 1.3 + rng.jitter(15), {
      len,
      w: 0.45,
      fill: depthFill(l.depth),
    });
    if (l.depth > 0.6 && sk.focus.r === 100)
      sk.focus = { x: end.x, y: end.y - len * 0.4, r: len * 1.1 };
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.022)}" stroke-linecap="round"/>` +
    sk.back;
  if (kind === 'geranium' && pal.flower) {
    sk.defs += blossom('bl', pal.flower, '#f6d46a', 5, 1, 0.75);
    let flowerStems = '';
    let flowers = '';
    const n = { small: 3, medium: 4, large: 5 }[ctx.art.height];
    for (let i = 0; i < n; i++) {
      const base = soilPoint(ctx, 0.3);
      const angle = ((i + 0.5) / n - 0.5) * 50 + rng.jitter(6);
      const end = reach(base.x, base.y, angle, plantH * rng.range(0.75, 0.9));
      flowerStems += stalk(base.x, base.y, end.x, end.y, angle * 0.3);
      flowers += umbel(sk, rng, 'bl', end.x, end.y, plantH * 0.07, 14, plantH * 0.04);
      if (i === 0) sk.focus = { x: end.x, y: end.y, r: plantH * 0.17 };
    }
    sk.add(
      `<path d="${flowerStems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.014)}" stroke-linecap="round"/>${flowers}`,
    );
    sk.closeUpLabel = '꽃과 잎';
  }
}

/** Pilea: the petiole meets the shield a little off its centre; veins radiate from that spot. */
function drawPilea(sk: Sketch): void {
  const { rng, pal, plantH, potW, rimRy } = sk.ctx;
  let radial = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    radial += `M0 8L${f(Math.sin(a) * 44)} ${f(-Math.cos(a) * 44)}`;
  }
  sk.defs =
    `<g id="r1"><circle r="50"/><path d="M0 -50A50 50 0 0 1 0 50Z" fill="#0c1a14" fill-opacity=".12"/>` +
    `<path d="${radial}" stroke="${pal.vein}" stroke-width="2" stroke-opacity=".35"/><circle cy="8" r="4" fill="${pal.light}"/>` +
    `<path d="M-34 -12Q-30 -34 -10 -40" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" stroke-opacity=".2"/></g>`;
  const h = plantH * rng.range(0.35, 0.5);
  const stemTop = { x: rng.jitter(potW * 0.06), y: -h };
  const count = { small: 13, medium: 19, large: 26 }[sk.ctx.art.height] + rng.int(-2, 2);
  const leaves = Array.from({ length: count }, () => ({
    k: rng.range(0.2, 1),
    angle: rng.jitter(100),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let petioles = '';
  const disks: string[] = [];
  for (const l of leaves) {
    const at = { x: stemTop.x * l.k, y: rimRy * 0.3 + (stemTop.y - rimRy * 0.3) * l.k };
    const len = plantH * rng.range(0.28, 0.42) * (1.1 - l.k * 0.3);
    const end = reach(at.x, at.y, l.angle, len);
    const r = plantH * rng.range(0.1, 0.14) * (1.05 - l.k * 0.2);
    petioles += stalk(at.x, at.y, end.x, end.y, l.angle * 0.15);
    const squash = rng.range(0.45, 0.95);
    disks.push(
      `<use href="#r1" transform="${transform(end.x, end.y, l.angle + rng.jitter(20), r / 50, (r / 50) * squash)}" fill="${depthFill(l.depth)}"/>`,
    );
    sk.point(end.x, end.y, r);
    if (l.depth > 0.7 && sk.focus.r === 100) sk.focus = { x: end.x, y: end.y, r: r * 2.2 };
  }
  sk.add(
    `<path d="M0 ${f(rimRy * 0.3)}Q${f(stemTop.x * 0.3)} ${f(-h * 0.5)} ${f(stemTop.x)} ${f(stemTop.y)}" stroke="${pal.stem}" stroke-width="${f(potW * 0.04)}" stroke-linecap="round" fill="none"/>` +
      `<path d="${petioles}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.012)}" stroke-linecap="round"/>` +
      disks.join(''),
  );
}

/** Mint: square stems with pairs of crinkled leaves. */
function drawMint(sk: Sketch): void {
  const { rng, pal, plantH, potW } = sk.ctx;
  sk.defs = leafSymbol('r1', ovalLeaf(100, 40, 0.42, 0.5), {
    half: ovalHalf(100, 40, 0.42, 0.5),
    veins: veins(100, 40, 5, 0.12, 0.8),
    veinColour: darken(pal.base, 0.25),
    veinOpacity: 0.5,
    veinWidth: 2.4,
  });
  herbStems(sk, {
    leaf: 'r1',
    leafLen: plantH * 0.2,
    stems: rng.int(5, 7),
    stemColour: pal.stem,
    stemWidth: potW * 0.018,
    w: 0.4,
  });
  sk.focus = { x: 0, y: -plantH * 0.55, r: plantH * 0.28 };
}

/** African violet: a flat rosette of round, velvety leaves and a posy of flowers in the middle. */
function drawViolet(sk: Sketch): void {
  const { rng, pal, potW, rimRy } = sk.ctx;
  sk.defs = leafSymbol('r1', ovalLeaf(100, 44, 0.55, 0.75), {
    half: ovalHalf(100, 44, 0.55, 0.75),
    veins: veins(100, 44, 3, 0.2, 0.6),
    veinColour: pal.light,
    veinOpacity: 0.4,
    veinWidth: 2,
  });
  const leaves: { angle: number; len: number; z: number }[] = [];
  for (let ring = 0; ring < 2; ring++) {
    const n = ring === 0 ? 9 : 6;
    for (let i = 0; i < n; i++) {
      const az = ((i + ring * 0.5) / n) * Math.PI * 2;
      const elev = ring === 0 ? 0.15 : 0.55;
      const sx = Math.cos(elev) * Math.cos(az);
      const sy = Math.sin(elev) * 0.87 - Math.cos(elev) * Math.sin(az) * 0.5;
      leaves.push({
        angle: (Math.atan2(sx, sy) * 180) / Math.PI,
        len: potW * (ring === 0 ? 0.62 : 0.48) * Math.max(0.5, Math.hypot(sx, sy)),
        z: Math.sin(az),
      });
    }
  }
  for (const l of leaves.sort((a, b) => a.z - b.z)) {
    sk.leaf('r1', 0, -rimRy * 0.2, l.angle, {
      len: l.len,
      w: 0.44,
      fill: l.z > 0.3 ? 'url(#lgl)' : l.z < -0.3 ? 'url(#lgd)' : 'url(#lg)',
      front: l.z > 0,
    });
  }
  if (pal.flower) {
    sk.defs += blossom('bl', pal.flower, '#f6d23c', 5, 1, 0.85);
    sk.add(umbel(sk, rng, 'bl', 0, -potW * 0.28, potW * 0.18, 9, potW * 0.11), true);
    sk.closeUpLabel = '꽃과 잎';
  }
  sk.focus = { x: 0, y: -potW * 0.25, r: potW * 0.38 };
}
