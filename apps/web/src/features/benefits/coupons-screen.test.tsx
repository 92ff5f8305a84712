import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Coupon, type CouponStatus } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { coupon, plantPercent, welcome } from '@/test/fixtures/benefits';
import { CouponsScreen } from '@/features/benefits/coupons-screen';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { body, errorBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const used = coupon({
  id: 40,
  name: '첫 구매 쿠폰',
  status: 'USED',
  usedAt: '2026-11-20T03:00:00.000Z',
  usedOrderId: 41,
});
const potsOnly = coupon({
  id: 41,
  name: '토분 쿠폰',
  rule: { value: 2_000, minOrderAmount: 0, scope: 'PRODUCT', productIds: [8] },
  productNames: ['테라코타 토분'],
});

function Harness() {
  const [tab, setTab] = useState<CouponStatus>('USABLE');
  return <CouponsScreen tab={tab} onTabChange={setTab} />;
}

async function renderCoupons(
  wallet: Record<CouponStatus, Coupon[]>,
  redeem: (call: ApiRequest) => { status: number; body: unknown } = () => ({
    status: 201,
    body: body(potsOnly, 201),
  }),
) {
  const api = serveApi((call) => {
    if (call.path === '/v1/users/5/coupons' && call.method === 'GET') {
      const status = (new URLSearchParams(call.search).get('status') ?? 'USABLE') as CouponStatus;
      return { status: 200, body: body(wallet[status]) };
    }
    if (call.path === '/v1/users/5/coupons' && call.method === 'POST') return redeem(call);
    return undefined;
  });
  await renderWithRouter(<Harness />, {
    entries: ['/profile/coupons'],
    queryClient: signedInClient(),
  });
  return api;
}

const ticket = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no ticket for ${name}`);
  return item;
};
const codeField = () => screen.getByRole('textbox', { name: '쿠폰 코드 입력' });

describe('CouponsScreen', () => {
  it('shows each usable coupon as a ticket: the saving, its conditions and its last day', async () => {
    await renderCoupons({ USABLE: [plantPercent, welcome, potsOnly], USED: [], EXPIRED: [] });
    await screen.findByRole('heading', { name: '웰컴 쿠폰' });
    const fixed = ticket('웰컴 쿠폰');
    expect(within(fixed).getByText('3,000원')).toBeTruthy();
    expect(within(fixed).getByText('20,000원 이상 구매 시')).toBeTruthy();
    expect(within(fixed).getByText('모든 상품에 쓸 수 있어요')).toBeTruthy();
    // 14:59 UTC on Dec 31 is still Dec 31 in Seoul.
    expect(within(fixed).getByText('12월 31일까지')).toBeTruthy();
    const percent = ticket('식물 10% 쿠폰');
    expect(within(percent).getByText('10%')).toBeTruthy();
    expect(within(percent).getByText('최대 5,000원')).toBeTruthy();
    expect(within(percent).getByText('식물에만 쓸 수 있어요')).toBeTruthy();
    expect(within(ticket('토분 쿠폰')).getByText('테라코타 토분에만 쓸 수 있어요')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '사용 가능' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows used coupons with the day they were used, and an empty tab says so', async () => {
    await renderCoupons({ USABLE: [welcome], USED: [used], EXPIRED: [] });
    await screen.findByRole('heading', { name: '웰컴 쿠폰' });
    fireEvent.click(screen.getByRole('tab', { name: '사용 완료' }));
    const usedTicket = await screen.findByRole('heading', { name: '첫 구매 쿠폰' });
    expect(
      within(usedTicket.closest('li') as HTMLElement).getByText('2026.11.20 사용 완료'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '기간 만료' }));
    expect(await screen.findByRole('heading', { name: '기간이 지난 쿠폰이 없어요' })).toBeTruthy();
  });

  it('adds a coupon by its code, says so and reads the wallet again', async () => {
    let wallet: Coupon[] = [welcome];
    const api = serveApi((call) => {
      if (call.path === '/v1/users/5/coupons' && call.method === 'GET')
        return { status: 200, body: body(wallet) };
      if (call.path === '/v1/users/5/coupons' && call.method === 'POST') {
        wallet = [welcome, potsOnly];
        return { status: 201, body: body(potsOnly, 201) };
      }
      return undefined;
    });
    await renderWithRouter(<Harness />, {
      entries: ['/profile/coupons'],
      queryClient: signedInClient(),
    });
    await screen.findByRole('heading', { name: '웰컴 쿠폰' });
    fireEvent.input(codeField(), { target: { value: ' chorok 10 ' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('쿠폰을 받았어요')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'CHOROK10' });
    expect(await screen.findByRole('heading', { name: '토분 쿠폰' })).toBeTruthy();
    expect(codeField()).toHaveProperty('value', '');
  });

  it('shows the server’s refusal under the field', async () => {
    await renderCoupons({ USABLE: [welcome], USED: [], EXPIRED: [] }, () => ({
      status: 409,
      body: errorBody(MESSAGES.couponAlreadyIssued, 409),
    }));
    await screen.findByRole('heading', { name: '웰컴 쿠폰' });
    fireEvent.input(codeField(), { target: { value: 'WELCOME' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.couponAlreadyIssued);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().getAttribute('aria-describedby')).toBe(alert.id);
    // Typing again clears it.
    fireEvent.input(codeField(), { target: { value: 'WELCOME2' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a code that cannot be one is refused before anything is sent', async () => {
    const api = await renderCoupons({ USABLE: [], USED: [], EXPIRED: [] });
    expect(
      await screen.findByRole('heading', { name: '사용할 수 있는 쿠폰이 없어요' }),
    ).toBeTruthy();
    fireEvent.input(codeField(), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.couponCode);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
