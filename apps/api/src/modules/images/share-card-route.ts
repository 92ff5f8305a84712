import { MESSAGES, SHARE_CARD, type ProductDetail } from '@chorok/contract';
import { RouteId } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { etagMatches } from '../../lib/http-cache.ts';
import { imageKeyOf } from '../../lib/image-url.ts';
import type { RenderBudget } from '../../lib/render-budget.ts';
import { RenderCache } from '../../lib/render-cache.ts';
import { SERVER_RENDERED_STATUSES } from '../products/detail-page.ts';
import { getProduct } from '../products/service.ts';
import type { ImageService } from './service.ts';
import {
  renderShareCard,
  SHARE_CARD_ART_WIDTH,
  shareCardVersion,
  type ShareCardProduct,
} from './share-card.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cards kept in memory (about 60 kB each): the seed catalogue whole, the busiest of a larger one. */
const MAX_CACHED_CARDS = 128;

/** The path of a product's card, versioned by what it shows (its Open Graph image). */
export function shareCardPath(
  product: ShareCardProduct & Pick<ProductDetail, 'images' | 'image'>,
): string {
  return `${SHARE_CARD.path}/${product.id}?v=${shareCardVersion(product, leadImage(product)?.url)}`;
}

/** The picture a product is shown by: its first photo, else its list picture. */
function leadImage(product: Pick<ProductDetail, 'images' | 'image'>) {
  return product.images[0] ?? product.image;
}

/**
 * GET /share/products/{id}?v= — a product's link-preview picture (issue 21): JPEG, 1200×630. The
 * version in the URL is a hash of what the card shows, so the current one is immutable; another
 * version (an old link card) gets today's card, revalidated. Products without a page of their own
 * (decision 0009) have none. Renders share the image service's budget and per-IP limit.
 */
export function shareCardRoute(
  app: FastifyInstance,
  images: ImageService,
  budget: RenderBudget,
  limit: ReturnType<FastifyInstance['perIpLimit']>,
) {
  const cards = new RenderCache<Buffer>(MAX_CACHED_CARDS);

  /** The picture at an image URL of ours (on the asset host or not), as PNG art for the card. */
  async function art(url: string | undefined, client: string): Promise<Buffer | null> {
    const key = imageKeyOf(url);
    if (key === null) return null;
    const asset = await images.findAsset(key);
    if (!asset) return null;
    const variant = { width: SHARE_CARD_ART_WIDTH, quality: 100, format: 'png' as const };
    return images.body(asset, variant, images.variantName(asset, variant), client);
  }

  app.get<{ Params: { id: string }; Querystring: { v?: string } }>(
    `${SHARE_CARD.path}/:id`,
    {
      compress: false,
      ...limit,
      schema: {
        operationId: 'productShareCard',
        summary: "A product's link-preview picture: art, name and price (JPEG, 1200×630)",
        description:
          "The Open Graph image of a product's page. Immutable at the version (`v`) its page links to, which changes with what the card shows; any other version gets the current card, revalidated. 404 for a product without a page of its own. No authentication.",
        tags: ['images'],
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        querystring: {
          type: 'object',
          properties: { v: { type: 'string', description: 'the version its page links to' } },
        },
      },
    },
    async (request, reply) => {
      const id = z.safeParse(RouteId(), request.params.id);
      if (!id.success) throw AppError.notFound(MESSAGES.productNotFound);
      const product = await getProduct(app.db, id.data, null);
      if (!SERVER_RENDERED_STATUSES.includes(product.status))
        throw AppError.notFound(MESSAGES.productNotFound);
      const lead = leadImage(product);
      const version = shareCardVersion(product, lead?.url);
      const etag = `"card-${version}"`;
      const headers = {
        'cache-control': request.query.v === version ? IMMUTABLE : 'public, no-cache',
        etag,
        'cross-origin-resource-policy': 'cross-origin',
      };
      if (etagMatches(request.headers['if-none-match'], etag))
        return reply.code(304).headers(headers).send();
      const body = await cards.get(product.id, version, async () => {
        // The art first: its render takes a place in the budget of its own (never nested).
        const picture = await art(lead?.url, request.ip);
        return budget.run(request.ip, () => renderShareCard(product, picture));
      });
      return reply.code(200).headers(headers).type('image/jpeg').send(body);
    },
  );
}
