/**
 * The back office (issue 22, decision 0043): who may run the shop, and what they did.
 * SHOPPER is everyone; an OPERATOR runs the shop from /admin; an OWNER is an operator who can also
 * make and unmake operators.
 */
export const USER_ROLES = ['SHOPPER', 'OPERATOR', 'OWNER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles the console (and every `/v1/admin` endpoint a person calls) accepts. */
export const CONSOLE_ROLES = ['OPERATOR', 'OWNER'] as const satisfies readonly UserRole[];

export const canUseConsole = (role: UserRole): boolean =>
  (CONSOLE_ROLES as readonly UserRole[]).includes(role);

/** What an audit entry is about. */
export const AUDIT_TARGETS = [
  'ORDER',
  'CLAIM',
  'REVIEW',
  'PRODUCT',
  'CURATION',
  'COUPON',
  'POINTS',
  'USER',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Who did it: a signed-in operator, or the admin CLI (X-Admin-Secret, no person). */
export const AUDIT_CLI_ACTOR = 'CLI';

/** A hidden review's reason: at least this much said, at most this long. */
export const REVIEW_HIDE_REASON = { min: 2, max: 200 } as const;

/** The console's lists: rows per page unless asked, and at most. */
export const CONSOLE_PAGE = { defaultPerPage: 20, maxPerPage: 100 } as const;

/** What an operator is told when console input is not well formed or not allowed. */
export const CONSOLE_MESSAGES = {
  reviewHideReason: `숨기는 이유를 ${REVIEW_HIDE_REASON.min}~${REVIEW_HIDE_REASON.max}자로 적어 주세요.`,
  dateRange: '기간은 YYYY-MM-DD로, 시작일이 종료일보다 앞서게 골라 주세요.',
  searchTooLong: '검색어는 50자 안으로 적어 주세요.',
  role: '역할은 SHOPPER, OPERATOR, OWNER 중 하나예요.',
  noSuchMember: '이 이메일로 가입한 회원이 없어요.',
  lastOwner: '대표 운영자가 한 명은 남아 있어야 해요.',
} as const;
