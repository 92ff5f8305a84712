import type { Database, DatabaseHandle } from '@chorok/db';
import type { Config } from '../env.ts';
import type { WeatherService } from '../modules/weather/service.ts';
import type { Monitor } from './monitoring/monitor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (env.ts). */
    config: Config;
    /** Drizzle on PGlite or PostgreSQL: services take this. */
    db: Database;
    /** The connection itself, for health checks and shutdown. */
    database: DatabaseHandle;
    /**
     * The weather, cached per 시·도: one for the dashboard and the reminders, so a reminder
     * gives the advice the dashboard shows from the same reading.
     */
    weather: WeatherService;
    /** Error monitoring (SENTRY_DSN), or null: then 5xx are only logged. */
    monitor: Monitor | null;
  }
}
