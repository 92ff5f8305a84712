import { JOURNAL_MESSAGES, MESSAGES, PLANT_JOURNAL } from '@chorok/contract';
import {
  JournalEntry,
  JournalItem,
  Plant,
  UploadedPhoto,
  envelope,
  listEnvelope,
} from '@chorok/contract/schemas';
import { imageAssets, photoUploads, plantJournalEntries } from '@chorok/db';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call, photoBytes } from '../../test/plant-fixtures.ts';
import { createJournalEntry } from './journal.ts';
import { addDays, seoulDate } from './seoul-date.ts';

/*
 * The photo journal (issue 18): entries with a photo (the review photo pipeline) and/or a note,
 * the care between them, the newest photo as the plant's picture, and the photos going with the
 * entry, the plant and the account.
 */

let t: TestApp;
let owner: Shopper;
let stranger: Shopper;

const OnePlant = envelope(Plant);
const OneEntry = envelope(JournalEntry);
const Timeline = listEnvelope(JournalItem);
const Uploaded = envelope(UploadedPhoto);
const today = () => seoulDate(new Date());

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  owner = await signIn(t.app, t.db);
  stranger = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

async function newPlant(who: Shopper, body: Record<string, unknown> = {}): Promise<Plant> {
  const reply = await call(t.app, 'POST', '/v1/plants', who, {
    plantName: '몬순이',
    plantedAt: '2025-01-01',
    ...body,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return OnePlant.parse(reply.body).data;
}

async function upload(who: Shopper, bytes?: Buffer): Promise<UploadedPhoto> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/plants/photos',
    headers: { ...who.headers, 'content-type': 'image/jpeg' },
    payload: bytes ?? (await photoBytes()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return Uploaded.parse(response.json()).data;
}

const journalUrl = (plantId: number) => `/v1/plants/${plantId}/journal`;

async function addEntry(who: Shopper, plantId: number, body: Record<string, unknown>) {
  const reply = await call(t.app, 'POST', journalUrl(plantId), who, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return OneEntry.parse(reply.body).data;
}

async function timeline(who: Shopper, plantId: number, query = '') {
  const reply = await call(t.app, 'GET', `${journalUrl(plantId)}${query}`, who);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return Timeline.parse(reply.body);
}

const plantOf = async (who: Shopper, id: number) =>
  OnePlant.parse((await call(t.app, 'GET', `/v1/plants/${id}`, who)).body).data;

const entriesOf = async (plantId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(plantJournalEntries)
      .where(eq(plantJournalEntries.plantId, plantId))
  )[0]?.n ?? 0;

const keyOf = (url: string) => url.replace(/^\/images\//, '');
const assetsLeft = async (urls: string[]) =>
  (
    await t.db
      .select()
      .from(imageAssets)
      .where(inArray(imageAssets.key, urls.map(keyOf)))
  ).length;

/** A 300×200 JPEG shot "sideways" (EXIF orientation 6) with a camera name and a GPS position. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ChorokTestCam', Model: 'Leaf 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 29/1 5000/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('journal entries', () => {
  it('takes a phone photo re-encoded, upright and without its EXIF, with a trimmed note', async () => {
    const plant = await newPlant(owner);
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const photo = await upload(owner, original);

    const entry = await addEntry(owner, plant.id, {
      takenOn: '2025-03-02',
      note: '  새 잎이 났어요  ',
      photo: { id: photo.id },
    });
    expect(entry).toEqual({
      type: 'ENTRY',
      id: expect.any(Number),
      takenOn: '2025-03-02',
      note: '새 잎이 났어요',
      photo: { url: photo.url, width: 200, height: 300 },
      createdAt: expect.any(String),
    });
    expect(photo.url).toMatch(/^\/images\/plants\/uploads\/[0-9a-f]{32}\.webp$/);
    const [asset] = await t.db
      .select()
      .from(imageAssets)
      .where(eq(imageAssets.key, keyOf(photo.url)));
    const stored = await sharp(asset!.bytes).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    for (const marker of ['Exif', 'ChorokTestCam', 'GPS'])
      expect(asset!.bytes.includes(marker), marker).toBe(false);
    // The upload is used now: a second entry cannot take it.
    const [row] = await t.db.select().from(photoUploads).where(eq(photoUploads.id, photo.id));
    expect(row?.usedAt).not.toBeNull();
    const again = await call(t.app, 'POST', journalUrl(plant.id), owner, {
      photo: { id: photo.id },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: MESSAGES.plantPhotoNotFound,
      errors: [{ path: 'photo', message: MESSAGES.plantPhotoNotFound }],
    });
  });

  it('takes a note alone, on today (Seoul) when no day is given', async () => {
    const plant = await newPlant(owner);
    const entry = await addEntry(owner, plant.id, { note: '창가로 옮겼어요' });
    expect(entry).toMatchObject({ takenOn: today(), note: '창가로 옮겼어요', photo: null });
    // 500 characters are a note; 501 are not.
    const long = await addEntry(owner, plant.id, { note: '잎'.repeat(PLANT_JOURNAL.noteMax) });
    expect(long.note).toHaveLength(PLANT_JOURNAL.noteMax);
  });

  it('refuses an empty entry, a note too long, and a day in the future or before plantedAt', async () => {
    const plant = await newPlant(owner, { plantedAt: '2025-02-01' });
    const photo = await upload(owner);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{}, 'note', JOURNAL_MESSAGES.journalEmpty],
      [{ note: '   ' }, 'note', JOURNAL_MESSAGES.journalEmpty],
      [{ note: '', photo: null }, 'note', JOURNAL_MESSAGES.journalEmpty],
      [{ note: '잎'.repeat(PLANT_JOURNAL.noteMax + 1) }, 'note', JOURNAL_MESSAGES.journalNoteMax],
      [
        { note: '내일', takenOn: addDays(today(), 1) },
        'takenOn',
        JOURNAL_MESSAGES.journalDateRange,
      ],
      [{ note: '전', takenOn: '2025-01-31' }, 'takenOn', JOURNAL_MESSAGES.journalDateRange],
      [
        { photo: { id: photo.id }, takenOn: addDays(today(), 1) },
        'takenOn',
        JOURNAL_MESSAGES.journalDateRange,
      ],
      [{ note: '날짜', takenOn: '2025-02-30' }, 'takenOn', MESSAGES.plantDateRange],
      [{ photo: { id: photo.id, url: photo.url } }, 'photo', 'Invalid input'],
    ];
    for (const [body, path, message] of refusals) {
      const reply = await call(t.app, 'POST', journalUrl(plant.id), owner, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ message, data: null });
      expect((reply.body as { errors: { path: string }[] }).errors[0]?.path).toBe(path);
    }
    expect(await entriesOf(plant.id)).toBe(0);
    // Nothing took the photo: it is still the caller's to use.
    const [row] = await t.db.select().from(photoUploads).where(eq(photoUploads.id, photo.id));
    expect(row?.usedAt).toBeNull();
    // The first day itself is allowed.
    await addEntry(owner, plant.id, { note: '첫날', takenOn: '2025-02-01' });
  });

  it('counts days in Seoul (injected clock): 00:30 in Seoul is already the next day', async () => {
    const plant = await newPlant(owner);
    const now = new Date('2026-03-31T15:30:00Z');
    const body = { note: '자정 넘어', photo: undefined };
    const entry = await createJournalEntry(t.db, owner.id, plant.id, body, now);
    expect(entry.takenOn).toBe('2026-04-01');
    await expect(
      createJournalEntry(t.db, owner.id, plant.id, { ...body, takenOn: '2026-04-02' }, now),
    ).rejects.toMatchObject({ message: JOURNAL_MESSAGES.journalDateRange });
  });

  it("refuses another user's plant as the plant endpoints do (404), writing nothing", async () => {
    const plant = await newPlant(owner);
    const entry = await addEntry(owner, plant.id, { note: '내 식물' });
    const theirs = await upload(stranger);

    const create = await call(t.app, 'POST', journalUrl(plant.id), stranger, {
      note: '남의 식물',
      photo: { id: theirs.id },
    });
    expect(create.status).toBe(404);
    expect(create.body).toMatchObject({ message: MESSAGES.plantNotFound });
    const list = await call(t.app, 'GET', journalUrl(plant.id), stranger);
    expect(list.status).toBe(404);
    const patch = await call(t.app, 'PATCH', `${journalUrl(plant.id)}/${entry.id}`, stranger, {
      note: '고침',
    });
    expect(patch.status).toBe(404);
    const remove = await call(t.app, 'DELETE', `${journalUrl(plant.id)}/${entry.id}`, stranger);
    expect(remove.status).toBe(404);
    expect(remove.body).toMatchObject({ message: MESSAGES.plantNotFound });

    expect(await entriesOf(plant.id)).toBe(1);
    const [row] = await t.db.select().from(photoUploads).where(eq(photoUploads.id, theirs.id));
    expect(row?.usedAt).toBeNull();
    const [kept] = (await timeline(owner, plant.id)).data;
    expect(kept).toMatchObject({ id: entry.id, note: '내 식물' });

    // Someone else's upload on one's own plant: not found either.
    const stolen = await call(t.app, 'POST', journalUrl(plant.id), owner, {
      photo: { id: theirs.id },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ message: MESSAGES.plantPhotoNotFound });
    // And an entry of another plant is not this plant's.
    const other = await newPlant(owner);
    const wrongPlant = await call(t.app, 'PATCH', `${journalUrl(other.id)}/${entry.id}`, owner, {
      note: '고침',
    });
    expect(wrongPlant.status).toBe(404);
    expect(wrongPlant.body).toMatchObject({ message: JOURNAL_MESSAGES.journalEntryNotFound });
  });

  it('edits the note and the day; a note alone cannot be emptied', async () => {
    const plant = await newPlant(owner);
    const note = await addEntry(owner, plant.id, { note: '물꽂이 시작', takenOn: '2025-04-01' });
    const photo = await addEntry(owner, plant.id, {
      note: '뿌리',
      takenOn: '2025-04-05',
      photo: { id: (await upload(owner)).id },
    });
    const url = (id: number) => `${journalUrl(plant.id)}/${id}`;

    const edited = await call(t.app, 'PATCH', url(note.id), owner, {
      note: ' 물꽂이 시작했어요 ',
      takenOn: '2025-04-02',
    });
    expect(edited.status).toBe(200);
    expect(OneEntry.parse(edited.body).data).toMatchObject({
      id: note.id,
      note: '물꽂이 시작했어요',
      takenOn: '2025-04-02',
    });
    const emptied = await call(t.app, 'PATCH', url(note.id), owner, { note: '  ' });
    expect(emptied.status).toBe(400);
    expect(emptied.body).toMatchObject({ message: JOURNAL_MESSAGES.journalEmpty });
    const future = await call(t.app, 'PATCH', url(note.id), owner, {
      takenOn: addDays(today(), 1),
    });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ message: JOURNAL_MESSAGES.journalDateRange });
    // A photo keeps the entry: its note may go.
    const bare = await call(t.app, 'PATCH', url(photo.id), owner, { note: '' });
    expect(OneEntry.parse(bare.body).data).toMatchObject({ note: '', photo: photo.photo });

    const [first] = (await timeline(owner, plant.id, '?orderDirection=-1')).data;
    expect(first).toMatchObject({ id: note.id, note: '물꽂이 시작했어요', takenOn: '2025-04-02' });
  });
});

describe('the timeline', () => {
  it('merges the care given since the first entry, newest day first, and pages', async () => {
    const plant = await newPlant(owner, { plantedAt: '2025-01-01' });
    const care = async (kind: string, date: string) => {
      const reply = await call(t.app, 'POST', `/v1/plants/${plant.id}/care-events`, owner, {
        kind,
        date,
      });
      expect(reply.status).toBe(201);
      return (reply.body as { data: { id: number } }).data.id;
    };
    // No entry yet: the journal is empty, whatever care was given.
    await care('WATERING', '2025-01-05');
    expect((await timeline(owner, plant.id)).data).toEqual([]);

    const first = await addEntry(owner, plant.id, {
      takenOn: '2025-01-10',
      photo: { id: (await upload(owner)).id },
    });
    const watered = await care('WATERING', '2025-01-12');
    const aired = await care('AIR_EXPOSURE', '2025-01-20');
    const note = await addEntry(owner, plant.id, { takenOn: '2025-01-20', note: '새순' });
    const second = await addEntry(owner, plant.id, {
      takenOn: '2025-02-01',
      photo: { id: (await upload(owner)).id },
    });
    const repotted = await care('REPOTTING', '2025-02-03');

    const all = await timeline(owner, plant.id);
    expect(all.data.map((item) => [item.type, item.id])).toEqual([
      ['CARE', repotted],
      ['ENTRY', second.id],
      // On one day, the entry before the care.
      ['ENTRY', note.id],
      ['CARE', aired],
      ['CARE', watered],
      ['ENTRY', first.id],
    ]);
    expect(all.data[0]).toEqual({
      type: 'CARE',
      id: repotted,
      kind: 'REPOTTING',
      date: '2025-02-03',
    });
    expect(all._metadata).toEqual({
      page: 1,
      perPage: PLANT_JOURNAL.perPage,
      total: 6,
      totalPage: 1,
    });

    const page2 = await timeline(owner, plant.id, '?perPage=4&page=2');
    expect(page2.data.map((item) => item.id)).toEqual([watered, first.id]);
    expect(page2._metadata).toEqual({ page: 2, perPage: 4, total: 6, totalPage: 2 });
    const beyond = await timeline(owner, plant.id, '?perPage=4&page=3');
    expect(beyond.data).toEqual([]);
    expect(beyond._metadata.total).toBe(6);

    // The photos alone, oldest first: what then-and-now compares.
    const photos = await timeline(owner, plant.id, '?only=PHOTOS&orderDirection=-1');
    expect(photos.data.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(photos._metadata.total).toBe(2);
    const bad = await call(t.app, 'GET', `${journalUrl(plant.id)}?only=NOTES`, owner);
    expect(bad.status).toBe(400);
  });
});

describe("the plant's picture", () => {
  it('is the newest journal photo, falling back to the one before, then its own photo', async () => {
    const own = await upload(owner);
    const plant = await newPlant(owner, { mainPhoto: { id: own.id, url: own.url } });
    expect(plant).toMatchObject({ plantImageUrl: own.url, mainPhotoUrl: own.url });

    const march = await addEntry(owner, plant.id, {
      takenOn: '2025-03-01',
      photo: { id: (await upload(owner)).id },
    });
    const may = await addEntry(owner, plant.id, {
      takenOn: '2025-05-01',
      photo: { id: (await upload(owner)).id },
    });
    // An older photo added later, and a note: neither is the newest photo.
    const january = await addEntry(owner, plant.id, {
      takenOn: '2025-01-15',
      photo: { id: (await upload(owner)).id },
    });
    await addEntry(owner, plant.id, { takenOn: today(), note: '사진 없이' });

    expect(await plantOf(owner, plant.id)).toMatchObject({
      plantImageUrl: may.photo!.url,
      mainPhotoUrl: own.url,
    });
    const dashboard = await call(t.app, 'GET', '/v1/plants/dashboard', owner);
    const item = (dashboard.body as { data: { id: number; plantImageUrl: string }[] }).data.find(
      (p) => p.id === plant.id,
    );
    expect(item?.plantImageUrl).toBe(may.photo!.url);

    const remove = (id: number) => call(t.app, 'DELETE', `${journalUrl(plant.id)}/${id}`, owner);
    expect((await remove(may.id)).status).toBe(200);
    // The entry's photo went with it: the image and its upload row.
    expect(await assetsLeft([may.photo!.url])).toBe(0);
    expect((await plantOf(owner, plant.id)).plantImageUrl).toBe(march.photo!.url);
    expect((await remove(may.id)).status).toBe(404);
    await remove(march.id);
    expect((await plantOf(owner, plant.id)).plantImageUrl).toBe(january.photo!.url);
    await remove(january.id);
    expect((await plantOf(owner, plant.id)).plantImageUrl).toBe(own.url);
  });
});

describe('photos go with their plant and their owner', () => {
  it('deleting the plant deletes its journal photos', async () => {
    const plant = await newPlant(owner);
    const a = await addEntry(owner, plant.id, { photo: { id: (await upload(owner)).id } });
    const b = await addEntry(owner, plant.id, { photo: { id: (await upload(owner)).id } });
    const urls = [a.photo!.url, b.photo!.url];
    expect(await assetsLeft(urls)).toBe(2);
    expect((await call(t.app, 'DELETE', `/v1/plants/${plant.id}`, owner)).status).toBe(200);
    expect(await assetsLeft(urls)).toBe(0);
    expect(await entriesOf(plant.id)).toBe(0);
  });

  it('leaving the shop deletes every journal photo of the account', async () => {
    const leaver = await signIn(t.app, t.db);
    const plant = await newPlant(leaver);
    const entry = await addEntry(leaver, plant.id, {
      note: '안녕',
      photo: { id: (await upload(leaver)).id },
    });
    const kept = await newPlant(owner);
    const mine = await addEntry(owner, kept.id, { photo: { id: (await upload(owner)).id } });

    const reply = await call(t.app, 'POST', '/v1/auth/leave', leaver, { reason: 'RARELY_USED' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await assetsLeft([entry.photo!.url])).toBe(0);
    // Another person's journal stays.
    expect(await assetsLeft([mine.photo!.url])).toBe(1);
  });
});
