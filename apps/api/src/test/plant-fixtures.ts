import { randomBytes } from 'node:crypto';
import type { OrderProductStatus, OrderStatus, Sido } from '@chorok/contract';
import { orderProducts, orders, type Database } from '@chorok/db';
import sharp from 'sharp';
import type { WeatherProvider } from '../modules/weather/provider.ts';
import { WeatherService } from '../modules/weather/service.ts';

/*
 * Plant care tests: bought plants (orders inserted directly, in the state the orders API leaves
 * them), calls with any method, a photo to upload, steady weather and a clock.
 */

let orderNo = 0;

/** An order of the user with one line of the product, paid at `paidAt` unless pending. */
export async function boughtLine(
  db: Database,
  userId: number,
  productId: number,
  options: { paidAt?: Date; orderStatus?: OrderStatus; lineStatus?: OrderProductStatus } = {},
): Promise<number> {
  const orderStatus = options.orderStatus ?? 'PAID';
  const paidAt =
    orderStatus === 'PAID' || orderStatus === 'CANCELLED' ? (options.paidAt ?? new Date()) : null;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `P${process.pid}x${++orderNo}x${randomBytes(4).toString('hex')}`,
      userId,
      status: orderStatus,
      orderName: '식물',
      itemsTotal: 25_000,
      shippingFee: 3_000,
      totalAmount: 28_000,
      addressId: 1,
      receiverName: '김초록',
      receiverPhoneNumber: '010-1234-5678',
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      paidAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderProducts).values({
    orderId: order!.id,
    productId,
    name: '식물',
    unitPrice: 25_000,
    originalUnitPrice: 25_000,
    quantity: 1,
    status: options.lineStatus ?? (orderStatus === 'PAID' ? 'PAID' : 'PAYMENT_PENDING'),
    paidAt,
  });
  return order!.id;
}

/** One API call as `who` (signed out without one): the commerce tests' helper. */
export { api as call } from './commerce-fixtures.ts';

/** A small PNG to upload. */
export const photoBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#a3c9a8' } })
    .png()
    .toBuffer();

/** Weather that is always the same (clear, 60 %), at `temperatureC`: mild 20 °C moves no care. */
export const steadyWeather = (temperatureC = 20) =>
  new WeatherService({
    current: async (sido: Sido, now: Date) => ({
      sido,
      source: 'climatology',
      temperatureC,
      humidityPct: 60,
      condition: 'CLEAR',
      airQuality: 'GOOD',
      observedAt: now.toISOString(),
    }),
  } satisfies WeatherProvider);

/** Noon in Seoul on `day` ('YYYY-MM-DD'): an injected clock well inside that day. */
export const noonInSeoul = (day: string) => new Date(`${day}T03:00:00Z`);
