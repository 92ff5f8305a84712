import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type AdminClaim, type Claim } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ClaimsScreen } from '@/features/console/claims-screen';
import { checkRejectReason } from '@/features/console/claim-dialogs';
import { adminClaim } from '@/test/fixtures/console';
import { claim as orderClaim, order, orderProduct } from '@/test/fixtures/orders';
import { productImage as image } from '@/test/fixtures/product-detail';
import {
  type Answer,
  type ApiRequest,
  type Resolver,
  fail,
  ok,
  sentOf,
  serveRoutes,
} from '@/test/api';

beforeAll(() => {
  // The photo viewer asks whether motion is reduced.
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
afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

const buyer = { userId: 5, name: '김초록', email: 'chorok@example.kr', phoneNumber: null };
const exchange = adminClaim({
  id: 72,
  orderProductId: 2,
  productName: '필로덴드론 버킨',
  amount: 20_000,
  kind: 'EXCHANGE',
  reason: 'DEFECTIVE',
  detail: '',
  createdAt: '2026-11-25T05:00:00.000Z',
});
/** The API's answer to a step: the claim as it now is, and its order. */
const stepAnswer = (claim: Partial<Claim>) =>
  ok({ claim: orderClaim(claim), order: order({ claims: [orderClaim(claim)] }) });
const gets = (calls: ApiRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/admin/claims');
const posts = (calls: ApiRequest[]) => calls.filter((call) => call.method === 'POST').map(sentOf);

/** GET /admin/claims answers `lists` in turn (the last one after that). */
async function open(lists: AdminClaim[][], steps: Record<string, Answer | Resolver> = {}) {
  useAuthStore.getState().signIn('token', 'demo');
  let read = 0;
  const api = serveRoutes({
    'GET /admin/claims': () => ok({ claims: lists[Math.min(read++, lists.length - 1)] }),
    'GET /admin/orders/41': ok({
      order: order({
        claims: [orderClaim({ photos: [image('monstera/claim-1'), image('monstera/claim-2')] })],
      }),
      buyer,
    }),
    ...steps,
  });
  await renderWithRouter(<ClaimsScreen />, { entries: ['/admin/claims'] });
  return api;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('the claims in the console', () => {
  it('lists each open claim: kind, reason, order, product, words, photos, money, state', async () => {
    await open([[adminClaim({ photoCount: 2 }), { ...exchange, status: 'APPROVED' }]]);
    const damaged = await card('몬스테라 델리시오사 반품 신청');
    expect(damaged.textContent).toContain('배송 중 손상');
    expect(damaged.textContent).toContain('승인 대기');
    expect(damaged.textContent).toContain('잎이 꺾여서 왔어요.');
    expect(damaged.textContent).toContain('상품 금액12,900원');
    expect(damaged.textContent).toContain('반품 배송비없음');
    expect(damaged.textContent).toContain('2026.11.25 12:00 신청');
    expect(
      within(damaged)
        .getByRole('link', { name: '주문 CHR20261123A1B2C3D4 보기' })
        .getAttribute('href'),
    ).toBe('/admin/orders/41');
    // The photos come with the claim's order; a thumbnail opens the photo large.
    fireEvent.click(
      await within(damaged).findByRole('button', { name: '구매자 사진 2 크게 보기' }),
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });

    const swap = screen.getByRole('article', { name: '필로덴드론 버킨 교환 신청' });
    expect(swap.textContent).toContain('교체품 배송 중');
    expect(swap.textContent).toContain('적은 내용이 없어요.');
    expect(within(swap).queryByRole('button', { name: /승인/ })).toBeNull();
    expect(within(swap).getByRole('button', { name: '필로덴드론 버킨 교환 완료' })).toBeTruthy();
  });

  it('says when nothing is waiting', async () => {
    await open([[]]);
    expect(await screen.findByRole('heading', { name: '기다리는 클레임이 없어요' })).toBeTruthy();
  });

  it('approves a return: the refund is shown before and after, and the list is read again', async () => {
    // The order's only line, damaged: its shipping fee comes back too (claimRefundOf).
    const single = order({ items: [orderProduct({ status: 'DELIVERED' })] });
    const api = await open([[adminClaim()], []], {
      'GET /admin/orders/41': ok({ order: single, buyer }),
      'POST /admin/claims/71/approve': stepAnswer({ status: 'COMPLETED', refundAmount: 15_900 }),
    });
    fireEvent.click(
      within(await card('몬스테라 델리시오사 반품 신청')).getByRole('button', {
        name: '몬스테라 델리시오사 반품 승인',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: '반품을 승인할까요?' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('claim-expected-refund').textContent).toBe('15,900원'),
    );
    expect(dialog.textContent).toContain('배송비 (마지막 남은 상품)+3,000원');
    fireEvent.click(within(dialog).getByRole('button', { name: '승인하고 환불하기' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '몬스테라 델리시오사 반품을 승인하고 15,900원을 환불했어요.',
    );
    expect(posts(api.calls)).toEqual([
      { method: 'POST', path: '/v1/admin/claims/71/approve', body: {} },
    ]);
    expect(await screen.findByRole('heading', { name: '기다리는 클레임이 없어요' })).toBeTruthy();
    expect(gets(api.calls)).toHaveLength(2);
  });

  it('says so when the provider refused the refund and the claim waits again', async () => {
    await open([[adminClaim()]], {
      'POST /admin/claims/71/approve': stepAnswer({ status: 'REQUESTED', refundAmount: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '몬스테라 델리시오사 반품 승인' }));
    fireEvent.click(screen.getByRole('button', { name: '승인하고 환불하기' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '결제사가 몬스테라 델리시오사 환불을 거절했어요. 신청이 다시 승인 대기로 돌아왔어요.',
    );
  });

  it('approves an exchange with the replacement parcel, under the contract’s waybill rule', async () => {
    const api = await open([[exchange], [{ ...exchange, status: 'APPROVED' }]], {
      'POST /admin/claims/72/approve': stepAnswer({
        id: 72,
        orderProductId: 2,
        kind: 'EXCHANGE',
        status: 'APPROVED',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '필로덴드론 버킨 교환 승인' }));
    const dialog = screen.getByRole('dialog', { name: '교환을 승인할까요?' });
    const send = within(dialog).getByRole('button', { name: '승인하고 보내기' });
    fireEvent.click(send);
    expect(dialog.textContent).toContain(MESSAGES.courierRequired);
    fireEvent.change(within(dialog).getByRole('combobox', { name: '택배사' }), {
      target: { value: 'cj' },
    });
    fireEvent.input(within(dialog).getByRole('textbox', { name: '운송장 번호' }), {
      target: { value: '6543-2109' },
    });
    fireEvent.click(send);
    expect(dialog.textContent).toContain(MESSAGES.trackingNumberFormat.cj);
    expect(posts(api.calls)).toEqual([]);
    fireEvent.input(within(dialog).getByRole('textbox', { name: '운송장 번호' }), {
      target: { value: '6543-2109-8765' },
    });
    fireEvent.click(send);
    expect((await screen.findByRole('status')).textContent).toBe(
      '필로덴드론 버킨 교환을 승인했어요. 교체품이 도착하면 교환 완료를 눌러 주세요.',
    );
    expect(posts(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/claims/72/approve',
        body: { courier: 'cj', trackingNumber: '654321098765' },
      },
    ]);
    expect(await screen.findByRole('button', { name: '필로덴드론 버킨 교환 완료' })).toBeTruthy();
  });

  it('rejects with the reason the shopper reads, required by the contract', async () => {
    expect(checkRejectReason('   ')).toEqual({ error: MESSAGES.claimRejectReason });
    const api = await open([[adminClaim()], []], {
      'POST /admin/claims/71/reject': stepAnswer({ status: 'REJECTED' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '몬스테라 델리시오사 반품 거절' }));
    const dialog = screen.getByRole('dialog', { name: '신청을 거절할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    expect(dialog.textContent).toContain(MESSAGES.claimRejectReason);
    fireEvent.input(within(dialog).getByRole('textbox', { name: '거절 이유' }), {
      target: { value: '  받은 사진으로는 손상을 확인하기 어려워요.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '몬스테라 델리시오사 신청을 거절했어요.',
    );
    expect(posts(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/claims/71/reject',
        body: { reason: '받은 사진으로는 손상을 확인하기 어려워요.' },
      },
    ]);
    await waitFor(() => expect(gets(api.calls)).toHaveLength(2));
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    await open([[{ ...exchange, status: 'APPROVED' }]], {
      'POST /admin/claims/72/complete': fail(409, MESSAGES.claimStepNotAllowed),
    });
    fireEvent.click(await screen.findByRole('button', { name: '필로덴드론 버킨 교환 완료' }));
    const dialog = screen.getByRole('alertdialog', { name: '교환을 완료할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '교환 완료' }));
    expect(await within(dialog).findByText(MESSAGES.claimStepNotAllowed)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
