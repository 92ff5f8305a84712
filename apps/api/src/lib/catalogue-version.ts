import { catalogueVersion, type Database } from '@chorok/db';
import { eq } from 'drizzle-orm';

/**
 * One read shared by every caller that arrives while it is under way, with one rule: a caller gets
 * the answer of a read that started after it called. A caller arriving while a read is in flight
 * does not join that one (it may have started before a write the caller has already seen commit):
 * it waits for the next, which starts as soon as the current one ends and serves everyone who
 * arrived meanwhile. Under load that is one query per round trip, however many requests.
 */
export class CoalescedRead<T> {
  private running = false;
  private next: {
    promise: Promise<T>;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  } | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  current(): Promise<T> {
    if (!this.running) return this.start();
    if (!this.next) {
      let resolve!: (value: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      this.next = { promise, resolve, reject };
    }
    return this.next.promise;
  }

  private start(): Promise<T> {
    this.running = true;
    let read: Promise<T>;
    try {
      read = this.read();
    } catch (error) {
      read = Promise.reject(error);
    }
    const done = () => {
      this.running = false;
      const waiting = this.next;
      if (!waiting) return;
      this.next = null;
      this.start().then(waiting.resolve, waiting.reject);
    };
    read.then(done, done);
    return read;
  }
}

// Keyed by the database, as the session cache: every route context of an app shares one `db`.
const readers = new WeakMap<Database, CoalescedRead<number>>();

/**
 * The catalogue version (migration 0024, decision 0045) of this app's database: a number every
 * committed change to what a catalogue read shows has moved on. `current()` answers with a read
 * that started after the call, so a request that arrives after a write committed sees its version.
 */
export function catalogueVersionOf(db: Database): CoalescedRead<number> {
  let reader = readers.get(db);
  if (!reader) {
    const query = db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1))
      .prepare('catalogue_version');
    reader = new CoalescedRead(async () => {
      const [row] = await query.execute();
      if (!row) throw new Error('catalogue_version has no row (migration 0024)');
      return Number(row.version);
    });
    readers.set(db, reader);
  }
  return reader;
}
