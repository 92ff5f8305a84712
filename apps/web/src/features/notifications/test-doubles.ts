import { vi } from 'vitest';

/** A 65-byte P-256 public key as base64url, the shape of a VAPID key. */
export const VAPID_KEY =
  'BAADBgkMDxIVGBseISQnKi0wMzY5PD9CRUhLTlFUV1pdYGNmaWxvcnV4e36BhIeKjZCTlpmcn6KlqKuusbS3ur0';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fetch double answering the API by "METHOD /path" (without /v1) with the envelope; records
 * every call. A route that is not listed answers 404.
 */
export function fakeApi(routes: Record<string, { status?: number; data: unknown }>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const answer = routes[`${method} ${path}`];
    const status = answer?.status ?? (answer ? 200 : 404);
    return new Response(
      JSON.stringify({
        data: answer ? answer.data : null,
        message: answer ? 'OK' : '없음',
        status,
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

export interface FakePush {
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  getSubscription: ReturnType<typeof vi.fn>;
  register: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  setPermission: (p: NotificationPermission) => void;
}

export const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPubKey', auth: 'authSecret' },
};

/** Notification, PushManager and a service worker registration, as a supporting browser has them. */
export function installFakePush(permission: NotificationPermission): FakePush {
  let current = permission;
  const unsubscribe = vi.fn(async () => true);
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: null },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe,
  };
  const subscribe = vi.fn(async () => subscription);
  const getSubscription = vi.fn(async () => null as typeof subscription | null);
  const registration = { pushManager: { subscribe, getSubscription } };
  const register = vi.fn(async () => registration);
  const requestPermission = vi.fn(async () => current);
  vi.stubGlobal('Notification', {
    get permission() {
      return current;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistration: vi.fn(async () => registration),
      addEventListener: vi.fn(),
      controller: null,
    },
  });
  return {
    requestPermission,
    subscribe,
    getSubscription,
    register,
    unsubscribe,
    setPermission: (p) => {
      current = p;
    },
  };
}

export function removeFakePush() {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}
