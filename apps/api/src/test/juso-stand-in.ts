import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the road-address search API (business.juso.go.kr/addrlink/addrLinkApi.do)
 * for the API tests and the e2e runs: the same request (confmKey, keyword, currentPage,
 * countPerPage, resultType=json) and the same answer — 200 with `results.common` (errorCode,
 * errorMessage, totalCount, currentPage, countPerPage, all text) and `results.juso` (null on an
 * error) — over a few sample addresses, with juso's keyword checks and error codes. A test may
 * script the next answer (an error code juso gives for its own reasons) or make it hang.
 *
 * The sample rows are real places written in juso's fields; the codes (admCd, rnMgtSn, bdMgtSn)
 * have the official formats but were not checked against the register. No imports from the app:
 * the e2e runs load this file too.
 */

/**
 * siNm|sggNm|emdNm|liNm|rn|지하|building number|lot|zipNo|bdNm|공동주택|admCd|rnMgtSn — one
 * address a line, "지하" and "공동주택" present or empty.
 */
const ROWS = `
서울특별시|마포구|상암동||월드컵북로||396|1605|03925|누리꿈스퀘어||1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||400|1601|03925|서울산업진흥원||1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||402|1601|03925|KGIT센터||1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||361|1581|03923|||1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||366|1587|03923|||1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||377|1595|03925|||1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||434|1706|03900|상암월드컵파크7단지|공동주택|1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||440|1709|03900|상암월드컵파크6단지|공동주택|1144012700|114403113019
서울특별시|마포구|상암동||월드컵북로||501|1738|03901|상암월드컵파크10단지|공동주택|1144012700|114403113019
서울특별시|마포구|성산동||월드컵북로||235|600|03937|성산시영아파트|공동주택|1144012500|114403113019
서울특별시|마포구|성산동||월드컵로||240|515|03932|서울월드컵경기장||1144012500|114403115004
서울특별시|강남구|역삼동||테헤란로||152|737|06236|강남파이낸스센터||1168010100|116803121022
서울특별시|중구|태평로1가||세종대로|지하|2|31|04524|시청역||1114010300|111404100135
경기도|성남시 분당구|백현동||판교역로||166|532|13529|카카오 판교 아지트||4113511000|411353180030
제주특별자치도|서귀포시|성산읍|성산리|일출로||284-12|1|63643|성산일출봉||5013025921|501304779364
`
  .trim()
  .split('\n');

const COLUMNS = [
  'siNm',
  'sggNm',
  'emdNm',
  'liNm',
  'rn',
  'underground',
  'number',
  'lot',
  'zipNo',
  'bdNm',
  'apt',
  'admCd',
  'rnMgtSn',
] as const;

function jusoOf(line: string) {
  const fields = line.split('|');
  const row = Object.fromEntries(COLUMNS.map((name, i) => [name, fields[i] ?? ''])) as Record<
    (typeof COLUMNS)[number],
    string
  >;
  const { siNm, sggNm, emdNm, liNm, rn, underground, number, lot, zipNo, bdNm, apt } = row;
  const { admCd, rnMgtSn } = row;
  const [buldMnnm = '', buldSlno = '0'] = number.split('-');
  const [lnbrMnnm = '', lnbrSlno = '0'] = lot.split('-');
  const town = /[읍면]$/.test(emdNm);
  const roadAddrPart1 = [siNm, sggNm, town ? emdNm : '', rn, underground, number]
    .filter(Boolean)
    .join(' ');
  // 참고항목: the 동 (not a 읍·면's 리) and a 공동주택's name, as juso writes it.
  const extra = [town ? '' : emdNm, apt ? bdNm : ''].filter(Boolean);
  const roadAddrPart2 = extra.length ? `(${extra.join(', ')})` : '';
  return {
    detBdNmList: '',
    engAddr: '',
    rn,
    emdNm,
    zipNo,
    roadAddrPart2,
    emdNo: '01',
    sggNm,
    jibunAddr: [siNm, sggNm, emdNm, liNm, lot].filter(Boolean).join(' '),
    siNm,
    roadAddrPart1,
    bdNm,
    admCd,
    udrtYn: underground ? '1' : '0',
    lnbrMnnm,
    roadAddr: `${roadAddrPart1}${roadAddrPart2}`,
    lnbrSlno,
    buldMnnm,
    bdKdcd: apt ? '1' : '0',
    liNm,
    rnMgtSn,
    mtYn: '0',
    bdMgtSn: `${admCd}1${lnbrMnnm.padStart(4, '0')}${lnbrSlno.padStart(4, '0')}000001`,
    buldSlno,
  };
}
export type StandInJuso = ReturnType<typeof jusoOf>;

const ADDRESSES = ROWS.map(jusoOf);

/** juso's own wording for each code (its guide). */
export const JUSO_ERRORS: Record<string, string> = {
  '-999': '시스템에러',
  E0001: '승인되지 않은 KEY 입니다.',
  E0005: '검색어가 입력되지 않았습니다.',
  E0006: '주소를 상세히 입력해 주시기 바랍니다.',
  E0008: '검색어는 두글자 이상 입력되어야 합니다.',
  E0009: '검색어는 문자와 숫자 같이 입력되어야 합니다.',
  E0010: '검색어가 너무 깁니다. (한글40자, 영문,숫자 80자 이하)',
  E0011: '검색어에 너무 긴 숫자가 포함되어 있습니다. (숫자10자 이하)',
  E0012: '특수문자와 숫자만으로 이루어진 검색어는 검색이 불가합니다.',
  E0013: 'SQL 예약어 또는 특수문자( %,=,>,<,[,] )는 검색이 불가능 합니다.',
  E0014: '개발승인키 기간이 만료되어 서비스를 이용하실 수 없습니다.',
  E0015: '검색 범위를 초과하였습니다.',
};

const SIDO_ONLY =
  /^(서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)(특별시|광역시|특별자치시|특별자치도|도|시)?$/;
const SQL_WORD =
  /(^|\s)(OR|SELECT|INSERT|DELETE|UPDATE|CREATE|DROP|EXEC|UNION|FETCH|DECLARE|TRUNCATE)(\s|$)/i;

/** juso's checks of a keyword, in its order: the error code, or null when it may be searched. */
export function jusoKeywordError(keyword: string): string | null {
  const compact = keyword.replace(/\s/g, '');
  if (!compact) return 'E0005';
  if (/[%=><[\]]/.test(keyword) || SQL_WORD.test(keyword)) return 'E0013';
  if (compact.length < 2) return 'E0008';
  if (/^\d+$/.test(compact)) return 'E0009';
  if (!/[A-Za-z가-힣ㄱ-ㅎ]/.test(compact)) return 'E0012';
  const hangul = (compact.match(/[가-힣]/g) ?? []).length;
  if (hangul > 40 || compact.length > 80) return 'E0010';
  if (/\d{11,}/.test(compact)) return 'E0011';
  if (SIDO_ONLY.test(compact)) return 'E0006';
  return null;
}

/** Every word of the keyword in the address (spaces ignored, as juso matches 월드컵북로396). */
function matches(address: StandInJuso, keyword: string): boolean {
  const haystack = `${address.roadAddr}${address.jibunAddr}${address.bdNm}`.replace(/\s/g, '');
  return keyword.split(/\s+/).every((word) => haystack.includes(word));
}

export interface JusoStandIn {
  /** The JUSO_API_BASE_URL to give the server (…/addrlink). */
  baseUrl: string;
  /** The query of every request received, newest last. */
  requests: URLSearchParams[];
  /** The next answer's error code instead of the search (juso's own reasons: E0014, -999 …). */
  failNextWith: string | null;
  /** While true, requests get no answer at all (a timeout). */
  hang: boolean;
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1, accepting `apiKey` as its only confmKey. */
export async function startJusoStandIn(apiKey: string): Promise<JusoStandIn> {
  const hanging = new Set<ServerResponse>();
  const standIn: JusoStandIn = {
    baseUrl: '',
    requests: [],
    failNextWith: null,
    hang: false,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const answer = (res: ServerResponse, common: Record<string, string>, juso: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify({ results: { common, juso } }));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/addrlink/addrLinkApi.do') {
      res.writeHead(404).end();
      return;
    }
    const query = url.searchParams;
    standIn.requests.push(query);
    if (standIn.hang) {
      hanging.add(res);
      return;
    }
    const currentPage = Math.max(1, Number(query.get('currentPage')) || 1);
    const countPerPage = Math.min(100, Math.max(1, Number(query.get('countPerPage')) || 10));
    const paging = { currentPage: String(currentPage), countPerPage: String(countPerPage) };
    const keyword = (query.get('keyword') ?? '').trim();
    const code =
      standIn.failNextWith ??
      (query.get('confmKey') !== apiKey ? 'E0001' : jusoKeywordError(keyword));
    standIn.failNextWith = null;
    if (code) {
      answer(
        res,
        { errorMessage: JUSO_ERRORS[code] ?? code, totalCount: '0', errorCode: code, ...paging },
        null,
      );
      return;
    }
    const found = ADDRESSES.filter((address) => matches(address, keyword));
    const page = found.slice((currentPage - 1) * countPerPage, currentPage * countPerPage);
    answer(
      res,
      { errorMessage: '정상', totalCount: String(found.length), errorCode: '0', ...paging },
      page,
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  standIn.baseUrl = `http://127.0.0.1:${port}/addrlink`;
  return standIn;
}
