import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { COURIER_CODES, COURIER_NAMES, type Order, type Shipment } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useOrderFlash } from '@/features/orders/flash';
import { OrderDetailScreen } from '@/features/orders/order-detail-screen';
import { OrderHistoryScreen } from '@/features/orders/order-history-screen';
import { order, orderProduct, signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import en from '@/locales/en/orders.json';
import kr from '@/locales/kr/orders.json';
import { body, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
  useOrderFlash.getState().clear();
});

const parcel = (overrides: Partial<Shipment> = {}): Shipment => ({
  id: 7,
  courier: 'cj',
  trackingNumber: '123456789012',
  trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
  claimId: null,
  // 01:00 UTC is 10:00 in Seoul.
  shippedAt: '2026-11-24T01:00:00.000Z',
  deliveredAt: null,
  ...overrides,
});

const onItsWay = (overrides: Partial<Shipment> = {}) =>
  order({
    items: [
      orderProduct({
        status: 'SHIPPING',
        canCancel: false,
        canConfirm: true,
        cancelRefundAmount: 0,
        shippedAt: '2026-11-24T01:00:00.000Z',
      }),
    ],
    shipments: [parcel(overrides)],
  });

async function renderDetail(o: Order) {
  serveApi((call) =>
    call.path === `/v1/users/5/orders/${o.id}` ? { status: 200, body: body(o) } : undefined,
  );
  await renderWithRouter(<OrderDetailScreen orderId={o.id} />, {
    entries: [`/order/${o.id}`],
    queryClient: signedInClient(),
  });
  return screen.findByRole('region', { name: '배송 정보' });
}

describe('the parcel on the order', () => {
  it('shows 택배사, 운송장 번호 and 배송 조회 on the courier’s page in a new tab', async () => {
    const section = await renderDetail(onItsWay());
    expect(within(section).getByText('배송중')).toBeTruthy();
    const rows = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(rows).toEqual(['택배사', '운송장 번호', '발송']);
    expect(within(section).getByText('CJ대한통운')).toBeTruthy();
    expect(within(section).getByText('123456789012')).toBeTruthy();
    expect(within(section).getByText('2026.11.24 10:00')).toBeTruthy();
    const track = within(section).getByRole('link', { name: /^배송 조회 ?\(새 창에서 열려요\)$/ });
    expect(track.getAttribute('href')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    );
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('copies the waybill number and says so in the polite toast', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const section = await renderDetail(onItsWay());
    fireEvent.click(within(section).getByRole('button', { name: '운송장 번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('123456789012');
    const toast = await screen.findByText('운송장 번호를 복사했어요');
    expect(toast.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const section = await renderDetail(onItsWay());
    fireEvent.click(within(section).getByRole('button', { name: '운송장 번호 복사' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      '복사하지 못했어요. 번호를 길게 눌러 복사해 주세요.',
    );
    expect(screen.queryByText('운송장 번호를 복사했어요')).toBeNull();
  });

  it('says 배송 완료 with the time it arrived once delivered', async () => {
    const section = await renderDetail(
      onItsWay({
        courier: 'epost',
        trackingNumber: '6012345678901',
        trackingUrl:
          'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6012345678901',
        deliveredAt: '2026-11-25T06:30:00.000Z',
      }),
    );
    expect(within(section).getByText('배송 완료')).toBeTruthy();
    expect(within(section).getByText('우체국택배')).toBeTruthy();
    expect(within(section).getByText('2026.11.25 15:30')).toBeTruthy();
  });

  it('is not there before the order ships, nor for an exchange’s replacement alone', async () => {
    serveApi((call) =>
      call.path === '/v1/users/5/orders/41'
        ? { status: 200, body: body(order({ shipments: [parcel({ claimId: 3 })] })) }
        : undefined,
    );
    await renderWithRouter(<OrderDetailScreen orderId={41} />, {
      entries: ['/order/41'],
      queryClient: signedInClient(),
    });
    await screen.findByRole('region', { name: '배송지' });
    expect(screen.queryByRole('region', { name: '배송 정보' })).toBeNull();
    expect(screen.queryByRole('link', { name: /배송 조회/ })).toBeNull();
  });
});

describe('the order history', () => {
  it('shows 배송중 with the waybill while on its way, and 배송 완료 once delivered', async () => {
    const delivered = order({
      id: 40,
      orderNumber: 'CHR20261120DELIVER0',
      items: [orderProduct({ status: 'DELIVERED', canCancel: false, cancelRefundAmount: 0 })],
      shipments: [
        parcel({
          courier: 'hanjin',
          trackingNumber: '401234567890',
          deliveredAt: '2026-11-22T06:30:00.000Z',
        }),
      ],
    });
    serveApi((call) =>
      call.path === '/v1/users/5/orders'
        ? { status: 200, body: listBody([onItsWay(), delivered]) }
        : undefined,
    );
    await renderWithRouter(<OrderHistoryScreen />, {
      entries: ['/order/history'],
      queryClient: signedInClient(),
    });
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('배송중')).toBeTruthy();
    expect(within(first!).getByText('CJ대한통운 123456789012')).toBeTruthy();
    expect(within(second!).getByText('배송 완료')).toBeTruthy();
    expect(within(second!).getByText('한진택배 401234567890')).toBeTruthy();
  });
});

describe('courier names', () => {
  it('are the ones the server writes in its notices, with English second', () => {
    for (const code of COURIER_CODES) {
      expect(kr.orders.courier[code]).toBe(COURIER_NAMES[code]);
      expect(en.orders.courier[code]).toMatch(/^[A-Za-z ]+$/);
    }
  });
});
