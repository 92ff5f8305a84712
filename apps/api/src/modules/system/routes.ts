import { systemEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { databaseCheck, publicAppConfig, recordPageView } from './service.ts';

export default async function systemRoutes(app: FastifyInstance) {
  const checkDatabase = databaseCheck(app.database);
  route(app, systemEndpoints.health, async () => {
    await checkDatabase();
    return { status: 'ok', database: 'ok', uptimeS: Math.round(process.uptime()) } as const;
  });

  const appConfig = publicAppConfig(app.config);
  route(app, systemEndpoints.appConfig, async () => appConfig);

  route(app, systemEndpoints.recordPageView, async ({ body, user }) => {
    await recordPageView(app.db, {
      path: body.path,
      referrer: body.referrer,
      userId: user?.id ?? null,
    });
    return { recorded: true } as const;
  });
}
