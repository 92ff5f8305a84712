import * as z from 'zod/mini';
import '../zod-setup.ts';
import {
  CONSOLE_MESSAGES,
  PRODUCT_FORM,
  PRODUCT_FORM_MESSAGES as M,
  STOCK_REASONS,
} from '../back-office.ts';
import { IsoDateTime, RouteId } from '../common.ts';
import {
  DIFFICULTIES,
  METADATA_ID_RANGE,
  PLANT_SIZES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ConsolePaging } from './console.ts';
import { ImageRef } from './products.ts';

/*
 * The console's products and stock (issue 22, decision 0043). Every field the shop shows is
 * edited here; stock changes only through adjustments with a reason, kept as history.
 */

const text = (max: number, message: string = M.text) =>
  z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message }));
const won = z
  .int({ error: M.price })
  .check(z.minimum(0, { error: M.price }), z.maximum(PRODUCT_FORM.priceMax, { error: M.price }));
const days = z
  .int({ error: M.frequency })
  .check(
    z.minimum(1, { error: M.frequency }),
    z.maximum(PRODUCT_FORM.frequencyDaysMax, { error: M.frequency }),
  );
const lux = z
  .int({ error: M.lux })
  .check(z.minimum(0, { error: M.lux }), z.maximum(PRODUCT_FORM.luxMax, { error: M.lux }));

/** A plant's care facts, all of them (they fill in plant care and recommendations). */
export const ProductCareInput = z
  .strictObject({
    lightMinLux: lux,
    lightMaxLux: lux,
    wateringFrequency: days,
    airExposureFrequency: days,
    repottingFrequency: days,
    wateringDesc: text(PRODUCT_FORM.careDescMax),
    airExposureDesc: text(PRODUCT_FORM.careDescMax),
    repottingDesc: text(PRODUCT_FORM.careDescMax),
    petSafe: z.boolean({ error: M.care }),
    childSafe: z.boolean({ error: M.care }),
    difficulty: z.enum(DIFFICULTIES, { error: M.care }),
    size: z.enum(PLANT_SIZES, { error: M.care }),
    /** A species of packages/catalogue (GET /species/:key), or null. */
    speciesKey: z.nullable(z.string().check(z.maxLength(60))),
  })
  .check(
    z.refine((care) => care.lightMinLux <= care.lightMaxLux, {
      path: ['lightMaxLux'],
      error: M.lux,
    }),
  );
export type ProductCareInput = z.input<typeof ProductCareInput>;

/** Everything an operator writes about a product; stock and photos have endpoints of their own. */
export const ProductInput = z
  .strictObject({
    category: z.enum(PRODUCT_CATEGORIES),
    name: z
      .string({ error: M.name })
      .check(
        z.trim(),
        z.minLength(1, { error: M.name }),
        z.maxLength(PRODUCT_FORM.nameMax, { error: M.name }),
      ),
    botanicalName: text(PRODUCT_FORM.botanicalNameMax),
    englishName: text(PRODUCT_FORM.englishNameMax),
    aliases: z
      .array(text(PRODUCT_FORM.aliasMax))
      .check(z.maxLength(PRODUCT_FORM.aliasesMax, { error: M.text })),
    summary: text(PRODUCT_FORM.summaryMax),
    description: text(PRODUCT_FORM.descriptionMax),
    price: won,
    salePrice: won,
    status: z.enum(PRODUCT_STATUSES),
    /** 적립금 percent for it; null: the shop's default. */
    pointsRatePercent: z.nullable(
      z.int().check(z.minimum(0), z.maximum(PRODUCT_FORM.pointsRateMax)),
    ),
    metadataIds: z.array(
      z
        .int({ error: M.metadata })
        .check(
          z.minimum(METADATA_ID_RANGE.min, { error: M.metadata }),
          z.maximum(METADATA_ID_RANGE.max, { error: M.metadata }),
        ),
    ),
    /** Required for a PLANT, null for goods. */
    care: z.nullable(ProductCareInput),
  })
  .check(
    z.refine((p) => p.salePrice <= p.price, { path: ['salePrice'], error: M.salePrice }),
    z.refine((p) => p.category !== 'PLANT' || p.care !== null, { path: ['care'], error: M.care }),
    z.refine((p) => p.category === 'PLANT' || p.care === null, {
      path: ['care'],
      error: M.notPlantCare,
    }),
  );
export type ProductInput = z.input<typeof ProductInput>;

export const AdminProductListQuery = z.object({
  ...ConsolePaging.shape,
  /** Name, botanical name, English name or alias. */
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(50, { error: CONSOLE_MESSAGES.searchTooLong })),
  ),
  status: z.optional(z.enum(PRODUCT_STATUSES)),
  category: z.optional(z.enum(PRODUCT_CATEGORIES)),
  /** OUT: none left; LOW: at most PRODUCT_FORM.lowStock. */
  stock: z.optional(z.enum(['OUT', 'LOW'])),
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuery>;

export const AdminProductRow = z.object({
  id: z.int(),
  category: z.enum(PRODUCT_CATEGORIES),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  price: z.int(),
  salePrice: z.int(),
  stock: z.int(),
  image: ImageRef,
  salesCount: z.int(),
  /** Shoppers waiting for a 재입고 알림. */
  restockWaiting: z.int(),
  updatedAt: IsoDateTime,
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProductPhoto = z.object({ id: z.int(), ...ImageRef.shape });

/** A product as the console edits it: the input's fields, with stock, photos and counters. */
export const AdminProduct = z.object({
  id: z.int(),
  ...ProductInput.shape,
  care: z.nullable(z.object(ProductCareInput.shape)),
  stock: z.int(),
  photos: z.array(AdminProductPhoto),
  salesCount: z.int(),
  restockWaiting: z.int(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const StockAdjustBody = z.strictObject({
  delta: z.int({ error: M.stockDelta }).check(
    z.minimum(-PRODUCT_FORM.stockDeltaMax, { error: M.stockDelta }),
    z.maximum(PRODUCT_FORM.stockDeltaMax, { error: M.stockDelta }),
    z.refine((n) => n !== 0, { error: M.stockDelta }),
  ),
  reason: z.enum(STOCK_REASONS, { error: M.stockReason }),
  note: z._default(text(PRODUCT_FORM.stockNoteMax), ''),
});
export type StockAdjustBody = z.input<typeof StockAdjustBody>;

export const StockAdjustment = z.object({
  id: z.int(),
  delta: z.int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  stockAfter: z.int(),
  actor: z.object({ userId: z.nullable(z.int()), label: z.string() }),
  createdAt: IsoDateTime,
});
export type StockAdjustment = z.infer<typeof StockAdjustment>;

const ProductParams = z.object({ id: RouteId() });

/** A photo's alternative text; without it the shop says the product's name. */
export const PhotoAltQuery = z.object({
  alt: z._default(text(PRODUCT_FORM.photoAltMax), ''),
});

/** A photo's description for screen readers, changed after upload. */
export const PhotoAltBody = z.strictObject({ alt: text(PRODUCT_FORM.photoAltMax) });

export const consoleProductsEndpoints = {
  adminProducts: defineEndpoint({
    id: 'adminProducts',
    method: 'GET',
    path: '/admin/products',
    summary: 'Operator: products by name, status, category and stock (out, low), newest edit first',
    tag: 'admin',
    auth: 'operator',
    query: AdminProductListQuery,
    data: AdminProductRow,
    list: true,
  }),
  adminProduct: defineEndpoint({
    id: 'adminProduct',
    method: 'GET',
    path: '/admin/products/:id',
    summary: 'Operator: one product as the console edits it',
    tag: 'admin',
    auth: 'operator',
    params: ProductParams,
    data: AdminProduct,
  }),
  adminCreateProduct: defineEndpoint({
    id: 'adminCreateProduct',
    method: 'POST',
    path: '/admin/products',
    summary: 'Operator: a new product (stock 0; PENDING until it has a photo, if asked ON_SALE)',
    tag: 'admin',
    auth: 'operator',
    body: ProductInput,
    data: AdminProduct,
    successStatus: 201,
  }),
  adminUpdateProduct: defineEndpoint({
    id: 'adminUpdateProduct',
    method: 'PUT',
    path: '/admin/products/:id',
    summary:
      'Operator: rewrite a product (every field; stock and photos apart); the shop shows it at once',
    tag: 'admin',
    auth: 'operator',
    params: ProductParams,
    body: ProductInput,
    data: AdminProduct,
  }),
  adminUploadProductPhoto: defineEndpoint({
    id: 'adminUploadProductPhoto',
    method: 'POST',
    path: '/admin/products/:id/photos',
    summary:
      "Operator: add a photo, last in order: the body is the photo's bytes (as POST /reviews/photos: JPEG, PNG, WebP or AVIF by content, at most 10 MB), checked and re-encoded by the image service; `alt` in the query",
    tag: 'admin',
    auth: 'operator',
    params: ProductParams,
    query: PhotoAltQuery,
    data: AdminProduct,
    successStatus: 201,
  }),
  adminOrderProductPhotos: defineEndpoint({
    id: 'adminOrderProductPhotos',
    method: 'PUT',
    path: '/admin/products/:id/photos',
    summary: "Operator: the photos' order (every photo id once); the first is the card's",
    tag: 'admin',
    auth: 'operator',
    params: ProductParams,
    body: z.strictObject({
      photoIds: z.array(z.int({ error: M.photoOrder }), { error: M.photoOrder }),
    }),
    data: AdminProduct,
  }),
  adminUpdateProductPhoto: defineEndpoint({
    id: 'adminUpdateProductPhoto',
    method: 'PATCH',
    path: '/admin/products/:id/photos/:photoId',
    summary: "Operator: rewrite a photo's description (its alt text)",
    tag: 'admin',
    auth: 'operator',
    params: z.object({ id: RouteId(), photoId: RouteId() }),
    body: PhotoAltBody,
    data: AdminProduct,
  }),
  adminDeleteProductPhoto: defineEndpoint({
    id: 'adminDeleteProductPhoto',
    method: 'DELETE',
    path: '/admin/products/:id/photos/:photoId',
    summary: 'Operator: remove a photo (an ON_SALE product keeps at least one)',
    tag: 'admin',
    auth: 'operator',
    params: z.object({ id: RouteId(), photoId: RouteId() }),
    data: AdminProduct,
  }),
  adminAdjustStock: defineEndpoint({
    id: 'adminAdjustStock',
    method: 'POST',
    path: '/admin/products/:id/stock',
    summary:
      'Operator: add or take stock with a reason; never below 0 (a checkout at the same moment cannot oversell); 0 turns ON_SALE into OUT_OF_STOCK and back, and waiting shoppers get their 재입고 알림',
    tag: 'admin',
    auth: 'operator',
    params: ProductParams,
    body: StockAdjustBody,
    data: AdminProduct,
  }),
  adminStockHistory: defineEndpoint({
    id: 'adminStockHistory',
    method: 'GET',
    path: '/admin/products/:id/stock',
    summary: "Operator: a product's stock adjustments, newest first",
    tag: 'admin',
    auth: 'operator',
    params: ProductParams,
    query: ConsolePaging,
    data: StockAdjustment,
    list: true,
  }),
} as const;
