import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { darken, ellipsePath, f, lighten, smoothClosed, transform } from '../svg.ts';
import type { Pt } from '../svg.ts';
import {
  Sketch,
  depthFill,
  heartHalf,
  heartLeaf,
  leafSymbol,
  ovalHalf,
  ovalLeaf,
  quad,
  quadAngle,
  splotches,
  veins,
} from './common.ts';
import { blossom } from './flowers.ts';

type Kind = 'pearls' | 'hearts' | 'pothos' | 'ivy' | 'leaves' | 'strands' | 'segments';

function kindOf(hint: string): Kind {
  if (/pearl|bead|senecio|rowley|녹영|구슬|dolphin|돌고래/.test(hint)) return 'pearls';
  if (/ceropegia|woodii|러브체인|string-of-hearts|하트/.test(hint)) return 'hearts';
  if (/pothos|스킨|scindapsus|epipremnum|philodendron/.test(hint)) return 'pothos';
  if (/ivy|hedera|아이비/.test(hint)) return 'ivy';
  if (/rhipsalis|립살리스|mistletoe/.test(hint)) return 'strands';
  if (/schlumbergera|게발|christmas|크리스마스/.test(hint)) return 'segments';
  return 'leaves';
}

/** An ivy leaf: five pointed lobes; `rightHalf` gives the shaded right half only. */
function ivyLeaf(rightHalf = false): string {
  const pts: Pt[] = [
    { x: 0, y: 0, corner: true },
    { x: 20, y: 8 },
    { x: 46, y: 2, corner: true },
    { x: 30, y: -22 },
    { x: 34, y: -48, corner: true },
    { x: 14, y: -52 },
    { x: 0, y: -100, corner: true },
    { x: -14, y: -52 },
    { x: -34, y: -48, corner: true },
    { x: -30, y: -22 },
    { x: -46, y: 2, corner: true },
    { x: -20, y: 8 },
  ];
  return smoothClosed(rightHalf ? pts.slice(0, 7) : pts, 0.15);
}

/** Leaf size (× pot width) and spacing along a vine (× leaf size) by kind. */
const UNIT: Record<Kind, number> = {
  pearls: 0.05,
  hearts: 0.13,
  pothos: 0.22,
  ivy: 0.17,
  leaves: 0.16,
  strands: 0.03,
  segments: 0.14,
};

/**
 * Trailing plants: a mound on the soil and vines falling over the rim, mostly at the sides so
 * the pot shows. String of pearls (beads), string of hearts, pothos (marbled hearts), ivy,
 * hoya and jasmine (leaves and flower clusters), rhipsalis (bare strands), christmas cactus
 * (chains of flat segments with flowers at the tips). The species comes from the slug.
 */
export function drawTrailing(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, potH, rimRy, hint } = ctx;
  const kind = kindOf(hint);
  const marbling = (w: number): string =>
    pal.accent
      ? `<path d="${splotches(rng, kind === 'pothos' ? 14 : 8, w)}" fill="${pal.accent}" fill-opacity=".8"/>`
      : '';
  if (kind === 'ivy') {
    sk.defs = leafSymbol('t1', ivyLeaf(), {
      half: ivyLeaf(true),
      ...(pal.accent ? { margin: pal.accent } : {}),
      veins: 'M0 0L0 -90M0 -4L30 -40M0 -4L-30 -40M0 -4L38 0M0 -4L-38 0',
      veinColour: lighten(pal.base, 0.6),
      veinWidth: 2.2,
      veinOpacity: 0.7,
    });
  } else if (kind === 'hearts' || kind === 'pothos') {
    const w = kind === 'hearts' ? 46 : 38;
    sk.defs = leafSymbol('t1', heartLeaf(100, w, 0.12, kind === 'hearts' ? 0.55 : 0.35), {
      half: heartHalf(100, w, 0.12, kind === 'hearts' ? 0.55 : 0.35),
      over:
        marbling(w) ||
        (kind === 'hearts'
          ? `<path d="${heartLeaf(70, 30, 0.1)}" transform="translate(0 -14)" fill="#d9e6d3" fill-opacity=".45"/>`
          : ''),
      veins: kind === 'hearts' ? 'M0 -2V-80' : veins(100, w, 3, 0.2, 0.55, 0.6),
      veinColour: pal.vein,
      veinOpacity: 0.3,
      veinWidth: 2,
    });
  } else if (kind === 'segments') {
    // A flat stem segment with a couple of teeth each side.
    sk.defs = leafSymbol(
      't1',
      'M0 0C-14 -6 -18 -30 -16 -52L-22 -60L-14 -66C-12 -86 -8 -96 0 -100C8 -96 12 -86 14 -66L22 -60L16 -52C18 -30 14 -6 0 0Z',
      {
        half: 'M0 0C14 -6 18 -30 16 -52L22 -60L14 -66C12 -86 8 -96 0 -100Z',
        veins: 'M0 -4V-94',
        veinColour: pal.light,
        veinOpacity: 0.4,
        veinWidth: 2,
      },
    );
  } else if (kind === 'leaves') {
    const w = pal.flower ? 36 : 32;
    sk.defs = leafSymbol('t1', ovalLeaf(100, w, 0.42, 0.35), {
      half: ovalHalf(100, w, 0.42, 0.35),
      over: marbling(w),
      veins: veins(100, w, 3),
      veinColour: pal.vein,
      veinOpacity: 0.3,
      veinWidth: 2,
      extra:
        '<path d="M-14 -30Q-12 -56 -3 -72" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" stroke-opacity=".2"/>',
    });
  }
  const unit = potW * UNIT[kind];
  const stemColour = kind === 'hearts' ? '#8a5a6a' : kind === 'strands' ? pal.base : pal.stem;
  const stemWidth = potW * (kind === 'strands' ? 0.016 : kind === 'pearls' ? 0.008 : 0.011);
  let vinePath = '';
  let beads = '';
  const leaves: {
    x: number;
    y: number;
    angle: number;
    len: number;
    depth: number;
    front: boolean;
  }[] = [];
  const tips: Pt[] = [];

  // The mound: short shoots standing up from the soil.
  const mound = {
    pearls: 16,
    hearts: 10,
    pothos: 9,
    ivy: 12,
    leaves: 12,
    strands: 18,
    segments: 8,
  }[kind];
  for (let i = 0; i < mound; i++) {
    const s = soilPoint(ctx, 0.8);
    const angle = rng.jitter(kind === 'segments' ? 60 : 85);
    const r = (angle * Math.PI) / 180;
    if (kind === 'pearls' || kind === 'strands' || kind === 'segments') {
      const len =
        potW *
        (kind === 'strands'
          ? rng.range(0.2, 0.4)
          : kind === 'segments'
            ? rng.range(0.25, 0.45)
            : rng.range(0.1, 0.22));
      const bend = rng.jitter(len * 0.3);
      const end = { x: s.x + Math.sin(r) * len, y: s.y - Math.cos(r) * len };
      if (kind === 'segments') {
        chain(s, { x: (s.x + end.x) / 2 + bend, y: (s.y + end.y) / 2 }, end, false);
      } else {
        vinePath += `M${f(s.x)} ${f(s.y)}Q${f((s.x + end.x) / 2 + bend)} ${f((s.y + end.y) / 2)} ${f(end.x)} ${f(end.y)}`;
        if (kind === 'pearls')
          for (let k = 0.3; k <= 1; k += 0.25)
            beads += `M${f(s.x + Math.sin(r) * len * k)} ${f(s.y - Math.cos(r) * len * k)}h.1`;
      }
      sk.point(end.x, end.y, unit);
    } else {
      leaves.push({
        x: s.x,
        y: s.y,
        angle,
        len: unit * rng.range(1, 1.35),
        depth: rng.next() * 0.7,
        front: false,
      });
    }
  }

  // Vines over the rim, more at the sides than across the front.
  const vines =
    { small: 8, medium: 11, large: 14 }[ctx.art.height] +
    rng.int(-1, 1) +
    (kind === 'strands' ? 8 : 0);
  for (let v = 0; v < vines; v++) {
    const u = ((v + 0.5) / vines) * 2 - 1;
    const across = Math.max(-1, Math.min(1, Math.sign(u) * Math.abs(u) ** 0.5 + rng.jitter(0.06)));
    const rimX = across * potW * 0.49;
    const over: Pt = { x: rimX, y: rimRy * Math.sqrt(Math.max(0, 1 - across * across)) };
    const start: Pt = { x: rimX * 0.4, y: rimRy * 0.3 };
    const drop =
      (potH * rng.range(0.4, 1.3) + plantH * 0.15) *
      (ctx.art.height === 'small' ? 0.85 : 1.15) *
      (kind === 'segments' ? 0.45 : 1);
    const out =
      Math.sign(across || 1) *
      potW *
      rng.range(0.06, 0.22) *
      Math.abs(across) *
      (kind === 'segments' ? 2.5 : 1);
    const ctl: Pt = { x: rimX + out * 1.6, y: over.y + drop * 0.3 };
    const end: Pt = { x: rimX + out * 0.8 + rng.jitter(potW * 0.04), y: over.y + drop };
    const front = Math.abs(across) < 0.85;
    if (kind === 'segments') {
      chain(start, { x: over.x, y: over.y - rimRy * 2 }, over, false);
      chain(over, ctl, end, true);
      sk.point(end.x, end.y, unit);
      continue;
    }
    vinePath += `M${f(start.x)} ${f(start.y)}Q${f((start.x + over.x) / 2)} ${f(over.y - rimRy * 1.2)} ${f(over.x)} ${f(over.y)}Q${f(ctl.x)} ${f(ctl.y)} ${f(end.x)} ${f(end.y)}`;
    if (kind === 'strands' && rng.chance(0.5)) {
      // Rhipsalis forks.
      const at = quad(over, ctl, end, 0.5);
      vinePath += `M${f(at.x)} ${f(at.y)}q${f(out * 0.5)} ${f(drop * 0.2)} ${f(out * 0.4 + rng.jitter(10))} ${f(drop * 0.4)}`;
    }
    tips.push(end);
    const spacing = kind === 'pearls' ? 1.25 : kind === 'strands' ? 99 : 0.75;
    const steps = Math.max(2, Math.round(drop / (unit * spacing)));
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const p = quad(over, ctl, end, t);
      if (kind === 'pearls') {
        beads += `M${f(p.x + rng.jitter(unit * 0.25))} ${f(p.y)}h.1`;
      } else if (kind !== 'strands') {
        const dir = quadAngle(over, ctl, end, t);
        const alt = i % 2 === 0 ? 1 : -1;
        leaves.push({
          x: p.x,
          y: p.y,
          angle: dir + alt * rng.range(40, 75),
          len: unit * rng.range(0.8, 1.1) * (1.1 - t * 0.35),
          depth: 0.4 + rng.next() * 0.6,
          front,
        });
      }
    }
    sk.point(end.x, end.y, unit);
    sk.point(ctl.x, ctl.y, unit * 0.5);
  }
  sk.add(
    `<path d="${vinePath}" fill="none" stroke="${stemColour}" stroke-width="${f(stemWidth)}" stroke-linecap="round"/>`,
    true,
  );
  if (kind === 'strands') {
    sk.add(
      `<path d="${vinePath}" fill="none" stroke="${lighten(pal.base, 0.3)}" stroke-width="${f(stemWidth * 0.35)}" stroke-linecap="round" transform="translate(-2 -1)"/>`,
      true,
    );
  }
  if (kind === 'pearls') {
    const r = unit * 0.5;
    sk.defs += `<path id="bd" d="${beads}"/>`;
    sk.add(
      `<g fill="none" stroke-linecap="round"><use href="#bd" stroke="${pal.base}" stroke-width="${f(r * 2)}"/>` +
        `<use href="#bd" transform="translate(${f(r * 0.25)} ${f(r * 0.25)})" stroke="${pal.dark}" stroke-width="${f(r * 1.2)}" stroke-opacity=".35"/>` +
        `<use href="#bd" transform="translate(${f(-r * 0.3)} ${f(-r * 0.35)})" stroke="${lighten(pal.base, 0.55)}" stroke-width="${f(r * 0.7)}"/></g>`,
      true,
    );
    sk.closeUpLabel = '구슬 잎';
  } else {
    for (const l of leaves.sort((a, b) => a.depth - b.depth)) {
      sk.leaf('t1', l.x, l.y, l.angle, {
        len: l.len,
        w: 0.4,
        fill: depthFill(l.depth),
        flip: rng.chance(0.5),
        front: l.front || l.depth > 0.5,
      });
    }
  }
  if (pal.flower && kind !== 'segments') flowerClusters(sk, tips);
  sk.focus = sk.focus.r === 100 ? { x: potW * 0.42, y: potH * 0.45, r: potW * 0.42 } : sk.focus;
  return sk.done();

  /** Christmas cactus: flat segments end to end along a curve, a flower at the tip. */
  function chain(p0: Pt, p1: Pt, p2: Pt, front: boolean): void {
    const len = Math.hypot(p2.x - p0.x, p2.y - p0.y);
    const n = Math.max(2, Math.round(len / (unit * 0.95)));
    for (let i = 0; i < n; i++) {
      const t = i / n;
      const p = quad(p0, p1, p2, t);
      const dir = quadAngle(p0, p1, p2, t + 0.5 / n);
      sk.leaf('t1', p.x, p.y, dir + rng.jitter(10), {
        len: unit * 1.05,
        w: 0.22,
        squash: 1.3,
        fill: depthFill(0.4 + t * 0.5),
        front,
      });
    }
    if (pal.flower && rng.chance(0.7)) {
      const dir = quadAngle(p0, p1, p2, 1);
      tube(p2.x, p2.y, dir, front);
    }
  }

  function tube(x: number, y: number, dir: number, front: boolean): void {
    if (!sk.defs.includes('id="tb"')) {
      const c = pal.flower ?? '#e5488a';
      sk.defs +=
        `<g id="tb"><path d="M-6 0C-8 -20 -6 -40 -2 -50H2C6 -40 8 -20 6 0Z" fill="${darken(c, 0.1)}"/>` +
        `<path d="${ellipsePath(-12, -52, 16, 6, -35)}${ellipsePath(12, -52, 16, 6, 35)}" fill="${c}"/>` +
        `<path d="${ellipsePath(-9, -62, 13, 5, -60)}${ellipsePath(9, -62, 13, 5, 60)}" fill="${lighten(c, 0.2)}"/>` +
        `<path d="M0 -50V-78" stroke="${lighten(c, 0.5)}" stroke-width="2"/></g>`;
    }
    const k = unit / 38;
    sk.add(`<use href="#tb" transform="${transform(x, y, dir + rng.jitter(15), k)}"/>`, front);
    sk.point(x, y, unit * 1.2);
    if (sk.focus.r === 100 && front) sk.focus = { x, y, r: unit * 2.2 };
    sk.closeUpLabel = '꽃';
  }
}

/** Hoya's balls of star flowers, jasmine's white stars: clusters hanging along the vines. */
function flowerClusters(sk: Sketch, tips: Pt[]): void {
  const { rng, pal, potW } = sk.ctx;
  const colour = pal.flower ?? '#f4e9ef';
  const hoya = /hoya|호야/.test(sk.ctx.hint);
  sk.defs += blossom('st', colour, hoya ? '#b83a4f' : '#f2d36b', 5, 1, hoya ? 0.9 : 0.45);
  let out = '';
  const size = potW * (hoya ? 0.045 : 0.06);
  for (const [i, tip] of tips.entries()) {
    if (i % 2 === 1) continue;
    const cx = tip.x + rng.jitter(potW * 0.05);
    const cy = tip.y - potW * rng.range(0.15, 0.35);
    for (let k = 0; k < (hoya ? 12 : 5); k++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * size * (hoya ? 1.8 : 2.4);
      out += `<use href="#st" transform="${transform(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0, 72), size / 10)}"/>`;
    }
    sk.point(cx, cy, size * 2.5);
    if (sk.focus.r === 100) sk.focus = { x: cx, y: cy, r: size * 6 };
  }
  sk.add(out, true);
  sk.closeUpLabel = '꽃과 잎';
}
