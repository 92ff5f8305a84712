import type { DrawnImage, GoodsArt, PlantArt, ProductArt } from '../types.ts';
import { drawGoods, pair } from './goods.ts';
import type { Box } from './model.ts';
import { composePlant } from './plant.ts';
import type { Composition } from './plant.ts';
import { createRng } from './prng.ts';
import type { Rng } from './prng.ts';
import { closeUp, cutout, home, reviewScene, sizeView, studio } from './scenes.ts';
import type { Subject } from './scenes.ts';
import { f, transform } from './svg.ts';

/** Product photos are square like Korean shops' (1200 px); the cut-out is portrait, transparent. */
export const PHOTO_SIZE = 1200;
export const CUTOUT_WIDTH = 800;
export const CUTOUT_HEIGHT = 1000;
export const REVIEW_PHOTO_SIZE = 1080;

export interface ProductDrawing {
  photos: DrawnImage[];
  cutout: DrawnImage;
}

/**
 * Every picture of a product, drawn from its art description. The slug seeds all choices, so
 * the same product always gets the same pictures and two plants of one kind still differ.
 */
export function drawProduct(art: ProductArt, opts: { slug: string; name: string }): ProductDrawing {
  return art.kind === 'plant' ? drawPlantProduct(art, opts) : drawGoodsProduct(art, opts);
}

/** A shopper's photo of the product at home; `index` varies the room, light and angle. */
export function drawReviewPhoto(
  art: ProductArt,
  opts: { slug: string; name: string; index: number },
): DrawnImage {
  const rng = createRng(`${opts.slug}:review:${opts.index}`);
  // Customers' plants are other individuals of the same product.
  const s =
    art.kind === 'plant'
      ? plantSubject(composePlant(art, `${opts.slug}#${opts.index}`, hintOf(opts)), art.leafColor)
      : drawGoods(art, createRng(opts.slug));
  const variant = createRng(opts.slug).int(0, 5) + opts.index;
  const scene = reviewScene(s, REVIEW_PHOTO_SIZE, rng, variant);
  return image(
    scene.svg,
    REVIEW_PHOTO_SIZE,
    REVIEW_PHOTO_SIZE,
    `${scene.place}에 놓인 ${opts.name} 고객 사진`,
  );
}

function hintOf(opts: { slug: string; name: string }): string {
  return `${opts.slug} ${opts.name}`.toLowerCase();
}

function image(svg: string, width: number, height: number, alt: string): DrawnImage {
  return { svg, width, height, alt };
}

function plantSubject(c: Composition, tint: string): Subject {
  return {
    defs: c.defs,
    shadow: c.shadow,
    body: c.body,
    box: c.box,
    focus: c.focus,
    baseY: c.potH,
    footW: c.potW,
    tint,
  };
}

function drawPlantProduct(art: PlantArt, opts: { slug: string; name: string }): ProductDrawing {
  const c = composePlant(art, opts.slug, hintOf(opts));
  const subject = plantSubject(c, art.leafColor);
  const rng = createRng(`${opts.slug}:scenes`);
  const room = homeKind(art, rng);
  const scene = home(subject, PHOTO_SIZE, rng, room);
  const size = PHOTO_SIZE;
  return {
    photos: [
      image(studio(subject, size), size, size, `${opts.name} 전체 모습`),
      image(closeUp(subject, size, rng), size, size, `${opts.name} ${c.closeUpLabel} 클로즈업`),
      image(scene.svg, size, size, `${scene.place}에 놓인 ${opts.name}`),
      image(sizeView(subject, size), size, size, `${opts.name} 크기 안내`),
    ],
    cutout: image(
      cutout(subject, CUTOUT_WIDTH, CUTOUT_HEIGHT),
      CUTOUT_WIDTH,
      CUTOUT_HEIGHT,
      `${opts.name} 배경 없는 이미지`,
    ),
  };
}

function homeKind(art: PlantArt, rng: Rng): 'floor' | 'table' | 'shelf' {
  if (art.leaf === 'trailing') return 'shelf';
  if (art.height === 'large') return 'floor';
  if (art.height === 'medium') return rng.chance(0.6) ? 'floor' : 'table';
  return rng.chance(0.5) ? 'table' : 'shelf';
}

const COMPANIONS = ['heart', 'round', 'succulent', 'calathea'] as const;

function drawGoodsProduct(art: GoodsArt, opts: { slug: string; name: string }): ProductDrawing {
  const rng = createRng(opts.slug);
  const subject = drawGoods(art, rng);
  const sceneRng = createRng(`${opts.slug}:scenes`);
  const size = PHOTO_SIZE;
  const companion = composePlant(
    {
      kind: 'plant',
      leaf: sceneRng.pick(COMPANIONS),
      leafColor: sceneRng.pick(['#4f8a4b', '#3f7a55', '#5d9152']),
      potColor: art.kind === 'pot' ? art.color : sceneRng.pick(['#ece7de', '#c9825f', '#d9d4cc']),
      height: 'small',
    },
    `${opts.slug}:companion`,
    '',
  );
  const withPlant = beside(plantSubject(companion, '#4f8a4b'), subject, art.kind === 'pot');
  const second = art.kind === 'tool' ? mirrored(subject) : pair(subject);
  const secondAlt = art.kind === 'tool' ? `${opts.name} 다른 각도` : `${opts.name} 구성`;
  return {
    photos: [
      image(studio(subject, size), size, size, `${opts.name} 정면 모습`),
      image(studio(second, size, 1), size, size, secondAlt),
      image(closeUp(subject, size, sceneRng), size, size, `${opts.name} 디테일`),
      image(studio(withPlant, size, 1), size, size, `식물과 함께 놓인 ${opts.name}`),
    ],
    cutout: image(
      cutout(subject, CUTOUT_WIDTH, CUTOUT_HEIGHT),
      CUTOUT_WIDTH,
      CUTOUT_HEIGHT,
      `${opts.name} 배경 없는 이미지`,
    ),
  };
}

function mirrored(s: Subject): Subject {
  return {
    ...s,
    shadow: `<g transform="scale(-1 1)">${s.shadow}</g>`,
    body: `<g transform="scale(-1 1)">${s.body}</g>`,
    box: { ...s.box, minX: -s.box.maxX, maxX: -s.box.minX },
  };
}

/** A potted plant with the item next to it (or, for a pot, the plant standing beside the empty pot). */
function beside(plant: Subject, item: Subject, itemIsPot: boolean): Subject {
  const ph = plant.baseY - plant.box.minY;
  const ih = item.baseY - item.box.minY;
  // The item keeps a believable size next to a small plant.
  const k = Math.min(1, (ph * (itemIsPot ? 0.6 : 0.75)) / ih);
  const gap = 30;
  const plantRight = plant.box.maxX;
  const dx = plantRight + gap - item.box.minX * k;
  const box: Box = {
    minX: plant.box.minX,
    maxX: dx + item.box.maxX * k,
    minY: Math.min(plant.box.minY - plant.baseY, (item.box.minY - item.baseY) * k),
    maxY: Math.max(plant.box.maxY - plant.baseY, (item.box.maxY - item.baseY) * k),
  };
  const a = `<g transform="translate(0 ${f(-plant.baseY)})">${plant.shadow}${plant.body}</g>`;
  const b = `<g transform="${transform(dx, -item.baseY * k, 0, k)}">${item.shadow}${item.body}</g>`;
  return {
    defs: plant.defs + item.defs,
    shadow: '',
    body: a + b,
    box,
    focus: {
      x: (box.minX + box.maxX) / 2,
      y: (box.minY + box.maxY) / 2,
      r: (box.maxX - box.minX) / 2,
    },
    baseY: 0,
    footW: box.maxX - box.minX,
    tint: item.tint,
  };
}
