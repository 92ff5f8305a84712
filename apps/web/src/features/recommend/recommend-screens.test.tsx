import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurationSummary, User } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore, useUserInfoStore } from '@/lib/session/auth-store';
import { productFixture } from '@/test/fixtures/products';
import { METADATAS } from '@/test/fixtures/recommend';
import { LifeRecommendScreen } from '@/features/recommend/life-recommend-screen';
import { ProfileRecommendScreen } from '@/features/recommend/profile-recommend-screen';
import { LifeRecommendSearch } from '@/features/recommend/route-search';
import { serveApi, type Answer } from '@/test/api';

const user: User = {
  id: 7,
  name: '김초록',
  email: 'green@example.com',
  nickname: '초록이',
  level: 1,
  phoneNumber: null,
  recommendMetadataIds: [2, 14],
  role: 'SHOPPER',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const article: CurationSummary = {
  id: 5,
  slug: 'pet-safe-plants',
  title: '고양이와 함께 키워도 괜찮은 식물',
  subtitle: '잎을 씹어도 안전한 식물만 모았어요',
  category: 'SAFETY',
  cover: { url: '/images/curations/5.png', width: 800, height: 600, alt: '' },
  author: '초록 에디터',
  publishedAt: '2026-11-01T00:00:00.000Z',
  readingMinutes: 4,
  tagIds: [31],
  likeCount: 0,
  isLiked: false,
};

const json = (status: number, body: unknown): Answer => ({ status, body });
const ok = (data: unknown, extra: object = {}) =>
  json(200, { data, message: '', status: 200, ...extra });
const page = (data: unknown[]) =>
  ok(data, { _metadata: { page: 1, perPage: 20, total: data.length, totalPage: 1 } });

interface Call {
  method: string;
  url: string;
  body?: unknown;
}
let calls: Call[];
let articles: Answer | null;

beforeEach(() => {
  calls = [];
  articles = null;
  useAuthStore.setState({ accessToken: null });
  useUserInfoStore.setState({ user: null });
  serveApi((request) => {
    const { method, body } = request;
    const url = `${request.path}${request.search}`;
    calls.push(body === undefined ? { method, url } : { method, url, body });
    if (url === '/v1/products/metadatas') return ok(METADATAS);
    if (url.startsWith('/v1/products/recommend'))
      return page([productFixture({ id: 3, name: '테이블야자' })]);
    if (url.startsWith('/v1/curations'))
      return articles ?? json(404, { data: null, message: 'Not Found', status: 404 });
    if (url === '/v1/users/me') return ok(user);
    if (url === '/v1/users/7/recommend-metadatas' && method === 'POST')
      return ok({
        ...user,
        recommendMetadataIds: (body as { metadataIds: number[] }).metadataIds,
      });
    return json(404, { data: null, message: 'Not Found', status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLife(search: Record<string, unknown>) {
  const onSearchChange = vi.fn();
  const parsed = LifeRecommendSearch.parse(search);
  return renderWithRouter(<LifeRecommendScreen search={parsed} onSearchChange={onSearchChange} />, {
    entries: ['/life/recommend?recommendMetadata=1%2C12%2C31'],
  }).then((result) => ({ ...result, onSearchChange }));
}

const signIn = () => {
  useAuthStore.setState({ accessToken: 'token-7' });
  useUserInfoStore.setState({ user });
};

describe('/life/recommend', () => {
  it('explains a broken link in Korean and offers a fresh start', async () => {
    await renderLife({ recommendMetadata: '1,abc' });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('링크에 담긴 답변 번호가 올바르지 않아요.')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: '질문에 처음부터 답하기' }).getAttribute('href'),
    ).toBe('/life/recommend');
    expect(calls.filter((c) => c.url.startsWith('/v1/products/recommend'))).toEqual([]);
  });

  it('without answers asks the questions; finishing puts the answers in the address', async () => {
    const { onSearchChange } = await renderLife({ searchQuery: '야자' });
    fireEvent.click(await screen.findByRole('checkbox', { name: '거실' }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(screen.getByRole('radio', { name: '밝은 간접광' }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '반려동물과 함께' }));
    fireEvent.click(screen.getByRole('button', { name: '결과 보기' }));
    expect(onSearchChange).toHaveBeenCalledWith({
      searchQuery: '야자',
      recommendMetadata: '1,12,31',
    });
  });

  it("shows a visitor's result: the sentence, the plants for the answers, sign-in to save", async () => {
    await renderLife({ recommendMetadata: '1,12,31', searchMetadata: '41', searchQuery: '야자' });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: '거실 · 밝은 간접광 · 반려동물과 함께 → 이런 식물이 잘 맞아요',
      }),
    ).toBeTruthy();
    expect(screen.getByText('반려동물에게 안전한 식물만 골랐어요.')).toBeTruthy();
    expect(await screen.findByText('테이블야자')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain(
      `/v1/products/recommend?recommendMetadataIds=1&recommendMetadataIds=12&recommendMetadataIds=31&metadataIds=41&search=${encodeURIComponent('야자')}&page=1&perPage=20`,
    );
    const signInLink = screen.getByRole('link', { name: '로그인하고 답변 저장하기' });
    expect(signInLink.getAttribute('href')).toBe(
      `/auth/sign-in?redirect=${encodeURIComponent('/life/recommend?recommendMetadata=1%2C12%2C31')}`,
    );
    // The articles' endpoint answered 404: no section, no error.
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/v1/curations'))).toBe(true));
    expect(screen.queryByRole('heading', { name: '함께 읽으면 좋은 글' })).toBeNull();
  });

  it('lists articles about the answers when there are some', async () => {
    articles = page([article]);
    await renderLife({ recommendMetadata: '31' });
    const section = (
      await screen.findByRole('heading', { level: 2, name: '함께 읽으면 좋은 글' })
    ).closest('section') as HTMLElement;
    expect(within(section).getByRole('link').getAttribute('href')).toBe('/life/detail/5');
    expect(calls.map((c) => c.url)).toContain('/v1/curations?metadataIds=31&page=1&perPage=4');
  });

  it('offers a signed-in user whose saved answers differ to save these with one tap', async () => {
    signIn();
    await renderLife({ recommendMetadata: '1,12,31' });
    fireEvent.click(await screen.findByRole('button', { name: '이 답변 저장하기' }));
    expect(await screen.findByText('답변을 저장했어요.')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/v1/users/7/recommend-metadatas',
      body: { metadataIds: [1, 12, 31] },
    });
    expect(screen.queryByRole('button', { name: '이 답변 저장하기' })).toBeNull();
  });

  it('says so when the answers are the saved ones', async () => {
    signIn();
    await renderLife({ recommendMetadata: '2,14' });
    expect(await screen.findByText('저장된 내 답변이에요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '이 답변 저장하기' })).toBeNull();
  });
});

describe('/profile/recommend', () => {
  it('starts from the saved answers, saves the new ones and shows their result', async () => {
    signIn();
    await renderWithRouter(<ProfileRecommendScreen />, { entries: ['/profile/recommend'] });
    const bedroom = (await screen.findByRole('checkbox', { name: '침실' })) as HTMLInputElement;
    expect(bedroom.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '거실' }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '아이와 함께' }));
    const meCalls = () => calls.filter((c) => c.url === '/v1/users/me').length;
    await waitFor(() => expect(meCalls()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: '저장하고 결과 보기' }));

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: '거실, 침실 · 그늘/형광등 · 아이와 함께 → 이런 식물이 잘 맞아요',
      }),
    ).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/v1/users/7/recommend-metadatas',
      body: { metadataIds: [1, 2, 14, 32] },
    });
    expect(screen.getByText('답변을 저장했어요.')).toBeTruthy();
    // The user info is fetched again after saving (spec §7).
    await waitFor(() => expect(meCalls()).toBe(2));
  });
});
