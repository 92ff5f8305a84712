import type { PlantContext, PlantDrawing } from '../model.ts';
import type { Rng } from '../prng.ts';
import { darken, ellipsePath, f, lighten, linear, radial, smoothOpen } from '../svg.ts';
import type { Pt } from '../svg.ts';
import { Sketch } from './common.ts';

/**
 * Cactus: a ribbed globe (golden barrel, mammillaria) when small, ribbed columns with an arm
 * or two when taller, flat pads for opuntia; spines in tufts along the ribs.
 */
export function drawCactus(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { pal } = ctx;
  const spine = pal.accent ?? '#f4ecc8';
  sk.defs =
    linear(
      'cg',
      [
        [0, pal.light],
        [0.35, pal.base],
        [1, pal.deep],
      ],
      0,
      0,
      1,
      0,
    ) +
    radial(
      'cr',
      [
        [0, lighten(pal.base, 0.3)],
        [0.6, pal.base],
        [1, pal.dark],
      ],
      0.38,
      0.32,
      0.75,
    );
  sk.closeUpLabel = '가시와 줄기';
  if (/opuntia|부채|bunny|바니|공작|pad/.test(ctx.hint)) pads(sk, spine);
  else if (
    ctx.art.height === 'small' ||
    /barrel|금호|globe|mammillaria|구형|짐노|gymno/.test(ctx.hint)
  )
    globe(sk, spine);
  else columns(sk, spine);
  return sk.done();
}

/** Three spines from one areole, as short relative moves (whole numbers keep it small). */
function tuft(x: number, y: number, s: number, rng: Rng): string {
  let d = `M${Math.round(x)} ${Math.round(y)}`;
  for (let i = 0; i < 3; i++) {
    const a = -Math.PI / 2 + (i - 1) * 0.9 + rng.jitter(0.2);
    const dx = Math.round(Math.cos(a) * s);
    const dy = Math.round(Math.sin(a) * s);
    d += `l${dx} ${dy}m${-dx} ${-dy}`;
  }
  return d;
}

function flower(sk: Sketch, x: number, y: number, r: number): void {
  const colour = sk.ctx.pal.flower;
  if (!colour) return;
  let petals = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * 180 - 180;
    const rad = (a * Math.PI) / 180;
    petals += ellipsePath(
      x + Math.cos(rad) * r * 0.55,
      y + Math.sin(rad) * r * 0.35,
      r * 0.55,
      r * 0.2,
      a,
    );
  }
  sk.add(
    `<path d="${petals}" fill="${colour}"/><path d="${ellipsePath(x, y - r * 0.05, r * 0.5, r * 0.22)}" fill="${darken(colour, 0.15)}"/>` +
      `<ellipse cx="${f(x)}" cy="${f(y - r * 0.1)}" rx="${f(r * 0.18)}" ry="${f(r * 0.1)}" fill="#f6e08a"/>`,
  );
  sk.point(x, y - r, r);
  sk.closeUpLabel = '꽃과 가시';
}

function globe(sk: Sketch, spine: string): void {
  const { rng, pal, potW, rimRy } = sk.ctx;
  const globes = sk.ctx.art.height === 'small' ? 1 : rng.int(2, 3);
  let ribs = '';
  let spines = '';
  for (let g = 0; g < globes; g++) {
    const rx = potW * (globes === 1 ? 0.4 : g === 0 ? 0.32 : 0.22);
    const ry = rx * rng.range(0.85, 0.98);
    const cx = globes === 1 ? 0 : g === 0 ? -potW * 0.12 : potW * (0.22 - (g - 1) * 0.5) * 0.9;
    const cy = rimRy * 0.6 - ry * 0.82;
    sk.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#cr)"/>`);
    const n = 14;
    for (let i = 0; i < n; i++) {
      const theta = -Math.PI / 2 + ((i + 0.5) / n) * Math.PI;
      const pts: Pt[] = [];
      for (let k = 0; k <= 6; k++) {
        const phi = Math.PI / 2 - (k / 6) * (Math.PI * 0.85);
        pts.push({
          x: cx + rx * Math.cos(phi) * Math.sin(theta),
          y: cy - ry * Math.sin(phi) * 0.98,
        });
      }
      ribs += smoothOpen(pts);
      for (let k = 1; k <= 5; k++) {
        const phi = Math.PI / 2 - (k / 6) * (Math.PI * 0.85);
        const x = cx + rx * Math.cos(phi) * Math.sin(theta + 0.11);
        const y = cy - ry * Math.sin(phi);
        spines += tuft(x, y, rx * 0.11, rng);
      }
    }
    if (g === 0) {
      sk.focus = { x: cx, y: cy - ry * 0.3, r: rx * 0.75 };
      flower(sk, cx, cy - ry * 0.96, rx * 0.38);
    }
    sk.point(cx - rx, cy - ry, 4);
    sk.point(cx + rx, cy + ry, 4);
  }
  sk.add(
    `<path d="${ribs}" fill="none" stroke="${pal.deep}" stroke-width="${f(potW * 0.008)}" stroke-opacity=".45"/>` +
      `<path d="${spines}" fill="none" stroke="${spine}" stroke-width="${f(potW * 0.007)}" stroke-linecap="round"/>`,
  );
}

function column(sk: Sketch, x: number, base: number, h: number, w: number, spine: string): string {
  const { rng, pal } = sk.ctx;
  const top = base - h;
  const body = `M${f(x - w)} ${f(base)}V${f(top + w)}C${f(x - w)} ${f(top - w * 0.3)} ${f(x + w)} ${f(top - w * 0.3)} ${f(x + w)} ${f(top + w)}V${f(base)}Z`;
  let ribs = '';
  let spines = '';
  const step = Math.max(w * 0.6, h / 16);
  for (let i = 0; i < 7; i++) {
    const theta = -Math.PI / 2 + ((i + 0.5) / 7) * Math.PI;
    const rx = x + Math.sin(theta) * w;
    ribs += `M${f(rx)} ${f(base)}V${f(top + w * 0.7)}Q${f(rx)} ${f(top)} ${f(x + Math.sin(theta) * w * 0.15)} ${f(top - w * 0.05)}`;
    if (i === 0 || i === 6) continue;
    for (let y = top + w * 0.5 + (i % 2) * step * 0.5; y < base - 4; y += step) {
      spines += tuft(x + Math.sin(theta + 0.2) * w, y, Math.max(3, w * 0.16), rng);
    }
  }
  sk.point(x - w, top - w * 0.2, 4);
  sk.point(x + w, base, 4);
  return (
    `<path d="${body}" fill="url(#cg)"/>` +
    `<path d="${ribs}" fill="none" stroke="${pal.deep}" stroke-width="${f(w * 0.05)}" stroke-opacity=".4"/>` +
    `<path d="${spines}" fill="none" stroke="${spine}" stroke-width="${f(w * 0.035)}" stroke-linecap="round"/>`
  );
}

function columns(sk: Sketch, spine: string): void {
  const { rng, plantH, potW, rimRy } = sk.ctx;
  const count = sk.ctx.art.height === 'large' ? rng.int(1, 2) : rng.int(1, 3);
  const base = rimRy * 0.6;
  const parts: string[] = [];
  for (let c = 0; c < count; c++) {
    const w = potW * (c === 0 ? 0.13 : 0.1) * (sk.ctx.art.height === 'large' ? 1.2 : 1);
    const x = count === 1 ? 0 : ((c / (count - 1)) * 2 - 1) * potW * 0.2;
    const h = plantH * (c === 0 ? rng.range(0.85, 1) : rng.range(0.45, 0.7));
    // Arms: an elbow out of the side, then up.
    if (c === 0 && (sk.ctx.art.height === 'large' || rng.chance(0.5))) {
      for (const side of rng.chance(0.5) ? [1, -1] : [rng.chance(0.5) ? 1 : -1]) {
        const at = base - h * rng.range(0.35, 0.5);
        const aw = w * 0.7;
        const ax = x + side * (w + aw * 1.4);
        parts.push(
          `<path d="M${f(x)} ${f(at + aw)}H${f(ax)}V${f(at - aw)}H${f(x)}Z" fill="url(#cg)"/>` +
            `<circle cx="${f(ax)}" cy="${f(at)}" r="${f(aw)}" fill="url(#cg)"/>`,
        );
        parts.push(column(sk, ax, at, h * rng.range(0.3, 0.42), aw, spine));
      }
    }
    parts.push(column(sk, x, base, h, w, spine));
    if (c === 0) {
      sk.focus = { x, y: base - h * 0.75, r: w * 2.4 };
      flower(sk, x, base - h - w * 0.1, w * 0.9);
    }
  }
  sk.add(parts.join(''));
}

function pads(sk: Sketch, spine: string): void {
  const { rng, plantH, potW, rimRy } = sk.ctx;
  const list: { x: number; y: number; a: number; s: number }[] = [
    { x: 0, y: rimRy * 0.4, a: rng.jitter(8), s: 1 },
  ];
  const want = { small: 3, medium: 5, large: 8 }[sk.ctx.art.height];
  while (list.length < want) {
    const parent = list[rng.int(0, list.length - 1)]!;
    const len = plantH * 0.42 * parent.s;
    const a = parent.a + rng.range(-45, 45);
    const r = (parent.a * Math.PI) / 180;
    const edge = rng.range(-0.5, 0.5);
    list.push({
      x: parent.x + Math.sin(r) * len * 0.85 + Math.cos(r) * edge * len * 0.5,
      y: parent.y - Math.cos(r) * len * 0.85 + Math.sin(r) * edge * len * 0.5,
      a,
      s: parent.s * rng.range(0.7, 0.85),
    });
  }
  let dots = '';
  for (const p of list) {
    const len = plantH * 0.42 * p.s;
    const w = len * 0.36;
    sk.add(
      `<path d="${ellipsePath(0, -len / 2, w, len / 2)}" fill="url(#cg)" transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.a)})"/>`,
    );
    for (let i = 0; i < 10; i++) {
      const u = rng.range(-0.7, 0.7);
      const v = rng.range(0.15, 0.9);
      const r = (p.a * Math.PI) / 180;
      const lx = u * w * Math.sqrt(1 - (2 * v - 1) ** 2);
      const ly = -v * len;
      dots += `M${f(p.x + lx * Math.cos(r) - ly * Math.sin(r))} ${f(p.y + lx * Math.sin(r) + ly * Math.cos(r))}h.1`;
    }
    const tip = {
      x: p.x + Math.sin((p.a * Math.PI) / 180) * len,
      y: p.y - Math.cos((p.a * Math.PI) / 180) * len,
    };
    sk.point(tip.x, tip.y, w);
    sk.point(p.x, p.y, w);
  }
  sk.add(
    `<path d="${dots}" stroke="${spine}" stroke-width="${f(potW * 0.018)}" stroke-linecap="round"/>`,
  );
  sk.focus = { x: list[0]!.x, y: list[0]!.y - plantH * 0.25, r: plantH * 0.25 };
}
