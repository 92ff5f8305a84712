import * as z from 'zod/mini';

/**
 * Imported first by main.tsx, before any schema exists: zod's object schemas otherwise probe for
 * `new Function` support when they are created, and under the server's CSP (no 'unsafe-eval')
 * that probe is reported as a policy violation on every page load. The browser only validates
 * small payloads, so the compiled fast path is not missed.
 */
z.config({ jitless: true });
