import { users, type Transaction } from '@chorok/db';
import { eq } from 'drizzle-orm';

/**
 * Takes the caller's users row lock for the rest of the transaction, so that one user's writes to
 * a collection with a rule over all its rows (at most 20 addresses, one default, at most 50 cart
 * lines) run one after another, whatever arrives at once. FOR NO KEY UPDATE: it does not block
 * the foreign-key checks of rows that merely point at the user (orders, likes, …).
 */
export async function lockUser(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
