import { type Operator, type UserRole } from '@chorok/contract';
import { consoleEndpoints, envelope, SetRoleBody } from '@chorok/contract/schemas';
import type { Config } from '../env.ts';
import { CLI_ACTOR } from '../modules/back-office/audit.ts';
import { setRole } from '../modules/back-office/roles.ts';
import { benefitsTask } from './reach-database.ts';

const SetRoleResponse = envelope(consoleEndpoints.adminSetRole.data);

/**
 * `grant operator|owner <email>` and `revoke <email>` (decision 0043): the role set through the
 * running server's PUT /v1/admin/operators, or the database itself; audited as the CLI either way.
 */
export function setRoleForOperator(config: Config, email: string, role: UserRole) {
  const body = SetRoleBody.parse({ email, role });
  return benefitsTask<Operator>(
    config,
    { path: consoleEndpoints.adminSetRole.path, body, method: 'PUT' },
    SetRoleResponse,
    (db) => setRole(db, CLI_ACTOR, body.email, body.role),
  );
}

/** What `grant` and `revoke` take: a role (grant only) and one e-mail. */
export function roleArgs(
  command: 'grant' | 'revoke',
  positionals: string[],
): { role: UserRole; email: string } | null {
  if (command === 'revoke')
    return positionals.length === 1 ? { role: 'SHOPPER', email: positionals[0]! } : null;
  const [role, email] = positionals;
  if (positionals.length !== 2 || (role !== 'operator' && role !== 'owner') || !email) return null;
  return { role: role === 'owner' ? 'OWNER' : 'OPERATOR', email };
}
