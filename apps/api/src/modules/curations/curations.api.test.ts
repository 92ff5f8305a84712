import { fileURLToPath } from 'node:url';
import { MESSAGES, type CurationCategory } from '@chorok/contract';
import {
  CurationDetail,
  CurationLikeState,
  CurationSummary,
  envelope,
  listEnvelope,
} from '@chorok/contract/schemas';
import { curationLikes, curations, curationTags } from '@chorok/db';
import { seed } from '@chorok/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { importCurations } from './importer.ts';

/*
 * The 라이프 endpoints on the seed catalogue, with the three test articles imported
 * (test-content/) and a few rows written directly: two older published ones to test the
 * related order, one taken down and one dated in the future.
 */

const FIXTURES = fileURLToPath(new URL('./test-content', import.meta.url));

let t: TestApp;
const id: Record<string, number> = {};

async function insertArticle(
  slug: string,
  category: CurationCategory,
  publishedAt: Date,
  tags: number[],
  extra: Partial<typeof curations.$inferInsert> = {},
) {
  const [cover] = await t.db
    .select({ key: curations.coverImageKey })
    .from(curations)
    .where(eq(curations.slug, 'watering-basics'));
  const [row] = await t.db
    .insert(curations)
    .values({
      slug,
      title: `${slug} 제목`,
      category,
      author: '초록 에디터',
      coverImageKey: cover!.key,
      coverAlt: `${slug} 표지`,
      source: '본문',
      bodyBlocks: JSON.stringify([{ type: 'html', html: '<p>본문</p>' }]),
      sourceHash: slug,
      publishedAt,
      ...extra,
    })
    .returning({ id: curations.id });
  id[slug] = row!.id;
  if (tags.length > 0)
    await t.db
      .insert(curationTags)
      .values(tags.map((metadataId) => ({ curationId: row!.id, metadataId })));
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  await seed(t.database);
  const report = await importCurations(t.db, FIXTURES);
  expect(report.added.map((entry) => entry.slug)).toEqual([
    'bright-window',
    'pet-safe-plants',
    'watering-basics',
  ]);
  for (const row of await t.db.select({ id: curations.id, slug: curations.slug }).from(curations))
    id[row.slug] = row.id;
  await insertArticle('old-basics', 'BASICS', new Date('2025-01-01T00:00:00+09:00'), []);
  await insertArticle('shared-tags', 'STYLING', new Date('2024-06-01T00:00:00+09:00'), [41, 51]);
  await insertArticle('taken-down', 'BASICS', new Date('2026-01-01T00:00:00+09:00'), [41], {
    unpublishedAt: new Date(),
  });
  await insertArticle('coming-soon', 'SEASON', new Date(Date.now() + 30 * 86_400_000), [41]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: Shopper) {
  const response = await t.app.inject({ method, url, headers: who ? who.headers : {} });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const List = listEnvelope(CurationSummary);
const Detail = envelope(CurationDetail);
const Like = envelope(CurationLikeState);

async function list(query = '', who?: Shopper) {
  const response = await call('GET', `/v1/curations${query}`, who);
  expect(response.status).toBe(200);
  return List.parse(response.body);
}
const slugs = (page: { data: CurationSummary[] }) => page.data.map((item) => item.slug);
const PUBLISHED = [
  'bright-window',
  'pet-safe-plants',
  'watering-basics',
  'old-basics',
  'shared-tags',
];

describe('GET /curations', () => {
  it('lists the published articles newest first, as a visitor sees them', async () => {
    const page = await list();
    expect(slugs(page)).toEqual(PUBLISHED);
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 5, totalPage: 1 });
    const bright = page.data[0]!;
    expect(bright).toMatchObject({
      id: id['bright-window'],
      title: '해가 잘 드는 창가에는',
      subtitle: '',
      category: 'PLACE',
      author: '초록 에디터 한서윤',
      publishedAt: '2026-02-28T15:00:00.000Z',
      readingMinutes: 1,
      tagIds: [11, 49],
      likeCount: 0,
      isLiked: false,
    });
    expect(bright.cover).toEqual({
      url: expect.stringMatching(/^\/images\/curations\/bright-window\/cover-[0-9a-f]{12}\.svg$/),
      width: 1200,
      height: 800,
      alt: '볕이 드는 창가의 에케베리아와 올리브나무',
    });
    expect(page.data.every((item) => !item.isLiked)).toBe(true);
  });

  it('pages and reverses (spec §5)', async () => {
    expect(slugs(await list('?orderDirection=-1'))).toEqual([...PUBLISHED].reverse());
    const second = await list('?perPage=2&page=2');
    expect(slugs(second)).toEqual(['watering-basics', 'old-basics']);
    expect(second._metadata).toEqual({ page: 2, perPage: 2, total: 5, totalPage: 3 });
    const beyond = await list('?perPage=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond._metadata).toEqual({ page: 9, perPage: 2, total: 5, totalPage: 3 });
  });

  it('filters by category', async () => {
    expect(slugs(await list('?category=BASICS'))).toEqual(['watering-basics', 'old-basics']);
    expect((await list('?category=SEASON'))._metadata.total).toBe(0);
  });

  it('with metadataIds: the articles sharing a tag, most shared first', async () => {
    // shared-tags and watering-basics share 41 and 51; pet-safe-plants shares 31.
    expect(slugs(await list('?metadataIds=41,51,31'))).toEqual([
      'watering-basics',
      'shared-tags',
      'pet-safe-plants',
    ]);
    expect(slugs(await list('?metadataIds=49&metadataIds=50'))).toEqual([
      'bright-window',
      'pet-safe-plants',
    ]);
    const safety = await list('?metadataIds=41,31&category=SAFETY');
    expect(slugs(safety)).toEqual(['pet-safe-plants']);
    expect(safety._metadata.total).toBe(1);
    expect((await list('?metadataIds=99'))._metadata.total).toBe(0);
  });

  it.each([
    ['?category=GARDEN', MESSAGES.curationCategory],
    ['?category=basics', MESSAGES.curationCategory],
    ['?page=0', 'page must be a positive integer'],
    ['?page=-1', 'page must be a positive integer'],
    ['?perPage=10001', 'perPage must be at most 10000'],
    ['?orderDirection=2', 'orderDirection must be -1 or 1'],
    ['?metadataIds=101', MESSAGES.metadataList],
    ['?metadataIds=0', MESSAGES.metadataList],
    ['?metadataIds=41,abc', MESSAGES.metadataList],
  ])('refuses %s with 400', async (query, message) => {
    const response = await call('GET', `/v1/curations${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('GET /curations/categories', () => {
  it('counts the published articles of every category, in the tabs’ order', async () => {
    const response = await call('GET', '/v1/curations/categories');
    expect(response).toEqual({
      status: 200,
      body: {
        data: [
          { category: 'BASICS', count: 2 },
          { category: 'PLACE', count: 1 },
          { category: 'SAFETY', count: 1 },
          { category: 'SEASON', count: 0 },
          { category: 'STYLING', count: 1 },
        ],
        message: MESSAGES.ok,
        status: 200,
      },
    });
  });
});

describe('GET /curations/:id', () => {
  it('gives the body blocks, the listed products in order and related articles', async () => {
    const response = await call('GET', `/v1/curations/${id['pet-safe-plants']}`);
    expect(response.status).toBe(200);
    const detail = Detail.parse(response.body).data;
    expect(detail).toMatchObject({ slug: 'pet-safe-plants', category: 'SAFETY', isLiked: false });
    expect(detail.body.map((block) => block.type)).toEqual(['html', 'product', 'html', 'product']);
    expect(detail.body[1]).toEqual({ type: 'product', productId: 29 });
    expect(detail.body[3]).toEqual({ type: 'product', productId: 53 });
    const html = detail.body.map((block) => (block.type === 'html' ? block.html : '')).join('');
    expect(html).toContain('<table>');
    expect(html).toContain('href="https://www.aspca.org/pet-care/animal-poison-control"');
    // 17 (알로카시아 폴리) is discontinued: not offered.
    expect(detail.products.map((product) => product.id)).toEqual([29, 25, 53]);
    expect(detail.products[0]).toMatchObject({ name: '필레아 페페로미오이데스', isLiked: false });
    expect(detail.products[0]!.image.url).toMatch(/^\/images\/products\/pilea-peperomioides\//);
    // No other article shares its category or tags: the newest others.
    expect(detail.related.map((item) => item.slug)).toEqual([
      'bright-window',
      'watering-basics',
      'old-basics',
      'shared-tags',
    ]);
  });

  it('puts shared tags and the same category first among the related', async () => {
    const detail = Detail.parse((await call('GET', `/v1/curations/${id['watering-basics']}`)).body);
    expect(detail.data.related.map((item) => item.slug)).toEqual([
      'shared-tags',
      'old-basics',
      'bright-window',
      'pet-safe-plants',
    ]);
    expect(detail.data.body[0]).toMatchObject({ type: 'html' });
    expect(detail.data.body.filter((block) => block.type === 'product')).toEqual([
      { type: 'product', productId: 16 },
      { type: 'product', productId: 21 },
    ]);
  });

  it('is 404 for an article taken down, not yet published or unknown', async () => {
    for (const target of [id['taken-down'], id['coming-soon'], 987654, 2147483647]) {
      expect(await call('GET', `/v1/curations/${target}`)).toEqual({
        status: 404,
        body: { data: null, message: MESSAGES.curationNotFound, status: 404 },
      });
    }
    expect(slugs(await list('?metadataIds=41'))).not.toContain('taken-down');
    expect(slugs(await list('?category=SEASON'))).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3'])(
    'refuses the id %s with 400 "Invalid id"',
    async (bad) => {
      const response = await call('GET', `/v1/curations/${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.invalidId);
    },
  );
});

describe('POST / DELETE /curations/:id/like', () => {
  const like = (who: Shopper, target: number | string) =>
    call('POST', `/v1/curations/${target}/like`, who);
  const unlike = (who: Shopper, target: number | string) =>
    call('DELETE', `/v1/curations/${target}/like`, who);

  async function counter(curationId: number) {
    const [row] = await t.db
      .select({ likeCount: curations.likeCount })
      .from(curations)
      .where(eq(curations.id, curationId));
    const rows = await t.db.$count(curationLikes, eq(curationLikes.curationId, curationId));
    return { counter: row?.likeCount, rows };
  }

  it('bookmarks (201) and removes (200); repeating either changes nothing', async () => {
    const me = await signIn(t.app, t.db);
    const target = id['bright-window']!;
    const first = await like(me, target);
    expect(first.status).toBe(201);
    expect(Like.parse(first.body)).toEqual({
      data: { curationId: target, isLiked: true, likeCount: 1 },
      message: MESSAGES.created,
      status: 201,
    });
    expect((await like(me, target)).body.data).toEqual({
      curationId: target,
      isLiked: true,
      likeCount: 1,
    });
    expect(await counter(target)).toEqual({ counter: 1, rows: 1 });

    // The liker sees it liked; another user and a visitor see the count only.
    const stranger = await signIn(t.app, t.db);
    const mine = Detail.parse((await call('GET', `/v1/curations/${target}`, me)).body).data;
    expect(mine).toMatchObject({ isLiked: true, likeCount: 1 });
    const theirs = Detail.parse((await call('GET', `/v1/curations/${target}`, stranger)).body);
    expect(theirs.data).toMatchObject({ isLiked: false, likeCount: 1 });
    expect((await list('', me)).data[0]).toMatchObject({ slug: 'bright-window', isLiked: true });
    expect((await list('', stranger)).data[0]).toMatchObject({ isLiked: false, likeCount: 1 });
    expect((await list()).data[0]).toMatchObject({ isLiked: false, likeCount: 1 });

    const removed = await unlike(me, target);
    expect(removed.status).toBe(200);
    expect(Like.parse(removed.body).data).toEqual({
      curationId: target,
      isLiked: false,
      likeCount: 0,
    });
    expect((await unlike(me, target)).body.data).toMatchObject({ isLiked: false, likeCount: 0 });
    expect(await counter(target)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps the counter true under concurrent likes and toggles', async () => {
    const target = id['old-basics']!;
    const me = await signIn(t.app, t.db);
    await Promise.all(Array.from({ length: 10 }, () => like(me, target)));
    expect(await counter(target)).toEqual({ counter: 1, rows: 1 });
    const others = await Promise.all(Array.from({ length: 10 }, () => signIn(t.app, t.db)));
    const results = await Promise.all(others.map((who) => like(who, target)));
    expect(results.every((result) => result.status === 201)).toBe(true);
    expect(await counter(target)).toEqual({ counter: 11, rows: 11 });
    await Promise.all(others.map((who, n) => (n % 2 ? unlike(who, target) : like(who, target))));
    expect(await counter(target)).toEqual({ counter: 6, rows: 6 });
    await Promise.all(
      Array.from({ length: 10 }, (_, n) => (n % 2 ? unlike(me, target) : like(me, target))),
    );
    const after = await counter(target);
    expect(after.counter).toBe(after.rows);
  });

  it('needs sign-in, a published article and a valid id', async () => {
    const me = await signIn(t.app, t.db);
    const target = id['watering-basics'];
    expect(await call('POST', `/v1/curations/${target}/like`)).toEqual({
      status: 401,
      body: { data: null, message: MESSAGES.loginRequired, status: 401 },
    });
    expect((await call('DELETE', `/v1/curations/${target}/like`)).status).toBe(401);
    for (const response of [
      await like(me, id['taken-down']!),
      await like(me, id['coming-soon']!),
      await like(me, 987654),
      await unlike(me, 987654),
      await like(me, 2147483647),
    ]) {
      expect(response).toEqual({
        status: 404,
        body: { data: null, message: MESSAGES.curationNotFound, status: 404 },
      });
    }
    expect(await counter(id['taken-down']!)).toEqual({ counter: 0, rows: 0 });
    for (const bad of ['abc', '0', '-3']) {
      const response = await like(me, bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.invalidId);
      expect((await unlike(me, bad)).status).toBe(400);
    }
  });
});

describe('GET /users/me/likes/curations', () => {
  it('lists the caller’s live bookmarks, most recent first, with paging', async () => {
    const me = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    await t.db.insert(curationLikes).values([
      { userId: me.id, curationId: id['watering-basics']!, createdAt: daysAgo(3) },
      { userId: me.id, curationId: id['pet-safe-plants']!, createdAt: daysAgo(2) },
      // Bookmarked before it was taken down: not listed.
      { userId: me.id, curationId: id['taken-down']!, createdAt: daysAgo(1) },
      { userId: stranger.id, curationId: id['shared-tags']!, createdAt: daysAgo(1) },
    ]);
    const url = '/v1/users/me/likes/curations';
    const page = List.parse((await call('GET', url, me)).body);
    expect(slugs(page)).toEqual(['pet-safe-plants', 'watering-basics']);
    expect(page.data.every((item) => item.isLiked)).toBe(true);
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 2, totalPage: 1 });
    expect(slugs(List.parse((await call('GET', `${url}?orderDirection=-1`, me)).body))).toEqual([
      'watering-basics',
      'pet-safe-plants',
    ]);
    const second = List.parse((await call('GET', `${url}?perPage=1&page=2`, me)).body);
    expect(slugs(second)).toEqual(['watering-basics']);
    expect(second._metadata).toEqual({ page: 2, perPage: 1, total: 2, totalPage: 2 });

    // A bookmark through the API goes to the top; the stranger's stay theirs.
    await call('POST', `/v1/curations/${id['bright-window']}/like`, me);
    expect(slugs(List.parse((await call('GET', url, me)).body))[0]).toBe('bright-window');
    expect(slugs(List.parse((await call('GET', url, stranger)).body))).toEqual(['shared-tags']);
    // The taken-down bookmark can still be removed.
    const removed = await call('DELETE', `/v1/curations/${id['taken-down']}/like`, me);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ isLiked: false });
  });

  it('is empty for a user without bookmarks; needs sign-in; checks paging', async () => {
    const me = await signIn(t.app, t.db);
    const url = '/v1/users/me/likes/curations';
    expect(List.parse((await call('GET', url, me)).body)._metadata).toEqual({
      page: 1,
      perPage: 20,
      total: 0,
      totalPage: 0,
    });
    expect(await call('GET', url)).toEqual({
      status: 401,
      body: { data: null, message: MESSAGES.loginRequired, status: 401 },
    });
    for (const bad of ['?page=0', '?perPage=0', '?orderDirection=0']) {
      expect((await call('GET', `${url}${bad}`, me)).status).toBe(400);
    }
  });
});
