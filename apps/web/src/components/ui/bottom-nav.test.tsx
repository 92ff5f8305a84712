import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { BottomNav } from '@/components/ui/bottom-nav';
import { renderWithRouter } from '@/test/render';

afterEach(cleanup);

describe('BottomNav', () => {
  it('renders the five tabs with their routes', async () => {
    await renderWithRouter(<BottomNav />, { entries: ['/home'] });
    const nav = await screen.findByRole('navigation', { name: '하단 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['홈', '/home'],
      ['쇼핑', '/products/recommend'],
      ['내 식물', '/plants/manage'],
      ['라이프', '/life'],
      ['마이', '/profile'],
    ]);
  });

  it('marks the current tab with aria-current, including deeper pages of its section', async () => {
    await renderWithRouter(<BottomNav />, { entries: ['/products/detail/3'] });
    const current = await screen.findByRole('link', { current: 'page' });
    expect(current.textContent).toBe('쇼핑');
    expect(screen.getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBeNull();
  });

  it('draws the selected look of the home icon only when home is current', async () => {
    const { unmount } = await renderWithRouter(<BottomNav />, { entries: ['/home'] });
    const home = await screen.findByRole('link', { name: '홈' });
    expect(home.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    unmount();
    await renderWithRouter(<BottomNav />, { entries: ['/life'] });
    const homeAgain = await screen.findByRole('link', { name: '홈' });
    expect(homeAgain.querySelector('svg')?.getAttribute('fill')).toBe('none');
  });

  it('is opaque, its safe-area padding included: nothing shows through under the tabs', async () => {
    await renderWithRouter(<BottomNav />, { entries: ['/home'] });
    const nav = await screen.findByRole('navigation', { name: '하단 메뉴' });
    const classes = nav.className.split(/\s+/);
    expect(classes).toContain('bg-white');
    expect(classes).toContain('pb-safe');
    // No see-through white (bg-white/85) and no blur of what is behind.
    expect(classes.filter((c) => /^(supports-.*:)?bg-white\/|backdrop/.test(c))).toEqual([]);
  });

  it('speaks English when the language is en', async () => {
    await renderWithRouter(<BottomNav />, { entries: ['/home'], lng: 'en' });
    expect(await screen.findByRole('link', { name: 'My plants' })).toBeTruthy();
  });
});
