import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  COUPON,
  COURIER_CODES,
  COURIER_NAMES,
  COURIERS,
  MESSAGES,
  POINTS,
  ORDER_ADMIN_ACTIONS,
  seoulClock,
  seoulDate,
  seoulMidnight,
  twoDigits,
  formatKoreanMobile,
  formatWon,
  type AdminCoupon,
  type AdminClaim,
  type AdminClaimResult,
  type Order,
  type OrderAdminAction,
} from '@chorok/contract';
import {
  ClaimApproveBody,
  ClaimRejectBody,
  OrderShipBody,
  SMS_OUTBOX_LIST,
  adminEndpoints,
  AdminCouponBody,
  AdminPointsAdjustBody,
  MemberEmail,
} from '@chorok/contract/schemas';
import { EnvError, loadEnv } from '../env.ts';
import { reportLines, reportSummary } from '../modules/curations/importer.ts';
import { PROVIDER_ORDER_ID } from '../modules/payments/checkout.ts';
import { webhookNotice } from '../modules/payments/sandbox-deposit.ts';
import { termsReportLines, termsReportSummary } from '../modules/terms/importer.ts';
import {
  adjustPointsForOperator,
  createCouponForOperator,
  deactivateCouponForOperator,
  issueCouponForOperator,
  listCouponsForOperator,
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
import { readArgs, strayText } from './args.ts';
import { roleArgs, setRoleForOperator } from './roles-cli.ts';

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

  grant operator|owner <email> [--json]
                               Let a member use the console at /admin: an operator runs the shop,
                               an owner can also grant and revoke (the first owner is made here).
                               They sign in as usual; every console action is audited.
  revoke <email> [--json]      Make an operator or owner a shopper again (the last owner stays).

Uses the same environment as the server (DATA_DIR, DATABASE_URL, PORT, ADMIN_SECRET, PUBLIC_ORIGIN,
CONTENT_DIR, TERMS_DIR).`;

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

export function formatSeoulTime(date: Date): string {
  const { date: day, hour, minute, second } = seoulClock(date);
  return `${day} ${[hour, minute, second].map(twoDigits).join(':')} (Asia/Seoul)`;
}

function signInUrl(issued: OperatorIssuedCode, env: CliIo['env']): string {
  // Without PUBLIC_ORIGIN the link points at the server that took the code, whatever PORT says here.
  const origin = env.PUBLIC_ORIGIN?.trim()
    ? env.PUBLIC_ORIGIN.trim().replace(/\/+$/, '')
    : `http://localhost:${issued.port}`;
  return `${origin}/auth/sign-in?secretCode=${encodeURIComponent(issued.code)}`;
}

async function tempCode(args: string[], io: CliIo): Promise<number> {
  const read = readArgs(args, {});
  if ('stray' in read || read.positionals.length !== 1) {
    io.stderr('stray' in read ? strayText(read, USAGE) : USAGE);
    return EXIT.usage;
  }
  const { positionals, json } = read;
  const parsed = adminEndpoints.adminTempCode.body.safeParse({ email: positionals[0] });
  if (!parsed.success) {
    io.stderr(`${MESSAGES.emailFormat} (${positionals[0]})`);
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

async function orderStep(args: string[], io: CliIo): Promise<number> {
  const read = readArgs(args, { courier: 'string', tracking: 'string' });
  if ('stray' in read) {
    io.stderr(`Unknown option or missing value: ${read.stray}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { values: options, positionals: positional, json } = read;
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

async function claimCommand(args: string[], io: CliIo): Promise<number> {
  const read = readArgs(args, { courier: 'string', tracking: 'string', reason: 'string' });
  if ('stray' in read) {
    io.stderr(`Unknown option: ${read.stray}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals: positional, json } = read;
  const hasOptions = Object.keys(values).length > 0;

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
  if (action === 'approve' && values.reason === undefined) {
    const parsed = ClaimApproveBody.safeParse({
      ...(values.courier === undefined ? {} : { courier: values.courier }),
      ...(values.tracking === undefined ? {} : { trackingNumber: values.tracking }),
    });
    if (!parsed.success) {
      io.stderr(parsed.error.issues[0]?.message ?? USAGE);
      return EXIT.usage;
    }
    step = { action, parcel: parsed.data };
  } else if (action === 'reject' && values.courier === undefined && values.tracking === undefined) {
    const parsed = ClaimRejectBody.safeParse({ reason: values.reason });
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
  const read = readArgs(rest, { now: 'boolean', at: 'string' });
  if ('stray' in read || read.positionals.length > 0) {
    io.stderr(
      'stray' in read
        ? strayText(read, USAGE)
        : `Unknown option: ${read.positionals[0]}\n\n${USAGE}`,
    );
    return EXIT.usage;
  }
  const { values, json } = read;
  const ignoreHour = values.now === true;
  const atText = values.at;
  if (sub !== 'run' || atText === '') {
    io.stderr(USAGE);
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
  const read = readArgs(rest, {});
  if ('stray' in read) {
    io.stderr(strayText(read, USAGE));
    return EXIT.usage;
  }
  const { positionals: positional, json } = read;
  if (sub !== 'import' || positional.length > 1) {
    io.stderr(USAGE);
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
  const read = readArgs(rest, { limit: 'string' });
  if ('stray' in read || read.positionals.length > 0) {
    io.stderr(
      'stray' in read
        ? strayText(read, USAGE)
        : `Unknown option: ${read.positionals[0]}\n\n${USAGE}`,
    );
    return EXIT.usage;
  }
  const { values, json } = read;
  const limitText = values.limit;
  if (sub !== 'outbox') {
    io.stderr(USAGE);
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
  const read = readArgs(rest, {});
  if ('stray' in read) {
    io.stderr(strayText(read, USAGE));
    return EXIT.usage;
  }
  const { positionals: positional, json } = read;
  if (sub !== 'import' || positional.length > 1) {
    io.stderr(USAGE);
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
  const read = readArgs(rest, {});
  if ('stray' in read) {
    io.stderr(strayText(read, USAGE));
    return EXIT.usage;
  }
  const { positionals: positional, json } = read;
  if (sub !== 'deposit' || positional.length !== 1) {
    io.stderr(USAGE);
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

/** A number as typed ('3,000' reads as 3000, '-500' as -500); any other text stays text for the schema to refuse. */
function numberOf(text: string): number | string {
  const digits = text.trim().replaceAll(',', '');
  return /^[+-]?\d+$/.test(digits) ? Number(digits) : text;
}

/** The end of a Seoul day (YYYY-MM-DD): the next day's midnight there; null if not a day. */
function endOfSeoulDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const start = seoulMidnight(text);
  if (Number.isNaN(start.getTime()) || seoulDate(start) !== text) return null;
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** Each `coupon create` option, and the AdminCouponBody field it fills. */
const COUPON_OPTIONS = {
  name: 'name',
  kind: 'kind',
  value: 'value',
  max: 'maxDiscount',
  min: 'minOrderAmount',
  category: 'categories',
  product: 'productIds',
  code: 'code',
  source: 'source',
  days: 'validDays',
  until: 'validUntil',
  limit: 'issueLimit',
} as const satisfies Record<string, keyof AdminCouponBody>;
const COUPON_FLAGS = Object.fromEntries(
  Object.entries(COUPON_OPTIONS).map(([option, field]) => [field, `--${option}`]),
) as Record<keyof AdminCouponBody, string>;
const COUPON_KINDS = Object.fromEntries(
  Object.keys(COUPON_OPTIONS).map((option) => [option, 'string']),
) as Record<keyof typeof COUPON_OPTIONS, 'string'>;

/**
 * The coupon `coupon create` describes, checked by the contract's AdminCouponBody (the rules the
 * server holds too), or why not: the first reason, with the option it is about.
 */
function couponBodyOf(
  options: Partial<Record<keyof typeof COUPON_OPTIONS, string>>,
): { body: AdminCouponBody } | { error: string } {
  const list = (text: string | undefined, each: (part: string) => unknown) =>
    text?.split(',').map((part) => each(part.trim()));
  let validUntil: string | undefined;
  if (options.until !== undefined) {
    const end = endOfSeoulDay(options.until);
    if (!end)
      return {
        error: `마지막 날을 YYYY-MM-DD로 적어 주세요 (--until 2026-12-31): ${options.until}`,
      };
    validUntil = end.toISOString();
  }
  const typed = {
    name: options.name,
    kind: options.kind?.toUpperCase(),
    value: options.value === undefined ? undefined : numberOf(options.value),
    maxDiscount: options.max === undefined ? undefined : numberOf(options.max),
    minOrderAmount: options.min === undefined ? undefined : numberOf(options.min),
    categories: list(options.category, (part) => part.toUpperCase()),
    productIds: list(options.product, numberOf),
    code: options.code,
    source: options.source?.toUpperCase(),
    validDays: options.days === undefined ? undefined : numberOf(options.days),
    validUntil,
    issueLimit: options.limit === undefined ? undefined : numberOf(options.limit),
  };
  const parsed = AdminCouponBody.safeParse(typed);
  if (parsed.success) return { body: typed as AdminCouponBody };
  const issue = parsed.error.issues[0]!;
  const flag = COUPON_FLAGS[issue.path[0] as keyof AdminCouponBody];
  return { error: flag ? `${issue.message} (${flag})` : issue.message };
}

/** '2026-12-31 (Asia/Seoul)' for the end of that day there (--until), else the moment. */
function lastDayText(until: Date): string {
  const lastMoment = new Date(until.getTime() - 1);
  return endOfSeoulDay(seoulDate(lastMoment))?.getTime() === until.getTime()
    ? `the end of ${seoulDate(lastMoment)} (Asia/Seoul)`
    : formatSeoulTime(until);
}

/** One coupon as `coupon list` and `coupon create` print it. */
function couponLines(coupon: AdminCoupon): string {
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
    ...(coupon.validUntil === null ? [] : [`until ${lastDayText(new Date(coupon.validUntil))}`]),
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
  const parsed = MemberEmail.safeParse(text);
  if (!parsed.success) {
    io.stderr(`${MESSAGES.emailFormat} (${text})`);
    return null;
  }
  return parsed.data;
}

async function couponCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const read = readArgs(rest, sub === 'create' ? COUPON_KINDS : {});
  if ('stray' in read) {
    io.stderr(`Unknown option or missing value: ${read.stray}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { values: options, positionals: positional, json } = read;
  const arity: Record<string, number> = { create: 0, list: 0, issue: 2, deactivate: 1 };
  if (sub === undefined || !Object.hasOwn(arity, sub) || positional.length !== arity[sub]) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  const config = () => loadEnv(io.env);

  if (sub === 'create') {
    const made = couponBodyOf(options);
    if ('error' in made) {
      io.stderr(made.error);
      return EXIT.usage;
    }
    const { result, via } = await createCouponForOperator(config(), made.body);
    if (json) io.stdout(JSON.stringify({ via, coupon: result }));
    else io.stdout(`Coupon created (via ${via}):\n${couponLines(result)}`);
    return EXIT.ok;
  }
  if (sub === 'list') {
    const { result, via } = await listCouponsForOperator(config());
    const { coupons } = result;
    if (json) io.stdout(JSON.stringify({ via, coupons }));
    else if (coupons.length === 0) io.stdout(`No coupons yet (via ${via}).`);
    else
      io.stdout(
        [
          `${coupons.length} coupon(s), newest first (via ${via}):`,
          ...coupons.map(couponLines),
        ].join('\n'),
      );
    return EXIT.ok;
  }
  const couponId = couponIdOf(positional[0], io);
  if (couponId === null) return EXIT.usage;
  if (sub === 'issue') {
    const email = emailOf(positional[1], io);
    if (email === null) return EXIT.usage;
    const { result, via } = await issueCouponForOperator(config(), couponId, email);
    if (json) io.stdout(JSON.stringify({ via, ...result }));
    else
      io.stdout(
        `Coupon #${couponId} (${result.coupon.name}) given to user #${result.userId} (${email}), usable until ${formatSeoulTime(new Date(result.expiresAt))} (via ${via}).`,
      );
    return EXIT.ok;
  }
  const { result, via } = await deactivateCouponForOperator(config(), couponId);
  if (json) io.stdout(JSON.stringify({ via, ...result }));
  else
    io.stdout(
      `Coupon #${couponId} (${result.coupon.name}) ${result.changed ? 'is no longer handed out' : 'was already inactive'}; copies received stay usable (via ${via}).`,
    );
  return EXIT.ok;
}

async function pointsCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const read = readArgs(rest, {});
  if ('stray' in read) {
    io.stderr(strayText(read, USAGE));
    return EXIT.usage;
  }
  const { positionals: positional, json } = read;
  if (sub !== 'adjust' || positional.length !== 3) {
    io.stderr(
      positional.length > 3
        ? `메모는 따옴표로 묶어 한 덩어리로 적어 주세요 (e.g. npm run admin -- points adjust a@b.kr 1000 "배송 지연 사과").\n\n${USAGE}`
        : USAGE,
    );
    return EXIT.usage;
  }
  const [emailText, amountText, note] = positional as [string, string, string];
  const email = emailOf(emailText, io);
  if (email === null) return EXIT.usage;
  const body = { email, amount: numberOf(amountText), note };
  const parsed = AdminPointsAdjustBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    io.stderr(`${issue.message}${issue.path[0] === 'amount' ? `: ${amountText}` : ''}`);
    return EXIT.usage;
  }
  const { amount } = parsed.data;
  const { result, via } = await adjustPointsForOperator(loadEnv(io.env), parsed.data);
  if (json) io.stdout(JSON.stringify({ via, ...result }));
  else
    io.stdout(
      [
        `${amount > 0 ? 'Added' : 'Took'} ${formatWon(Math.abs(amount))} ${amount > 0 ? 'to' : 'from'} user #${result.userId} (${email}): ADJUST #${result.entryId} “${parsed.data.note}” (via ${via}).`,
        ...(result.expiresAt ? [`  expires  ${formatSeoulTime(new Date(result.expiresAt))}`] : []),
        `  balance  ${formatWon(result.balance)}`,
      ].join('\n'),
    );
  return EXIT.ok;
}

function roleCommand(command: 'grant' | 'revoke') {
  return async (args: string[], io: CliIo): Promise<number> => {
    const read = readArgs(args, {});
    if ('stray' in read) {
      io.stderr(strayText(read, USAGE));
      return EXIT.usage;
    }
    const wanted = roleArgs(command, read.positionals);
    if (!wanted) {
      io.stderr(USAGE);
      return EXIT.usage;
    }
    const email = emailOf(wanted.email, io);
    if (email === null) return EXIT.usage;
    const { result, via } = await setRoleForOperator(loadEnv(io.env), email, wanted.role);
    if (read.json) io.stdout(JSON.stringify({ via, operator: result }));
    else
      io.stdout(
        `User #${result.userId} (${email}) is now ${result.role === 'SHOPPER' ? 'a shopper' : `an ${result.role.toLowerCase()}`} (via ${via}).`,
      );
    return EXIT.ok;
  };
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
  grant: roleCommand('grant'),
  revoke: roleCommand('revoke'),
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
  grant: 'grant the role',
  revoke: 'revoke the role',
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
