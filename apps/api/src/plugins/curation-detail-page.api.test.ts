import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_RENDER, galleryImageAttributes, type CurationDetail } from '@chorok/contract';
import { curations } from '@chorok/db';
import { seed } from '@chorok/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCurations } from '../modules/curations/importer.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import {
  html,
  jsonLdOf,
  metaOf,
  preloadOf,
  renders,
  stateOf,
  writeDist,
} from '../test/ssr-fixtures.ts';

/* /life/detail/{id} for a browser: the article rendered on the server like a product (decision 0009). */

const FIXTURES = fileURLToPath(new URL('../modules/curations/test-content', import.meta.url));

let dist: string;
let t: TestApp;
let articleId: number;

const page = (url: string, headers: Record<string, string> = html) =>
  t.app.inject({ method: 'GET', url, headers });
const apiArticle = async (id: number) =>
  (
    JSON.parse((await t.app.inject({ method: 'GET', url: `/v1/curations/${id}` })).body) as {
      data: CurationDetail;
    }
  ).data;

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ webDistDir: dist, rateLimitPerMinute: 0 });
  await seed(t.database);
  await importCurations(t.db, FIXTURES);
  const [row] = await t.db
    .select({ id: curations.id })
    .from(curations)
    .where(eq(curations.slug, 'watering-basics'));
  articleId = row!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /life for a browser', () => {
  it('is the list rendered on the server from the endpoints’ first page and counts', async () => {
    const response = await page('/life');
    expect(response.statusCode).toBe(200);
    const list = JSON.parse((await t.app.inject({ method: 'GET', url: '/v1/curations' })).body) as {
      data: { title: string }[];
      _metadata: unknown;
    };
    const categories = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/v1/curations/categories' })).body,
    ) as { data: unknown };
    expect(response.body).toContain('<h1>라이프 ALL</h1>');
    for (const article of list.data) expect(response.body).toContain(`<li>${article.title}</li>`);
    const { queries } = stateOf(response.body);
    expect(queries[0]).toEqual({ queryKey: ['curations', 'categories'], data: categories.data });
    expect(queries[1]).toEqual({
      queryKey: ['curations', 'list', 'ALL'],
      data: { pages: [{ data: list.data, _metadata: list._metadata }], pageParams: [1] },
    });
  });

  it('renders a tab by its category, and sends the shell for an unknown one', async () => {
    const basics = await page('/life?category=BASICS');
    expect(basics.body).toContain('<h1>라이프 BASICS</h1>');
    const unknown = await page('/life?category=NOPE');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root"></div>');
    // Any Accept gets the page: link previews and curl see what a browser sees.
    const anyAccept = await page('/life', { accept: 'application/json' });
    expect(anyAccept.statusCode).toBe(200);
    expect(anyAccept.body).toContain('<h1>라이프 ALL</h1>');
  });
});

describe('GET /life/detail/:id for a browser', () => {
  it('is the article rendered on the server from the endpoint’s visitor view, its cover preloaded', async () => {
    const response = await page(`/life/detail/${articleId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><article><h1>초보자를 위한 물 주기</h1>');
    expect(response.body).toContain('<title>초보자를 위한 물 주기 · 초록</title>');

    const article = await apiArticle(articleId);
    const { queries } = stateOf(response.body);
    expect(queries[0]).toEqual({ queryKey: ['curations', 'detail', articleId], data: article });
    expect(article.isLiked).toBe(false);
    const cover = galleryImageAttributes(article.cover, { assetHost: null, cdnHost: null });
    expect(preloadOf(response.body)).toMatchObject({
      id: SERVER_RENDER.imagePreloadId,
      href: cover.src,
      imagesrcset: cover.srcSet,
      fetchpriority: 'high',
    });
  });

  it('carries its link card and schema.org Article', async () => {
    const { body } = await page(`/life/detail/${articleId}`);
    const article = await apiArticle(articleId);
    const url = `${t.config.publicOrigin}/life/detail/${articleId}`;
    expect(metaOf(body)).toMatchObject({
      description: article.subtitle,
      'og:type': 'article',
      'og:url': url,
      'og:title': article.title,
      'twitter:card': 'summary_large_image',
    });
    expect(metaOf(body)['og:image']).toMatch(/^https?:\/\/[^/]+\/images\/.+f=jpeg/);
    expect(jsonLdOf(body)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      datePublished: article.publishedAt,
      author: { '@type': 'Person', name: article.author },
      mainEntityOfPage: url,
    });
  });

  it('renders again only when the article changed', async () => {
    await page(`/life/detail/${articleId}`);
    const before = renders();
    await page(`/life/detail/${articleId}`);
    expect(renders()).toBe(before);
    await t.db
      .update(curations)
      .set({ likeCount: sql`${curations.likeCount} + 1` })
      .where(eq(curations.id, articleId));
    const changed = await page(`/life/detail/${articleId}`);
    expect(renders()).toBe(before + 1);
    expect(changed.body).toContain('<p data-likes>1</p>');
  });

  it('sends the shell with a 404 for ids the client refuses, unknown and unpublished articles', async () => {
    await t.db
      .update(curations)
      .set({ unpublishedAt: sql`now()` })
      .where(eq(curations.slug, 'bright-window'));
    const [hidden] = await t.db
      .select({ id: curations.id })
      .from(curations)
      .where(eq(curations.slug, 'bright-window'));
    for (const url of [
      '/life/detail/abc',
      '/life/detail/0',
      '/life/detail/99999',
      `/life/detail/${hidden!.id}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain(SERVER_RENDER.stateElementId);
    }
  });

  it('is the same article for any Accept, as a link-preview crawler asks', async () => {
    const response = await page(`/life/detail/${articleId}`, { accept: 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe((await page(`/life/detail/${articleId}`)).body);
  });
});
