import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryImageAttributes } from '@chorok/contract';
import { productDetail } from '@/test/fixtures/product-detail';
import { renderProductDetail } from '@/prerender/entry';
import { firstCommit, visibleMarkup, renderAppConfig } from '@/prerender/render-test-support';
import { productDetailKey } from '@/lib/query-keys';

const CDN = 'https://cdn.chorok.kr';
const appConfig = renderAppConfig({ cdnHost: CDN });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('renderProductDetail (server render at request time)', () => {
  it('renders the product with its title, and hands back the data it rendered from', async () => {
    const product = productDetail();
    const page = await renderProductDetail({ product, appConfig });
    expect(page.title).toBe('몬스테라 델리시오사 · 초록');
    expect(page.html).toContain(
      '<h1 class="text-22 leading-30 font-bold text-gray-100">몬스테라 델리시오사</h1>',
    );
    expect(page.state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [productDetailKey(product.id), product],
      [['app-config'], appConfig],
    ]);
  });

  it('has the buy bar where the tab bar would be: the two are never stacked', async () => {
    const { html } = await renderProductDetail({ product: productDetail(), appConfig });
    const template = document.createElement('template');
    template.innerHTML = html;
    expect(template.content.querySelector('nav[aria-label="하단 메뉴"]')).toBeNull();
    const bar = template.content.querySelector('[data-testid="buy-bar"]');
    expect(bar?.className).toContain('bottom-0');
    // Its white runs into the safe area under it.
    expect(bar?.className).toContain('var(--inset-bottom)');
  });

  it('draws the first picture with the shared srcset on the CDN, and only that one', async () => {
    const product = productDetail();
    const { html } = await renderProductDetail({ product, appConfig });
    const template = document.createElement('template');
    template.innerHTML = html;
    const images = template.content.querySelectorAll(
      'section[aria-roledescription="carousel"] img',
    );
    expect(images).toHaveLength(1);
    // The API preloads it from the head; a copy in the hydrated markup would be a second preload.
    expect(html).not.toContain('rel="preload"');
    const expected = galleryImageAttributes(product.images[0]!, appConfig.images);
    expect(images[0]?.getAttribute('srcset')).toBe(expected.srcSet);
    expect(images[0]?.getAttribute('sizes')).toBe(expected.sizes);
    expect(images[0]?.getAttribute('src')).toBe(expected.src);
    expect(expected.src.startsWith(CDN)).toBe(true);
  });

  it('is the markup the browser commits first from the same data: nothing flashes', async () => {
    const product = productDetail();
    const page = await renderProductDetail({ product, appConfig });

    // The client's start (main.tsx) with the embedded data: nothing it shows is asked for again.
    const { committed, reads } = await firstCommit(`/products/detail/${product.id}`, page.state);
    expect(committed).not.toBe('');
    expect(visibleMarkup(committed)).toBe(visibleMarkup(page.html));
    expect(reads.filter((called) => /^\/v1\/(products|app-config)/.test(called))).toEqual([]);
  });
});
