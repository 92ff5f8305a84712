import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_BASE_PATH,
  type AdminClaim,
  type AdminClaimResult,
  type Courier,
  type CurationImportReport,
  type Order,
  type OrderAdminAction,
  type ReminderRunResult,
  type SmsOutboxMessage,
  type TermsImportReport,
} from '@chorok/contract';
import {
  envelope,
  adminBenefitsEndpoints,
  adminEndpoints,
  consoleClaimsEndpoints,
  consoleEndpoints,
  AdminCouponBody,
  AdminPointsAdjustBody,
  DepositCallback,
} from '@chorok/contract/schemas';
import { createDatabase, migrate, type Database } from '@chorok/db';
import { z } from 'zod';
import type { Config } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { issueTemporaryCode, type IssuedTemporaryCode } from '../modules/auth/service.ts';
import { CLI_ACTOR } from '../modules/back-office/audit.ts';
import {
  approveClaim,
  completeClaim,
  listOpenClaims,
  rejectClaim,
} from '../modules/claims/decide.ts';
import {
  adjustPoints,
  BenefitsRefusal,
  createCoupon,
  deactivateCoupon,
  issueCouponToMember,
  listShopCoupons,
} from '../modules/benefits/operator.ts';
import { ImportError, importCurations } from '../modules/curations/importer.ts';
import { createDeliver, deliveryFromConfig } from '../modules/notifications/deliver.ts';
import { createNotifier } from '../modules/notifications/notify.ts';
import { createReminderRunner } from '../modules/notifications/runner.ts';
import { advanceOrder, type Parcel } from '../modules/orders/lifecycle.ts';
import { createPaymentProvider } from '../modules/payments/create.ts';
import {
  depositSandboxPayment,
  SandboxDepositError,
  type SandboxDepositCallback,
} from '../modules/payments/sandbox.ts';
import {
  readWebhookAnswer,
  WEBHOOK_URL_PATH,
  type WebhookDelivery,
} from '../modules/payments/sandbox-deposit.ts';
import { SANDBOX_DEPOSIT_PATH } from '../modules/payments/sandbox-pages.ts';
import { latestSms } from '../modules/phone/sms/outbox.ts';
import { findDueCare } from '../modules/plants/due.ts';
import { importTerms, TermsImportError } from '../modules/terms/importer.ts';

/** Written by the running server into DATA_DIR; the CLI only needs the port. */
export const SERVER_FILE = 'server.json';

export type Route = 'postgres' | 'server' | 'pglite';

export interface OperatorIssuedCode extends IssuedTemporaryCode {
  /** How the database was reached. */
  via: Route;
  /** The port of the server that will accept the code. */
  port: number;
}

export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** The running server answered an admin call with an error. */
class ServerRefusal extends OperatorError {
  constructor(
    message: string,
    readonly status: number,
    /** The server's own sentence, when it gave one. */
    readonly reason: string | undefined,
  ) {
    super(message);
  }
}

const HEALTH_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 15_000;

interface ServerFile {
  port: number;
  pid?: number;
}

function readServerFile(dataDir: string): ServerFile | null {
  let raw: string;
  try {
    raw = readFileSync(path.join(dataDir, SERVER_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as { port?: unknown; pid?: unknown };
    if (
      typeof parsed.port !== 'number' ||
      !Number.isInteger(parsed.port) ||
      parsed.port < 1 ||
      parsed.port > 65_535
    )
      return null;
    return { port: parsed.port, pid: typeof parsed.pid === 'number' ? parsed.pid : undefined };
  } catch {
    return null;
  }
}

function processAlive(pid: number | undefined): boolean {
  if (pid === undefined || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** 'up' on any HTTP answer from /v1/health, 'down' when nothing listens there. */
async function probeHealth(baseUrl: string): Promise<'up' | 'unhealthy' | 'down'> {
  try {
    const response = await fetch(`${baseUrl}${API_BASE_PATH}/health`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok ? 'up' : 'unhealthy';
  } catch {
    return 'down';
  }
}

const AdminTempCodeResponse = envelope(adminEndpoints.adminTempCode.data);
const AdminOrderStepResponse = envelope(consoleEndpoints.adminOrderStep.data);
const AdminRunRemindersResponse = envelope(adminEndpoints.adminRunReminders.data);
const AdminImportCurationsResponse = envelope(adminEndpoints.adminImportCurations.data);
const AdminSmsOutboxResponse = envelope(adminEndpoints.adminSmsOutbox.data);
const AdminImportTermsResponse = envelope(adminEndpoints.adminImportTerms.data);
const AdminListClaimsResponse = envelope(consoleClaimsEndpoints.adminListClaims.data);
const AdminClaimResponse = envelope(consoleClaimsEndpoints.adminApproveClaim.data);

/**
 * Calls an admin endpoint of the running server (POST, or GET when `method` says so); its answer
 * parsed, or an OperatorError.
 */
async function callServer<T>(
  baseUrl: string,
  adminSecret: string,
  path: string,
  body: unknown,
  schema: { safeParse(value: unknown): { success: true; data: { data: T } } | { success: false } },
  method: 'GET' | 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const response = await fetch(`${baseUrl}${API_BASE_PATH}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-admin-secret': adminSecret,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(json);
  if (!response.ok || !parsed.success) {
    const message = (json as { message?: unknown } | null)?.message;
    const hint =
      response.status === 401
        ? ' The server uses a different admin secret: run the CLI with the same ADMIN_SECRET (or DATA_DIR) as the server.'
        : '';
    throw new ServerRefusal(
      // The server's message ends its own sentence ('…없어요.'); only a bare status gets a full stop.
      `The running server refused: HTTP ${response.status}${typeof message === 'string' ? ` ${message.replace(/[.!?]?$/, '.')}` : '.'}${hint}`,
      response.status,
      typeof message === 'string' ? message : undefined,
    );
  }
  return parsed.data.data;
}

/** How one operator task is done on a database handle, or by the running server. */
interface OperatorTask<T> {
  viaServer(baseUrl: string, adminSecret: string): Promise<T>;
  viaDatabase(db: Database): Promise<T>;
}

/**
 * Runs an operator task the way that is safe for this setup. PostgreSQL takes any number of
 * clients. An embedded PGlite data directory belongs to one process: when a server holds it, ask
 * that server over loopback; only when none runs, open the directory here (see decision 0002).
 */
async function runOperatorTask<T>(
  config: Config,
  task: OperatorTask<T>,
): Promise<{ result: T; via: Route; port: number }> {
  if (config.databaseUrl) {
    const handle = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    try {
      return { result: await task.viaDatabase(handle.db), via: 'postgres', port: config.port };
    } finally {
      await handle.close();
    }
  }

  const server = readServerFile(config.dataDir);
  if (server) {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    const health = await probeHealth(baseUrl);
    if (health === 'up')
      return {
        result: await task.viaServer(baseUrl, config.adminSecret),
        via: 'server',
        port: server.port,
      };
    if (health === 'unhealthy' || processAlive(server.pid)) {
      // Its process still holds the data directory; a second PGlite on it could corrupt it.
      throw new OperatorError(
        `A server for ${config.dataDir} is running (port ${server.port}${server.pid ? `, pid ${server.pid}` : ''}) but does not answer GET ${API_BASE_PATH}/health. Wait for it to start, or stop it and try again.`,
      );
    }
  }

  const handle = await createDatabase({ dataDir: config.dataDir, shortLived: true });
  try {
    await migrate(handle);
    return { result: await task.viaDatabase(handle.db), via: 'pglite', port: config.port };
  } finally {
    await handle.close();
  }
}

/** Issues a temporary code through the running server, or the database itself (decision 0002). */
export async function issueCodeForOperator(
  config: Config,
  email: string,
): Promise<OperatorIssuedCode> {
  const { result, via, port } = await runOperatorTask(config, {
    viaServer: async (baseUrl, adminSecret) => {
      const data = await callServer(
        baseUrl,
        adminSecret,
        adminEndpoints.adminTempCode.path,
        { email },
        AdminTempCodeResponse,
      );
      return { ...data, expiresAt: new Date(data.expiresAt) };
    },
    viaDatabase: (db) => issueTemporaryCode(db, email),
  });
  return { ...result, via, port };
}

/**
 * Moves an order one step on (prepare, ship with its parcel, deliver) through the running server's
 * POST /v1/admin/orders/{id}/{action}, or the database itself: the same advanceOrder either way,
 * and the shopper is notified either way (here with a notifier of our own, as the server's).
 */
export async function orderStepForOperator(
  config: Config,
  orderId: number,
  action: OrderAdminAction,
  parcel?: Parcel,
): Promise<{ order: Order; via: Route }> {
  const { result, via } = await runOperatorTask(config, {
    viaServer: (baseUrl, adminSecret) =>
      callServer(
        baseUrl,
        adminSecret,
        `/admin/orders/${orderId}/${action}`,
        parcel,
        AdminOrderStepResponse,
      ),
    viaDatabase: async (db) => {
      const notify = createNotifier({
        db,
        deliver: createDeliver(deliveryFromConfig(db, config)),
        // The step stands; the operator hears that the shopper was not told.
        log: {
          error: (entry: { err?: unknown }) =>
            process.stderr.write(
              `The shopper's notice was not sent: ${entry.err instanceof Error ? entry.err.message : String(entry.err)}\n`,
            ),
        },
      });
      try {
        return await advanceOrder({ db, notify, actor: CLI_ACTOR }, orderId, action, parcel);
      } catch (error) {
        if (error instanceof AppError) throw new OperatorError(`Refused: ${error.message}`);
        throw error;
      }
    },
  });
  return { order: result, via };
}

/**
 * Runs the care-reminder scheduler now (for the current Seoul hour, or every user due today with
 * ignoreHour) through the running server's POST /v1/admin/reminders/run, or the database itself.
 * Users already sent today's reminder are skipped either way.
 */
export async function runRemindersForOperator(
  config: Config,
  options: { at?: Date; ignoreHour: boolean },
): Promise<{ result: ReminderRunResult; via: Route }> {
  const { result, via } = await runOperatorTask(config, {
    viaServer: (baseUrl, adminSecret) =>
      callServer(
        baseUrl,
        adminSecret,
        adminEndpoints.adminRunReminders.path,
        { at: options.at?.toISOString(), ignoreHour: options.ignoreHour },
        AdminRunRemindersResponse,
      ),
    viaDatabase: (db) =>
      createReminderRunner({
        db,
        findDueCare,
        deliver: createDeliver(deliveryFromConfig(db, config)),
      }).run(options),
  });
  return { result, via };
}

/**
 * Imports the 라이프 articles from `dir` (absolute; the server's CONTENT_DIR when omitted) through
 * the running server's POST /v1/admin/curations/import, or the database itself.
 */
export async function importCurationsForOperator(
  config: Config,
  dir: string | undefined,
): Promise<{ result: CurationImportReport; via: Route }> {
  const { result, via } = await runOperatorTask(config, {
    viaServer: (baseUrl, adminSecret) =>
      callServer(
        baseUrl,
        adminSecret,
        adminEndpoints.adminImportCurations.path,
        dir === undefined ? {} : { dir },
        AdminImportCurationsResponse,
      ),
    viaDatabase: async (db) => {
      try {
        return await importCurations(db, dir ?? config.contentDir);
      } catch (error) {
        if (error instanceof ImportError) throw new OperatorError(error.message);
        throw error;
      }
    },
  });
  return { result, via };
}

/**
 * The latest SMS (newest first) through the running server's GET /v1/admin/sms-outbox, or the
 * database itself.
 */
export async function smsOutboxForOperator(
  config: Config,
  limit: number,
): Promise<{ messages: SmsOutboxMessage[]; via: Route }> {
  const { result, via } = await runOperatorTask(config, {
    viaServer: async (baseUrl, adminSecret) =>
      (
        await callServer(
          baseUrl,
          adminSecret,
          `${adminEndpoints.adminSmsOutbox.path}?limit=${limit}`,
          undefined,
          AdminSmsOutboxResponse,
          'GET',
        )
      ).messages,
    viaDatabase: (db) => latestSms(db, limit),
  });
  return { messages: result, via };
}

/**
 * Imports new terms versions from `dir` (absolute; the server's TERMS_DIR when omitted) through
 * the running server's POST /v1/admin/terms/import, or the database itself.
 */
export async function importTermsForOperator(
  config: Config,
  dir: string | undefined,
): Promise<{ result: TermsImportReport; via: Route }> {
  const { result, via } = await runOperatorTask(config, {
    viaServer: (baseUrl, adminSecret) =>
      callServer(
        baseUrl,
        adminSecret,
        adminEndpoints.adminImportTerms.path,
        dir === undefined ? {} : { dir },
        AdminImportTermsResponse,
      ),
    viaDatabase: async (db) => {
      try {
        return await importTerms(db, dir ?? config.termsDir);
      } catch (error) {
        if (error instanceof TermsImportError) throw new OperatorError(error.message);
        throw error;
      }
    },
  });
  return { result, via };
}

/** The open claims (oldest first) through the running server's GET /v1/admin/claims, or the database. */
export async function listClaimsForOperator(
  config: Config,
): Promise<{ claims: AdminClaim[]; via: Route }> {
  const { result, via } = await runOperatorTask(config, {
    viaServer: async (baseUrl, adminSecret) =>
      (
        await callServer(
          baseUrl,
          adminSecret,
          consoleClaimsEndpoints.adminListClaims.path,
          undefined,
          AdminListClaimsResponse,
          'GET',
        )
      ).claims,
    viaDatabase: (db) => listOpenClaims(db),
  });
  return { claims: result, via };
}

export type ClaimAction =
  | { action: 'approve'; parcel: { courier?: Courier; trackingNumber?: string } }
  | { action: 'reject'; reason: string }
  | { action: 'complete' };

/**
 * Decides a claim (approve, reject, complete) through the running server's
 * POST /v1/admin/claims/{id}/{action}, or the database itself with the server's payment provider
 * (an approved return refunds) and notices: the same claims/decide.ts either way.
 */
export async function claimStepForOperator(
  config: Config,
  claimId: number,
  step: ClaimAction,
): Promise<{ result: AdminClaimResult; via: Route }> {
  const body =
    step.action === 'approve'
      ? step.parcel
      : step.action === 'reject'
        ? { reason: step.reason }
        : undefined;
  return runOperatorTask(config, {
    viaServer: (baseUrl, adminSecret) =>
      callServer(
        baseUrl,
        adminSecret,
        `/admin/claims/${claimId}/${step.action}`,
        body,
        AdminClaimResponse,
      ),
    viaDatabase: async (db) => {
      const deps = {
        db,
        provider: createPaymentProvider(config, db),
        notify: createNotifier({ db, deliver: createDeliver(deliveryFromConfig(db, config)) }),
      };
      try {
        if (step.action === 'approve')
          return await approveClaim(deps, CLI_ACTOR, claimId, step.parcel);
        if (step.action === 'reject')
          return await rejectClaim(deps, CLI_ACTOR, claimId, step.reason);
        return await completeClaim(deps, CLI_ACTOR, claimId);
      } catch (error) {
        if (error instanceof AppError) throw new OperatorError(`Refused: ${error.message}`);
        throw error;
      }
    },
  });
}

export interface OperatorDeposit {
  callback: SandboxDepositCallback;
  /** What the webhook made of it; statusCode null when no server took it. */
  delivery: WebhookDelivery;
}

const SandboxDepositAnswer = z.object({
  callback: z.object({
    eventType: z.literal('DEPOSIT_CALLBACK'),
    createdAt: z.string(),
    data: DepositCallback,
  }),
  delivery: z.object({ statusCode: z.number().int().nullable(), outcome: z.string().nullable() }),
});

/** Posts the deposit callback to the server at `baseUrl`; statusCode null when none answers. */
async function postWebhook(
  baseUrl: string,
  callback: SandboxDepositCallback,
): Promise<WebhookDelivery> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${WEBHOOK_URL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callback),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { statusCode: null, outcome: null };
  }
  return readWebhookAnswer(response.status, await response.json().catch(() => null));
}

/**
 * Pays into an order's sandbox virtual account, as a shopper's bank would, and tells the shop as
 * Toss does (its deposit callback to the webhook). With PostgreSQL: the deposit here, then the
 * callback over HTTP to the server on PORT. With the embedded database held by a running server:
 * that server's /sandbox/deposit does both. With no server: the deposit here; the payment sweep
 * reads it back from the sandbox once a server runs.
 */
export async function sandboxDepositForOperator(
  config: Config,
  orderNumber: string,
): Promise<OperatorDeposit & { via: Route }> {
  if (config.payments.provider !== 'sandbox')
    throw new OperatorError(
      'PAYMENT_PROVIDER가 sandbox일 때만 테스트 입금을 할 수 있어요. Toss Payments의 가상계좌는 Toss의 상점관리자에서 입금을 테스트해요.',
    );
  const deposit = async (db: Database) => {
    try {
      return await depositSandboxPayment(db, orderNumber);
    } catch (error) {
      if (error instanceof SandboxDepositError)
        throw new OperatorError(`입금하지 못했어요: ${error.message}`);
      throw error;
    }
  };
  const { result, via } = await runOperatorTask<OperatorDeposit>(config, {
    viaServer: async (baseUrl) => {
      const response = await fetch(`${baseUrl}${SANDBOX_DEPOSIT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ orderId: orderNumber }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const json: unknown = await response.json().catch(() => null);
      const answer = SandboxDepositAnswer.safeParse(json);
      if (response.ok && answer.success) return answer.data;
      const message = (json as { message?: unknown } | null)?.message;
      throw new OperatorError(
        typeof message === 'string'
          ? `입금하지 못했어요: ${message}`
          : `The running server refused the deposit: HTTP ${response.status}.`,
      );
    },
    viaDatabase: async (db) => ({
      callback: await deposit(db),
      delivery: { statusCode: null, outcome: null },
    }),
  });
  // PostgreSQL: the server (if any) did not see the deposit happen; tell it as Toss would.
  if (via === 'postgres')
    return {
      ...result,
      delivery: await postWebhook(`http://127.0.0.1:${config.port}`, result.callback),
      via,
    };
  return { ...result, via };
}

/**
 * A coupon or points task (modules/benefits/operator.ts) through the running server's admin
 * endpoint, or the database itself. A refusal reads the same either way: 'Refused: ' and why.
 */
/**
 * One operator call through the running server (its endpoint, with the admin secret) or the
 * database itself; a refusal either way reaches the operator as its sentence.
 */
export async function benefitsTask<T>(
  config: Config,
  call: { path: string; body?: unknown; method?: 'GET' | 'POST' | 'PUT' },
  schema: Parameters<typeof callServer<T>>[4],
  viaDatabase: (db: Database) => Promise<T>,
): Promise<{ result: T; via: Route }> {
  const { result, via } = await runOperatorTask(config, {
    viaServer: async (baseUrl, adminSecret) => {
      try {
        return await callServer(baseUrl, adminSecret, call.path, call.body, schema, call.method);
      } catch (error) {
        if (error instanceof ServerRefusal && error.reason && error.status !== 401)
          throw new OperatorError(`Refused: ${error.reason}`);
        throw error;
      }
    },
    viaDatabase: async (db) => {
      try {
        return await viaDatabase(db);
      } catch (error) {
        if (error instanceof BenefitsRefusal || error instanceof AppError)
          throw new OperatorError(`Refused: ${error.message}`);
        throw error;
      }
    },
  });
  return { result, via };
}

const AdminCouponsResponse = envelope(adminBenefitsEndpoints.adminListCoupons.data);
const AdminCouponResponse = envelope(adminBenefitsEndpoints.adminCreateCoupon.data);
const AdminCouponIssueResponse = envelope(adminBenefitsEndpoints.adminIssueCoupon.data);
const AdminCouponDeactivateResponse = envelope(adminBenefitsEndpoints.adminDeactivateCoupon.data);
const AdminPointsResponse = envelope(adminBenefitsEndpoints.adminAdjustPoints.data);

/** Every coupon, newest first (GET /v1/admin/coupons). */
export const listCouponsForOperator = (config: Config) =>
  benefitsTask(
    config,
    { path: adminBenefitsEndpoints.adminListCoupons.path, method: 'GET' },
    AdminCouponsResponse,
    async (db) => ({ coupons: await listShopCoupons(db) }),
  );

/** Defines a coupon (POST /v1/admin/coupons); `body` has passed AdminCouponBody. */
export const createCouponForOperator = (config: Config, body: AdminCouponBody) =>
  benefitsTask(
    config,
    { path: adminBenefitsEndpoints.adminCreateCoupon.path, body },
    AdminCouponResponse,
    (db) => createCoupon(db, CLI_ACTOR, AdminCouponBody.parse(body)),
  );

/** One copy of a coupon to one member (POST /v1/admin/coupons/{id}/issue). */
export const issueCouponForOperator = (config: Config, couponId: number, email: string) =>
  benefitsTask(
    config,
    { path: `/admin/coupons/${couponId}/issue`, body: { email } },
    AdminCouponIssueResponse,
    (db) => issueCouponToMember(db, CLI_ACTOR, couponId, email),
  );

/** Stops handing a coupon out (POST /v1/admin/coupons/{id}/deactivate). */
export const deactivateCouponForOperator = (config: Config, couponId: number) =>
  benefitsTask(
    config,
    { path: `/admin/coupons/${couponId}/deactivate` },
    AdminCouponDeactivateResponse,
    (db) => deactivateCoupon(db, CLI_ACTOR, couponId),
  );

/** Adds or takes a member's 적립금 (POST /v1/admin/points/adjust); `body` has passed its schema. */
export const adjustPointsForOperator = (config: Config, body: AdminPointsAdjustBody) =>
  benefitsTask(
    config,
    { path: adminBenefitsEndpoints.adminAdjustPoints.path, body },
    AdminPointsResponse,
    (db) => adjustPoints(db, CLI_ACTOR, AdminPointsAdjustBody.parse(body)),
  );
