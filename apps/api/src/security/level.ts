/**
 * `npm run test:security` sets SECURITY_FULL=1: every fuzz case, the crash test on each database.
 * `npm test` runs the same files in a reduced form (decision 0030).
 */
export const SECURITY_FULL = process.env.SECURITY_FULL === '1';
