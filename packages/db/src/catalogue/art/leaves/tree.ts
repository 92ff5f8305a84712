import type { PlantContext, PlantDrawing } from '../model.ts';
import type { Rng } from '../prng.ts';
import { f, transform } from '../svg.ts';
import { Sketch, leafSymbol, ovalHalf, ovalLeaf, veins } from './common.ts';

/** A bunch of small leaves around a twig tip, as one symbol used all over the crown. */
function cluster(id: string, rng: Rng, leaves: number, palmate: boolean): string {
  let out = `<g id="${id}">`;
  for (let i = 0; i < leaves; i++) {
    const a = palmate ? (i / leaves) * 360 + rng.jitter(8) : rng.range(-170, 170);
    const d = palmate ? 0 : rng.range(0, 30);
    const r = (a * Math.PI) / 180;
    const s = rng.range(0.7, 1);
    out += `<use href="#e1" transform="${transform(Math.sin(r) * d, -Math.cos(r) * d, a, s)}"/>`;
  }
  return `${out}</g>`;
}

/**
 * A small tree: a trunk that forks into branches, a crown of leaf clusters (olive, ficus,
 * schefflera). The crown is clusters placed around an ellipse, darker at the back.
 */
export function drawTree(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  const olive = /olive|올리브|eucalyptus|유칼립|rosemary|로즈마리/.test(ctx.hint);
  const palmate = /schefflera|홍콩야자|umbrella|셰플레라|쉐플레라/.test(ctx.hint);
  const leafW = olive ? 13 : palmate ? 22 : 30;
  sk.defs =
    leafSymbol('e1', ovalLeaf(100, leafW, 0.45, 0.35), {
      half: ovalHalf(100, leafW, 0.45, 0.35),
      veins: olive ? undefined : veins(100, leafW, 3),
      veinColour: pal.vein,
      veinOpacity: 0.3,
      veinWidth: 3,
    }) +
    cluster('k1', rng, palmate ? 8 : 12, palmate) +
    cluster('k2', rng, palmate ? 7 : 10, palmate);
  const crownY = -plantH * 0.7;
  const crownRx = plantH * (olive ? 0.32 : 0.3);
  const crownRy = plantH * 0.25;
  const forkY = -plantH * rng.range(0.36, 0.46);
  const trunkW = potW * (olive ? 0.05 : 0.04);
  const bark = olive ? '#8f8373' : '#8a7660';
  const lean = rng.jitter(potW * 0.1);
  // Trunk as a tapering shape, with a slight twist for an olive.
  const trunk =
    `M${f(-trunkW)} ${f(rimRy * 0.5)}C${f(-trunkW * 1.2 + lean * 0.2)} ${f(forkY * 0.4)} ${f(lean - trunkW * 0.9)} ${f(forkY * 0.7)} ${f(lean - trunkW * 0.6)} ${f(forkY)}` +
    `L${f(lean + trunkW * 0.6)} ${f(forkY)}C${f(lean + trunkW * 0.9)} ${f(forkY * 0.7)} ${f(trunkW * 1.2 + lean * 0.2)} ${f(forkY * 0.4)} ${f(trunkW)} ${f(rimRy * 0.5)}Z`;
  const count = { small: 7, medium: 10, large: 14 }[ctx.art.height] + rng.int(-1, 2);
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
  for (const s of spots.filter((_, i) => i % 2 === 0)) {
    branches += `M${f(lean)} ${f(forkY)}Q${f((lean + s.x) / 2)} ${f(forkY + (s.y - forkY) * 0.3)} ${f(s.x)} ${f(s.y)}`;
  }
  sk.add(
    `<path d="${trunk}" fill="${bark}"/><path d="${trunk}" fill="#000" fill-opacity=".18" clip-path="url(#rh)"/>` +
      `<path d="${branches}" fill="none" stroke="${bark}" stroke-width="${f(trunkW * 0.45)}" stroke-linecap="round"/>`,
  );
  const leafScale = plantH * (olive ? 0.0011 : palmate ? 0.0016 : 0.0009);
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
  sk.focus = { x: front.x, y: front.y, r: plantH * 0.17 };
  return sk.done();
}
