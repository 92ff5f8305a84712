// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { koreanTranslations, pagePaths, render, renderPage } from '@/prerender/entry';
import kr from '@/locales/kr/landing.json';

describe('prerender entry', () => {
  it('renders the landing page with its heading and the start link', async () => {
    const html = await render('/');
    const heading = kr.landing.hero.title;
    expect(html).toContain(heading);
    expect(html).toMatch(/<a [^>]*href="\/home"[^>]*>시작하기<\/a>/);
    expect(html).not.toContain('<script');
  });

  it('renders /home for a visitor, bottom nav included, and names the page', async () => {
    const page = await renderPage('/home');
    expect(page.html).toContain('aria-label="하단 메뉴"');
    expect(page.html).toContain(kr.landing.brand);
    expect(page.title).toBe('홈 · 초록');
  });

  it('puts an unknown address in the main column, with the bottom nav', async () => {
    const html = await render('/no-such-page');
    expect(html).toContain('Not Found');
    expect(html).toMatch(/^(<!--[^>]*-->)*<div class="app-column/);
    expect(html).toContain('aria-label="하단 메뉴"');
  });

  it('merges every Korean file, one top-level key each', () => {
    const translations = koreanTranslations();
    expect(Object.keys(translations)).toEqual(
      expect.arrayContaining(['common', 'landing', 'home', 'nav', 'routes']),
    );
  });

  it('lists every page as the router writes it, for the API to answer others with a 404', () => {
    const paths = pagePaths();
    for (const path of [
      '/',
      '/home',
      '/cart',
      '/products/detail/$productId',
      '/life/detail/$curationId',
    ])
      expect(paths).toContain(path);
    // Layouts and groups have no path of their own.
    expect(paths.filter((path) => /\/_|\(/.test(path))).toEqual([]);
  });
});
