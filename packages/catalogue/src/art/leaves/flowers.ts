import { darken, ellipsePath, f, lighten, transform } from '../svg.ts';
import type { Rng } from '../prng.ts';
import type { Sketch } from './common.ts';

/**
 * A flower seen from the front, radius 10: `petals` rounded petals around a centre. Several
 * layers make a double flower (gardenia). Placed with <use> like the leaves.
 */
export function blossom(
  id: string,
  colour: string,
  centre: string,
  petals = 5,
  layers = 1,
  narrow = 0.55,
): string {
  let out = `<g id="${id}">`;
  for (let layer = 0; layer < layers; layer++) {
    const r = 10 * (1 - layer * 0.28);
    const tone = layer === 0 ? colour : lighten(colour, 0.18 * layer);
    let d = '';
    for (let i = 0; i < petals; i++) {
      const a = (i / petals) * 360 + layer * (180 / petals);
      const rad = (a * Math.PI) / 180;
      d += ellipsePath(
        Math.sin(rad) * r * 0.52,
        -Math.cos(rad) * r * 0.52,
        r * 0.5,
        r * 0.5 * narrow * 1.6,
        a + 90,
      );
    }
    out += `<path d="${d}" fill="${tone}"/>`;
  }
  out += `<circle r="${f(10 * 0.24)}" fill="${darken(colour, 0.25)}" fill-opacity=".5"/><circle r="${f(10 * 0.15)}" fill="${centre}"/>`;
  return `${out}</g>`;
}

/** A tight ball of small flowers (geranium, hoya, kalanchoe) around x,y; grows the box. */
export function umbel(
  sk: Sketch,
  rng: Rng,
  id: string,
  x: number,
  y: number,
  radius: number,
  count: number,
  size: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * radius;
    out += `<use href="#${id}" transform="${transform(x + Math.cos(a) * d, y + Math.sin(a) * d * 0.8, rng.range(0, 72), size / 10)}"/>`;
  }
  sk.point(x, y, radius + size);
  return out;
}

/**
 * A spathe: peace lily (a pointed white hood) or anthurium (a glossy heart), with its spadix.
 * Length 100 from the stalk at 0,0.
 */
export function spathe(id: string, colour: string, heart: boolean): string {
  if (heart) {
    return (
      `<g id="${id}"><path d="M0 0C20 14 58 6 56 -30C54 -62 20 -80 0 -100C-20 -80 -54 -62 -56 -30C-58 6 -20 14 0 0Z" fill="${colour}"/>` +
      `<path d="M0 0C20 14 58 6 56 -30C54 -62 20 -80 0 -100Z" fill="#000" fill-opacity=".12"/>` +
      `<path d="M-30 -30Q-28 -56 -10 -70" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" stroke-opacity=".35"/>` +
      `<path d="M0 -28Q6 -60 20 -82" stroke="#f4e7b0" stroke-width="9" stroke-linecap="round" fill="none"/></g>`
    );
  }
  return (
    `<g id="${id}"><path d="M0 0C26 -18 34 -56 0 -100C-34 -56 -26 -18 0 0Z" fill="${colour}"/>` +
    `<path d="M0 0C26 -18 34 -56 0 -100Z" fill="#6b7a5a" fill-opacity=".14"/>` +
    `<path d="M-4 -10C-7 -30 -5 -52 0 -58C5 -52 7 -30 4 -10Z" fill="#eadfae"/></g>`
  );
}
