// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/prerender/entry';

describe('prerendered /home', () => {
  it('ships the three product sections as skeletons, with their titles and links', async () => {
    const { html } = await renderPage('/home');
    for (const title of ['새로 들어온 식물', '베스트', '추천'])
      expect(html).toMatch(new RegExp(`<h2 id="home-(new|best|recommend)"[^>]*>${title}</h2>`));
    for (const to of ['/products/new', '/products/best', '/products/recommend'])
      expect(html).toContain(`href="${to}"`);
    // No products are fetched at build time: every row is a placeholder the client fills.
    expect(html.match(/aria-busy="true"/g)?.length).toBe(3);
    expect(html).not.toContain('data-product-id');
  });
});
