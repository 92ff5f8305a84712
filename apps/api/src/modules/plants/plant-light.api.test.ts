import { MESSAGES } from '@chorok/contract';
import { Plant, PlantDashboardItem, envelope } from '@chorok/contract/schemas';
import { plants } from '@chorok/db';
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

/* The light meter's reading saved as the light where a plant stands, and the advice from it. */

let t: TestApp;
let monstera: InsertedProduct;
let owner: Shopper;
let stranger: Shopper;

const OnePlant = envelope(Plant);
const Dashboard = envelope(z.array(PlantDashboardItem));

beforeAll(async () => {
  t = await createTestApp();
  [monstera] = (await insertProducts(t.db, [
    { name: '몬스테라', care: { lightMinLux: 2_000, lightMaxLux: 10_000 } },
  ])) as [InsertedProduct];
  owner = await signIn(t.app, t.db);
  stranger = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

async function created(who: Shopper, body: Record<string, unknown>) {
  const reply = await call(t.app, 'POST', '/v1/plants', who, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return OnePlant.parse(reply.body).data;
}

const patch = (who: Shopper | undefined, id: number, body: unknown) =>
  call(t.app, 'PATCH', `/v1/plants/${id}`, who, body);

async function dashboardOf(who: Shopper) {
  const reply = await call(t.app, 'GET', '/v1/plants/dashboard', who);
  expect(reply.status).toBe(200);
  return Dashboard.parse(reply.body).data;
}

describe('PATCH /plants/:id lightLux', () => {
  it('saves the reading (whole lux) as measured now, and null forgets it', async () => {
    const plant = await created(owner, { productId: monstera.id, plantedAt: '2025-05-01' });
    expect(plant).toMatchObject({ lightLux: null, lightMeasuredAt: null });

    const before = Date.now();
    const saved = await patch(owner, plant.id, { lightLux: 1_234.6 });
    expect(saved.status).toBe(200);
    const data = OnePlant.parse(saved.body).data;
    expect(data.lightLux).toBe(1_235);
    const measured = Date.parse(data.lightMeasuredAt!);
    expect(measured).toBeGreaterThanOrEqual(before - 5_000);
    expect(measured).toBeLessThanOrEqual(Date.now() + 5_000);
    // Nothing else moved.
    expect(data).toMatchObject({ plantName: plant.plantName, address: plant.address });

    const read = OnePlant.parse((await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner)).body);
    expect(read.data).toEqual(data);

    const zero = OnePlant.parse((await patch(owner, plant.id, { lightLux: 0 })).body).data;
    expect(zero.lightLux).toBe(0);
    const top = OnePlant.parse((await patch(owner, plant.id, { lightLux: 200_000 })).body).data;
    expect(top.lightLux).toBe(200_000);

    const forgotten = await patch(owner, plant.id, { lightLux: null });
    expect(OnePlant.parse(forgotten.body).data).toMatchObject({
      lightLux: null,
      lightMeasuredAt: null,
    });
  });

  it('refuses a reading that is not a number within 0…200,000, changing nothing', async () => {
    const plant = await created(owner, { plantedAt: '2025-05-01' });
    await patch(owner, plant.id, { lightLux: 800 });
    const [row] = await t.db.select().from(plants).where(eq(plants.id, plant.id));
    for (const lightLux of [-1, 200_001, '500', 'bright', true, {}]) {
      const reply = await patch(owner, plant.id, { lightLux, plantName: '바뀌면 안 됨' });
      expect([reply.status, reply.body.message], JSON.stringify(lightLux)).toEqual([
        400,
        MESSAGES.luxRange,
      ]);
    }
    const [after] = await t.db.select().from(plants).where(eq(plants.id, plant.id));
    expect(after).toEqual(row);
  });

  it("answers 404 for someone else's plant or a missing one, and 401 signed out", async () => {
    const plant = await created(owner, { plantedAt: '2025-05-01' });
    const theirs = await patch(stranger, plant.id, { lightLux: 5_000 });
    expect([theirs.status, theirs.body.message]).toEqual([404, MESSAGES.plantNotFound]);
    const missing = await patch(stranger, 987_654, { lightLux: 5_000 });
    expect([missing.status, missing.body.message]).toEqual([404, MESSAGES.plantNotFound]);
    expect((await patch(undefined, plant.id, { lightLux: 5_000 })).status).toBe(401);
    const still = OnePlant.parse((await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner)).body);
    expect(still.data.lightLux).toBeNull();
  });
});

describe('the dashboard light note', () => {
  it("compares the reading with the species' light range", async () => {
    const who = await signIn(t.app, t.db);
    const plant = await created(who, { productId: monstera.id, plantedAt: '2025-05-01' });
    expect((await dashboardOf(who))[0]!.light).toBeNull();

    await patch(who, plant.id, { lightLux: 1_500 });
    const [dark] = await dashboardOf(who);
    expect(dark!.light).toMatchObject({
      lux: 1_500,
      level: 'PARTIAL_SHADE',
      fit: 'DARK',
      range: { minLux: 2_000, maxLux: 10_000 },
      message: '이 자리는 몬스테라에게 조금 어두워요. 창가 쪽으로 옮겨 주세요.',
    });

    await patch(who, plant.id, { lightLux: 4_000 });
    expect((await dashboardOf(who))[0]!.light).toMatchObject({
      fit: 'OK',
      level: 'BRIGHT_INDIRECT',
    });
  });

  it('says what the level means for a plant registered by hand', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await created(who, { plantName: '초록이', plantedAt: '2025-05-01' });
    await patch(who, plant.id, { lightLux: 20_000 });
    expect((await dashboardOf(who))[0]!.light).toMatchObject({
      lux: 20_000,
      level: 'SUN',
      fit: null,
      range: null,
      message: '이 자리는 양지예요. 다육식물이나 허브처럼 햇빛을 좋아하는 식물에게 좋아요.',
    });
  });
});
