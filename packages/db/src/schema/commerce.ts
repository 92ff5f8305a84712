import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ORDER_CANCEL_REASONS,
  CASH_RECEIPT_TYPES,
  EASY_PAY_PROVIDERS,
  ORDER_PRODUCT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  type CouponRule,
} from '@chorok/contract';
import { imageAssets, products } from './catalogue.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A postal address as Daum's postcode service (or our bundled search) gives it. Public data,
 * shared by every address book entry that points at it: one row per distinct address.
 */
export const postalAddresses = pgTable(
  'postal_addresses',
  {
    id: serial('id').primaryKey(),
    zonecode: text('zonecode').notNull(),
    address: text('address').notNull(),
    addressType: text('address_type').notNull().default('R'),
    jibunAddress: text('jibun_address').notNull().default(''),
    roadAddress: text('road_address').notNull().default(''),
    sido: text('sido').notNull().default(''),
    sigungu: text('sigungu').notNull().default(''),
    sigunguCode: text('sigungu_code').notNull().default(''),
    roadnameCode: text('roadname_code').notNull().default(''),
    bcode: text('bcode').notNull().default(''),
    roadname: text('roadname').notNull().default(''),
    extraAddress: text('extra_address').notNull().default(''),
  },
  (t) => [
    uniqueIndex('postal_addresses_key').on(
      t.zonecode,
      t.address,
      t.addressType,
      t.jibunAddress,
      t.roadAddress,
      t.extraAddress,
    ),
  ],
);

/** An entry of a user's address book (spec §3 Address). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postalAddressId: integer('postal_address_id')
      .notNull()
      .references(() => postalAddresses.id),
    receiverName: text('receiver_name').notNull(),
    /** Hyphenated: 010-1234-5678 */
    receiverPhoneNumber: text('receiver_phone_number').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    requestText: text('request_text'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default per user, whatever runs at once.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A line of a signed-in user's cart: one per product. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** The sale price when added (or the quantity last changed): the cart shows changes since. */
    addedUnitPrice: integer('added_unit_price').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_product_key').on(t.userId, t.productId),
    check('cart_lines_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * An order. Prices, totals and the shipping address are copies taken when it was made; what
 * happens to each product is on its line (order_products). status: PAYMENT_PENDING, PAID,
 * CANCELLED (every line cancelled after payment), EXPIRED (never paid).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Given to the payment provider as its orderId: [A-Za-z0-9], 6–64 characters. */
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PAYMENT_PENDING'),
    orderName: text('order_name').notNull(),
    itemsTotal: integer('items_total').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    totalAmount: integer('total_amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    // The address book entry, copied: later edits to the book do not move a placed order.
    addressId: integer('address_id').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhoneNumber: text('receiver_phone_number').notNull(),
    zonecode: text('zonecode').notNull(),
    roadAddress: text('road_address').notNull(),
    jibunAddress: text('jibun_address').notNull().default(''),
    detailAddress: text('detail_address').notNull().default(''),
    requestText: text('request_text'),
    /** How the shopper chose to pay: PAYMENT_METHODS (decision 0032). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('CARD'),
    /** EASY_PAY_PROVIDERS, for an easy payment. */
    easyPayProvider: text('easy_pay_provider', { enum: EASY_PAY_PROVIDERS }),
    /** Cart lines this order buys, removed from the cart once it is paid. */
    cartLineIds: jsonb('cart_line_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paymentDueAt: at('payment_due_at'),
    paidAt: at('paid_at'),
    /**
     * The client network that made it, as a keyed hash (never the address), while it waits for
     * payment: unpaid holds are capped per network (ORDER_HOLDS, decision 0028). Cleared once it
     * is paid or closed.
     */
    holdKey: text('hold_key'),
    /** The same shopper's newer order that cancelled this one while it waited (decision 0028). */
    supersededBy: integer('superseded_by'),
    // 적립금 and coupons (decision 0033). The coupon is the wallet entry (user_coupons), its rule
    // and name copied so a later edit of the coupon does not move a placed order.
    userCouponId: integer('user_coupon_id'),
    couponName: text('coupon_name'),
    couponRule: jsonb('coupon_rule').$type<CouponRule>(),
    /** At purchase; the two below follow what is left after cancels and returns. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    couponDiscountLeft: integer('coupon_discount_left').notNull().default(0),
    pointsLeft: integer('points_left').notNull().default(0),
    /** The point lots this order's points came from, so a refund restores them (point_entries). */
    pointLots: jsonb('point_lots')
      .$type<{ entryId: number; amount: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    // Unpaid holds of one network, counted when another order is made (decision 0028).
    index('orders_pending_hold_idx')
      .on(t.holdKey)
      .where(sql`${t.status} = 'PAYMENT_PENDING'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The console's order list, newest first (decision 0043).
    index('orders_created_idx').on(t.createdAt, t.id),
    // The expiry sweep reads only orders still waiting for payment.
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'PAYMENT_PENDING'`),
    check(
      'orders_amounts',
      sql`${t.totalAmount} = ${t.itemsTotal} - ${t.couponDiscount} - ${t.pointsUsed} + ${t.shippingFee}`,
    ),
    check(
      'orders_benefits',
      sql`${t.couponDiscount} >= 0 and ${t.pointsUsed} >= 0 and ${t.couponDiscountLeft} between 0 and ${t.couponDiscount} and ${t.pointsLeft} between 0 and ${t.pointsUsed}`,
    ),
    check('orders_refund_range', sql`${t.refundedAmount} between 0 and ${t.totalAmount}`),
  ],
);

/** A line of an order with its own state (PAYMENT_PENDING → … → CONFIRMED, or CANCELLED). */
export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    originalUnitPrice: integer('original_unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ORDER_PRODUCT_STATUSES }).notNull().default('PAYMENT_PENDING'),
    cancelReason: text('cancel_reason', { enum: ORDER_CANCEL_REASONS }),
    paidAt: at('paid_at'),
    preparedAt: at('prepared_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    confirmedAt: at('confirmed_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('order_products_order_idx').on(t.orderId),
    // The auto-confirm sweep reads delivered lines only.
    index('order_products_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'DELIVERED'`),
    check('order_products_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * The payment of an order, as the provider confirmed it. One per order. A virtual account is a
 * payment WAITING_FOR_DEPOSIT (its account and secret here) until the deposit makes it DONE.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** toss or sandbox */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentKey: text('payment_key').notNull(),
    method: text('method').notNull().default('카드'),
    cardCompany: text('card_company'),
    cardNumber: text('card_number'),
    /** '카카오페이' …: the provider's own name for an easy payment. */
    easyPayName: text('easy_pay_name'),
    /** A transfer's bank, or the virtual account's. */
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    holderName: text('holder_name'),
    /** A virtual account's deposit deadline. */
    depositDueAt: at('deposit_due_at'),
    /** The virtual account's secret: a deposit callback must carry it (decision 0032). */
    depositSecret: text('deposit_secret'),
    cashReceiptType: text('cash_receipt_type', { enum: CASH_RECEIPT_TYPES }),
    cashReceiptUrl: text('cash_receipt_url'),
    amount: integer('amount').notNull(),
    balanceAmount: integer('balance_amount').notNull(),
    /** WAITING_FOR_DEPOSIT, DONE, PARTIAL_CANCELED, CANCELED (the provider's words) */
    status: text('status').notNull(),
    /** When it was approved; for a virtual account, issued until deposited, then deposited. */
    approvedAt: at('approved_at').notNull(),
    /** When the sweep last read a waiting virtual account back from the provider. */
    checkedAt: at('checked_at'),
    /** The provider's response, kept for support. */
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_payment_key').on(t.paymentKey),
    check('payments_balance', sql`${t.balanceAmount} between 0 and ${t.amount}`),
  ],
);

/** Money given back: a cancel of some lines (partial) or of all that was left. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    shippingFeeAmount: integer('shipping_fee_amount').notNull().default(0),
    orderProductIds: jsonb('order_product_ids').$type<number[]>().notNull(),
    /** 적립금 given back with it (decision 0033), restored when the provider has refunded. */
    pointsAmount: integer('points_amount').notNull().default(0),
    /** The order's coupon discount on what is left once this refund is done. */
    couponDiscountAfter: integer('coupon_discount_after'),
    reason: text('reason', { enum: ORDER_CANCEL_REASONS }).notNull(),
    /** The provider's id of this cancel transaction. */
    transactionKey: text('transaction_key'),
    /** Deposited money goes back here: bank code, masked number and holder (decision 0032). */
    refundAccount: jsonb('refund_account').$type<{
      bankCode: string;
      accountNumber: string;
      holderName: string;
    }>(),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount', sql`${t.amount} > 0`)],
);

/**
 * The local payment sandbox's own ledger (the provider side of the fake): what a real provider
 * would hold, so confirm and cancel behave as Toss's do (unknown key, amount mismatch, balance).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    paymentKey: text('payment_key').primaryKey(),
    orderId: text('order_id').notNull(),
    orderName: text('order_name').notNull(),
    amount: integer('amount').notNull(),
    balanceAmount: integer('balance_amount').notNull(),
    /**
     * READY (window passed, not confirmed), WAITING_FOR_DEPOSIT (virtual account issued), DONE,
     * PARTIAL_CANCELED, CANCELED, ABORTED, EXPIRED
     */
    status: text('status').notNull(),
    /** PAYMENT_METHODS */
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('CARD'),
    cardCompany: text('card_company'),
    cardNumber: text('card_number'),
    easyPayProvider: text('easy_pay_provider', { enum: EASY_PAY_PROVIDERS }),
    /** A transfer's or virtual account's bank, and the account issued. */
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    holderName: text('holder_name'),
    dueAt: at('due_at'),
    secret: text('secret'),
    cashReceiptType: text('cash_receipt_type', { enum: CASH_RECEIPT_TYPES }),
    /** A mobile payment's phone, masked. */
    phone: text('phone'),
    depositedAt: at('deposited_at'),
    approvedAt: at('approved_at'),
    cancels: jsonb('cancels')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/**
 * A photo uploaded for a review not yet posted (checked and re-encoded into image_assets). Posting
 * the review moves it into review_photos; unused uploads are removed after a day.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetKey: text('asset_key')
      .notNull()
      .references(() => imageAssets.key, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('photo_uploads_user_idx').on(t.userId, t.createdAt)],
);
