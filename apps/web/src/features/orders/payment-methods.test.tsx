import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useOrderFlash } from '@/features/orders/flash';
import { OrderDetailScreen } from '@/features/orders/order-detail-screen';
import { PayAgain } from '@/features/purchase/pay-again';
import { OrderHistoryScreen } from '@/features/orders/order-history-screen';
import { PurchaseSuccessScreen } from '@/features/purchase/purchase-result-screens';
import {
  awaitingDepositOrder,
  depositedOrder,
  easyPayOrder,
  order,
  signOutEverywhere,
  signedInClient,
  transferOrder,
  unpaidOrder,
} from '@/test/fixtures/orders';
import { body, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
  useOrderFlash.getState().clear();
});

const waiting = awaitingDepositOrder();

async function renderDetail(o: Order) {
  const api = serveApi((call) => {
    if (call.path === `/v1/users/5/orders/${o.id}`) return { status: 200, body: body(o) };
    if (call.path === `/v1/orders/${o.id}/cancel`)
      return {
        status: 200,
        body: body({
          ...o,
          status: 'CANCELLED',
          items: o.items.map((item) => ({ ...item, status: 'CANCELLED' as const })),
        }),
      };
    return undefined;
  });
  await renderWithRouter(
    <OrderDetailScreen
      orderId={o.id}
      payAgain={(order) => <PayAgain order={order} className="mt-m" />}
    />,
    {
      entries: [`/order/${o.id}`],
      queryClient: signedInClient(),
    },
  );
  return api;
}

async function renderConfirmed(o: Order) {
  serveApi((call) =>
    call.path === '/v1/payments/confirm' ? { status: 200, body: body(o) } : undefined,
  );
  await renderWithRouter(
    <PurchaseSuccessScreen
      addressId={3}
      paymentKey="pay_va_1"
      orderId={o.orderNumber}
      amount={o.totalAmount}
    />,
    { entries: ['/purchase/success'], queryClient: signedInClient() },
  );
}

const term = (region: HTMLElement, label: string) =>
  within(region)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label)?.nextElementSibling;

describe('a virtual account waiting for its deposit', () => {
  it('after the confirm: where, how much and by when, never 결제 완료', async () => {
    await renderConfirmed(waiting);
    expect(await screen.findByRole('heading', { name: '주문을 접수했어요' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('입금 대기');
    expect(document.title).toBe('입금 대기 · 초록');
    // Announced politely as the state of the order.
    expect(screen.getByText('입금을 기다리고 있어요').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('우리은행')).toBeTruthy();
    expect(screen.getByText('27512345678901')).toBeTruthy();
    expect(screen.getByText('초록')).toBeTruthy();
    expect(screen.getByText('32,900원')).toBeTruthy();
    // Seoul time: 15:05 UTC is 00:05 the next day.
    expect(screen.getByText('2026.11.25 00:05')).toBeTruthy();
    expect(
      screen.getByText('2026.11.25 00:05까지 입금하지 않으면 주문이 자동으로 취소돼요.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('주문이 완료되었어요');
  });

  it('copies the account number and says so politely; a refused clipboard says what to do', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderConfirmed(waiting);
    fireEvent.click(await screen.findByRole('button', { name: '계좌번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('27512345678901');
    const toast = await screen.findByText('계좌번호를 복사했어요');
    expect(toast.closest('[aria-live="polite"]')).toBeTruthy();

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: '계좌번호 복사' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '복사하지 못했어요. 계좌번호를 길게 눌러 복사해 주세요.',
    );
  });

  it('offers the sandbox deposit page only for a sandbox payment', async () => {
    await renderConfirmed(waiting);
    const link = await screen.findByRole('link', { name: '테스트 입금하기 (샌드박스)' });
    expect(link.getAttribute('href')).toBe('/sandbox/deposit?orderId=CHR20261123A1B2C3D4');
    cleanup();
    window.sessionStorage.clear();

    const toss = awaitingDepositOrder({ payment: { ...waiting.payment!, provider: 'toss' } });
    await renderConfirmed(toss);
    await screen.findByRole('button', { name: '계좌번호 복사' });
    expect(screen.queryByRole('link', { name: /테스트 입금하기/ })).toBeNull();
  });

  it('on the order: 입금 대기 on its lines, the account, and it can be dropped like an unpaid order', async () => {
    const api = await renderDetail(waiting);
    expect(await screen.findByText('입금을 기다리고 있어요')).toBeTruthy();
    expect(screen.getAllByText('입금 대기').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('결제 대기')).toBeNull();
    // No second payment window for an issued account.
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
    expect(screen.getByRole('button', { name: '계좌번호 복사' })).toBeTruthy();
    const payment = screen.getByRole('region', { name: '결제 정보' });
    expect(term(payment, '결제 수단')?.textContent).toBe('가상계좌(무통장입금)');
    expect(term(payment, '입금 상태')?.textContent).toBe('입금 대기');
    expect(term(payment, '결제 일시')).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('alertdialog', { name: '주문을 취소할까요?' });
    expect(
      within(dialog).getByText(/아직 입금하지 않은 주문이라 환불할 금액은 없어요/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소하기' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/v1/orders/41/cancel')?.body).toEqual({
        reason: 'OTHER',
      }),
    );
  });

  it('reads 입금 대기 in the order history, and 결제 대기 for an unpaid card order', async () => {
    serveApi((call) =>
      call.path === '/v1/users/5/orders'
        ? {
            status: 200,
            body: listBody([waiting, unpaidOrder({ id: 40, orderNumber: 'CHR20261122ZZZZ0000' })]),
          }
        : undefined,
    );
    await renderWithRouter(<OrderHistoryScreen />, {
      entries: ['/order/history'],
      queryClient: signedInClient(),
    });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('입금 대기')).toBeTruthy();
    expect(within(cards[0]!).queryByText('결제 대기')).toBeNull();
    expect(within(cards[1]!).getByText('결제 대기')).toBeTruthy();
  });
});

describe('결제 정보 by method', () => {
  it('a card: the company and the masked number', async () => {
    await renderDetail(order());
    const payment = await screen.findByRole('region', { name: '결제 정보' });
    expect(term(payment, '결제 수단')?.textContent).toBe('신한카드4330-12**-****-***1');
    expect(term(payment, '현금영수증')).toBeUndefined();
  });

  it('an easy payment: the service by name', async () => {
    await renderDetail(easyPayOrder());
    const payment = await screen.findByRole('region', { name: '결제 정보' });
    expect(term(payment, '결제 수단')?.textContent).toBe('카카오페이간편결제');
  });

  it('a transfer: its bank, and a cash receipt without a page has no link', async () => {
    await renderDetail(transferOrder());
    const payment = await screen.findByRole('region', { name: '결제 정보' });
    expect(term(payment, '결제 수단')?.textContent).toBe('계좌이체신한은행');
    expect(term(payment, '현금영수증')?.textContent).toBe('지출증빙');
    expect(within(payment).queryByRole('link')).toBeNull();
  });

  it('a deposited virtual account: 입금 완료 with the account, and the receipt in a new tab', async () => {
    await renderDetail(depositedOrder());
    const payment = await screen.findByRole('region', { name: '결제 정보' });
    expect(screen.queryByText('입금을 기다리고 있어요')).toBeNull();
    expect(term(payment, '입금 상태')?.textContent).toBe('입금 완료');
    expect(term(payment, '은행')?.textContent).toBe('우리은행');
    expect(term(payment, '계좌번호')?.textContent).toBe('27512345678901');
    expect(term(payment, '예금주')?.textContent).toBe('초록');
    // 03:00 UTC is 12:00 in Seoul.
    expect(term(payment, '결제 일시')?.textContent).toBe('2026.11.24 12:00');
    expect(term(payment, '현금영수증')?.textContent).toMatch(/^소득공제/);
    const receipt = within(payment).getByRole('link', {
      name: /^영수증 보기 ?\(새 창에서 열려요\)$/,
    });
    expect(receipt.getAttribute('href')).toBe('https://dashboard.tosspayments.com/receipt/cash');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(receipt.getAttribute('rel')).toContain('noopener');
  });

  it('after the confirm, a paid easy payment names its service', async () => {
    await renderConfirmed(easyPayOrder());
    expect(await screen.findByRole('heading', { name: '주문이 완료되었어요' })).toBeTruthy();
    expect(screen.getByText('카카오페이')).toBeTruthy();
  });
});
