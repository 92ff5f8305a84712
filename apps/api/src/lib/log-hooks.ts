import type { LogFn, Logger } from 'pino';

const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/**
 * A response stream that broke because the visitor left (a closed tab, a cancelled image
 * download). @fastify/compress logs every broken pipe of a compressed response at error level;
 * `end-of-stream` names it "premature close", Node's own streams ERR_STREAM_PREMATURE_CLOSE.
 */
export function isClientGone(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const code = (value as NodeJS.ErrnoException).code;
  return value.message === 'premature close' || (code !== undefined && CLIENT_GONE_CODES.has(code));
}

/**
 * pino's logMethod hook: a client that went away is not a server fault, so it is logged at debug
 * instead of error (error-level lines are what an operator is paged for).
 */
export function quietClientAborts(
  this: Logger,
  args: Parameters<LogFn>,
  method: LogFn,
  level: number,
): void {
  if (level >= 50 && isClientGone(args[0])) {
    this.debug({ err: args[0] }, 'the client closed the connection before the response ended');
    return;
  }
  method.apply(this, args);
}
