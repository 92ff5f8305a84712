import { AUDIT_CLI_ACTOR, AUDIT_SYSTEM_ACTOR, MESSAGES, type Order } from '@chorok/contract';
import { claims, operatorActions, users } from '@chorok/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { AdminClaimEnvelope, claimStep, deliveredOrder } from '../../test/claim-fixtures.ts';
import { api, insertAddress, OrderEnvelope } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { retryStaleRefunds } from '../orders/sweeps.ts';
import { PaymentProviderError } from '../payments/provider.ts';

/*
 * Claim decisions by an operator's token as by the CLI's secret, each written to the audit log in
 * the transaction that commits it (decision 0043) — and a refund the provider refuses, which
 * reopens the claim, answered in the log beside the approval it undoes.
 */

let t: TestApp;
let buyer: Shopper;
let operator: Shopper;
let operatorEmail: string;
let address: number;
let products: InsertedProduct[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  products = await insertProducts(t.db, [
    { name: '떡갈고무나무', price: 12_000, stock: 50 },
    { name: '도자기 화분', category: 'POT', price: 9_000, stock: 50 },
  ]);
  buyer = await signIn(t.app, t.db, { name: '한반품' });
  address = await insertAddress(t.db, buyer.id);
  operator = await signIn(t.app, t.db, { name: '한운영' });
  const [row] = await t.db
    .update(users)
    .set({ role: 'OPERATOR' })
    .where(eq(users.id, operator.id))
    .returning({ email: users.email });
  operatorEmail = row!.email!;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A plant (12,000원) and a pot (9,000원), 3,000원 shipping, delivered. */
const delivered = () => deliveredOrder(t.app, t.config.adminSecret, buyer, address, products);

async function claim(order: Order, index: number, kind: 'RETURN' | 'EXCHANGE', reason: string) {
  const reply = await api(t.app, 'POST', `/v1/orders/${order.id}/claims`, buyer, {
    orderProductId: order.items[index]!.id,
    kind,
    reason,
  });
  if (reply.status !== 201) throw new Error(`createClaim answered ${reply.status}`);
  return OrderEnvelope.parse(reply.body).data.claims[0]!.id;
}

const asOperator = (claimId: number, action: 'approve' | 'reject', body?: object) =>
  claimStep(t.app, operator.headers, claimId, action, body);

const auditOf = (claimId: number) =>
  t.db
    .select({
      actorUserId: operatorActions.actorUserId,
      actorLabel: operatorActions.actorLabel,
      action: operatorActions.action,
      before: operatorActions.before,
      after: operatorActions.after,
    })
    .from(operatorActions)
    .where(
      and(eq(operatorActions.targetType, 'CLAIM'), eq(operatorActions.targetId, String(claimId))),
    )
    .orderBy(asc(operatorActions.id));

const statusOf = async (claimId: number) =>
  (await t.db.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId)))[0]!
    .status;

const refusedRefund = () =>
  new PaymentProviderError(
    'refused',
    'NOT_CANCELABLE_PAYMENT',
    '취소 할 수 없는 결제 입니다.',
    403,
  );

describe("an operator's token", () => {
  it('approves a return (refunded) and rejects a claim; each entry names the operator', async () => {
    const order = await delivered();
    const returned = await claim(order, 0, 'RETURN', 'CHANGED_MIND');
    const refused = await claim(order, 1, 'RETURN', 'DEFECTIVE');
    const me = { actorUserId: operator.id, actorLabel: operatorEmail };

    const approval = await asOperator(returned, 'approve');
    expect(approval.status).toBe(200);
    const { claim: done, order: after } = AdminClaimEnvelope.parse(approval.body).data;
    expect(done).toMatchObject({ status: 'COMPLETED', refundAmount: 9_000 });
    expect(await auditOf(returned)).toEqual([
      {
        ...me,
        action: 'claim.approve',
        before: { status: 'REQUESTED', kind: 'RETURN', reason: 'CHANGED_MIND' },
        // What the decision committed: the refund then went to the provider.
        after: { status: 'APPROVED', refundAmount: 9_000, refundId: after.refunds[0]!.id },
      },
    ]);

    const rejection = await asOperator(refused, 'reject', { reason: '정상 제품으로 확인했어요.' });
    expect(rejection.status).toBe(200);
    expect(await auditOf(refused)).toEqual([
      {
        ...me,
        action: 'claim.reject',
        before: { status: 'REQUESTED', kind: 'RETURN', reason: 'DEFECTIVE' },
        after: { status: 'REJECTED', rejectReason: '정상 제품으로 확인했어요.' },
      },
    ]);

    // A step refused (409) or not well formed (400) records nothing.
    expect((await asOperator(returned, 'approve')).status).toBe(409);
    expect((await asOperator(refused, 'reject', { reason: ' ' })).status).toBe(400);
    expect(await auditOf(returned)).toHaveLength(1);
    expect(await auditOf(refused)).toHaveLength(1);
  });

  it("is refused to a shopper's token (403), which changes and records nothing", async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    const reply = await claimStep(t.app, buyer.headers, claimId, 'approve');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(MESSAGES.operatorOnly);
    expect(await statusOf(claimId)).toBe('REQUESTED');
    expect(await auditOf(claimId)).toEqual([]);
  });
});

describe('the admin secret', () => {
  it("sends and completes an exchange as the CLI, with the replacement's parcel", async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'EXCHANGE', 'DEFECTIVE');
    const step = (action: 'approve' | 'complete', body?: object) =>
      claimStep(t.app, t.config.adminSecret, claimId, action, body);
    expect((await step('approve')).status).toBe(400);
    expect(
      (await step('approve', { courier: 'cj', trackingNumber: '1234-5678-9012' })).status,
    ).toBe(200);
    expect((await step('complete')).status).toBe(200);

    const cli = { actorUserId: null, actorLabel: AUDIT_CLI_ACTOR };
    const parcel = { courier: 'cj', trackingNumber: '123456789012' };
    expect(await auditOf(claimId)).toEqual([
      {
        ...cli,
        action: 'claim.approve',
        before: { status: 'REQUESTED', kind: 'EXCHANGE', reason: 'DEFECTIVE' },
        after: { status: 'APPROVED', parcel },
      },
      {
        ...cli,
        action: 'claim.complete',
        before: { status: 'APPROVED', kind: 'EXCHANGE', reason: 'DEFECTIVE' },
        after: { status: 'COMPLETED', parcel: { ...parcel, delivered: true } },
      },
    ]);
  });
});

describe('a refund the provider refuses', () => {
  // The provider refused, not the operator: the shop records it as the system.
  const undone = (refundId: unknown) => ({
    actorUserId: null,
    actorLabel: AUDIT_SYSTEM_ACTOR,
    action: 'claim.refund-refused',
    before: { status: 'APPROVED', refundAmount: 12_000, refundId },
    after: { status: 'REQUESTED' },
  });

  it('at once: the claim is REQUESTED again, and the log says so beside the approval', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    vi.spyOn(t.app.paymentProvider, 'cancel').mockRejectedValueOnce(refusedRefund());
    expect((await asOperator(claimId, 'approve')).status).toBe(409);
    expect(await statusOf(claimId)).toBe('REQUESTED');
    const [approved, reopened] = await auditOf(claimId);
    expect(approved).toMatchObject({ action: 'claim.approve', actorUserId: operator.id });
    expect(reopened).toEqual(undone((approved!.after as { refundId: number }).refundId));

    // Approved again, it refunds; the log has the three steps.
    expect((await asOperator(claimId, 'approve')).status).toBe(200);
    expect((await auditOf(claimId)).map((entry) => entry.action)).toEqual([
      'claim.approve',
      'claim.refund-refused',
      'claim.approve',
    ]);
  });

  it('later, when the sweep asks again: recorded as the system', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    const cancel = vi.spyOn(t.app.paymentProvider, 'cancel');
    cancel.mockRejectedValueOnce(
      new PaymentProviderError('unavailable', 'TIMEOUT', 'no answer within 20000 ms'),
    );
    expect((await asOperator(claimId, 'approve')).status).toBe(503);
    expect(await statusOf(claimId)).toBe('APPROVED');
    expect(await auditOf(claimId)).toHaveLength(1);

    cancel.mockRejectedValueOnce(refusedRefund());
    const counts = await retryStaleRefunds({
      db: t.db,
      provider: t.app.paymentProvider,
      notify: t.app.notify,
    });
    expect(counts.refused).toBe(1);
    expect(await statusOf(claimId)).toBe('REQUESTED');
    const [approved, reopened] = await auditOf(claimId);
    expect(reopened).toEqual(undone((approved!.after as { refundId: number }).refundId));
  });
});
