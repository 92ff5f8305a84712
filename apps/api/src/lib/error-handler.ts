import { MESSAGES, type ErrorEnvelope, type FieldError } from '@chorok/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The response header that names the request (its log lines, its monitoring report). */
export const REQUEST_ID_HEADER = 'x-request-id';

export function errorEnvelope(
  status: number,
  message: string,
  errors?: FieldError[],
): ErrorEnvelope {
  return errors && errors.length > 0
    ? { data: null, message, status, errors }
    : { data: null, message, status };
}

/** Fastify's own 4xx errors (body parsing, limits) in the user's words. */
function frameworkMessage(error: FastifyError, status: number): string {
  switch (status) {
    case 400:
      return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
        ? MESSAGES.invalidJson
        : MESSAGES.invalidInput;
    case 401:
      return MESSAGES.loginRequired;
    case 403:
      return MESSAGES.forbidden;
    case 404:
      return MESSAGES.routeNotFound;
    case 413:
      return MESSAGES.payloadTooLarge;
    case 415:
      return MESSAGES.unsupportedMediaType;
    case 429:
      return MESSAGES.tooManyRequests;
    default:
      return MESSAGES.invalidInput;
  }
}

/** An unexpected failure: logged, reported to monitoring when it is on, answered with a 500. */
function serverError(error: Error, request: FastifyRequest, reply: FastifyReply) {
  // Reported first, with the request's route: the log line's own report then skips it.
  request.server.monitor?.captureRequestError(error, request);
  request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
  return reply.code(500).send(errorEnvelope(500, MESSAGES.serverError));
}

/**
 * The one error handler. Every failure leaves as the envelope with `data: null` and the request
 * id in `x-request-id` (what a report from the web app names); 5xx details are logged with it
 * and never sent (no message, no stack).
 */
export function errorHandler(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header(REQUEST_ID_HEADER, request.id);
  if (error instanceof AppError) {
    const status = error.status;
    if (error.kind === 'INTERNAL') return serverError(error, request, reply);
    if (status >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
    return reply.code(status).send(errorEnvelope(status, error.message, error.errors));
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return reply
      .code(status)
      .send(errorEnvelope(status, frameworkMessage(error as FastifyError, status)));
  }
  return serverError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}

/** Errors Fastify raises before routing (a malformed URL): same envelope. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  void reply.code(status).send(errorEnvelope(status, frameworkMessage(error, status)));
}
