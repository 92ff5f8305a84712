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

/** Where error-level lines that carry an error go besides the log: the monitor, once it exists. */
export interface ErrorLogSink {
  report: ((error: Error, message: string) => void) | null;
}

const ERROR_LEVEL = 50;

function loggedError(first: unknown): Error | null {
  if (first instanceof Error) return first;
  const err = (first as { err?: unknown } | null)?.err;
  return err instanceof Error ? err : null;
}

/**
 * pino's logMethod hook. A client that went away is not a server fault, so it is logged at debug
 * instead of error (error-level lines are what an operator is paged for). Every other error-level
 * line with an error is also reported (decision 0035): a page that failed to render, a job or a
 * push that failed, with the line's message and nothing of its other fields.
 */
export function logMethodHook(sink: ErrorLogSink) {
  return function (this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
    if (level >= ERROR_LEVEL && isClientGone(args[0])) {
      this.debug({ err: args[0] }, 'the client closed the connection before the response ended');
      return;
    }
    method.apply(this, args);
    const error = level >= ERROR_LEVEL ? loggedError(args[0]) : null;
    if (error && sink.report) {
      const message = typeof args[1] === 'string' ? args[1] : error.name;
      sink.report(error, message);
    }
  };
}
