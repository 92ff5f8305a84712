import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { ProductSections } from '@/features/home/product-sections';
import { productFixture } from '@/test/fixtures/products';
import { fail as answerFail, okList, serveApi } from '@/test/api';

const list = (names: string[]) =>
  okList(
    names.map((name, i) => productFixture({ id: i + 1, name })),
    names.length,
    1,
    10,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home product sections', () => {
  it('shows skeletons, then a row per list with a link to the whole list', async () => {
    const urls: string[] = [];
    serveApi(({ path, search }) => {
      urls.push(`${path}${search}`);
      if (path === '/v1/products/best') return list(['스투키', '몬스테라']);
      if (path === '/v1/products/new') return list(['필레아']);
      return list(['올리브나무']);
    });
    const { container } = await renderWithRouter(<ProductSections />, { entries: ['/home'] });
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);

    const best = (await screen.findByRole('heading', { level: 2, name: '베스트' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(within(best).getAllByRole('article')).toHaveLength(2));
    expect(within(best).getByText('1위')).toBeTruthy();
    expect(within(best).getByRole('link', { name: '베스트 전체보기' }).getAttribute('href')).toBe(
      '/products/best',
    );
    expect(
      screen.getByRole('link', { name: '새로 들어온 식물 전체보기' }).getAttribute('href'),
    ).toBe('/products/new');
    expect(screen.getByRole('link', { name: '추천 전체보기' }).getAttribute('href')).toBe(
      '/products/recommend',
    );
    expect(urls).toContain('/v1/products/new?page=1&perPage=10');
  });

  it('asks for every row at once but draws its cards only as it reaches the screen', async () => {
    const urls: string[] = [];
    serveApi(({ path, search }) => {
      urls.push(`${path}${search}`);
      return list(['스투키']);
    });
    const observed = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.set(element, this.callback);
        }
        disconnect() {}
      },
    );
    await renderWithRouter(<ProductSections />, { entries: ['/home'] });
    const best = (await screen.findByRole('heading', { level: 2, name: '베스트' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() =>
      expect(urls.filter((url) => url.startsWith('/v1/products')).sort()).toEqual([
        '/v1/products/best?page=1&perPage=10',
        '/v1/products/new?page=1&perPage=10',
        '/v1/products/recommend?page=1&perPage=10',
      ]),
    );
    expect(observed.size).toBe(3);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(within(best).getByText('불러오는 중이에요')).toBeTruthy();

    const reach = observed.get(best) as IntersectionObserverCallback;
    act(() =>
      reach([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(within(best).getAllByRole('article')).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('offers a retry when a row fails', async () => {
    let fail = true;
    serveApi(() => (fail ? answerFail(500, '오류') : list(['스투키'])));
    await renderWithRouter(<ProductSections />, { entries: ['/home'] });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '다시 시도' })).toHaveLength(3),
    );
    const retries = screen.getAllByRole('button', { name: '다시 시도' });
    fail = false;
    fireEvent.click(retries[0] as HTMLElement);
    await screen.findByText('스투키');
  });
});
