import { describe, expect, it } from 'vitest';
import { luxPosition } from '@/lib/lux-scale';

describe('luxPosition', () => {
  it('gives each light level a quarter of the scale, log scale inside it', () => {
    expect(luxPosition(100)).toBe(0);
    expect(luxPosition(10)).toBe(0);
    expect(luxPosition(1_000)).toBeCloseTo(0.25);
    expect(luxPosition(2_500)).toBeCloseTo(0.5);
    expect(luxPosition(5_000)).toBeCloseTo(0.5 + 0.25 / 2);
    expect(luxPosition(10_000)).toBeCloseTo(0.75);
    expect(luxPosition(100_000)).toBe(1);
    expect(luxPosition(500_000)).toBe(1);
  });

  it('never goes backwards as the light grows', () => {
    let previous = -1;
    for (let lux = 50; lux < 200_000; lux *= 1.3) {
      const position = luxPosition(lux);
      expect(position).toBeGreaterThanOrEqual(previous);
      previous = position;
    }
  });
});
