import { describe, expect, it } from 'vitest';
import { ClientBusyError, RenderBudget, ServerBusyError } from './render-budget.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/** Lets every queued hand-over run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RenderBudget (decision 0029)', () => {
  it('one client holds at most its share of the shared queue; another still gets its turn', async () => {
    const budget = new RenderBudget({
      concurrency: 1,
      maxWaiting: 4,
      perClient: 1,
      perClientWaiting: 2,
    });
    const gate = deferred();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      await gate.promise;
      return name;
    };
    // The hoarder: one running, two waiting in its own line, the fourth refused at once.
    const hoarder = [1, 2, 3].map((i) => budget.run('10.0.0.1', task(`a${i}`)));
    await expect(budget.run('10.0.0.1', task('a4'))).rejects.toBeInstanceOf(ClientBusyError);
    // The shopper joins the shared queue right behind the hoarder's one render.
    const shopper = budget.run('10.0.0.2', task('b1'));
    await settle();
    expect(started).toEqual(['a1']);
    gate.resolve();
    expect(await shopper).toBe('b1');
    expect(await Promise.all(hoarder)).toEqual(['a1', 'a2', 'a3']);
    expect(started.indexOf('b1')).toBe(1);
    expect(budget.activeClients).toBe(0);
  });

  it('answers ServerBusyError when every slot is taken and the shared queue is full', async () => {
    const budget = new RenderBudget({
      concurrency: 1,
      maxWaiting: 1,
      perClient: 1,
      perClientWaiting: 0,
    });
    const gate = deferred();
    const first = budget.run('a', () => gate.promise);
    const second = budget.run('b', () => gate.promise);
    await settle();
    await expect(budget.run('c', async () => 'c')).rejects.toBeInstanceOf(ServerBusyError);
    gate.resolve();
    await Promise.all([first, second]);
    expect(await budget.run('c', async () => 'c')).toBe('c');
  });

  it('a failing render frees its place', async () => {
    const budget = new RenderBudget({
      concurrency: 1,
      maxWaiting: 0,
      perClient: 1,
      perClientWaiting: 0,
    });
    await expect(budget.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await budget.run('a', async () => 'again')).toBe('again');
    expect(budget.activeClients).toBe(0);
  });
});
