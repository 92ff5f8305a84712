import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';

/*
 * zod's settings, imported by every module of the contract that makes a schema, before it makes
 * one (decision 0008: so a bundle that needs no schema needs no zod either).
 * - Every failure reads as the spec's "Invalid input" unless a field says otherwise.
 * - In a browser, no JIT: object schemas otherwise probe for `new Function` when created, and
 *   under our CSP (no 'unsafe-eval') the probe is reported as a policy violation on every page.
 *   The browser only checks small payloads, so the compiled fast path is not missed.
 */
z.config({
  customError: () => MESSAGES.invalidInput,
  ...('window' in globalThis ? { jitless: true } : {}),
});
