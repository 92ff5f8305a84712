import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { CurationDetail } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { cart, cartLine } from '@/test/fixtures/cart';
import { CurationDetailScreen } from '@/features/life/curation-detail-screen';
import { curationDetailKey } from '@/features/life/queries';
import { curationDetail } from '@/test/fixtures/life';
import { body, errorBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

function detailApi(article: CurationDetail, { likeStatus = 201 } = {}) {
  return serveApi((call: ApiRequest) => {
    if (call.path === `/v1/curations/${article.id}` && call.method === 'GET')
      return { status: 200, body: body(article) };
    if (call.path === `/v1/curations/${article.id}/like`) {
      if (likeStatus >= 400) return { status: likeStatus, body: errorBody('실패', likeStatus) };
      const like = call.method === 'POST';
      return {
        status: like ? 201 : 200,
        body: body({ curationId: article.id, isLiked: like, likeCount: like ? 13 : 12 }),
      };
    }
    const product = /^\/v1\/products\/(\d+)\/like$/.exec(call.path);
    if (product)
      return {
        status: 201,
        body: body({ productId: Number(product[1]), isLiked: true, likeCount: 9 }),
      };
    if (call.path === '/v1/cart/lines' && call.method === 'POST')
      return { status: 201, body: body(cart([cartLine({ product: { id: 16 } })])) };
    if (call.path === '/v1/cart') return { status: 200, body: body(cart([])) };
    return undefined;
  });
}

async function renderDetail(
  queryClient: QueryClient,
  article: CurationDetail = curationDetail(),
  options?: { likeStatus?: number },
) {
  const api = detailApi(article, options);
  // As the route's loader leaves it.
  queryClient.setQueryData(curationDetailKey(article.id), article);
  const result = await renderWithRouter(<CurationDetailScreen curationId={article.id} />, {
    entries: [`/life/detail/${article.id}?from=home`],
    queryClient,
  });
  return { ...result, api };
}

const calls = (api: { calls: ApiRequest[] }, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.method);

function visitorClient() {
  signOutEverywhere();
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

beforeEach(() => signOutEverywhere());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

describe('CurationDetailScreen', () => {
  it('shows the cover, category, title, subtitle and the byline', async () => {
    await renderDetail(visitorClient());
    const title = screen.getByRole('heading', { level: 1, name: '초보자를 위한 물 주기' });
    expect(title.nextElementSibling?.textContent).toBe(
      '손가락 한 마디로 흙을 확인하는 것부터 시작해요',
    );
    expect(screen.getByText('읽는 데 3분').closest('p')?.textContent).toBe(
      '초록 에디터 한서윤·2026.11.25·읽는 데 3분',
    );
    expect(screen.getByRole('link', { name: '기초' }).getAttribute('href')).toBe(
      '/life?category=BASICS',
    );
    const cover = screen.getByRole('img', { name: '창가에 놓인 스파티필룸과 스킨답서스' });
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(cover.getAttribute('srcset')).toContain('cover.png?w=750&q=75&f=webp 750w');
    expect(document.title).toContain('초보자를 위한 물 주기');
  });

  it('renders the html blocks as they are and the product blocks as live product cards', async () => {
    await renderDetail(visitorClient());
    const text = screen.getByRole('region', { name: '본문' });
    expect(
      within(text).getByRole('heading', { level: 2, name: '손가락으로 확인해요' }),
    ).toBeTruthy();
    expect(within(text).getByText('겉흙이 마르면').tagName).toBe('STRONG');
    expect(
      within(text)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('한 마디 깊이');
    expect(text.querySelector('blockquote')?.textContent).toBe('과습이 건조보다 위험해요.');
    // 16 alone after the first text, then 35 and 21 side by side, in the author's order.
    const embeds = [...text.querySelectorAll('[data-product-id]')].map((el) =>
      el.getAttribute('data-product-id'),
    );
    expect(embeds).toEqual(['16', '35', '21']);
    const card = within(text).getByRole('link', { name: '스파티필룸' });
    expect(card.getAttribute('href')).toBe('/products/detail/16');
    expect(within(text).getAllByText('12,900원').length).toBe(3);
    expect(within(text).getAllByText('28% 할인').length).toBe(3);
  });

  it('leaves out an embed whose product the article no longer lists', async () => {
    const article = curationDetail({
      body: [
        { type: 'html', html: '<p>하나</p>' },
        { type: 'product', productId: 99 },
      ],
    });
    await renderDetail(visitorClient(), article);
    const text = screen.getByRole('region', { name: '본문' });
    expect(text.querySelectorAll('[data-product-id]')).toHaveLength(0);
  });

  it('lists the products near the top and at the end, and the related articles', async () => {
    await renderDetail(visitorClient());
    const row = screen.getByRole('region', { name: '이 글의 식물' });
    expect(within(row).getAllByRole('article')).toHaveLength(3);
    const list = screen.getByRole('region', { name: '이 글에 나온 식물' });
    expect(within(list).getByRole('button', { name: '스파티필룸 장바구니 담기' })).toBeTruthy();
    // Sold out: no button, the status instead.
    expect(within(list).queryByRole('button', { name: '스킨답서스 장바구니 담기' })).toBeNull();
    expect(within(list).getByText('품절')).toBeTruthy();
    const related = screen.getByRole('region', { name: '함께 읽으면 좋은 글' });
    expect(within(related).getByRole('link', { name: '겨울철 물 주기' }).getAttribute('href')).toBe(
      '/life/detail/8',
    );
    expect(within(related).getByText('계절')).toBeTruthy();
  });

  it('saves and unsaves the article for a signed-in reader, with a word each time', async () => {
    const { api } = await renderDetail(signedInClient());
    const save = screen.getByRole('button', { name: '글 저장하기' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
    expect(
      await screen.findByText('저장했어요. 찜 목록의 글 탭에서 다시 볼 수 있어요.'),
    ).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('저장을 취소했어요.')).toBeTruthy();
    expect(calls(api, '/v1/curations/5/like')).toEqual(['POST', 'DELETE']);
  });

  it('puts the bookmark back when saving fails', async () => {
    await renderDetail(signedInClient(), curationDetail(), { likeStatus: 500 });
    const save = screen.getByRole('button', { name: '글 저장하기' });
    fireEvent.click(save);
    expect(await screen.findByText('저장하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(save.getAttribute('aria-pressed')).toBe('false');
  });

  it('sends a visitor to sign in first, and back to the article after', async () => {
    const { api, router } = await renderDetail(visitorClient());
    fireEvent.click(screen.getByRole('button', { name: '글 저장하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/life/detail/5?from=home' });
    expect(calls(api, '/v1/curations/5/like')).toEqual([]);
  });

  it('likes a product card in the text at once (찜), like every other card of it', async () => {
    await renderDetail(signedInClient());
    const text = screen.getByRole('region', { name: '본문' });
    const heart = within(text).getByRole('button', { name: '스파티필룸 찜하기' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    const row = screen.getByRole('region', { name: '이 글의 식물' });
    expect(
      within(row).getByRole('button', { name: '스파티필룸 찜하기' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('puts one of a product in the cart and says so', async () => {
    const { api } = await renderDetail(signedInClient());
    fireEvent.click(screen.getByRole('button', { name: '스파티필룸 장바구니 담기' }));
    expect(await screen.findByText('장바구니에 담았어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '장바구니 보기' }).getAttribute('href')).toBe('/cart');
    expect(api.calls.find((c) => c.path === '/v1/cart/lines')?.body).toEqual({
      productId: 16,
      quantity: 1,
    });
  });

  it('sends a visitor to sign in before the cart', async () => {
    const { api, router } = await renderDetail(visitorClient());
    fireEvent.click(screen.getByRole('button', { name: '스파티필룸 장바구니 담기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(calls(api, '/v1/cart/lines')).toEqual([]);
  });

  it('opens the system share sheet with the article where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderDetail(visitorClient());
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: '초보자를 위한 물 주기',
      text: '손가락 한 마디로 흙을 확인하는 것부터 시작해요',
      url: `${window.location.origin}/life/detail/5`,
    });
    expect(screen.queryByText('링크를 복사했어요')).toBeNull();
  });

  it('copies the link without a share sheet, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await renderDetail(visitorClient());
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(await screen.findByText('링크를 복사했어요')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/life/detail/5`);
  });
});
