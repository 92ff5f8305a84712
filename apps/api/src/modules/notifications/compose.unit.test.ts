import type { CareKind, TodoKind, Weather } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { shownAdvice } from '../plants/dashboard.ts';
import type { DueCare } from '../plants/due.ts';
import { careAdvice } from '../weather/advice.ts';
import { composeReminder, reminderAdvice } from './compose.ts';

const weather = (overrides: Partial<Weather> = {}): Weather => ({
  sido: '서울특별시',
  source: 'forecast',
  temperatureC: 20,
  humidityPct: 60,
  condition: 'CLEAR',
  airQuality: 'GOOD',
  observedAt: '2026-01-10T00:00:00.000Z',
  ...overrides,
});

/**
 * A plant in the reminder, with the advice its dashboard card shows (careAdvice, then shownAdvice
 * for the care due: the same words, as findDueCare hands them over).
 */
function plant(
  plantName: string,
  kinds: TodoKind[],
  today: Weather,
  {
    movedByWeather = [],
    month = 1,
    myTasks = kinds.includes('MY_TASK') ? ['영양제 주기'] : [],
  }: { movedByWeather?: CareKind[]; month?: number; myTasks?: string[] } = {},
): DueCare {
  return {
    userId: 1,
    plantId: plantName.length,
    plantName,
    kinds,
    myTasks,
    advice: shownAdvice(
      careAdvice({ weather: today, month, daysSinceRepot: 30, repottingFrequency: 365 }),
      kinds.flatMap((kind) => (kind === 'MY_TASK' ? [] : [{ kind }])),
    ),
    movedByWeather,
  };
}

const COLD = weather({ temperatureC: 3.8 });
const AIR_SKIPPED_IN_THE_COLD =
  '기온이 4°C로 낮아요. 찬 바람은 잎을 상하게 하니 오늘은 창문을 닫아 두세요.';

describe('the reminder says why', () => {
  it('a cold day: the care to do, then why airing is skipped, in the dashboard’s words', () => {
    const composed = composeReminder([
      plant('몬스테라', ['WATERING'], COLD, { movedByWeather: ['AIR_EXPOSURE'] }),
    ]);
    expect(composed.body).toBe(`몬스테라 물 주기\n${AIR_SKIPPED_IN_THE_COLD}`);
    expect(composed.body.split('\n')).toHaveLength(2);
  });

  it('care held back comes before advice that moved nothing, whichever plant it is on', () => {
    const hotDry = weather({ temperatureC: 30, humidityPct: 30 });
    const plants = [
      plant('스투키', ['MY_TASK'], weather({ condition: 'RAIN' })),
      plant('몬스테라', ['WATERING'], hotDry, { movedByWeather: ['WATERING'] }),
    ];
    expect(reminderAdvice(plants)).toBe(
      '기온이 30°C로 더워요. 흙이 빨리 마르니 평소보다 하루 일찍 확인해 주세요.',
    );
    // Without the move, the rain's advice (air exposure held back) is the most telling.
    expect(reminderAdvice([plants[0]!, plant('몬스테라', ['WATERING'], hotDry)])).toBe(
      '비가 와요. 오늘은 창문을 닫고 환기는 쉬어 가세요.',
    );
  });

  it('says nothing on a fair day, and never "water a day later" beside a watering due today', () => {
    expect(reminderAdvice([plant('몬스테라', ['WATERING', 'AIR_EXPOSURE'], weather())])).toBeNull();
    expect(composeReminder([plant('몬스테라', ['WATERING'], weather())]).body).toBe(
      '몬스테라 물 주기',
    );
    // 8 °C: watering waits a day (LATER), airing is fine. Today is the later day.
    const cool = weather({ temperatureC: 8 });
    expect(reminderAdvice([plant('몬스테라', ['WATERING'], cool)])).toBeNull();
    // A plant with only its own to-do hears that watering can wait.
    expect(reminderAdvice([plant('호야', ['MY_TASK'], cool)])).toBe(
      '기온이 8°C로 쌀쌀해요. 흙이 천천히 마르니 물은 하루 늦게 주세요.',
    );
  });

  it('mentions the repotting season only when a repotting is in the reminder', () => {
    const spring = { month: 4 };
    expect(reminderAdvice([plant('몬스테라', ['WATERING'], weather(), spring)])).toBeNull();
    expect(reminderAdvice([plant('몬스테라', ['REPOTTING'], weather(), spring)])).toBe(
      '분갈이하기 좋은 계절이에요.',
    );
    // Weather advice still comes first.
    expect(
      reminderAdvice([plant('몬스테라', ['REPOTTING'], weather({ airQuality: 'BAD' }), spring)]),
    ).toBe('미세먼지가 나쁨이에요. 오늘은 창문을 닫아 두고 공기가 맑은 날 환기해 주세요.');
  });

  it('keeps the body to the care line and one sentence, however many plants', () => {
    const plants = ['몬스테라', '스투키', '호야', '올리브', '고무나무'].map((name) =>
      plant(name, ['WATERING', 'MY_TASK'], COLD, { movedByWeather: ['AIR_EXPOSURE'] }),
    );
    const { body } = composeReminder(plants);
    expect(body).toBe(
      `몬스테라 물 주기·영양제 주기, 스투키 물 주기·영양제 주기, 호야 물 주기·영양제 주기 외 2개\n${AIR_SKIPPED_IN_THE_COLD}`,
    );
  });

  it('every sentence it can carry is short enough for a notification line or two', () => {
    const longest = new Set<string>();
    for (const temperatureC of [-15, 3, 8, 20, 29, 35])
      for (const humidityPct of [20, 60, 100])
        for (const condition of ['CLEAR', 'RAIN', 'SNOW'] as const)
          for (const airQuality of ['GOOD', 'VERY_BAD'] as const)
            for (const month of [1, 4])
              for (const a of careAdvice({
                weather: weather({ temperatureC, humidityPct, condition, airQuality }),
                month,
                daysSinceRepot: 400,
                repottingFrequency: 365,
              }))
                longest.add(a.message);
    for (const message of longest) expect(message.length, message).toBeLessThanOrEqual(60);
  });
});

describe('the reminder names each to-do', () => {
  it('in the dashboard’s words: 환기하기 for airing, never 통풍시키기', () => {
    const { body } = composeReminder([
      plant('몬스테라', ['WATERING', 'AIR_EXPOSURE'], weather()),
      plant('스투키', ['REPOTTING'], weather()),
    ]);
    expect(body.split('\n')[0]).toBe('몬스테라 물 주기·환기하기, 스투키 분갈이하기');
    expect(body).not.toContain('통풍');
  });

  it('the user’s own to-dos by their text, never a vague 할 일 하기', () => {
    const own = plant('호야', ['AIR_EXPOSURE', 'MY_TASK'], weather(), {
      myTasks: ['잎 닦기', '영양제 주기'],
    });
    expect(composeReminder([own]).body).toBe('호야 환기하기·잎 닦기·영양제 주기');
    expect(composeReminder([own]).body).not.toContain('할 일');
  });

  it('counts what it does not name, for a plant as for the plants', () => {
    const busy = plant('호야', ['WATERING', 'AIR_EXPOSURE', 'MY_TASK'], weather(), {
      myTasks: ['잎 닦기', '영양제 주기'],
    });
    expect(composeReminder([busy]).body).toBe('호야 물 주기·환기하기·잎 닦기 외 1개');
  });
});
