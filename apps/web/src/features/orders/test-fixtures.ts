import type { QueryClient } from '@tanstack/react-query';
import { QueryClient as Client } from '@tanstack/react-query';
import type { Checkout, Claim, Order, OrderPayment, OrderProduct, User } from '@chorok/contract';
import { useAuthStore, useUserInfoStore } from '@/lib/session/auth-store';
import { meQueryKey } from '@/lib/session/me-queries';

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
    cancelRefundPoints: 0,
    earnPoints: 129,
    // Without a coupon or points a return gives back the line's amount.
    returnValue: overrides.amount ?? 12_900,
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
      earnPoints: 200,
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
    coupon: null,
    couponDiscount: 0,
    pointsUsed: 0,
    totalAmount,
    earnPoints: items.reduce((sum, item) => sum + item.earnPoints, 0),
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

/** The order's lines while its payment waits: nothing to cancel line by line, nothing paid. */
const waitingLines = (items: OrderProduct[]) =>
  items.map((item) => ({
    ...item,
    status: 'PAYMENT_PENDING' as const,
    canCancel: false,
    cancelRefundAmount: 0,
    paidAt: null,
  }));

/** The order's payment with some fields changed (the card's fields cleared for other methods). */
function paymentOf(base: Order, overrides: Partial<OrderPayment>): OrderPayment {
  if (!base.payment) throw new Error('the base order has no payment');
  return {
    ...base.payment,
    cardCompany: null,
    cardNumber: null,
    ...overrides,
  };
}

/** Paid with 카카오페이. */
export function easyPayOrder(overrides: Partial<Order> = {}): Order {
  const base = order();
  return {
    ...base,
    paymentMethod: 'EASY_PAY',
    easyPayProvider: 'KAKAOPAY',
    payment: paymentOf(base, { method: '간편결제', easyPayName: '카카오페이' }),
    ...overrides,
  };
}

/** Paid by 계좌이체 from 신한은행, with a 지출증빙 receipt that has no page. */
export function transferOrder(overrides: Partial<Order> = {}): Order {
  const base = order();
  return {
    ...base,
    paymentMethod: 'TRANSFER',
    payment: paymentOf(base, {
      method: '계좌이체',
      bankName: '신한은행',
      cashReceipt: { type: '지출증빙', receiptUrl: null },
    }),
    ...overrides,
  };
}

/** The virtual account both deposit fixtures were issued: 우리은행, due 2026.11.25 00:05 in Seoul. */
export const issuedAccount = {
  bankCode: '20',
  bankName: '우리은행',
  accountNumber: '27512345678901',
  holderName: '초록',
  // 15:05 UTC is 00:05 the next day in Seoul.
  dueAt: '2026-11-24T15:05:00.000Z',
};

/** A virtual account issued and not paid into yet: the order waits for the deposit. */
export function awaitingDepositOrder(overrides: Partial<Order> = {}): Order {
  const base = order();
  return {
    ...base,
    status: 'PAYMENT_PENDING',
    items: waitingLines(base.items),
    paymentMethod: 'VIRTUAL_ACCOUNT',
    payment: paymentOf(base, {
      method: '가상계좌',
      status: 'WAITING_FOR_DEPOSIT',
      virtualAccount: issuedAccount,
      approvedAt: null,
    }),
    paymentDueAt: issuedAccount.dueAt,
    ...overrides,
  };
}

/** The same order once the deposit arrived (paid; a 소득공제 receipt with its page). */
export function depositedOrder(overrides: Partial<Order> = {}): Order {
  const base = order();
  return {
    ...base,
    paymentMethod: 'VIRTUAL_ACCOUNT',
    payment: paymentOf(base, {
      method: '가상계좌',
      virtualAccount: issuedAccount,
      cashReceipt: {
        type: '소득공제',
        receiptUrl: 'https://dashboard.tosspayments.com/receipt/cash',
      },
      // 03:00 UTC is 12:00 in Seoul.
      approvedAt: '2026-11-24T03:00:00.000Z',
    }),
    ...overrides,
  };
}

/** An unpaid order waiting for its (card) payment. */
export function unpaidOrder(overrides: Partial<Order> = {}): Order {
  const base = order();
  return {
    ...base,
    status: 'PAYMENT_PENDING',
    items: waitingLines(base.items),
    payment: null,
    paymentDueAt: '2026-11-23T15:35:00.000Z',
    ...overrides,
  };
}

/** What POST /orders/:id/checkout answers for an order. */
export function checkoutOf(
  o: Order,
  checkoutUrl: string,
  overrides: Partial<Checkout> = {},
): Checkout {
  return {
    provider: 'sandbox',
    orderId: o.id,
    orderNumber: o.orderNumber,
    orderName: o.orderName,
    amount: o.totalAmount,
    customerName: '김초록',
    customerEmail: 'chorok@example.kr',
    successUrl: '/purchase/success?addressId=3',
    failUrl: '/purchase/fail',
    checkoutUrl,
    method: o.paymentMethod,
    easyPayProvider: o.easyPayProvider,
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
