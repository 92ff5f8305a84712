import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  COUPON,
  COUPON_KINDS,
  COUPON_SOURCES,
  COURIER_CODES,
  COURIER_NAMES,
  COURIERS,
  ClaimApproveBody,
  ClaimRejectBody,
  MESSAGES,
  POINTS,
  PRODUCT_CATEGORIES,
  RedeemCouponBody,
  ORDER_ADMIN_ACTIONS,
  OrderShipBody,
  SMS_OUTBOX_LIST,
  adminEndpoints,
  formatKoreanMobile,
  formatWon,
  type AdminClaim,
  type AdminClaimResult,
  type CouponKind,
  type CouponSource,
  type Order,
  type OrderAdminAction,
  type ProductCategory,
} from '@chorok/contract';
import { EnvError, loadEnv } from '../env.ts';
import type { CouponRow } from '../modules/benefits/coupons.ts';
import {
  adjustPoints,
  createCoupon,
  deactivateCoupon,
  issueCouponToMember,
  listShopCoupons,
  type CouponDraft,
} from '../modules/benefits/operator.ts';
import { reportLines, reportSummary } from '../modules/curations/importer.ts';
import { PROVIDER_ORDER_ID } from '../modules/payments/checkout.ts';
import { webhookNotice } from '../modules/payments/sandbox-deposit.ts';
import { termsReportLines, termsReportSummary } from '../modules/terms/importer.ts';
import {
  benefitsTaskForOperator,
  claimStepForOperator,
  importCurationsForOperator,
  listClaimsForOperator,
  importTermsForOperator,
  issueCodeForOperator,
  OperatorError,
  orderStepForOperator,
  runRemindersForOperator,
  sandboxDepositForOperator,
  smsOutboxForOperator,
  type ClaimAction,
  type OperatorIssuedCode,
} from './reach-database.ts';

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  temp-code <email> [--json]   Create the user if needed and print a single-use sign-in code
                               (valid 10 minutes) with a ready sign-in link.
  order <id> <prepare|deliver> [--json]
  order <id> ship --courier <code> --tracking <waybill> [--json]
                               Move a paid order's lines one step on: prepare (PAID → PREPARING),
                               ship (→ SHIPPING) with the parcel's courier and waybill number,
                               deliver (SHIPPING → DELIVERED). Cancelled and buyer-confirmed lines
                               stay as they are. The shopper is notified when it ships and when
                               it arrives. Couriers:
${COURIER_CODES.map((code) => `                                 ${code.padEnd(7)}${COURIER_NAMES[code]} (${COURIERS[code].digits.join(' or ')} digits)`).join('\n')}
  claim list [--json]          The open returns and exchanges (waiting, or approved and not done),
                               oldest first.
  claim <id> approve [--courier <code> --tracking <number>] [--json]
                               Approve a claim. A return is refunded through the payment provider
                               at once; an exchange needs the replacement's courier and waybill
                               number (as for ship).
  claim <id> reject --reason <text> [--json]
                               Refuse a claim; the shopper is told the reason.
  claim <id> complete [--json] An exchange's replacement has arrived: the claim is done.
  reminders run [--now] [--at <ISO time>] [--json]
                               Send the care reminders due now: to the users whose hour (Asia/Seoul)
                               it is, or with --now to every user with care due today, whatever
                               their hour. Users already sent today's reminder are skipped.
  curations import [dir] [--json]
                               Import the 라이프 articles (content/curations/*.md, or CONTENT_DIR, or
                               dir): prints each file added, updated, unpublished (file removed)
                               or skipped, with the reason. Exit 1 when a file was refused.
  sms outbox [--limit N] [--json]
                               Print the latest SMS, newest first (${SMS_OUTBOX_LIST.defaultLimit} unless --limit, at most
                               ${SMS_OUTBOX_LIST.maxLimit}). With SMS_PROVIDER=outbox (the default) SMS are only
                               written there, verification codes included.
  sandbox deposit <orderNumber> [--json]
                               With PAYMENT_PROVIDER=sandbox: pay into the order's virtual account
                               (가상계좌) as the shopper's bank would, then post Toss's deposit
                               callback to the running server's webhook. Without a server the
                               payment sweep marks the order paid once one runs.
  terms import [dir] [--json]  Publish new terms versions (content/terms/<kind>-v<n>.md, or
                               TERMS_DIR, or dir): prints each file added, unchanged or refused.
                               A published version never changes: an edited file is refused and
                               its stored text stays. Exit 1 when a file was refused.
  coupon create --name <name> --kind FIXED|PERCENT --value <won or %> [--max <won>] [--min <won>]
                [--category PLANT,POT | --product 1,2] [--code CODE] [--source CODE|OPERATOR|WELCOME]
                [--days N] [--until YYYY-MM-DD] [--limit N] [--json]
                               Define a coupon: FIXED takes --value won off, PERCENT takes --value %
                               (at most ${COUPON.percentMax}) off, up to --max won. --min: the goods it covers must
                               come to at least this. All goods unless --category or --product.
                               --code makes it a CODE coupon shoppers type (${COUPON.codeMin}~${COUPON.codeMax} letters, digits
                               or -); WELCOME coupons go to every new account; OPERATOR ones are
                               handed out with coupon issue (the default without --code). A copy
                               lasts --days after it is received and at most until the end of
                               --until (Asia/Seoul); one of them is needed. --limit: copies in all.
  coupon list [--json]         Every coupon, newest first, with its terms and copies handed out.
  coupon issue <couponId> <email> [--json]
                               Hand one copy of a coupon to one member.
  coupon deactivate <couponId> [--json]
                               Stop handing a coupon out (codes, sign-ups, issue); copies already
                               received stay usable until they expire.
  points adjust <email> <amount> <note> [--json]
                               Add (1000) or take (-500) 적립금, with a note the member sees: points
                               added expire after ${POINTS.validDays} days; points taken come out of those that
                               expire first, never below 0.

Uses the same environment as the server (DATA_DIR, DATABASE_URL, PORT, ADMIN_SECRET, PUBLIC_ORIGIN,
CONTENT_DIR, TERMS_DIR). The coupon and points commands need the database itself: with the
embedded one (no DATABASE_URL), stop the server first.`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
};

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const seoulTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatSeoulTime(date: Date): string {
  return `${seoulTime.format(date)} (Asia/Seoul)`;
}

function signInUrl(issued: OperatorIssuedCode, env: CliIo['env']): string {
  // Without PUBLIC_ORIGIN the link points at the server that took the code, whatever PORT says here.
  const origin = env.PUBLIC_ORIGIN?.trim()
    ? env.PUBLIC_ORIGIN.trim().replace(/\/+$/, '')
    : `http://localhost:${issued.port}`;
  return `${origin}/auth/sign-in?secretCode=${encodeURIComponent(issued.code)}`;
}

async function tempCode(args: string[], io: CliIo): Promise<number> {
  const json = args.includes('--json');
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const unknownFlag = args.find((arg) => arg.startsWith('--') && arg !== '--json');
  if (positional.length !== 1 || unknownFlag) {
    io.stderr(unknownFlag ? `Unknown option: ${unknownFlag}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  const parsed = adminEndpoints.adminTempCode.body.safeParse({ email: positional[0] });
  if (!parsed.success) {
    io.stderr(`${MESSAGES.emailFormat} (${positional[0]})`);
    return EXIT.usage;
  }
  const { email } = parsed.data;

  const config = loadEnv(io.env);
  const issued = await issueCodeForOperator(config, email);
  const url = signInUrl(issued, io.env);
  if (json) {
    io.stdout(
      JSON.stringify({
        email,
        userId: issued.userId,
        createdUser: issued.createdUser,
        code: issued.code,
        expiresAt: issued.expiresAt.toISOString(),
        signInUrl: url,
        via: issued.via,
      }),
    );
  } else {
    io.stdout(
      [
        `Temporary code for ${email} (${issued.createdUser ? 'new' : 'existing'} user #${issued.userId}):`,
        `  code        ${issued.code}`,
        `  expires     ${formatSeoulTime(issued.expiresAt)}, single use`,
        `  sign in at  ${url}`,
      ].join('\n'),
    );
  }
  return EXIT.ok;
}

function lineSummary(order: Order): string {
  const counts = new Map<string, number>();
  for (const item of order.items) counts.set(item.status, (counts.get(item.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} ×${count}`).join(', ');
}

/**
 * The `--name value` options among `args`, the positional ones and --json; or `stray`, the first
 * flag that is unknown or lacks its value.
 */
function readOptions(
  args: string[],
  names: readonly string[],
): { options: Record<string, string>; positional: string[]; json: boolean } | { stray: string } {
  const options: Record<string, string> = {};
  const positional: string[] = [];
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (names.includes(arg)) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) return { stray: arg };
      options[arg.slice(2)] = value;
      i++;
    } else if (arg.startsWith('--')) return { stray: arg };
    else positional.push(arg);
  }
  return { options, positional, json };
}

async function orderStep(args: string[], io: CliIo): Promise<number> {
  const read = readOptions(args, ['--courier', '--tracking']);
  if ('stray' in read) {
    io.stderr(`Unknown option or missing value: ${read.stray}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { options, positional, json } = read;
  const [idText, action] = positional;
  if (positional.length !== 2) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  const id = Number(idText);
  if (!/^[1-9]\d*$/.test(idText ?? '') || !Number.isSafeInteger(id)) {
    io.stderr(`${MESSAGES.invalidId}: ${idText} (an order id is a positive whole number)`);
    return EXIT.usage;
  }
  if (!(ORDER_ADMIN_ACTIONS as readonly string[]).includes(action ?? '')) {
    io.stderr(`Unknown step: ${action} (one of ${ORDER_ADMIN_ACTIONS.join(', ')})\n\n${USAGE}`);
    return EXIT.usage;
  }
  const given = options.courier !== undefined || options.tracking !== undefined;
  if (action !== 'ship' && given) {
    io.stderr(`${MESSAGES.parcelOnlyForShip} (--courier and --tracking go with ship)`);
    return EXIT.usage;
  }
  // The server checks the same body; checking it here spares the database a refused step.
  const parcel =
    action === 'ship'
      ? OrderShipBody.safeParse({ courier: options.courier, trackingNumber: options.tracking })
      : undefined;
  if (parcel && !parcel.success) {
    io.stderr(
      `${parcel.error.issues[0]?.message ?? MESSAGES.invalidInput}\n  e.g. npm run admin -- order ${id} ship --courier cj --tracking 123456789012`,
    );
    return EXIT.usage;
  }
  const config = loadEnv(io.env);
  const { order, via } = await orderStepForOperator(
    config,
    id,
    action as OrderAdminAction,
    parcel?.data,
  );
  if (json) io.stdout(JSON.stringify({ action, via, order }));
  else {
    const own = order.shipments.find((shipment) => shipment.claimId === null);
    io.stdout(
      [
        `Order #${order.id} ${order.orderNumber} (${order.orderName}): ${action} done.`,
        `  lines  ${lineSummary(order)}`,
        `  to     ${order.shipping.receiverName}, ${order.shipping.roadAddress} ${order.shipping.detailAddress}`.trimEnd(),
        ...(own
          ? [
              `  parcel ${COURIER_NAMES[own.courier]} ${own.trackingNumber}${own.deliveredAt ? `, delivered ${formatSeoulTime(new Date(own.deliveredAt))}` : ''}`,
              `  track  ${own.trackingUrl}`,
            ]
          : []),
      ].join('\n'),
    );
  }
  return EXIT.ok;
}

function claimLines(claim: AdminClaim): string {
  return [
    `#${claim.id}  ${claim.status}  ${formatSeoulTime(new Date(claim.createdAt))}  order #${claim.orderId} ${claim.orderNumber}  user #${claim.userId}`,
    `    ${claim.productName} ×${claim.quantity} (${formatWon(claim.amount)}) · ${claim.kind} ${claim.reason} · return shipping ${formatWon(claim.returnShippingFee)} · ${claim.photoCount} photo(s)`,
    ...(claim.detail ? [`    “${claim.detail}”`] : []),
  ].join('\n');
}

function claimSummary(action: string, { claim, order }: AdminClaimResult): string {
  const line = order.items.find((item) => item.id === claim.orderProductId);
  const parcel = order.shipments.find((shipment) => shipment.claimId === claim.id);
  return [
    `Claim #${claim.id} (${claim.kind}, ${claim.reason}) on order #${order.id} ${order.orderNumber}: ${action} done.`,
    `  status   ${claim.status}`,
    ...(line ? [`  line     ${line.name} ${line.status}`] : []),
    ...(claim.refundAmount !== null ? [`  refund   ${formatWon(claim.refundAmount)}`] : []),
    ...(parcel ? [`  parcel   ${parcel.courier} ${parcel.trackingNumber}`] : []),
    ...(claim.rejectReason ? [`  reason   ${claim.rejectReason}`] : []),
  ].join('\n');
}

/** The value after `--name`, and the arguments without the pair. */
function option(
  args: string[],
  name: string,
): { value?: string; rest: string[]; missing: boolean } {
  const index = args.indexOf(name);
  if (index < 0) return { rest: args, missing: false };
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) return { rest: args, missing: true };
  return { value, rest: [...args.slice(0, index), ...args.slice(index + 2)], missing: false };
}

async function claimCommand(args: string[], io: CliIo): Promise<number> {
  const json = args.includes('--json');
  const courier = option(
    args.filter((arg) => arg !== '--json'),
    '--courier',
  );
  const tracking = option(courier.rest, '--tracking');
  const reason = option(tracking.rest, '--reason');
  const positional = reason.rest;
  const unknownFlag = positional.find((arg) => arg.startsWith('--'));
  if (unknownFlag || courier.missing || tracking.missing || reason.missing) {
    io.stderr(unknownFlag ? `Unknown option: ${unknownFlag}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  const hasOptions = [courier, tracking, reason].some((o) => o.value !== undefined);

  if (positional[0] === 'list') {
    if (positional.length !== 1 || hasOptions) {
      io.stderr(USAGE);
      return EXIT.usage;
    }
    const config = loadEnv(io.env);
    const { claims, via } = await listClaimsForOperator(config);
    if (json) io.stdout(JSON.stringify({ via, claims }));
    else if (claims.length === 0) io.stdout(`No open claims (via ${via}).`);
    else
      io.stdout(
        [
          `${claims.length} open claim(s), oldest first (via ${via}):`,
          ...claims.map(claimLines),
        ].join('\n'),
      );
    return EXIT.ok;
  }

  const [idText, action] = positional;
  if (positional.length !== 2) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  const id = Number(idText);
  if (!/^[1-9]\d*$/.test(idText ?? '') || !Number.isSafeInteger(id)) {
    io.stderr(`${MESSAGES.invalidId}: ${idText} (a claim id is a positive whole number)`);
    return EXIT.usage;
  }
  let step: ClaimAction;
  if (action === 'approve' && reason.value === undefined) {
    const parsed = ClaimApproveBody.safeParse({
      ...(courier.value === undefined ? {} : { courier: courier.value }),
      ...(tracking.value === undefined ? {} : { trackingNumber: tracking.value }),
    });
    if (!parsed.success) {
      io.stderr(parsed.error.issues[0]?.message ?? USAGE);
      return EXIT.usage;
    }
    step = { action, parcel: parsed.data };
  } else if (action === 'reject' && courier.value === undefined && tracking.value === undefined) {
    const parsed = ClaimRejectBody.safeParse({ reason: reason.value });
    if (!parsed.success) {
      io.stderr(parsed.error.issues[0]?.message ?? USAGE);
      return EXIT.usage;
    }
    step = { action, reason: parsed.data.reason };
  } else if (action === 'complete' && !hasOptions) {
    step = { action };
  } else {
    io.stderr(
      `Unknown claim step: ${action} (approve, reject or complete, with their options)\n\n${USAGE}`,
    );
    return EXIT.usage;
  }
  const config = loadEnv(io.env);
  const { result, via } = await claimStepForOperator(config, id, step);
  if (json) io.stdout(JSON.stringify({ action, via, ...result }));
  else io.stdout(claimSummary(action, result));
  return EXIT.ok;
}

async function reminders(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const json = rest.includes('--json');
  const ignoreHour = rest.includes('--now');
  const atIndex = rest.indexOf('--at');
  const atText = atIndex >= 0 ? rest[atIndex + 1] : undefined;
  const known = new Set(['--json', '--now', '--at']);
  const stray = rest.filter((arg, i) => !known.has(arg) && !(atIndex >= 0 && i === atIndex + 1));
  if (sub !== 'run' || stray.length > 0 || (atIndex >= 0 && !atText)) {
    io.stderr(stray.length > 0 ? `Unknown option: ${stray[0]}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  const at = atText === undefined ? undefined : new Date(atText);
  if (at && Number.isNaN(at.getTime())) {
    io.stderr(`Not a time: ${atText} (an ISO 8601 time such as 2026-05-01T00:30:00Z)`);
    return EXIT.usage;
  }
  const config = loadEnv(io.env);
  const { result, via } = await runRemindersForOperator(config, { at, ignoreHour });
  if (json) io.stdout(JSON.stringify({ via, ...result }));
  else
    io.stdout(
      `Care reminders for ${result.day}${ignoreHour ? ' (every user due today)' : ` ${String(result.hour).padStart(2, '0')}:00 Asia/Seoul`}: ${result.notifiedUsers} user(s) notified, ${result.notifications} push(es) made.`,
    );
  return EXIT.ok;
}

async function curationsCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const json = rest.includes('--json');
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  const unknownFlag = rest.find((arg) => arg.startsWith('--') && arg !== '--json');
  if (sub !== 'import' || positional.length > 1 || unknownFlag) {
    io.stderr(unknownFlag ? `Unknown option: ${unknownFlag}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  // The server may run elsewhere in the file system's eyes (another cwd): send it an absolute path.
  const dir = positional[0] === undefined ? undefined : path.resolve(positional[0]);
  const config = loadEnv(io.env);
  const { result, via } = await importCurationsForOperator(config, dir);
  if (json) io.stdout(JSON.stringify({ via, ...result }));
  else io.stdout([`${reportSummary(result)} (via ${via})`, ...reportLines(result)].join('\n'));
  const refused = result.skipped.some((entry) => entry.reason !== 'unchanged');
  return refused ? EXIT.failed : EXIT.ok;
}

async function smsCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const json = rest.includes('--json');
  const limitIndex = rest.indexOf('--limit');
  const limitText = limitIndex >= 0 ? rest[limitIndex + 1] : undefined;
  const stray = rest.filter(
    (arg, i) => arg !== '--json' && arg !== '--limit' && !(limitIndex >= 0 && i === limitIndex + 1),
  );
  if (sub !== 'outbox' || stray.length > 0 || (limitIndex >= 0 && limitText === undefined)) {
    io.stderr(stray.length > 0 ? `Unknown option: ${stray[0]}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  const limit = limitText === undefined ? SMS_OUTBOX_LIST.defaultLimit : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '1') || limit < 1 || limit > SMS_OUTBOX_LIST.maxLimit) {
    io.stderr(`Not a limit: ${limitText} (a whole number 1…${SMS_OUTBOX_LIST.maxLimit})`);
    return EXIT.usage;
  }
  const config = loadEnv(io.env);
  const { messages, via } = await smsOutboxForOperator(config, limit);
  if (json) {
    io.stdout(JSON.stringify({ via, messages }));
    return EXIT.ok;
  }
  if (messages.length === 0) {
    io.stdout(`No SMS yet (via ${via}).`);
    return EXIT.ok;
  }
  io.stdout(`The latest ${messages.length} SMS, newest first (via ${via}):`);
  for (const message of messages) {
    io.stdout(
      [
        '',
        `#${message.id}  ${formatSeoulTime(new Date(message.createdAt))}  to ${formatKoreanMobile(message.recipient)}  ${message.provider} ${message.status}${message.error ? `: ${message.error}` : ''}`,
        ...message.body.split('\n').map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
  return EXIT.ok;
}

async function termsCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const json = rest.includes('--json');
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  const unknownFlag = rest.find((arg) => arg.startsWith('--') && arg !== '--json');
  if (sub !== 'import' || positional.length > 1 || unknownFlag) {
    io.stderr(unknownFlag ? `Unknown option: ${unknownFlag}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  const dir = positional[0] === undefined ? undefined : path.resolve(positional[0]);
  const config = loadEnv(io.env);
  const { result, via } = await importTermsForOperator(config, dir);
  if (json) io.stdout(JSON.stringify({ via, ...result }));
  else
    io.stdout(
      [`${termsReportSummary(result)} (via ${via})`, ...termsReportLines(result)].join('\n'),
    );
  return result.refused.length > 0 ? EXIT.failed : EXIT.ok;
}

async function sandboxCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const json = rest.includes('--json');
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  const unknownFlag = rest.find((arg) => arg.startsWith('--') && arg !== '--json');
  if (sub !== 'deposit' || positional.length !== 1 || unknownFlag) {
    io.stderr(unknownFlag ? `Unknown option: ${unknownFlag}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  const orderNumber = positional[0]!;
  if (!PROVIDER_ORDER_ID.test(orderNumber)) {
    io.stderr(`주문 번호가 아니에요: ${orderNumber} (e.g. CHR20261123ABCDEFGHJKLM)`);
    return EXIT.usage;
  }
  const config = loadEnv(io.env);
  const { callback, delivery, via } = await sandboxDepositForOperator(config, orderNumber);
  if (json) io.stdout(JSON.stringify({ via, callback, delivery }));
  else
    io.stdout(
      [
        `주문 ${orderNumber}의 가상계좌에 입금했어요 (via ${via}).`,
        `  ${webhookNotice(delivery)}`,
      ].join('\n'),
    );
  return EXIT.ok;
}

/** A whole number from the command line ('3,000' reads as 3000) within [min, max], or null. */
function wholeNumber(text: string | undefined, min: number, max: number): number | null {
  const digits = text?.replaceAll(',', '');
  if (digits === undefined || !/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

const WON_MAX = 100_000_000;
const COUPON_DAYS_MAX = 3_650;
const seoulDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' });

/** The end of a Seoul day (YYYY-MM-DD): the next day's midnight there; null if not a day. */
function endOfSeoulDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const start = new Date(`${text}T00:00:00+09:00`);
  if (Number.isNaN(start.getTime()) || seoulDay.format(start) !== text) return null;
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

const COUPON_OPTIONS = [
  '--name',
  '--kind',
  '--value',
  '--max',
  '--min',
  '--category',
  '--product',
  '--code',
  '--source',
  '--days',
  '--until',
  '--limit',
] as const;

/** The coupon `coupon create` describes, or why not (a sentence for the operator). */
function couponDraftOf(
  options: Record<string, string>,
  now: Date,
): { draft: CouponDraft } | { error: string } {
  const name = options.name?.trim() ?? '';
  if (name.length === 0 || name.length > COUPON.nameMax)
    return { error: `쿠폰 이름을 ${COUPON.nameMax}자 안으로 적어 주세요 (--name).` };
  const kind = options.kind?.toUpperCase();
  if (!(COUPON_KINDS as readonly string[]).includes(kind ?? ''))
    return { error: '쿠폰 종류는 FIXED(원) 또는 PERCENT(%)예요 (--kind FIXED|PERCENT).' };
  const percent = kind === 'PERCENT';
  const value = wholeNumber(options.value, 1, percent ? COUPON.percentMax : WON_MAX);
  if (value === null)
    return {
      error: percent
        ? `할인율을 1~${COUPON.percentMax} 사이 정수로 적어 주세요 (--value).`
        : '할인 금액을 1원 이상 정수로 적어 주세요 (--value).',
    };
  let maxDiscount: number | null = null;
  if (options.max !== undefined) {
    if (!percent) return { error: '최대 할인(--max)은 PERCENT 쿠폰에만 있어요.' };
    maxDiscount = wholeNumber(options.max, 1, WON_MAX);
    if (maxDiscount === null)
      return { error: '최대 할인 금액을 1원 이상 정수로 적어 주세요 (--max).' };
  }
  const minOrderAmount = options.min === undefined ? 0 : wholeNumber(options.min, 0, WON_MAX);
  if (minOrderAmount === null)
    return { error: '최소 주문 금액을 0원 이상 정수로 적어 주세요 (--min).' };
  if (options.category !== undefined && options.product !== undefined)
    return { error: '--category와 --product는 함께 쓸 수 없어요.' };
  const categories = options.category?.split(',').map((part) => part.trim().toUpperCase()) ?? [];
  if (categories.some((part) => !(PRODUCT_CATEGORIES as readonly string[]).includes(part)))
    return {
      error: `상품 분류는 ${PRODUCT_CATEGORIES.join(', ')} 중에서 쉼표로 골라 주세요 (--category).`,
    };
  const productIds =
    options.product?.split(',').map((part) => wholeNumber(part.trim(), 1, 2 ** 31 - 1)) ?? [];
  if (productIds.some((id) => id === null))
    return { error: '상품 번호를 쉼표로 나눈 양의 정수로 적어 주세요 (--product 1,2).' };
  let code: string | null = null;
  if (options.code !== undefined) {
    const parsed = RedeemCouponBody.safeParse({ code: options.code });
    if (!parsed.success) return { error: `${MESSAGES.couponCode} (--code)` };
    code = parsed.data.code;
  }
  const source = options.source?.toUpperCase() ?? (code ? 'CODE' : 'OPERATOR');
  if (!(COUPON_SOURCES as readonly string[]).includes(source))
    return { error: `쿠폰 출처는 ${COUPON_SOURCES.join(', ')} 중 하나예요 (--source).` };
  if (source === 'CODE' && !code)
    return { error: '코드로 받는 쿠폰(--source CODE)에는 --code가 있어야 해요.' };
  if (source !== 'CODE' && code)
    return { error: '--code는 코드로 받는 쿠폰(--source CODE)에만 써요.' };
  const validDays =
    options.days === undefined ? null : wholeNumber(options.days, 1, COUPON_DAYS_MAX);
  if (options.days !== undefined && validDays === null)
    return { error: `사용 기간을 1~${COUPON_DAYS_MAX}일 사이 정수로 적어 주세요 (--days).` };
  const validUntil = options.until === undefined ? null : endOfSeoulDay(options.until);
  if (options.until !== undefined && validUntil === null)
    return { error: `마지막 날을 YYYY-MM-DD로 적어 주세요 (--until 2026-12-31): ${options.until}` };
  if (validUntil && validUntil <= now)
    return { error: `마지막 날이 이미 지났어요 (--until ${options.until}).` };
  if (validDays === null && validUntil === null)
    return {
      error:
        '사용 기간이 필요해요: 받은 뒤 며칠(--days N)이나 마지막 날(--until YYYY-MM-DD), 또는 둘 다.',
    };
  const issueLimit = options.limit === undefined ? null : wholeNumber(options.limit, 1, WON_MAX);
  if (issueLimit === null && options.limit !== undefined)
    return { error: '발급 한도를 1 이상 정수로 적어 주세요 (--limit).' };
  return {
    draft: {
      name,
      kind: kind as CouponKind,
      value,
      maxDiscount,
      minOrderAmount,
      scope: categories.length > 0 ? 'CATEGORY' : productIds.length > 0 ? 'PRODUCT' : 'ALL',
      categories: categories as ProductCategory[],
      productIds: productIds as number[],
      code,
      source: source as CouponSource,
      validDays,
      validUntil,
      issueLimit,
    },
  };
}

/** '2026-12-31 (Asia/Seoul)' for the end of that day there (--until), else the moment. */
function lastDayText(until: Date): string {
  const lastMoment = new Date(until.getTime() - 1);
  return endOfSeoulDay(seoulDay.format(lastMoment))?.getTime() === until.getTime()
    ? `the end of ${seoulDay.format(lastMoment)} (Asia/Seoul)`
    : formatSeoulTime(until);
}

/** One coupon as `coupon list` and `coupon create` print it. */
function couponLines(coupon: CouponRow): string {
  const takes =
    coupon.kind === 'PERCENT'
      ? `${coupon.value}% off${coupon.maxDiscount === null ? '' : ` (at most ${formatWon(coupon.maxDiscount)})`}`
      : `${formatWon(coupon.value)} off`;
  const on =
    coupon.scope === 'CATEGORY'
      ? coupon.categories.join(', ')
      : coupon.scope === 'PRODUCT'
        ? `products ${coupon.productIds.join(', ')}`
        : 'all goods';
  const valid = [
    ...(coupon.validDays === null ? [] : [`${coupon.validDays} days after receiving`]),
    ...(coupon.validUntil === null ? [] : [`until ${lastDayText(coupon.validUntil)}`]),
  ].join(', at most ');
  return [
    `#${coupon.id}  ${coupon.source}${coupon.code ? ` ${coupon.code}` : ''}  ${coupon.name}${coupon.active ? '' : '  (inactive)'}`,
    `    ${takes} ${on}${coupon.minOrderAmount > 0 ? ` from ${formatWon(coupon.minOrderAmount)}` : ''} · ${valid} · issued ${coupon.issuedCount}${coupon.issueLimit === null ? '' : ` of ${coupon.issueLimit}`}`,
  ].join('\n');
}

function couponIdOf(text: string | undefined, io: CliIo): number | null {
  const id = Number(text);
  if (!/^[1-9]\d*$/.test(text ?? '') || !Number.isSafeInteger(id)) {
    io.stderr(`${MESSAGES.invalidId}: ${text} (a coupon id is a positive whole number)`);
    return null;
  }
  return id;
}

function emailOf(text: string | undefined, io: CliIo): string | null {
  const parsed = adminEndpoints.adminTempCode.body.safeParse({ email: text });
  if (!parsed.success) {
    io.stderr(`${MESSAGES.emailFormat} (${text})`);
    return null;
  }
  return parsed.data.email;
}

async function couponCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const read = readOptions(rest, sub === 'create' ? COUPON_OPTIONS : []);
  if ('stray' in read) {
    io.stderr(`Unknown option or missing value: ${read.stray}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { options, positional, json } = read;
  const arity: Record<string, number> = { create: 0, list: 0, issue: 2, deactivate: 1 };
  if (sub === undefined || !Object.hasOwn(arity, sub) || positional.length !== arity[sub]) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  const config = () => loadEnv(io.env);

  if (sub === 'create') {
    const made = couponDraftOf(options, new Date());
    if ('error' in made) {
      io.stderr(made.error);
      return EXIT.usage;
    }
    const { result, via } = await benefitsTaskForOperator(config(), (db) =>
      createCoupon(db, made.draft),
    );
    if (json) io.stdout(JSON.stringify({ via, coupon: result }));
    else io.stdout(`Coupon created (via ${via}):\n${couponLines(result)}`);
    return EXIT.ok;
  }
  if (sub === 'list') {
    const { result, via } = await benefitsTaskForOperator(config(), listShopCoupons);
    if (json) io.stdout(JSON.stringify({ via, coupons: result }));
    else if (result.length === 0) io.stdout(`No coupons yet (via ${via}).`);
    else
      io.stdout(
        [`${result.length} coupon(s), newest first (via ${via}):`, ...result.map(couponLines)].join(
          '\n',
        ),
      );
    return EXIT.ok;
  }
  const couponId = couponIdOf(positional[0], io);
  if (couponId === null) return EXIT.usage;
  if (sub === 'issue') {
    const email = emailOf(positional[1], io);
    if (email === null) return EXIT.usage;
    const { result, via } = await benefitsTaskForOperator(config(), (db) =>
      issueCouponToMember(db, couponId, email),
    );
    if (json) io.stdout(JSON.stringify({ via, ...result }));
    else
      io.stdout(
        `Coupon #${couponId} (${result.coupon.name}) given to user #${result.userId} (${email}), usable until ${formatSeoulTime(result.expiresAt)} (via ${via}).`,
      );
    return EXIT.ok;
  }
  const { result, via } = await benefitsTaskForOperator(config(), (db) =>
    deactivateCoupon(db, couponId),
  );
  if (json) io.stdout(JSON.stringify({ via, ...result }));
  else
    io.stdout(
      `Coupon #${couponId} (${result.coupon.name}) ${result.changed ? 'is no longer handed out' : 'was already inactive'}; copies received stay usable (via ${via}).`,
    );
  return EXIT.ok;
}

const POINTS_ADJUST_MAX = 10_000_000;
const POINTS_NOTE_MAX = 100;

async function pointsCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const read = readOptions(rest, []);
  if ('stray' in read) {
    io.stderr(`Unknown option: ${read.stray}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { positional, json } = read;
  if (sub !== 'adjust' || positional.length !== 3) {
    io.stderr(
      positional.length > 3
        ? `메모는 따옴표로 묶어 한 덩어리로 적어 주세요 (e.g. npm run admin -- points adjust a@b.kr 1000 "배송 지연 사과").\n\n${USAGE}`
        : USAGE,
    );
    return EXIT.usage;
  }
  const [emailText, amountText, noteText] = positional as [string, string, string];
  const email = emailOf(emailText, io);
  if (email === null) return EXIT.usage;
  const sign = amountText.startsWith('-') ? -1 : 1;
  const size = wholeNumber(amountText.replace(/^[+-]/, ''), 1, POINTS_ADJUST_MAX);
  if (size === null) {
    io.stderr(
      `적립금은 0이 아닌 원 단위 정수로 적어 주세요 (1000 또는 -500, 절댓값 ${POINTS_ADJUST_MAX.toLocaleString('en-US')} 이하): ${amountText}`,
    );
    return EXIT.usage;
  }
  const note = noteText.trim();
  if (note.length === 0 || note.length > POINTS_NOTE_MAX) {
    io.stderr(`메모를 ${POINTS_NOTE_MAX}자 안으로 적어 주세요: 회원의 적립금 내역에 보여요.`);
    return EXIT.usage;
  }
  const amount = sign * size;
  const { result, via } = await benefitsTaskForOperator(loadEnv(io.env), (db) =>
    adjustPoints(db, email, amount, note),
  );
  if (json) io.stdout(JSON.stringify({ via, ...result }));
  else
    io.stdout(
      [
        `${amount > 0 ? 'Added' : 'Took'} ${formatWon(Math.abs(amount))} ${amount > 0 ? 'to' : 'from'} user #${result.userId} (${email}): ADJUST #${result.entryId} “${note}” (via ${via}).`,
        ...(result.expiresAt ? [`  expires  ${formatSeoulTime(result.expiresAt)}`] : []),
        `  balance  ${formatWon(result.balance)}`,
      ].join('\n'),
    );
  return EXIT.ok;
}

const COMMANDS: Record<string, (args: string[], io: CliIo) => Promise<number>> = {
  'temp-code': tempCode,
  order: orderStep,
  claim: claimCommand,
  reminders,
  curations: curationsCommand,
  sms: smsCommand,
  terms: termsCommand,
  sandbox: sandboxCommand,
  coupon: couponCommand,
  points: pointsCommand,
};
const FAILURE: Record<string, string> = {
  'temp-code': 'issue a code',
  order: 'move the order on',
  claim: 'handle the claim',
  reminders: 'run the reminders',
  curations: 'import the articles',
  sms: 'read the SMS outbox',
  terms: 'import the terms',
  sandbox: 'make the deposit',
  coupon: 'handle the coupon',
  points: 'adjust the points',
};

/** The operator CLI: returns the exit code instead of exiting, so tests run it in-process. */
export async function runAdminCli(argv: string[], io: CliIo = processIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const handler = command && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!command || !handler) {
    io.stderr(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE);
    return EXIT.usage;
  }
  try {
    return await handler(args, io);
  } catch (error) {
    if (error instanceof EnvError || error instanceof OperatorError) io.stderr(error.message);
    else
      io.stderr(
        `Could not ${FAILURE[command]}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    return EXIT.failed;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
