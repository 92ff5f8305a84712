import * as z from 'zod/mini';
import '../zod-setup.ts';
import { IsoDateTime } from '../common.ts';
import { PRODUCT_STATUSES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';

/*
 * 오늘: the console's first screen (issue 22, decision 0043). Money is won as charged: revenue is
 * what paid orders came to on the Seoul day they were paid, refunds what went back that day.
 */

export const DashboardDay = z.object({
  /** A Seoul day, YYYY-MM-DD. */
  day: z.string(),
  orders: z.int(),
  revenue: z.int(),
  refunds: z.int(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const AdminDashboard = z.object({
  /** Today, Seoul: the last of `days`. */
  today: DashboardDay,
  /** DASHBOARD.days Seoul days, oldest first, every day present (zeros on a quiet day). */
  days: z.array(DashboardDay),
  /** Most units sold over those days (cancelled and returned lines left out). */
  bestSellers: z.array(
    z.object({ productId: z.int(), name: z.string(), quantity: z.int(), revenue: z.int() }),
  ),
  /** On sale or sold out, at or below PRODUCT_FORM.lowStock, fewest first. */
  lowStock: z.array(
    z.object({
      productId: z.int(),
      name: z.string(),
      stock: z.int(),
      status: z.enum(PRODUCT_STATUSES),
    }),
  ),
  /** Paid more than DASHBOARD.shipWithinMs ago with lines still to ship, oldest first. */
  waitingToShip: z.object({
    count: z.int(),
    orders: z.array(
      z.object({
        id: z.int(),
        orderNumber: z.string(),
        orderName: z.string(),
        recipientName: z.string(),
        paidAt: IsoDateTime,
      }),
    ),
  }),
  /** When it was read. */
  at: IsoDateTime,
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const consoleDashboardEndpoints = {
  adminDashboard: defineEndpoint({
    id: 'adminDashboard',
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      "Operator: today's and the last 30 Seoul days' orders, revenue and refunds, best sellers, products low in stock and orders waiting to ship longer than a day",
    tag: 'admin',
    auth: 'operator',
    data: AdminDashboard,
  }),
} as const;
