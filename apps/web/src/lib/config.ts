/*
 * The web app's own settings: spec §8/§9's numbers for the browser's router, queries, gestures and
 * loaders. The API never reads them, so they live here rather than in the contract.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long one request waits for the API (decision 0024): a read gives up after 15 s, once, and the
 * screen offers 다시 시도; a write keeps spec §9's 30 s, as it may wait on a payment or sign-in
 * provider whose outcome a shorter wait would leave unknown.
 */
export const API_TIMEOUT_MS = { read: 15_000, write: 30_000 } as const;

export const CACHE = {
  userInfoStaleMs: HOUR,
  userInfoGcMs: HOUR,
  listRefetchIntervalMs: 5 * MINUTE,
  metadataMs: HOUR,
  plantListMs: HOUR,
  dashboardMs: 10 * MINUTE,
} as const;

/** Spec §8, for failures that may pass (no connection, 5xx): never a 4xx or a timeout (0024). */
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

/** Tab counts above this read '9,999+' (spec §9). */
export const TAB_COUNT_MAX = 9_999;
