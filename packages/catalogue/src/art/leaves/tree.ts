import type { PlantContext, PlantDrawing } from '../model.ts';
import type { Rng } from '../prng.ts';
import { darken, f, lighten, transform } from '../svg.ts';
import { Sketch, leafSymbol, ovalHalf, ovalLeaf, veins } from './common.ts';

type Crown = 'small' | 'olive' | 'palmate' | 'big' | 'fleshy' | 'cone';

function crownOf(hint: string): Crown {
  if (/olive|올리브|olea|eucalyptus|유칼립/.test(hint)) return 'olive';
  if (/schefflera|홍콩야자|umbrella|셰플레라|쉐플레라|pachira|파키라/.test(hint)) return 'palmate';
  if (/benghal|뱅갈|umbellata|움벨라타|lyrata/.test(hint)) return 'big';
  if (/crassula|염자|jade|금전목|portulacaria/.test(hint)) return 'fleshy';
  if (/cypress|율마|conifer|측백|juniper|주니퍼/.test(hint)) return 'cone';
  return 'small';
}

/** A bunch of leaves around a twig tip, as one symbol used all over the crown. */
function cluster(id: string, rng: Rng, leaves: number, palmate: boolean, reach: number): string {
  let out = `<g id="${id}">`;
  for (let i = 0; i < leaves; i++) {
    const a = palmate ? (i / leaves) * 300 - 150 + rng.jitter(8) : rng.range(-170, 170);
    const d = palmate ? 0 : rng.range(0, reach);
    const r = (a * Math.PI) / 180;
    const s = palmate ? 1 - Math.abs(a) / 400 : rng.range(0.7, 1);
    out += `<use href="#e1" transform="${transform(Math.sin(r) * d, -Math.cos(r) * d, a, s)}"/>`;
  }
  return `${out}</g>`;
}

/**
 * A small tree: a trunk that forks into branches and a crown of leaf clusters, darker at the
 * back. The leaves follow the species: small ovals (ficus, radermachera), narrow silvery olive
 * leaves, palmate umbrellas (schefflera, pachira with its braided trunk), big veined leaves
 * (bengal fig), fleshy red-edged pads (jade), or a cone of feathery sprays (lemon cypress).
 */
export function drawTree(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  const crown = crownOf(ctx.hint);
  if (crown === 'cone') return drawCone(sk);
  const leafW = { small: 30, olive: 13, palmate: 20, big: 36, fleshy: 42, cone: 0 }[crown];
  const leafShape = ovalLeaf(
    100,
    leafW,
    crown === 'fleshy' ? 0.55 : 0.45,
    crown === 'fleshy' ? 0.7 : 0.35,
  );
  const leafHalf = ovalHalf(
    100,
    leafW,
    crown === 'fleshy' ? 0.55 : 0.45,
    crown === 'fleshy' ? 0.7 : 0.35,
  );
  sk.defs =
    leafSymbol('e1', leafShape, {
      half: leafHalf,
      ...(crown === 'fleshy' && pal.accent ? { margin: pal.accent } : {}),
      ...(crown === 'olive' || crown === 'fleshy'
        ? {}
        : {
            veins: veins(100, leafW, crown === 'big' ? 6 : 3),
            veinColour: crown === 'big' && pal.accent ? pal.accent : pal.vein,
            veinOpacity: crown === 'big' ? 0.7 : 0.3,
            veinWidth: crown === 'big' ? 2 : 3,
          }),
      ...(crown === 'fleshy'
        ? {
            extra:
              '<path d="M-18 -30Q-16 -60 -4 -78" stroke="#fff" stroke-width="7" stroke-linecap="round" fill="none" stroke-opacity=".25"/>',
          }
        : {}),
    }) +
    cluster(
      'k1',
      rng,
      { small: 14, olive: 14, palmate: 7, big: 4, fleshy: 9, cone: 0 }[crown],
      crown === 'palmate',
      30,
    ) +
    cluster(
      'k2',
      rng,
      { small: 12, olive: 12, palmate: 6, big: 3, fleshy: 7, cone: 0 }[crown],
      crown === 'palmate',
      24,
    );
  const fleshy = crown === 'fleshy';
  const crownY = -plantH * (fleshy ? 0.62 : 0.7);
  const crownRx = plantH * (fleshy ? 0.42 : crown === 'big' ? 0.34 : 0.3);
  const crownRy = plantH * (fleshy ? 0.28 : 0.25);
  const forkY = -plantH * (fleshy ? rng.range(0.22, 0.3) : rng.range(0.36, 0.46));
  const trunkW = potW * (fleshy ? 0.09 : crown === 'olive' ? 0.05 : 0.04);
  const bark = fleshy
    ? '#8a7f5e'
    : crown === 'olive'
      ? '#8f8373'
      : crown === 'palmate'
        ? '#8d8060'
        : '#8a7660';
  const lean = rng.jitter(potW * 0.1);
  const braided = /pachira|파키라/.test(ctx.hint);
  if (braided) {
    // Money tree: three stems twisted into a braid.
    let braid = '';
    for (let s = 0; s < 3; s++) {
      let d = '';
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        const y = rimRy * 0.5 + (forkY - rimRy * 0.5) * t;
        const x = lean * t + Math.sin(t * Math.PI * 3 + (s * Math.PI * 2) / 3) * trunkW * 1.2;
        d += `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`;
      }
      braid += `<path d="${d}" fill="none" stroke="${s === 1 ? lighten(bark, 0.12) : bark}" stroke-width="${f(trunkW * 0.9)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    sk.add(braid);
  } else {
    const trunk =
      `M${f(-trunkW)} ${f(rimRy * 0.5)}C${f(-trunkW * 1.2 + lean * 0.2)} ${f(forkY * 0.4)} ${f(lean - trunkW * 0.9)} ${f(forkY * 0.7)} ${f(lean - trunkW * 0.6)} ${f(forkY)}` +
      `L${f(lean + trunkW * 0.6)} ${f(forkY)}C${f(lean + trunkW * 0.9)} ${f(forkY * 0.7)} ${f(trunkW * 1.2 + lean * 0.2)} ${f(forkY * 0.4)} ${f(trunkW)} ${f(rimRy * 0.5)}Z`;
    sk.add(
      `<path d="${trunk}" fill="${bark}"/><path d="${trunk}" fill="#000" fill-opacity=".18" clip-path="url(#rh)"/>`,
    );
  }
  const count =
    { small: 18, olive: 16, palmate: 12, big: 9, fleshy: 20, cone: 0 }[crown] +
    { small: -3, medium: 0, large: 4 }[ctx.art.height] +
    rng.int(-1, 1);
  const spots = Array.from({ length: count }, () => {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.85;
    return {
      x: lean + Math.cos(a) * d * crownRx,
      y: crownY + Math.sin(a) * d * crownRy,
      z: Math.sin(a) * d + rng.jitter(0.3),
    };
  }).sort((a, b) => a.z - b.z);
  let branches = '';
  for (const s of spots.filter((_, i) => fleshy || i % 2 === 0)) {
    branches += `M${f(lean)} ${f(forkY)}Q${f((lean + s.x) / 2)} ${f(forkY + (s.y - forkY) * 0.3)} ${f(s.x)} ${f(s.y)}`;
  }
  sk.add(
    `<path d="${branches}" fill="none" stroke="${bark}" stroke-width="${f(trunkW * (fleshy ? 0.35 : 0.45))}" stroke-linecap="round"/>`,
  );
  const leafScale =
    plantH *
    { small: 0.00095, olive: 0.0011, palmate: 0.0018, big: 0.0024, fleshy: 0.0011, cone: 0 }[crown];
  for (const [i, s] of spots.entries()) {
    const depth = i / (spots.length - 1);
    const fill = depth < 0.35 ? 'url(#lgd)' : depth > 0.8 ? 'url(#lgl)' : 'url(#lg)';
    const scale = leafScale * rng.range(0.85, 1.15);
    sk.add(
      `<use href="#k${1 + (i % 2)}" transform="${transform(s.x, s.y, rng.range(-30, 30), scale)}" fill="${fill}"/>`,
    );
    sk.point(s.x, s.y, 125 * scale);
  }
  sk.point(0, rimRy);
  const front = spots[spots.length - 1]!;
  sk.focus = { x: front.x, y: front.y, r: Math.max(plantH * 0.17, 140 * leafScale) };
  return sk.done();
}

/** Lemon cypress: a narrow cone of bright, feathery sprays on a short trunk. */
function drawCone(sk: Sketch): PlantDrawing {
  const { rng, pal, plantH, potW, rimRy } = sk.ctx;
  let spray = '<g id="cs">';
  for (let i = 0; i < 9; i++) {
    const a = ((i / 8) * 2 - 1) * 50;
    spray += `<path d="M0 0Q${f(Math.sin((a * Math.PI) / 180) * 30)} -40 ${f(Math.sin((a * Math.PI) / 180) * 46)} ${f(-Math.cos((a * Math.PI) / 180) * 90)}" stroke-width="${i % 2 ? 5 : 7}"/>`;
  }
  spray += '</g>';
  sk.defs = spray;
  const trunkTop = -plantH * 0.12;
  sk.add(
    `<path d="M-${f(potW * 0.03)} ${f(rimRy * 0.4)}L0 ${f(trunkTop)}L${f(potW * 0.03)} ${f(rimRy * 0.4)}Z" fill="#7a6650"/>`,
  );
  const h = plantH * 0.92;
  const base = -plantH * 0.08;
  const w = plantH * 0.22;
  const n = { small: 70, medium: 95, large: 120 }[sk.ctx.art.height];
  // A solid cone under the sprays, so no gaps show through.
  sk.add(
    `<path d="M${f(-w)} ${f(base)}Q${f(-w * 0.7)} ${f(base - h * 0.5)} 0 ${f(base - h)}Q${f(w * 0.7)} ${f(base - h * 0.5)} ${f(w)} ${f(base)}Q0 ${f(base + w * 0.25)} ${f(-w)} ${f(base)}Z" fill="${darken(pal.base, 0.15)}"/>`,
  );
  const sprays = Array.from({ length: n }, () => {
    const t = rng.next() ** 0.8;
    const y = base - t * h;
    const half = (w * (1 - t) ** 0.9 + plantH * 0.02) * 0.92;
    return { x: rng.range(-half, half), y, z: rng.next(), t };
  }).sort((a, b) => a.z - b.z);
  const colours = [
    darken(pal.base, 0.2),
    pal.base,
    lighten(pal.base, 0.15),
    lighten(pal.base, 0.3),
  ];
  for (const s of sprays) {
    const colour = colours[Math.min(3, Math.floor(s.z * 4))]!;
    const k = plantH * rng.range(0.0008, 0.0011) * (1.1 - s.t * 0.4);
    sk.add(
      `<use href="#cs" transform="${transform(s.x, s.y, rng.jitter(40) + s.x * 0.1, k)}" stroke="${colour}" fill="none" stroke-linecap="round"/>`,
    );
    sk.point(s.x, s.y, 95 * k);
  }
  sk.point(0, rimRy);
  sk.focus = { x: 0, y: base - h * 0.45, r: plantH * 0.2 };
  return sk.done();
}
