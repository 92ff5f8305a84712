import { SIDO, type Sido } from '@chorok/contract';

/** Where a plant without a (known) address is taken to live. */
export const DEFAULT_SIDO: Sido = '서울특별시';

/** '서울특별시' → '서울', '경기도' → '경기', '강원특별자치도' → '강원'. */
const stem = (sido: string) => sido.replace(/(특별자치시|특별자치도|특별시|광역시|도)$/, '');

/** Names older addresses and people use, besides the stem and the full name. */
const OTHER_NAMES: Record<string, Sido> = {
  충북: '충청북도',
  충남: '충청남도',
  전북: '전북특별자치도',
  전라북도: '전북특별자치도',
  전남: '전라남도',
  경북: '경상북도',
  경남: '경상남도',
  강원도: '강원특별자치도',
  제주도: '제주특별자치도',
  세종시: '세종특별자치시',
};

const NAMES = new Map<string, Sido>();
for (const sido of SIDO) {
  NAMES.set(sido, sido);
  NAMES.set(stem(sido), sido);
  // '서울시', '부산시': only for the cities.
  if (/시$/.test(sido)) NAMES.set(`${stem(sido)}시`, sido);
}
for (const [name, sido] of Object.entries(OTHER_NAMES)) NAMES.set(name, sido);

/** The 시·도 an address names in its first word, or null when it names none. */
export function sidoOf(address: string): Sido | null {
  const first = address.trim().split(/\s+/)[0] ?? '';
  return NAMES.get(first) ?? null;
}

/**
 * The 시·도 whose weather a plant gets: its address's, or 서울특별시 when the address is empty or
 * does not start with a known region (addresses are free text; they are never refused for it).
 */
export function weatherSidoOf(address: string): Sido {
  return sidoOf(address) ?? DEFAULT_SIDO;
}
