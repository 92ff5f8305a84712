import type { PlantArt } from '../types.ts';
import type { Rng } from './prng.ts';

/** An axis-aligned box in composition coordinates (origin at the centre of the pot's rim). */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function emptyBox(): Box {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

/** Grows the box to hold a point with some room around it. */
export function grow(box: Box, x: number, y: number, pad = 0): void {
  box.minX = Math.min(box.minX, x - pad);
  box.maxX = Math.max(box.maxX, x + pad);
  box.minY = Math.min(box.minY, y - pad);
  box.maxY = Math.max(box.maxY, y + pad);
}

export function union(a: Box, b: Box): Box {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

/** Colours derived from the product's leafColor / accentColor / flowerColor. */
export interface LeafPalette {
  base: string;
  light: string;
  dark: string;
  deep: string;
  vein: string;
  stem: string;
  accent?: string;
  flower?: string;
}

export interface PlantContext {
  art: PlantArt;
  rng: Rng;
  pal: LeafPalette;
  /** Width of the pot's rim. */
  potW: number;
  potH: number;
  /** Vertical radius of the rim ellipse: stems start inside it. */
  rimRy: number;
  /** How tall the foliage stands above the rim. */
  plantH: number;
  /** Slug and name in lower case, for species hints (string of pearls vs ivy …). */
  hint: string;
}

/**
 * A drawn plant. `back` goes before the pot's front wall (stems rising out of the soil), `front`
 * after it (leaves and vines hanging over the rim). `focus` is what the close-up frames.
 */
export interface PlantDrawing {
  defs: string;
  back: string;
  front: string;
  box: Box;
  focus: { x: number; y: number; r: number };
  /** What the close-up shows, for its alt text: 잎, 꽃, 가시 … */
  closeUpLabel?: string;
}

export type PlantDrawer = (ctx: PlantContext) => PlantDrawing;

/** A point inside the soil where a stem can start. */
export function soilPoint(ctx: PlantContext, spread = 0.7): { x: number; y: number } {
  const a = ctx.rng.range(0, Math.PI * 2);
  const r = Math.sqrt(ctx.rng.next()) * spread;
  return { x: Math.cos(a) * r * ctx.potW * 0.42, y: ctx.rimRy * (0.45 + Math.sin(a) * r * 0.45) };
}
