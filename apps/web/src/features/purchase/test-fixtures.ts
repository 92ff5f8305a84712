import type { Checkout, Order } from '@chorok/contract';

/** What POST /orders answers (never imported by the app). */
export function createdOrder(
  overrides: { total?: number; checkoutUrl?: string; itemsTotal?: number } = {},
): { order: Order; checkout: Checkout } {
  const total = overrides.total ?? 30_800;
  const orderNumber = 'CHR20261123A1B2C3D4';
  const order: Order = {
    id: 501,
    orderNumber,
    status: 'PAYMENT_PENDING',
    orderName: '몬스테라 델리시오사 외 1건',
    items: [],
    itemsTotal: overrides.itemsTotal ?? total,
    shippingFee: 0,
    coupon: null,
    couponDiscount: 0,
    pointsUsed: 0,
    totalAmount: total,
    earnPoints: 0,
    refundedAmount: 0,
    shipping: {
      addressId: 1,
      receiverName: '김초록',
      receiverPhoneNumber: '010-1234-5678',
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      detailAddress: '12층',
      requestText: null,
    },
    paymentMethod: 'CARD',
    easyPayProvider: null,
    payment: null,
    refunds: [],
    shipments: [],
    claims: [],
    createdAt: '2026-11-23T06:00:00.000Z',
    paymentDueAt: '2026-11-23T06:30:00.000Z',
  };
  return {
    order,
    checkout: {
      provider: 'sandbox',
      orderId: order.id,
      orderNumber,
      orderName: order.orderName,
      amount: total,
      customerName: '김초록',
      customerEmail: 'chorok@example.com',
      successUrl: '/purchase/success?addressId=1',
      failUrl: '/purchase/fail',
      checkoutUrl: overrides.checkoutUrl ?? `/payments/sandbox/checkout?orderId=${orderNumber}`,
      method: 'CARD',
      easyPayProvider: null,
    },
  };
}
