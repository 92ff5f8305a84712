import { MESSAGES, PLANT } from '@chorok/contract';
import { Plant, PurchasedPlant, UploadedPhoto, envelope } from '@chorok/contract/schemas';
import { imageAssets, photoUploads, plants } from '@chorok/db';
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
import { boughtLine, call, photoBytes } from '../../test/plant-fixtures.ts';
import { seoulDate, addDays } from './seoul-date.ts';

let t: TestApp;
let monstera: InsertedProduct;
let pot: InsertedProduct;
let owner: Shopper;
let stranger: Shopper;

const OnePlant = envelope(Plant);
const PlantList = envelope(z.array(Plant));
const Purchased = envelope(z.array(PurchasedPlant));
const Uploaded = envelope(UploadedPhoto);
const today = () => seoulDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  [monstera, pot] = (await insertProducts(t.db, [
    {
      name: '몬스테라',
      care: { wateringFrequency: 10, airExposureFrequency: 4, repottingFrequency: 400 },
    },
    { name: '토분', category: 'POT' },
  ])) as [InsertedProduct, InsertedProduct];
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

const plantCount = async (userId: number) =>
  (await t.db.select().from(plants).where(eq(plants.userId, userId))).length;

describe('plants CRUD', () => {
  it('creates by hand with the default frequencies, reads, lists, updates and deletes', async () => {
    const plant = await created(owner, { plantName: '  거실 고무나무 ', plantedAt: '2025-05-01' });
    expect(plant).toMatchObject({
      plantName: '거실 고무나무',
      plantedAt: '2025-05-01',
      purchaseDate: null,
      productId: null,
      productName: null,
      address: '',
      isWateringAlarm: 1,
      isWindAlarm: 1,
      isRepottingAlarm: 1,
      isMyTaskAlarm: 1,
      wateringFrequency: PLANT.defaultFrequencies.watering,
      airExposureFrequency: PLANT.defaultFrequencies.airExposure,
      repottingFrequency: PLANT.defaultFrequencies.repotting,
      mainImageUrl: null,
      productCutoutImageUrl: null,
      plantImageUrl: null,
      lastWateredOn: '2025-05-01',
      lastAiredOn: '2025-05-01',
      lastRepottedOn: '2025-05-01',
    });

    const one = await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner);
    expect(OnePlant.parse(one.body).data).toEqual(plant);
    const list = PlantList.parse((await call(t.app, 'GET', '/v1/plants', owner)).body).data;
    expect(list.map((p) => p.id)).toContain(plant.id);

    const patched = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      plantName: '고무나무',
      address: '부산광역시 해운대구',
      isWindAlarm: false,
      isRepottingAlarm: 0,
      wateringFrequency: 5,
    });
    expect(patched.status).toBe(200);
    expect(OnePlant.parse(patched.body).data).toMatchObject({
      plantName: '고무나무',
      address: '부산광역시 해운대구',
      isWateringAlarm: 1,
      isWindAlarm: 0,
      isRepottingAlarm: 0,
      wateringFrequency: 5,
      airExposureFrequency: PLANT.defaultFrequencies.airExposure,
    });

    const deleted = await call(t.app, 'DELETE', `/v1/plants/${plant.id}`, owner);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    const gone = await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MESSAGES.plantNotFound);
  });

  it('lists the most recently registered first', async () => {
    const who = await signIn(t.app, t.db);
    const first = await created(who, { plantedAt: '2025-01-01' });
    const second = await created(who, { plantedAt: '2025-01-02' });
    const list = PlantList.parse((await call(t.app, 'GET', '/v1/plants', who)).body).data;
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
  });

  it('takes alarms as true/false/0/1 and stores 0 or 1', async () => {
    const plant = await created(owner, {
      plantedAt: '2025-05-01',
      isWateringAlarm: true,
      isWindAlarm: false,
      isRepottingAlarm: 1,
      isMyTaskAlarm: 0,
    });
    expect(plant).toMatchObject({
      isWateringAlarm: 1,
      isWindAlarm: 0,
      isRepottingAlarm: 1,
      isMyTaskAlarm: 0,
    });
    const [row] = await t.db.select().from(plants).where(eq(plants.id, plant.id));
    expect([
      row!.isWateringAlarm,
      row!.isWindAlarm,
      row!.isRepottingAlarm,
      row!.isMyTaskAlarm,
    ]).toEqual([1, 0, 1, 0]);
  });

  it.each([
    [{ plantedAt: '2025-05-01', isWateringAlarm: 2 }, MESSAGES.alarmFlag],
    [{ plantedAt: '2025-05-01', isWindAlarm: 'true' }, MESSAGES.alarmFlag],
    [{ plantedAt: '2025-05-01', wateringFrequency: 0 }, MESSAGES.plantFrequencyRange],
    [{ plantedAt: '2025-05-01', repottingFrequency: 731 }, MESSAGES.plantFrequencyRange],
    [{ plantedAt: '2025-05-01', airExposureFrequency: 2.5 }, MESSAGES.plantFrequencyRange],
    [{ plantedAt: '2025-05-01', plantName: '가'.repeat(21) }, MESSAGES.plantNameMax],
    [{ plantedAt: '2025-02-30' }, MESSAGES.plantDateRange],
    [{ plantedAt: '1989-12-31' }, MESSAGES.plantDateRange],
    [{ plantedAt: '2099-01-01' }, MESSAGES.plantDateRange],
    [{}, MESSAGES.plantDateRange],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = await plantCount(owner.id);
    const reply = await call(t.app, 'POST', '/v1/plants', owner, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(await plantCount(owner.id)).toBe(before);
  });

  it('refuses a plantedAt after today in Seoul, and a bad update, changing nothing', async () => {
    const plant = await created(owner, { plantedAt: today() });
    const tomorrow = addDays(today(), 1);
    const future = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      plantedAt: tomorrow,
      plantName: '바뀌면 안 됨',
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(MESSAGES.plantDateRange);
    const badAlarm = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      isMyTaskAlarm: 'yes',
      plantName: '바뀌면 안 됨',
    });
    expect(badAlarm.status).toBe(400);
    expect(badAlarm.body.message).toBe(MESSAGES.alarmFlag);
    const unknownField = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      purchaseDate: '2025-01-01',
    });
    expect(unknownField.status).toBe(400);
    const after = OnePlant.parse((await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner)).body);
    expect(after.data).toEqual(plant);
  });

  it('answers 400 Invalid id for a non-integer id', async () => {
    const reply = await call(t.app, 'GET', '/v1/plants/abc', owner);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MESSAGES.invalidId);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(t.app, 'GET', '/v1/plants')).status).toBe(401);
    expect((await call(t.app, 'GET', '/v1/plants/dashboard')).status).toBe(401);
  });
});

describe('registering from a product', () => {
  it('fills the name, frequencies, images and the latest paid purchase date (Seoul)', async () => {
    const who = await signIn(t.app, t.db);
    // Paid 2026-03-31T15:30Z: already 1 April in Seoul.
    await boughtLine(t.db, who.id, monstera.id, { paidAt: new Date('2025-03-31T15:30:00Z') });
    await boughtLine(t.db, who.id, monstera.id, { paidAt: new Date('2025-01-10T03:00:00Z') });
    // Later, but cancelled or never paid: not a purchase.
    await boughtLine(t.db, who.id, monstera.id, {
      paidAt: new Date('2025-06-01T03:00:00Z'),
      orderStatus: 'CANCELLED',
      lineStatus: 'CANCELLED',
    });
    await boughtLine(t.db, who.id, monstera.id, { orderStatus: 'PAYMENT_PENDING' });

    const plant = await created(who, { productId: monstera.id, plantedAt: '2025-04-02' });
    expect(plant).toMatchObject({
      plantName: '몬스테라',
      productId: monstera.id,
      productName: '몬스테라',
      purchaseDate: '2025-04-01',
      wateringFrequency: 10,
      airExposureFrequency: 4,
      repottingFrequency: 400,
      mainImageUrl: `/images/${monstera.photoKeys[0]}`,
      productCutoutImageUrl: `/images/${monstera.cutoutKey}`,
      plantImageUrl: null,
    });
  });

  it('keeps what the body gives, and a product never bought has no purchase date', async () => {
    const plant = await created(owner, {
      productId: monstera.id,
      plantName: '몬몬이',
      plantedAt: '2025-04-02',
      wateringFrequency: 3,
    });
    expect(plant).toMatchObject({
      plantName: '몬몬이',
      purchaseDate: null,
      wateringFrequency: 3,
      airExposureFrequency: 4,
    });
  });

  it('refuses a missing product or one that is not a plant', async () => {
    for (const productId of [999_999, pot.id]) {
      const reply = await call(t.app, 'POST', '/v1/plants', owner, {
        productId,
        plantedAt: '2025-04-02',
      });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(MESSAGES.productNotFound);
    }
  });

  it('lists bought plants latest first with how many are registered', async () => {
    const who = await signIn(t.app, t.db);
    const [ficus, cancelled] = await insertProducts(t.db, [
      { name: '떡갈고무나무' },
      { name: '취소된 식물' },
    ]);
    await boughtLine(t.db, who.id, monstera.id, { paidAt: new Date('2025-02-01T03:00:00Z') });
    await boughtLine(t.db, who.id, ficus!.id, { paidAt: new Date('2025-03-01T03:00:00Z') });
    await boughtLine(t.db, who.id, pot.id, { paidAt: new Date('2025-03-02T03:00:00Z') });
    await boughtLine(t.db, who.id, cancelled!.id, {
      paidAt: new Date('2025-03-03T03:00:00Z'),
      orderStatus: 'CANCELLED',
      lineStatus: 'CANCELLED',
    });
    await created(who, { productId: monstera.id, plantedAt: '2025-02-03' });
    await created(who, { productId: monstera.id, plantedAt: '2025-02-04' });

    const reply = await call(t.app, 'GET', '/v1/plants/purchased', who);
    expect(reply.status).toBe(200);
    const list = Purchased.parse(reply.body).data;
    expect(list.map((p) => [p.productName, p.purchaseDate, p.registeredCount])).toEqual([
      ['떡갈고무나무', '2025-03-01', 0],
      ['몬스테라', '2025-02-01', 2],
    ]);
    expect(list[1]).toMatchObject({
      wateringFrequency: 10,
      imageUrl: `/images/${monstera.photoKeys[0]}`,
    });
  });
});

describe("someone else's plant", () => {
  it('answers 404 plantNotFound on every plant endpoint, as a missing one', async () => {
    const plant = await created(owner, { plantedAt: '2025-05-01' });
    const todo = await call(t.app, 'POST', `/v1/plants/${plant.id}/todos`, owner, {
      todo: '잎 닦기',
    });
    expect(todo.status).toBe(201);
    const todoId = (todo.body.data as { id: number }).id;
    const event = await call(t.app, 'POST', `/v1/plants/${plant.id}/care-events`, owner, {
      kind: 'WATERING',
      date: '2025-05-02',
    });
    expect(event.status).toBe(201);
    const eventId = (event.body.data as { id: number }).id;

    const calls: ['GET' | 'PATCH' | 'DELETE' | 'POST', string, unknown?][] = [
      ['GET', `/v1/plants/${plant.id}`],
      ['PATCH', `/v1/plants/${plant.id}`, { plantName: '내 거' }],
      ['DELETE', `/v1/plants/${plant.id}`],
      ['GET', `/v1/plants/${plant.id}/care-events`],
      ['POST', `/v1/plants/${plant.id}/care-events`, { kind: 'WATERING', date: '2025-05-03' }],
      ['PATCH', `/v1/plants/${plant.id}/care-events/${eventId}`, { date: '2025-05-03' }],
      ['DELETE', `/v1/plants/${plant.id}/care-events/${eventId}`],
      ['POST', `/v1/plants/${plant.id}/todos`, { todo: '남의 할 일' }],
      ['PATCH', `/v1/plants/${plant.id}/todos/${todoId}/done`],
      ['DELETE', `/v1/plants/${plant.id}/todos/${todoId}`],
    ];
    for (const [method, url, body] of calls) {
      const theirs = await call(t.app, method, url, stranger, body);
      const missing = await call(
        t.app,
        method,
        url.replace(`/plants/${plant.id}`, '/plants/987654'),
        stranger,
        body,
      );
      expect([theirs.status, theirs.body.message], `${method} ${url}`).toEqual([
        404,
        MESSAGES.plantNotFound,
      ]);
      expect([missing.status, missing.body.message]).toEqual([404, MESSAGES.plantNotFound]);
    }
    const still = await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner);
    expect(OnePlant.parse(still.body).data).toMatchObject({
      plantName: '',
      lastWateredOn: '2025-05-02',
    });
    const strangerList = PlantList.parse(
      (await call(t.app, 'GET', '/v1/plants', stranger)).body,
    ).data;
    expect(strangerList.map((p) => p.id)).not.toContain(plant.id);
  });
});

describe('plant photos', () => {
  async function upload(who: Shopper, bytes: Buffer | string, type = 'image/png') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/plants/photos',
      headers: { ...who.headers, 'content-type': type },
      payload: bytes,
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('uploads with the review photo checks and becomes the plant picture', async () => {
    const reply = await upload(owner, await photoBytes());
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const photo = Uploaded.parse(reply.body).data;
    expect(photo.url).toMatch(/^\/images\/plants\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(photo.alt).toBe('식물 사진');

    const plant = await created(owner, {
      plantedAt: '2025-05-01',
      mainPhoto: { id: photo.id, url: photo.url },
    });
    expect(plant.plantImageUrl).toBe(photo.url);
    const [upload1] = await t.db.select().from(photoUploads).where(eq(photoUploads.id, photo.id));
    expect(upload1!.usedAt).not.toBeNull();

    // The plant's own photo may be sent again; used by another plant it may not.
    const again = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      mainPhoto: { id: photo.id, url: photo.url },
    });
    expect(again.status).toBe(200);
    const other = await call(t.app, 'POST', '/v1/plants', owner, {
      plantedAt: '2025-05-01',
      mainPhoto: { id: photo.id, url: photo.url },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(MESSAGES.plantPhotoNotFound);

    const removed = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      mainPhoto: null,
    });
    expect(OnePlant.parse(removed.body).data.plantImageUrl).toBeNull();
    // The removed photo's image and upload are gone.
    const key = photo.url.replace(/^\/images\//, '');
    expect(await t.db.select().from(imageAssets).where(eq(imageAssets.key, key))).toEqual([]);
    expect(await t.db.select().from(photoUploads).where(eq(photoUploads.id, photo.id))).toEqual([]);

    // Replaced, then deleted with its plant: each photo goes with it.
    const next = Uploaded.parse((await upload(owner, await photoBytes())).body).data;
    const last = Uploaded.parse((await upload(owner, await photoBytes())).body).data;
    for (const { id, url } of [next, last]) {
      const reply = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
        mainPhoto: { id, url },
      });
      expect(OnePlant.parse(reply.body).data.plantImageUrl).toBe(url);
    }
    const keyOf = (url: string) => url.replace(/^\/images\//, '');
    expect(
      await t.db
        .select()
        .from(imageAssets)
        .where(eq(imageAssets.key, keyOf(next.url))),
    ).toEqual([]);
    await call(t.app, 'DELETE', `/v1/plants/${plant.id}`, owner);
    expect(
      await t.db
        .select()
        .from(imageAssets)
        .where(eq(imageAssets.key, keyOf(last.url))),
    ).toEqual([]);
  });

  it('creates and edits a plant with a photo as the web form sends it (the id and url of an upload)', async () => {
    const first = Uploaded.parse((await upload(owner, await photoBytes())).body).data;
    const before = await plantCount(owner.id);
    // The whole upload answer is not a mainPhoto: a 400 at mainPhoto, nothing registered or used.
    const whole = await call(t.app, 'POST', '/v1/plants', owner, {
      plantName: '창가 몬스테라',
      plantedAt: '2025-05-01',
      mainPhoto: first,
    });
    expect(whole.status).toBe(400);
    expect(whole.body.errors).toEqual([{ path: 'mainPhoto', message: 'Invalid input' }]);
    expect(await plantCount(owner.id)).toBe(before);
    const [unused] = await t.db.select().from(photoUploads).where(eq(photoUploads.id, first.id));
    expect(unused!.usedAt).toBeNull();

    const plant = await created(owner, {
      plantName: '창가 몬스테라',
      plantedAt: '2025-05-01',
      mainPhoto: { id: first.id, url: first.url },
    });
    expect(plant.plantImageUrl).toBe(first.url);

    // Editing: another photo, with the other fields of the form.
    const second = Uploaded.parse((await upload(owner, await photoBytes())).body).data;
    const edited = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, owner, {
      plantName: '거실 몬스테라',
      plantedAt: '2025-05-02',
      address: '서울특별시 마포구',
      mainPhoto: { id: second.id, url: second.url },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(OnePlant.parse(edited.body).data).toMatchObject({
      plantName: '거실 몬스테라',
      address: '서울특별시 마포구',
      plantImageUrl: second.url,
    });
    const read = OnePlant.parse((await call(t.app, 'GET', `/v1/plants/${plant.id}`, owner)).body);
    expect(read.data.plantImageUrl).toBe(second.url);
    await call(t.app, 'DELETE', `/v1/plants/${plant.id}`, owner);
  });

  it("refuses someone else's upload or a missing one, and files that are not photos", async () => {
    const theirs = Uploaded.parse((await upload(stranger, await photoBytes())).body).data;
    for (const id of [theirs.id, 999_999]) {
      const reply = await call(t.app, 'POST', '/v1/plants', owner, {
        plantedAt: '2025-05-01',
        mainPhoto: { id, url: theirs.url },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MESSAGES.plantPhotoNotFound);
    }
    const notPhoto = await upload(owner, 'just text', 'image/png');
    expect(notPhoto.status).toBe(415);
    expect(notPhoto.body.message).toBe(MESSAGES.photoType);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/v1/plants/photos',
      headers: { 'content-type': 'image/png' },
      payload: await photoBytes(),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('limits', () => {
  it(`keeps at most ${PLANT.maxPerUser} plants per user (409 plantLimit)`, async () => {
    const who = await signIn(t.app, t.db);
    await t.db.insert(plants).values(
      Array.from({ length: PLANT.maxPerUser }, () => ({
        userId: who.id,
        plantedAt: '2025-01-01',
        wateringFrequency: 7,
        airExposureFrequency: 3,
        repottingFrequency: 365,
      })),
    );
    const reply = await call(t.app, 'POST', '/v1/plants', who, { plantedAt: '2025-01-01' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.plantLimit);
    expect(await plantCount(who.id)).toBe(PLANT.maxPerUser);
  });
});
