/**
 * Runs the tasks of one key one after another in this process; other keys run freely. Used where
 * the database serialises one user's writes anyway (a row or advisory lock): queuing here first
 * means a burst of one user's requests waits without holding pool connections, so it cannot
 * starve everyone else (decision 0028). Hand-written: a promise chain per key, a few lines.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.#tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running (tests check that nothing is left behind). */
  get size(): number {
    return this.#tails.size;
  }
}
