import { eq, sql } from 'drizzle-orm';
import { couponSeedStep } from './benefits-seed.ts';
import { catalogueSeedStep } from './seed-step.ts';
import type { DatabaseHandle, Transaction } from '@chorok/db';
import { appMeta } from '@chorok/db';
import { speciesLinkSeedStep } from './species/link.ts';

export interface SeedStep {
  /** Strictly increasing; a database seeded up to version N runs only the steps after N. */
  version: number;
  name: string;
  run(tx: Transaction): Promise<void>;
}

export interface SeedRecord {
  version: number;
  steps: string[];
  seededAt: string;
}

export interface SeedResult {
  /** True when this call ran (and recorded) the seed; false when it had already been done. */
  applied: boolean;
  version: number;
}

export const SEED_META_KEY = 'seed';

/** Arbitrary constant: the key of the transaction lock that serialises seeding across processes. */
const SEED_LOCK_ID = 7_261_930_002;

/**
 * The first-start data of a fresh database, in version order. Domains add their steps here
 * (the catalogue, for one); an empty list still records that seeding ran.
 */
export const seedSteps: readonly SeedStep[] = [
  catalogueSeedStep,
  couponSeedStep,
  speciesLinkSeedStep,
];

/**
 * Idempotent: runs the steps newer than the version recorded in `app_meta`, then records the new
 * version, all in one transaction under an advisory lock so that concurrent starts seed once.
 */
export async function seed(
  handle: DatabaseHandle,
  steps: readonly SeedStep[] = seedSteps,
): Promise<SeedResult> {
  const latest = steps.reduce((max, step) => Math.max(max, step.version), 0);
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [row] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, SEED_META_KEY));
    const previous = row ? (row.value as SeedRecord) : null;
    if (previous && previous.version >= latest)
      return { applied: false, version: previous.version };
    const pending = steps
      .filter((step) => step.version > (previous?.version ?? 0))
      .sort((a, b) => a.version - b.version);
    for (const step of pending) await step.run(tx);
    const record: SeedRecord = {
      version: latest,
      steps: [...(previous?.steps ?? []), ...pending.map((step) => step.name)],
      seededAt: new Date().toISOString(),
    };
    await tx
      .insert(appMeta)
      .values({ key: SEED_META_KEY, value: record })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: record, updatedAt: sql`now()` } });
    return { applied: true, version: latest };
  });
}
