import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MESSAGES,
  cartSummary,
  type Address,
  type Cart,
  type Coupon,
  type OrderQuoteBody,
} from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { homeAddress, officeAddress } from '@/test/fixtures/addresses';
import { resetDaumPostcode } from '@/features/addresses/daum-postcode';
import { cartLine } from '@/test/fixtures/cart';
import { productDetail } from '@/test/fixtures/product-detail';
import { checkoutNavigation } from '@/features/purchase/checkout';
import { PurchaseScreen } from '@/features/purchase/purchase-screen';
import type { OrderSource } from '@/features/purchase/queries';
import { createdOrder } from '@/test/fixtures/purchase';
import { postal } from '@/test/fixtures/addresses';
import { bigOrder, nutrientOnly, plantPercent, quoteFor, welcome } from '@/test/fixtures/benefits';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { holdApi, serveApi } from '@/test/api';

/** The address form comes in its own chunk: the first import may be slow. */
const LAZY = { timeout: 10_000 };

beforeAll(() => {
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
let assign: ReturnType<typeof vi.fn<(path: string) => void>>;
const realAssign = checkoutNavigation.assign;
beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().signIn('token', 'demo');
  // jsdom loads no script: the address sheet opens on our own search.
  resetDaumPostcode('failed');
  assign = vi.fn<(path: string) => void>();
  checkoutNavigation.assign = assign;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  checkoutNavigation.assign = realAssign;
});

const monstera = cartLine({ id: 1, quantity: 2 });
const pot = cartLine({
  id: 2,
  product: { id: 8, name: '테라코타 토분', price: 5_000, salePrice: 5_000, salePercent: 0 },
});
const notChosen = cartLine({ id: 3, product: { id: 9, name: '스투키' } });
const theCart = (lines = [monstera, pot, notChosen]): Cart => ({
  lines,
  summary: cartSummary(lines),
});

interface ApiOptions {
  cart?: Cart;
  book?: Address[];
  /** POST /orders: the created order, or an error. */
  order?: ReturnType<typeof createdOrder> | { status: number; message: string };
  /** Holds POST /orders until released. */
  hold?: Promise<void>;
  /** The coupons and 적립금 POST /orders/quote prices with (none by default). */
  wallet?: Coupon[];
  balance?: number;
  /** POST /orders/quote fails while this is true. */
  quoteFails?: { now: boolean };
}

/** The products' prices as the server holds them: 몬스테라 12,900원 (식물), 토분 5,000원 (화분). */
const PRODUCTS = {
  7: { unitPrice: 12_900, category: 'PLANT' as const },
  8: { unitPrice: 5_000, category: 'POT' as const },
};

function purchaseApi({
  cart = theCart(),
  book = [homeAddress, officeAddress],
  order = createdOrder(),
  hold,
  wallet = [],
  balance = 0,
  quoteFails,
}: ApiOptions = {}) {
  let entries = book;
  const orders: unknown[] = [];
  const quotes: OrderQuoteBody[] = [];
  serveApi(({ url, ...init }) => {
    if (url.pathname === '/v1/cart') return { status: 200, body: body(cart) };
    if (url.pathname === '/v1/users/me/addresses' && init.method === 'GET')
      return { status: 200, body: body(entries) };
    if (url.pathname === '/v1/users/me/addresses' && init.method === 'POST') {
      const created: Address = {
        ...homeAddress,
        ...(init.body as Partial<Address>),
        id: 9,
        isDefault: entries.length === 0 ? 1 : 0,
      };
      entries = [...entries, created];
      return { status: 201, body: body(created, 201) };
    }
    if (url.pathname === '/v1/addresses/search')
      return { status: 200, body: listBody([postal()], 1, 1, 10) };
    if (url.pathname === '/v1/products/7')
      return { status: 200, body: body(productDetail({ stock: 3 })) };
    if (url.pathname === '/v1/orders/quote' && init.method === 'POST') {
      const asked = init.body as OrderQuoteBody;
      quotes.push(asked);
      if (quoteFails?.now)
        return { status: 500, body: errorBody('일시적인 오류가 생겼어요.', 500) };
      return { status: 200, body: body(quoteFor(asked, { products: PRODUCTS, wallet, balance })) };
    }
    if (url.pathname === '/v1/orders' && init.method === 'POST') {
      orders.push(init.body);
      if ('status' in order)
        return { status: order.status, body: errorBody(order.message, order.status) };
      return { status: 201, body: body(order, 201) };
    }
    return undefined;
  });
  if (hold) holdApi(hold, (r) => r.path === '/v1/orders');
  return { orders, quotes };
}

function Sheet({ source }: { source: OrderSource }) {
  const [form, setForm] = useState<'new' | undefined>();
  return (
    <PurchaseScreen
      source={source}
      addressForm={form}
      onOpenAddressForm={() => setForm('new')}
      onCloseAddressForm={() => setForm(undefined)}
    />
  );
}

async function renderSheet(source: OrderSource, options: ApiOptions = {}) {
  const api = purchaseApi(options);
  const result = await renderWithRouter(<Sheet source={source} />, { entries: ['/purchase'] });
  return { ...result, ...api };
}

const fromCart: OrderSource = { kind: 'cart', cartLineIds: [1, 2] };
const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /결제에 동의해요/ }));
const payButton = () => screen.getByRole('button', { name: /결제하기$|계좌 받기$/ });
const methods = () => screen.getByRole('radiogroup', { name: '결제 수단' });
const method = (name: string) => within(methods()).getByRole('radio', { name });
const provider = (name: string) =>
  within(screen.getByRole('radiogroup', { name: '간편결제 서비스' })).getByRole('radio', { name });
const remembered = () => JSON.parse(localStorage.getItem('chorok-payment-method') ?? 'null');
const amountOf = (term: string) =>
  within(screen.getByRole('region', { name: '결제 금액' })).getByText(term).nextElementSibling
    ?.textContent;
/** The sheet is drawn and its quote is in: the pay button names the amount. */
const ready = async () => {
  await screen.findByRole('list', { name: '주문 상품' });
  await waitFor(() => expect(payButton().getAttribute('aria-busy')).toBeNull());
};
/** A line of 결제 금액 once the first quote is in. */
const findAmount = async (term: string) =>
  (await within(await screen.findByRole('region', { name: '결제 금액' })).findByText(term))
    .nextElementSibling?.textContent;

describe('PurchaseScreen', () => {
  it('orders the chosen cart lines to the default address and goes to the payment page', async () => {
    const { orders } = await renderSheet(fromCart);
    const items = await screen.findByRole('list', { name: '주문 상품' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('스투키')).toBeNull();
    expect(screen.getByRole('heading', { name: '주문 상품 2개' })).toBeTruthy();
    const address = screen.getByRole('region', { name: '배송지' });
    expect(within(address).getByText('김초록')).toBeTruthy();
    expect(within(address).getByText('기본 배송지')).toBeTruthy();
    expect(screen.getByLabelText('배송 요청사항')).toHaveProperty('value', 'door');
    expect(await findAmount('최종 결제 금액')).toBe('30,800원');
    expect(amountOf('상품 금액')).toBe('30,800원');
    expect(amountOf('쿠폰 할인')).toBe('0원');
    expect(amountOf('적립금 사용')).toBe('0원');
    expect(amountOf('배송비')).toBe('무료');
    expect(payButton().textContent).toBe('30,800원 결제하기');

    agree();
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(assign).toHaveBeenCalledWith('/payments/sandbox/checkout?orderId=CHR20261123A1B2C3D4');
    expect(orders).toEqual([
      {
        items: [
          { productId: 7, quantity: 2 },
          { productId: 8, quantity: 1 },
        ],
        addressId: 1,
        requestText: '문 앞에 놓아 주세요',
        cartLineIds: [1, 2],
        payment: { method: 'CARD' },
        couponId: null,
        points: 0,
      },
    ]);
    // On its way to the payment page: the button stays busy and a second press orders nothing.
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(payButton());
    expect(orders).toHaveLength(1);
  });

  it('sends one order however often the button is pressed while it is being made', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { orders } = await renderSheet(fromCart, { hold });
    await ready();
    agree();
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(orders).toHaveLength(1);
  });

  it('asks for consent before ordering', async () => {
    const { orders } = await renderSheet(fromCart);
    await ready();
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('주문 내용 확인에 동의해 주세요.');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /결제에 동의해요/ }));
    expect(orders).toEqual([]);
  });

  it('buys a product now: its current price, another address and a request of one’s own', async () => {
    const { orders } = await renderSheet(
      { kind: 'direct', items: [{ productId: 7, quantity: 2 }] },
      { order: createdOrder({ total: 28_800 }) },
    );
    await screen.findByText('몬스테라 델리시오사');
    expect(await findAmount('최종 결제 금액')).toBe('28,800원');
    expect(amountOf('상품 금액')).toBe('25,800원');
    expect(amountOf('배송비')).toBe('3,000원');

    fireEvent.click(screen.getByRole('button', { name: '배송지 변경' }));
    const picker = await screen.findByRole('dialog', { name: '배송지 선택' });
    fireEvent.click(within(picker).getByRole('radio', { name: '박새싹님 배송지' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '배송지 선택' })).toBeNull());
    expect(within(screen.getByRole('region', { name: '배송지' })).getByText('박새싹')).toBeTruthy();
    expect(screen.getByLabelText('배송 요청사항')).toHaveProperty('value', '');
    fireEvent.change(screen.getByLabelText('배송 요청사항'), { target: { value: 'custom' } });
    fireEvent.input(screen.getByLabelText('요청사항 직접 입력'), {
      target: { value: ' 1층 꽃집에 맡겨 주세요 ' },
    });

    agree();
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(orders).toEqual([
      {
        items: [{ productId: 7, quantity: 2 }],
        addressId: 2,
        requestText: '1층 꽃집에 맡겨 주세요',
        payment: { method: 'CARD' },
        couponId: null,
        points: 0,
      },
    ]);
  });

  it('refuses to order without an address, and orders to the one added here', async () => {
    const { orders } = await renderSheet(fromCart, { book: [] });
    await ready();
    agree();
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('주문하려면 배송지가 필요해요.');
    expect(orders).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '새 배송지 추가' }));
    await screen.findByRole('heading', { level: 1, name: '배송지 추가' }, LAZY);
    fireEvent.input(screen.getByLabelText('받는 분'), { target: { value: '이새잎' } });
    fireEvent.input(screen.getByLabelText('휴대폰 번호'), { target: { value: '01098765432' } });
    fireEvent.click(screen.getByRole('button', { name: '우편번호, 도로명, 건물명 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '주소 검색' });
    fireEvent.input(within(sheet).getByRole('searchbox'), { target: { value: '테헤란로' } });
    fireEvent.click(await within(sheet).findByText(/테헤란로 152 \(역삼동/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '주소 검색' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

    const address = await screen.findByRole('region', { name: '배송지' });
    expect(await within(address).findByText('이새잎')).toBeTruthy();
    // Consent given before the form was opened still holds.
    fireEvent.click(payButton());
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ addressId: 9 });
  });

  it('shows the server’s refusal in Korean with the way back to the cart', async () => {
    await renderSheet(fromCart, { order: { status: 409, message: MESSAGES.notEnoughStock } });
    await ready();
    agree();
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: '주문하지 못했어요' });
    expect(within(dialog).getByText(MESSAGES.notEnoughStock)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: '장바구니로 돌아가기' }).getAttribute('href'),
    ).toBe('/cart');
    expect(assign).not.toHaveBeenCalled();
    // The button works again once the refusal is read.
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(payButton().getAttribute('aria-busy')).toBeNull();
  });

  it('never follows a payment address on another origin', async () => {
    await renderSheet(fromCart, { order: createdOrder({ checkoutUrl: '//evil.example/pay' }) });
    await ready();
    agree();
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: '주문하지 못했어요' });
    expect(
      within(dialog).getByText('결제 화면을 열지 못했어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server’s amount before paying when it differs from the sheet’s', async () => {
    await renderSheet(fromCart, { order: createdOrder({ total: 31_800 }) });
    await ready();
    agree();
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: '결제 금액이 바뀌었어요' });
    expect(within(dialog).getByText(/30,800원에서 31,800원으로 달라졌어요/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '31,800원 결제하기' }));
    expect(assign).toHaveBeenCalledWith('/payments/sandbox/checkout?orderId=CHR20261123A1B2C3D4');
  });

  it('leaves out lines that cannot be bought and says so', async () => {
    const soldOut = cartLine({
      id: 4,
      product: { id: 10, name: '필로덴드론 버킨', status: 'OUT_OF_STOCK', stock: 0 },
      problem: 'OUT_OF_STOCK',
    });
    const { orders } = await renderSheet(
      { kind: 'cart', cartLineIds: [1, 4, 77] },
      { cart: theCart([monstera, soldOut]) },
    );
    const note = await screen.findByRole('note');
    expect(within(note).getByText('주문할 수 없는 상품 1개는 빼고 주문해요')).toBeTruthy();
    expect(within(note).getByText('필로덴드론 버킨 · 품절되어 구매할 수 없어요')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '주문 상품' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await ready();
    agree();
    fireEvent.click(payButton());
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ items: [{ productId: 7, quantity: 2 }], cartLineIds: [1] });
  });

  it('a product that cannot be bought in that quantity cannot be ordered', async () => {
    await renderSheet({ kind: 'direct', items: [{ productId: 7, quantity: 5 }] });
    expect(await screen.findByRole('heading', { name: '지금은 주문할 수 없어요' })).toBeTruthy();
    expect(screen.getByText(/재고 3개 남음/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 다시 보기' }).getAttribute('href')).toBe(
      '/products/detail/7',
    );
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });

  it('with nothing to order, says so and leads to the cart', async () => {
    await renderSheet({ kind: 'none' });
    expect(await screen.findByRole('heading', { name: '주문할 상품이 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '장바구니로 가기' }).getAttribute('href')).toBe(
      '/cart',
    );
  });
  describe('할인·적립금', () => {
    const wallet = [welcome, plantPercent, bigOrder, nutrientOnly];
    const couponRow = () => screen.getByRole('button', { name: /^쿠폰/ });
    const pointsField = () => screen.getByRole('textbox', { name: '사용할 적립금' });

    it('asks for a quote and shows its five lines, the best coupon applied', async () => {
      const { quotes } = await renderSheet(fromCart, { wallet, balance: 2_300 });
      expect(await findAmount('최종 결제 금액')).toBe('27,800원');
      expect(quotes[0]).toEqual({
        items: [
          { productId: 7, quantity: 2 },
          { productId: 8, quantity: 1 },
        ],
        points: 0,
      });
      expect(amountOf('상품 금액')).toBe('30,800원');
      expect(amountOf('쿠폰 할인')).toBe('−3,000원');
      expect(amountOf('적립금 사용')).toBe('0원');
      expect(amountOf('배송비')).toBe('무료');
      expect(screen.getByText('구매 확정하면 278원 적립돼요')).toBeTruthy();
      expect(couponRow().textContent).toContain('웰컴 쿠폰');
      expect(couponRow().textContent).toContain('−3,000원');
      const benefits = screen.getByRole('region', { name: '할인·적립금' });
      expect(within(benefits).getByText('보유 적립금 2,300원')).toBeTruthy();
      expect(payButton().textContent).toBe('27,800원 결제하기');
    });

    it('lists the wallet in the coupon sheet: the savings, and why the others do not apply', async () => {
      await renderSheet(fromCart, { wallet, balance: 2_300 });
      await ready();
      fireEvent.click(couponRow());
      const sheet = await screen.findByRole('dialog', { name: '쿠폰 선택' });
      const radio = (name: RegExp) =>
        within(sheet).getByRole('radio', { name }) as HTMLInputElement;
      expect(radio(/웰컴 쿠폰/).checked).toBe(true);
      expect(radio(/웰컴 쿠폰/).closest('label')?.textContent).toContain('12월 31일까지');
      expect(radio(/식물 10% 쿠폰/).closest('label')?.textContent).toContain('−2,580원');
      expect(radio(/식물 10% 쿠폰/).closest('label')?.textContent).toContain(
        '식물에만 쓸 수 있어요',
      );
      expect(radio(/5만 원 이상/).disabled).toBe(true);
      expect(radio(/5만 원 이상/).closest('label')?.textContent).toContain(
        '최소 주문 금액 50,000원 이상이어야 해요',
      );
      expect(radio(/영양제 쿠폰/).disabled).toBe(true);
      expect(radio(/영양제 쿠폰/).closest('label')?.textContent).toContain(
        '이 주문에는 적용할 수 있는 상품이 없어요',
      );
      expect(radio(/쿠폰 적용 안 함/).checked).toBe(false);
    });

    it('another coupon and "모두 사용" ask again, and the order carries them', async () => {
      const { orders, quotes } = await renderSheet(fromCart, {
        wallet,
        balance: 2_300,
        order: createdOrder({ total: 25_920 }),
      });
      await ready();
      fireEvent.click(couponRow());
      const sheet = await screen.findByRole('dialog', { name: '쿠폰 선택' });
      fireEvent.click(within(sheet).getByRole('radio', { name: /식물 10% 쿠폰/ }));
      await waitFor(() => expect(amountOf('쿠폰 할인')).toBe('−2,580원'));
      expect(quotes.at(-1)).toMatchObject({ couponId: plantPercent.id, points: 0 });

      fireEvent.click(screen.getByRole('button', { name: '모두 사용' }));
      await waitFor(() => expect(amountOf('적립금 사용')).toBe('−2,300원'));
      expect(quotes.at(-1)).toMatchObject({ couponId: plantPercent.id, points: 2_300 });
      expect(pointsField()).toHaveProperty('value', '2,300');
      expect(screen.getByRole('button', { name: '사용 취소' })).toBeTruthy();
      expect(amountOf('최종 결제 금액')).toBe('25,920원');

      agree();
      await ready();
      fireEvent.click(payButton());
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      expect(orders[0]).toMatchObject({ couponId: plantPercent.id, points: 2_300 });
    });

    it('typed 적립금 is kept within what may be used and asked about once typing pauses', async () => {
      const { orders, quotes } = await renderSheet(fromCart, {
        balance: 2_300,
        order: createdOrder({ total: 29_800 }),
      });
      await ready();
      expect(screen.getByText('사용할 수 있는 쿠폰이 없어요')).toBeTruthy();
      fireEvent.input(pointsField(), { target: { value: '1' } });
      fireEvent.input(pointsField(), { target: { value: '10' } });
      fireEvent.input(pointsField(), { target: { value: '1000' } });
      expect(pointsField()).toHaveProperty('value', '1,000');
      await waitFor(() => expect(amountOf('적립금 사용')).toBe('−1,000원'));
      // One question for the pause, none for each key.
      expect(quotes.map((q) => q.points)).toEqual([0, 1_000]);

      fireEvent.input(pointsField(), { target: { value: '99,999' } });
      expect(pointsField()).toHaveProperty('value', '2,300');
      fireEvent.input(pointsField(), { target: { value: '1,000' } });
      agree();
      await ready();
      fireEvent.click(payButton());
      await waitFor(() => expect(orders).toHaveLength(1));
      expect(orders[0]).toMatchObject({ couponId: null, points: 1_000 });
    });

    it('a coupon refused at ordering is said, and the sheet is priced again', async () => {
      const { quotes } = await renderSheet(fromCart, {
        wallet,
        balance: 0,
        order: { status: 409, message: MESSAGES.couponUnavailable },
      });
      await ready();
      fireEvent.click(couponRow());
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: '쿠폰 선택' })).getByRole('radio', {
          name: /식물 10% 쿠폰/,
        }),
      );
      await waitFor(() => expect(amountOf('쿠폰 할인')).toBe('−2,580원'));
      const asked = quotes.length;
      agree();
      await ready();
      fireEvent.click(payButton());
      const dialog = await screen.findByRole('dialog', { name: '주문하지 못했어요' });
      expect(within(dialog).getByText(MESSAGES.couponUnavailable)).toBeTruthy();
      // The cart cannot fix a coupon: no way back there.
      expect(within(dialog).queryByRole('link', { name: '장바구니로 돌아가기' })).toBeNull();
      await waitFor(() => expect(quotes.length).toBeGreaterThan(asked));
      // Back to the server's choice.
      expect(quotes.at(-1)).not.toHaveProperty('couponId');
    });

    it('a quote that fails offers a retry and nothing can be paid meanwhile', async () => {
      const quoteFails = { now: true };
      const { orders } = await renderSheet(fromCart, { quoteFails });
      const amounts = await screen.findByRole('region', { name: '결제 금액' });
      expect(await within(amounts).findByText(/결제 금액을 계산하지 못했어요/)).toBeTruthy();
      const button = screen.getByRole('button', { name: '결제 금액을 확인하지 못했어요' });
      expect(button).toHaveProperty('disabled', true);
      expect(orders).toEqual([]);

      quoteFails.now = false;
      fireEvent.click(within(amounts).getByRole('button', { name: '다시 시도' }));
      expect(await findAmount('최종 결제 금액')).toBe('30,800원');
      expect(payButton().textContent).toBe('30,800원 결제하기');
    });
  });

  describe('결제 수단', () => {
    it('starts on the card, the five methods in one radio group', async () => {
      await renderSheet(fromCart);
      await ready();
      const radios = within(methods()).getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
        'CARD',
        'EASY_PAY',
        'TRANSFER',
        'VIRTUAL_ACCOUNT',
        'MOBILE_PHONE',
      ]);
      // Native radios of one name: arrow keys move the choice, Tab enters at the chosen one.
      expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
      expect((method('신용·체크카드') as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByRole('radiogroup', { name: '간편결제 서비스' })).toBeNull();
      expect(screen.getByText('결제하기를 누르면 카드 결제 화면으로 이동해요.')).toBeTruthy();
    });

    it('an easy payment needs its service: says so, focuses the first, then pays with it', async () => {
      const { orders } = await renderSheet(fromCart);
      await ready();
      agree();
      fireEvent.click(method('간편결제'));
      const services = within(screen.getByRole('radiogroup', { name: '간편결제 서비스' }));
      expect(services.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
        'KAKAOPAY',
        'NAVERPAY',
        'TOSSPAY',
        'SAMSUNGPAY',
        'PAYCO',
      ]);
      for (const name of ['카카오페이', '네이버페이', '토스페이', '삼성페이', '페이코'])
        expect(provider(name)).toBeTruthy();
      expect(payButton().textContent).toBe('간편결제로 30,800원 결제하기');

      fireEvent.click(payButton());
      expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.easyPayProviderRequired);
      expect(document.activeElement).toBe(provider('카카오페이'));
      expect(orders).toEqual([]);

      fireEvent.click(provider('네이버페이'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(payButton().textContent).toBe('네이버페이로 30,800원 결제하기');
      fireEvent.click(payButton());
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      expect(orders[0]).toMatchObject({
        payment: { method: 'EASY_PAY', easyPayProvider: 'NAVERPAY' },
      });
      expect(remembered()).toEqual({ method: 'EASY_PAY', easyPayProvider: 'NAVERPAY' });
    });

    it('a virtual account says its deadline and asks for the account to deposit into', async () => {
      const { orders } = await renderSheet(fromCart);
      await ready();
      const virtual = method('가상계좌(무통장입금)');
      expect(virtual.getAttribute('aria-describedby')).toBeTruthy();
      const note = document.getElementById(virtual.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe('입금 기한 24시간, 기한이 지나면 주문이 취소돼요');
      fireEvent.click(virtual);
      expect(payButton().textContent).toBe('30,800원 입금 계좌 받기');
      agree();
      fireEvent.click(payButton());
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      expect(orders[0]).toMatchObject({ payment: { method: 'VIRTUAL_ACCOUNT' } });
      expect(remembered()).toEqual({ method: 'VIRTUAL_ACCOUNT', easyPayProvider: null });
    });

    it('starts on the method last used on this device', async () => {
      localStorage.setItem(
        'chorok-payment-method',
        JSON.stringify({ method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' }),
      );
      const { orders } = await renderSheet(fromCart);
      await ready();
      expect((method('간편결제') as HTMLInputElement).checked).toBe(true);
      expect((provider('카카오페이') as HTMLInputElement).checked).toBe(true);
      expect(payButton().textContent).toBe('카카오페이로 30,800원 결제하기');
      agree();
      fireEvent.click(payButton());
      await waitFor(() => expect(orders).toHaveLength(1));
      expect(orders[0]).toMatchObject({
        payment: { method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' },
      });
    });

    it.each([
      ['an easy payment without its service', JSON.stringify({ method: 'EASY_PAY' })],
      ['an unknown method', JSON.stringify({ method: 'BITCOIN' })],
      ['an unknown service', JSON.stringify({ method: 'EASY_PAY', easyPayProvider: 'APPLEPAY' })],
      ['text that is not JSON', '{oops'],
    ])('falls back to the card for %s', async (_case, stored) => {
      localStorage.setItem('chorok-payment-method', stored);
      await renderSheet(fromCart);
      await ready();
      expect((method('신용·체크카드') as HTMLInputElement).checked).toBe(true);
      expect(payButton().textContent).toBe('30,800원 결제하기');
    });

    it('still works when the storage refuses to be read or written', async () => {
      const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('denied');
      });
      const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new Error('denied');
      });
      try {
        const { orders } = await renderSheet(fromCart);
        await ready();
        expect((method('신용·체크카드') as HTMLInputElement).checked).toBe(true);
        fireEvent.click(method('계좌이체'));
        expect(payButton().textContent).toBe('계좌이체로 30,800원 결제하기');
        agree();
        fireEvent.click(payButton());
        await waitFor(() => expect(assign).toHaveBeenCalledOnce());
        expect(orders[0]).toMatchObject({ payment: { method: 'TRANSFER' } });
      } finally {
        get.mockRestore();
        set.mockRestore();
      }
    });
  });
});
