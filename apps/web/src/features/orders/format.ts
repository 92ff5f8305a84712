import type { Order, OrderProduct, OrderProductStatus, OrderStatus } from '@chorok/contract';
import {
  AWAITING_DEPOSIT,
  ORDER_PRODUCT_STATUSES,
  isAwaitingDeposit,
  seoulClock,
  twoDigits,
} from '@chorok/contract';

/**
 * An instant as Seoul's wall clock, 'YYYY.MM.DD HH:mm' (times travel in UTC; a payment approved at
 * 15:10 UTC was approved at 00:10 the next day in Korea). Unparsable text comes back unchanged.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { date: day, hour, minute } = seoulClock(date);
  return `${day.replaceAll('-', '.')} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/**
 * A state as the screens name it: a line's own, or the whole order's while it is unpaid/expired —
 * 입금 대기 (WAITING_FOR_DEPOSIT) rather than 결제 대기 while a virtual account waits.
 */
export type StatusKey = OrderProductStatus | OrderStatus | typeof AWAITING_DEPOSIT;

/** A line's state on screen: an unpaid line of an order waiting for its deposit is 입금 대기. */
export function lineStatus(order: Order, line: OrderProduct): StatusKey {
  return line.status === 'PAYMENT_PENDING' && isAwaitingDeposit(order)
    ? AWAITING_DEPOSIT
    : line.status;
}

export interface StatusCount {
  status: StatusKey;
  count: number;
}

/**
 * What an order card says about its state: '결제 대기' (or '입금 대기') / '결제 시간 만료' for an
 * order that was never paid, otherwise each line state present, in life order, with how many lines
 * are in it.
 */
export function statusSummary(order: Order): StatusCount[] {
  if (order.status === 'PAYMENT_PENDING' && isAwaitingDeposit(order))
    return [{ status: AWAITING_DEPOSIT, count: order.items.length }];
  if (order.status === 'PAYMENT_PENDING' || order.status === 'EXPIRED')
    return [{ status: order.status, count: order.items.length }];
  return ORDER_PRODUCT_STATUSES.map((status) => ({
    status,
    count: order.items.filter((item) => item.status === status).length,
  })).filter((s) => s.count > 0);
}
