import { describe, expect, it } from 'vitest';
import { CARE_TIPS, pickCareTips } from '@/features/home/care-tips';

describe('pickCareTips', () => {
  it('returns three tips for every month, in-season ones first', () => {
    for (let month = 1; month <= 12; month += 1) {
      const tips = pickCareTips(month);
      expect(tips).toHaveLength(3);
      expect(new Set(tips.map((t) => t.id)).size).toBe(3);
      expect(tips[0]?.months).toContain(month);
    }
  });

  it('speaks of the season', () => {
    expect(pickCareTips(4).map((t) => t.id)).toEqual(['repot', 'water', 'monsoon']);
    expect(pickCareTips(7).map((t) => t.id)).toEqual(['water', 'monsoon', 'midsummer']);
    expect(pickCareTips(1).map((t) => t.id)).toEqual(['autumn', 'winter', 'repot']);
    expect(pickCareTips(10).map((t) => t.id)).toEqual(['autumn', 'water', 'winter']);
  });

  it('has six tips', () => {
    expect(CARE_TIPS).toHaveLength(6);
  });
});
