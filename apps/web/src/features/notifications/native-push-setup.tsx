import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { usersRoutes, type DeviceInfoBody } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporter';
import { useAuthStore, usePushTokenStore } from '@/lib/session/auth-store';
import { useMe } from '@/lib/session/me-queries';
import {
  onNativeMessage,
  postNativeMessage,
  startNativeBridge,
  useNativeEnvironment,
} from '@/native/bridge';
import type { AppEnvironment } from '@chorok/contract';

const SENT_KEY = 'chorok-device-info-sent';

/** The in-app path a tapped notification carries (`data.url` or `url`), or null. */
export function notificationActionPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const nested = record.data as Record<string, unknown> | undefined;
  const url = record.url ?? (typeof nested === 'object' && nested ? nested.url : undefined);
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  return url;
}

/** 'ios' or 'android' from what the shell reports (platform/os), else from the user agent. */
export function deviceTypeOf(
  environment: AppEnvironment | null,
  userAgent = navigator.userAgent,
): DeviceInfoBody['deviceType'] {
  const said = [environment?.extra.platform, environment?.extra.os, environment?.extra.deviceType]
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.toLowerCase());
  if (said.some((v) => v.includes('ios'))) return 'ios';
  if (said.some((v) => v.includes('android'))) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/android/i.test(userAgent)) return 'android';
  return 'web';
}

/** The phone's model as the shell reports it, else a readable guess from the user agent. */
export function deviceModelOf(
  environment: AppEnvironment | null,
  userAgent = navigator.userAgent,
): string {
  const extra = environment?.extra ?? {};
  for (const key of ['deviceModel', 'model', 'modelName']) {
    const value = extra[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
  }
  const android = /Android [\d.]+; ([^;)]+)/.exec(userAgent)?.[1]?.trim();
  if (android) return android.slice(0, 200);
  if (/iphone/i.test(userAgent)) return 'iPhone';
  if (/ipad/i.test(userAgent)) return 'iPad';
  return 'unknown';
}

/**
 * The session's name in the sent mark: FNV-1a of its access token, so the mark never holds the
 * token. Sign-out takes a session's push token off the server (decision 0027), so a new session
 * registers it again.
 */
export function sessionMark(accessToken: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < accessToken.length; i++) {
    hash ^= accessToken.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** Registrations on their way: the token and the environment arrive close together. */
const inFlight = new Set<string>();

function alreadySent(mark: string): boolean {
  try {
    return localStorage.getItem(SENT_KEY) === mark;
  } catch {
    return false;
  }
}

function rememberSent(mark: string) {
  try {
    localStorage.setItem(SENT_KEY, mark);
  } catch {
    // Without storage the token is sent again next time: harmless, the API replaces it.
  }
}

/**
 * Inside the native app (spec §4/§7): ask the shell for its push token (GET_PUSH_TOKEN); when a
 * token arrives (pushToken message, stored by the bridge) register it for the signed-in user with
 * POST /users/{id}/device-info, once per user, token and session. A tapped notification
 * (notificationAction) with an in-app url opens it.
 */
export function NativePushSetup() {
  const userId = useMe().data?.id ?? null;
  const accessToken = useAuthStore((s) => s.accessToken);
  const pushToken = usePushTokenStore((s) => s.pushToken);
  const environment = useNativeEnvironment((s) => s.environment);

  const router = useRouter();

  useEffect(() => {
    startNativeBridge();
    postNativeMessage({ type: 'GET_PUSH_TOKEN' });
  }, []);

  // A reminder tapped in the phone's notification tray opens the page it is about.
  useEffect(
    () =>
      onNativeMessage((message) => {
        if (message.type !== 'notificationAction') return;
        const path = notificationActionPath(message.data);
        if (path) router.history.push(path);
      }),
    [router],
  );

  useEffect(() => {
    if (userId === null || !pushToken || !accessToken) return;
    const mark = `${userId}:${pushToken}:${sessionMark(accessToken)}`;
    if (alreadySent(mark) || inFlight.has(mark)) return;
    inFlight.add(mark);
    const body: DeviceInfoBody = {
      fcmToken: pushToken,
      deviceType: deviceTypeOf(environment),
      deviceModel: deviceModelOf(environment),
    };
    request(usersRoutes.saveDeviceInfo, { params: { id: userId }, body })
      .then(() => rememberSent(mark))
      .catch((error: unknown) => reportError(error, { source: 'device-info' }))
      .finally(() => inFlight.delete(mark));
  }, [userId, accessToken, pushToken, environment]);

  return null;
}

/** For tests and sign-out: the next sign-in registers the token again. */
export function forgetDeviceInfoSent() {
  try {
    localStorage.removeItem(SENT_KEY);
  } catch {
    // Nothing stored.
  }
}
