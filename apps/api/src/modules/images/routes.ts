import os from 'node:os';
import path from 'node:path';
import { IMAGE, MESSAGES } from '@chorok/contract';
import { ImageQuery } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { etagMatches } from '../../lib/http-cache.ts';
import { setImageAssetHost } from '../../lib/image-url.ts';
import { renderBudget } from '../../lib/render-budget.ts';
import { FORMAT_CONTENT_TYPES, resolveVariant } from './render.ts';
import { ImageService, isImageKey } from './service.ts';
import { shareCardRoute } from './share-card-route.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Fastify's validator stays out of it: ImageQuery (zod) decides, with the contract's message. */
const acceptAll = () => () => true;

/**
 * GET /images/{key}?w=&q=&f= (spec §3): the original named by `key`, resized and re-encoded by
 * sharp, cached on disk, and served as immutable: a key never changes its picture. Outside /v1
 * like /locales, so the global API rate limit leaves it alone; it has its own per-IP limit, and
 * renders share a budget per client (decision 0029): beyond it 429, and 503 when all are busy.
 * The format is always the one asked for (`f`, default WebP), never negotiated, so no
 * `Vary: Accept`. SVG originals are always rasterised: our origin never serves SVG as a document.
 */
/** The wildcard as the OpenAPI document names it. */
const IMAGE_KEY_PARAMS = {
  type: 'object',
  properties: {
    key: {
      type: 'string',
      description: 'image key, the rest of the path, slashes included: e.g. products/1/1.svg',
    },
  },
  required: ['key'],
};

export default async function imagesRoutes(app: FastifyInstance) {
  setImageAssetHost(app.config.images.assetHost);
  // sharp uses the thread pool: half the cores leaves the rest to the API.
  const budget = renderBudget(
    app.config.load,
    Math.max(1, Math.floor(os.availableParallelism() / 2)),
  );
  const images = new ImageService({
    db: app.db,
    cacheDir: path.join(app.config.dataDir, 'image-cache'),
    cacheMaxBytes: app.config.images.cacheMaxBytes,
    log: app.log,
    budget,
  });
  const imageLimit = app.perIpLimit('images');
  shareCardRoute(app, images, budget, imageLimit);

  app.get<{ Params: { '*': string }; Querystring: unknown }>(
    `${IMAGE.path}/*`,
    {
      // WebP, AVIF, JPEG and PNG are compressed already.
      compress: false,
      validatorCompiler: acceptAll,
      ...imageLimit,
      // OpenAPI has no wildcard parameter: the document names the rest of the path `key`.
      config: {
        ...imageLimit.config,
        swaggerTransform: ({ schema, url }: { schema: object; url: string }) => ({
          schema: { ...schema, params: IMAGE_KEY_PARAMS },
          url: url.replace(/\/\*$/, '/{key}'),
        }),
      },
      schema: {
        operationId: 'image',
        summary: 'An image resized and re-encoded (spec §3); immutable, cache for a year',
        description:
          'The image stored under `key` (the rest of the path, slashes included, e.g. `products/1/1.svg`), at most `w` pixels wide, in format `f` at quality `q`. Immutable: its ETag names the variant and it may be cached for a year. No authentication.',
        tags: ['images'],
        params: {
          type: 'object',
          properties: { '*': { type: 'string', description: 'image key, e.g. products/…/1.svg' } },
        },
        querystring: {
          type: 'object',
          properties: {
            w: {
              type: 'integer',
              minimum: IMAGE.minWidth,
              maximum: IMAGE.maxWidth,
              description: 'width in pixels; default the original width (never enlarged)',
            },
            q: { type: 'integer', minimum: 1, maximum: 100, default: IMAGE.defaultQuality },
            f: { type: 'string', enum: [...IMAGE.formats], default: IMAGE.defaultFormat },
          },
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isImageKey(key)) throw AppError.notFound(MESSAGES.imageNotFound);
      const parsed = z.safeParse(ImageQuery, request.query);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: MESSAGES.imageParams,
        }));
        throw AppError.badRequest(MESSAGES.imageParams, errors);
      }
      const asset = await images.findAsset(key);
      if (!asset) throw AppError.notFound(MESSAGES.imageNotFound);

      const variant = resolveVariant(asset, parsed.data);
      const name = images.variantName(asset, variant);
      const etag = `"${name}"`;
      const cacheHeaders = {
        'cache-control': IMMUTABLE,
        etag,
        // Pages on another origin (the asset or CDN host in front of the web app) embed these.
        'cross-origin-resource-policy': 'cross-origin',
      };
      if (etagMatches(request.headers['if-none-match'], etag))
        return reply.code(304).headers(cacheHeaders).send();

      let body: Buffer;
      try {
        body = await images.body(asset, variant, name, request.ip);
      } catch (error) {
        if (error instanceof AppError && ['UNAVAILABLE', 'TOO_MANY_REQUESTS'].includes(error.kind))
          reply.header('retry-after', '1');
        throw error;
      }
      return reply
        .code(200)
        .headers(cacheHeaders)
        .type(FORMAT_CONTENT_TYPES[variant.format])
        .send(body);
    },
  );
}
