import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@chorok/contract';
import { imageAssets, type Database } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { RenderBudget } from '../../lib/render-budget.ts';
import { ClientBusyError, ServerBusyError } from '../../lib/render-budget.ts';
import { CacheBudget } from './cache-budget.ts';
import { renderImage, type OriginalImage, type Variant } from './render.ts';

/**
 * Keys are slash-separated names such as `products/monstera/photo-1.svg`. Every segment starts
 * with a letter or digit, so `..`, `.`, empty segments, a leading slash, backslashes and control
 * characters never reach the database. (Keys are only ever looked up, never joined to a file
 * path: cache files are named by hash.)
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const KEY_MAX_LENGTH = 200;

export function isImageKey(key: string): boolean {
  return key.length <= KEY_MAX_LENGTH && KEY_PATTERN.test(key);
}

export interface ImageAsset extends OriginalImage {
  key: string;
  height: number;
  createdAt: Date;
}

/**
 * Bump when the rendering changes (options, pipeline), so old cache files and the ETags
 * browsers hold stop matching. libvips' version is part of the name for the same reason.
 */
const RENDERER_VERSION = 1;

export interface ImageServiceOptions {
  db: Database;
  /** `${DATA_DIR}/image-cache` */
  cacheDir: string;
  /** Most bytes the cache keeps; the least recently used renditions go first. */
  cacheMaxBytes: number;
  log: FastifyBaseLogger;
  /** Who may render when (per client, then shared): beyond it, 429 or 503 (decision 0029). */
  budget: RenderBudget;
}

/**
 * Image renditions: looked up by key, rendered by sharp once per (key, width, quality, format)
 * and kept on disk for good. A burst of identical requests renders once (they share the
 * in-flight promise), and rendering runs through a small queue so that image bursts leave the
 * event loop and the thread pool to the rest of the API.
 */
export class ImageService {
  private readonly db: Database;
  private readonly cacheDir: string;
  private readonly log: FastifyBaseLogger;
  private readonly budget: RenderBudget;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly cacheBudget: CacheBudget;

  constructor(options: ImageServiceOptions) {
    this.db = options.db;
    this.cacheDir = options.cacheDir;
    this.log = options.log;
    this.cacheBudget = new CacheBudget(options.cacheDir, options.cacheMaxBytes, options.log);
    void this.cacheBudget.load();
    this.budget = options.budget;
  }

  async findAsset(key: string): Promise<ImageAsset | null> {
    const [row] = await this.db
      .select({
        key: imageAssets.key,
        contentType: imageAssets.contentType,
        width: imageAssets.width,
        height: imageAssets.height,
        createdAt: imageAssets.createdAt,
      })
      .from(imageAssets)
      .where(eq(imageAssets.key, key))
      .limit(1);
    return row ?? null;
  }

  /**
   * The rendition's name: a hash of everything its bytes depend on. It names the cache file and
   * is the strong ETag, so a 304 needs neither the disk nor sharp. The asset's creation time is
   * in it so a key deleted and stored again with other bytes gets new files and a new tag.
   */
  variantName(asset: ImageAsset, variant: Variant): string {
    return createHash('sha256')
      .update(
        [
          RENDERER_VERSION,
          sharp.versions.vips,
          asset.key,
          asset.createdAt.getTime(),
          variant.width,
          variant.quality,
          variant.format,
        ].join('\n'),
      )
      .digest('hex')
      .slice(0, 32);
  }

  /** Where a rendition lives: 256 sub-folders keep each folder small. */
  cachePath(name: string, variant: Variant): string {
    return path.join(this.cacheDir, name.slice(0, 2), `${name}.${variant.format}`);
  }

  /**
   * The rendition's bytes: from disk, from a render already under way (whoever asked first), or
   * rendered now on `client`'s share of the render budget.
   */
  async body(asset: ImageAsset, variant: Variant, name: string, client: string): Promise<Buffer> {
    const file = this.cachePath(name, variant);
    const cached = await this.readCached(file);
    if (cached) {
      this.cacheBudget.used(file);
      return cached;
    }
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.renderAndStore(asset, variant, file, client).finally(() =>
        this.inFlight.delete(name),
      );
      this.inFlight.set(name, pending);
    }
    return pending;
  }

  private async readCached(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      // A cache that cannot be read is rendered around, not an error for the visitor.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.log.warn({ err: error, file }, 'image cache read failed');
      return null;
    }
  }

  private async renderAndStore(asset: ImageAsset, variant: Variant, file: string, client: string) {
    const { body, fresh } = await this.budget
      .run(client, async () => {
        // Another process, or a render that finished while this one waited, may have written it.
        const cached = await this.readCached(file);
        if (cached) return { body: cached, fresh: false };
        const [row] = await this.db
          .select({ bytes: imageAssets.bytes })
          .from(imageAssets)
          .where(eq(imageAssets.key, asset.key))
          .limit(1);
        if (!row) throw AppError.notFound(MESSAGES.imageNotFound);
        return { body: await renderImage(row.bytes, asset, variant), fresh: true };
      })
      .catch((error: unknown) => {
        if (error instanceof ClientBusyError) throw new AppError('TOO_MANY_REQUESTS');
        throw error instanceof ServerBusyError ? new AppError('UNAVAILABLE') : error;
      });
    // Outside the queue: the next render need not wait for the disk.
    if (fresh) await this.store(file, body);
    return body;
  }

  /**
   * Temp file + rename: a reader (another request, another process on the same disk) sees the
   * whole file or none. A failed write only costs a later re-render.
   */
  private async store(file: string, body: Buffer): Promise<void> {
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, file);
      // Eviction, when due, runs beside the response rather than before it.
      void this.cacheBudget.added(file, body.length);
    } catch (error) {
      this.log.warn({ err: error, file }, 'image cache write failed');
      await rm(temp, { force: true });
    }
  }
}
