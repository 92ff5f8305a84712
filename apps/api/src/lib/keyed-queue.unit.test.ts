import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue.ts';

describe('KeyedQueue', () => {
  it('runs one key one task at a time, in order, other keys alongside, and forgets idle keys', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await new Promise((resolve) => setImmediate(resolve));
      log.push(`end ${name}`);
      running -= 1;
      if (name === 'a2') throw new Error('refused');
      return name;
    };
    const results = await Promise.allSettled([
      queue.run('a', task('a1')),
      queue.run('a', task('a2')),
      queue.run('a', task('a3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(most).toBe(1);

    most = 0;
    await Promise.all([queue.run('x', task('x')), queue.run('y', task('y'))]);
    expect(most).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.size).toBe(0);
  });
});
