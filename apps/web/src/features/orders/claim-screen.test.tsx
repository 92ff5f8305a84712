import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Order } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { ClaimScreen } from '@/features/orders/claim-screen';
import { useOrderFlash } from '@/features/orders/flash';
import {
  claim,
  depositedOrder,
  order,
  orderProduct,
  signOutEverywhere,
  signedInClient,
} from '@/test/fixtures/orders';
import { body, errorBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
  useOrderFlash.getState().clear();
});

const deliveredLine = {
  status: 'DELIVERED' as const,
  canCancel: false,
  cancelRefundAmount: 0,
  canConfirm: true,
  canClaim: true,
  shippedAt: '2026-11-22T01:00:00.000Z',
  deliveredAt: '2026-11-23T05:00:00.000Z',
  // 14:00 on the 30th in Seoul.
  claimDeadline: '2026-11-30T05:00:00.000Z',
};

/** Two delivered lines under 30,000원: 3,000원 shipping. */
const delivered = order({
  items: [
    orderProduct({ id: 1, ...deliveredLine }),
    orderProduct({
      id: 2,
      productId: 8,
      name: '필로덴드론 버킨',
      unitPrice: 9_900,
      originalUnitPrice: 9_900,
      amount: 9_900,
      ...deliveredLine,
    }),
  ],
});

// Each test clicks through a whole form; a loaded machine needs more than the default 5 s.
const SLOW = { timeout: 20_000 };

let photoId = 800;

function api(
  o: Order,
  extra?: (call: ApiRequest) => { status: number; body: unknown } | undefined,
) {
  return serveApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === `/v1/users/5/orders/${o.id}`) return { status: 200, body: body(o) };
    if (call.path === '/v1/claims/photos' && call.method === 'POST') {
      photoId += 1;
      const photo = { id: photoId, url: `/images/claims/${photoId}.webp`, width: 80, height: 80 };
      return { status: 201, body: body({ ...photo, alt: '반품·교환 사진' }, 201) };
    }
    return undefined;
  });
}

async function renderScreen(o: Order, fetch = api(o), shown = '몬스테라 델리시오사') {
  const result = await renderWithRouter(<ClaimScreen orderId={o.id} orderProductId={1} />, {
    entries: [`/order/${o.id}/claim/1`],
    queryClient: signedInClient(),
  });
  await screen.findByText(shown);
  return { ...result, fetch };
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('ClaimScreen, step 1', SLOW, () => {
  it('shows the line and its deadline, and needs a kind and a reason to go on', async () => {
    const { fetch } = await renderScreen(delivered);
    expect(screen.getByText('반품·교환은 11월 30일까지 신청할 수 있어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('사유를 고르면 배송비와 환불 금액을 보여 드려요.')).toBeTruthy();
    const reasons = screen.getByRole('group', { name: '사유를 골라 주세요' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['CHANGED_MIND', 'DEFECTIVE', 'DAMAGED_IN_TRANSIT', 'WRONG_ITEM']);
    fireEvent.click(radio('어떻게 해 드릴까요?', '반품하고 환불받기'));
    fireEvent.click(radio('사유를 골라 주세요', '단순 변심'));
    expect(screen.getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(false);
    expect(fetch.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('shows the return shipping fee and the refund before anything is sent', async () => {
    await renderScreen(delivered);
    fireEvent.click(radio('어떻게 해 드릴까요?', '반품하고 환불받기'));
    fireEvent.click(radio('사유를 골라 주세요', '단순 변심'));
    expect(screen.getByTestId('claim-refund').textContent).toBe('9,900원');
    expect(screen.getByText('반품 배송비 3,000원은 환불 금액에서 빼고 돌려드려요.')).toBeTruthy();
    expect(screen.getByText('−3,000원')).toBeTruthy();

    fireEvent.click(radio('사유를 골라 주세요', '배송 중 손상'));
    expect(screen.getByTestId('claim-refund').textContent).toBe('12,900원');
    expect(screen.getByText('반품 배송비는 초록이 부담해요.')).toBeTruthy();
  });

  it('gives the shipping fee back with the last line when the shop is at fault', async () => {
    const lastLine = order({
      items: [
        orderProduct({ id: 1, ...deliveredLine }),
        orderProduct({ id: 2, productId: 8, name: '필로덴드론 버킨', status: 'CANCELLED' }),
      ],
      shippingFee: 3_000,
    });
    await renderScreen(lastLine);
    fireEvent.click(radio('어떻게 해 드릴까요?', '반품하고 환불받기'));
    fireEvent.click(radio('사유를 골라 주세요', '오배송'));
    expect(screen.getByTestId('claim-refund').textContent).toBe('15,900원');
    expect(screen.getByText('마지막 남은 상품이라 배송비 3,000원도 함께 환불돼요.')).toBeTruthy();
  });

  it('does not offer an exchange for a change of mind', async () => {
    await renderScreen(delivered);
    fireEvent.click(radio('어떻게 해 드릴까요?', '반품하고 환불받기'));
    fireEvent.click(radio('사유를 골라 주세요', '단순 변심'));
    fireEvent.click(radio('어떻게 해 드릴까요?', '같은 상품으로 교환하기'));
    const reasons = screen.getByRole('group', { name: '사유를 골라 주세요' });
    expect(within(reasons).queryByRole('radio', { name: '단순 변심' })).toBeNull();
    expect(
      within(reasons)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(screen.getByText(MESSAGES.claimExchangeChangedMind)).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(radio('사유를 골라 주세요', '상품 불량'));
    expect(
      screen.getByText('교환 배송비는 초록이 부담하고, 같은 상품을 새로 보내 드려요.'),
    ).toBeTruthy();
  });
});

describe('ClaimScreen, step 2', SLOW, () => {
  it('confirms a damaged-on-arrival return with two photos, sends it, and goes back to the order', async () => {
    const created = order({
      ...delivered,
      items: delivered.items.map((item) =>
        item.id === 1 ? { ...item, canClaim: false, canConfirm: false } : item,
      ),
      claims: [claim()],
    });
    const fetch = api(delivered, (call) =>
      call.path === '/v1/orders/41/claims' && call.method === 'POST'
        ? { status: 201, body: body(created, 201) }
        : undefined,
    );
    const { container } = await renderScreen(delivered, fetch);
    fireEvent.click(radio('어떻게 해 드릴까요?', '반품하고 환불받기'));
    fireEvent.click(radio('사유를 골라 주세요', '배송 중 손상'));
    fireEvent.input(screen.getByRole('textbox', { name: /자세한 내용/ }), {
      target: { value: '  잎이 꺾여서 왔어요.  ' },
    });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [jpeg('leaf.jpg'), jpeg('box.jpg')] } });
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.path === '/v1/claims/photos')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));

    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('2/2 단계')).toBeTruthy();
    expect(screen.getByText('반품 · 배송 중 손상')).toBeTruthy();
    expect(screen.getByText('잎이 꺾여서 왔어요.')).toBeTruthy();
    expect(screen.getByText('2장')).toBeTruthy();
    expect(screen.getByTestId('claim-refund').textContent).toBe('12,900원');
    expect(fetch.calls.some((c) => c.path === '/v1/orders/41/claims')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(useOrderFlash.getState().message).not.toBeNull());
    const sent = fetch.calls.find((c) => c.path === '/v1/orders/41/claims');
    const photoIds = (sent?.body as { photoIds: number[] }).photoIds;
    expect(sent?.body).toEqual({
      orderProductId: 1,
      kind: 'RETURN',
      reason: 'DAMAGED_IN_TRANSIT',
      detail: '잎이 꺾여서 왔어요.',
      photoIds,
    });
    expect(photoIds).toHaveLength(2);
    expect(useOrderFlash.getState().message).toBe('반품을 신청했어요. 확인한 뒤 알려 드릴게요.');
  });

  it("goes back to the form with everything kept, and shows the server's refusal", async () => {
    const fetch = api(delivered, (call) =>
      call.path === '/v1/orders/41/claims'
        ? { status: 409, body: errorBody(MESSAGES.claimWindowPassed, 409) }
        : undefined,
    );
    await renderScreen(delivered, fetch);
    fireEvent.click(radio('어떻게 해 드릴까요?', '같은 상품으로 교환하기'));
    fireEvent.click(radio('사유를 골라 주세요', '상품 불량'));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(await screen.findByRole('button', { name: '수정' }));
    expect((radio('사유를 골라 주세요', '상품 불량') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(await screen.findByRole('button', { name: '신청하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.claimWindowPassed);
  });
});

describe('ClaimScreen for an order paid by deposit', SLOW, () => {
  const deposited = depositedOrder({ items: delivered.items });

  it('asks where to refund a return, checks it, and sends the account with the claim', async () => {
    const fetch = api(deposited, (call) =>
      call.path === `/v1/orders/${deposited.id}/claims` && call.method === 'POST'
        ? { status: 201, body: body(deposited, 201) }
        : undefined,
    );
    await renderScreen(deposited, fetch);
    fireEvent.click(radio('어떻게 해 드릴까요?', '반품하고 환불받기'));
    fireEvent.click(radio('사유를 골라 주세요', '단순 변심'));
    expect(
      screen.getByText('승인되면 입력한 계좌로 환불돼요. 은행에 따라 1~3영업일이 걸릴 수 있어요.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    const account = await screen.findByRole('group', { name: '환불받을 계좌' });

    fireEvent.click(screen.getByRole('button', { name: '신청하기' }));
    expect(within(account).getByText(MESSAGES.refundAccountBank)).toBeTruthy();
    expect(fetch.calls.some((c) => c.method === 'POST' && c.path.endsWith('/claims'))).toBe(false);

    fireEvent.change(within(account).getByLabelText('은행'), { target: { value: '88' } });
    fireEvent.input(within(account).getByLabelText('계좌번호'), {
      target: { value: '110-234-567890' },
    });
    fireEvent.input(within(account).getByLabelText('예금주'), { target: { value: '김초록' } });
    fireEvent.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(useOrderFlash.getState().message).not.toBeNull());
    const sent = fetch.calls.find((c) => c.method === 'POST' && c.path.endsWith('/claims'));
    expect(sent?.body).toMatchObject({
      kind: 'RETURN',
      refundAccount: { bankCode: '88', accountNumber: '110234567890', holderName: '김초록' },
    });
  });

  it('asks nothing for an exchange', async () => {
    await renderScreen(deposited);
    fireEvent.click(radio('어떻게 해 드릴까요?', '같은 상품으로 교환하기'));
    fireEvent.click(radio('사유를 골라 주세요', '상품 불량'));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByText('2/2 단계');
    expect(screen.queryByRole('group', { name: '환불받을 계좌' })).toBeNull();
  });
});

describe('ClaimScreen for a line that cannot be claimed', SLOW, () => {
  it.each([
    [
      'an open claim',
      { canClaim: false, canConfirm: false },
      [claim()],
      '이미 신청한 반품·교환이 진행 중이에요. 주문 상세에서 확인해 주세요.',
    ],
    [
      'the 7 days over',
      { canClaim: false },
      [],
      '배송 완료 후 7일이 지나 반품·교환을 신청할 수 없어요.',
    ],
    [
      'a returned line',
      { status: 'RETURNED' as const, canClaim: false },
      [],
      '이미 반품된 상품이에요.',
    ],
  ])('says why: %s', async (_, line, claims, message) => {
    const o = order({
      ...delivered,
      items: [orderProduct({ id: 1, ...deliveredLine, ...line }), delivered.items[1]!],
      claims,
    });
    await renderScreen(o, api(o), '반품·교환을 신청할 수 없는 상품이에요');
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 상세로' }).getAttribute('href')).toBe(
      '/order/41',
    );
  });
});
