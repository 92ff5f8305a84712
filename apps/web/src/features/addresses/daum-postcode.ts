import { KAKAO_POSTCODE, type PostalAddress } from '@chorok/contract';

// Decision 0022: Kakao's (formerly Daum's) postcode search, loaded on demand, embedded in a sheet.

export const DAUM_POSTCODE_SCRIPT = KAKAO_POSTCODE.script;
export const DAUM_LOAD_TIMEOUT_MS = KAKAO_POSTCODE.loadTimeoutMs;

/** What Daum's `oncomplete` hands over (the fields we read). */
export interface DaumPostcodeData {
  zonecode: string;
  address: string;
  addressType: 'R' | 'J';
  userSelectedType?: 'R' | 'J';
  roadAddress: string;
  autoRoadAddress?: string;
  jibunAddress: string;
  autoJibunAddress?: string;
  sido: string;
  sigungu: string;
  sigunguCode: string;
  roadnameCode: string;
  bcode: string;
  bname: string;
  roadname: string;
  buildingName: string;
  apartment: 'Y' | 'N';
}

export interface DaumPostcodeOptions {
  oncomplete: (data: DaumPostcodeData) => void;
  /** Size of the drawn search; '100%' fills the element it is embedded in. */
  width?: string | number;
  height?: string | number;
}

export interface DaumPostcodeApi {
  Postcode: new (options: DaumPostcodeOptions) => {
    /** Draws the search inside `element` (a frame). */
    embed: (element: HTMLElement, options?: { q?: string; autoClose?: boolean }) => void;
  };
}

declare global {
  interface Window {
    /** The service's namespace since 2026 (its notice #1498). */
    kakao?: Partial<DaumPostcodeApi>;
    /** The old namespace, still defined by the same script. */
    daum?: Partial<DaumPostcodeApi>;
  }
}

/**
 * Daum's 참고항목, as its own guide builds it: the legal dong (when it ends in 동/로/가) and the
 * building name of an apartment complex, in brackets — "(역삼동, 역삼빌딩)"; '' when neither.
 */
export function daumExtraAddress(
  data: Pick<DaumPostcodeData, 'bname' | 'buildingName' | 'apartment'>,
) {
  const parts: string[] = [];
  if (data.bname && /[동로가]$/.test(data.bname)) parts.push(data.bname);
  if (data.buildingName && data.apartment === 'Y') parts.push(data.buildingName);
  return parts.length > 0 ? `(${parts.join(', ')})` : '';
}

/** Daum's answer in the contract's fields; an address chosen as 지번 keeps its road address too. */
export function toPostalAddress(data: DaumPostcodeData): PostalAddress {
  return {
    zonecode: data.zonecode,
    address: data.address,
    addressType: data.addressType,
    jibunAddress: data.jibunAddress || data.autoJibunAddress || '',
    roadAddress: data.roadAddress || data.autoRoadAddress || '',
    sido: data.sido,
    sigungu: data.sigungu,
    sigunguCode: data.sigunguCode,
    roadnameCode: data.roadnameCode,
    bcode: data.bcode,
    roadname: data.roadname,
    extraAddress: daumExtraAddress(data),
  };
}

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
let state: LoadState = 'idle';
let pending: Promise<DaumPostcodeApi> | null = null;

const loaded = (): DaumPostcodeApi | null => {
  for (const namespace of [window.kakao, window.daum])
    if (typeof namespace?.Postcode === 'function') return namespace as DaumPostcodeApi;
  return null;
};

/**
 * Loads the script once per page. Rejects at once when offline or after an earlier failure (a
 * CSP that blocked it will block it again), and after DAUM_LOAD_TIMEOUT_MS when the network is
 * slow. Never throws synchronously.
 */
export function loadDaumPostcode(timeoutMs = DAUM_LOAD_TIMEOUT_MS): Promise<DaumPostcodeApi> {
  const api = loaded();
  if (api) {
    state = 'ready';
    return Promise.resolve(api);
  }
  if (state === 'failed') return Promise.reject(new Error('Daum postcode unavailable'));
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return Promise.reject(new Error('offline'));
  if (pending) return pending;
  state = 'loading';
  pending = new Promise<DaumPostcodeApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      state = 'failed';
      pending = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('timeout'), timeoutMs);
    script.src = DAUM_POSTCODE_SCRIPT;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      const ready = loaded();
      if (!ready) return fail('no Postcode');
      state = 'ready';
      resolve(ready);
    };
    script.onerror = () => fail('blocked or unreachable');
    document.head.append(script);
  });
  return pending;
}

/** Where loading stands now (`failed` is for good: the sheet then opens on our own search). */
export function daumPostcodeState(): LoadState {
  if (state !== 'ready' && loaded()) state = 'ready';
  return state;
}

/** Tests only: forget what happened, or start from a failure (no script will load). */
export function resetDaumPostcode(to: 'idle' | 'failed' = 'idle') {
  state = to;
  pending = null;
}
