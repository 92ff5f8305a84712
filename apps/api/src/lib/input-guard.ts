import { inputHasForbiddenControl, MESSAGES } from '@chorok/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Route config flag: the route checks its input itself (route(): after authentication; the payment pages: in CheckoutParams, for their own 400 page). Decision 0030. */
export const CHECKS_OWN_INPUT = 'checksOwnInput';

declare module 'fastify' {
  interface FastifyContextConfig {
    [CHECKS_OWN_INPUT]?: boolean;
  }
}

/** 400 when params, query or body carry NUL or another control character (contract rule). */
export function refuseControlCharacters(request: FastifyRequest): void {
  if (
    inputHasForbiddenControl(request.params) ||
    inputHasForbiddenControl(request.query) ||
    inputHasForbiddenControl(request.body)
  )
    throw AppError.badRequest(MESSAGES.invalidInput);
}

/**
 * Every other route (pages, images, the sign-in sandboxes, locales) gets the same
 * check before its handler, so no text with NUL reaches PostgreSQL from anywhere.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Callback style: an async hook costs every request a promise, even the routes it skips.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config?.[CHECKS_OWN_INPUT]) return done();
    try {
      refuseControlCharacters(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
