import type { ImageRef, ProductCategory, ProductStatus, ProductSummary } from '@chorok/contract';
import {
  imageAssets,
  productImages,
  productLikes,
  productMetadataLinks,
  products,
} from '@chorok/db';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { imageUrl } from '../../lib/image-url.ts';
import { selectSql } from '../../lib/select-sql.ts';

/** An image as a query hands it back (json_build_object): the asset key and its size. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  alt?: string;
}

export type ImageKind = 'photo' | 'cutout';

/**
 * The first image of one kind of a product, as json: a correlated subquery for select lists. It
 * orders by position alone so that product_images_product_idx (product_id, kind, position) hands
 * the first row over without a sort — a second sort key halved the list's speed on PGlite.
 */
export function firstImageSql(productId: AnyColumn | SQL, kind: ImageKind): SQL {
  return sql`(select json_build_object('key', ${productImages.assetKey}, 'width', ${imageAssets.width}, 'height', ${imageAssets.height}, 'alt', ${productImages.alt})
    from ${productImages} join ${imageAssets} on ${imageAssets.key} = ${productImages.assetKey}
    where ${productImages.productId} = ${productId} and ${productImages.kind} = ${kind}
    order by ${productImages.position} limit 1)`;
}

/** A product's card image: its first photo, else its cut-out. */
export function cardImageSql(productId: AnyColumn | SQL): SQL<StoredImage | null> {
  return selectSql(
    sql`coalesce(${firstImageSql(productId, 'photo')}, ${firstImageSql(productId, 'cutout')})`,
  );
}

export function toImageRef(image: StoredImage | null, fallbackAlt: string): ImageRef {
  // Every catalogue product has pictures; a product saved without any still gets a valid card
  // (an empty url the client renders as its plain background) rather than a failed response.
  if (!image) return { url: '', width: 0, height: 0, alt: fallbackAlt };
  return {
    url: imageUrl(image.key),
    width: image.width,
    height: image.height,
    alt: image.alt || fallbackAlt,
  };
}

/** `exists` for the signed-in caller's like; a constant false for visitors (no subquery at all). */
export function productLikedSql(userId: number | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return selectSql(
    sql`exists (select 1 from ${productLikes} where ${productLikes.userId} = ${userId} and ${productLikes.productId} = ${products.id})`,
  );
}

/**
 * Everything a ProductSummary needs, in the page query itself: the image, metadata ids and like
 * are correlated subqueries, one index lookup per row and no extra round trip. Select them only
 * for rows that are already the page (see productPage in service.ts): PostgreSQL may evaluate a
 * cheap-looking subquery for every row before a sort.
 */
export function summaryColumns(userId: number | null) {
  return {
    id: products.id,
    category: products.category,
    name: products.name,
    botanicalName: products.botanicalName,
    status: products.status,
    price: products.price,
    salePrice: products.salePrice,
    likeCount: products.likeCount,
    reviewCount: products.reviewCount,
    ratingSum: products.ratingSum,
    createdAt: products.createdAt,
    image: cardImageSql(products.id),
    metadataIds: selectSql<number[]>(
      sql`array(select ${productMetadataLinks.metadataId} from ${productMetadataLinks} where ${productMetadataLinks.productId} = ${products.id})`,
    ),
    isLiked: productLikedSql(userId),
  };
}

export interface SummaryRow {
  id: number;
  category: ProductCategory;
  name: string;
  botanicalName: string;
  status: ProductStatus;
  price: number;
  salePrice: number;
  likeCount: number;
  reviewCount: number;
  ratingSum: number;
  createdAt: Date;
  image: StoredImage | null;
  metadataIds: number[];
  isLiked: boolean;
}

/** Average rating rounded to one decimal (integer arithmetic first: 87/20 → 4.4, not 4.3). */
export function ratingAverage(ratingSum: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((ratingSum * 10) / reviewCount) / 10 : 0;
}

/** Whole percent off, rounded down so a card never promises more than the discount. */
export function salePercent(price: number, salePrice: number): number {
  return price > 0 ? Math.floor(((price - salePrice) * 100) / price) : 0;
}

export function toProductSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    botanicalName: row.botanicalName,
    status: row.status,
    price: row.price,
    salePrice: row.salePrice,
    salePercent: salePercent(row.price, row.salePrice),
    image: toImageRef(row.image, row.name),
    likeCount: row.likeCount,
    isLiked: Boolean(row.isLiked),
    reviewCount: row.reviewCount,
    ratingAverage: ratingAverage(row.ratingSum, row.reviewCount),
    // Sorted here: a few ids per product, cheaper in JavaScript than a sort per row in SQL.
    metadataIds: (row.metadataIds ?? []).sort((a, b) => a - b),
    createdAt: row.createdAt.toISOString(),
  };
}
