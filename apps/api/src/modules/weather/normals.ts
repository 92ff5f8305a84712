import type { Sido } from '@chorok/contract';

/**
 * Monthly climate normals (January … December) for one city per 시·도, rounded from the Korea
 * Meteorological Administration's 1991–2020 normals: mean temperature (°C), mean relative
 * humidity (%), and the share of days with precipitation (≥ 0.1 mm). Humidity and precipitation
 * follow one of four regional patterns; the temperatures are each city's own.
 */
export interface MonthlyNormals {
  /** The city the figures are for. */
  city: string;
  temperatureC: readonly number[];
  humidityPct: readonly number[];
  wetDayShare: readonly number[];
  /** How much worse than the national pattern its fine dust tends to be (1 = typical). */
  dustFactor: number;
}

// Central and northern inland: dry winters, wet monsoon summers.
const CENTRAL_HUMIDITY = [57, 55, 56, 56, 62, 68, 79, 77, 71, 66, 63, 59];
const CENTRAL_WET = [0.2, 0.2, 0.25, 0.27, 0.28, 0.33, 0.5, 0.48, 0.3, 0.2, 0.27, 0.25];
// South-east (Gyeongsang): the driest winters in Korea.
const SOUTHEAST_HUMIDITY = [49, 50, 55, 59, 65, 73, 80, 78, 74, 65, 57, 50];
const SOUTHEAST_WET = [0.13, 0.17, 0.27, 0.3, 0.3, 0.37, 0.47, 0.42, 0.33, 0.2, 0.2, 0.13];
// South-west (Jeolla): sea-effect snow and drizzle in winter.
const SOUTHWEST_HUMIDITY = [68, 66, 63, 62, 66, 73, 80, 78, 75, 71, 70, 70];
const SOUTHWEST_WET = [0.4, 0.33, 0.3, 0.3, 0.3, 0.35, 0.48, 0.45, 0.32, 0.22, 0.33, 0.42];
// Jeju: humid and mild all year.
const JEJU_HUMIDITY = [67, 66, 66, 68, 72, 79, 82, 79, 75, 68, 67, 67];
const JEJU_WET = [0.45, 0.4, 0.38, 0.35, 0.33, 0.4, 0.42, 0.42, 0.35, 0.25, 0.32, 0.42];

const central = (city: string, temperatureC: number[], dustFactor = 1): MonthlyNormals => ({
  city,
  temperatureC,
  humidityPct: CENTRAL_HUMIDITY,
  wetDayShare: CENTRAL_WET,
  dustFactor,
});
const southeast = (city: string, temperatureC: number[], dustFactor = 0.9): MonthlyNormals => ({
  city,
  temperatureC,
  humidityPct: SOUTHEAST_HUMIDITY,
  wetDayShare: SOUTHEAST_WET,
  dustFactor,
});
const southwest = (city: string, temperatureC: number[], dustFactor = 0.9): MonthlyNormals => ({
  city,
  temperatureC,
  humidityPct: SOUTHWEST_HUMIDITY,
  wetDayShare: SOUTHWEST_WET,
  dustFactor,
});

export const NORMALS: Record<Sido, MonthlyNormals> = {
  서울특별시: central(
    '서울',
    [-2.0, 0.6, 5.8, 12.5, 17.8, 22.2, 24.9, 25.7, 21.2, 14.8, 7.2, 0.4],
    1.1,
  ),
  부산광역시: southeast(
    '부산',
    [3.6, 5.4, 9.2, 13.8, 17.7, 20.9, 24.2, 25.9, 22.5, 17.9, 11.8, 5.8],
    0.8,
  ),
  대구광역시: southeast(
    '대구',
    [0.6, 3.2, 8.3, 14.3, 19.4, 23.3, 26.0, 26.6, 21.9, 15.8, 8.9, 2.4],
    1,
  ),
  인천광역시: central(
    '인천',
    [-1.5, 0.5, 5.2, 11.0, 16.3, 20.6, 24.0, 25.4, 21.5, 15.2, 7.8, 1.0],
    1.1,
  ),
  광주광역시: southwest(
    '광주',
    [1.0, 2.9, 7.6, 13.4, 18.7, 22.8, 25.9, 26.6, 22.3, 16.0, 9.2, 3.0],
  ),
  대전광역시: central('대전', [-0.9, 1.4, 6.6, 12.8, 18.1, 22.4, 25.4, 25.9, 21.3, 14.7, 7.6, 1.2]),
  울산광역시: southeast(
    '울산',
    [2.3, 4.2, 8.4, 13.6, 18.0, 21.4, 25.1, 26.1, 22.1, 16.8, 10.3, 4.3],
    0.9,
  ),
  세종특별자치시: central(
    '세종',
    [-1.5, 1.0, 6.3, 12.4, 17.8, 22.1, 25.1, 25.5, 20.7, 13.9, 6.9, 0.6],
  ),
  경기도: central(
    '수원',
    [-1.9, 0.6, 5.8, 12.1, 17.6, 22.0, 24.9, 25.6, 21.0, 14.4, 7.0, 0.4],
    1.1,
  ),
  강원특별자치도: central(
    '춘천',
    [-4.1, -1.2, 4.7, 11.6, 17.3, 21.8, 24.8, 25.2, 19.9, 12.6, 5.4, -1.8],
    0.7,
  ),
  충청북도: central(
    '청주',
    [-1.2, 1.3, 6.7, 13.1, 18.5, 22.8, 25.7, 26.1, 21.4, 14.7, 7.4, 0.9],
    1.1,
  ),
  충청남도: central('홍성', [-1.3, 0.9, 5.9, 11.9, 17.4, 21.8, 25.0, 25.4, 20.8, 14.2, 7.1, 0.8]),
  전북특별자치도: southwest(
    '전주',
    [-0.3, 1.9, 6.9, 13.0, 18.5, 22.7, 25.9, 26.3, 21.7, 15.1, 8.1, 1.8],
    1,
  ),
  전라남도: southwest(
    '목포',
    [1.8, 3.3, 7.3, 12.6, 17.6, 21.6, 25.3, 26.6, 22.8, 17.0, 10.6, 4.4],
    0.8,
  ),
  경상북도: southeast(
    '안동',
    [-1.9, 0.9, 6.5, 12.9, 18.3, 22.2, 25.2, 25.3, 20.3, 13.4, 6.3, 0.1],
    0.9,
  ),
  경상남도: southeast(
    '창원',
    [2.4, 4.4, 8.6, 13.7, 18.2, 21.8, 25.1, 26.3, 22.4, 16.9, 10.3, 4.2],
    0.9,
  ),
  제주특별자치도: {
    city: '제주',
    temperatureC: [6.1, 7.0, 10.0, 14.3, 18.4, 21.9, 26.3, 27.2, 23.6, 18.8, 13.3, 8.4],
    humidityPct: JEJU_HUMIDITY,
    wetDayShare: JEJU_WET,
    dustFactor: 0.5,
  },
};

/**
 * The national pattern of fine dust by month: the chance a day's air is BAD or worse, and the
 * chance it is GOOD. Spring brings yellow dust (황사) from March to May, winter the worst fine
 * dust (stagnant air, heating); the summer monsoon washes the air.
 */
export const DUST_BY_MONTH: readonly { bad: number; good: number }[] = [
  { bad: 0.25, good: 0.2 },
  { bad: 0.25, good: 0.2 },
  { bad: 0.3, good: 0.15 },
  { bad: 0.25, good: 0.2 },
  { bad: 0.15, good: 0.3 },
  { bad: 0.06, good: 0.45 },
  { bad: 0.03, good: 0.6 },
  { bad: 0.03, good: 0.6 },
  { bad: 0.04, good: 0.55 },
  { bad: 0.08, good: 0.45 },
  { bad: 0.15, good: 0.3 },
  { bad: 0.2, good: 0.25 },
];
