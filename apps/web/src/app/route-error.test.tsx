import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createTestI18n } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/app/router';
import { fail, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The app's own router at `url`, every request recorded and answered 404. */
async function open(url: string) {
  const paths: string[] = [];
  serveApi(({ path }) => {
    paths.push(path);
    return fail(404, 'Not Found');
  });
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { paths, router };
}

describe('a bad search param (decision 0024)', () => {
  it.each([
    ['/products/all?metadataIds=abc', '/products/all'],
    ['/products/recommend?metadataIds=101', '/products/recommend'],
    ['/products/all?sort=CHEAPEST', '/products/all'],
    ['/products/detail/7/review?sort=zzz', '/products/detail/7/review'],
  ])('%s is explained at once, with the page without it, and nothing asked', async (url, reset) => {
    const { paths } = await open(url);
    expect(
      await screen.findByRole('heading', { name: '주소의 조건을 알아볼 수 없어요' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '링크에 든 필터나 정렬 같은 조건이 올바르지 않아요. 조건 없이 다시 볼 수 있어요.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '조건 없이 보기' }).getAttribute('href')).toBe(reset);
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/home');
    // The list and the reviews were never asked for: no 400s, no retries, no skeleton.
    expect(paths.filter((p) => p === '/v1/products' || p === '/v1/reviews')).toEqual([]);
  });
});
