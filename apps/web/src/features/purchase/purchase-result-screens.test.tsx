import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, PAYMENT_ERROR_DEFAULT, paymentErrorMessage } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { checkoutNavigation } from '@/features/purchase/checkout';
import { PurchaseFailScreen } from '@/features/purchase/purchase-fail-screen';
import { PurchaseSuccessScreen } from '@/features/purchase/purchase-result-screens';
import { checkoutOf, order, signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

const paid = order();
const pending = order({
  status: 'PAYMENT_PENDING',
  payment: null,
  paymentDueAt: '2026-11-23T05:40:00.000Z',
  items: order().items.map((item) => ({
    ...item,
    status: 'PAYMENT_PENDING' as const,
    canCancel: false,
    cancelRefundAmount: 0,
    paidAt: null,
  })),
});
const search = {
  addressId: 3,
  paymentKey: 'pay_abc123',
  orderId: paid.orderNumber,
  amount: paid.totalAmount,
};

const confirms = (calls: ApiRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/v1/payments/confirm');

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

describe('PurchaseSuccessScreen', () => {
  it('confirms the payment once with what the provider returned and shows the order', async () => {
    const api = serveApi((call) =>
      call.path === '/v1/payments/confirm' ? { status: 200, body: body(paid) } : undefined,
    );
    await renderWithRouter(<PurchaseSuccessScreen {...search} />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    expect(screen.getByRole('heading', { name: '결제를 확인하고 있어요' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '주문이 완료되었어요' })).toBeTruthy();
    expect(confirms(api.calls)).toHaveLength(1);
    expect(confirms(api.calls)[0]?.body).toEqual({
      paymentKey: 'pay_abc123',
      orderId: 'CHR20261123A1B2C3D4',
      amount: 32_900,
    });
    expect(screen.getByText('CHR20261123A1B2C3D4')).toBeTruthy();
    expect(screen.getByText('32,900원')).toBeTruthy();
    expect(screen.getByText('신한카드')).toBeTruthy();
    expect(screen.getByText('몬스테라 델리시오사')).toBeTruthy();
    expect(screen.getByText('필로덴드론 버킨')).toBeTruthy();
    expect(screen.getByText(/서울 중구 세종대로 110 3층 초록실/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 상세 보기' }).getAttribute('href')).toBe(
      '/order/41',
    );
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' }).getAttribute('href')).toBe('/home');
  });

  it('sends one confirm under StrictMode and when the screen is mounted again', async () => {
    const api = serveApi((call) =>
      call.path === '/v1/payments/confirm' ? { status: 200, body: body(paid) } : undefined,
    );
    const queryClient = signedInClient();
    await renderWithRouter(
      <StrictMode>
        <PurchaseSuccessScreen {...search} />
      </StrictMode>,
      { entries: ['/purchase/success'], queryClient },
    );
    await screen.findByRole('heading', { name: '주문이 완료되었어요' });
    cleanup();
    await renderWithRouter(
      <StrictMode>
        <PurchaseSuccessScreen {...search} />
      </StrictMode>,
      { entries: ['/purchase/success'], queryClient },
    );
    await screen.findByRole('heading', { name: '주문이 완료되었어요' });
    // Whatever a remount might start would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirms(api.calls)).toHaveLength(1);
  });

  it('after a reload reads the confirmed order instead of confirming again', async () => {
    const api = serveApi((call) => {
      if (call.path === '/v1/payments/confirm') return { status: 200, body: body(paid) };
      if (call.path === '/v1/users/5/orders/41') return { status: 200, body: body(paid) };
      return undefined;
    });
    await renderWithRouter(<PurchaseSuccessScreen {...search} />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    await screen.findByRole('heading', { name: '주문이 완료되었어요' });
    cleanup();
    // A reload: a new page with an empty cache, the same tab's session storage.
    await renderWithRouter(<PurchaseSuccessScreen {...search} />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    await screen.findByRole('heading', { name: '주문이 완료되었어요' });
    expect(confirms(api.calls)).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === '/v1/users/5/orders/41')).toHaveLength(1);
  });

  it("shows the server's refusal with the way to the order and to the cart", async () => {
    const api = serveApi((call) => {
      if (call.path === '/v1/payments/confirm')
        return { status: 400, body: errorBody(MESSAGES.paymentAmountMismatch, 400) };
      if (call.path === '/v1/users/5/orders') return { status: 200, body: listBody([pending]) };
      return undefined;
    });
    await renderWithRouter(<PurchaseSuccessScreen {...search} amount={100} />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '결제하지 못했어요' })).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.paymentAmountMismatch)).toBeTruthy();
    // Not worth asking again: the amount will not change.
    expect(within(alert).queryByRole('button', { name: '다시 확인하기' })).toBeNull();
    expect(
      (await within(alert).findByRole('link', { name: '주문 상세 보기' })).getAttribute('href'),
    ).toBe('/order/41');
    expect(within(alert).getByRole('link', { name: '장바구니로 가기' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(confirms(api.calls)[0]?.body).toMatchObject({ amount: 100 });
  });

  it('a card declined at approval never says 완료: not in the header, the page or the title', async () => {
    const declined = paymentErrorMessage('REJECT_CARD_COMPANY');
    serveApi((call) => {
      if (call.path === '/v1/payments/confirm')
        return { status: 402, body: errorBody(declined, 402) };
      if (call.path === '/v1/users/5/orders') return { status: 200, body: listBody([pending]) };
      return undefined;
    });
    await renderWithRouter(<PurchaseSuccessScreen {...search} />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(declined)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('결제 실패');
    expect(document.title).toBe('결제 실패 · 초록');
    await within(alert).findByRole('link', { name: '주문 상세 보기' });
    expect(document.body.textContent).not.toContain('완료');
    expect(document.body.textContent).not.toMatch(/[A-Z]{2,}_[A-Z_]+/);
    // A refusal is final: no 다시 확인하기.
    expect(within(alert).queryByRole('button', { name: '다시 확인하기' })).toBeNull();
  });

  it('while the payment is checked the header says 결제 확인, and 결제 완료 once it is paid', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const api = serveApi((call) =>
      call.path === '/v1/payments/confirm'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    await renderWithRouter(<PurchaseSuccessScreen {...search} />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('결제 확인');
    await waitFor(() => expect(confirms(api.calls)).toHaveLength(1));
    answer({ status: 200, body: body(paid) });
    expect(await screen.findByRole('heading', { name: '주문이 완료되었어요' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('결제 완료');
    expect(document.title).toBe('결제 완료 · 초록');
  });

  it('offers to ask again when the server could not answer', async () => {
    let attempt = 0;
    const api = serveApi((call) => {
      if (call.path === '/v1/payments/confirm') {
        attempt += 1;
        return attempt === 1
          ? { status: 503, body: errorBody(MESSAGES.serviceUnavailable, 503) }
          : { status: 200, body: body(paid) };
      }
      if (call.path === '/v1/users/5/orders') return { status: 200, body: listBody([]) };
      return undefined;
    });
    await renderWithRouter(<PurchaseSuccessScreen {...search} />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    fireEvent.click(await screen.findByRole('button', { name: '다시 확인하기' }));
    expect(await screen.findByRole('heading', { name: '주문이 완료되었어요' })).toBeTruthy();
    expect(confirms(api.calls)).toHaveLength(2);
  });

  it('sends nothing when the address lacks the payment details', async () => {
    const api = serveApi(() => undefined);
    await renderWithRouter(<PurchaseSuccessScreen paymentKey="pay_abc123" />, {
      entries: ['/purchase/success'],
      queryClient: signedInClient(),
    });
    expect(screen.getByRole('heading', { name: '결제 정보를 확인할 수 없어요' })).toBeTruthy();
    expect(confirms(api.calls)).toHaveLength(0);
  });
});

describe('PurchaseFailScreen', () => {
  let assign: ReturnType<typeof vi.fn<(path: string) => void>>;
  const original = checkoutNavigation.assign;
  beforeEach(() => {
    assign = vi.fn<(path: string) => void>();
    checkoutNavigation.assign = assign;
  });
  afterEach(() => {
    checkoutNavigation.assign = original;
  });

  function failApi(checkoutUrl = '/v1/payments/sandbox/checkout?order=CHR20261123A1B2C3D4') {
    return serveApi((call) => {
      if (call.path === '/v1/users/5/orders')
        return {
          status: 200,
          body: listBody([pending, order({ id: 40, orderNumber: 'CHR20261120ZZZZ0000' })]),
        };
      if (call.path === '/v1/orders/41/checkout' && call.method === 'POST')
        return { status: 200, body: body(checkoutOf(pending, checkoutUrl)) };
      return undefined;
    });
  }

  it('says the code in our words (the code only in small print), finds the order and pays again', async () => {
    const api = failApi();
    await renderWithRouter(
      <PurchaseFailScreen code="REJECT_CARD_PAYMENT" orderId={pending.orderNumber} />,
      { entries: ['/purchase/fail'], queryClient: signedInClient() },
    );
    expect(screen.getByRole('heading', { name: '결제하지 못했어요' })).toBeTruthy();
    expect(
      screen.getByText(
        '한도를 넘었거나 잔액이 부족해 결제하지 못했어요. 다른 카드로 결제해 주세요.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('오류 코드 REJECT_CARD_PAYMENT')).toBeTruthy();
    expect(document.title).toBe('결제 실패 · 초록');
    // Seoul time: 05:40 UTC is 14:40.
    expect(await screen.findByText('2026.11.23 14:40까지 결제할 수 있어요')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 결제하기' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/v1/payments/sandbox/checkout?order=CHR20261123A1B2C3D4',
      ),
    );
    expect(api.calls.find((c) => c.path === '/v1/orders/41/checkout')?.body).toEqual({
      payment: { method: 'CARD' },
    });
    expect(api.calls.find((c) => c.path === '/v1/users/5/orders')?.search).toBe(
      '?page=1&perPage=20',
    );
    expect(screen.getByRole('link', { name: '장바구니로' }).getAttribute('href')).toBe('/cart');
  });

  it('pays again with another method chosen in the sheet, and remembers it', async () => {
    localStorage.clear();
    const api = failApi();
    await renderWithRouter(
      <PurchaseFailScreen code="REJECT_CARD_PAYMENT" orderId={pending.orderNumber} />,
      { entries: ['/purchase/fail'], queryClient: signedInClient() },
    );
    await screen.findByRole('button', { name: '다시 결제하기' });
    expect(screen.getByText('신용·체크카드')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '결제 수단 변경' }));
    const sheet = await screen.findByRole('dialog', { name: '결제 수단 변경' });
    const methods = within(sheet).getByRole('radiogroup', { name: '결제 수단' });
    expect(
      (within(methods).getByRole('radio', { name: '신용·체크카드' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(methods).getByRole('radio', { name: '간편결제' }));
    // No service yet: the sheet asks for one and sends nothing.
    fireEvent.click(within(sheet).getByRole('button', { name: '간편결제로 32,900원 결제하기' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      MESSAGES.easyPayProviderRequired,
    );
    expect(api.calls.some((c) => c.path === '/v1/orders/41/checkout')).toBe(false);
    fireEvent.click(within(sheet).getByRole('radio', { name: '토스페이' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '토스페이로 32,900원 결제하기' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(api.calls.find((c) => c.path === '/v1/orders/41/checkout')?.body).toEqual({
      payment: { method: 'EASY_PAY', easyPayProvider: 'TOSSPAY' },
    });
    expect(JSON.parse(localStorage.getItem('chorok-payment-method') ?? 'null')).toEqual({
      method: 'EASY_PAY',
      easyPayProvider: 'TOSSPAY',
    });
  });

  it('says the buyer cancelled when the provider reports PAY_PROCESS_CANCELED', async () => {
    failApi();
    await renderWithRouter(
      <PurchaseFailScreen code="PAY_PROCESS_CANCELED" orderId={pending.orderNumber} />,
      { entries: ['/purchase/fail'], queryClient: signedInClient() },
    );
    expect(screen.getByRole('heading', { name: '결제를 취소했어요' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '다시 결제하기' })).toBeTruthy();
  });

  it('an unknown code reads as the Korean default, not as the code', async () => {
    failApi();
    await renderWithRouter(
      <PurchaseFailScreen code="SOMETHING_NEW" orderId={pending.orderNumber} />,
      { entries: ['/purchase/fail'], queryClient: signedInClient() },
    );
    expect(screen.getByText(PAYMENT_ERROR_DEFAULT)).toBeTruthy();
    expect(screen.queryByText('SOMETHING_NEW')).toBeNull();
  });

  it('never follows a checkout address off our origin', async () => {
    failApi('https://evil.example/pay');
    await renderWithRouter(<PurchaseFailScreen code="X" orderId={pending.orderNumber} />, {
      entries: ['/purchase/fail'],
      queryClient: signedInClient(),
    });
    fireEvent.click(await screen.findByRole('button', { name: '다시 결제하기' }));
    expect(
      await screen.findByText('결제 창을 열지 못했어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no second payment for an order that expired, nor when the order is unknown', async () => {
    const expired = order({ ...pending, status: 'EXPIRED', paymentDueAt: null });
    serveApi((call) =>
      call.path === '/v1/users/5/orders' ? { status: 200, body: listBody([expired]) } : undefined,
    );
    await renderWithRouter(<PurchaseFailScreen code="X" orderId={pending.orderNumber} />, {
      entries: ['/purchase/fail'],
      queryClient: signedInClient(),
    });
    expect(
      await screen.findByText(
        '결제 시간이 지나 주문이 취소되었어요. 장바구니에서 다시 주문해 주세요.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 결제하기' })).toBeNull();
    cleanup();

    await renderWithRouter(<PurchaseFailScreen code="X" orderId="CHR00000000NOPE0000" />, {
      entries: ['/purchase/fail'],
      queryClient: signedInClient(),
    });
    expect(await screen.findByRole('link', { name: '주문 내역 보기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 결제하기' })).toBeNull();
  });
});
