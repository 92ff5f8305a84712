import type { DrawnImage, GoodsArt, PlantArt, ProductArt } from '../types.ts';
import { COVER_BACKGROUNDS, COVER_HEIGHT, COVER_WIDTH, coverScene } from './cover.ts';
import { drawGoods, pair } from './goods.ts';
import type { Flat, Goods } from './goods.ts';
import type { Box } from './model.ts';
import { composePlant } from './plant.ts';
import type { Composition } from './plant.ts';
import type { PotStyle } from './pots.ts';
import { createRng } from './prng.ts';
import type { Rng } from './prng.ts';
import { closeUp, cutout, home, reviewScene, sizeView, soilTexture, studio } from './scenes.ts';
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
  let s: Subject;
  if (art.kind === 'plant') {
    s = plantSubject(composePlant(art, `${opts.slug}#${opts.index}`, hintOf(opts)), art.leafColor);
  } else {
    // Customers photograph what they bought in use: potted up, beside their plant.
    const goods = drawGoods(art, createRng(opts.slug), hintOf(opts));
    s =
      opts.index % 2 === 0
        ? inUse(art, goods, `${opts.slug}#${opts.index}`)
        : (goods.lying ?? goods.subject);
  }
  const variant = createRng(opts.slug).int(0, 5) + opts.index;
  const scene = reviewScene(s, REVIEW_PHOTO_SIZE, rng, variant);
  return image(
    scene.svg,
    REVIEW_PHOTO_SIZE,
    REVIEW_PHOTO_SIZE,
    `${scene.place}에 놓인 ${opts.name} 고객 사진`,
  );
}

export interface CoverPlant {
  art: PlantArt;
  /** The product's slug (seeds the individual, as in its own photos). */
  slug: string;
  name: string;
}

/**
 * A 라이프 article's cover: its 1–3 plants together on a ledge before a soft wall (`background`,
 * or one of COVER_BACKGROUNDS picked by the article's slug). The same input draws the same picture.
 */
export function drawCurationCover(opts: {
  slug: string;
  plants: readonly CoverPlant[];
  background?: string;
  alt: string;
}): DrawnImage {
  if (opts.plants.length < 1 || opts.plants.length > 3)
    throw new RangeError(`a cover draws 1–3 plants, not ${opts.plants.length}`);
  const rng = createRng(`${opts.slug}:cover`);
  const background = opts.background ?? rng.pick(COVER_BACKGROUNDS);
  const subjects = opts.plants.map((plant) =>
    plantSubject(composePlant(plant.art, plant.slug, hintOf(plant)), plant.art.leafColor),
  );
  return image(coverScene(subjects, background, rng), COVER_WIDTH, COVER_HEIGHT, opts.alt);
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

// Compact plants without vines, so the item stays in view.
const COMPANIONS = ['oval', 'round', 'succulent', 'calathea'] as const;

/** A small plant to stand beside (or in) a shop item; `potColor` when the item is the pot. */
function companion(slug: string, potColor?: string, potStyle?: PotStyle): Composition {
  const rng = createRng(`${slug}:companion`);
  return composePlant(
    {
      kind: 'plant',
      leaf: rng.pick(COMPANIONS),
      leafColor: rng.pick(['#4f8a4b', '#3f7a55', '#5d9152']),
      potColor: potColor ?? rng.pick(['#ece7de', '#c9825f', '#d9d4cc']),
      height: potColor ? 'medium' : 'small',
    },
    `${slug}:companion`,
    '',
    potStyle,
  );
}

function drawGoodsProduct(art: GoodsArt, opts: { slug: string; name: string }): ProductDrawing {
  const goods = drawGoods(art, createRng(opts.slug), hintOf(opts));
  const subject = goods.subject;
  const rng = createRng(`${opts.slug}:scenes`);
  const size = PHOTO_SIZE;
  const { name } = opts;
  const photos: DrawnImage[] = [
    image(
      studio(subject, size),
      size,
      size,
      goods.subject.flat ? `${name} 전체 모습` : `${name} 정면 모습`,
    ),
  ];
  if (subject.flat) {
    photos.push(image(studio(subject, size, 1), size, size, `${name} 다른 각도`));
  } else {
    photos.push(
      image(
        studio(pair(subject), size, 1),
        size,
        size,
        art.kind === 'pot' ? `크기별 ${name}` : `${name} 구성`,
      ),
    );
  }
  if (art.kind === 'soil') {
    photos.push(image(soilTexture(size, rng, hintOf(opts)), size, size, `${name} 질감 클로즈업`));
  } else {
    photos.push(image(closeUp(subject, size, rng), size, size, `${name} 디테일`));
  }
  photos.push(
    image(studio(inUse(art, goods, opts.slug), size), size, size, inUseAlt(art, goods, name)),
  );
  return {
    photos,
    cutout: image(
      cutout(subject, CUTOUT_WIDTH, CUTOUT_HEIGHT),
      CUTOUT_WIDTH,
      CUTOUT_HEIGHT,
      `${name} 배경 없는 이미지`,
    ),
  };
}

function inUseAlt(art: GoodsArt, goods: Goods, name: string): string {
  if (art.kind === 'pot') return `식물을 심은 ${name}`;
  if (goods.insert) return `화분 흙에 꽂은 ${name}`;
  return `식물과 함께 놓인 ${name}`;
}

/** The item at work: a plant potted in it, pushed into a pot's soil, or beside a plant. */
function inUse(art: GoodsArt, goods: Goods, slug: string): Subject {
  if (art.kind === 'pot' && !/hanging/.test(art.shape)) {
    return plantSubject(companion(slug, art.color, goods.potStyle), '#4f8a4b');
  }
  const plant = companion(slug);
  if (goods.insert) return pushedIn(plant, goods.insert);
  return beside(plantSubject(plant, '#4f8a4b'), goods.lying ?? goods.subject, art.kind === 'pot');
}

/** An ampoule upside down or a meter's probe in the soil, the pot's front wall hiding its tip. */
function pushedIn(c: Composition, item: Flat & { upsideDown: boolean }): Subject {
  const rimRy = c.potW * 0.085;
  const x = c.potW * 0.2;
  const soilY = rimRy * 0.55;
  const k = item.upsideDown ? (c.potH * 1.05) / item.h : (c.potH * 1.25) / item.h;
  const sink = item.h * k * (item.upsideDown ? 0.12 : 0.25);
  const tipY = soilY + sink;
  // Upside down: turned about the nozzle's tip, which rests in the soil.
  const placed = item.upsideDown
    ? `<g transform="translate(${f(x)} ${f(tipY)}) rotate(176) scale(${Math.round(k * 1000) / 1000}) translate(0 ${f(item.h)})">${item.body}</g>`
    : `<g transform="${transform(x, tipY, 6, k)}">${item.body}</g>`;
  const top = tipY - item.h * k;
  return {
    ...plantSubject(c, item.tint),
    defs: c.defs + item.defs,
    body: c.layers.back + placed + c.layers.front,
    box: { ...c.box, minY: Math.min(c.box.minY, top), maxX: Math.max(c.box.maxX, x + item.w * k) },
  };
}

/** A potted plant with the item next to it (or, for a pot, the plant standing beside the empty pot). */
function beside(plant: Subject, item: Subject, itemIsPot: boolean): Subject {
  const ph = plant.baseY - plant.box.minY;
  const ih = item.baseY - item.box.minY;
  // The item keeps a believable size next to a small plant.
  const k = Math.min(1, (ph * (itemIsPot ? 0.6 : 0.75)) / ih);
  const gap = -10;
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
