import type { LeafShape, PlantArt } from '../types.ts';
import { HALF_CLIP } from './leaves/common.ts';
import { drawCactus } from './leaves/cactus.ts';
import { drawCalathea } from './leaves/calathea.ts';
import { drawFern } from './leaves/fern.ts';
import { drawFiddle } from './leaves/fiddle.ts';
import { drawGrass } from './leaves/grass.ts';
import { drawHeart } from './leaves/heart.ts';
import { drawMonstera } from './leaves/monstera.ts';
import { drawOrchid } from './leaves/orchid.ts';
import { drawOval } from './leaves/oval.ts';
import { drawPalm } from './leaves/palm.ts';
import { drawRound } from './leaves/round.ts';
import { drawSucculent } from './leaves/succulent.ts';
import { drawSword } from './leaves/sword.ts';
import { drawTrailing } from './leaves/trailing.ts';
import { drawTree } from './leaves/tree.ts';
import { drawZz } from './leaves/zz.ts';
import { union } from './model.ts';
import type { Box, LeafPalette, PlantContext, PlantDrawer } from './model.ts';
import { drawPot, pickPotStyle } from './pots.ts';
import type { PotStyle } from './pots.ts';
import { createRng } from './prng.ts';
import { darken, lighten, linear, mix } from './svg.ts';

const DRAWERS: Record<LeafShape, PlantDrawer> = {
  monstera: drawMonstera,
  heart: drawHeart,
  sword: drawSword,
  oval: drawOval,
  fiddle: drawFiddle,
  palm: drawPalm,
  fern: drawFern,
  succulent: drawSucculent,
  cactus: drawCactus,
  trailing: drawTrailing,
  grass: drawGrass,
  round: drawRound,
  calathea: drawCalathea,
  zz: drawZz,
  tree: drawTree,
  orchid: drawOrchid,
};

/** A plant in its pot, in composition coordinates: rim centre at 0,0, the pot's foot at 0,potH. */
export interface Composition {
  defs: string;
  /** Contact shadow under the pot (left out of cut-outs). */
  shadow: string;
  body: string;
  /** The layers of `body`, so something can be pushed into the soil between them. */
  layers: { back: string; front: string };
  box: Box;
  focus: { x: number; y: number; r: number };
  potW: number;
  potH: number;
  closeUpLabel: string;
}

const POT_WIDTH = { small: 190, medium: 240, large: 290 } as const;
const PLANT_HEIGHT = { small: 300, medium: 520, large: 800 } as const;

export function palette(art: PlantArt): LeafPalette {
  const base = art.leafColor;
  return {
    base,
    light: lighten(base, 0.32),
    dark: darken(base, 0.32),
    deep: darken(base, 0.55),
    vein: lighten(base, 0.45),
    stem: mix(darken(base, 0.15), '#6b5a3a', 0.2),
    ...(art.accentColor ? { accent: art.accentColor } : {}),
    ...(art.flowerColor ? { flower: art.flowerColor } : {}),
  };
}

/** The leaf gradients every drawer fills with: front, back (darker) and young (lighter) leaves. */
function leafGradients(pal: LeafPalette): string {
  return (
    linear('lg', [
      [0, pal.light],
      [0.5, pal.base],
      [1, pal.dark],
    ]) +
    linear('lgd', [
      [0, pal.base],
      [0.6, pal.dark],
      [1, pal.deep],
    ]) +
    linear('lgl', [
      [0, lighten(pal.base, 0.45)],
      [0.6, pal.light],
      [1, pal.base],
    ])
  );
}

/** Draws one individual plant: the same seed always gives the same plant. */
export function composePlant(
  art: PlantArt,
  seed: string,
  hint: string,
  potStyle?: PotStyle,
): Composition {
  const rng = createRng(seed);
  const size = art.height;
  const picked = pickPotStyle(rng, art.leaf, size);
  const style = potStyle ?? picked;
  // Succulents and trailing plants sit in smaller, lower pots than leafy plants of their size.
  const potScale = { succulent: 0.95, cactus: 0.9, trailing: 0.85 }[art.leaf as string] ?? 1;
  const potW = POT_WIDTH[size] * rng.range(0.93, 1.07) * potScale;
  const low = art.leaf === 'succulent' || art.leaf === 'cactus';
  const potH =
    potW * (style === 'bowl' ? 0.62 : low ? rng.range(0.66, 0.76) : rng.range(0.78, 0.92));
  const pot = drawPot({ style, colour: art.potColor, width: potW, height: potH, rng });
  const pal = palette(art);
  const ctx: PlantContext = {
    art,
    rng,
    pal,
    potW,
    potH,
    rimRy: pot.rimRy,
    plantH: PLANT_HEIGHT[size] * rng.range(0.9, 1.1),
    hint,
  };
  // Monstera adansonii is a vine with holed leaves: drawn like the other heart-leaved vines.
  const drawer =
    art.leaf === 'monstera' && /adansonii|아단소니|obliqua/.test(hint)
      ? drawHeart
      : DRAWERS[art.leaf];
  const drawing = drawer(ctx);
  const potBox: Box = { minX: -potW / 2, maxX: potW / 2, minY: -pot.rimRy, maxY: potH };
  return {
    defs: leafGradients(pal) + HALF_CLIP + pot.defs + drawing.defs,
    shadow: pot.shadow,
    body: pot.back + drawing.back + pot.front + drawing.front,
    layers: { back: pot.back + drawing.back, front: pot.front + drawing.front },
    box: union(drawing.box, potBox),
    focus: drawing.focus,
    potW,
    potH,
    closeUpLabel: drawing.closeUpLabel ?? '잎',
  };
}
