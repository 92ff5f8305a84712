import { formatWon, type ClaimKind, type PaymentMethod } from '@chorok/contract';
import { claims, orderProducts, orders, type Database } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { Notify, OrderNotice } from '../notifications/notify.ts';

/*
 * What the shopper is told when the operator decides a claim — every text of it here, in one
 * place. A return is approved and refunded in one go, so it is told once, when it is done; an
 * exchange is told when the replacement leaves and when it has arrived.
 */

const KIND_WORD: Record<ClaimKind, string> = { RETURN: '반품', EXCHANGE: '교환' };

/** Where a refund goes, by how the order was paid (decision 0032). */
const REFUNDED_TO: Record<PaymentMethod, string> = {
  CARD: '결제한 카드로 환불했어요. 카드사에 따라 3~5영업일이 걸릴 수 있어요.',
  EASY_PAY: '결제한 간편결제로 환불했어요. 결제 수단에 따라 3~5영업일이 걸릴 수 있어요.',
  TRANSFER: '결제한 계좌로 환불했어요. 은행에 따라 1~3영업일이 걸릴 수 있어요.',
  VIRTUAL_ACCOUNT: '알려 주신 환불 계좌로 보냈어요. 은행에 따라 1~3영업일이 걸릴 수 있어요.',
  MOBILE_PHONE: '휴대폰 결제를 취소했어요. 이번 달 휴대폰 요금에서 빠져요.',
};

export interface NoticeClaim {
  orderId: number;
  userId: number;
  kind: ClaimKind;
  status: string;
  refundAmount: number | null;
  rejectReason: string | null;
  paymentMethod: PaymentMethod;
}

/** The notice for a claim in its new state; null for a state the shopper is not told of. */
export function composeClaimNotice(claim: NoticeClaim, productName: string): OrderNotice | null {
  const word = KIND_WORD[claim.kind];
  const base = { userId: claim.userId, orderId: claim.orderId, url: `/order/${claim.orderId}` };
  if (claim.status === 'REJECTED')
    return {
      ...base,
      type: 'CLAIM_REJECTED',
      title: `${word} 신청이 거절됐어요`,
      body: `${productName} · 사유: ${claim.rejectReason ?? ''}`.trimEnd(),
    };
  if (claim.status === 'APPROVED' && claim.kind === 'EXCHANGE')
    return {
      ...base,
      type: 'CLAIM_APPROVED',
      title: '교환을 승인했어요',
      body: `${productName} 교환 상품을 보냈어요. 주문 상세에서 배송을 확인해 주세요.`,
    };
  if (claim.status === 'COMPLETED')
    return {
      ...base,
      type: 'CLAIM_COMPLETED',
      title: `${word}이 끝났어요`,
      body:
        claim.kind === 'EXCHANGE'
          ? `${productName} 교환 상품이 도착했어요.`
          : claim.refundAmount
            ? `${productName} ${formatWon(claim.refundAmount)}을 ${REFUNDED_TO[claim.paymentMethod]}`
            : `${productName} 반품을 마쳤어요. 돌려드릴 금액은 없어요.`,
    };
  return null;
}

/**
 * Tells the shopper about the claim as it now stands. Called after the step committed; never
 * throws (the step stands whatever happens to its notice).
 */
export async function sendClaimNotice(
  db: Database,
  notify: Notify | undefined,
  claimId: number,
): Promise<void> {
  if (!notify) return;
  const [row] = await db
    .select({
      orderId: claims.orderId,
      userId: claims.userId,
      kind: claims.kind,
      status: claims.status,
      refundAmount: claims.refundAmount,
      rejectReason: claims.rejectReason,
      productName: orderProducts.name,
      paymentMethod: orders.paymentMethod,
    })
    .from(claims)
    .innerJoin(orderProducts, eq(orderProducts.id, claims.orderProductId))
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(eq(claims.id, claimId))
    .catch(() => []);
  if (!row) return;
  const notice = composeClaimNotice(
    { ...row, kind: row.kind, paymentMethod: row.paymentMethod },
    row.productName,
  );
  if (notice) await notify(notice);
}
