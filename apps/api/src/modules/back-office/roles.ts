import { CONSOLE_MESSAGES, type Operator, type UserRole } from '@chorok/contract';
import { users, type Database } from '@chorok/db';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { recordAction } from './audit.ts';

const operatorColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
};

/** Everyone who may use the console, owners first. */
export async function listOperators(db: Database): Promise<Operator[]> {
  return db
    .select(operatorColumns)
    .from(users)
    .where(and(ne(users.role, 'SHOPPER'), isNull(users.deletedAt)))
    .orderBy(sql`${users.role} = 'OWNER' desc`, asc(users.id));
}

/**
 * Gives a member a role (decision 0043), audited. The shop always keeps one OWNER: the last one
 * cannot step down (the check and the change are one statement under a lock on the owners, so two
 * owners demoting each other at once cannot both succeed). `forget` drops the member's cached
 * sessions so the change holds from their next request.
 */
export async function setRole(
  db: Database,
  actor: OperatorActor,
  email: string,
  role: UserRole,
  forget: (userId: number) => void = () => {},
): Promise<Operator> {
  const result = await db.transaction(async (tx) => {
    const [member] = await tx
      .select(operatorColumns)
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .for('update');
    if (!member) throw AppError.notFound(CONSOLE_MESSAGES.noSuchMember);
    if (member.role === role) return member;
    if (member.role === 'OWNER') {
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'OWNER'), isNull(users.deletedAt)))
        .for('update');
      if (owners.length <= 1) throw AppError.conflict(CONSOLE_MESSAGES.lastOwner);
    }
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, member.userId));
    await recordAction(tx, actor, {
      action: 'role.set',
      targetType: 'USER',
      targetId: member.userId,
      before: { role: member.role },
      after: { role },
    });
    return { ...member, role };
  });
  forget(result.userId);
  return result;
}
