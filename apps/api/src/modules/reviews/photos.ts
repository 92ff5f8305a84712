import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { IMAGE, MESSAGES, REVIEW_WRITE, type UploadedPhoto } from '@chorok/contract';
import { imageAssets, photoUploads, type Database, type Transaction } from '@chorok/db';
import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { QueueFullError, WorkQueue } from '../images/work-queue.ts';

/**
 * What sharp must find in the bytes — never what the Content-Type header claims. AVIF is HEIF
 * with AV1 inside; HEIF with HEVC inside (an iPhone's .heic) is refused because the libvips that
 * ships with sharp has no HEVC decoder (it could not be re-encoded). iOS sends JPEG instead when
 * the page's file input does not list image/heic (REVIEW_WRITE.photoTypes).
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Pixels a photo may have (the contract's photoMaxPixels). Bytes are capped at 10 MB before this,
 * but a small PNG can claim a huge canvas; the header is read first and such a file is refused,
 * with a message about pixels, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = REVIEW_WRITE.photoMaxPixels;

/** Stored originals are at most this wide and tall; /images/ serves smaller renditions of them. */
export const STORED_MAX_SIDE = IMAGE.maxWidth;
const STORED_QUALITY = 88;
const STORED_CONTENT_TYPE = 'image/webp';

/** Unused uploads a user may hold at once, and how long an unused one is kept. */
export const PENDING_UPLOADS_MAX = 30;
const PENDING_UPLOAD_TTL = sql`interval '1 day'`;

export interface ReencodedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A refused upload: 413 (too large) or 415 (not a photo we take). AppError's kinds carry the API's
 * usual statuses; these two belong to uploads alone, so the status is this error's own.
 */
export class PhotoRefused extends AppError {
  readonly httpStatus: 413 | 415;

  constructor(httpStatus: 413 | 415, message: string, cause?: unknown) {
    super('BAD_REQUEST', message, cause === undefined ? {} : { cause });
    this.httpStatus = httpStatus;
  }

  override get status(): number {
    return this.httpStatus;
  }
}

function refuseType(cause?: unknown): never {
  throw new PhotoRefused(415, MESSAGES.photoType, cause);
}

/**
 * Checks the photo by its content and re-encodes it: turned upright by its EXIF orientation,
 * every piece of metadata dropped (EXIF with GPS, XMP, IPTC, ICC: sharp writes none unless asked;
 * the pixels are converted to sRGB first), at most 2048 px on its longer side, stored as WebP.
 */
export async function reencodePhoto(input: Buffer): Promise<ReencodedPhoto> {
  let metadata: Metadata;
  try {
    // Reads the header only; no pixel is decoded yet.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    refuseType(error);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) refuseType();
  if (metadata.format === 'heif' && metadata.compression !== 'av1') refuseType();
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_INPUT_PIXELS) throw new PhotoRefused(413, MESSAGES.photoTooManyPixels);
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: STORED_MAX_SIDE,
        height: STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    // A truncated or corrupt file behind a valid header.
    refuseType(error);
  }
}

/** Stores a re-encoded photo in image_assets under a new random key below `keyPrefix`. */
export async function storePhoto(
  db: Database | Transaction,
  keyPrefix: string,
  photo: ReencodedPhoto,
): Promise<string> {
  const key = `${keyPrefix}/${randomBytes(16).toString('hex')}.webp`;
  await db.insert(imageAssets).values({
    key,
    contentType: STORED_CONTENT_TYPE,
    bytes: photo.bytes,
    width: photo.width,
    height: photo.height,
  });
  return key;
}

/** What an upload is for: where its key lives and the alt text it is handed back with. */
export interface PhotoPurpose {
  keyPrefix: string;
  alt: string;
}
export const REVIEW_PHOTOS: PhotoPurpose = { keyPrefix: 'reviews/uploads', alt: '리뷰 사진' };
export const PLANT_PHOTOS: PhotoPurpose = { keyPrefix: 'plants/uploads', alt: '식물 사진' };
export const CLAIM_PHOTOS: PhotoPurpose = { keyPrefix: 'claims/uploads', alt: '반품·교환 사진' };

export interface PhotoUploadsOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Re-encodes at once; default half the cores, at least one. */
  concurrency?: number;
  /** Uploads allowed to wait before more are refused with 503. */
  maxWaiting?: number;
}

/**
 * Photo uploads (reviews, plants, claims): checked and re-encoded through a small queue (a burst of 10 MB photos
 * must not take every core from the API), stored in image_assets under a random key and
 * recorded in photo_uploads for the uploader, until a review or a plant takes them. A product's
 * photos (the console) go through the same `encode` and are stored with the product at once.
 */
export class PhotoUploads {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly queue: WorkQueue;

  constructor(options: PhotoUploadsOptions) {
    this.db = options.db;
    this.log = options.log;
    this.queue = new WorkQueue(
      options.concurrency ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
      options.maxWaiting ?? 16,
    );
  }

  async upload(
    userId: number,
    body: unknown,
    purpose: PhotoPurpose = REVIEW_PHOTOS,
  ): Promise<UploadedPhoto> {
    if (!Buffer.isBuffer(body) || body.length === 0) refuseType();
    await this.dropExpired(userId);
    const [pending] = await this.db
      .select({ n: count() })
      .from(photoUploads)
      .where(and(eq(photoUploads.userId, userId), isNull(photoUploads.usedAt)));
    if ((pending?.n ?? 0) >= PENDING_UPLOADS_MAX) throw new AppError('TOO_MANY_REQUESTS');

    const photo = await this.encode(body);
    const stored = await this.db.transaction(async (tx) => {
      const key = await storePhoto(tx, purpose.keyPrefix, photo);
      const [row] = await tx
        .insert(photoUploads)
        .values({ userId, assetKey: key, width: photo.width, height: photo.height })
        .returning({ id: photoUploads.id });
      return { id: row!.id, key };
    });
    const { width, height } = photo;
    return { id: stored.id, url: imageUrl(stored.key), width, height, alt: purpose.alt };
  }

  /**
   * The body checked and re-encoded (reencodePhoto) in this instance's queue: 415 for what is not
   * a photo we take, 413 for too many pixels, 503 when too many wait.
   */
  async encode(body: unknown): Promise<ReencodedPhoto> {
    if (!Buffer.isBuffer(body) || body.length === 0) refuseType();
    return this.queue
      .run(() => reencodePhoto(body))
      .catch((error: unknown) => {
        throw error instanceof QueueFullError ? new AppError('UNAVAILABLE') : error;
      });
  }

  /**
   * The uploader's unused uploads older than a day go (their image_assets rows, and with them the
   * photo_uploads rows by cascade). Best effort: a failure here must not fail the upload.
   */
  private async dropExpired(userId: number): Promise<void> {
    try {
      const expired = this.db
        .select({ key: photoUploads.assetKey })
        .from(photoUploads)
        .where(
          and(
            eq(photoUploads.userId, userId),
            isNull(photoUploads.usedAt),
            lt(photoUploads.createdAt, sql`now() - ${PENDING_UPLOAD_TTL}`),
          ),
        );
      await this.db.delete(imageAssets).where(inArray(imageAssets.key, expired));
    } catch (error) {
      this.log.warn({ err: error, userId }, 'could not drop expired photo uploads');
    }
  }
}
