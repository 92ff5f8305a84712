import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, benefitsRoutes, type OrderQuote, type OrderQuoteBody } from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import type { OrderItem } from '@/features/purchase/order-items';

/** How long the 적립금 field waits for typing to stop before asking for a new quote. */
export const POINTS_DEBOUNCE_MS = 300;

export const orderQuoteKey = ['order-quote'] as const;

/** The coupon the shopper wants: the server's best until they pick one (or none). */
export type CouponChoice = { kind: 'best' } | { kind: 'picked'; couponId: number | null };

/**
 * POST /orders/quote: what these goods come to with the coupon and 적립금 — the server's figures,
 * by the rule checkout charges. Asked like a read (a key per question), so the answer to the
 * question before stays on screen while the next one is on its way.
 */
export function orderQuoteQueryOptions(body: OrderQuoteBody) {
  return queryOptions({
    queryKey: [...orderQuoteKey, body],
    queryFn: async ({ signal }): Promise<OrderQuote> =>
      (await request(benefitsRoutes.quoteOrder, { body }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

const COUPON_REFUSALS: ReadonlySet<string> = new Set([
  MESSAGES.couponUnavailable,
  MESSAGES.couponNotApplicable,
]);
const POINTS_REFUSALS: ReadonlySet<string> = new Set([
  MESSAGES.pointsInsufficient,
  MESSAGES.pointsTooMany,
]);

/** Which benefit an order was refused over (its quote is out of date), or null. */
export function benefitRefusalOf(error: unknown): 'coupon' | 'points' | null {
  if (!(error instanceof ApiError)) return null;
  if (COUPON_REFUSALS.has(error.message)) return 'coupon';
  if (POINTS_REFUSALS.has(error.message)) return 'points';
  return null;
}

/**
 * The order sheet's coupon and 적립금, and the server's quote for them. Typed 적립금 is asked
 * about once typing pauses; "모두 사용" and a coupon picked are asked about at once.
 */
export function useOrderQuote(items: readonly OrderItem[], enabled: boolean) {
  const [coupon, setCoupon] = useState<CouponChoice>({ kind: 'best' });
  /** What the field holds. */
  const [points, setPoints] = useState(0);
  /** What was last asked about. */
  const [askedPoints, setAskedPoints] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const body: OrderQuoteBody = {
    items: items.map(({ productId, quantity }) => ({ productId, quantity })),
    ...(coupon.kind === 'picked' ? { couponId: coupon.couponId } : {}),
    points: askedPoints,
  };
  const query = useQuery({
    ...orderQuoteQueryOptions(body),
    enabled: enabled && items.length > 0,
  });
  const quote = query.data ?? null;

  return {
    query,
    quote,
    coupon,
    /** The field's value: never more than the quote allows (a coupon picked may lower it). */
    points: quote ? Math.min(points, quote.maxPoints) : points,
    /**
     * The quote answers the sheet as it is now: not the one before (placeholder) nor points still
     * being typed. Only then may the order be sent with its figures.
     */
    settled: quote !== null && !query.isPlaceholderData && points === askedPoints,
    pickCoupon: (couponId: number | null) => setCoupon({ kind: 'picked', couponId }),
    /** Back to the server's choice (after a coupon was refused). */
    resetCoupon: () => setCoupon({ kind: 'best' }),
    /** Typed: clamped to what may be used, asked about once typing pauses. */
    typePoints: (value: number) => {
      const next = Math.max(0, Math.min(Math.floor(value), quote?.maxPoints ?? 0));
      setPoints(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setAskedPoints(next), POINTS_DEBOUNCE_MS);
    },
    /** "모두 사용" / "사용 취소": asked about at once. */
    setPointsNow: (value: number) => {
      const next = Math.max(0, Math.floor(value));
      window.clearTimeout(timer.current);
      setPoints(next);
      setAskedPoints(next);
    },
  };
}

export type OrderQuoteState = ReturnType<typeof useOrderQuote>;
