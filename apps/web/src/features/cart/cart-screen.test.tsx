import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart, CartLine } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { CartScreen } from '@/features/cart/cart-screen';
import { cart, cartLine } from '@/test/fixtures/cart';
import { cartSummary } from '@chorok/contract';
import { body, errorBody } from '@/test/fixtures/envelope';
import { holdApi, serveApi } from '@/test/api';

beforeAll(() => {
  // vaul (the confirm sheet) reads media queries that jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => useAuthStore.getState().signIn('token', 'demo'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Request {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The cart API over `initial`: it applies each change and answers with the whole cart (the
 * contract's rules for the totals). `hold` keeps change requests waiting until released, to look
 * at the screen before the server answers; `fail` answers changes with that status.
 */
function cartApi(initial: Cart, options: { fail?: number; hold?: Promise<void> } = {}) {
  let state = initial;
  const requests: Request[] = [];
  const withLines = (lines: CartLine[]): Cart => ({ lines, summary: cartSummary(lines) });
  serveApi(({ url, ...init }) => {
    const payload = init.body ? (init.body as Record<string, unknown>) : null;
    requests.push({ method: init.method ?? 'GET', path: url.pathname, body: payload });
    if (url.pathname === '/v1/cart' && init.method === 'GET')
      return { status: 200, body: body(state) };
    if (options.fail)
      return {
        status: options.fail,
        body: errorBody('남은 재고보다 많이 담을 수 없어요.', options.fail),
      };
    const line = /^\/v1\/cart\/lines\/(\d+)$/.exec(url.pathname);
    if (line && init.method === 'PATCH') {
      const id = Number(line[1]);
      const patch = payload as { quantity?: number; isSelected?: boolean };
      state = withLines(
        state.lines.map((l) =>
          l.id !== id
            ? l
            : {
                ...l,
                ...(patch.isSelected === undefined ? {} : { isSelected: patch.isSelected }),
                ...(patch.quantity === undefined
                  ? {}
                  : {
                      quantity: patch.quantity,
                      amount: l.product.salePrice * patch.quantity,
                      priceChange: 0,
                      problem:
                        l.problem === 'NOT_ENOUGH_STOCK' && patch.quantity <= l.product.stock
                          ? null
                          : l.problem,
                    }),
              },
        ),
      );
      return { status: 200, body: body(state) };
    }
    if (url.pathname === '/v1/cart/select') {
      const { isSelected, lineIds } = payload as { isSelected: boolean; lineIds?: number[] };
      state = withLines(
        state.lines.map((l) => (!lineIds || lineIds.includes(l.id) ? { ...l, isSelected } : l)),
      );
      return { status: 200, body: body(state) };
    }
    if (url.pathname === '/v1/cart/remove') {
      const { lineIds } = payload as { lineIds: number[] };
      state = withLines(state.lines.filter((l) => !lineIds.includes(l.id)));
      return { status: 200, body: body(state) };
    }
    return undefined;
  });
  if (options.hold) holdApi(options.hold, (r) => r.method !== 'GET');
  return { requests, changes: () => requests.filter((r) => r.method !== 'GET') };
}

function gate() {
  let release = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

const monstera = cartLine({ id: 1, quantity: 2 });
const pot = cartLine({
  id: 2,
  product: { id: 8, name: '테라코타 토분', price: 5_000, salePrice: 5_000, salePercent: 0 },
});

async function renderCart(initial: Cart, options: Parameters<typeof cartApi>[1] = {}) {
  const api = cartApi(initial, options);
  const result = await renderWithRouter(<CartScreen />, { entries: ['/cart'] });
  return { ...result, ...api };
}

const summaryList = () => screen.getByRole('region', { name: '결제 예정 금액' });
const amountOf = (term: string) =>
  within(summaryList()).getByText(term).nextElementSibling?.textContent;
const lineOf = (id: number) => screen.getByTestId(`cart-line-${id}`);

describe('CartScreen', () => {
  it("shows the server's totals for the selection, the shipping fee and how much more ships free", async () => {
    await renderCart(
      cart([pot], {
        selectedCount: 1,
        originalTotal: 5_000,
        discountTotal: 0,
        itemsTotal: 5_000,
        shippingFee: 3_000,
        total: 8_000,
        amountToFreeShipping: 25_000,
      }),
    );
    await screen.findByText('테라코타 토분');
    expect(amountOf('상품 금액')).toBe('5,000원');
    expect(amountOf('할인 금액')).toBe('0원');
    expect(amountOf('배송비')).toBe('3,000원');
    expect(
      within(summaryList()).getAllByText('결제 예정 금액')[1]?.nextElementSibling?.textContent,
    ).toBe('8,000원');
    expect(screen.getByText(/더 담으면 무료배송/).textContent).toBe('25,000원 더 담으면 무료배송');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5000');
    expect(screen.getByRole('button', { name: '8,000원 구매하기 (1개)' })).toBeTruthy();
  });

  it('says shipping is free from 30,000원, with the discount and the sale price struck through', async () => {
    await renderCart(cart([monstera, pot], cartSummary([monstera, pot])));
    await screen.findByText('몬스테라 델리시오사');
    expect(amountOf('상품 금액')).toBe('41,000원');
    expect(amountOf('할인 금액')).toBe('−10,200원');
    expect(amountOf('배송비')).toBe('무료');
    expect(screen.getByText('무료배송 조건을 채웠어요')).toBeTruthy();
    expect(within(lineOf(1)).getByText('28% 할인')).toBeTruthy();
    expect(within(lineOf(1)).getByText('18,000원')).toBeTruthy();
    expect(within(lineOf(1)).getByText('25,800원')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('keeps lines that cannot be bought apart, unchecked and unselectable, and says why', async () => {
    const soldOut = cartLine({
      id: 3,
      product: { id: 9, name: '필로덴드론 버킨', status: 'OUT_OF_STOCK', stock: 0 },
      problem: 'OUT_OF_STOCK',
    });
    const ended = cartLine({
      id: 5,
      product: { id: 12, name: '아레카야자', status: 'DISCONTINUED' },
      problem: 'DISCONTINUED',
    });
    const short = cartLine({
      id: 4,
      quantity: 5,
      product: { id: 10, name: '스킨답서스', stock: 2 },
      problem: 'NOT_ENOUGH_STOCK',
    });
    const lines = [monstera, soldOut, short, ended];
    const { changes } = await renderCart(cart(lines, cartSummary(lines)));
    await screen.findByText('필로덴드론 버킨');

    const unavailable = screen.getByRole('region', { name: '구매할 수 없는 상품 2개' });
    expect(within(unavailable).getByText('품절')).toBeTruthy();
    expect(within(unavailable).getByText('판매 종료')).toBeTruthy();
    expect(
      within(unavailable).getByRole('checkbox', { name: '필로덴드론 버킨 선택' }),
    ).toHaveProperty('disabled', true);
    // Selected on the server, but a shortage keeps it out of the order until the count comes down.
    const shortBox = screen.getByRole('checkbox', { name: '스킨답서스 선택' });
    expect(shortBox).toHaveProperty('checked', false);
    expect(shortBox).toHaveProperty('disabled', true);
    expect(within(lineOf(4)).getByText('재고 2개 남음')).toBeTruthy();
    expect(within(lineOf(4)).getByRole('button', { name: '수량 늘리기' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('checkbox', { name: '전체 선택 (1/1)' })).toBeTruthy();

    fireEvent.click(within(lineOf(4)).getByRole('button', { name: '2개로 바꾸기' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '스킨답서스 선택' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(changes()).toEqual([
      { method: 'PATCH', path: '/v1/cart/lines/4', body: { quantity: 2 } },
    ]);
  });

  it('shows how the price moved since the line was added', async () => {
    const up = cartLine({ id: 1, priceChange: 1_000, addedUnitPrice: 11_900 });
    const down = cartLine({
      id: 2,
      product: { id: 8, name: '토분' },
      priceChange: -500,
      addedUnitPrice: 13_400,
    });
    await renderCart(cart([up, down], cartSummary([up, down])));
    expect(await screen.findByText('담은 후 1,000원 올랐어요')).toBeTruthy();
    expect(screen.getByText('담은 후 500원 내렸어요')).toBeTruthy();
  });

  it('steps the quantity within 1…min(99, stock), drawn at once and sent to the server', async () => {
    const hold = gate();
    const few = cartLine({
      id: 6,
      quantity: 3,
      product: { id: 13, name: '마오리 소포라', stock: 3 },
    });
    const lines = [cartLine({ id: 1 }), few];
    const { changes } = await renderCart(cart(lines, cartSummary(lines)), { hold: hold.opened });
    await screen.findByText('마오리 소포라');
    const first = within(lineOf(1));
    expect(first.getByRole('button', { name: '수량 줄이기' })).toHaveProperty('disabled', true);
    expect(within(lineOf(6)).getByRole('button', { name: '수량 늘리기' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(lineOf(6)).getByRole('button', { name: '수량 줄이기' })).toHaveProperty(
      'disabled',
      false,
    );

    // Before the server answers: the count, the line's amount and the totals already follow.
    fireEvent.click(first.getByRole('button', { name: '수량 늘리기' }));
    await waitFor(() => expect(first.getByRole('group').textContent).toContain('2'));
    fireEvent.click(first.getByRole('button', { name: '수량 늘리기' }));
    await waitFor(() => expect(first.getByRole('group').textContent).toContain('3'));
    expect(first.getByText('38,700원')).toBeTruthy();
    expect(amountOf('상품 금액')).toBe('108,000원');
    hold.release();
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes().map((c) => c.body)).toEqual([{ quantity: 2 }, { quantity: 3 }]);
    await waitFor(() => expect(first.getByRole('group').textContent).toContain('3'));
  });

  it('puts the server’s cart back and says why when a change is refused', async () => {
    const { requests } = await renderCart(cart([monstera], cartSummary([monstera])), { fail: 409 });
    await screen.findByText('몬스테라 델리시오사');
    fireEvent.click(within(lineOf(1)).getByRole('button', { name: '수량 늘리기' }));
    expect(await screen.findByText('남은 재고보다 많이 담을 수 없어요.')).toBeTruthy();
    await waitFor(() => expect(within(lineOf(1)).getByRole('group').textContent).toContain('2'));
    // The refusal refetched the cart.
    expect(requests.filter((r) => r.path === '/v1/cart')).toHaveLength(2);
  });

  it('selects one line, clears all and selects all, with the totals and the button following', async () => {
    const { changes } = await renderCart(cart([monstera, pot], cartSummary([monstera, pot])));
    await screen.findByText('몬스테라 델리시오사');
    fireEvent.click(screen.getByRole('checkbox', { name: '몬스테라 델리시오사 선택' }));
    await screen.findByRole('button', { name: '8,000원 구매하기 (1개)' });
    expect(screen.getByRole('checkbox', { name: '전체 선택 (1/2)' })).toHaveProperty(
      'checked',
      false,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: '전체 선택 (1/2)' }));
    // Two lines, three items (two monsteras and a pot): the button counts the items.
    await screen.findByRole('button', { name: '30,800원 구매하기 (3개)' });
    fireEvent.click(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' }));
    const none = await screen.findByRole('button', { name: '구매할 상품을 선택해 주세요' });
    expect(none).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '선택 삭제' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(changes()).toHaveLength(3));
    expect(changes()).toEqual([
      { method: 'PATCH', path: '/v1/cart/lines/1', body: { isSelected: false } },
      { method: 'POST', path: '/v1/cart/select', body: { isSelected: true, lineIds: [1, 2] } },
      { method: 'POST', path: '/v1/cart/select', body: { isSelected: false } },
    ]);
  });

  it('removes one line with its X, and the selected ones after asking', async () => {
    const third = cartLine({ id: 3, product: { id: 9, name: '스투키' }, isSelected: false });
    const lines = [monstera, pot, third];
    const { changes } = await renderCart(cart(lines, cartSummary(lines)));
    await screen.findByText('스투키');
    fireEvent.click(screen.getByRole('button', { name: '테라코타 토분 삭제' }));
    await waitFor(() => expect(screen.queryByText('테라코타 토분')).toBeNull());
    expect(await screen.findByText('1개 상품을 삭제했어요')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '선택 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '선택한 상품 1개를 삭제할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByText('몬스테라 델리시오사')).toBeNull());
    expect(screen.getByText('스투키')).toBeTruthy();
    expect(changes().map((c) => c.body)).toEqual([{ lineIds: [2] }, { lineIds: [1] }]);
  });

  it('orders the checked lines that can be bought: /purchase?cartLineIds=…', async () => {
    const unchecked = cartLine({ id: 3, product: { id: 9, name: '스투키' }, isSelected: false });
    const lines = [monstera, pot, unchecked];
    const { router } = await renderCart(cart(lines, cartSummary(lines)));
    fireEvent.click(await screen.findByRole('button', { name: '30,800원 구매하기 (3개)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
    expect(router.state.location.search).toEqual({ cartLineIds: [1, 2] });
  });

  it('reads in English too', async () => {
    cartApi(cart([pot], cartSummary([pot])));
    await renderWithRouter(<CartScreen />, { entries: ['/cart'], lng: 'en' });
    expect((await screen.findByText(/more for free shipping/)).textContent).toBe(
      'Add 25,000원 more for free shipping',
    );
    expect(screen.getByRole('checkbox', { name: 'Select all (1/1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy for 8,000원 (1)' })).toBeTruthy();
  });

  it('an empty cart says so and leads to the shop', async () => {
    await renderCart(cart([]));
    expect(await screen.findByRole('heading', { name: '장바구니가 비어 있어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '식물 둘러보기' }).getAttribute('href')).toBe(
      '/products/recommend',
    );
  });

  it('a cart that fails to load offers a retry', async () => {
    let calls = 0;
    serveApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: errorBody('일시적인 오류', 500) }
        : { status: 200, body: body(cart([pot], cartSummary([pot]))) };
    });
    await renderWithRouter(<CartScreen />, { entries: ['/cart'] });
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('테라코타 토분')).toBeTruthy();
  });
});
