import * as schema from './schema/index.ts';

export * from './schema/index.ts';
export { schema };
export {
  createDatabase,
  dumpMemoryImage,
  PGLITE_SUBDIR,
  type Database,
  type DatabaseConfig,
  type DatabaseHandle,
  type DatabaseKind,
  type Transaction,
} from './database.ts';
export { migrate, MIGRATIONS_DIR } from './migrate.ts';
export { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from './sql-state.ts';
