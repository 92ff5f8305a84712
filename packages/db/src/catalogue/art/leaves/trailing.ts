import type { PlantContext, PlantDrawing } from '../model.ts';
import { soilPoint } from '../model.ts';
import { f, lighten, smoothClosed } from '../svg.ts';
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

type Kind = 'pearls' | 'hearts' | 'ivy' | 'leaves';

function kindOf(hint: string): Kind {
  if (/pearl|bead|senecio|rowley|녹영|구슬|dolphin|돌고래|banana|바나나/.test(hint))
    return 'pearls';
  if (/heart|ceropegia|하트|woodii|호야|hoya/.test(hint)) return 'hearts';
  if (/ivy|hedera|아이비/.test(hint)) return 'ivy';
  return 'leaves';
}

/** An ivy leaf: three to five pointed lobes; `right` gives only the shaded right half. */
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
  if (rightHalf) return smoothClosed([...pts.slice(0, 7)], 0.15);
  return smoothClosed(pts, 0.15);
}

/**
 * Trailing vines falling over the rim: string of pearls (beads), string of hearts, ivy (lobed
 * leaves) or small oval leaves (tradescantia, trailing pothos). The species comes from the slug.
 */
export function drawTrailing(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, potH, rimRy } = ctx;
  const kind = kindOf(ctx.hint);
  const marbling = (w: number): string =>
    pal.accent ? `<path d="${splotches(rng, 8, w)}" fill="${pal.accent}" fill-opacity=".75"/>` : '';
  if (kind === 'ivy') {
    sk.defs = leafSymbol('t1', ivyLeaf(), {
      half: ivyLeaf(true),
      ...(pal.accent ? { margin: pal.accent } : {}),
      veins: 'M0 0L0 -90M0 -4L30 -40M0 -4L-30 -40M0 -4L38 0M0 -4L-38 0',
      veinColour: lighten(pal.base, 0.6),
      veinWidth: 2.2,
      veinOpacity: 0.7,
    });
  } else if (kind === 'hearts') {
    sk.defs = leafSymbol('t1', heartLeaf(100, 46, 0.1, 0.55), {
      half: heartHalf(100, 46, 0.1, 0.55),
      over:
        marbling(46) ||
        `<path d="${heartLeaf(70, 30, 0.1)}" transform="translate(0 -14)" fill="#d9e6d3" fill-opacity=".45"/>`,
      veins: 'M0 -2V-80',
      veinColour: pal.vein,
      veinOpacity: 0.3,
      veinWidth: 2,
    });
  } else {
    sk.defs = leafSymbol('t1', ovalLeaf(100, 32, 0.42, 0.35), {
      half: ovalHalf(100, 32, 0.42, 0.35),
      over: marbling(32),
      veins: veins(100, 32, 3),
      veinColour: pal.vein,
      veinOpacity: 0.3,
      veinWidth: 2,
    });
  }
  const stemColour = kind === 'hearts' ? '#8a5a6a' : pal.stem;
  const vines = { small: 9, medium: 12, large: 16 }[ctx.art.height] + rng.int(-1, 2);
  let vinePath = '';
  let beads = '';
  const leaves: { x: number; y: number; angle: number; len: number; depth: number }[] = [];
  const unit = potW * (kind === 'pearls' ? 0.05 : kind === 'hearts' ? 0.13 : 0.17);
  // A low mound on top of the soil…
  for (let i = 0; i < (kind === 'pearls' ? 14 : 11); i++) {
    const s = soilPoint(ctx, 0.8);
    const angle = rng.jitter(80);
    if (kind === 'pearls') {
      const r = (angle * Math.PI) / 180;
      const len = potW * rng.range(0.1, 0.22);
      vinePath += `M${f(s.x)} ${f(s.y)}l${f(Math.sin(r) * len)} ${f(-Math.cos(r) * len)}`;
      for (let k = 0.3; k <= 1; k += 0.28)
        beads += `M${f(s.x + Math.sin(r) * len * k)} ${f(s.y - Math.cos(r) * len * k)}h.1`;
      sk.point(s.x + Math.sin(r) * len, s.y - Math.cos(r) * len, unit);
    } else {
      leaves.push({
        x: s.x,
        y: s.y,
        angle,
        len: unit * rng.range(0.9, 1.3),
        depth: rng.next() * 0.6,
      });
    }
  }
  // …and vines over the rim, down past the pot.
  for (let v = 0; v < vines; v++) {
    // More vines fall at the sides than across the front, so the pot stays visible.
    const u = ((v + 0.5) / vines) * 2 - 1;
    const across = Math.sign(u) * Math.abs(u) ** 0.55 + rng.jitter(0.05);
    const rimX = across * potW * 0.5;
    const over: Pt = { x: rimX, y: rimRy * Math.sqrt(Math.max(0, 1 - across * across)) + 2 };
    const start: Pt = { x: rimX * 0.45, y: rimRy * 0.3 };
    const drop =
      potH * rng.range(0.5, 1.6) * (ctx.art.height === 'small' ? 0.85 : 1.15) + plantH * 0.1;
    const sway = across * potW * rng.range(0.05, 0.3);
    const end: Pt = { x: rimX + sway, y: over.y + drop };
    const ctl: Pt = { x: rimX + sway * 0.3 + across * potW * 0.12, y: over.y + drop * 0.4 };
    vinePath += `M${f(start.x)} ${f(start.y)}Q${f((start.x + over.x) / 2)} ${f(over.y - rimRy * 1.4)} ${f(over.x)} ${f(over.y)}Q${f(ctl.x)} ${f(ctl.y)} ${f(end.x)} ${f(end.y)}`;
    const steps = Math.max(3, Math.round(drop / (unit * (kind === 'pearls' ? 1.3 : 1.1))));
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const p = quad(over, ctl, end, t);
      if (kind === 'pearls') {
        beads += `M${f(p.x + rng.jitter(unit * 0.25))} ${f(p.y)}h.1`;
      } else {
        const dir = quadAngle(over, ctl, end, t);
        const alt = i % 2 === 0 ? 1 : -1;
        leaves.push({
          x: p.x,
          y: p.y,
          angle: dir + alt * rng.range(40, 70),
          len: unit * rng.range(0.8, 1.1) * (1.1 - t * 0.35),
          depth: 0.5 + rng.next() * 0.5,
        });
      }
    }
    sk.point(end.x, end.y, unit);
    sk.point(over.x, over.y, unit);
  }
  sk.add(
    `<path d="${vinePath}" fill="none" stroke="${stemColour}" stroke-width="${f(potW * (kind === 'pearls' ? 0.008 : 0.01))}"/>`,
    true,
  );
  if (kind === 'pearls') {
    const r = unit * 0.5;
    sk.defs += `<path id="bd" d="${beads}"/>`;
    sk.add(
      `<g fill="none" stroke-linecap="round"><use href="#bd" stroke="${pal.base}" stroke-width="${f(r * 2)}"/>` +
        `<use href="#bd" transform="translate(${f(r * 0.25)} ${f(r * 0.25)})" stroke="${pal.dark}" stroke-width="${f(r * 1.2)}" stroke-opacity=".35"/>` +
        `<use href="#bd" transform="translate(${f(-r * 0.3)} ${f(-r * 0.35)})" stroke="${lighten(pal.base, 0.55)}" stroke-width="${f(r * 0.7)}"/></g>`,
      true,
    );
    sk.focus = { x: potW * 0.3, y: potH * 0.4, r: potW * 0.35 };
    sk.closeUpLabel = '구슬 잎';
  } else {
    for (const l of leaves.sort((a, b) => a.depth - b.depth)) {
      sk.leaf('t1', l.x, l.y, l.angle, {
        len: l.len,
        w: 0.4,
        fill: depthFill(l.depth),
        flip: rng.chance(0.5),
        front: true,
      });
    }
    sk.focus = { x: potW * 0.35, y: potH * 0.5, r: potW * 0.4 };
  }
  return sk.done();
}
