import {
  MESSAGES,
  PRODUCT_FORM,
  type AdminProduct,
  type AdminProductRow,
  type ListMetadata,
  type ProductCategory,
  type ProductStatus,
} from '@chorok/contract';
import {
  imageAssets,
  productImages,
  productMetadataLinks,
  products,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql } from '../../lib/paging.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { restockWaitingSql } from './restock.ts';
import { productSearch } from './search.ts';
import { toCare } from './service.ts';
import { cardImageSql, toImageRef } from './summary.ts';

/*
 * The console's products (decision 0043): every product whatever its status, found by the shop's
 * own search (name, aliases, botanical and English names), last changed first.
 */

/** AdminProductListQuery as the route hands it over. */
export interface AdminProductFilter {
  page: number;
  perPage: number;
  q?: string;
  status?: ProductStatus;
  category?: ProductCategory;
  stock?: 'OUT' | 'LOW';
}

function whereOf(filter: AdminProductFilter): SQL | undefined {
  return and(
    filter.q ? productSearch(filter.q)?.where : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.stock === 'OUT' ? eq(products.stock, 0) : undefined,
    filter.stock === 'LOW' ? lte(products.stock, PRODUCT_FORM.lowStock) : undefined,
  );
}

const LAST_CHANGED = orderBy([down(products.updatedAt), down(products.id)], 1);

/** GET /admin/products */
export async function listAdminProducts(
  db: Database,
  filter: AdminProductFilter,
): Promise<{ data: AdminProductRow[]; metadata: ListMetadata }> {
  const window = pageWindow(filter);
  const where = whereOf(filter);
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...LAST_CHANGED)
    .limit(window.limit)
    .offset(window.offset);
  const page = await pageOf(
    window,
    () =>
      db
        .select({
          id: products.id,
          category: products.category,
          name: products.name,
          status: products.status,
          price: products.price,
          salePrice: products.salePrice,
          stock: products.stock,
          image: cardImageSql(products.id),
          salesCount: products.salesCount,
          restockWaiting: restockWaitingSql(),
          updatedAt: products.updatedAt,
          total: totalSql(products, where),
        })
        .from(products)
        .where(inArray(products.id, pageIds))
        .orderBy(...LAST_CHANGED),
    () => db.$count(products, where),
    (row) => row.total,
  );
  return {
    metadata: page.metadata,
    data: page.data.map(({ total: _total, image, updatedAt, ...row }) => ({
      ...row,
      image: toImageRef(image, row.name),
      updatedAt: updatedAt.toISOString(),
    })),
  };
}

/** A product's photos (not its cut-out) in the shop's order, with their row ids. */
export async function productPhotos(db: Database | Transaction, productId: number) {
  return db
    .select({
      id: productImages.id,
      position: productImages.position,
      key: productImages.assetKey,
      alt: productImages.alt,
      width: imageAssets.width,
      height: imageAssets.height,
    })
    .from(productImages)
    .innerJoin(imageAssets, eq(imageAssets.key, productImages.assetKey))
    .where(and(eq(productImages.productId, productId), eq(productImages.kind, 'photo')))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function productMetadataIds(
  db: Database | Transaction,
  productId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: productMetadataLinks.metadataId })
    .from(productMetadataLinks)
    .where(eq(productMetadataLinks.productId, productId))
    .orderBy(asc(productMetadataLinks.metadataId));
  return rows.map((row) => row.id);
}

/** GET /admin/products/{id}: every field the console edits, stock, photos and counters. */
export async function getAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  const [[row], photos, metadataIds] = await Promise.all([
    db
      .select({ product: products, restockWaiting: restockWaitingSql() })
      .from(products)
      .where(eq(products.id, id)),
    productPhotos(db, id),
    productMetadataIds(db, id),
  ]);
  if (!row) throw AppError.notFound(MESSAGES.productNotFound);
  const { product } = row;
  return {
    id: product.id,
    category: product.category,
    name: product.name,
    botanicalName: product.botanicalName,
    englishName: product.englishName,
    aliases: product.aliases,
    summary: product.summary,
    description: product.description,
    price: product.price,
    salePrice: product.salePrice,
    status: product.status,
    pointsRatePercent: product.pointsRatePercent,
    metadataIds,
    care: toCare(product),
    stock: product.stock,
    photos: photos.map((photo) => ({ id: photo.id, ...toImageRef(photo, product.name) })),
    salesCount: product.salesCount,
    restockWaiting: row.restockWaiting,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
