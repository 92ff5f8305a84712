import { ADDRESS_SEARCH, MESSAGES, type PostalAddress } from '@chorok/contract';
import { AppError } from '../../lib/app-error.ts';
import { listMetadata, pageWindow } from '../../lib/paging.ts';
import type { AddressSearchPage, AddressSearchProvider } from './provider.ts';

/*
 * The official road-address search API (도로명주소 검색 API, 행정안전부, business.juso.go.kr):
 * `GET {base}/addrLinkApi.do?confmKey=…&keyword=…&currentPage=…&countPerPage=…&resultType=json`.
 * It answers 200 with `results.common` (errorCode "0" or E0001…, totalCount as text) and
 * `results.juso` (null on an error), every field text. Its address fields map onto the Daum
 * fields of the contract's PostalAddress (decision 0022).
 */

export const JUSO_DEFAULT_BASE_URL = 'https://business.juso.go.kr/addrlink';
/** Longer than this and the sheet says so (and offers typing the address by hand). */
export const JUSO_TIMEOUT_MS = 3_000;

/** One address of `results.juso` (the fields read here; juso sends a few more). */
export interface JusoAddress {
  /** 전체 도로명주소: "서울특별시 마포구 월드컵북로 396 (상암동)" */
  roadAddr: string;
  /** 도로명주소 without 참고항목: "서울특별시 마포구 월드컵북로 396" */
  roadAddrPart1: string;
  /** 참고항목: " (상암동)", "(역삼동, 래미안아파트)" or "" */
  roadAddrPart2: string;
  jibunAddr: string;
  zipNo: string;
  /** 행정구역코드: the 법정동 code, 10 digits (Daum's bcode) */
  admCd: string;
  /** 도로명코드: 시군구 code (5) + road number (7), 12 digits */
  rnMgtSn: string;
  bdNm: string;
  siNm: string;
  sggNm: string;
  emdNm: string;
  rn: string;
}

export interface JusoResponse {
  results?: {
    common?: { errorCode?: string; errorMessage?: string; totalCount?: string | number };
    juso?: JusoAddress[] | null;
  };
}

/** What juso refuses in a keyword (its guide): these characters and SQL words. */
const REFUSED_CHARACTERS = /[%=><[\]]/g;
const SQL_WORDS =
  /(^|\s)(OR|SELECT|INSERT|DELETE|UPDATE|CREATE|DROP|EXEC|UNION|FETCH|DECLARE|TRUNCATE)(?=\s|$)/gi;

/** The keyword juso is sent: the refused characters and SQL words taken out, spaces tidied. */
export function jusoKeyword(query: string): string {
  return query
    .normalize('NFC')
    .replace(REFUSED_CHARACTERS, ' ')
    .replace(SQL_WORDS, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A field as text: juso sends every field as a string, but an answer is never trusted blindly. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** juso's answer in the contract's (Daum's) fields. */
export function toPostalAddress(row: Partial<JusoAddress>): PostalAddress {
  const roadAddress = text(row.roadAddrPart1);
  const bcode = text(row.admCd);
  return {
    zonecode: text(row.zipNo),
    address: roadAddress,
    addressType: 'R',
    jibunAddress: text(row.jibunAddr),
    roadAddress,
    sido: text(row.siNm),
    sigungu: text(row.sggNm),
    sigunguCode: bcode.slice(0, 5),
    roadnameCode: text(row.rnMgtSn).slice(5),
    bcode,
    roadname: text(row.rn),
    extraAddress: text(row.roadAddrPart2),
  };
}

/**
 * juso's error codes as the shopper's reason (400), or null for those that are ours to fix or
 * juso's (a bad or expired key, a system error): those are a 503 and a line in the log.
 */
function refusal(code: string): string | null {
  switch (code) {
    case 'E0005': // 검색어가 입력되지 않았습니다.
    case 'E0008': // 검색어는 두글자 이상 입력되어야 합니다.
      return MESSAGES.addressQueryLength;
    case 'E0006': // 주소를 상세히 입력해 주시기 바랍니다. (시도명으로는 검색이 불가합니다.)
      return MESSAGES.addressSearchTooBroad;
    case 'E0009': // 검색어는 문자와 숫자 같이 입력되어야 합니다.
    case 'E0012': // 특수문자와 숫자만으로 이루어진 검색어는 검색이 불가합니다.
      return MESSAGES.addressSearchNumbersOnly;
    case 'E0010': // 검색어가 너무 깁니다. (한글40자, 영문,숫자 80자 이하)
    case 'E0011': // 검색어에 너무 긴 숫자가 포함되어 있습니다. (숫자10자 이하)
      return MESSAGES.addressSearchTooLong;
    case 'E0013': // SQL 예약어 또는 특수문자( %,=,>,<,[,] )는 검색이 불가능 합니다.
      return MESSAGES.addressSearchCharacters;
    case 'E0015': // 검색 범위를 초과하였습니다. (9천건 초과)
      return MESSAGES.addressSearchTooMany;
    default:
      return null;
  }
}

const unavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', MESSAGES.addressSearchUnavailable, { cause });

export interface JusoOptions {
  /** 승인키 (confmKey) of the 검색API, from business.juso.go.kr. */
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

export class JusoAddressSearch implements AddressSearchProvider {
  private readonly apiKey: string;
  private readonly endpoint: string;
  private readonly timeoutMs: number;

  constructor(options: JusoOptions) {
    this.apiKey = options.apiKey;
    this.endpoint = `${(options.baseUrl ?? JUSO_DEFAULT_BASE_URL).replace(/\/+$/, '')}/addrLinkApi.do`;
    this.timeoutMs = options.timeoutMs ?? JUSO_TIMEOUT_MS;
  }

  async search(query: {
    query: string;
    page: number;
    perPage: number;
  }): Promise<AddressSearchPage> {
    const keyword = jusoKeyword(query.query);
    if (keyword.length < ADDRESS_SEARCH.minQueryLength)
      throw new AppError('BAD_REQUEST', MESSAGES.addressQueryLength);
    const params = new URLSearchParams({
      confmKey: this.apiKey,
      currentPage: String(query.page),
      countPerPage: String(query.perPage),
      keyword,
      resultType: 'json',
    });
    let body: JusoResponse;
    try {
      const response = await fetch(`${this.endpoint}?${params}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`juso: HTTP ${response.status}`);
      body = (await response.json()) as JusoResponse;
    } catch (error) {
      throw unavailable(error);
    }
    const common = body.results?.common;
    const code = common?.errorCode ?? '';
    if (code !== '0') {
      const reason = refusal(code);
      if (reason) throw new AppError('BAD_REQUEST', reason);
      throw unavailable(new Error(`juso: ${code || 'no errorCode'} ${common?.errorMessage ?? ''}`));
    }
    const total = Number(common?.totalCount ?? 0);
    const rows = body.results?.juso ?? [];
    if (!Number.isSafeInteger(total) || !Array.isArray(rows))
      throw unavailable(new Error('juso: malformed answer'));
    return {
      data: rows.map(toPostalAddress),
      metadata: listMetadata(pageWindow(query), total),
    };
  }
}
