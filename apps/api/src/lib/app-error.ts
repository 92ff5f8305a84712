import { MESSAGES, type FieldError } from '@chorok/contract';

export type AppErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REFUSED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'NOT_CONFIGURED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export const APP_ERROR_STATUS: Record<AppErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REFUSED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  NOT_CONFIGURED: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

const DEFAULT_MESSAGE: Record<AppErrorKind, string> = {
  BAD_REQUEST: MESSAGES.invalidInput,
  UNAUTHORIZED: MESSAGES.loginRequired,
  PAYMENT_REFUSED: MESSAGES.paymentFailed,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.resourceNotFound,
  CONFLICT: MESSAGES.conflict,
  TOO_MANY_REQUESTS: MESSAGES.tooManyRequests,
  NOT_CONFIGURED: MESSAGES.providerNotConfigured,
  UNAVAILABLE: MESSAGES.serviceUnavailable,
  INTERNAL: MESSAGES.serverError,
};

/**
 * The one error type of the API. Services throw it with a kind; the central error handler turns
 * it into the envelope with the kind's HTTP status. The message reaches the client as-is, so it
 * is always one the user may read (5xx messages are replaced by a generic one).
 */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly errors?: FieldError[];

  constructor(
    kind: AppErrorKind,
    message?: string,
    options: { errors?: FieldError[]; cause?: unknown } = {},
  ) {
    super(
      message ?? DEFAULT_MESSAGE[kind],
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.kind = kind;
    if (options.errors) this.errors = options.errors;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.kind];
  }

  static badRequest(message?: string, errors?: FieldError[]) {
    return new AppError('BAD_REQUEST', message, { errors });
  }
  static unauthorized(message?: string) {
    return new AppError('UNAUTHORIZED', message);
  }
  static forbidden(message?: string) {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message?: string) {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message?: string) {
    return new AppError('CONFLICT', message);
  }
}
