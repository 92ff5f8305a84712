import { describe, expect, it } from 'vitest';
import { CoalescedRead } from './catalogue-version.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A read whose answers the test releases one at a time; each answers the number it started as. */
function controlledReads() {
  const pending: { finish: () => void; fail: (e: Error) => void }[] = [];
  let starts = 0;
  const reader = new CoalescedRead<number>(
    () =>
      new Promise<number>((resolve, reject) => {
        const started = ++starts;
        pending.push({ finish: () => resolve(started), fail: reject });
      }),
  );
  const release = async () => {
    const read = pending.shift();
    if (!read) throw new Error('no read in flight');
    read.finish();
    // Let the answer and the start of the next read settle.
    await turn();
  };
  return { reader, pending, release, starts: () => starts };
}

describe('CoalescedRead', () => {
  it('answers each caller with a read that started after its call, one read for all who waited', async () => {
    const { reader, release, starts, pending } = controlledReads();
    // Callers of one turn share the read that starts on the next.
    const first = reader.current();
    const alsoFirst = reader.current();
    expect(starts()).toBe(0);
    await turn();
    expect(starts()).toBe(1);
    // Arrived while read 1 is in flight: it may have started before a write these callers saw
    // commit, so they wait for read 2 — one read for both.
    const second = reader.current();
    const third = reader.current();
    await turn();
    expect(starts()).toBe(1);

    await release();
    expect(await first).toBe(1);
    expect(await alsoFirst).toBe(1);
    // Read 2 started as soon as read 1 ended.
    expect(starts()).toBe(2);
    // Arrived during read 2: joins read 3, not read 2.
    const fourth = reader.current();
    await release();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(starts()).toBe(3);
    await release();
    expect(await fourth).toBe(3);

    // Idle again: the next caller gets a read of its own on the next turn.
    expect(pending).toHaveLength(0);
    const fifth = reader.current();
    await turn();
    expect(starts()).toBe(4);
    await release();
    expect(await fifth).toBe(4);
  });

  it('passes a failed read to its callers only, and the waiting ones get the next read', async () => {
    const { reader, pending, release } = controlledReads();
    const first = reader.current();
    await turn();
    const second = reader.current();
    pending.shift()?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await turn();
    await release();
    expect(await second).toBe(2);
  });
});
