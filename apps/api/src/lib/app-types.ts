import type { Database, DatabaseHandle } from '@chorok/db';
import type { Config } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (env.ts). */
    config: Config;
    /** Drizzle on PGlite or PostgreSQL: services take this. */
    db: Database;
    /** The connection itself, for health checks and shutdown. */
    database: DatabaseHandle;
  }
}
