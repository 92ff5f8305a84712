import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The bundled address data (road-addresses.json): real, well-known Korean places (government
 * buildings, stations, universities, hospitals, museums, parks, shops) in Seoul, Gyeonggi, Busan,
 * Incheon, Daegu, Daejeon, Gwangju and Jeju, by district. It answers `GET /v1/addresses/search`
 * only without a road-address search key (JUSO_API_KEY): offline, in development and in tests
 * (decision 0022).
 *
 * Written by hand, offline, from knowledge of the places: the road names, building numbers, lots
 * (지번) and 5-digit zonecodes are the real ones to the best of that knowledge; the administrative
 * codes are in the official formats and consistent with each other (bcode = sigunguCode + 5
 * digits), but were not checked against the official registers (행정표준코드, 도로명주소 DB).
 *
 * `expand()` in bundled.ts turns each row into the full Daum field set (roadAddress,
 * jibunAddress, extraAddress, …), so the strings can never disagree with each other.
 */

/** [road name, building number, 법정동 (or "읍 리"), 지번, zonecode, building name] */
const PlaceRow = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string()]);
export type PlaceRow = z.infer<typeof PlaceRow>;

const District = z.object({
  /** As Daum writes it: 서울, 경기, 부산 … but 제주특별자치도 in full. */
  sido: z.string(),
  /** 강남구, 성남시 분당구 … */
  sigungu: z.string(),
  /** 5 digits */
  sigunguCode: z.string(),
  /** 법정동 (or "읍·면 리") → bcode, 10 digits */
  dongs: z.record(z.string(), z.string()),
  /** road name → roadnameCode, 7 digits */
  roads: z.record(z.string(), z.string()),
  places: z.array(PlaceRow),
});
export type District = z.infer<typeof District>;

/** Read (and checked) once, on the first search without a key. */
export function loadDistricts(): District[] {
  const text = readFileSync(new URL('./road-addresses.json', import.meta.url), 'utf8');
  return z.array(District).parse(JSON.parse(text));
}
