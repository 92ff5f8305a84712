import { LRUCache } from 'lru-cache';

/**
 * Rendered pages kept per id, each under the exact content it was rendered from. A lookup with
 * other content (the product changed: a price, a like count, a new review) renders again, so a
 * cached page is never out of date, whichever process or tool changed the data; there is no
 * lifetime to tune and no write path that must remember to invalidate. At most `maxEntries` ids
 * are kept, the least recently used dropped first. Renders of the same id and content that
 * overlap share one promise.
 */
export class RenderCache<V> {
  private readonly entries: LRUCache<number, { content: string; value: Promise<V> }>;

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  get(id: number, content: string, render: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(id);
    if (hit && hit.content === content) return hit.value;
    const entry = { content, value: render() };
    this.entries.set(id, entry);
    // A render that threw is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.peek(id) === entry) this.entries.delete(id);
    });
    return entry.value;
  }
}
