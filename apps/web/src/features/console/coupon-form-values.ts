import type { AdminCouponBody, CouponKind, CouponSource, ProductCategory } from '@chorok/contract';
import { AdminCouponBody as CouponSchema } from '@chorok/contract/schemas';

/*
 * 쿠폰 만들기's fields as typed, and the contract's AdminCouponBody over them: the body to send, or
 * each field's message (the contract's own words). Numbers that are not whole numbers go to the
 * contract as typed, so its message is the one shown.
 */

export type CouponScopeChoice = 'ALL' | 'CATEGORY' | 'PRODUCT';

export interface CouponValues {
  name: string;
  kind: CouponKind;
  value: string;
  maxDiscount: string;
  minOrderAmount: string;
  scope: CouponScopeChoice;
  categories: ProductCategory[];
  /** Product numbers, separated by commas or spaces. */
  productIds: string;
  source: CouponSource;
  code: string;
  validDays: string;
  /** A `datetime-local` value, read as Seoul time. */
  validUntil: string;
  issueLimit: string;
}

export const EMPTY_COUPON: CouponValues = {
  name: '',
  kind: 'FIXED',
  value: '',
  maxDiscount: '',
  minOrderAmount: '',
  scope: 'ALL',
  categories: [],
  productIds: '',
  source: 'OPERATOR',
  code: '',
  validDays: '30',
  validUntil: '',
  issueLimit: '',
};

export const COUPON_FIELDS = [
  'name',
  'kind',
  'value',
  'minOrderAmount',
  'maxDiscount',
  'categories',
  'productIds',
  'source',
  'code',
  'validDays',
  'validUntil',
  'issueLimit',
] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];
export type CouponErrors = Partial<Record<CouponField, string>>;

/** A typed number: whole numbers (commas allowed) become numbers, anything else stays as typed. */
function numberOf(text: string): number | string | undefined {
  const plain = text.replaceAll(',', '').trim();
  if (plain === '') return undefined;
  return /^-?\d+$/.test(plain) ? Number(plain) : plain;
}

/** '2026-12-31T23:59' in Seoul as an ISO 8601 instant with its offset. */
const seoulInstant = (local: string) =>
  local ? `${local.length === 16 ? `${local}:00` : local}+09:00` : undefined;

export function couponBodyOf(values: CouponValues): Record<string, unknown> {
  const productIds = values.productIds
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((id) => numberOf(id));
  return {
    name: values.name,
    kind: values.kind,
    value: numberOf(values.value),
    maxDiscount: values.kind === 'PERCENT' ? (numberOf(values.maxDiscount) ?? null) : undefined,
    minOrderAmount: numberOf(values.minOrderAmount),
    categories: values.scope === 'CATEGORY' ? values.categories : undefined,
    productIds: values.scope === 'PRODUCT' ? productIds : undefined,
    source: values.source,
    code: values.source === 'CODE' ? values.code || null : undefined,
    validDays: numberOf(values.validDays) ?? null,
    validUntil: seoulInstant(values.validUntil) ?? null,
    issueLimit: numberOf(values.issueLimit) ?? null,
  };
}

/** `scopeEmpty`: the words for a chosen scope left empty, which would quietly mean every product. */
export function checkCoupon(
  values: CouponValues,
  scopeEmpty: string,
): { body: AdminCouponBody } | { errors: CouponErrors } {
  const errors: CouponErrors = {};
  if (values.scope === 'CATEGORY' && values.categories.length === 0) errors.categories = scopeEmpty;
  if (values.scope === 'PRODUCT' && values.productIds.trim() === '') errors.productIds = scopeEmpty;
  const parsed = CouponSchema.safeParse(couponBodyOf(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CouponField;
      if (COUPON_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: couponBodyOf(values) as AdminCouponBody };
}
