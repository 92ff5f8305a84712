/**
 * Kakao's JavaScript SDK for KakaoTalk sharing (KAKAO_JS_KEY), loaded only when 공유하기 is tapped:
 * a pinned version with its Subresource Integrity hash, so a changed file is refused. Here, not
 * in lib/config (in every page's first scripts), so only the screens that share carry it. Past
 * `loadTimeoutMs` the share sheet is still ours to open (a tap's activation lasts about 5 s).
 */
export const KAKAO_SDK = {
  src: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js',
  integrity: 'sha384-TiCUE00h649CAMonG018J2ujOgDKW/kVWlChEuu4jK2vxfAAD0eZxzCKakxg55G4',
  loadTimeoutMs: 3_000,
} as const;

/** A link in a KakaoTalk message: the page on phones and on computers. */
export interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}

interface KakaoContent {
  title: string;
  description?: string;
  imageUrl?: string;
  link: KakaoLink;
}

/**
 * Kakao's default templates we send: a feed (picture, title, description) or, for a product, a
 * commerce message with its price. Without `buttons` either has Kakao's one button, 자세히 보기,
 * to `content.link`.
 */
export type KakaoTemplate =
  | { objectType: 'feed'; content: KakaoContent }
  | {
      objectType: 'commerce';
      content: KakaoContent & { imageUrl: string };
      commerce: {
        productName: string;
        regularPrice: number;
        discountPrice?: number;
        discountRate?: number;
      };
    };

/** The parts of `window.Kakao` sharing uses. */
export interface KakaoSdk {
  init: (appKey: string) => void;
  isInitialized: () => boolean;
  Share: { sendDefault: (template: KakaoTemplate) => void };
}

declare global {
  interface Window {
    /** Kakao's JavaScript SDK, once loaded (not the postcode service's `kakao`). */
    Kakao?: Partial<KakaoSdk>;
  }
}

let pending: Promise<KakaoSdk> | null = null;
let failed = false;

const loaded = (): KakaoSdk | null => {
  const sdk = window.Kakao;
  return typeof sdk?.init === 'function' && typeof sdk.Share?.sendDefault === 'function'
    ? (sdk as KakaoSdk)
    : null;
};

/**
 * Loads the SDK once per page, checked against its integrity hash. Rejects at once after an
 * earlier failure (a blocked or altered script stays so) and after `timeoutMs` on a slow network,
 * so the tap can still open the share sheet. Never throws synchronously.
 */
export function loadKakaoSdk(timeoutMs: number = KAKAO_SDK.loadTimeoutMs): Promise<KakaoSdk> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  if (failed) return Promise.reject(new Error('Kakao SDK unavailable'));
  if (pending) return pending;
  pending = new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      failed = true;
      pending = null;
      reject(new Error(`Kakao SDK: ${reason}`));
    };
    const timer = window.setTimeout(() => fail('timeout'), timeoutMs);
    script.src = KAKAO_SDK.src;
    script.integrity = KAKAO_SDK.integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      const sdk = loaded();
      if (!sdk) return fail('no Kakao.Share');
      pending = null;
      resolve(sdk);
    };
    // Unreachable, blocked by the CSP, or refused for a hash that does not match.
    script.onerror = () => fail('blocked, unreachable or altered');
    document.head.append(script);
  });
  return pending;
}

/** Tests only: forget what happened. */
export function resetKakaoSdk() {
  failed = false;
  pending = null;
}
