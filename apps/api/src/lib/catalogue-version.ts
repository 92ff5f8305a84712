import type { DatabaseHandle } from '@chorok/db';

/**
 * One read shared by every caller that arrives while it waits to start, with one rule: a caller
 * gets the answer of a read that started after it called. A caller arriving while a read is in
 * flight does not join that one (it may have started before a write the caller has already seen
 * commit): it joins the next, which starts when the current one ends and serves everyone who
 * arrived meanwhile. An idle reader starts its read on the next turn of the event loop
 * (setImmediate), not at once: PGlite runs a query synchronously on this thread, so a read started
 * at the first request would end before the other requests of the same turn were even parsed, and
 * each would make its own. Under load: one query per turn, however many requests.
 */
export class CoalescedRead<T> {
  private running = false;
  /** The next read, not started yet: everyone calling now joins it. */
  private next: Deferred<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  current(): Promise<T> {
    if (this.next) return this.next.promise;
    const next = deferred<T>();
    this.next = next;
    if (!this.running) setImmediate(() => this.launch());
    return next.promise;
  }

  private launch(): void {
    const waiting = this.next;
    if (!waiting || this.running) return;
    this.next = null;
    this.running = true;
    let read: Promise<T>;
    try {
      read = this.read();
    } catch (error) {
      read = Promise.reject(error);
    }
    const done = () => {
      this.running = false;
      // Whoever came while it ran waits for a read that starts now.
      if (this.next) this.launch();
    };
    read.then(done, done);
    read.then(waiting.resolve, waiting.reject);
  }
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Keyed by the database handle: every route context of an app shares it.
const readers = new WeakMap<DatabaseHandle, CoalescedRead<number>>();

/**
 * The catalogue version (migration 0024, decision 0045) of this app's database: a number every
 * committed change to what a catalogue read shows has moved on. `current()` answers with a read
 * that started after the call, so a request that arrives after a write committed sees its version.
 */
export function catalogueVersionOf(database: DatabaseHandle): CoalescedRead<number> {
  let reader = readers.get(database);
  if (!reader) {
    reader = new CoalescedRead(() => database.catalogueVersion());
    readers.set(database, reader);
  }
  return reader;
}

/**
 * The version a request arriving now must be answered at: the one this process knows is still
 * current (PGlite with nothing run since the last read), or a read that starts after the call.
 */
export function currentCatalogueVersion(database: DatabaseHandle): number | Promise<number> {
  return database.knownCatalogueVersion() ?? catalogueVersionOf(database).current();
}
