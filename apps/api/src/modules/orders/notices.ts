import {
  CLAIM,
  COURIER_NAMES,
  formatWon,
  type Order,
  type OrderProductStatus,
  type ShopCancelReason,
} from '@chorok/contract';
import type { OrderNotice } from '../notifications/notify.ts';
import { seoulMonthDayTime } from '../../lib/seoul-time.ts';

/*
 * What the shopper is told when the order leaves the shop and when it arrives: in the
 * notification list and as a push (decision 0023). Every word of it is here.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** '몬스테라 델리시오사 외 1건': the lines this step moved, not the name the order was made with. */
function linesName(order: Order, status: OrderProductStatus): string {
  const lines = order.items.filter((item) => item.status === status);
  const [first] = lines;
  if (!first) return order.orderName;
  return lines.length > 1 ? `${first.name} 외 ${lines.length - 1}건` : first.name;
}

const orderUrl = (order: Order) => `/order/${order.id}`;

/** 'ship' done: what left, with which courier and waybill. */
export function shippedNotice(userId: number, order: Order): OrderNotice {
  const parcel = order.shipments.find((shipment) => shipment.claimId === null);
  const name = linesName(order, 'SHIPPING');
  return {
    userId,
    type: 'ORDER_SHIPPED',
    orderId: order.id,
    title: '주문하신 상품이 출발했어요',
    body: parcel
      ? `${name} · ${COURIER_NAMES[parcel.courier]} ${parcel.trackingNumber}`
      : `${name} · 곧 받아 보실 수 있어요`,
    url: orderUrl(order),
  };
}

/** 'deliver' done: look at the plant first; returns and exchanges stay open for CLAIM.windowMs. */
export function deliveredNotice(userId: number, order: Order): OrderNotice {
  const days = Math.round(CLAIM.windowMs / DAY_MS);
  return {
    userId,
    type: 'ORDER_DELIVERED',
    orderId: order.id,
    title: '상품이 도착했어요',
    body: `${linesName(order, 'DELIVERED')} · 상자를 열어 식물 상태를 먼저 확인해 주세요. 문제가 있으면 받은 날부터 ${days}일 안에 반품·교환을 신청할 수 있어요.`,
    url: orderUrl(order),
  };
}

/** Why the shop cancelled, as the buyer reads it. */
const SHOP_CANCEL_TEXT: Record<ShopCancelReason, string> = {
  SOLD_OUT: '상품이 품절되어',
  CANNOT_SHIP: '배송할 수 없는 사정이 생겨',
  BUYER_ASKED: '요청하신 대로',
};

/** The shop cancelled lines for the buyer: which, why, and what comes back. */
export function cancelledNotice(
  userId: number,
  order: Order,
  lineIds: readonly number[],
  reason: ShopCancelReason,
): OrderNotice {
  const lines = order.items.filter((item) => lineIds.includes(item.id));
  const [first] = lines;
  const name = !first
    ? order.orderName
    : lines.length > 1
      ? `${first.name} 외 ${lines.length - 1}건`
      : first.name;
  const refund = order.refunds
    .filter((refund) => refund.orderProductIds.some((id) => lineIds.includes(id)))
    .reduce((sum, refund) => sum + refund.amount, 0);
  return {
    userId,
    type: 'ORDER_CANCELLED',
    orderId: order.id,
    title: '주문하신 상품을 취소했어요',
    body:
      refund > 0
        ? `${name} · ${SHOP_CANCEL_TEXT[reason]} 취소했어요. ${formatWon(refund)}을 결제하신 수단으로 돌려드려요.`
        : `${name} · ${SHOP_CANCEL_TEXT[reason]} 취소했어요.`,
    url: orderUrl(order),
  };
}

/** A virtual account issued (decision 0032): where, how much and by when. */
export function depositWaitingNotice(userId: number, order: Order): OrderNotice {
  const account = order.payment?.virtualAccount;
  return {
    userId,
    type: 'DEPOSIT_WAITING',
    orderId: order.id,
    title: '입금해 주시면 주문이 완료돼요',
    body: account
      ? `${account.bankName} ${account.accountNumber} (${account.holderName}) · ${formatWon(order.totalAmount)} · ${seoulMonthDayTime(new Date(account.dueAt))}까지`
      : `${formatWon(order.totalAmount)}을 안내한 계좌로 입금해 주세요.`,
    url: orderUrl(order),
  };
}

/** The deposit arrived: the order is paid and goes to the shop. */
export function depositReceivedNotice(userId: number, order: Order): OrderNotice {
  return {
    userId,
    type: 'DEPOSIT_RECEIVED',
    orderId: order.id,
    title: '입금을 확인했어요',
    body: `${order.orderName} · ${formatWon(order.totalAmount)} 결제가 완료되어 상품을 준비할게요.`,
    url: orderUrl(order),
  };
}
