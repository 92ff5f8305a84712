import { consoleDashboardEndpoints, consoleEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { forgetUserSessions } from '../auth/session-cache.ts';
import { listAudit } from './audit.ts';
import { readDashboard } from './dashboard.ts';
import { listOperators, setRole } from './roles.ts';

/** The back office's own endpoints (decision 0043); orders, reviews … live in their modules. */
export default async function backOfficeRoutes(app: FastifyInstance) {
  route(app, consoleDashboardEndpoints.adminDashboard, async () => readDashboard(app.db));
  route(app, consoleEndpoints.adminAudit, async ({ query }) => listAudit(app.db, query));
  route(app, consoleEndpoints.adminOperators, async () => ({
    operators: await listOperators(app.db),
  }));
  route(app, consoleEndpoints.adminSetRole, async ({ body, operator }) =>
    setRole(app.db, operator, body.email, body.role, (id) => forgetUserSessions(app, id)),
  );
}
