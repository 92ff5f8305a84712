import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerRenderedPage } from '@chorok/contract';
import { curationDetail, curationSummaries } from '@/test/fixtures/life';
import { renderCurationDetail, renderLife } from '@/prerender/entry';
import { firstCommit, visibleMarkup, renderAppConfig } from '@/prerender/render-test-support';

const appConfig = renderAppConfig();

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function expectSameFirstCommit(url: string, page: ServerRenderedPage) {
  const { committed, reads } = await firstCommit(url, page.state);
  expect(committed).not.toBe('');
  expect(visibleMarkup(committed)).toBe(visibleMarkup(page.html));
  expect(reads.filter((called) => /^\/v1\/(curations|app-config)/.test(called))).toEqual([]);
}

describe('server renders of 라이프', () => {
  it('renderCurationDetail: the article, titled, and the same markup the browser commits first', async () => {
    const curation = curationDetail();
    const page = await renderCurationDetail({ curation, appConfig });
    expect(page.title).toBe(`${curation.title} · 초록`);
    expect(page.html).toContain(curation.title);
    await expectSameFirstCommit(`/life/detail/${curation.id}`, page);
  });

  it('renderLife: the tabs and the first page, and the same markup the browser commits first', async () => {
    const articles = curationSummaries(3);
    const page = await renderLife({
      category: null,
      categories: [
        { category: 'BASICS', count: 2 },
        { category: 'PLACE', count: 1 },
        { category: 'SAFETY', count: 0 },
        { category: 'SEASON', count: 0 },
        { category: 'STYLING', count: 0 },
      ],
      firstPage: { data: articles, _metadata: { page: 1, perPage: 20, total: 3, totalPage: 1 } },
      appConfig,
    });
    for (const article of articles) expect(page.html).toContain(article.title);
    await expectSameFirstCommit('/life', page);
  });
});
