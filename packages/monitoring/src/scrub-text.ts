/*
 * Personal data out of text bound for error monitoring (decision 0035): e-mail addresses, phone
 * and card numbers, tokens, Korean street addresses, and every URL's query string and fragment.
 * Patterns, not a parser: they err towards removing too much.
 */

/** `?…` and `#…` after a URL or a path: query values are often personal (codes, e-mails). */
const URL_QUERY = /((?:[a-z][\w+.-]*:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g;
/** `token=…`, `"password": "…"`, `secret: …`: the name stays, the value goes. */
const NAMED_SECRET =
  /\b((?:access|refresh|id|push|fcm|device)?[_-]?token|authorization|cookie|password|secret|api[_-]?key|payment[_-]?key|sentry[_-]?key)(["']?\s*[:=]\s*["']?)(?:(?:Bearer|Basic)\s+)?[^\s"'&,;)}]+/gi;

/** Mobile, landline and +82 numbers, with or without separators; not inside longer digit runs. */
const PHONE =
  /(?<![\w-])(?:\+82[\s-]?0?\d{1,2}|0\d{1,2})[\s.-]?\d{3,4}[\s.-]?\d{4}(?![\w-])|(?<![\w-])01[016789]\d{7,8}(?![\w-])/g;
const CARD = /(?<![\w-])\d{4}[\s-]?\d{4}[\s-]?\d{4}[\s-]?\d{4}(?![\w-])/g;

const REGION =
  '(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충청|충북|충남|전라|전북|전남|경상|경북|경남|제주)';
/** A province or city and its district: 서울특별시 강남구, 경기도 성남시 분당구. */
const KOREAN_REGION = new RegExp(`${REGION}[가-힣]*(?:\\s+[가-힣]+(?:시|군|구))+`, 'g');
/** A road address's road and number (테헤란로 123, 세종대로8길 12-3) or a lot's (역삼동 123-45). */
const KOREAN_STREET =
  /[가-힣\d]+(?:로|길)(?:\s?\d+(?:번)?길)?\s?\d+(?:-\d+)?|[가-힣\d]+(?:동|리|가)\s?\d+(?:-\d+)?(?:번지)?/g;
/** A flat: 101동 202호. */
const KOREAN_UNIT = /\d+동\s?\d+호/g;

const EMAIL_MARK = '[email]';
const PHONE_MARK = '[phone]';
const ADDRESS_MARK = '[address]';
export const REDACTED = '[redacted]';

/** The text with personal data replaced by markers. */
export function scrubText(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(NAMED_SECRET, `$1$2${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(EMAIL, EMAIL_MARK)
    .replace(CARD, REDACTED)
    .replace(PHONE, PHONE_MARK)
    .replace(KOREAN_UNIT, ADDRESS_MARK)
    .replace(KOREAN_REGION, ADDRESS_MARK)
    .replace(KOREAN_STREET, ADDRESS_MARK);
}

/** A URL (or path) without its query string and fragment, the rest scrubbed as text. */
export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubText(cut === -1 ? url : url.slice(0, cut));
}

/** Keys whose values are personal or secret whatever they hold. */
const PERSONAL_KEY =
  /^(?:e-?mail|phone(?:number)?|receiver\w*|recipient|nickname|\w*address|zonecode|authorization|cookies?|set-cookie|x-admin-secret|password|\w*secret|\w*token|paymentkey|cardnumber|body|query|query_string|params)$/i;

const MAX_DEPTH = 6;

/** Strings scrubbed, personal keys redacted, at any depth up to MAX_DEPTH (then dropped). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    scrubbed[key] = PERSONAL_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return scrubbed;
}
