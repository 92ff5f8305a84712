import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../lib/run-every.ts';
import { findDueCare as plantsFindDueCare } from '../plants/due.ts';
import { createDeliver, deliveryFromConfig } from './deliver.ts';
import { createReminderRunner, type FindDueCare, type ReminderRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The care-reminder runner: `run` is what each tick (and adminRunReminders) does. */
    reminders: ReminderRunner;
  }
}

export interface RemindersPluginOptions {
  /** Replaces the plants module's findDueCare (tests). */
  findDueCare?: FindDueCare;
}

/** The dashboard's own weather service: same cached reading, same advice. */
function weatherAwareDueCare(app: FastifyInstance): FindDueCare {
  return (db, now, userIds) => plantsFindDueCare(db, now, userIds, app.weather);
}

/**
 * Decisions 0014 and 0036: a run every REMINDER_TICK_SECONDS in every process, on either database;
 * the notifications row's unique (user_id, day) claim sends each user's day once.
 * REMINDER_TICK_SECONDS=0 turns the ticks off (adminRunReminders still works).
 */
export default fp(
  async function reminders(app: FastifyInstance, options: RemindersPluginOptions) {
    const runner = createReminderRunner({
      db: app.db,
      // The reminder says what the dashboard says: the same weather moves or skips care.
      findDueCare: options.findDueCare ?? weatherAwareDueCare(app),
      deliver: createDeliver(deliveryFromConfig(app.db, app.config)),
      log: app.log,
    });
    app.decorate('reminders', runner);

    const { tickMs, vapid } = app.config.reminders;
    if (tickMs > 0 && app.database.kind === 'postgres' && !vapid)
      app.log.warn(
        'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: this instance uses DATA_DIR/vapid.json; several instances need the same keys from the environment',
      );
    runEvery(app, 'care reminder run', tickMs, () => runner.run());
  },
  { name: 'reminders' },
);
