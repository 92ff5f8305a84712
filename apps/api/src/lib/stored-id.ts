/** The largest id a `serial` (int4) column holds. */
export const MAX_STORED_ID = 2_147_483_647;

/**
 * Whether a route id (any positive safe integer, by the contract) could name a stored row. Larger
 * ones name nothing — and sent to PostgreSQL they would fail the int4 cast (a 500), not match.
 */
export function isStoredId(id: number): boolean {
  return id <= MAX_STORED_ID;
}
