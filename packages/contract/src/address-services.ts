/*
 * The outside services behind address entry (decision 0022). A module of its own, not in
 * constants.ts: only the address form (a lazy chunk) and the API read these, and constants.ts
 * is part of every page's first load.
 */

/**
 * The Kakao (formerly Daum) postcode service as of 2026 (its notices #1498, #1513): the script
 * from t1.kakaocdn.net, which draws the search in a frame from postcode.map.kakao.com. The page's
 * CSP allows exactly these two origins.
 */
export const KAKAO_POSTCODE = {
  script: 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
  scriptOrigin: 'https://t1.kakaocdn.net',
  frameOrigin: 'https://postcode.map.kakao.com',
  /** Longer than this and our own search is the quicker way. */
  loadTimeoutMs: 3_000,
} as const;

/** The road-address search API (juso.go.kr) answers at most 100 a page (its countPerPage). */
export const ADDRESS_SEARCH_MAX_PER_PAGE = 100;
