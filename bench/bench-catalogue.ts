/**
 * A few hundred products for `npm run bench:api` when the app's database has none (before the seed
 * catalogue exists, or on an empty PostgreSQL database): names, prices, every status, metadata
 * links and three pictures each, so `GET /v1/products` answers full pages of realistic cards.
 */
import {
  createDatabase,
  imageAssets,
  migrate,
  productImages,
  productMetadataLinks,
  productMetadatas,
  products,
} from '@chorok/db';
import { productSearchKeys } from '@chorok/catalogue';
import { sql } from 'drizzle-orm';

export const BENCH_PRODUCTS = 300;

const KINDS = ['GROW_PLACE', 'SUNLIGHT', 'VENTILATION', 'PET_CHILD', 'TAG'] as const;
const NAMES = [
  '몬스테라',
  '산세베리아',
  '스투키',
  '고무나무',
  '올리브나무',
  '필로덴드론',
  '칼라데아',
];
const STATUSES = [
  'ON_SALE',
  'ON_SALE',
  'ON_SALE',
  'OUT_OF_STOCK',
  'PENDING',
  'DISCONTINUED',
] as const;

const svg = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="${fill}"/></svg>`,
  );

/** Opens the database the app will use (PGlite in `dataDir`, or PostgreSQL), fills it, closes it. */
export async function fillBenchCatalogue(target: { dataDir: string; databaseUrl?: string }) {
  const database = await createDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    await migrate(database);
    const { db } = database;
    await db
      .insert(imageAssets)
      .values(
        ['#a3c9a8', '#2f7d4f', '#6b8e23'].map((fill, n) => ({
          key: `bench/picture-${n + 1}.svg`,
          contentType: 'image/svg+xml',
          bytes: svg(fill),
          width: 600,
          height: 800,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(productMetadatas)
      .values(
        Array.from({ length: 20 }, (_, n) => ({
          id: n + 1,
          kind: KINDS[n % KINDS.length]!,
          name: `벤치 항목 ${n + 1}`,
          sortOrder: n,
        })),
      )
      .onConflictDoNothing();
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: BENCH_PRODUCTS }, (_, n) => {
          const price = 5_000 + (n % 40) * 1_000;
          const names = {
            name: `${NAMES[n % NAMES.length]} ${n + 1}`,
            botanicalName: 'Planta benchmarkia',
            englishName: `Bench plant ${n + 1}`,
            aliases: [],
          };
          return {
            ...names,
            ...productSearchKeys(names),
            category: 'PLANT' as const,
            summary: '벤치마크용 상품',
            description: '벤치마크용 상품 설명',
            price,
            salePrice: n % 3 ? price : Math.round(price * 0.8),
            stock: n % 50,
            status: STATUSES[n % STATUSES.length]!,
            lightMinLux: 500 + (n % 10) * 100,
            lightMaxLux: 10_000 + (n % 10) * 1_000,
            salesCount: (n * 37) % 500,
            likeCount: (n * 13) % 200,
            createdAt: new Date(Date.now() - n * 3_600_000),
          };
        }),
      )
      .returning({ id: products.id });
    await db.insert(productImages).values(
      rows.flatMap(({ id }) => [
        { productId: id, kind: 'photo', position: 0, assetKey: 'bench/picture-1.svg', alt: '' },
        { productId: id, kind: 'photo', position: 1, assetKey: 'bench/picture-2.svg', alt: '' },
        { productId: id, kind: 'cutout', position: 0, assetKey: 'bench/picture-3.svg', alt: '' },
      ]),
    );
    await db
      .insert(productMetadataLinks)
      .values(
        rows.flatMap(({ id }, n) =>
          [n % 20, (n + 7) % 20, (n + 13) % 20].map((m) => ({ productId: id, metadataId: m + 1 })),
        ),
      )
      .onConflictDoNothing();
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}
