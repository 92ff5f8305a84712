import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/render';
import {
  careInterval,
  careItems,
  formatLight,
  lightBands,
} from '@/features/product-detail/care-format';
import { productDetail } from '@/test/fixtures/product-detail';

const kr = createTestI18n('kr').t;
const en = createTestI18n('en').t;

describe('light', () => {
  it('names the band a range stays in, with its numbers', () => {
    expect(formatLight(kr, 2_500, 10_000)).toBe('밝은 간접광 · 2,500~10,000 lux');
    expect(formatLight(kr, 300, 900)).toBe('그늘 · 300~900 lux');
    expect(formatLight(kr, 20_000, 80_000)).toBe('직사광 · 20,000~80,000 lux');
    expect(formatLight(en, 2_500, 10_000)).toBe('Bright indirect · 2,500–10,000 lux');
  });

  it('names where a wider range starts and ends', () => {
    expect(lightBands(1_000, 20_000)).toEqual(['low', 'direct']);
    expect(formatLight(kr, 800, 5_000)).toBe('그늘~밝은 간접광 · 800~5,000 lux');
    expect(formatLight(en, 1_000, 20_000)).toBe('Low light to Direct sun · 1,000–20,000 lux');
  });

  it('puts band edges on the side a grower means', () => {
    // 2,500 lux starts bright light; 10,000 lux is still bright, not direct sun.
    expect(lightBands(2_500, 2_500)).toEqual(['bright']);
    expect(lightBands(1_000, 10_000)).toEqual(['low', 'bright']);
  });
});

describe('care intervals', () => {
  it('says short spans in days, long ones in months or years', () => {
    expect(careInterval(7)).toEqual({ unit: 'day', count: 7 });
    expect(careInterval(45)).toEqual({ unit: 'day', count: 45 });
    expect(careInterval(90)).toEqual({ unit: 'month', count: 3 });
    expect(careInterval(180)).toEqual({ unit: 'month', count: 6 });
    expect(careInterval(365)).toEqual({ unit: 'year', count: 1 });
    expect(careInterval(730)).toEqual({ unit: 'year', count: 2 });
    expect(careInterval(540)).toEqual({ unit: 'month', count: 18 });
    expect(careInterval(0)).toEqual({ unit: 'day', count: 1 });
  });
});

describe('careItems', () => {
  it('gives every care fact in Korean, with the advice and the cautions', () => {
    const care = productDetail().care;
    if (!care) throw new Error('fixture has care');
    const items = careItems(kr, care);
    expect(items.map((i) => [i.label, i.value])).toEqual([
      ['빛', '밝은 간접광 · 2,500~10,000 lux'],
      ['물 주기', '7일마다'],
      ['환기', '3일마다'],
      ['분갈이', '1년마다'],
      ['반려동물', '닿지 않게 두세요'],
      ['어린이', '안전해요'],
      ['난이도', '쉬워요'],
      ['크기', '중형 · 선반과 창가'],
    ]);
    expect(items.find((i) => i.id === 'water')?.detail).toBe('겉흙이 마르면 흠뻑 주세요.');
    expect(items.filter((i) => i.caution).map((i) => i.id)).toEqual(['pet']);
  });

  it('has English for every fact too', () => {
    const care = productDetail().care;
    if (!care) throw new Error('fixture has care');
    const values = careItems(en, care).map((i) => i.value);
    expect(values).toContain('Every 7 d');
    expect(values).toContain('Keep out of reach');
    expect(values.every((v) => !v.includes('product-detail.'))).toBe(true);
  });
});
