import { adminEndpoints, notificationsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listNotifications } from './service.ts';
import { getSettings, updateSettings } from './settings.ts';
import { lazyVapidKeys } from './vapid.ts';
import { subscribe, subscriptionStatus, unsubscribe } from './web-push.ts';

export default async function notificationsRoutes(app: FastifyInstance) {
  const vapid = lazyVapidKeys(app.config.reminders, app.config.dataDir);

  route(app, notificationsEndpoints.getNotificationSettings, async ({ user }) =>
    getSettings(app.db, user.id),
  );
  route(app, notificationsEndpoints.updateNotificationSettings, async ({ user, body }) =>
    updateSettings(app.db, user.id, body),
  );
  route(app, notificationsEndpoints.getWebPushKey, async () => ({ publicKey: vapid().publicKey }));
  route(app, notificationsEndpoints.subscribeWebPush, async ({ user, body }) =>
    subscribe(app.db, user.id, body),
  );
  route(app, notificationsEndpoints.getWebPushStatus, async ({ user, body }) =>
    subscriptionStatus(app.db, user.id, body.endpoint),
  );
  route(app, notificationsEndpoints.unsubscribeWebPush, async ({ user, body }) =>
    unsubscribe(app.db, user.id, body.endpoint),
  );
  route(app, notificationsEndpoints.listNotifications, async ({ user }) =>
    listNotifications(app.db, user.id),
  );

  route(app, adminEndpoints.adminRunReminders, async ({ body }) =>
    app.reminders.run({
      at: body.at ? new Date(body.at) : undefined,
      ignoreHour: body.ignoreHour === true,
    }),
  );
}
