import type { PlantContext, PlantDrawing } from '../model.ts';
import { mix } from '../svg.ts';
import { Sketch, leafSymbol, ovalHalf, ovalLeaf, quad, quadAngle, ribbon } from './common.ts';

/** ZZ plant: upright, slightly arching stems with pairs of glossy leaflets. */
export function drawZz(ctx: PlantContext): PlantDrawing {
  const sk = new Sketch(ctx);
  const { rng, pal, plantH, potW, rimRy } = ctx;
  sk.defs = leafSymbol('z1', ovalLeaf(100, 30, 0.48, 0.35), {
    half: ovalHalf(100, 30, 0.48, 0.35),
    veins: 'M0 -2Q2 -50 0 -92',
    veinColour: pal.light,
    veinOpacity: 0.4,
    veinWidth: 1.6,
    extra:
      '<path d="M-17 -30Q-14 -62 -4 -80" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" stroke-opacity=".28"/>',
  });
  const stemColour = mix(pal.base, '#9bb070', 0.35);
  const count = { small: 4, medium: 6, large: 8 }[ctx.art.height] + rng.int(-1, 1);
  const stems = Array.from({ length: count }, (_, i) => ({
    angle: ((i / Math.max(1, count - 1)) * 2 - 1) * 30 + rng.jitter(6),
    len: plantH * rng.range(0.7, 1),
    depth: rng.next(),
  })).sort((a, b) => a.depth - b.depth);
  for (const s of stems) {
    const r = (s.angle * Math.PI) / 180;
    const p0 = { x: rng.jitter(potW * 0.12), y: rimRy * 0.4 };
    const p1 = { x: p0.x + Math.sin(r) * s.len * 0.4, y: p0.y - s.len * 0.55 };
    const p2 = { x: p0.x + Math.sin(r) * s.len * 1.05, y: p0.y - s.len * 0.95 };
    sk.add(`<path d="${ribbon(p0, p1, p2, potW * 0.028, 4, 0.7)}" fill="${stemColour}"/>`);
    const pairs = rng.int(6, 8);
    const fill = s.depth < 0.3 ? 'url(#lgd)' : 'url(#lg)';
    for (let i = 0; i < pairs; i++) {
      const t = 0.3 + (0.68 * i) / pairs;
      const p = quad(p0, p1, p2, t);
      const dir = quadAngle(p0, p1, p2, t);
      const len = potW * rng.range(0.24, 0.3) * (1.1 - t * 0.4);
      sk.leaf('z1', p.x, p.y, dir + 50 + rng.jitter(8), { len, w: 0.3, fill });
      sk.leaf('z1', p.x, p.y, dir - 50 + rng.jitter(8), { len, w: 0.3, fill, flip: true });
    }
    const tip = quad(p0, p1, p2, 0.99);
    sk.leaf('z1', tip.x, tip.y, quadAngle(p0, p1, p2, 1), { len: potW * 0.2, w: 0.3, fill });
  }
  sk.focus = { x: 0, y: -plantH * 0.6, r: plantH * 0.25 };
  return sk.done();
}
