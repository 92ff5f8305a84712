import { WEATHER_RULES, type CareAdvice, type Weather } from '@chorok/contract';

export interface AdviceInput {
  weather: Weather;
  /** Seoul month, 1–12. */
  month: number;
  /** Days since the last repotting, and how often the plant wants it. */
  daysSinceRepot: number;
  repottingFrequency: number;
}

const AIR_QUALITY_WORDS = { BAD: '나쁨', VERY_BAD: '매우 나쁨' } as const;

/**
 * The temperature and humidity as the dashboard's weather line shows them: whole degrees and
 * percents, rounded as the web rounds them (Math.round in features/plants/manage-screen.tsx), so
 * the advice never says 3.8°C under a line saying 4°C. The rules judge these same figures: a
 * reading shown as 5°C is not "below 5 °C", so no sentence can say 5°C로 낮아요.
 */
export function shownReading({ temperatureC, humidityPct }: Weather) {
  return { temperatureC: Math.round(temperatureC), humidityPct: Math.round(humidityPct) };
}

/** Air exposure (WEATHER_RULES): not in the cold, the rain or snow, or bad air. */
export function airExposureAdvice(weather: Weather): CareAdvice {
  const { condition, airQuality } = weather;
  const { temperatureC } = shownReading(weather);
  const skip = (message: string): CareAdvice => ({ kind: 'AIR_EXPOSURE', effect: 'SKIP', message });
  if (temperatureC < WEATHER_RULES.noAirBelowC)
    return skip(
      `기온이 ${temperatureC}°C로 낮아요. 찬 바람은 잎을 상하게 하니 오늘은 창문을 닫아 두세요.`,
    );
  if (condition === 'RAIN') return skip('비가 와요. 오늘은 창문을 닫고 환기는 쉬어 가세요.');
  if (condition === 'SNOW') return skip('눈이 와요. 오늘은 창문을 닫고 환기는 쉬어 가세요.');
  if (airQuality === 'BAD' || airQuality === 'VERY_BAD')
    return skip(
      `미세먼지가 ${AIR_QUALITY_WORDS[airQuality]}이에요. 오늘은 창문을 닫아 두고 공기가 맑은 날 환기해 주세요.`,
    );
  return {
    kind: 'AIR_EXPOSURE',
    effect: 'OK',
    message: '바깥 공기가 괜찮아요. 창문을 열어 바람을 쐬어 주세요.',
  };
}

/** Watering (WEATHER_RULES): sooner when hot or dry, later when cold. */
export function wateringAdvice(weather: Weather): CareAdvice {
  const { temperatureC, humidityPct } = shownReading(weather);
  if (temperatureC >= WEATHER_RULES.hotFromC)
    return {
      kind: 'WATERING',
      effect: 'SOONER',
      message: `기온이 ${temperatureC}°C로 더워요. 흙이 빨리 마르니 평소보다 하루 일찍 확인해 주세요.`,
    };
  if (humidityPct <= WEATHER_RULES.dryAtOrBelowPct)
    return {
      kind: 'WATERING',
      effect: 'SOONER',
      message: `습도가 ${humidityPct}%로 건조해요. 흙이 빨리 마르니 평소보다 하루 일찍 확인해 주세요.`,
    };
  if (temperatureC <= WEATHER_RULES.coldAtOrBelowC)
    return {
      kind: 'WATERING',
      effect: 'LATER',
      message: `기온이 ${temperatureC}°C로 쌀쌀해요. 흙이 천천히 마르니 물은 하루 늦게 주세요.`,
    };
  return { kind: 'WATERING', effect: 'OK', message: '평소대로 흙이 마르면 물을 주세요.' };
}

/** Repotting: in spring and autumn; otherwise wait, unless it is already overdue. */
export function repottingAdvice(input: Omit<AdviceInput, 'weather'>): CareAdvice {
  if ((WEATHER_RULES.repotMonths as readonly number[]).includes(input.month))
    return { kind: 'REPOTTING', effect: 'SEASON', message: '분갈이하기 좋은 계절이에요.' };
  if (input.daysSinceRepot >= input.repottingFrequency)
    return {
      kind: 'REPOTTING',
      effect: 'OK',
      message: '분갈이할 때가 지났어요. 뿌리가 화분 밖으로 나왔다면 지금 해 주세요.',
    };
  return {
    kind: 'REPOTTING',
    effect: 'LATER',
    message: '분갈이는 봄(3~5월)이나 가을(9~10월)에 하면 좋아요. 그때까지 기다려 주세요.',
  };
}

/** The day's advice for one plant, one per care kind: watering, air exposure, repotting. */
export function careAdvice(input: AdviceInput): CareAdvice[] {
  return [wateringAdvice(input.weather), airExposureAdvice(input.weather), repottingAdvice(input)];
}
