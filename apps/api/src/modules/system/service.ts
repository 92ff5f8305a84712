import { SUPPORT_EMAIL, type AppConfig } from '@chorok/contract';
import { pageViews, type Database, type DatabaseHandle } from '@chorok/db';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { providerMode } from '../auth/providers/index.ts';

/** A health check must answer even when the database hangs rather than fails. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/**
 * The database check of /v1/health. Checks that overlap share one ping: a burst of health
 * requests (a load balancer, a benchmark) costs the database one query at a time, and each answer
 * still comes from a ping that finished after the request arrived or was already under way.
 */
export function databaseCheck(
  database: Pick<DatabaseHandle, 'ping'>,
  timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
) {
  let inFlight: Promise<void> | undefined;

  const pingWithTimeout = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([database.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  return async function checkDatabase(): Promise<void> {
    inFlight ??= pingWithTimeout().finally(() => {
      inFlight = undefined;
    });
    try {
      await inFlight;
    } catch (error) {
      throw new AppError('UNAVAILABLE', undefined, { cause: error });
    }
  };
}

/** What the web app may know about this server: computed once, it only changes with a restart. */
export function publicAppConfig(config: Config): AppConfig {
  return {
    demoSignIn: config.demoSignIn,
    // Configured or sandboxed; the web hides the others' buttons.
    providers: {
      kakao: providerMode(config, 'kakao') !== null,
      naver: providerMode(config, 'naver') !== null,
      apple: providerMode(config, 'apple') !== null,
    },
    supportEmail: SUPPORT_EMAIL,
    images: { assetHost: config.images.assetHost, cdnHost: config.images.cdnHost },
    kakaoJsKey: config.kakaoJsKey,
  };
}

export interface PageViewInput {
  path: string;
  referrer?: string | undefined;
  userId: number | null;
}

export async function recordPageView(db: Database, input: PageViewInput): Promise<void> {
  await db
    .insert(pageViews)
    .values({ path: input.path, referrer: input.referrer ?? null, userId: input.userId });
}
