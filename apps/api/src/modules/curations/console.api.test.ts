import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CURATION_FORM_MESSAGES as M,
  type AdminCuration,
  type AdminCurationCreate,
  type AdminCurationPreview,
  type AdminCurationRow,
  type CurationDetail,
} from '@chorok/contract';
import { seed } from '@chorok/catalogue';
import { curations } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  auditCount,
  call,
  lastAudit,
  phoneJpeg,
  signInOperator,
} from '../../test/product-console-fixtures.ts';
import { importCurations, KEPT_BY_CONSOLE } from './importer.ts';
import { renderArticle } from './markdown.ts';

/*
 * 라이프 articles written in the console (decision 0044): held to the importer's rules, drafts
 * until published, scheduled without a job, audited, and never fought over with the importer.
 */

const FIXTURES = fileURLToPath(new URL('./test-content', import.meta.url));

let t: TestApp;
let operator: Shopper;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  await seed(t.database);
  operator = await signInOperator(t.app, t.db);
  dir = mkdtempSync(path.join(tmpdir(), 'chorok-console-curations-'));
  cpSync(FIXTURES, dir, { recursive: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const BODY =
  '## 창가 고르기\n\n남향 창가라면 **다육식물**이 잘 자라요.\n\n::product{id=45}\n\n물은 흙이 마르면 주세요.\n';

function article(overrides: Partial<AdminCurationCreate> = {}): AdminCurationCreate {
  return {
    slug: 'sunny-sill',
    title: '볕 드는 창턱',
    subtitle: '작은 창턱에도 정원이 생겨요',
    category: 'PLACE',
    author: '초록 에디터 한서윤',
    tags: [11],
    products: [45, 7],
    cover: { products: [45], background: '#EAF2E3', alt: '창턱의 에케베리아' },
    body: BODY,
    ...overrides,
  };
}

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(t.app, method, `/v1/admin/curations${url}`, operator, payload);
const shop = (id: number) => call(t.app, 'GET', `/v1/curations/${id}`);
const rows = () => t.db.$count(curations);

async function create(overrides: Partial<AdminCurationCreate> = {}): Promise<AdminCuration> {
  const reply = await admin('POST', '', article(overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data as AdminCuration;
}

describe('writing an article in the console', { timeout: 60_000 }, () => {
  it('refuses bad input with the field and its words, and changes nothing', async () => {
    const [before, audits] = [await rows(), await auditCount(t.db)];
    const cases: [Partial<AdminCurationCreate>, string, string][] = [
      [{ title: '가'.repeat(41) }, 'title', M.title],
      [{ products: [45] }, 'products', M.products],
      [{ products: [45, 45] }, 'products', M.products],
      [{ cover: { products: [45], alt: '' } }, 'cover.alt', M.coverAlt],
      [
        { products: [45, 66], cover: { products: [66], alt: '화분' } },
        'cover.products',
        M.coverNotPlant,
      ],
      [{ products: [45, 999_999] }, 'products', `${M.unknownProduct} (999999)`],
      [{ tags: [99] }, 'tags', M.tags],
      [{ slug: 'Not A Slug' }, 'slug', M.slug],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await admin('POST', '', article(overrides));
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors).toContainEqual({ path: field, message });
    }
    const embed = await admin('POST', '', article({ body: '본문\n\n::product{id=16}\n' }));
    expect(embed.status).toBe(400);
    expect(embed.body.errors).toEqual([
      {
        path: 'body',
        message: `${M.bodyEmbedNotLinked} (16)`,
      },
    ]);
    const empty = await admin('POST', '', article({ body: '  \n' }));
    expect(empty.body.errors).toEqual([{ path: 'body', message: M.bodyEmpty }]);
    expect(await rows()).toBe(before);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('creates a draft the shop does not show, audited, and refuses its slug again', async () => {
    const draft = await create();
    expect(draft).toMatchObject({
      slug: 'sunny-sill',
      state: 'DRAFT',
      managedBy: 'CONSOLE',
      publishedAt: null,
      products: [45, 7],
      tags: [11],
      coverSpec: { products: [45], background: '#eaf2e3', alt: '창턱의 에케베리아' },
      coverUploaded: false,
      body: BODY,
    });
    expect((await shop(draft.id)).status).toBe(404);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'curation.create',
      targetType: 'CURATION',
      targetId: String(draft.id),
      actorUserId: operator.id,
    });
    const clash = await admin('POST', '', article({ title: '다른 글' }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(M.slugTaken);
  });

  it('previews the body exactly as the published article shows it', async () => {
    const draft = await create({ slug: 'preview-check' });
    const preview = await admin('POST', '/preview', { body: BODY, products: [45, 7] });
    expect(preview.status).toBe(200);
    const rendered = preview.body.data as AdminCurationPreview;
    expect(rendered.body.map((block) => block.type)).toEqual(['html', 'product', 'html']);
    expect(rendered.products.map((product) => product.id)).toEqual([45]);

    const published = await admin('POST', `/${draft.id}/publish`, {});
    expect(published.status).toBe(200);
    expect((published.body.data as AdminCuration).state).toBe('PUBLISHED');
    expect(await lastAudit(t.db)).toMatchObject({ action: 'curation.publish' });
    const page = (await shop(draft.id)).body.data as CurationDetail;
    expect(page.body).toEqual(rendered.body);
    expect(page.readingMinutes).toBe(rendered.readingMinutes);

    const unknown = await admin('POST', '/preview', {
      body: '::product{id=999999}',
      products: [999_999, 45],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: 'body', message: `${M.unknownProduct} (999999)` },
    ]);
  });

  it('schedules: hidden until its moment, shown then without any job; never in the past', async () => {
    const draft = await create({ slug: 'scheduled-one' });
    const past = await admin('POST', `/${draft.id}/publish`, {
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ path: 'at', message: M.scheduleInPast }]);

    const at = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await admin('POST', `/${draft.id}/publish`, { at });
    expect(scheduled.body.data).toMatchObject({ state: 'SCHEDULED', publishedAt: at });
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'curation.schedule',
      before: { publishedAt: null, unpublishedAt: null },
      after: { publishedAt: at, unpublishedAt: null },
    });
    expect((await shop(draft.id)).status).toBe(404);
    const listed = async () =>
      ((await call(t.app, 'GET', '/v1/curations?perPage=100')).body.data as { id: number }[]).some(
        (row) => row.id === draft.id,
      );
    expect(await listed()).toBe(false);
    await vi.waitFor(async () => expect((await shop(draft.id)).status).toBe(200), {
      timeout: 10_000,
      interval: 250,
    });
    expect(await listed()).toBe(true);
    const list = await admin('GET', '?state=PUBLISHED&q=scheduled');
    expect((list.body.data as AdminCurationRow[]).map((row) => row.slug)).toEqual([
      'scheduled-one',
    ]);
  });

  it('unpublishes (409 when not out), audited, and publishes again under its first date', async () => {
    const draft = await create({ slug: 'taken-down' });
    expect((await admin('POST', `/${draft.id}/unpublish`)).status).toBe(409);
    const first = (await admin('POST', `/${draft.id}/publish`, {})).body.data as AdminCuration;
    const down = await admin('POST', `/${draft.id}/unpublish`);
    expect(down.body.data).toMatchObject({ state: 'UNPUBLISHED' });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'curation.unpublish' });
    expect((await shop(draft.id)).status).toBe(404);
    const again = (await admin('POST', `/${draft.id}/publish`, {})).body.data as AdminCuration;
    expect(again).toMatchObject({ state: 'PUBLISHED', publishedAt: first.publishedAt });
  });

  it('takes an uploaded cover through the image service and keeps it through an edit', async () => {
    const draft = await create({ slug: 'photo-cover' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/curations/${draft.id}/cover`,
      headers: { ...operator.headers, 'content-type': 'image/jpeg' },
      payload: await phoneJpeg(),
    });
    expect(response.statusCode).toBe(201);
    const covered = response.json().data as AdminCuration;
    expect(covered.coverUploaded).toBe(true);
    expect(covered.cover.url).toMatch(/curations\/uploads\/[0-9a-f]+\.webp/);
    expect(await lastAudit(t.db)).toMatchObject({ action: 'curation.cover' });
    const { slug: _slug, ...fields } = article({ title: '사진 표지' });
    const edited = (await admin('PUT', `/${draft.id}`, fields)).body.data as AdminCuration;
    expect(edited).toMatchObject({ title: '사진 표지', coverUploaded: true });
    expect(edited.cover.url).toBe(covered.cover.url);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'curation.update',
      before: { title: '볕 드는 창턱' },
      after: { title: '사진 표지' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/curations/${draft.id}/cover`,
      headers: { ...operator.headers, 'content-type': 'image/png' },
      payload: Buffer.from('not a picture'),
    });
    expect(refused.statusCode).toBe(415);
  });

  it("downloads the importer's own file: it imports to the same article", async () => {
    const draft = await create({ slug: 'as-a-file' });
    const reply = await admin('GET', `/${draft.id}/file`);
    const file = reply.body.data as { fileName: string; text: string };
    expect(file.fileName).toBe('as-a-file.md');
    expect(file.text).toMatch(/^---\ntitle: 볕 드는 창턱\n/);
    expect(file.text).toContain('products: [ 45, 7 ]');
    const again = renderArticle(file.text);
    const preview = (await admin('POST', '/preview', { body: BODY, products: [45, 7] })).body
      .data as AdminCurationPreview;
    expect(again.blocks).toEqual(preview.body);
    expect(again.frontMatter).toMatchObject({
      title: '볕 드는 창턱',
      products: [45, 7],
      tags: [11],
      cover: { products: [45], background: '#eaf2e3', alt: '창턱의 에케베리아' },
    });
  });
});

describe('the importer and the console', { timeout: 60_000 }, () => {
  it("leaves an article edited in the console alone, and says so; a file's article stays the file's", async () => {
    await importCurations(t.db, dir);
    const [row] = await t.db.select().from(curations).where(eq(curations.slug, 'bright-window'));
    const before = (await admin('GET', `/${row!.id}`)).body.data as AdminCuration;
    expect(before).toMatchObject({ managedBy: 'FILE', coverSpec: { products: [45, 7] } });

    const { id: _id, ...rest } = before;
    const fields = {
      title: '창가의 정원',
      subtitle: rest.subtitle,
      category: rest.category,
      author: rest.author,
      tags: rest.tags,
      products: rest.products,
      cover: rest.coverSpec,
      body: rest.body,
    };
    const edited = await admin('PUT', `/${row!.id}`, fields);
    expect(edited.body.data).toMatchObject({ managedBy: 'CONSOLE', title: '창가의 정원' });
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'curation.update',
      before: { title: '해가 잘 드는 창가에는', managedBy: 'FILE' },
      after: { title: '창가의 정원', managedBy: 'CONSOLE' },
    });

    const file = path.join(dir, 'bright-window.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('해가 잘 드는 창가에는', '파일 제목'));
    rmSync(path.join(dir, 'pet-safe-plants.md'));
    const report = await importCurations(t.db, dir);
    expect(report.skipped).toContainEqual({ slug: 'bright-window', reason: KEPT_BY_CONSOLE });
    expect(report.unpublished.map((entry) => entry.slug)).toEqual(['pet-safe-plants']);
    const after = (await admin('GET', `/${row!.id}`)).body.data as AdminCuration;
    expect(after).toMatchObject({ title: '창가의 정원', state: 'PUBLISHED' });
    // Console articles have no file; an import never takes them down.
    const ours = (await admin('GET', '?q=preview-check')).body.data as AdminCurationRow[];
    expect(ours[0]).toMatchObject({ state: 'PUBLISHED', managedBy: 'CONSOLE' });
  });
});
