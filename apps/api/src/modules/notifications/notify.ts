import type { NotificationType } from '@chorok/contract';
import { notifications, type Database } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deliver } from './deliver.ts';
import { seoulDate } from '@chorok/contract';

/**
 * A notification about one order (shipped, delivered, a claim decided), or about no order (points
 * expiring soon): any number a day.
 */
export interface OrderNotice {
  userId: number;
  type: Exclude<NotificationType, 'CARE_REMINDER'>;
  /** The order it is about; null for a notice about none. */
  orderId: number | null;
  title: string;
  body: string;
  /** Same-origin path tapping it opens, e.g. /order/12. */
  url: string;
}

/** Records the notice (the in-app list) and pushes it; never throws (the order step stands). */
export type Notify = (notice: OrderNotice) => Promise<void>;

export interface NotifierDeps {
  db: Database;
  deliver: Deliver;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Called after the order step's transaction committed: a step rolled back never notifies, and a
 * push that fails does not undo the step (it stays in the in-app list).
 */
export function createNotifier({ db, deliver, now = () => new Date(), log }: NotifierDeps): Notify {
  return async (notice) => {
    try {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: notice.userId,
          type: notice.type,
          orderId: notice.orderId,
          day: seoulDate(now()),
          title: notice.title,
          body: notice.body,
          url: notice.url,
          kinds: [],
          plantIds: [],
        })
        .returning({ id: notifications.id });
      const deliveries = await deliver({
        userId: notice.userId,
        notificationId: row!.id,
        title: notice.title,
        body: notice.body,
        url: notice.url,
      });
      await db.update(notifications).set({ deliveries }).where(eq(notifications.id, row!.id));
    } catch (error) {
      log?.error({ err: error, notice: { ...notice, body: undefined } }, 'order notice failed');
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Order and claim notices: in the user's notification list and pushed (createNotifier). */
    notify: Notify;
  }
}
