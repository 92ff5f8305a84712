/** Business constants and limits of spec §9, and the few the API adds. */
export const PAGING = {
  defaultPage: 1,
  defaultPerPage: 20,
  maxPerPage: 10_000,
  reviewPerPage: 10,
} as const;
export const METADATA_ID_RANGE = { min: 1, max: 100 } as const;

export const API_BASE_PATH = '/v1';
export const API_TIMEOUT_MS = 30_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const CACHE = {
  userInfoStaleMs: HOUR,
  userInfoGcMs: HOUR,
  listRefetchIntervalMs: 5 * MINUTE,
  metadataMs: HOUR,
  plantListMs: HOUR,
  dashboardMs: 10 * MINUTE,
} as const;

export const QUERY_RETRY = { count: 3, initialDelayMs: 1_000, maxDelayMs: 30_000 } as const;

export const SERVICE_WORKER = { updateIntervalMs: HOUR, updateDelayMs: 500 } as const;
export const NOTIFICATION_PERMISSION_DELAY_MS = 1_000;

export const ROUTER_OPTIONS = {
  defaultPreloadDelay: 50,
  defaultPendingMs: 1_000,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * MINUTE,
  defaultPreloadStaleTime: 30_000,
  parsedPathCacheSize: 1_000,
  scrollThrottleMs: 100,
  viewportPreloadMarginPx: 100,
} as const;

export const PRESS = {
  longPressMs: 250,
  clickDelayMs: 120,
  dragThresholdTouchPx: 10,
  dragThresholdOtherPx: 2,
} as const;
export const CAROUSEL = { dragThreshold: 10, duration: 25 } as const;
export const DRAWER = {
  durationS: 0.5,
  closeThreshold: 0.25,
  scrollLockTimeoutMs: 100,
  velocityThreshold: 0.4,
} as const;
export const TRANSLATION_LOADER = { parallelReads: 10, retries: 5, initialWaitMs: 350 } as const;
export const I18N = {
  fallbackLng: 'kr',
  namespace: 'translations',
  languages: ['kr', 'en'],
} as const;

export const TAB_COUNT_MAX = 9_999;

export const TEMP_CODE = { prefix: 'code', ttlMs: 10 * MINUTE } as const;
export const ACCESS_TOKEN_TTL_S = 30 * 24 * 60 * 60;

export const SUPPORT_EMAIL = 'help@chorok.kr';
export const LOGIN_TYPES = ['kakao', 'naver', 'apple', 'temporary', 'demo'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
