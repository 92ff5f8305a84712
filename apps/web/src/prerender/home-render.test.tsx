import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_PAGE } from '@chorok/contract';
import { pageFixture, productFixture } from '@/test/fixtures/products';
import { renderHome } from '@/prerender/entry';
import { firstCommit, visibleMarkup, renderAppConfig } from '@/prerender/render-test-support';

const appConfig = renderAppConfig();

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('renderHome (decision 0048)', () => {
  it('draws the row of new arrivals, and the browser commits the same markup first without asking for it', async () => {
    const products = Array.from({ length: 3 }, (_, index) =>
      productFixture({ id: index + 1, name: `새 식물 ${index + 1}` }),
    );
    const newArrivals = pageFixture(products, { perPage: HOME_PAGE.rowSize });
    const page = await renderHome({ newArrivals, appConfig });

    expect(page.title).toBe('홈 · 초록');
    const row = new DOMParser()
      .parseFromString(page.html, 'text/html')
      .querySelector('section[aria-labelledby="home-new"]');
    for (const product of products) expect(row?.textContent).toContain(product.name);
    expect(row?.querySelector('[aria-busy="true"]')).toBeNull();
    // The rows under the first screen are still to come.
    expect(page.html).toMatch(/aria-labelledby="home-best"[^]*aria-busy="true"/);

    const { committed, reads } = await firstCommit('/home', page.state);
    expect(visibleMarkup(committed)).toBe(visibleMarkup(page.html));
    expect(reads.filter((called) => called.startsWith('/v1/products/new'))).toEqual([]);
  });
});
