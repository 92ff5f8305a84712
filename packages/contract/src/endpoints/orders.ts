import * as z from 'zod/mini';
import '../zod-setup.ts';
import { BodyId, IsoDateTime, PagingQuery, RouteId } from '../common.ts';
import {
  CANCEL_REASONS,
  ORDER_CANCEL_REASONS,
  CART,
  ORDER,
  ORDER_PRODUCT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
} from '../constants.ts';
import { CLAIM_KINDS, CLAIM_REASONS, CLAIM_STATUSES, COURIER_CODES } from '../after-delivery.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import {
  BANK_CODES,
  CASH_RECEIPT_TYPES,
  EASY_PAY_PROVIDERS,
  PAYMENT_METHODS,
  REFUND_ACCOUNT,
  normalizeAccountNumber,
} from '../payment-methods.ts';
import { ImageRef } from './products.ts';

/** One line of an order: a product at the price it was bought for, with its own state. */
export const OrderProduct = z.object({
  id: z.int(),
  productId: z.int(),
  name: z.string(),
  image: ImageRef,
  /** Sale price charged per unit, fixed when the order was made. */
  unitPrice: z.int(),
  /** Original (list) price per unit when the order was made. */
  originalUnitPrice: z.int(),
  quantity: z.int(),
  /** unitPrice × quantity */
  amount: z.int(),
  status: z.enum(ORDER_PRODUCT_STATUSES),
  /** The money cancelling this line now would refund (repriceWithout, plus the shipping fee when it is the last line left); 0 when it cannot be cancelled. */
  cancelRefundAmount: z.int(),
  /** The 적립금 cancelling this line now would give back. */
  cancelRefundPoints: z.int(),
  /** 적립금 this line earns when confirmed (or earned, once it is). */
  earnPoints: z.int(),
  /** What a return of it would give back for the goods before the return shipping fee: its re-priced value, less what it earned and was already spent (decision 0033). */
  returnValue: z.int(),
  canCancel: z.boolean(),
  canConfirm: z.boolean(),
  /** Confirmed, by the caller, and not reviewed yet. */
  canReview: z.boolean(),
  /** The review written for this line, if any. */
  reviewId: z.nullable(z.int()),
  cancelReason: z.nullable(z.enum(ORDER_CANCEL_REASONS)),
  /** A return or exchange may be asked for now (delivered, within CLAIM.windowMs, none open). */
  canClaim: z.boolean(),
  /** Until when a claim may be asked for (deliveredAt + CLAIM.windowMs); null before delivery. */
  claimDeadline: z.nullable(IsoDateTime),
  paidAt: z.nullable(IsoDateTime),
  shippedAt: z.nullable(IsoDateTime),
  deliveredAt: z.nullable(IsoDateTime),
  confirmedAt: z.nullable(IsoDateTime),
  cancelledAt: z.nullable(IsoDateTime),
});
export type OrderProduct = z.infer<typeof OrderProduct>;

/** Where the order goes: a copy of the address book entry taken when the order was made. */
export const OrderShipping = z.object({
  addressId: z.int(),
  receiverName: z.string(),
  receiverPhoneNumber: z.string(),
  zonecode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  detailAddress: z.string(),
  requestText: z.nullable(z.string()),
});
export type OrderShipping = z.infer<typeof OrderShipping>;

/** An issued 가상계좌: where and by when the shopper deposits (decision 0032). */
export const VirtualAccount = z.object({
  bankCode: z.string(),
  /** e.g. 'KB국민은행' */
  bankName: z.string(),
  accountNumber: z.string(),
  /** 예금주: the account is in this name. */
  holderName: z.string(),
  /** After this the account closes and the order expires. */
  dueAt: IsoDateTime,
});
export type VirtualAccount = z.infer<typeof VirtualAccount>;

/** 현금영수증 issued for a transfer or a deposit. */
export const CashReceipt = z.object({
  type: z.enum(CASH_RECEIPT_TYPES),
  /** The provider's receipt page, when it gave one. */
  receiptUrl: z.nullable(z.string()),
});

export const OrderPayment = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's key for this payment. */
  paymentKey: z.string(),
  /** Toss's word for the method: '카드', '간편결제', '계좌이체', '가상계좌', '휴대폰'. */
  method: z.string(),
  /** The provider's payment state: WAITING_FOR_DEPOSIT (가상계좌 issued), DONE, PARTIAL_CANCELED, CANCELED. */
  status: z.string(),
  /** e.g. '신한', with the card number masked: '4330-12**-****-***1'. */
  cardCompany: z.nullable(z.string()),
  cardNumber: z.nullable(z.string()),
  /** '카카오페이' … for an easy payment. */
  easyPayName: z.nullable(z.string()),
  /** The bank a transfer came from. */
  bankName: z.nullable(z.string()),
  virtualAccount: z.nullable(VirtualAccount),
  cashReceipt: z.nullable(CashReceipt),
  amount: z.int(),
  /** amount − everything refunded. */
  balanceAmount: z.int(),
  /** When the money arrived; null while a virtual account waits for the deposit. */
  approvedAt: z.nullable(IsoDateTime),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

export const OrderRefund = z.object({
  id: z.int(),
  amount: z.int(),
  /** Of it, the shipping fee given back (when nothing was left to ship). */
  shippingFeeAmount: z.int(),
  orderProductIds: z.array(z.int()),
  /** 적립금 given back with it. */
  pointsAmount: z.int(),
  /** A cancel's reason; for a return, CHANGED_MIND or OTHER (the claim carries the real one). */
  reason: z.enum(ORDER_CANCEL_REASONS),
  /** The approved return this refund pays (null for a cancel). */
  claimId: z.nullable(z.int()),
  createdAt: IsoDateTime,
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** One parcel on its way: the order itself, or the replacement an exchange sends. */
export const Shipment = z.object({
  id: z.int(),
  courier: z.enum(COURIER_CODES),
  trackingNumber: z.string(),
  /** The courier's own tracking page for this waybill. */
  trackingUrl: z.string(),
  /** The exchange this parcel is the replacement for; null for the order's own parcel. */
  claimId: z.nullable(z.int()),
  shippedAt: IsoDateTime,
  deliveredAt: z.nullable(IsoDateTime),
});
export type Shipment = z.infer<typeof Shipment>;

/** A return, exchange or damaged-on-arrival claim for one delivered line. */
export const Claim = z.object({
  id: z.int(),
  orderProductId: z.int(),
  kind: z.enum(CLAIM_KINDS),
  reason: z.enum(CLAIM_REASONS),
  detail: z.string(),
  photos: z.array(ImageRef),
  status: z.enum(CLAIM_STATUSES),
  /** Return shipping the shopper pays, taken from the refund (claimShippingFee). */
  returnShippingFee: z.int(),
  /** A return: what is (or was) refunded; null for an exchange. */
  refundAmount: z.nullable(z.int()),
  /** Why the operator refused it. */
  rejectReason: z.nullable(z.string()),
  createdAt: IsoDateTime,
  decidedAt: z.nullable(IsoDateTime),
  completedAt: z.nullable(IsoDateTime),
});
export type Claim = z.infer<typeof Claim>;

export const Order = z.object({
  id: z.int(),
  /** Shown to the buyer and given to the payment provider as its orderId, e.g. 'CHR20261123A1B2C3D4'. */
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** e.g. '몬스테라 델리시오사 외 1건' */
  orderName: z.string(),
  items: z.array(OrderProduct),
  itemsTotal: z.int(),
  shippingFee: z.int(),
  /** The coupon used, if any (decision 0033). */
  coupon: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** What the coupon took off when the order was made (a refund's own figures say what came back). */
  couponDiscount: z.int(),
  /** 적립금 used when the order was made. */
  pointsUsed: z.int(),
  /** itemsTotal − the coupon − 적립금 + shippingFee, as charged: the amount paid. */
  totalAmount: z.int(),
  /** 적립금 confirming its lines earns (or earned). */
  earnPoints: z.int(),
  refundedAmount: z.int(),
  shipping: OrderShipping,
  /** How the shopper chose to pay (the payment window opens on it). */
  paymentMethod: z.enum(PAYMENT_METHODS),
  easyPayProvider: z.nullable(z.enum(EASY_PAY_PROVIDERS)),
  payment: z.nullable(OrderPayment),
  refunds: z.array(OrderRefund),
  /** Parcels, oldest first: the order's own once shipped, then any exchange's replacement. */
  shipments: z.array(Shipment),
  /** Claims, newest first. */
  claims: z.array(Claim),
  createdAt: IsoDateTime,
  /** When an unpaid order expires (null once paid); a virtual account's deposit deadline. */
  paymentDueAt: z.nullable(IsoDateTime),
});
export type Order = z.infer<typeof Order>;

/** The method the shopper picked on the order sheet; an easy payment names its provider. */
export const PaymentChoice = z
  .strictObject({
    method: z.enum(PAYMENT_METHODS),
    easyPayProvider: z.optional(z.nullable(z.enum(EASY_PAY_PROVIDERS))),
  })
  .check(
    z.refine((choice) => (choice.method === 'EASY_PAY') === Boolean(choice.easyPayProvider), {
      error: MESSAGES.easyPayProviderRequired,
      path: ['easyPayProvider'],
    }),
  );
export type PaymentChoice = z.infer<typeof PaymentChoice>;

/** Where a refund of deposited money goes (needsRefundAccount). */
export const RefundAccount = z.strictObject({
  bankCode: z.enum(BANK_CODES, { error: MESSAGES.refundAccountBank }),
  accountNumber: z
    .pipe(
      z.string({ error: MESSAGES.refundAccountNumber }).check(z.trim()),
      z.transform(normalizeAccountNumber),
    )
    .check(
      z.regex(
        new RegExp(`^\\d{${REFUND_ACCOUNT.numberMin},${REFUND_ACCOUNT.numberMax}}$`),
        MESSAGES.refundAccountNumber,
      ),
    ),
  holderName: z
    .string({ error: MESSAGES.refundAccountHolder })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.refundAccountHolder),
      z.maxLength(REFUND_ACCOUNT.holderMax, MESSAGES.refundAccountHolder),
    ),
});
export type RefundAccount = z.infer<typeof RefundAccount>;

/**
 * What the client needs to open the card payment for an order. For the sandbox, `checkoutUrl` is
 * the sandbox's own checkout page; for Toss Payments, our page that opens Toss's payment window.
 * Either way the provider returns to successUrl with paymentKey, orderId (= orderNumber) and
 * amount appended, or to failUrl with code, message and orderId.
 */
export const Checkout = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  orderId: z.int(),
  /** The provider's orderId. */
  orderNumber: z.string(),
  orderName: z.string(),
  amount: z.int(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** Same-origin path: /purchase/success?addressId=… */
  successUrl: z.string(),
  /** Same-origin path: /purchase/fail */
  failUrl: z.string(),
  /** Same-origin path the browser goes to now. */
  checkoutUrl: z.string(),
  /** The method the window opens on. */
  method: z.enum(PAYMENT_METHODS),
  easyPayProvider: z.nullable(z.enum(EASY_PAY_PROVIDERS)),
});
export type Checkout = z.infer<typeof Checkout>;

export const OrderCreateBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: BodyId(),
        quantity: z
          .int({ error: MESSAGES.quantityRange })
          .check(
            z.minimum(1, { error: MESSAGES.quantityRange }),
            z.maximum(CART.maxQuantity, { error: MESSAGES.quantityRange }),
          ),
      }),
    )
    .check(
      z.minLength(1, MESSAGES.orderEmpty),
      z.maxLength(ORDER.maxItems),
      z.refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
        error: MESSAGES.orderItemsDuplicate,
      }),
    ),
  /** An entry of the caller's address book. */
  addressId: BodyId(),
  /** Overrides the address entry's request text for this order. */
  requestText: z.optional(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(ORDER.requestTextMax, MESSAGES.requestTextTooLong)),
    ),
  ),
  /** Cart lines this order buys: removed from the cart once it is paid. */
  cartLineIds: z.optional(z.array(BodyId()).check(z.maxLength(CART.maxLines))),
  /** How to pay; a card when left out. */
  payment: z.optional(PaymentChoice),
  /** A coupon of the caller's wallet (one per order); none when left out. */
  couponId: z.optional(z.nullable(BodyId())),
  /** 적립금 to use, whole won: never more than the balance nor the goods less the coupon. */
  points: z.optional(
    z.int({ error: MESSAGES.pointsWholeWon }).check(z.minimum(0, MESSAGES.pointsWholeWon)),
  ),
});
export type OrderCreateBody = z.input<typeof OrderCreateBody>;

/** The order just made, waiting for payment, and how to pay it. */
export const CreatedOrder = z.object({ order: Order, checkout: Checkout });

export const OrderIdParams = z.object({ id: RouteId() });
export const UserOrdersParams = z.object({ userId: RouteId() });
export const UserOrderParams = z.object({ userId: RouteId(), orderId: RouteId() });

const Reason = z._default(z.enum(CANCEL_REASONS), 'OTHER');

/** Checking out again may switch the method (a declined card → 카카오페이). */
export const CheckoutBody = z.strictObject({ payment: z.optional(PaymentChoice) });

export const OrderCancelBody = z.strictObject({
  reason: Reason,
  /** Needed when the money came by deposit (needsRefundAccount). */
  refundAccount: z.optional(RefundAccount),
});

/** Spec §7: a `cancelProduct` object including the orderId. */
export const PartialCancelBody = z.strictObject({
  cancelProduct: z.strictObject({
    orderId: BodyId(),
    orderProductId: BodyId(),
    reason: Reason,
  }),
  /** Needed when the money came by deposit (needsRefundAccount). */
  refundAccount: z.optional(RefundAccount),
});
export type PartialCancelBody = z.input<typeof PartialCancelBody>;

export const OrderConfirmBody = z.strictObject({
  orderProductIds: z.array(BodyId()).check(z.minLength(1), z.maxLength(ORDER.maxItems)),
});

export const PaymentConfirmBody = z.strictObject({
  paymentKey: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The provider's orderId: our orderNumber. */
  orderId: z.string().check(z.minLength(6), z.maxLength(64)),
  amount: z.int().check(z.positive()),
});
export type PaymentConfirmBody = z.infer<typeof PaymentConfirmBody>;

const WebhookText = z.string().check(z.minLength(1), z.maxLength(200));

/** Toss's deposit callback: the virtual account's `secret` proves it came from Toss. */
export const DepositCallback = z.object({
  createdAt: WebhookText,
  secret: WebhookText,
  /** DONE (deposited), WAITING_FOR_DEPOSIT (a deposit taken back), CANCELED */
  status: WebhookText,
  transactionKey: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  orderId: WebhookText,
});
export type DepositCallback = z.infer<typeof DepositCallback>;

/**
 * What Toss posts to the webhook URL (decision 0032): a payment's new state, or a deposit (with or
 * without the event envelope). Neither is trusted as it comes: a status change is read again from
 * the provider, a deposit must carry its account's secret.
 */
export const PaymentWebhookBody = z.union([
  z.object({
    eventType: z.literal('PAYMENT_STATUS_CHANGED'),
    createdAt: WebhookText,
    data: z.object({ paymentKey: WebhookText, orderId: WebhookText, status: WebhookText }),
  }),
  z.object({
    eventType: z.literal('DEPOSIT_CALLBACK'),
    createdAt: WebhookText,
    data: DepositCallback,
  }),
  DepositCallback,
]);
export type PaymentWebhookBody = z.infer<typeof PaymentWebhookBody>;

export const PaymentWebhookResult = z.object({
  /** What the event changed: nothing (a repeat, or news we already had) or the order's state. */
  outcome: z.enum(['UNCHANGED', 'PAID', 'EXPIRED', 'CANCELLED', 'IGNORED']),
});

export const ordersEndpoints = {
  createOrder: defineEndpoint({
    id: 'createOrder',
    method: 'POST',
    path: '/orders',
    summary:
      "Make an order at the server's prices, reserving stock for the payment window (10 minutes); the caller's older unpaid order is cancelled, and what one account or network may hold unpaid is capped (decision 0028)",
    tag: 'orders',
    auth: 'required',
    body: OrderCreateBody,
    data: CreatedOrder,
    successStatus: 201,
  }),
  checkoutOrder: defineEndpoint({
    id: 'checkoutOrder',
    method: 'POST',
    path: '/orders/:id/checkout',
    summary:
      'Open the payment again for an order still waiting for it (after a failed attempt), optionally with another method',
    tag: 'orders',
    auth: 'required',
    params: OrderIdParams,
    body: z.optional(CheckoutBody),
    data: Checkout,
  }),
  confirmPayment: defineEndpoint({
    id: 'confirmPayment',
    method: 'POST',
    path: '/payments/confirm',
    summary:
      "Confirm a card payment the provider approved: checked against the order's own total and owner, confirmed once (a repeat returns the same order)",
    tag: 'orders',
    auth: 'required',
    body: PaymentConfirmBody,
    data: Order,
  }),
  paymentWebhook: defineEndpoint({
    id: 'paymentWebhook',
    method: 'POST',
    path: '/payments/webhook',
    summary:
      "Toss Payments' webhook: payment status changes and virtual-account deposits, verified (a deposit's secret; a status change read back from the provider), idempotent and safe out of order",
    tag: 'orders',
    auth: 'none',
    body: PaymentWebhookBody,
    data: PaymentWebhookResult,
  }),
  listUserOrders: defineEndpoint({
    id: 'listUserOrders',
    method: 'GET',
    path: '/users/:userId/orders',
    summary: "The caller's orders, newest first (another user's id is refused)",
    tag: 'orders',
    auth: 'required',
    params: UserOrdersParams,
    query: PagingQuery,
    data: Order,
    list: true,
  }),
  getUserOrder: defineEndpoint({
    id: 'getUserOrder',
    method: 'GET',
    path: '/users/:userId/orders/:orderId',
    summary: "One of the caller's orders (404 '주문서를 찾을 수 없습니다.')",
    tag: 'orders',
    auth: 'required',
    params: UserOrderParams,
    data: Order,
  }),
  cancelOrder: defineEndpoint({
    id: 'cancelOrder',
    method: 'POST',
    path: '/orders/:id/cancel',
    summary:
      'Cancel every line still cancellable (before shipping) and refund them with the shipping fee; an unpaid order is simply dropped',
    tag: 'orders',
    auth: 'required',
    params: OrderIdParams,
    body: OrderCancelBody,
    data: Order,
  }),
  partialCancelOrder: defineEndpoint({
    id: 'partialCancelOrder',
    method: 'POST',
    path: '/orders/:orderId/partial-cancel',
    summary:
      'Cancel one line before shipping and refund exactly it (and the shipping fee when nothing is left)',
    tag: 'orders',
    auth: 'required',
    params: z.object({ orderId: RouteId() }),
    body: PartialCancelBody,
    data: Order,
  }),
  confirmOrderProducts: defineEndpoint({
    id: 'confirmOrderProducts',
    method: 'POST',
    path: '/orders/:id/confirm',
    summary: 'Confirm the purchase of lines that have shipped',
    tag: 'orders',
    auth: 'required',
    params: OrderIdParams,
    body: OrderConfirmBody,
    data: Order,
  }),
} as const;
