import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { findDueCare as plantsFindDueCare } from '../plants/due.ts';
import { createDeliver, deliveryFromConfig } from './deliver.ts';
import {
  createReminderRunner,
  type FindDueCare,
  type ReminderRunner,
  type RunOptions,
} from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The care-reminder scheduler: `run` is what each tick (and adminRunReminders) does. */
    reminders: ReminderRunner & { boss: PgBoss | null };
  }
}

export const REMINDER_QUEUE = 'chorok-care-reminders';

export interface RemindersPluginOptions {
  /** Replaces the plants module's findDueCare (tests). */
  findDueCare?: FindDueCare;
}

interface JobData {
  at?: string;
  ignoreHour?: boolean;
}

/** node-postgres' pool, behind Drizzle: pg-boss runs its SQL on the app's own connections. */
function poolOf(app: FastifyInstance): PgBoss.Db {
  const pool = (app.db as unknown as { $client: PgBoss.Db & { query: PgBoss.Db['executeSql'] } })
    .$client;
  return { executeSql: (text, values) => pool.query(text, values) };
}

const START_ATTEMPTS = 5;

/**
 * Instances starting together on a fresh database can collide while pg-boss installs its schema
 * (a duplicate-key error from CREATE SCHEMA) or creates the queue (a deadlock): each step is tried
 * again after a short random pause, when the other instance has finished.
 */
async function retried<T>(app: FastifyInstance, step: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      app.log.warn({ err: error, attempt }, `pg-boss: ${step} failed; trying again`);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 300));
    }
  }
}

/** A PgBoss whose start failed cannot be started again: each attempt makes a new one. */
function startBoss(app: FastifyInstance): Promise<PgBoss> {
  return retried(app, 'start', async () => {
    const boss = new PgBoss({ db: poolOf(app), schema: 'pgboss', supervise: true });
    boss.on('error', (error) => app.log.error({ err: error }, 'pg-boss'));
    return boss.start();
  });
}

/** The dashboard's own weather service: same cached reading, same advice. */
function weatherAwareDueCare(app: FastifyInstance): FindDueCare {
  return (db, now, userIds) => plantsFindDueCare(db, now, userIds, app.weather);
}

/**
 * Decision 0014. Embedded (PGlite): an interval every REMINDER_TICK_SECONDS in this process.
 * PostgreSQL: pg-boss — a cron job each minute on a singleton queue, worked by every instance, so
 * one run at a time across them; the notifications row's unique (user_id, day) claim is the final
 * guarantee either way. REMINDER_TICK_SECONDS=0 turns both off (adminRunReminders still works).
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
    const decorated: FastifyInstance['reminders'] = { run: runner.run, boss: null };
    app.decorate('reminders', decorated);

    const tickMs = app.config.reminders.tickMs;
    if (tickMs <= 0) return;
    let running: Promise<unknown> | null = null;
    const runOnce = (options: RunOptions = {}) =>
      runner.run(options).catch((error: unknown) => {
        app.log.error({ err: error }, 'care reminder run failed');
        throw error;
      });

    if (app.database.kind === 'postgres') {
      if (!app.config.reminders.vapid)
        app.log.warn(
          'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: this instance uses DATA_DIR/vapid.json; several instances need the same keys from the environment',
        );
      app.addHook('onReady', async () => {
        const boss = await startBoss(app);
        decorated.boss = boss;
        await retried(app, 'createQueue', async () => {
          if (!(await boss.getQueue(REMINDER_QUEUE)))
            await boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, policy: 'singleton' });
        });
        await retried(app, 'schedule', () =>
          boss.schedule(REMINDER_QUEUE, '* * * * *', {}, { tz: 'Asia/Seoul' }),
        );
        const pollingIntervalSeconds = Math.max(0.5, Math.min(tickMs / 1000, 2));
        await boss.work<JobData>(REMINDER_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs)
            await runOnce({
              at: job.data?.at ? new Date(job.data.at) : undefined,
              ignoreHour: job.data?.ignoreHour === true,
            });
        });
      });
      app.addHook('onClose', async () => {
        await decorated.boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      });
      return;
    }

    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      running ??= runOnce()
        .catch(() => undefined)
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, tickMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'reminders' },
);
