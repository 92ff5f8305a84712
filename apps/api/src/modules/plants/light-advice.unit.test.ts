import { describe, expect, it } from 'vitest';
import { lightAdvice } from './light-advice.ts';

const measuredAt = new Date('2026-11-20T03:00:00Z');
const monstera = { minLux: 2_000, maxLux: 10_000 };
const advise = (lux: number, range: typeof monstera | null = monstera) =>
  lightAdvice({ lux, measuredAt, range, speciesName: '몬스테라' });

describe('lightAdvice', () => {
  it('says a place in the range suits the species', () => {
    for (const lux of [2_000, 5_000, 10_000])
      expect(advise(lux)).toMatchObject({
        fit: 'OK',
        message: '이 자리의 밝기가 몬스테라에게 잘 맞아요. 지금 자리에 두세요.',
      });
  });

  it('says a little or a lot too dark, with what to do', () => {
    expect(advise(1_999)).toMatchObject({
      lux: 1_999,
      level: 'PARTIAL_SHADE',
      fit: 'DARK',
      range: monstera,
      message: '이 자리는 몬스테라에게 조금 어두워요. 창가 쪽으로 옮겨 주세요.',
    });
    // Half the lower bound is still "a little"; below it, "a lot".
    expect(advise(1_000).message).toContain('조금 어두워요');
    expect(advise(999).message).toBe(
      '이 자리는 몬스테라에게 많이 어두워요. 밝은 창가로 옮기거나 식물등을 켜 주세요.',
    );
    expect(advise(0)).toMatchObject({ level: 'SHADE', fit: 'DARK' });
  });

  it('says a little or a lot too bright, with what to do', () => {
    expect(advise(10_001)).toMatchObject({ level: 'SUN', fit: 'BRIGHT' });
    expect(advise(20_000).message).toBe(
      '이 자리는 몬스테라에게 조금 밝아요. 한낮에는 얇은 커튼으로 햇빛을 가려 주세요.',
    );
    expect(advise(20_001).message).toContain('너무 밝아요');
  });

  it('for a plant registered by hand, says what the level means', () => {
    expect(advise(500, null)).toEqual({
      lux: 500,
      measuredAt: '2026-11-20T03:00:00.000Z',
      level: 'SHADE',
      fit: null,
      range: null,
      message: '이 자리는 음지예요. 스투키나 산세베리아처럼 그늘에 강한 식물만 버틸 수 있어요.',
    });
    expect(advise(1_800, null).message).toContain('반음지');
    expect(advise(6_000, null).message).toContain('반양지');
    expect(advise(30_000, null).message).toContain('양지예요');
  });

  it('names the plant generically when the species has no name', () => {
    expect(lightAdvice({ lux: 100, measuredAt, range: monstera, speciesName: ' ' }).message).toBe(
      '이 자리는 이 식물에게 많이 어두워요. 밝은 창가로 옮기거나 식물등을 켜 주세요.',
    );
  });
});
