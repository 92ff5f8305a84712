import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationsRoutes,
  type NotificationSettings,
  type NotificationSettingsBody,
  type SentNotification,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/lib/session/auth-store';

export const notificationSettingsKey = ['notifications', 'settings'] as const;
export const notificationsListKey = ['notifications', 'list'] as const;

/** GET /notifications/settings: the caller's reminder hour, quiet days and kinds. */
export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: async ({ signal }): Promise<NotificationSettings> =>
      (await request(notificationsRoutes.getNotificationSettings, {}, { signal })).data,
  });
}

export function useNotificationSettings() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useQuery({ ...notificationSettingsQueryOptions(), enabled: signedIn });
}

/** PATCH /notifications/settings; the cache takes the server's answer. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSettingsBody) =>
      (await request(notificationsRoutes.updateNotificationSettings, { body })).data,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}

/** GET /notifications: the latest notifications sent to the caller. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsListKey,
    queryFn: async ({ signal }): Promise<SentNotification[]> =>
      (await request(notificationsRoutes.listNotifications, {}, { signal })).data,
    staleTime: 30_000,
  });
}

export function useNotifications() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useQuery({ ...notificationsQueryOptions(), enabled: signedIn });
}
