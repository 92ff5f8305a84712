import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { User } from '@chorok/contract';
import { HttpResponse } from 'msw';
import { renderWithRouter } from '@/test/render';
import { HomeScreen } from '@/features/home/home-screen';
import { useAuthStore } from '@/lib/session/auth-store';
import { serveApi } from '@/test/api';

const state = vi.hoisted(() => ({ user: null as User | null, pending: false }));

vi.mock('@/lib/session/use-session', () => ({
  useSession: () => ({ isSignedIn: state.user !== null, user: state.user }),
}));
vi.mock('@/lib/session/me-queries', () => ({
  useMe: () => ({ data: state.user ?? undefined, isPending: state.pending }),
}));

const user: User = {
  id: 1,
  name: '김초록',
  email: 'g@example.com',
  nickname: '새싹',
  level: 1,
  phoneNumber: null,
  recommendMetadataIds: [],
  role: 'SHOPPER',
  createdAt: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  state.user = null;
  state.pending = false;
  useAuthStore.setState({ accessToken: null });
  // The product rows and the cart are other tests' subject: here the network is down.
  serveApi(() => HttpResponse.error());
});
afterEach(cleanup);

describe('HomeScreen', () => {
  it('invites a visitor to sign in', async () => {
    await renderWithRouter(<HomeScreen />, { entries: ['/home'] });
    // The first test of the file also pays for transforming the screen's modules: on a loaded
    // two-core machine that has taken longer than findBy's default second.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '반가워요, 초록이에요' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '로그인하고 시작하기' }).getAttribute('href'),
    ).toContain('/auth/sign-in');
  });

  it('greets a signed-in user by nickname', async () => {
    state.user = user;
    useAuthStore.setState({ accessToken: 't' });
    await renderWithRouter(<HomeScreen />, { entries: ['/home'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: '새싹님, 안녕하세요' }),
    ).toBeTruthy();
  });

  it('shows skeletons while the user loads', async () => {
    state.pending = true;
    useAuthStore.setState({ accessToken: 't' });
    const { container } = await renderWithRouter(<HomeScreen />, { entries: ['/home'] });
    await screen.findByText('이번 주 돌봄 팁');
    expect(container.querySelector('[aria-busy="true"] [data-slot="skeleton"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('has three banners to real routes, four shortcuts and three care tips', async () => {
    await renderWithRouter(<HomeScreen />, { entries: ['/home'] });
    await screen.findByText('이번 주 돌봄 팁');
    const banners = screen.getAllByRole('group');
    expect(banners.map((b) => b.querySelector('a')?.getAttribute('href'))).toEqual([
      '/life/recommend',
      '/plants/manage',
      '/labs/ambient-light',
    ]);
    const shortcuts = screen.getByRole('navigation', { name: '바로 가기' });
    expect([...shortcuts.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      '쇼핑',
      '내 식물',
      '라이프',
      '실험실',
    ]);
    expect(
      screen.getByRole('region', { name: '이번 주 돌봄 팁' }).querySelectorAll('li'),
    ).toHaveLength(3);
  });

  it("leads a signed-in user's questionnaire banner to the saved questionnaire", async () => {
    state.user = user;
    useAuthStore.setState({ accessToken: 't' });
    await renderWithRouter(<HomeScreen />, { entries: ['/home'] });
    await screen.findByText('이번 주 돌봄 팁');
    const [first] = screen.getAllByRole('group');
    expect(first?.querySelector('a')?.getAttribute('href')).toBe('/profile/recommend');
  });
});
