/**
 * A small seeded PRNG (mulberry32) so the generated reviews and likes are the same on every
 * start: tests can pin them, and two developers see the same shop.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index drawn with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number;
  /** Up to `count` distinct indexes, each drawn in proportion to its weight. */
  sampleWeighted(weights: readonly number[], count: number): number[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const weightedIndex = (weights: readonly number[]): number => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return i;
    }
    return weights.length - 1;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weightedIndex,
    sampleWeighted: (weights, count) => {
      const remaining = [...weights];
      const chosen: number[] = [];
      while (chosen.length < count && remaining.some((weight) => weight > 0)) {
        const index = weightedIndex(remaining);
        chosen.push(index);
        remaining[index] = 0;
      }
      return chosen;
    },
  };
}
