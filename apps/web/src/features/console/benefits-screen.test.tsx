import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type AdminCoupon } from '@chorok/contract';
import { ADMIN_BENEFITS_MESSAGES as M } from '@chorok/contract/schemas';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { BenefitsScreen } from '@/features/console/benefits-screen';
import { adminCoupon } from '@/test/fixtures/console';
import {
  type Answer,
  type ApiRequest,
  type Resolver,
  fail,
  ok,
  sentOf,
  serveRoutes,
} from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

const percent = adminCoupon({
  id: 4,
  name: '식물 10% 할인',
  kind: 'PERCENT',
  value: 10,
  maxDiscount: 5_000,
  minOrderAmount: 0,
  scope: 'CATEGORY',
  categories: ['PLANT', 'POT'],
  source: 'CODE',
  code: 'GREEN10',
  validDays: null,
  validUntil: '2026-12-31T14:59:00.000Z',
  issueLimit: null,
  issuedCount: 1_234,
});
const stopped = adminCoupon({ id: 3, name: '가을 할인', active: false });

const gets = (calls: ApiRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/admin/coupons');
const posts = (calls: ApiRequest[]) => calls.filter((call) => call.method === 'POST').map(sentOf);

/** GET /admin/coupons answers `lists` in turn (the last one after that). */
async function open(lists: AdminCoupon[][], steps: Record<string, Answer | Resolver> = {}) {
  useAuthStore.getState().signIn('token', 'demo');
  let read = 0;
  const api = serveRoutes({
    'GET /admin/coupons': () => ok({ coupons: lists[Math.min(read++, lists.length - 1)] }),
    ...steps,
  });
  await renderWithRouter(<BenefitsScreen />, { entries: ['/admin/benefits'] });
  return api;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });
const choose = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('the coupons and 적립금 in the console', () => {
  it('lists each coupon: value, terms, validity, copies out of the limit, source, state', async () => {
    await open([[adminCoupon(), percent, stopped]]);
    const fixed = await screen.findByRole('article', { name: '겨울맞이 할인' });
    expect(fixed.textContent).toContain('3,000원');
    expect(fixed.textContent).toContain('모든 상품 · 20,000원 이상 구매 시');
    expect(fixed.textContent).toContain('받은 뒤 30일');
    expect(fixed.textContent).toContain('발급 12 / 100');
    expect(fixed.textContent).toContain('직접 발급');
    expect(fixed.textContent).toContain('발급 중');
    const rate = screen.getByRole('article', { name: '식물 10% 할인' });
    expect(rate.textContent).toContain('10% · 최대 5,000원');
    expect(rate.textContent).toContain('식물, 화분');
    expect(rate.textContent).toContain('2026.12.31까지');
    expect(rate.textContent).toContain('발급 1,234 · 한도 없음');
    expect(rate.textContent).toContain('코드 GREEN10');
    const off = screen.getByRole('article', { name: '가을 할인' });
    expect(off.textContent).toContain('중지됨');
    expect(within(off).queryByRole('button')).toBeNull();
  });

  it('says when there is no coupon yet', async () => {
    await open([[]]);
    expect(await screen.findByRole('heading', { name: '아직 만든 쿠폰이 없어요' })).toBeTruthy();
  });

  it('makes a coupon: the contract’s message under each field, then the body it accepts', async () => {
    const made = adminCoupon({ id: 6, name: '첫 분갈이 쿠폰' });
    const api = await open([[adminCoupon()], [made, adminCoupon()]], {
      'POST /admin/coupons': ok(made, 201),
    });
    await screen.findByRole('article', { name: '겨울맞이 할인' });
    fireEvent.click(screen.getByRole('button', { name: '쿠폰 만들기' }));
    const dialog = screen.getByRole('dialog', { name: '쿠폰 만들기' });
    const submit = within(dialog).getByRole('button', { name: '만들기' });
    fireEvent.click(submit);
    expect(dialog.textContent).toContain(M.name);
    expect(dialog.textContent).toContain(M.value);
    expect(document.activeElement).toBe(field(dialog, '쿠폰 이름'));

    type(field(dialog, '쿠폰 이름'), '첫 분갈이 쿠폰');
    choose(within(dialog).getByRole('combobox', { name: '할인 방식' }), 'PERCENT');
    type(field(dialog, '할인 값'), '95');
    choose(within(dialog).getByRole('combobox', { name: '쓸 수 있는 상품' }), 'CATEGORY');
    choose(within(dialog).getByRole('combobox', { name: '받는 방법' }), 'CODE');
    type(field(dialog, '받은 뒤 사용 기간 (일)'), '');
    fireEvent.click(submit);
    expect(dialog.textContent).toContain(M.value);
    expect(dialog.textContent).toContain('쓸 수 있는 상품을 하나 이상 골라 주세요.');
    expect(dialog.textContent).toContain(M.codeNeeded);
    expect(dialog.textContent).toContain(M.validity);
    expect(posts(api.calls)).toEqual([]);

    type(field(dialog, '할인 값'), '15');
    type(field(dialog, '최대 할인 금액'), '5,000');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '화분' }));
    type(field(dialog, '쿠폰 코드'), 'pot 15');
    type(field(dialog, '받은 뒤 사용 기간 (일)'), '14');
    type(field(dialog, '발급 한도'), '500');
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toContain(
      '첫 분갈이 쿠폰을 만들었어요',
    );
    expect(posts(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/coupons',
        body: {
          name: '첫 분갈이 쿠폰',
          kind: 'PERCENT',
          value: 15,
          maxDiscount: 5_000,
          categories: ['POT'],
          source: 'CODE',
          code: 'pot 15',
          validDays: 14,
          validUntil: null,
          issueLimit: 500,
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('article', { name: '첫 분갈이 쿠폰' })).toBeTruthy();
    expect(gets(api.calls)).toHaveLength(2);
  });

  it('issues a coupon to a member by e-mail; the server’s refusal stays in the dialog', async () => {
    const api = await open([[adminCoupon()], [adminCoupon({ issuedCount: 13 })]], {
      'POST /admin/coupons/5/issue': (call) =>
        (call.body as { email: string }).email === 'taken@example.kr'
          ? fail(409, '이미 이 쿠폰을 가진 회원이에요.')
          : ok(
              {
                coupon: adminCoupon({ issuedCount: 13 }),
                userId: 5,
                entryId: 90,
                expiresAt: '2026-12-27T00:00:00.000Z',
              },
              201,
            ),
    });
    fireEvent.click(await screen.findByRole('button', { name: '겨울맞이 할인 발급' }));
    const dialog = screen.getByRole('dialog', { name: '쿠폰 발급' });
    type(field(dialog, '회원 이메일'), 'not-an-email');
    fireEvent.click(within(dialog).getByRole('button', { name: '발급하기' }));
    expect(dialog.textContent).toContain(MESSAGES.emailFormat);
    type(field(dialog, '회원 이메일'), 'taken@example.kr');
    fireEvent.click(within(dialog).getByRole('button', { name: '발급하기' }));
    expect(await within(dialog).findByText('이미 이 쿠폰을 가진 회원이에요.')).toBeTruthy();
    type(field(dialog, '회원 이메일'), ' Chorok@Example.kr ');
    fireEvent.click(within(dialog).getByRole('button', { name: '발급하기' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'chorok@example.kr 님에게 겨울맞이 할인을 발급했어요',
    );
    expect(posts(api.calls).at(-1)).toEqual({
      method: 'POST',
      path: '/v1/admin/coupons/5/issue',
      body: { email: 'chorok@example.kr' },
    });
    expect(await screen.findByText('발급 13 / 100')).toBeTruthy();
  });

  it('stops a coupon after asking', async () => {
    const api = await open([[adminCoupon()], [{ ...adminCoupon(), active: false }]], {
      'POST /admin/coupons/5/deactivate': ok({
        coupon: { ...adminCoupon(), active: false },
        changed: true,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '겨울맞이 할인 중지' }));
    const dialog = screen.getByRole('alertdialog', { name: '겨울맞이 할인 발급을 멈출까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '중지하기' }));
    expect(await screen.findByText('중지됨')).toBeTruthy();
    expect(posts(api.calls)).toEqual([
      { method: 'POST', path: '/v1/admin/coupons/5/deactivate', body: undefined },
    ]);
  });

  it('adjusts a member’s 적립금: each field checked, the result shown, a refusal said', async () => {
    const api = await open([[]], {
      'POST /admin/points/adjust': (call) =>
        (call.body as { amount: number }).amount < -1_000
          ? fail(409, '적립금이 모자라요. 지금 쓸 수 있는 적립금은 1,000원이에요.')
          : ok(
              {
                userId: 5,
                entryId: 300,
                amount: 2_000,
                expiresAt: '2027-11-27T00:00:00.000Z',
                balance: 3_000,
              },
              201,
            ),
    });
    const panel = await screen.findByRole('region', { name: '적립금 조정' });
    const submit = within(panel).getByRole('button', { name: '적립금 조정하기' });
    type(field(panel, '회원 이메일'), 'chorok@example.kr');
    type(field(panel, '금액 (원)'), '0');
    fireEvent.click(submit);
    expect(panel.textContent).toContain(M.pointsAmount);
    expect(panel.textContent).toContain(M.pointsNote);

    type(field(panel, '금액 (원)'), '-5,000');
    type(field(panel, '메모'), '잘못 적립된 금액 회수');
    fireEvent.click(submit);
    expect(
      await within(panel).findByText('적립금이 모자라요. 지금 쓸 수 있는 적립금은 1,000원이에요.'),
    ).toBeTruthy();

    type(field(panel, '금액 (원)'), '+2,000');
    fireEvent.click(submit);
    const done = await within(panel).findByRole('status');
    expect(done.textContent).toBe(
      'chorok@example.kr 님 적립금을 +2,000원 조정했어요. 지금 쓸 수 있는 적립금은 3,000원이에요. 더한 적립금은 2027.11.27에 사라져요.',
    );
    expect(posts(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/points/adjust',
        body: { email: 'chorok@example.kr', amount: -5_000, note: '잘못 적립된 금액 회수' },
      },
      {
        method: 'POST',
        path: '/v1/admin/points/adjust',
        body: { email: 'chorok@example.kr', amount: 2_000, note: '잘못 적립된 금액 회수' },
      },
    ]);
    await waitFor(() => expect(field(panel, '금액 (원)')).toHaveProperty('value', ''));
  });
});
