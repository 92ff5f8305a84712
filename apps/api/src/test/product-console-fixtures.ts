import type { ProductInput } from '@chorok/contract';
import { operatorActions, users, type Database } from '@chorok/db';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { FIXTURE_METADATA, signIn, type Shopper } from './catalogue-fixtures.ts';

/* The console's products in API tests: an operator, a full product form, calls and the log. */

export async function signInOperator(app: FastifyInstance, db: Database): Promise<Shopper> {
  const operator = await signIn(app, db);
  await db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, operator.id));
  return operator;
}

/** A plant's form with every field filled (metadata from insertMetadatas, a known species). */
export function plantInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    category: 'PLANT',
    name: '몬스테라 알보',
    botanicalName: 'Monstera deliciosa Albo Variegata',
    englishName: 'Variegated monstera',
    aliases: ['알보 몬스테라'],
    summary: '하얀 무늬가 들어간 잎',
    description: '잎마다 무늬가 달라요.',
    price: 150_000,
    salePrice: 120_000,
    status: 'ON_SALE',
    pointsRatePercent: null,
    metadataIds: [FIXTURE_METADATA.bright.id, FIXTURE_METADATA.beginner.id],
    care: {
      lightMinLux: 2_000,
      lightMaxLux: 15_000,
      wateringFrequency: 7,
      airExposureFrequency: 3,
      repottingFrequency: 365,
      wateringDesc: '겉흙이 마르면 흠뻑 주세요.',
      airExposureDesc: '하루 한 번 창을 열어 주세요.',
      repottingDesc: '봄에 한 치수 큰 화분으로 옮겨요.',
      petSafe: false,
      childSafe: false,
      difficulty: 'NORMAL',
      size: 'MEDIUM',
      speciesKey: 'monstera-deliciosa-albo-variegata',
    },
    ...overrides,
  };
}

export interface Reply {
  status: number;
  body: { data: unknown; message: string; _metadata?: unknown } & Record<string, unknown>;
  headers: Record<string, unknown>;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who?: Shopper,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await app.inject({
    method,
    url,
    headers: { ...who?.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json(),
    headers: response.headers,
  };
}

export const auditCount = async (db: Database) =>
  (await db.select({ n: count() }).from(operatorActions))[0]!.n;

export const lastAudit = async (db: Database) =>
  (await db.select().from(operatorActions).orderBy(asc(operatorActions.id))).at(-1);

/** A JPEG shot "sideways" with a camera name in its EXIF, as a phone sends it. */
export function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'ChorokTestCam', Model: 'Leaf 1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
