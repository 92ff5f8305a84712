import type { QueryClient } from '@tanstack/react-query';
import { QueryClient as Client } from '@tanstack/react-query';
import type { Claim, Order, OrderProduct, User } from '@chorok/contract';
import { useAuthStore, useUserInfoStore } from '@/features/auth/auth-store';
import { meQueryKey } from '@/features/users/queries';

/** Test data in the API's shapes (never imported by the app). */

export const me: User = {
  id: 5,
  name: '김초록',
  email: 'chorok@example.kr',
  nickname: '초록이',
  level: 1,
  phoneNumber: '010-1234-5678',
  recommendMetadataIds: [],
  createdAt: '2026-10-01T00:00:00.000Z',
};

const image = (key: string) => ({
  url: `/images/products/${key}.png`,
  width: 1200,
  height: 1200,
  alt: `${key} 사진`,
});

export function orderProduct(overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    id: 1,
    productId: 7,
    name: '몬스테라 델리시오사',
    image: image('monstera/photo-1'),
    unitPrice: 12_900,
    originalUnitPrice: 18_000,
    quantity: 1,
    amount: 12_900,
    status: 'PAID',
    cancelRefundAmount: 12_900,
    canCancel: true,
    canConfirm: false,
    canReview: false,
    reviewId: null,
    cancelReason: null,
    canClaim: false,
    claimDeadline: null,
    paidAt: '2026-11-23T05:10:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    confirmedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

/** A claim on line 1 waiting for the operator (a damaged-on-arrival return). */
export function claim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 71,
    orderProductId: 1,
    kind: 'RETURN',
    reason: 'DAMAGED_IN_TRANSIT',
    detail: '잎이 꺾여서 왔어요.',
    photos: [],
    status: 'REQUESTED',
    returnShippingFee: 0,
    refundAmount: null,
    rejectReason: null,
    createdAt: '2026-11-25T03:00:00.000Z',
    decidedAt: null,
    completedAt: null,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  const items = overrides.items ?? [
    orderProduct(),
    orderProduct({
      id: 2,
      productId: 8,
      name: '필로덴드론 버킨',
      image: image('birkin/photo-1'),
      unitPrice: 20_000,
      originalUnitPrice: 20_000,
      amount: 20_000,
      cancelRefundAmount: 20_000,
    }),
  ];
  const itemsTotal = items.reduce((sum, item) => sum + item.amount, 0);
  const shippingFee = overrides.shippingFee ?? (itemsTotal >= 30_000 ? 0 : 3_000);
  const totalAmount = itemsTotal + shippingFee;
  return {
    id: 41,
    orderNumber: 'CHR20261123A1B2C3D4',
    status: 'PAID',
    orderName: `${items[0]?.name ?? ''} 외 ${items.length - 1}건`,
    items,
    itemsTotal,
    shippingFee,
    totalAmount,
    refundedAmount: 0,
    shipping: {
      addressId: 3,
      receiverName: '김초록',
      receiverPhoneNumber: '010-1234-5678',
      zonecode: '04524',
      roadAddress: '서울 중구 세종대로 110',
      jibunAddress: '서울 중구 태평로1가 31',
      detailAddress: '3층 초록실',
      requestText: '문 앞에 놓아 주세요',
    },
    paymentMethod: 'CARD',
    easyPayProvider: null,
    payment: {
      provider: 'sandbox',
      paymentKey: 'pay_abc123',
      method: '카드',
      status: 'DONE',
      cardCompany: '신한',
      cardNumber: '4330-12**-****-***1',
      easyPayName: null,
      bankName: null,
      virtualAccount: null,
      cashReceipt: null,
      amount: totalAmount,
      balanceAmount: totalAmount,
      // 15:10 UTC is 00:10 the next day in Seoul.
      approvedAt: '2026-11-23T15:10:00.000Z',
    },
    refunds: [],
    shipments: [],
    claims: [],
    createdAt: '2026-11-23T15:05:00.000Z',
    paymentDueAt: null,
    ...overrides,
  };
}

/** A signed-in user whose info is already known (no GET /users/me). */
export function signedInClient(): QueryClient {
  useAuthStore.getState().signIn('token', 'demo');
  useUserInfoStore.getState().setUser(me);
  const queryClient = new Client({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(meQueryKey, me);
  return queryClient;
}

export function signOutEverywhere() {
  useAuthStore.getState().init();
  useUserInfoStore.getState().setUser(null);
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The JSON body a request carried (or the raw body itself when it is not text). */
export function bodyOf(init: RequestInit): unknown {
  if (typeof init.body === 'string') return JSON.parse(init.body) as unknown;
  return init.body;
}

type Answer = { status: number; body: unknown } | undefined;

/**
 * A fetch stand-in that answers by method and path and records every call with its body and
 * headers; unknown requests fail the test loudly. The app-config read that pictures make on their
 * own is answered "not found" and not recorded.
 */
export function recordingFetch(handler: (call: RecordedCall) => Answer | Promise<Answer>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/v1/app-config')
      return json(404, { data: null, message: 'Not Found', status: 404 });
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      body: bodyOf(init),
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const answer = await handler(call);
    if (!answer) throw new Error(`unexpected request ${call.method} ${call.path}${call.search}`);
    return json(answer.status, answer.body);
  };
  return { fetch, calls };
}
