import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurationBlock } from '@chorok/contract';
import { curationLikes, curationProducts, curations, curationTags, imageAssets } from '@chorok/db';
import { seed } from '@chorok/catalogue';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { ImportError, importCurations } from './importer.ts';

/* content/curations → the database, file by file, on the seed catalogue. */

const FIXTURES = fileURLToPath(new URL('./test-content', import.meta.url));

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  await seed(t.database);
  dir = mkdtempSync(path.join(tmpdir(), 'chorok-curations-'));
  cpSync(FIXTURES, dir, { recursive: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const file = (slug: string) => path.join(dir, `${slug}.md`);
const edit = (slug: string, change: (text: string) => string) =>
  writeFileSync(file(slug), change(readFileSync(file(slug), 'utf8')));

async function article(slug: string) {
  const [row] = await t.db.select().from(curations).where(eq(curations.slug, slug));
  if (!row) throw new Error(`no article ${slug}`);
  const tags = await t.db
    .select({ id: curationTags.metadataId })
    .from(curationTags)
    .where(eq(curationTags.curationId, row.id))
    .orderBy(asc(curationTags.metadataId));
  const linked = await t.db
    .select({ id: curationProducts.productId })
    .from(curationProducts)
    .where(eq(curationProducts.curationId, row.id))
    .orderBy(asc(curationProducts.position));
  return {
    ...row,
    blocks: JSON.parse(row.bodyBlocks) as CurationBlock[],
    tags: tags.map((tag) => tag.id),
    products: linked.map((product) => product.id),
  };
}

const slugsOf = (entries: { slug: string }[]) => entries.map((entry) => entry.slug);
const FRONT = readFileSync(path.join(FIXTURES, 'bright-window.md'), 'utf8').split('\n---\n')[0]!;

describe('importCurations', { timeout: 60_000 }, () => {
  it('adds every article with its tags, products, body blocks and cover', async () => {
    const report = await importCurations(t.db, dir);
    expect(report).toEqual({
      dir,
      added: [{ slug: 'bright-window' }, { slug: 'pet-safe-plants' }, { slug: 'watering-basics' }],
      updated: [],
      unpublished: [],
      skipped: [],
    });
    const watering = await article('watering-basics');
    expect(watering).toMatchObject({
      title: '초보자를 위한 물 주기',
      category: 'BASICS',
      author: '초록 에디터 한서윤',
      publishedAt: new Date('2026-01-04T15:00:00Z'),
      unpublishedAt: null,
      readingMinutes: 1,
      likeCount: 0,
      coverAlt: '창가에 놓인 스파티필룸과 스킨답서스',
      tags: [41, 51],
      products: [16, 35, 21],
    });
    expect(watering.source).toMatch(/^\n?물은 날짜가 아니라 흙을 보고 줘요/);
    expect(watering.blocks.map((b) => (b.type === 'product' ? b.productId : b.type))).toEqual([
      'html',
      16,
      'html',
      21,
      'html',
    ]);
    expect(watering.blocks[0]).toMatchObject({
      html: expect.stringContaining('<strong>흠뻑</strong>'),
    });

    // The cover is an SVG in image_assets, served and resized by /images.
    expect(watering.coverImageKey).toMatch(/^curations\/watering-basics\/cover-[0-9a-f]{12}\.svg$/);
    const [asset] = await t.db
      .select()
      .from(imageAssets)
      .where(eq(imageAssets.key, watering.coverImageKey));
    expect(asset).toMatchObject({ contentType: 'image/svg+xml', width: 1200, height: 800 });
    expect(asset!.bytes.toString('utf8')).toMatch(/^<svg [^>]*viewBox="0 0 1200 800"/);
    const image = await t.app.inject({
      method: 'GET',
      url: `/images/${watering.coverImageKey}?w=600&f=webp`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('skips unchanged files without writing', async () => {
    const before = await article('pet-safe-plants');
    const report = await importCurations(t.db, dir);
    expect(report.skipped).toEqual([
      { slug: 'bright-window', reason: 'unchanged' },
      { slug: 'pet-safe-plants', reason: 'unchanged' },
      { slug: 'watering-basics', reason: 'unchanged' },
    ]);
    expect([...report.added, ...report.updated, ...report.unpublished]).toEqual([]);
    expect((await article('pet-safe-plants')).updatedAt).toEqual(before.updatedAt);
  });

  it('updates an edited file: fields, tags, products, and a new cover replacing the old', async () => {
    const before = await article('watering-basics');
    edit('watering-basics', (text) =>
      text
        .replace('title: 초보자를 위한 물 주기', 'title: 처음 하는 물 주기')
        .replace('tags: [41, 51]', 'tags: [41]')
        .replace('products: [16, 35, 21]', 'products: [21, 16, 24]')
        .replace('  products: [16, 35]', '  products: [21, 24]'),
    );
    const report = await importCurations(t.db, dir);
    expect(report.updated).toEqual([{ slug: 'watering-basics' }]);
    expect(slugsOf(report.skipped)).toEqual(['bright-window', 'pet-safe-plants']);
    const after = await article('watering-basics');
    expect(after).toMatchObject({
      id: before.id,
      title: '처음 하는 물 주기',
      tags: [41],
      products: [21, 16, 24],
    });
    expect(after.coverImageKey).not.toBe(before.coverImageKey);
    expect(await t.db.$count(imageAssets, eq(imageAssets.key, before.coverImageKey))).toBe(0);
    expect(await t.db.$count(imageAssets, eq(imageAssets.key, after.coverImageKey))).toBe(1);
    // A body edit alone keeps the cover.
    edit('watering-basics', (text) => `${text}\n마지막 문단이에요.\n`);
    await importCurations(t.db, dir);
    expect((await article('watering-basics')).coverImageKey).toBe(after.coverImageKey);
  });

  it('unpublishes a removed file, keeps its likes, and publishes it again when it is back', async () => {
    const bright = await article('bright-window');
    const reader = await signIn(t.app, t.db);
    await t.app.inject({
      method: 'POST',
      url: `/v1/curations/${bright.id}/like`,
      headers: reader.headers,
    });
    const saved = readFileSync(file('bright-window'), 'utf8');
    unlinkSync(file('bright-window'));

    const removed = await importCurations(t.db, dir);
    expect(removed.unpublished).toEqual([{ slug: 'bright-window' }]);
    expect((await article('bright-window')).unpublishedAt).toBeInstanceOf(Date);
    const gone = await t.app.inject({ method: 'GET', url: `/v1/curations/${bright.id}` });
    expect(gone.statusCode).toBe(404);
    // Importing again does not unpublish it twice.
    expect((await importCurations(t.db, dir)).unpublished).toEqual([]);

    writeFileSync(file('bright-window'), saved);
    const back = await importCurations(t.db, dir);
    expect(back.added).toEqual([{ slug: 'bright-window', reason: 'published again' }]);
    const again = await article('bright-window');
    expect(again).toMatchObject({ id: bright.id, unpublishedAt: null, likeCount: 1 });
    expect(await t.db.$count(curationLikes, eq(curationLikes.curationId, bright.id))).toBe(1);
    const liked = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me/likes/curations',
      headers: reader.headers,
    });
    expect(liked.json().data.map((item: { id: number }) => item.id)).toEqual([bright.id]);
  });

  it.each([
    ['Bad_Name', `${FRONT}\n---\n본문`, /file name must be a slug/],
    ['no-title', `${FRONT.replace(/title: .*\n/, '')}\n---\n본문`, /^title: required$/],
    [
      'ghost-product',
      `${FRONT.replace('[45, 46, 7]', '[45, 9999]')}\n---\n본문`,
      /^no product 9999$/,
    ],
    [
      'pot-cover',
      `${FRONT.replace('[45, 46, 7]', '[45, 66]').replace('products: [45, 7]', 'products: [66]')}\n---\n본문`,
      /^cover.products: 66 is a POT, not a PLANT$/,
    ],
    [
      'unknown-tag',
      `${FRONT.replace('[11, 49]', '[11, 99]')}\n---\n본문`,
      /^tags: no metadata 99$/,
    ],
    ['with-image', `${FRONT}\n---\n![사진](https://x.example/a.png)`, /images are not allowed/],
  ])('skips %s with its reason and imports the rest', async (slug, text, reason) => {
    writeFileSync(file(slug), text);
    edit('pet-safe-plants', (body) => `${body}\n한 줄 더.\n`);
    try {
      const report = await importCurations(t.db, dir);
      expect(report.skipped.filter((entry) => entry.reason !== 'unchanged')).toEqual([
        { slug, reason: expect.stringMatching(reason) },
      ]);
      expect(report.updated).toEqual([{ slug: 'pet-safe-plants' }]);
      expect(await t.db.$count(curations, eq(curations.slug, slug))).toBe(0);
    } finally {
      unlinkSync(file(slug));
    }
  });

  it('keeps the published version of an article whose edit breaks a rule', async () => {
    const before = await article('pet-safe-plants');
    edit('pet-safe-plants', (text) => text.replace('category: SAFETY', 'category: GARDEN'));
    const report = await importCurations(t.db, dir);
    expect(report.skipped).toContainEqual({
      slug: 'pet-safe-plants',
      reason: expect.stringMatching(/^category: one of BASICS/),
    });
    expect(report.unpublished).toEqual([]);
    const after = await article('pet-safe-plants');
    expect(after).toMatchObject({ category: 'SAFETY', unpublishedAt: null });
    expect(after.sourceHash).toBe(before.sourceHash);
    edit('pet-safe-plants', (text) => text.replace('category: GARDEN', 'category: SAFETY'));
  });

  it('stores only sanitized HTML: no script, event handler, javascript: link or raw HTML', async () => {
    writeFileSync(
      file('unsafe'),
      `${FRONT}\n---\n<script>alert('x')</script>\n\n<p onclick="steal()">문단</p>\n\n` +
        `안녕 <iframe src="https://evil.example"></iframe> [눌러](javascript:alert(1)) ` +
        `<a href="https://evil.example" onmouseover="x()">링크</a>\n\n::product{id=45}\n`,
    );
    try {
      const report = await importCurations(t.db, dir);
      expect(report.added).toEqual([{ slug: 'unsafe' }]);
      const { blocks } = await article('unsafe');
      const html = blocks
        .flatMap((block) => (block.type === 'html' ? [block.html] : []))
        .join('\n');
      expect(html).not.toMatch(
        /<script|alert|onclick|onmouseover|<iframe|javascript:|evil|<p onclick/,
      );
      expect(html).toBe('<p>안녕  눌러 링크</p>');
      expect(blocks.at(-1)).toEqual({ type: 'product', productId: 45 });
    } finally {
      unlinkSync(file('unsafe'));
    }
    expect((await importCurations(t.db, dir)).unpublished).toEqual([{ slug: 'unsafe' }]);
  });

  it('refuses a folder that is not there, changing nothing', async () => {
    const published = await t.db.$count(curations);
    await expect(importCurations(t.db, path.join(dir, 'missing'))).rejects.toThrow(ImportError);
    expect(await t.db.$count(curations)).toBe(published);
    // An empty folder, though, means every article was removed.
    const empty = mkdtempSync(path.join(tmpdir(), 'chorok-curations-empty-'));
    try {
      const report = await importCurations(t.db, empty);
      expect(slugsOf(report.unpublished)).toEqual([
        'bright-window',
        'pet-safe-plants',
        'watering-basics',
      ]);
    } finally {
      rmSync(empty, { recursive: true });
    }
    expect(slugsOf((await importCurations(t.db, dir)).added)).toHaveLength(3);
  });
});
