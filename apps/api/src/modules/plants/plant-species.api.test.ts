import { MESSAGES, PLANT } from '@chorok/contract';
import { Plant, PlantCreateBody, PlantDashboardItem, envelope } from '@chorok/contract/schemas';
import { plants, products } from '@chorok/db';
import { speciesByKey } from '@chorok/catalogue';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call } from '../../test/plant-fixtures.ts';
import { createPlant } from './service.ts';

/* A plant's species: chosen by hand or its product's, its care defaults and its light range. */

let t: TestApp;
let monstera: InsertedProduct;
let bareMonstera: InsertedProduct;
let owner: Shopper;

const OnePlant = envelope(Plant);
const Dashboard = envelope(z.array(PlantDashboardItem));

// 알로카시아 프라이덱: watering spring 5 · summer 4 · autumn 6 · winter 10 days, airing every 2
// days, repotting every 12 months; none of them the generic defaults. The shop does not sell it.
const FRYDEK = 'alocasia-micholitziana-frydek';
const frydek = speciesByKey(FRYDEK)!;

beforeAll(async () => {
  t = await createTestApp();
  [monstera, bareMonstera] = (await insertProducts(t.db, [
    {
      name: '몬스테라 델리시오사',
      care: { wateringFrequency: 10, airExposureFrequency: 4, repottingFrequency: 400 },
    },
    // A plant product without care facts of its own: its species fills them in.
    { name: '몬스테라 (상자째)', care: null },
  ])) as [InsertedProduct, InsertedProduct];
  // Linked as the species seed step links the shop's plants.
  for (const product of [monstera, bareMonstera])
    await t.db
      .update(products)
      .set({ speciesKey: 'monstera-deliciosa' })
      .where(eq(products.id, product.id));
  owner = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

async function created(who: Shopper, body: Record<string, unknown>) {
  const reply = await call(t.app, 'POST', '/v1/plants', who, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return OnePlant.parse(reply.body).data;
}

const plantCount = async (userId: number) =>
  (await t.db.select().from(plants).where(eq(plants.userId, userId))).length;

/** createPlant as the route calls it, on a given day (Seoul noon). */
const createdOn = (who: Shopper, day: string, body: Record<string, unknown>) =>
  createPlant(
    t.db,
    who.id,
    PlantCreateBody.parse({ plantedAt: day, ...body }),
    new Date(`${day}T03:00:00Z`),
  );

describe('a plant of a species the shop does not sell', () => {
  it("gets the species' care as its defaults: this season's watering, its airing and repotting", async () => {
    const who = await signIn(t.app, t.db);
    const summer = await createdOn(who, '2026-07-15', {
      plantName: '거실 알로카시아',
      speciesKey: FRYDEK,
    });
    expect(summer).toMatchObject({
      speciesKey: FRYDEK,
      speciesName: '알로카시아 프라이덱',
      productId: null,
      wateringFrequency: frydek.wateringDays.summer,
      airExposureFrequency: frydek.airExposureDays,
      repottingFrequency: frydek.repottingMonths * 30,
    });
    const winter = await createdOn(who, '2026-01-10', { speciesKey: FRYDEK });
    expect(winter.wateringFrequency).toBe(frydek.wateringDays.winter);
    const spring = await createdOn(who, '2026-04-30', { speciesKey: FRYDEK });
    expect(spring.wateringFrequency).toBe(frydek.wateringDays.spring);
    const autumn = await createdOn(who, '2026-11-30', { speciesKey: FRYDEK });
    expect(autumn.wateringFrequency).toBe(frydek.wateringDays.autumn);
    // The numbers differ from the generic defaults, so the species really gave them.
    expect(summer.repottingFrequency).not.toBe(PLANT.defaultFrequencies.repotting);
    expect(winter.wateringFrequency).not.toBe(PLANT.defaultFrequencies.watering);
  });

  it('keeps the numbers the body gives', async () => {
    const plant = await created(owner, {
      plantName: '프라이덱',
      plantedAt: '2025-05-01',
      speciesKey: FRYDEK,
      wateringFrequency: 9,
      repottingFrequency: 500,
    });
    expect(plant).toMatchObject({
      speciesKey: FRYDEK,
      wateringFrequency: 9,
      airExposureFrequency: frydek.airExposureDays,
      repottingFrequency: 500,
    });
    // Read back the same.
    const again = OnePlant.parse((await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner)).body);
    expect(again.data).toEqual(plant);
  });

  it('refuses a species not in the list with 400, and registers nothing', async () => {
    const before = await plantCount(owner.id);
    for (const speciesKey of ['no-such-plant', 'Monstera Deliciosa', '', 42]) {
      const reply = await call(t.app, 'POST', '/v1/plants', owner, {
        plantName: '모르는 식물',
        plantedAt: '2025-05-01',
        speciesKey,
      });
      expect(reply.status, String(speciesKey)).toBe(400);
      expect(reply.body, String(speciesKey)).toMatchObject({ message: MESSAGES.speciesUnknown });
    }
    expect(await plantCount(owner.id)).toBe(before);
  });

  it('keeps the generic defaults without a species', async () => {
    const plant = await created(owner, { plantName: '초록이', plantedAt: '2025-05-01' });
    expect(plant).toMatchObject({
      speciesKey: null,
      speciesName: null,
      wateringFrequency: PLANT.defaultFrequencies.watering,
      airExposureFrequency: PLANT.defaultFrequencies.airExposure,
      repottingFrequency: PLANT.defaultFrequencies.repotting,
    });
  });
});

describe('a plant from a product', () => {
  it("takes the product's species, and the product's care before the species'", async () => {
    const plant = await created(owner, { productId: monstera.id, plantedAt: '2025-05-01' });
    expect(plant).toMatchObject({
      speciesKey: 'monstera-deliciosa',
      speciesName: '몬스테라 델리시오사',
      wateringFrequency: 10,
      airExposureFrequency: 4,
      repottingFrequency: 400,
    });
  });

  it("falls back on the species' care where the product has none", async () => {
    const facts = speciesByKey('monstera-deliciosa')!;
    const plant = await createdOn(owner, '2026-07-15', { productId: bareMonstera.id });
    expect(plant).toMatchObject({
      speciesKey: 'monstera-deliciosa',
      wateringFrequency: facts.wateringDays.summer,
      airExposureFrequency: facts.airExposureDays,
      repottingFrequency: facts.repottingMonths * 30,
    });
  });

  it('takes the species the body names over the product’s', async () => {
    const plant = await created(owner, {
      productId: monstera.id,
      speciesKey: 'monstera-adansonii',
      plantedAt: '2025-05-01',
    });
    expect(plant).toMatchObject({ speciesKey: 'monstera-adansonii', wateringFrequency: 10 });
  });
});

describe('PATCH /plants/:id speciesKey', () => {
  it('changes or forgets the species and leaves the frequencies; an unknown one is refused', async () => {
    const plant = await created(owner, { plantName: '이름 모를 풀', plantedAt: '2025-05-01' });
    const set = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      speciesKey: FRYDEK,
    });
    expect(set.status).toBe(200);
    expect(OnePlant.parse(set.body).data).toMatchObject({
      speciesKey: FRYDEK,
      speciesName: '알로카시아 프라이덱',
      wateringFrequency: plant.wateringFrequency,
      airExposureFrequency: plant.airExposureFrequency,
      repottingFrequency: plant.repottingFrequency,
    });

    const bad = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      speciesKey: 'no-such-plant',
      plantName: '바뀌면 안 돼요',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: MESSAGES.speciesUnknown });
    const still = OnePlant.parse((await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner)).body);
    expect(still.data).toMatchObject({ plantName: '이름 모를 풀', speciesKey: FRYDEK });

    const cleared = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      speciesKey: null,
    });
    expect(OnePlant.parse(cleared.body).data).toMatchObject({
      speciesKey: null,
      speciesName: null,
    });
  });

  it("is 404 on another user's plant", async () => {
    const plant = await created(owner, { plantName: '내 식물', plantedAt: '2025-05-01' });
    const stranger = await signIn(t.app, t.db);
    const reply = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, stranger, {
      speciesKey: FRYDEK,
    });
    expect(reply.status).toBe(404);
  });
});

describe('the light note of a plant registered by hand with a species', () => {
  it("compares the reading with the species' light range", async () => {
    const who = await signIn(t.app, t.db);
    const plant = await created(who, {
      plantName: '프라이덱',
      plantedAt: '2025-05-01',
      speciesKey: FRYDEK,
    });
    const dim = Math.floor(frydek.lightLux.min / 2) - 1;
    await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, who, { lightLux: dim });
    const [item] = Dashboard.parse(
      (await call(t.app, 'GET', '/v1/plants/dashboard', who)).body,
    ).data;
    expect(item!.light).toMatchObject({
      lux: dim,
      fit: 'DARK',
      range: { minLux: frydek.lightLux.min, maxLux: frydek.lightLux.max },
      message:
        '이 자리는 알로카시아 프라이덱에게 많이 어두워요. 밝은 창가로 옮기거나 식물등을 켜 주세요.',
    });
  });
});
