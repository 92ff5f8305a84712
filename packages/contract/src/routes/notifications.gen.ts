// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { notificationsEndpoints } from '../endpoints/notifications.ts';

export const notificationsRoutes: RoutesOf<typeof notificationsEndpoints> = {
  getNotificationSettings: {
    id: 'getNotificationSettings',
    method: 'GET',
    path: '/notifications/settings',
    list: false,
  },
  updateNotificationSettings: {
    id: 'updateNotificationSettings',
    method: 'PATCH',
    path: '/notifications/settings',
    list: false,
  },
  getWebPushKey: {
    id: 'getWebPushKey',
    method: 'GET',
    path: '/notifications/web-push/key',
    list: false,
  },
  subscribeWebPush: {
    id: 'subscribeWebPush',
    method: 'POST',
    path: '/notifications/web-push/subscriptions',
    list: false,
  },
  getWebPushStatus: {
    id: 'getWebPushStatus',
    method: 'POST',
    path: '/notifications/web-push/status',
    list: false,
  },
  unsubscribeWebPush: {
    id: 'unsubscribeWebPush',
    method: 'POST',
    path: '/notifications/web-push/unsubscribe',
    list: false,
  },
  listNotifications: {
    id: 'listNotifications',
    method: 'GET',
    path: '/notifications',
    list: false,
  },
};
