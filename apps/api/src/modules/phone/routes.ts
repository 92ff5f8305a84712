import { SMS_OUTBOX_LIST, accountsEndpoints, adminEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { requestPhoneCode, verifyPhone } from './service.ts';
import { createSmsSender } from './sms/create.ts';
import { latestSms } from './sms/outbox.ts';

export default async function phoneRoutes(app: FastifyInstance) {
  const deps = {
    app,
    secret: app.config.authSecret,
    sms: createSmsSender(app.config, app.db, app.log),
  };

  route(app, accountsEndpoints.requestPhoneCode, async ({ user, body }) =>
    requestPhoneCode(deps, user.id, body.phoneNumber),
  );

  route(app, accountsEndpoints.verifyPhone, async ({ user, body }) =>
    verifyPhone(deps, user.id, body.phoneNumber, body.code),
  );

  route(app, adminEndpoints.adminSmsOutbox, async ({ query }) => ({
    messages: await latestSms(app.db, query.limit ?? SMS_OUTBOX_LIST.defaultLimit),
  }));
}
