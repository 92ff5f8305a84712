import type { PlantContext, PlantDrawing } from '../model.ts';
import { darken, f, mix, transform } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { Sketch, leafSymbol, ovalHalf, ovalLeaf, quadStart, reach, ribbon } from './common.ts';

/**
 * Upright blades. Sansevieria: flat blades with wavy cross-bands (and a margin when it has an
 * accent colour); stuckyi: round spears; dracaena / yucca: canes topped by arching straps; lucky
 * bamboo: green jointed canes with a few leaves; bird's nest fern: a rosette of wavy straps.
 */
export function drawSword(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  if (/asplenium|아비스|nidus|bird/.test(ctx.hint)) {
    drawNest(sk);
  } else if (
    /dracaena|드라세나|dracena|marginata|마지나타|행운목|yucca|유카|massangeana|cordyline|bamboo|개운죽|sanderiana/.test(
      ctx.hint,
    )
  ) {
    drawCane(sk);
  } else {
    drawBlades(sk, /stuck|스투키|cylindr|원통/.test(ctx.hint));
  }
  return sk.done();
}

function bands(dark: string, light: string, seed: () => number): string {
  let d = '';
  let l = '';
  for (let y = -4; y > -100; y -= 5.5 + seed() * 3) {
    const wob = (): string => f(seed() * 3 - 1.5);
    const line = `M-12 ${f(y)}l4 ${wob()}l4 ${wob()}l4 ${wob()}l4 ${wob()}l4 ${wob()}l4 ${wob()}`;
    if (Math.round(-y) % 2 === 0) d += line;
    else l += line;
  }
  return (
    `<path d="${d}" fill="none" stroke="${dark}" stroke-width="2.2" stroke-opacity=".55"/>` +
    `<path d="${l}" fill="none" stroke="${light}" stroke-width="1.6" stroke-opacity=".35"/>`
  );
}

function drawBlades(sk: Sketch, round: boolean): void {
  const { ctx } = sk;
  const { rng, pal, plantH, potW } = ctx;
  const margin = pal.accent
    ? (id: string) => `<use href="#${id}b" fill="none" stroke="${pal.accent}" stroke-width="3.2"/>`
    : () => '';
  const blade1 =
    'M-6 0C-9 -22 -10 -42 -8 -62C-6 -80 -2 -92 1 -100C3 -90 9 -76 9 -56C9 -36 8 -16 6 0Z';
  const blade2 =
    'M-6 0C-8 -20 -9 -44 -9 -60C-8 -80 -4 -93 -1 -100C3 -92 8 -78 9 -60C10 -40 8 -18 6 0Z';
  const spear =
    'M-5 0C-5 -30 -5.2 -70 -4.6 -90C-4 -96 -1.5 -100 0 -100C1.5 -100 4 -96 4.6 -90C5.2 -70 5 -30 5 0Z';
  const half1 = 'M1 -100C3 -90 9 -76 9 -56C9 -36 8 -16 6 0H0Z';
  const half2 = 'M-1 -100C3 -92 8 -78 9 -60C10 -40 8 -18 6 0H0Z';
  const spearHalf = 'M0 -100C1.5 -100 4 -96 4.6 -90C5.2 -70 5 -30 5 0H0Z';
  const grooves = `<path d="M-1.8 -2V-92M1.8 -2V-92" stroke="${pal.light}" stroke-width=".7" stroke-opacity=".5"/>`;
  if (round) {
    sk.defs = leafSymbol('s1', spear, {
      inside: bands(pal.dark, pal.light, rng.next) + grooves,
      half: spearHalf,
      shade: 0.2,
    });
  } else {
    sk.defs =
      leafSymbol('s1', blade1, {
        inside: bands(pal.dark, pal.light, rng.next) + margin('s1'),
        half: half1,
        shade: 0.16,
      }) +
      leafSymbol('s2', blade2, {
        inside: bands(pal.dark, pal.light, rng.next) + margin('s2'),
        half: half2,
        shade: 0.16,
      });
  }
  const count = { small: 5, medium: 7, large: 9 }[ctx.art.height] + rng.int(-1, 1);
  const blades = Array.from({ length: count }, (_, i) => {
    const centre = 1 - Math.abs((i / (count - 1)) * 2 - 1);
    return {
      x: ((i / (count - 1)) * 2 - 1) * potW * (round ? 0.1 : 0.26) + rng.jitter(potW * 0.04),
      angle: ((i / (count - 1)) * 2 - 1) * (round ? 24 : 16) + rng.jitter(5),
      len: plantH * (0.55 + centre * 0.4) * rng.range(0.9, 1.08),
      depth: rng.next(),
    };
  }).sort((a, b) => a.depth - b.depth);
  for (const [i, b] of blades.entries()) {
    const halfW = round ? plantH * 0.034 : b.len * rng.range(0.075, 0.095);
    const sx = halfW / (round ? 5 : 9);
    const fill = b.depth < 0.3 ? 'url(#lgd)' : 'url(#lg)';
    const y = ctx.rimRy * (0.3 + rng.next() * 0.4);
    const id = round || i % 2 === 0 ? 's1' : 's2';
    sk.add(
      `<use href="#${id}" transform="${transform(b.x, y, b.angle, rng.chance(0.5) ? -sx : sx, b.len / 100)}" fill="${fill}"/>`,
    );
    const tip = reach(b.x, y, b.angle, b.len);
    sk.point(tip.x, tip.y, 6);
    sk.point(b.x - halfW * 1.3, y);
    sk.point(b.x + halfW * 1.3, y);
    sk.point(tip.x + halfW, tip.y + b.len * 0.4);
    sk.point(tip.x - halfW, tip.y + b.len * 0.4);
  }
  const tallest = blades.reduce((a, b) => (b.len > a.len ? b : a));
  sk.focus = { x: tallest.x, y: -tallest.len * 0.55, r: plantH * 0.22 };
}

/** Bird's nest fern: a rosette of broad, glossy, wavy straps with a dark midrib. */
function drawNest(sk: Sketch): void {
  const { rng, pal, plantH, potW, rimRy } = sk.ctx;
  const shapes: [Pt, Pt][] = [
    [
      { x: 3, y: -55 },
      { x: 12, y: -100 },
    ],
    [
      { x: 14, y: -55 },
      { x: 42, y: -88 },
    ],
    [
      { x: 30, y: -48 },
      { x: 74, y: -58 },
    ],
  ];
  const o = { x: 0, y: 0 };
  sk.defs = shapes
    .map(([p1, p2], i) => {
      const [, c1, c2] = quadStart(o, p1, p2, 0.92);
      return `<g id="a${i}"><path d="${ribbon(o, p1, p2, 13, 8, 0.9, true)}"/><path d="M0 0Q${f(c1.x)} ${f(c1.y)} ${f(c2.x)} ${f(c2.y)}" fill="none" stroke="${pal.deep}" stroke-width="2" stroke-opacity=".7"/></g>`;
    })
    .join('');
  const count = { small: 11, medium: 15, large: 19 }[sk.ctx.art.height];
  const leaves = Array.from({ length: count }, (_, i) => ({
    a: (i / (count - 1)) * 2 - 1 + rng.jitter(0.08),
    depth: rng.next(),
  })).sort((a, b) => Math.abs(a.a) - Math.abs(b.a));
  for (const l of leaves) {
    const kind = Math.min(2, Math.floor(Math.abs(l.a) * 3));
    const flip = l.a < 0;
    const k = (plantH / 100) * rng.range(0.75, 0.95) * (kind === 2 ? 0.8 : 1);
    const tilt = (Math.abs(l.a) * 3 - kind) * 14 * (flip ? -1 : 1);
    const [p1, p2] = shapes[kind]!;
    const fill = l.depth < 0.3 ? 'url(#lgd)' : l.depth > 0.8 ? 'url(#lgl)' : 'url(#lg)';
    sk.place(
      `a${kind}`,
      rng.jitter(potW * 0.05),
      rimRy * 0.3,
      tilt,
      flip ? -k : k,
      k,
      fill,
      kind === 2,
      [p1, p2, { x: p2.x * 0.6, y: p2.y * 0.7 }],
      8,
    );
  }
  sk.focus = { x: 0, y: -plantH * 0.6, r: plantH * 0.3 };
}

function drawCane(sk: Sketch): void {
  const { ctx } = sk;
  const { rng, pal, plantH, potW } = ctx;
  const bamboo = /bamboo|개운죽|sanderiana/.test(ctx.hint);
  const stripe = (d: string): string =>
    pal.accent
      ? `<path d="${d}" stroke="${pal.accent}" stroke-width="2.2" fill="none" stroke-opacity=".9"/>`
      : '';
  const strap1 = 'M-4 0C-6 -30 -2 -70 12 -100C6 -70 5 -30 4 0Z';
  const strap2 = 'M-4 0C-3 -35 2 -68 20 -96C9 -68 6 -34 4 0Z';
  sk.defs = bamboo
    ? leafSymbol('s1', ovalLeaf(100, 15, 0.4, 0.3), {
        half: ovalHalf(100, 15, 0.4, 0.3),
        veins: 'M0 -2V-92',
        veinColour: pal.light,
        veinOpacity: 0.5,
        veinWidth: 1.5,
      }) + leafSymbol('s2', ovalLeaf(100, 13, 0.45, 0.3), { half: ovalHalf(100, 13, 0.45, 0.3) })
    : leafSymbol('s1', strap1, { over: stripe('M0 -2C-.5 -30 1.5 -60 7 -85') }) +
      leafSymbol('s2', strap2, { over: stripe('M0 -2C0 -33 3 -60 13 -83') });
  const canes = bamboo ? 3 : ctx.art.height === 'small' ? 1 : ctx.art.height === 'medium' ? 2 : 3;
  const bark = bamboo ? mix(pal.base, '#b5c46a', 0.35) : '#8b7b66';
  let trunks = '';
  let rings = '';
  const tufts: { x: number; y: number; size: number }[] = [];
  for (let c = 0; c < canes; c++) {
    const x = canes === 1 ? 0 : ((c / (canes - 1)) * 2 - 1) * potW * 0.12;
    const h = plantH * (canes === 1 ? 0.45 : ([0.6, 0.38, 0.22][c] ?? 0.3)) * rng.range(0.9, 1.1);
    const topX = x + rng.jitter(potW * 0.08);
    const w = potW * (bamboo ? 0.045 : 0.05);
    trunks += `M${f(x - w)} ${f(ctx.rimRy * 0.5)}L${f(topX - w * 0.8)} ${f(-h)}L${f(topX + w * 0.8)} ${f(-h)}L${f(x + w)} ${f(ctx.rimRy * 0.5)}Z`;
    for (let y = -h * 0.15; y > -h; y -= potW * (bamboo ? 0.28 : 0.06)) {
      const rx = x + ((topX - x) * -y) / h;
      rings += `M${f(rx - w * 0.8)} ${f(y)}q${f(w * 0.8)} 3 ${f(w * 1.6)} 0`;
    }
    tufts.push({
      x: topX,
      y: -h,
      size: plantH * (bamboo ? 0.22 : 0.36) * (canes === 1 ? 1.1 : 1 - c * 0.12),
    });
  }
  sk.add(
    `<path d="${trunks}" fill="${bark}"/><path d="${trunks}" fill="#000" fill-opacity=".12" clip-path="url(#rh)"/>` +
      `<path d="${rings}" stroke="${bamboo ? darken(bark, 0.25) : '#5f5243'}" stroke-width="${bamboo ? 4 : 2.5}" fill="none" stroke-opacity=".5"/>`,
  );
  for (const t of tufts) {
    const n = rng.int(13, 18);
    const straps = Array.from({ length: n }, () => ({
      angle: rng.jitter(120),
      depth: rng.next(),
    })).sort((a, b) => Math.abs(b.angle) - Math.abs(a.angle));
    for (const s of straps) {
      const len = t.size * rng.range(0.7, 1) * (1 - Math.abs(s.angle) / 300);
      const flip = s.angle < 0;
      sk.leaf(rng.chance(0.5) ? 's1' : 's2', t.x, t.y, s.angle, {
        len,
        w: 0.14,
        fill: s.depth < 0.3 ? 'url(#lgd)' : s.depth > 0.85 ? 'url(#lgl)' : 'url(#lg)',
        flip,
      });
    }
  }
  const top = tufts[0]!;
  sk.point(-potW * 0.2, ctx.rimRy);
  sk.focus = { x: top.x, y: top.y - top.size * 0.3, r: top.size * 0.7 };
}
