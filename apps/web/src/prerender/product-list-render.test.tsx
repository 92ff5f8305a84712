import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductMetadata } from '@chorok/contract';
import { pageFixture, productFixture } from '@/test/fixtures/products';
import { renderProductList } from '@/prerender/entry';
import { firstCommit, visibleMarkup, renderAppConfig } from '@/prerender/render-test-support';

const appConfig = renderAppConfig();

const metadatas: ProductMetadata[] = [
  { id: 1, kind: 'TAG', name: '초보자 추천', description: '', sortOrder: 1 },
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('renderProductList (decision 0048)', () => {
  it.each(['best', 'new', 'all'] as const)(
    '/products/%s: the first page drawn, and the browser commits the same markup first without asking for it',
    async (kind) => {
      const products = Array.from({ length: 4 }, (_, index) =>
        productFixture({ id: index + 1, name: `목록 식물 ${index + 1}` }),
      );
      const page = await renderProductList({
        kind,
        firstPage: pageFixture(products, { total: 4 }),
        metadatas,
        appConfig,
      });
      for (const product of products) expect(page.html).toContain(product.name);
      expect(page.html).not.toContain('aria-busy="true"');

      const { committed, reads } = await firstCommit(`/products/${kind}`, page.state);
      expect(visibleMarkup(committed)).toBe(visibleMarkup(page.html));
      expect(reads.filter((called) => called.startsWith('/v1/products'))).toEqual([]);
    },
  );
});
