import { formatWon, type AppConfig, type PageRenderer, type ProductStatus } from '@chorok/contract';
import { ProductDetail } from '@chorok/contract/schemas';
import type { Database } from '@chorok/db';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { renderedPages, type RenderedPage } from '../../lib/rendered-pages.ts';
import {
  absoluteUrl,
  shareImageUrl,
  type ShareCard,
  type ShareSite,
} from '../../lib/share-tags.ts';
import { shareCardPath } from '../images/share-card-route.ts';
import { getProduct } from './service.ts';

/**
 * Products whose detail page is rendered on the server: the ones the shop sells or has sold out
 * for now. A PENDING product is not released yet and a DISCONTINUED one is off the lists; their
 * (rare) visitors get the app shell, and the client renders them as before.
 */
export const SERVER_RENDERED_STATUSES: readonly ProductStatus[] = ['ON_SALE', 'OUT_OF_STOCK'];

/**
 * Pages kept in memory: about 20 kB each for the seed catalogue, so the bound is a few MB. It
 * covers the seed catalogue whole; in a larger one the most visited products stay.
 */
export const MAX_CACHED_DETAIL_PAGES = 128;

export interface DetailPagesOptions {
  db: Database;
  renderer: PageRenderer;
  /** dist/_ssr/page-shell.html of the same build as the renderer. */
  shell: string;
  appConfig: AppConfig;
  log: FastifyBaseLogger;
  /** PUBLIC_ORIGIN. */
  origin: string;
}

/**
 * /products/detail/{id} as a visitor sees it (decision 0009): GET /v1/products/{id}'s data for a
 * visitor, whoever asks (the page may be cached and sent to anyone), the gallery's first picture
 * preloaded from the head.
 */
export function productDetailPages({ db, renderer, ...page }: DetailPagesOptions): RenderedPage {
  return renderedPages({
    ...page,
    name: 'product detail page',
    maxCached: MAX_CACHED_DETAIL_PAGES,
    async load(id) {
      const found = await getProduct(db, id, null);
      if (!SERVER_RENDERED_STATUSES.includes(found.status)) return null;
      // What the endpoint sends: only the contract's fields (its serializer drops any other).
      return z.parse(ProductDetail, found);
    },
    render: (product, appConfig) => renderer.renderProductDetail({ product, appConfig }),
    leadImage: (product) => product.images[0],
    share: productShareCard,
  });
}

/** A product's link card and its schema.org Product: the price charged, stock and rating. */
export function productShareCard(product: ProductDetail, site: ShareSite): ShareCard {
  const path = `/products/detail/${product.id}`;
  return {
    path,
    title: product.name,
    description: product.summary || product.description,
    image: product.images[0] ?? product.image,
    card: {
      path: shareCardPath(product),
      alt: `${product.name} ${formatWon(product.salePrice)}`,
    },
    type: 'product',
    price: product.salePrice,
    jsonLd: {
      '@type': 'Product',
      name: product.name,
      ...(product.botanicalName ? { alternateName: product.botanicalName } : {}),
      description: product.summary || product.description,
      sku: String(product.id),
      image: product.images.map((image) => shareImageUrl(image, site)),
      offers: {
        '@type': 'Offer',
        url: absoluteUrl(path, site),
        priceCurrency: 'KRW',
        price: product.salePrice,
        availability:
          product.status === 'ON_SALE' && product.stock > 0
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
      },
      ...(product.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.ratingAverage,
              reviewCount: product.reviewCount,
            },
          }
        : {}),
    },
  };
}
