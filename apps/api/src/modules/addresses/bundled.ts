import type { ListMetadata, PostalAddress } from '@chorok/contract';
import { listMetadata, pageWindow } from '../../lib/paging.ts';
import { loadDistricts, type District, type PlaceRow } from './data/road-addresses.ts';
import type { AddressSearchProvider } from './provider.ts';

/*
 * The search without a road-address API key (offline, development, tests): the bundled places
 * (data/road-addresses.json), expanded once into Daum's fields, and a matcher for what people
 * type — a road with or without its building number (테헤란로 152, 테헤란로152), a 동 with its lot
 * (역삼동 737), a building name or part of one (강남파이낸스), a zonecode, or any of these with the
 * city and district in front.
 */

/** Daum writes the big cities short (서울); people also type them in full or half (서울특별시, 서울시). */
const SIDO_NAMES: Readonly<Record<string, readonly string[]>> = {
  서울: ['서울특별시', '서울시'],
  부산: ['부산광역시', '부산시'],
  대구: ['대구광역시', '대구시'],
  인천: ['인천광역시', '인천시'],
  광주: ['광주광역시', '광주시'],
  대전: ['대전광역시', '대전시'],
  울산: ['울산광역시', '울산시'],
  경기: ['경기도'],
  제주특별자치도: ['제주도', '제주'],
};

/**
 * The form both sides are compared in: NFC, lower case, no spaces or punctuation, and the long
 * forms of city and province shortened (서울특별시 → 서울시, 제주특별자치도 → 제주도), so 서울시청
 * finds 서울특별시청.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/특별자치시|특별자치도|특별시|광역시/g, (long) => (long.endsWith('도') ? '도' : '시'))
    .replace(/[\s.,·()[\]'"&-]/g, '');
}

export type QueryToken =
  | { kind: 'text'; value: string }
  /** A building number, a lot (산 for mountain lots) or a zonecode: 152, 737-5, 산56-1, 06236. */
  | { kind: 'number'; value: string };

const NUMBER = /^산?\d+(?:-\d+)?$/;
/** A word with a number glued to its end: 테헤란로152, 역삼동737-5, 판교역로146번길20. */
const WORD_THEN_NUMBER = /^(.*[^\d-])(\d+(?:-\d+)?)$/;

export function queryTokens(query: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  for (const raw of query.normalize('NFC').split(/[\s,]+/)) {
    const part = raw.replace(/번지$/, '');
    if (!part) continue;
    if (NUMBER.test(part)) {
      tokens.push({ kind: 'number', value: part });
      continue;
    }
    const glued = WORD_THEN_NUMBER.exec(part);
    if (glued && glued[1] !== '산') {
      const word = normalize(glued[1]!);
      if (word) tokens.push({ kind: 'text', value: word });
      tokens.push({ kind: 'number', value: glued[2]! });
      continue;
    }
    const word = normalize(part);
    if (word) tokens.push({ kind: 'text', value: word });
  }
  return tokens;
}

/** One searchable place: the Daum fields it answers with and the keys it is matched on. */
export interface AddressEntry {
  address: PostalAddress;
  keys: {
    buildingName: string;
    roadname: string;
    buildingNo: string;
    /** 법정동 or 리 */
    dong: string;
    /** 읍 or 면, '' for a 동 */
    eupmyeon: string;
    jibun: string;
    zonecode: string;
    /** 강남구; 성남시, 분당구 and 성남시분당구 */
    sigungu: string[];
    /** 서울, 서울시 (서울특별시 normalised) … */
    sido: string[];
    roadAddress: string;
    jibunAddress: string;
  };
}

/** Daum's 참고항목: the 법정동 when it is a 동/로/가 (not a 리), then the building name. */
function extraAddressOf(dong: string, buildingName: string): string {
  const parts = [/[동로가]$/.test(dong) ? dong : '', buildingName].filter(Boolean);
  return parts.length ? `(${parts.join(', ')})` : '';
}

export function expand(district: District, row: PlaceRow): AddressEntry {
  const [road, buildingNo, dongKey, jibun, zonecode, buildingName] = row;
  const [eupmyeon, dong] = dongKey.includes(' ')
    ? (dongKey.split(' ') as [string, string])
    : ['', dongKey];
  const bcode = district.dongs[dongKey];
  const roadnameCode = district.roads[road];
  if (!bcode || !roadnameCode)
    throw new Error(`address data: ${district.sigungu} ${road} ${buildingNo} lacks a code`);
  const { sido, sigungu } = district;
  const roadAddress = [sido, sigungu, eupmyeon, road, buildingNo].filter(Boolean).join(' ');
  const jibunAddress = `${sido} ${sigungu} ${dongKey} ${jibun}`;
  const sigunguParts = sigungu.split(' ');
  return {
    address: {
      zonecode,
      address: roadAddress,
      addressType: 'R',
      jibunAddress,
      roadAddress,
      sido,
      sigungu,
      sigunguCode: district.sigunguCode,
      roadnameCode,
      bcode,
      roadname: road,
      extraAddress: extraAddressOf(dong, buildingName),
    },
    keys: {
      buildingName: normalize(buildingName),
      roadname: normalize(road),
      buildingNo,
      dong: normalize(dong),
      eupmyeon: normalize(eupmyeon),
      jibun,
      zonecode,
      sigungu: [...new Set([...sigunguParts.map(normalize), normalize(sigungu)])],
      sido: [...new Set([sido, ...(SIDO_NAMES[sido] ?? [])].map(normalize))],
      roadAddress: normalize(roadAddress),
      jibunAddress: normalize(jibunAddress),
    },
  };
}

let entries: AddressEntry[] | undefined;

/** Every bundled place, expanded on first use and kept (a few hundred small objects). */
export function addressEntries(): readonly AddressEntry[] {
  entries ??= loadDistricts().flatMap((district) =>
    district.places.map((row) => expand(district, row)),
  );
  return entries;
}

type Field = 'buildingName' | 'roadname' | 'dong' | 'eupmyeon' | 'sigungu' | 'sido';

/** [exact, starts with, contains] per field: a building or road named is worth more than a city. */
const TEXT_WEIGHTS: Readonly<Record<Field, readonly [number, number, number]>> = {
  buildingName: [60, 45, 35],
  roadname: [50, 35, 20],
  dong: [45, 30, 15],
  eupmyeon: [40, 25, 10],
  sigungu: [12, 8, 4],
  sido: [12, 8, 0],
};

function textMatch(value: string, key: string, weights: readonly [number, number, number]) {
  if (!key) return 0;
  if (key === value) return weights[0];
  if (key.startsWith(value)) return weights[1];
  return key.includes(value) ? weights[2] : 0;
}

interface TokenMatch {
  score: number;
  field: Field | 'number' | null;
}

function scoreText(value: string, keys: AddressEntry['keys']): TokenMatch {
  let best: TokenMatch = { score: 0, field: null };
  for (const field of Object.keys(TEXT_WEIGHTS) as Field[]) {
    const key = keys[field];
    const weights = TEXT_WEIGHTS[field];
    const score = Array.isArray(key)
      ? Math.max(0, ...key.map((k) => textMatch(value, k, weights)))
      : textMatch(value, key as string, weights);
    if (score > best.score) best = { score, field };
  }
  return best;
}

/** exact 40, same main number (25 for 25-2) 25, a number still being typed (15 → 152) 6. */
function numberMatch(value: string, key: string, exact: number, main: number, prefix: number) {
  if (!key) return 0;
  if (key === value) return exact;
  if (!value.includes('-') && key.split('-')[0] === value) return main;
  return key.startsWith(value) ? prefix : 0;
}

/**
 * A number after the road it belongs to (테헤란로 152) or after its 동 (역삼동 737) is worth
 * more than the same number anywhere: `previous` is what the token before it matched.
 */
function scoreNumber(value: string, keys: AddressEntry['keys'], previous: TokenMatch['field']) {
  const zonecode =
    value === keys.zonecode ? 100 : value.length >= 3 && keys.zonecode.startsWith(value) ? 10 : 0;
  const building = numberMatch(value, keys.buildingNo, 40, 25, 6);
  const lot = numberMatch(value, keys.jibun, 35, 20, 5);
  const inName = keys.buildingName.includes(value) ? 20 : 0;
  const paired =
    (previous === 'roadname' && building >= 25) || (previous === 'dong' && lot >= 20) ? 40 : 0;
  return Math.max(zonecode, building, lot, inName) + paired;
}

/**
 * The entry's score for the query; 0 when some token matches nothing (every word typed must be
 * found). The whole query spelling out the end of the address (테헤란로152, 역삼동 737) adds the
 * most of all.
 */
export function scoreEntry(entry: AddressEntry, tokens: QueryToken[], compact: string): number {
  let total = 0;
  let previous: TokenMatch['field'] = null;
  for (const token of tokens) {
    let match: TokenMatch;
    if (token.kind === 'text') match = scoreText(token.value, entry.keys);
    else match = { score: scoreNumber(token.value, entry.keys, previous), field: 'number' };
    if (match.score === 0) return 0;
    total += match.score;
    previous = match.field;
  }
  const { roadAddress, jibunAddress } = entry.keys;
  if (compact && (roadAddress.endsWith(compact) || jibunAddress.endsWith(compact))) total += 100;
  return total;
}

const collator = new Intl.Collator('ko', { numeric: true });

/** Every place matching the query, best first; ties in address order (테헤란로 134 before 152). */
export function searchAddresses(query: string): PostalAddress[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const compact = normalize(query.replace(/번지(?=\s|$)/g, ''));
  return addressEntries()
    .map((entry) => ({ entry, score: scoreEntry(entry, tokens, compact) }))
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        collator.compare(a.entry.address.roadAddress, b.entry.address.roadAddress),
    )
    .map((hit) => hit.entry.address);
}

/** One page of the bundled matches. */
export function searchAddressPage(query: { query: string; page: number; perPage: number }): {
  data: PostalAddress[];
  metadata: ListMetadata;
} {
  const matches = searchAddresses(query.query);
  const window = pageWindow(query);
  return {
    data: window.reachable ? matches.slice(window.offset, window.offset + window.limit) : [],
    metadata: listMetadata(window, matches.length),
  };
}

/** The bundled set as an AddressSearchProvider: answers at once, never fails. */
export const bundledAddressSearch: AddressSearchProvider = {
  search: async (query) => searchAddressPage(query),
};
