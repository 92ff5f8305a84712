import * as z from 'zod/mini';
import '../zod-setup.ts';
import { COUPON, COUPON_KINDS, COUPON_SOURCES } from '../benefits.ts';
import { BodyId, IsoDateTime, RouteId } from '../common.ts';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { CouponRuleSchema, RedeemCouponBody } from './benefits.ts';

/*
 * The operator's coupons and 적립금 (`npm run admin -- coupon …`, `points adjust`; decision
 * 0033), for the console and the CLI alike (`operator`, audited; decision 0043). The rules of what an operator may define live here once: the server checks a body with
 * them, and the CLI checks its options with them before it reaches any database.
 */

export const ADMIN_BENEFITS = {
  /** The largest won amount a coupon names (value, cap, minimum, issue limit). */
  wonMax: 100_000_000,
  /** The longest a received copy may stay usable. */
  validDaysMax: 3_650,
  /** The most one adjustment adds or takes. */
  pointsAdjustMax: 10_000_000,
  /** The note the member reads in their 적립금 history. */
  pointsNoteMax: 100,
} as const;

/** What the operator is told when a coupon or adjustment is not well formed. */
export const ADMIN_BENEFITS_MESSAGES = {
  name: `쿠폰 이름을 ${COUPON.nameMax}자 안으로 적어 주세요.`,
  kind: '쿠폰 종류는 FIXED(원) 또는 PERCENT(%)예요.',
  value: `할인 값을 정수로 적어 주세요: FIXED는 1원 이상, PERCENT는 할인율을 1~${COUPON.percentMax} 사이로요.`,
  maxDiscount: '최대 할인 금액을 1원 이상 정수로 적어 주세요.',
  maxOnlyPercent: '최대 할인은 PERCENT 쿠폰에만 있어요.',
  minOrderAmount: '최소 주문 금액을 0원 이상 정수로 적어 주세요.',
  categories: `상품 분류는 ${PRODUCT_CATEGORIES.join(', ')} 중에서 골라 주세요.`,
  productIds: '상품 번호를 양의 정수로 적어 주세요.',
  scopeBoth: '상품 분류와 상품 번호는 함께 쓸 수 없어요.',
  source: `쿠폰 출처는 ${COUPON_SOURCES.join(', ')} 중 하나예요.`,
  codeNeeded: '코드로 받는 쿠폰(CODE)에는 쿠폰 코드가 있어야 해요.',
  codeOnlyForCode: '쿠폰 코드는 코드로 받는 쿠폰(CODE)에만 써요.',
  validDays: `사용 기간을 1~${ADMIN_BENEFITS.validDaysMax}일 사이 정수로 적어 주세요.`,
  validUntil: '마지막 날을 날짜와 시각(ISO 8601)으로 적어 주세요.',
  untilPast: '마지막 날이 이미 지났어요.',
  validity: '사용 기간이 필요해요: 받은 뒤 며칠이나 마지막 날, 또는 둘 다.',
  issueLimit: '발급 한도를 1 이상 정수로 적어 주세요.',
  pointsAmount: `적립금은 0이 아닌 원 단위 정수로 적어 주세요 (1000 또는 -500, 절댓값 ${ADMIN_BENEFITS.pointsAdjustMax.toLocaleString('en-US')} 이하).`,
  pointsNote: `메모를 ${ADMIN_BENEFITS.pointsNoteMax}자 안으로 적어 주세요: 회원의 적립금 내역에 보여요.`,
} as const;
const M = ADMIN_BENEFITS_MESSAGES;

const whole = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message));
const won = (min: number, message: string) => whole(min, ADMIN_BENEFITS.wonMax, message);

/** A member named by e-mail, read without case or surrounding spaces. */
export const MemberEmail = z.pipe(
  z.string({ error: MESSAGES.emailFormat }).check(z.trim(), z.toLowerCase()),
  z.email({ error: MESSAGES.emailFormat }),
);

/**
 * A coupon as the operator defines it. Left out: no cap, no minimum, every product, no issue
 * limit, and OPERATOR (CODE when a code is given). A copy is usable for validDays after it is
 * received, until validUntil, or whichever ends first.
 */
export const AdminCouponBody = z
  .strictObject({
    name: z
      .string({ error: M.name })
      .check(z.trim(), z.minLength(1, M.name), z.maxLength(COUPON.nameMax, M.name)),
    kind: z.enum(COUPON_KINDS, { error: M.kind }),
    /** Won for FIXED, percent for PERCENT. */
    value: won(1, M.value),
    maxDiscount: z.optional(z.nullable(won(1, M.maxDiscount))),
    minOrderAmount: z.optional(won(0, M.minOrderAmount)),
    categories: z.optional(
      z.array(z.enum(PRODUCT_CATEGORIES, { error: M.categories }), { error: M.categories }),
    ),
    productIds: z.optional(z.array(BodyId(M.productIds), { error: M.productIds })),
    code: z.optional(z.nullable(RedeemCouponBody.shape.code)),
    source: z.optional(z.enum(COUPON_SOURCES, { error: M.source })),
    validDays: z.optional(z.nullable(whole(1, ADMIN_BENEFITS.validDaysMax, M.validDays))),
    validUntil: z.optional(z.nullable(z.iso.datetime({ offset: true, error: M.validUntil }))),
    issueLimit: z.optional(z.nullable(won(1, M.issueLimit))),
  })
  .check(
    z.refine((b) => b.kind !== 'PERCENT' || b.value <= COUPON.percentMax, {
      path: ['value'],
      error: M.value,
    }),
    z.refine((b) => b.kind === 'PERCENT' || b.maxDiscount == null, {
      path: ['maxDiscount'],
      error: M.maxOnlyPercent,
    }),
    z.refine((b) => !(b.categories?.length && b.productIds?.length), {
      path: ['productIds'],
      error: M.scopeBoth,
    }),
    z.refine((b) => b.source !== 'CODE' || b.code != null, { path: ['code'], error: M.codeNeeded }),
    z.refine((b) => b.code == null || (b.source ?? 'CODE') === 'CODE', {
      path: ['code'],
      error: M.codeOnlyForCode,
    }),
    z.refine((b) => b.validDays != null || b.validUntil != null, {
      path: ['validDays'],
      error: M.validity,
    }),
    z.refine((b) => b.validUntil == null || Date.parse(b.validUntil) > Date.now(), {
      path: ['validUntil'],
      error: M.untilPast,
    }),
  );
export type AdminCouponBody = z.input<typeof AdminCouponBody>;

/** A coupon of the shop as the operator sees it: its terms and how many copies went out. */
export const AdminCoupon = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  ...CouponRuleSchema.shape,
  source: z.enum(COUPON_SOURCES),
  validFrom: z.nullable(IsoDateTime),
  validUntil: z.nullable(IsoDateTime),
  validDays: z.nullable(z.int()),
  issueLimit: z.nullable(z.int()),
  issuedCount: z.int(),
  active: z.boolean(),
  createdAt: IsoDateTime,
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponIssue = z.object({
  coupon: AdminCoupon,
  userId: z.int(),
  /** The member's copy (user_coupons). */
  entryId: z.int(),
  expiresAt: IsoDateTime,
});
export type AdminCouponIssue = z.infer<typeof AdminCouponIssue>;

export const AdminPointsAdjustBody = z.strictObject({
  email: MemberEmail,
  /** Won to add (positive) or take (negative). */
  amount: z.int({ error: M.pointsAmount }).check(
    z.minimum(-ADMIN_BENEFITS.pointsAdjustMax, M.pointsAmount),
    z.maximum(ADMIN_BENEFITS.pointsAdjustMax, M.pointsAmount),
    z.refine((amount) => amount !== 0, M.pointsAmount),
  ),
  note: z
    .string({ error: M.pointsNote })
    .check(
      z.trim(),
      z.minLength(1, M.pointsNote),
      z.maxLength(ADMIN_BENEFITS.pointsNoteMax, M.pointsNote),
    ),
});
export type AdminPointsAdjustBody = z.input<typeof AdminPointsAdjustBody>;

export const AdminPointsAdjustment = z.object({
  userId: z.int(),
  /** The ADJUST entry in the member's history. */
  entryId: z.int(),
  amount: z.int(),
  /** When the points added expire; null for points taken. */
  expiresAt: z.nullable(IsoDateTime),
  /** Usable after the adjustment. */
  balance: z.int(),
});
export type AdminPointsAdjustment = z.infer<typeof AdminPointsAdjustment>;

const CouponParams = z.object({ id: RouteId() });

export const adminBenefitsEndpoints = {
  adminListCoupons: defineEndpoint({
    id: 'adminListCoupons',
    method: 'GET',
    path: '/admin/coupons',
    summary: 'Operator: every coupon of the shop, newest first, with its terms and copies issued',
    tag: 'admin',
    auth: 'operator',
    data: z.object({ coupons: z.array(AdminCoupon) }),
  }),
  adminCreateCoupon: defineEndpoint({
    id: 'adminCreateCoupon',
    method: 'POST',
    path: '/admin/coupons',
    summary:
      'Operator: define a coupon (FIXED won or PERCENT off, on all goods, categories or products); a CODE coupon is typed by shoppers, WELCOME goes to new accounts, OPERATOR is issued by hand',
    tag: 'admin',
    auth: 'operator',
    body: AdminCouponBody,
    data: AdminCoupon,
    successStatus: 201,
  }),
  adminIssueCoupon: defineEndpoint({
    id: 'adminIssueCoupon',
    method: 'POST',
    path: '/admin/coupons/:id/issue',
    summary:
      'Operator: give one copy of an active coupon to one member (by e-mail); refused when they hold it already or the coupon ran out',
    tag: 'admin',
    auth: 'operator',
    params: CouponParams,
    body: z.strictObject({ email: MemberEmail }),
    data: AdminCouponIssue,
    successStatus: 201,
  }),
  adminDeactivateCoupon: defineEndpoint({
    id: 'adminDeactivateCoupon',
    method: 'POST',
    path: '/admin/coupons/:id/deactivate',
    summary:
      'Operator: stop handing a coupon out (codes, sign-ups, issue); copies already received stay usable',
    tag: 'admin',
    auth: 'operator',
    params: CouponParams,
    data: z.object({ coupon: AdminCoupon, changed: z.boolean() }),
  }),
  adminAdjustPoints: defineEndpoint({
    id: 'adminAdjustPoints',
    method: 'POST',
    path: '/admin/points/adjust',
    summary: `Operator: add (expiring after the usual period) or take a member's 적립금 with a note they see; never below zero`,
    tag: 'admin',
    auth: 'operator',
    body: AdminPointsAdjustBody,
    data: AdminPointsAdjustment,
    successStatus: 201,
  }),
} as const;
