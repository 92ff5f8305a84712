import { META } from './metadata.ts';
import { createRandom, type Random } from './random.ts';
import {
  after,
  cactusAfter,
  cactusCondition,
  closings,
  condition,
  delivery,
  goodsBanks,
  goodsOpeners,
  goodsPackaging,
  openers,
  plantPackaging,
  shortReviews,
  size,
  sizeBySize,
  toolShapes,
  traits,
  type PhraseBank,
} from './review-phrases.ts';
import type { SeedProduct } from './types.ts';

/** A seeded shopper who wrote reviews and liked things. */
export interface SeedReviewer {
  email: string;
  name: string;
  nickname: string;
  /** Well before anything they did: every product is listed at most 400 days ago. */
  createdDaysAgo: number;
}

export interface SeedReview {
  /** 1-based, in date order: the key of its photos (`reviews/{no}/photo-1.svg`). */
  no: number;
  productSlug: string;
  /** Index into `reviewers`. */
  reviewer: number;
  rating: number;
  content: string;
  photoCount: number;
  createdDaysAgo: number;
}

export interface SeedProductLike {
  reviewer: number;
  productSlug: string;
  createdDaysAgo: number;
}

export interface SeedReviewLike {
  reviewer: number;
  reviewNo: number;
  createdDaysAgo: number;
}

export interface ReviewSeed {
  reviewers: SeedReviewer[];
  reviews: SeedReview[];
  productLikes: SeedProductLike[];
  reviewLikes: SeedReviewLike[];
}

const REVIEWER_NAMES: ReadonlyArray<readonly [nickname: string, name: string]> = [
  ['초록손가락', '김지은'],
  ['몬스테라집사', '이서연'],
  ['식집사레오', '박민준'],
  ['베란다정원', '최수빈'],
  ['다육이맘', '정하은'],
  ['화분부자', '강도윤'],
  ['새잎기다림', '조예린'],
  ['물주기알람', '윤서준'],
  ['햇살한줌', '장지호'],
  ['고양이와식물', '임다은'],
  ['작은숲', '한유진'],
  ['플랜테리어', '오승민'],
  ['선인장러버', '서지아'],
  ['허브키친', '신현우'],
  ['느린정원', '권나연'],
  ['잎사귀수집가', '황보람'],
  ['초보식집사', '안재원'],
  ['분갈이장인', '송미경'],
  ['창가고무나무', '전소희'],
  ['그린라이프', '홍준혁'],
  ['식물일기', '유하늘'],
  ['연두빛하루', '고은비'],
  ['숲세권주민', '문태윤'],
  ['반려식물러', '양수아'],
  ['토분덕후', '손정민'],
  ['오늘도물줌', '배가영'],
  ['잎맥관찰자', '백승현'],
  ['두부네베란다', '허윤서'],
  ['하루한잎', '남궁민'],
  ['도시농부', '노지현'],
  ['새싹반장', '심은주'],
  ['초록이네', '하성훈'],
  ['포근한화분', '곽민지'],
  ['달빛정원', '성예준'],
  ['민트초코잎', '차유나'],
  ['주말가드너', '주현아'],
  ['식물과나', '우지훈'],
  ['봄날의다육', '구본희'],
  ['꽃집옆집', '민서윤'],
  ['잎새바람', '진하람'],
];

const SEED = 20_240_603;
/** Days between listing and the first possible review: the first orders have to arrive. */
const FIRST_REVIEW_AFTER_DAYS = 3;
const MAX_REVIEWS_PER_PRODUCT = 38;

type Tier = 'great' | 'good' | 'mixed' | 'bad';

const RATING_WEIGHTS = {
  // Weights for ratings 1…5.
  plant: [3, 4, 9, 24, 60],
  hardPlant: [6, 8, 14, 27, 45],
  goods: [2, 3, 8, 27, 60],
} as const;

function tierOf(rating: number): Tier {
  if (rating === 5) return 'great';
  if (rating === 4) return 'good';
  if (rating === 3) return 'mixed';
  return 'bad';
}

function hasBatchim(word: string): boolean {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return false;
  return (code - 0xac00) % 28 !== 0;
}

const PARTICLES: Record<string, readonly [withBatchim: string, without: string]> = {
  은: ['은', '는'],
  이: ['이', '가'],
  을: ['을', '를'],
};

function fill(template: string, name: string): string {
  return template.replace(/\{n(?::(은|이|을))?\}/g, (_, particle: string | undefined) => {
    if (!particle) return name;
    const [withBatchim, without] = PARTICLES[particle]!;
    return name + (hasBatchim(name) ? withBatchim : without);
  });
}

/** What buyers call it: the first of its names without a space ("몬스테라" for "몬스테라 델리시오사"). */
export function spokenName(product: SeedProduct): string {
  return [product.name, ...product.aliases].find((name) => !name.includes(' ')) ?? product.name;
}

/**
 * Products grown without soil (an air plant, lucky bamboo in water, a mounted staghorn fern):
 * their reviews never mention soil.
 */
const SOILLESS = new Set(['tillandsia-ionantha', 'lucky-bamboo', 'platycerium-bifurcatum']);

/** Sentences that would be untrue of this product. */
function unfitting(product: SeedProduct): (text: string) => boolean {
  const soilless = SOILLESS.has(product.slug);
  const small = product.care?.size === 'SMALL';
  return (text) => (soilless && text.includes('흙')) || (!small && text.includes('책상'));
}

function sentence(
  rng: Random,
  bank: PhraseBank,
  tone: 'pos' | 'mild' | 'neg',
  fits: (text: string) => boolean = () => true,
): string | undefined {
  const options = (tone === 'mild' ? (bank.mild ?? bank.neg) : bank[tone]).filter(fits);
  if (options.length === 0) return undefined;
  const text = rng.pick(options);
  return tone === 'mild' ? `다만 ${text}` : text;
}

/** Sentences about the kind of plant it is, in the tone of the review. */
function traitSentences(product: SeedProduct, tier: Tier): string[] {
  const care = product.care;
  if (!care) return [];
  const has = (id: number) => product.metadataIds.includes(id);
  if (tier === 'bad' || tier === 'mixed') {
    return [
      ...(care.difficulty === 'HARD' ? traits.hardNeg : []),
      ...(care.lightMinLux >= 10_000 ? traits.fullSunNeg : []),
    ];
  }
  return [
    ...(care.difficulty === 'EASY' ? traits.easy : []),
    ...(care.difficulty === 'HARD' ? traits.hardPos : []),
    ...(care.petSafe ? traits.petSafe : []),
    ...(care.lightMinLux <= 800 ? traits.lowLight : []),
    ...(care.lightMinLux >= 10_000 ? traits.fullSun : []),
    ...(has(META.flowering) ? traits.flowering : []),
    ...(has(META.hanging) ? traits.hanging : []),
    ...(has(META.herb) ? traits.herb : []),
    ...(has(META.succulent) ? traits.succulent : []),
    ...(has(META.airPurifying) ? traits.airPurifying : []),
    ...(has(META.waterCulture) ? traits.waterCulture : []),
    ...(has(META.fragrant) ? traits.fragrant : []),
    ...(has(META.gift) ? traits.gift : []),
  ];
}

/** One review's text, composed from the phrase banks in the tone its rating calls for. */
export function composeReview(rng: Random, product: SeedProduct, rating: number): string {
  const tier = tierOf(rating);
  const name = spokenName(product);
  if ((tier === 'great' && rng.chance(0.15)) || (tier === 'bad' && rng.chance(0.1))) {
    return rng.pick(tier === 'great' ? shortReviews.great : shortReviews.bad);
  }
  const parts: string[] = [];
  const add = (probability: number, make: () => string | undefined) => {
    if (!rng.chance(probability)) return;
    const text = make();
    if (text) parts.push(text);
  };
  const positive = tier === 'great' || tier === 'good';
  // A 4 carries one small complaint; a 3 one good thing and one bad; a 1 or 2 mostly bad.
  const mildAt = tier === 'good' ? rng.int(0, 3) : -1;
  let slot = 0;
  const tone = (): 'pos' | 'mild' | 'neg' => {
    const current = slot;
    slot += 1;
    if (tier === 'great') return 'pos';
    if (tier === 'good') return current === mildAt ? 'mild' : 'pos';
    if (tier === 'mixed') return current % 2 === 0 ? 'pos' : 'neg';
    return rating === 2 && current === 0 ? 'pos' : 'neg';
  };

  const openerBank = product.category === 'PLANT' ? openers : goodsOpeners;
  const unfit = unfitting(product);
  const fits = (text: string) => !unfit(text);
  const spiny = product.art.kind === 'plant' && product.art.leaf === 'cactus';

  add(0.45, () => {
    const options = (positive ? openerBank.pos : openerBank.neg).filter(fits);
    return fill(rng.pick(options), name);
  });
  if (product.category === 'PLANT') {
    add(0.55, () => sentence(rng, delivery, tone()));
    add(0.55, () => sentence(rng, plantPackaging, tone(), fits));
    add(0.85, () =>
      sentence(rng, spiny ? cactusCondition : condition, tier === 'bad' ? 'neg' : tone(), fits),
    );
    add(0.45, () => {
      const t = tone();
      if (t === 'pos' && product.care && rng.chance(0.5))
        return rng.pick(sizeBySize[product.care.size]);
      return sentence(rng, size, t);
    });
    add(0.6, () => {
      const options = traitSentences(product, tier);
      return options.length > 0 ? rng.pick(options) : undefined;
    });
    add(tier === 'bad' ? 0.6 : 0.4, () =>
      sentence(rng, spiny ? cactusAfter : after, tier === 'bad' ? 'neg' : tone(), fits),
    );
  } else {
    const bank = goodsBanks[product.category];
    add(0.5, () => sentence(rng, delivery, tone()));
    add(0.5, () => sentence(rng, goodsPackaging, tone()));
    add(0.9, () => sentence(rng, bank, tier === 'bad' ? 'neg' : tone()));
    const shape = product.art.kind === 'tool' ? toolShapes[product.art.shape] : undefined;
    if (shape) add(0.6, () => (positive ? shape.pos : shape.neg));
    else add(0.5, () => rng.pick(bank.pos.filter((text) => !parts.includes(text))));
  }
  add(0.55, () => rng.pick(closings[tier]));

  // "다만" qualifies what came before it, so it never opens a review.
  if (parts[0]?.startsWith('다만 ')) parts[0] = parts[0].slice('다만 '.length);
  let text = parts.join(' ');
  // Never a near-empty review: fall back on a closing line until it says something.
  while (text.length < 10) text = `${text} ${rng.pick(closings[tier])}`.trim();
  return text;
}

function ratingFor(rng: Random, product: SeedProduct): number {
  const weights =
    product.category !== 'PLANT'
      ? RATING_WEIGHTS.goods
      : product.care?.difficulty === 'HARD'
        ? RATING_WEIGHTS.hardPlant
        : RATING_WEIGHTS.plant;
  return rng.weightedIndex(weights) + 1;
}

/** How many reviews a product has: a long tail that follows its sales. */
function reviewCountFor(rng: Random, product: SeedProduct): number {
  if (product.status === 'PENDING') return 0;
  if (product.listedDaysAgo <= FIRST_REVIEW_AFTER_DAYS + 1) return 0;
  if (product.salesCount < 150 && rng.chance(0.3)) return 0;
  const expected = product.salesCount ** 1.1 * 0.0045 * (0.6 + rng.next() * 0.8);
  return Math.min(MAX_REVIEWS_PER_PRODUCT, Math.max(1, Math.round(expected)));
}

function photoCountFor(rng: Random, rating: number, content: string): number {
  const probability = rating <= 2 ? 0.35 : content.length > 80 ? 0.33 : 0.15;
  if (!rng.chance(probability)) return 0;
  return rng.weightedIndex([5, 3, 2]) + 1;
}

/** Days ago, uniformly between `from` and `to` days ago (from > to). */
function between(rng: Random, from: number, to: number): number {
  return to + rng.next() * Math.max(0, from - to);
}

function round(daysAgo: number): number {
  return Math.round(daysAgo * 10_000) / 10_000;
}

/**
 * The seeded reviewers, their reviews, and the likes they gave — deterministic for a given
 * catalogue. Every date is in days before the seed runs, so the shop always looks current.
 */
export function buildReviewSeed(products: readonly SeedProduct[]): ReviewSeed {
  const rng = createRandom(SEED);
  const reviewers: SeedReviewer[] = REVIEWER_NAMES.map(([nickname, name], i) => ({
    email: `reviewer${String(i + 1).padStart(2, '0')}@seed.chorok.kr`,
    name,
    nickname,
    createdDaysAgo: round(430 + rng.next() * 300),
  }));
  // A few people write most reviews, as in any shop.
  const activity = reviewers.map((_, i) => 1 / (1 + i * 0.12));

  const drafts: Omit<SeedReview, 'no'>[] = [];
  for (const product of products) {
    const count = reviewCountFor(rng, product);
    for (const reviewer of rng.sampleWeighted(activity, count)) {
      const rating = ratingFor(rng, product);
      const content = composeReview(rng, product, rating);
      drafts.push({
        productSlug: product.slug,
        reviewer,
        rating,
        content,
        photoCount: photoCountFor(rng, rating, content),
        createdDaysAgo: round(between(rng, product.listedDaysAgo - FIRST_REVIEW_AFTER_DAYS, 0.05)),
      });
    }
  }
  const reviews: SeedReview[] = drafts
    .sort((a, b) => b.createdDaysAgo - a.createdDaysAgo)
    .map((draft, i) => ({ no: i + 1, ...draft }));

  const popularity = products.map((product) => Math.sqrt(product.salesCount) + 4);
  const productLikes: SeedProductLike[] = [];
  reviewers.forEach((reviewer, index) => {
    const count = 2 + Math.floor(rng.next() ** 2 * 24);
    for (const p of rng.sampleWeighted(popularity, count)) {
      const product = products[p]!;
      const since = Math.min(product.listedDaysAgo, reviewer.createdDaysAgo);
      productLikes.push({
        reviewer: index,
        productSlug: product.slug,
        createdDaysAgo: round(between(rng, since, 0.01)),
      });
    }
  });

  const reviewLikes: SeedReviewLike[] = [];
  for (const review of reviews) {
    // Photos and long, specific reviews (happy or not) are the ones people find helpful.
    const helpfulness =
      0.3 +
      (review.photoCount > 0 ? 2 : 0) +
      review.content.length / 90 +
      (review.rating <= 2 ? 1 : 0);
    const count = Math.min(reviewers.length - 1, Math.floor(helpfulness * rng.next() ** 1.6 * 3.2));
    const others = reviewers.map((_, i) => (i === review.reviewer ? 0 : 1));
    for (const liker of rng.sampleWeighted(others, count)) {
      reviewLikes.push({
        reviewer: liker,
        reviewNo: review.no,
        createdDaysAgo: round(between(rng, review.createdDaysAgo, 0.01)),
      });
    }
  }

  return { reviewers, reviews, productLikes, reviewLikes };
}
