import {
  DIFFICULTIES,
  METADATA_KINDS,
  PLANT_SIZES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  QUESTION_KINDS,
} from '@chorok/contract';
import { NICKNAME_PATTERN, ProductCareInput } from '@chorok/contract/schemas';
import { describe, expect, it } from 'vitest';
import { META, seedMetadatas } from './metadata.ts';
import { seedProducts } from './products/index.ts';
import { buildReviewSeed, spokenName } from './reviews.ts';

const plants = seedProducts.filter((product) => product.category === 'PLANT');
const bySlug = new Map(seedProducts.map((product) => [product.slug, product]));
const product = (slug: string) => {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`no seed product ${slug}`);
  return found;
};

describe('seed metadata', () => {
  it('has unique ids in 1…100, known kinds and Korean names', () => {
    const ids = seedMetadatas.map((metadata) => metadata.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const metadata of seedMetadatas) {
      expect(metadata.id).toBeGreaterThanOrEqual(1);
      expect(metadata.id).toBeLessThanOrEqual(100);
      expect(METADATA_KINDS).toContain(metadata.kind);
      expect(metadata.name).toMatch(/[가-힣]/);
      expect(metadata.description.length).toBeGreaterThan(5);
    }
    expect(Object.values(META).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('gives every question kind its answer options, in the id block reserved for it', () => {
    const blocks = {
      GROW_PLACE: [1, 9],
      SUNLIGHT: [11, 19],
      VENTILATION: [21, 29],
      PET_CHILD: [31, 39],
    };
    for (const kind of QUESTION_KINDS) {
      const options = seedMetadatas.filter((metadata) => metadata.kind === kind);
      expect(options.length, kind).toBeGreaterThanOrEqual(3);
      const [low, high] = blocks[kind];
      for (const option of options) expect(option.id).toBeGreaterThanOrEqual(low!);
      for (const option of options) expect(option.id).toBeLessThanOrEqual(high!);
      const orders = options.map((option) => option.sortOrder);
      expect(new Set(orders).size).toBe(orders.length);
    }
    const tags = seedMetadatas.filter((metadata) => metadata.kind === 'TAG');
    expect(tags.length).toBeGreaterThanOrEqual(15);
    for (const tag of tags) expect(tag.id).toBeGreaterThanOrEqual(41);
  });
});

describe('seed products', () => {
  it('is a real catalogue: at least 80 products, 55 plants, every category and status', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(80);
    expect(plants.length).toBeGreaterThanOrEqual(55);
    for (const category of PRODUCT_CATEGORIES)
      expect(
        seedProducts.some((p) => p.category === category),
        category,
      ).toBe(true);
    for (const status of PRODUCT_STATUSES)
      expect(
        seedProducts.some((p) => p.status === status),
        status,
      ).toBe(true);
  });

  it('has unique slugs and names (images and seeding are keyed by them)', () => {
    const slugs = seedProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = seedProducts.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('prices in won like a Korean shop: whole hundreds, sale price never above the price', () => {
    for (const p of seedProducts) {
      expect(p.price % 100, p.slug).toBe(0);
      expect(p.salePrice % 100, p.slug).toBe(0);
      expect(p.price).toBeGreaterThan(0);
      expect(p.salePrice).toBeGreaterThan(0);
      expect(p.salePrice, p.slug).toBeLessThanOrEqual(p.price);
    }
    const discounted = seedProducts.filter((p) => p.salePrice < p.price);
    expect(discounted.length).toBeGreaterThan(10);
    expect(discounted.length).toBeLessThan(seedProducts.length / 2);
  });

  it('keeps stock and status in step', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.slug).toBe(true);
      if (p.status === 'OUT_OF_STOCK' || p.status === 'DISCONTINUED')
        expect(p.stock, p.slug).toBe(0);
      if (p.status === 'ON_SALE') expect(p.stock, p.slug).toBeGreaterThan(0);
      if (p.status === 'PENDING') expect(p.salesCount, p.slug).toBe(0);
    }
    expect(seedProducts.filter((p) => p.status === 'ON_SALE').length).toBeGreaterThan(
      seedProducts.length * 0.8,
    );
  });

  it('gives every plant its botanical name and care facts, and goods none', () => {
    for (const p of seedProducts) {
      expect(p.englishName.length, p.slug).toBeGreaterThan(0);
      expect(p.summary.length, p.slug).toBeGreaterThan(5);
      // Three to five sentences, each ending in a Korean sentence ending.
      const sentences = p.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(sentences.length, p.slug).toBeLessThanOrEqual(5);
      if (p.category === 'PLANT') {
        expect(p.botanicalName, p.slug).toMatch(/^[A-Z][a-z]+ /);
        expect(p.care, p.slug).not.toBeNull();
        expect(p.art.kind).toBe('plant');
      } else {
        expect(p.botanicalName).toBe('');
        expect(p.care, p.slug).toBeNull();
        expect(p.art.kind).not.toBe('plant');
      }
    }
  });

  it('has care facts in range: lux min below max, positive whole-day intervals', () => {
    for (const p of plants) {
      const care = p.care!;
      expect(care.lightMinLux, p.slug).toBeLessThan(care.lightMaxLux);
      expect(care.lightMinLux).toBeGreaterThanOrEqual(100);
      expect(care.lightMaxLux).toBeLessThanOrEqual(100_000);
      for (const days of [
        care.wateringFrequency,
        care.airExposureFrequency,
        care.repottingFrequency,
      ]) {
        expect(Number.isInteger(days) && days > 0, p.slug).toBe(true);
      }
      expect(care.repottingFrequency).toBeGreaterThanOrEqual(90);
      expect(DIFFICULTIES).toContain(care.difficulty);
      expect(PLANT_SIZES).toContain(care.size);
      for (const desc of [care.wateringDesc, care.airExposureDesc, care.repottingDesc]) {
        expect(desc, p.slug).toMatch(/[가-힣]/);
        expect(desc.endsWith('.'), p.slug).toBe(true);
      }
    }
  });

  it('states the pet safety that is true of well-known species', () => {
    for (const slug of ['monstera-deliciosa', 'golden-pothos', 'zamioculcas', 'dieffenbachia'])
      expect(product(slug).care?.petSafe, slug).toBe(false);
    for (const slug of [
      'calathea-orbifolia',
      'chlorophytum-comosum',
      'boston-fern',
      'pilea-peperomioides',
      'dypsis-lutescens',
    ])
      expect(product(slug).care?.petSafe, slug).toBe(true);
  });

  it('uses lux ranges that fit the kind of plant', () => {
    expect(product('sansevieria-laurentii').care!.lightMinLux).toBeLessThanOrEqual(1_000);
    expect(product('chamaedorea-elegans').care!.lightMinLux).toBeLessThanOrEqual(1_000);
    for (const slug of ['golden-barrel-cactus', 'echeveria-lola', 'rosemary', 'olea-europaea'])
      expect(product(slug).care!.lightMinLux, slug).toBeGreaterThanOrEqual(10_000);
  });

  it('links every product to existing metadata ids in 1…100', () => {
    const known = new Set(seedMetadatas.map((metadata) => metadata.id));
    for (const p of seedProducts) {
      expect(p.metadataIds.length, p.slug).toBeGreaterThan(0);
      expect(new Set(p.metadataIds).size).toBe(p.metadataIds.length);
      for (const id of p.metadataIds) {
        expect(known.has(id), `${p.slug} → ${id}`).toBe(true);
        expect(id).toBeGreaterThanOrEqual(1);
        expect(id).toBeLessThanOrEqual(100);
      }
    }
  });

  it('answers the recommendation questions for every plant, in agreement with its care', () => {
    const kindOf = new Map(seedMetadatas.map((metadata) => [metadata.id, metadata.kind]));
    for (const p of plants) {
      for (const kind of QUESTION_KINDS)
        expect(
          p.metadataIds.some((id) => kindOf.get(id) === kind),
          `${p.slug} ${kind}`,
        ).toBe(true);
      expect(p.metadataIds.includes(META.withPets), p.slug).toBe(p.care!.petSafe);
      expect(p.metadataIds.includes(META.petSafe), p.slug).toBe(p.care!.petSafe);
      expect(p.metadataIds.includes(META.withChildren), p.slug).toBe(p.care!.childSafe);
      expect(p.metadataIds.includes(META.beginner), p.slug).toBe(p.care!.difficulty === 'EASY');
    }
    const snake = product('sansevieria-laurentii').metadataIds;
    expect(snake).toEqual(expect.arrayContaining([META.shade, META.beginner, META.airPurifying]));
    const cactus = product('golden-barrel-cactus').metadataIds;
    expect(cactus).toEqual(expect.arrayContaining([META.directSun, META.lowWater, META.succulent]));
    expect(cactus).not.toContain(META.shade);
    expect(product('calathea-orbifolia').metadataIds).toContain(META.withPets);
  });

  it('links goods to their category tag and never to a recommendation answer', () => {
    const tagOf = { POT: META.pot, SOIL: META.soil, NUTRIENT: META.nutrient, TOOL: META.tool };
    const kindOf = new Map(seedMetadatas.map((metadata) => [metadata.id, metadata.kind]));
    for (const p of seedProducts.filter((p) => p.category !== 'PLANT')) {
      expect(p.metadataIds).toContain(tagOf[p.category as keyof typeof tagOf]);
      for (const id of p.metadataIds) expect(kindOf.get(id)).toBe('TAG');
    }
  });

  it('has new arrivals and a long tail of sales', () => {
    for (const p of seedProducts) {
      expect(p.listedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.listedDaysAgo).toBeLessThanOrEqual(400);
    }
    expect(seedProducts.filter((p) => p.listedDaysAgo <= 30).length).toBeGreaterThanOrEqual(10);
    const sales = seedProducts.map((p) => p.salesCount).sort((a, b) => b - a);
    const top10 = sales.slice(0, 10).reduce((sum, n) => sum + n, 0);
    const all = sales.reduce((sum, n) => sum + n, 0);
    expect(top10 / all).toBeGreaterThan(0.35);
  });
});

describe('seed reviews and likes', () => {
  const seed = buildReviewSeed(seedProducts);

  it('is deterministic', () => {
    expect(buildReviewSeed(seedProducts)).toEqual(seed);
  });

  it('has about forty reviewers with valid, unique nicknames and seed emails', () => {
    expect(seed.reviewers.length).toBe(40);
    const emails = seed.reviewers.map((reviewer) => reviewer.email);
    expect(new Set(emails).size).toBe(40);
    for (const email of emails) expect(email).toMatch(/^reviewer\d{2}@seed\.chorok\.kr$/);
    const nicknames = seed.reviewers.map((reviewer) => reviewer.nickname);
    expect(new Set(nicknames).size).toBe(40);
    for (const nickname of nicknames) expect(nickname).toMatch(NICKNAME_PATTERN);
  });

  it('has 300–500 reviews, skewed to 4–5 stars with honest low ones', () => {
    expect(seed.reviews.length).toBeGreaterThanOrEqual(300);
    expect(seed.reviews.length).toBeLessThanOrEqual(500);
    const ratings = seed.reviews.map((review) => review.rating);
    for (const rating of [1, 2, 3, 4, 5]) expect(ratings).toContain(rating);
    const mean = ratings.reduce((sum, n) => sum + n, 0) / ratings.length;
    expect(mean).toBeGreaterThan(3.9);
    expect(mean).toBeLessThan(4.7);
  });

  it('writes varied Korean text of 10–300 characters, a quarter with 1–3 photos', () => {
    for (const review of seed.reviews) {
      expect(review.content.length).toBeGreaterThanOrEqual(10);
      expect(review.content.length).toBeLessThanOrEqual(300);
      expect(review.content).toMatch(/[가-힣]/);
      expect(review.content).not.toMatch(/\{n/);
      expect(review.photoCount).toBeGreaterThanOrEqual(0);
      expect(review.photoCount).toBeLessThanOrEqual(3);
    }
    const distinct = new Set(seed.reviews.map((review) => review.content)).size;
    expect(distinct / seed.reviews.length).toBeGreaterThan(0.85);
    const withPhotos = seed.reviews.filter((review) => review.photoCount > 0).length;
    expect(withPhotos / seed.reviews.length).toBeGreaterThan(0.15);
    expect(withPhotos / seed.reviews.length).toBeLessThan(0.35);
  });

  it('uses the particle that fits the name', () => {
    const endsWithBatchim = (word: string) =>
      (word.charCodeAt(word.length - 1) - 0xac00) % 28 !== 0;
    let checked = 0;
    for (const review of seed.reviews) {
      const name = spokenName(product(review.productSlug));
      const match = review.content.match(new RegExp(`${name}(은|는) 처음`));
      if (!match) continue;
      checked += 1;
      expect(match[1], review.content).toBe(endsWithBatchim(name) ? '은' : '는');
    }
    expect(checked).toBeGreaterThan(0);
    expect(spokenName(product('monstera-deliciosa'))).toBe('몬스테라');
    expect(spokenName(product('sweet-basil'))).toBe('바질');
  });

  it('says only what is true of the product reviewed', () => {
    for (const review of seed.reviews) {
      const p = product(review.productSlug);
      expect(review.content.startsWith('다만'), review.content).toBe(false);
      if (p.art.kind === 'plant' && p.art.leaf === 'cactus')
        expect(review.content, review.content).not.toMatch(/잎/);
      if (['tillandsia-ionantha', 'lucky-bamboo'].includes(p.slug))
        expect(review.content, review.content).not.toMatch(/흙/);
      if (p.category !== 'PLANT') expect(review.content).not.toMatch(/선물|집들이/);
    }
  });

  it('spreads reviews unevenly: popular plants get many, some products none', () => {
    const perProduct = new Map<string, number>();
    for (const review of seed.reviews)
      perProduct.set(review.productSlug, (perProduct.get(review.productSlug) ?? 0) + 1);
    expect(Math.max(...perProduct.values())).toBeGreaterThanOrEqual(20);
    expect(seedProducts.filter((p) => !perProduct.has(p.slug)).length).toBeGreaterThanOrEqual(3);
    for (const p of seedProducts.filter((p) => p.status === 'PENDING'))
      expect(perProduct.has(p.slug), p.slug).toBe(false);
  });

  it('dates every review after the product was listed and after its author joined', () => {
    const pairs = new Set<string>();
    for (const review of seed.reviews) {
      const p = product(review.productSlug);
      expect(review.createdDaysAgo).toBeLessThan(p.listedDaysAgo);
      expect(review.createdDaysAgo).toBeGreaterThan(0);
      expect(review.createdDaysAgo).toBeLessThan(seed.reviewers[review.reviewer]!.createdDaysAgo);
      const pair = `${review.productSlug}:${review.reviewer}`;
      expect(pairs.has(pair), pair).toBe(false);
      pairs.add(pair);
    }
    // Numbered in date order, oldest first.
    seed.reviews.forEach((review, i) => {
      expect(review.no).toBe(i + 1);
      if (i > 0)
        expect(review.createdDaysAgo).toBeLessThanOrEqual(seed.reviews[i - 1]!.createdDaysAgo);
    });
  });

  it('has unique likes, after what they like, and nobody liking their own review', () => {
    const productPairs = new Set(
      seed.productLikes.map((like) => `${like.reviewer}:${like.productSlug}`),
    );
    expect(productPairs.size).toBe(seed.productLikes.length);
    for (const like of seed.productLikes) {
      expect(like.createdDaysAgo).toBeLessThanOrEqual(product(like.productSlug).listedDaysAgo);
      expect(like.createdDaysAgo).toBeLessThan(seed.reviewers[like.reviewer]!.createdDaysAgo);
    }
    const reviewPairs = new Set(
      seed.reviewLikes.map((like) => `${like.reviewer}:${like.reviewNo}`),
    );
    expect(reviewPairs.size).toBe(seed.reviewLikes.length);
    for (const like of seed.reviewLikes) {
      const review = seed.reviews[like.reviewNo - 1]!;
      expect(like.reviewer).not.toBe(review.reviewer);
      expect(like.createdDaysAgo).toBeLessThanOrEqual(review.createdDaysAgo);
    }
    expect(seed.productLikes.length).toBeGreaterThan(200);
    expect(seed.reviewLikes.length).toBeGreaterThan(200);
  });
});

describe('seed care facts', () => {
  // The console edits a product with the contract's form rule: a seeded plant must be one it can
  // show and save again (a 3-year repotting once broke the product's console page).
  it("fit the console's product form, every plant", () => {
    for (const plant of plants) {
      const parsed = ProductCareInput.safeParse({ ...plant.care, speciesKey: null });
      expect(parsed.success, `${plant.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});
