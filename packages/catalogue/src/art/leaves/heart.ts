import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { darken, ellipsePath, f, lighten, transform } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { spathe } from './flowers.ts';
import {
  Sketch,
  depthFill,
  heartHalf,
  heartLeaf,
  leafSymbol,
  quad,
  quadAngle,
  reach,
  splotches,
  stalk,
  veins,
} from './common.ts';

/** Heart-shaped leaves (pothos, heartleaf philodendron): a mound, and vines over the rim. */
export function drawHeart(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  // Pothos marbling: streaks that follow the side veins.
  const marble = (w: number): string =>
    pal.accent
      ? `<path d="${splotches(rng, 14, w)}" fill="${pal.accent}" fill-opacity=".85"/>`
      : '';
  const arrow = /alocasia|알로카시아|syngonium|싱고니움/.test(ctx.hint);
  const low = /cyclamen|시클라멘/.test(ctx.hint);
  if (/adansonii|아단소니|obliqua/.test(ctx.hint)) {
    // Swiss cheese vine: an oval blade with rows of holes either side of the midrib.
    for (const id of ['h1', 'h2']) {
      let holes = '';
      let rightHoles = '';
      for (const side of [1, -1]) {
        for (let i = 0; i < 3; i++) {
          const y = -20 - i * 17 + rng.jitter(2);
          // Keep each hole well inside the blade, which narrows toward the tip.
          const hw = 34 * 0.8 * Math.sin(Math.PI * (-y / 100)) ** 1.2;
          const hole = ellipsePath(
            side * hw * 0.5,
            y,
            hw * rng.range(0.2, 0.26),
            hw * 0.1,
            side * -30,
          );
          holes += hole;
          if (side > 0) rightHoles += hole;
        }
      }
      sk.defs += leafSymbol(id, heartLeaf(100, 34, 0.06, 0.3) + holes, {
        evenOdd: true,
        half: heartHalf(100, 34, 0.06, 0.3) + rightHoles,
        veins: 'M0 -2V-92',
        veinColour: pal.vein,
        veinOpacity: 0.35,
        veinWidth: 1.6,
      });
    }
  } else if (arrow) {
    // Arrow-shaped blades; alocasia's bold pale veins, syngonium's pale centre.
    const alocasia = /alocasia|알로카시아/.test(ctx.hint);
    const w = alocasia ? 40 : 36;
    const body = `M0 0C${w * 0.3} 8 ${w * 0.85} 30 ${w} 24C${w * 1.06} -10 ${w * 0.8} -55 0 -100C${-w * 0.8} -55 ${-w * 1.06} -10 ${-w} 24C${-w * 0.85} 30 ${-w * 0.3} 8 0 0Z`;
    const half = `M0 0C${w * 0.3} 8 ${w * 0.85} 30 ${w} 24C${w * 1.06} -10 ${w * 0.8} -55 0 -100Z`;
    const accent = pal.accent ?? pal.light;
    sk.defs = leafSymbol('h1', body, {
      half,
      veins: `M0 0V-96M0 -6L${w * 0.8} 18M0 -6L${-w * 0.8} 18${veins(100, w, 4, 0.2, 0.8, 0.7).replace(/^M0 [^M]*/, '')}`,
      veinColour: alocasia ? accent : pal.vein,
      veinWidth: alocasia ? 3.2 : 1.4,
      veinOpacity: alocasia ? 0.95 : 0.4,
      over:
        alocasia || !pal.accent
          ? ''
          : `<path d="M0 -4C${w * 0.5} -20 ${w * 0.3} -60 0 -84C${-w * 0.3} -60 ${-w * 0.5} -20 0 -4Z" fill="${accent}" fill-opacity=".75"/>`,
      ...(alocasia ? { margin: lighten(pal.base, 0.35) } : {}),
    });
  } else {
    const opts = {
      veins: veins(100, 36, 3, 0.2, 0.55, 0.6),
      veinColour: pal.vein,
      veinWidth: 1.3,
      veinOpacity: 0.3,
    };
    sk.defs =
      leafSymbol('h1', heartLeaf(100, 36, 0.14), {
        ...opts,
        over: marble(36),
        half: heartHalf(100, 36, 0.14),
      }) +
      leafSymbol('h2', heartLeaf(100, 30, 0.12, 0.3), {
        ...opts,
        over: marble(30),
        half: heartHalf(100, 30, 0.12, 0.3),
      });
  }

  const upright =
    arrow ||
    low ||
    !!pal.flower ||
    /birkin|congo|콩고|imperial|selloum|셀로움|xanadu|제나두/.test(ctx.hint);
  const count =
    { small: 9, medium: 14, large: 19 }[ctx.art.height] + rng.int(-1, 2) - (arrow ? 2 : 0);
  const leaves = Array.from({ length: count }, () => ({
    angle: rng.jitter(arrow ? 55 : low ? 85 : 78),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  let stems = '';
  for (const leaf of leaves) {
    const base = soilPoint(ctx, 0.55);
    const upness = 1 - Math.abs(leaf.angle) / 90;
    const stalkLen =
      plantH *
      (low ? rng.range(0.15, 0.3) : arrow ? rng.range(0.4, 0.58) : rng.range(0.3, 0.5)) *
      (0.55 + upness * 0.55);
    const end = reach(base.x, base.y, leaf.angle * 0.9, stalkLen);
    const len =
      plantH * (arrow ? rng.range(0.3, 0.38) : low ? rng.range(0.2, 0.26) : rng.range(0.24, 0.32));
    const tilt =
      leaf.angle * (arrow ? 1.2 : 1.5) +
      (leaf.angle > 0 ? 1 : -1) * (upright ? 5 : 20) +
      rng.jitter(12);
    stems += stalk(base.x, base.y, end.x, end.y, leaf.angle * 0.3);
    sk.leaf(arrow || rng.chance(0.5) ? 'h1' : 'h2', end.x, end.y, tilt, {
      len,
      w: 0.36,
      fill: depthFill(leaf.depth),
      flip: rng.chance(0.5),
    });
    if (leaf.depth > 0.55 && sk.focus.r === 100)
      sk.focus = { x: end.x, y: end.y - len * 0.3, r: len * 1.1 };
  }
  sk.back =
    `<path d="${stems}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.016)}" stroke-linecap="round"/>` +
    sk.back;

  if (pal.flower) flowers(sk, low);
  const vines = upright ? 0 : rng.int(2, ctx.art.height === 'small' ? 3 : 4);
  let vinePath = '';
  const hangLeaves: { x: number; y: number; angle: number; len: number; id: string }[] = [];
  for (let v = 0; v < vines; v++) {
    const side = v % 2 === 0 ? 1 : -1;
    const rimX = side * potW * rng.range(0.25, 0.46);
    const over: Pt = { x: rimX, y: rimRy * 0.9 };
    const start: Pt = { x: rimX * 0.5, y: rimRy * 0.3 };
    const drop = potW * rng.range(0.6, 1.4);
    const end: Pt = { x: rimX + side * potW * rng.range(0.05, 0.25), y: over.y + drop };
    const ctl: Pt = { x: over.x + side * potW * 0.2, y: over.y + drop * 0.3 };
    vinePath += `M${f(start.x)} ${f(start.y)}Q${f(over.x)} ${f(over.y - 20)} ${f(over.x)} ${f(over.y)}Q${f(ctl.x)} ${f(ctl.y)} ${f(end.x)} ${f(end.y)}`;
    const n = Math.round(drop / (potW * 0.22)) + 2;
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const p = quad(over, ctl, end, t);
      const dir = quadAngle(over, ctl, end, t);
      const alt = i % 2 === 0 ? 1 : -1;
      const len = plantH * rng.range(0.14, 0.2) * (1.1 - t * 0.4);
      hangLeaves.push({
        x: p.x,
        y: p.y,
        angle: dir + alt * 50 + rng.jitter(10),
        len,
        id: `h${1 + (i % 2)}`,
      });
    }
    sk.point(end.x, end.y, 10);
  }
  if (vines) {
    sk.add(
      `<path d="${vinePath}" fill="none" stroke="${pal.stem}" stroke-width="${f(potW * 0.014)}"/>`,
      true,
    );
    for (const l of hangLeaves) {
      sk.leaf(l.id, l.x, l.y, l.angle, {
        len: l.len,
        w: 0.36,
        fill: depthFill(0.5 + rng.next() * 0.5),
        front: true,
      });
    }
  }
  if (sk.focus.r === 100) sk.focus = { x: 0, y: -plantH * 0.5, r: plantH * 0.3 };
  return sk.done();
}

/** Anthurium's glossy heart spathes, or cyclamen's swept-back petals above the leaves. */
function flowers(sk: Sketch, cyclamen: boolean): void {
  const { rng, pal, plantH, potW } = sk.ctx;
  const colour = pal.flower ?? '#d2232a';
  sk.closeUpLabel = '꽃';
  if (cyclamen) {
    sk.defs +=
      `<g id="cy"><path d="${ellipsePath(-9, -22, 7, 22, -14)}${ellipsePath(9, -22, 7, 22, 14)}" fill="${colour}"/>` +
      `<path d="${ellipsePath(0, -26, 7, 26)}" fill="${lighten(colour, 0.15)}"/>` +
      `<path d="M-8 -2Q0 4 8 -2L4 -8H-4Z" fill="${darken(colour, 0.35)}"/></g>`;
  } else {
    sk.defs += spathe('an', colour, true);
  }
  const n = { small: 3, medium: 4, large: 5 }[sk.ctx.art.height];
  let stems = '';
  let out = '';
  for (let i = 0; i < n; i++) {
    const base = soilPoint(sk.ctx, 0.35);
    const angle = ((i + 0.5) / n - 0.5) * (cyclamen ? 60 : 50) + rng.jitter(6);
    const end = reach(
      base.x,
      base.y,
      angle,
      plantH * (cyclamen ? rng.range(0.55, 0.7) : rng.range(0.6, 0.8)),
    );
    stems += stalk(base.x, base.y, end.x, end.y, angle * 0.3);
    const size = plantH * (cyclamen ? 0.0042 : 0.0022) * rng.range(0.9, 1.1);
    out += `<use href="#${cyclamen ? 'cy' : 'an'}" transform="${transform(end.x, end.y, angle * 0.5 + rng.jitter(10), size)}"/>`;
    sk.point(end.x, end.y - (cyclamen ? 52 : 100) * size, 30 * size);
    if (i === 0) sk.focus = { x: end.x, y: end.y - 40 * size, r: 80 * size };
  }
  sk.add(
    `<path d="${stems}" fill="none" stroke="${cyclamen ? '#7a4a55' : pal.stem}" stroke-width="${f(potW * 0.013)}" stroke-linecap="round"/>${out}`,
  );
}
