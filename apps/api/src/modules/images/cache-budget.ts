import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Keeps the rendition cache within a size. Every key has many possible renditions (widths ×
 * qualities × formats), so without a bound anyone could fill the disk by asking for them. The
 * files are known in least-recently-used order (read from disk by modification time at start,
 * then kept up to date by `used` and `added`); when the total passes `maxBytes`, the least
 * recently used are deleted until it is back under `LOW_WATER` of the budget. A deleted
 * rendition is only a later re-render. Several processes sharing the folder each keep their own
 * count, so the bound is per process, and a file another process deleted is simply forgotten.
 */
export class CacheBudget {
  /** After an eviction the cache is this share of the budget, so evictions come in batches. */
  static readonly LOW_WATER = 0.9;

  private readonly files = new Map<string, number>();
  private total = 0;
  private ready: Promise<void> | null = null;
  private evicting: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Bytes the cache holds, as far as this process knows. */
  get size(): number {
    return this.total;
  }

  /** Reads what the folder already holds, oldest first; once. */
  load(): Promise<void> {
    this.ready ??= this.scan().catch((error: unknown) => {
      this.log.warn({ err: error, dir: this.dir }, 'image cache scan failed');
    });
    return this.ready;
  }

  /** A cached file was served: it is now the most recently used. */
  used(file: string): void {
    const size = this.files.get(file);
    if (size === undefined) return;
    this.files.delete(file);
    this.files.set(file, size);
  }

  /** A rendition was written; evicts the least recently used files if the budget is passed. */
  async added(file: string, size: number): Promise<void> {
    await this.load();
    this.total += size - (this.files.get(file) ?? 0);
    this.files.delete(file);
    this.files.set(file, size);
    if (this.total > this.maxBytes) {
      this.evicting ??= this.evict().finally(() => {
        this.evicting = null;
      });
      await this.evicting;
    }
  }

  private async evict(): Promise<void> {
    const target = this.maxBytes * CacheBudget.LOW_WATER;
    let removed = 0;
    for (const [file, size] of this.files) {
      if (this.total <= target) break;
      this.files.delete(file);
      this.total -= size;
      removed += 1;
      await rm(file, { force: true }).catch((error: unknown) => {
        this.log.warn({ err: error, file }, 'image cache eviction failed');
      });
    }
    this.log.info({ removed, bytes: this.total }, 'image cache trimmed to its budget');
  }

  private async scan(): Promise<void> {
    const found: { file: string; size: number; mtime: number }[] = [];
    let folders: string[];
    try {
      folders = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const folder of folders) {
      const folderPath = path.join(this.dir, folder);
      const names = await readdir(folderPath).catch(() => [] as string[]);
      for (const name of names) {
        if (name.endsWith('.tmp')) continue;
        const file = path.join(folderPath, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) found.push({ file, size: info.size, mtime: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { file, size } of found) {
      if (this.files.has(file)) continue;
      this.files.set(file, size);
      this.total += size;
    }
  }
}
