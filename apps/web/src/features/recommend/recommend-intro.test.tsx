import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { User } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore, useUserInfoStore } from '@/lib/session/auth-store';
import { RecommendIntro } from '@/features/recommend/recommend-intro';
import { METADATAS } from '@/test/fixtures/recommend';
import { ok, serveApi } from '@/test/api';

const user = (recommendMetadataIds: number[]): User => ({
  id: 7,
  name: '김초록',
  email: 'green@example.com',
  nickname: null,
  level: 1,
  phoneNumber: null,
  recommendMetadataIds,
  role: 'SHOPPER',
  createdAt: '2026-11-01T00:00:00.000Z',
});

let me: User;
beforeEach(() => {
  serveApi(({ path }) => ok(path === '/v1/users/me' ? me : METADATAS));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ accessToken: null });
  useUserInfoStore.setState({ user: null });
});

const signInAs = (answers: number[]) => {
  me = user(answers);
  useAuthStore.setState({ accessToken: 't' });
  useUserInfoStore.setState({ user: me });
};

describe('the recommend list intro', () => {
  it('with saved answers: says the list follows them, names them, and offers 다시 하기', async () => {
    signInAs([1, 12, 31]);
    await renderWithRouter(<RecommendIntro />, { entries: ['/products/recommend'] });
    expect(screen.getByRole('region', { name: '내 답변으로 추천 중' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '다시 하기' }).getAttribute('href')).toBe(
      '/profile/recommend',
    );
    expect(await screen.findByText('거실 · 밝은 간접광 · 반려동물과 함께')).toBeTruthy();
  });

  it('without saved answers: invites a user to the saved questionnaire', async () => {
    signInAs([]);
    await renderWithRouter(<RecommendIntro />, { entries: ['/products/recommend'] });
    expect(screen.queryByText('내 답변으로 추천 중')).toBeNull();
    expect(
      screen
        .getByRole('link', { name: /우리 집에 꼭 맞는 식물을 찾아 볼까요/ })
        .getAttribute('href'),
    ).toBe('/profile/recommend');
  });

  it('invites a visitor to the open questionnaire', async () => {
    await renderWithRouter(<RecommendIntro />, { entries: ['/products/recommend'] });
    expect(
      screen
        .getByRole('link', { name: /우리 집에 꼭 맞는 식물을 찾아 볼까요/ })
        .getAttribute('href'),
    ).toBe('/life/recommend');
  });
});
