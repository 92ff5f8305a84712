import { appAuthStartUrl, type AuthProvider, type AuthReturn } from '@chorok/contract';
import Constants from 'expo-constants';
import * as Device from 'expo-device';
import * as Linking from 'expo-linking';
import * as Notifications from 'expo-notifications';
import { LightSensor } from 'expo-sensors';
import * as WebBrowser from 'expo-web-browser';
import { Platform } from 'react-native';
import { authStartUrl, type ShellConfig } from '../config.ts';
import type { NativeLogger, ShellDeps } from '../handler.ts';
import type { AmbientLightSource } from '../light.ts';

/** The phone's side of the handler's ports (not unit-tested: they only call Expo's modules). */

/**
 * The device's push token (POST /users/{id}/device-info stores it as fcmToken): on Android the FCM
 * registration token, on iOS the APNs token, which the server sends through APNs (decision 0039).
 */
export async function getPushToken({ ask }: { ask: boolean }): Promise<string | null> {
  if (!Device.isDevice) return null;
  let { status } = await Notifications.getPermissionsAsync();
  if (status === 'undetermined' && ask)
    ({ status } = await Notifications.requestPermissionsAsync());
  if (status !== 'granted') return null;
  const token = await Notifications.getDevicePushTokenAsync();
  return typeof token.data === 'string' ? token.data : null;
}

/** Android's light sensor; iOS has none an app may read, which is said, not guessed. */
export const lightSource: AmbientLightSource = {
  async availability() {
    if (Platform.OS === 'ios') return { available: false, reason: 'no-public-light-sensor' };
    return (await LightSensor.isAvailableAsync())
      ? { available: true }
      : { available: false, reason: 'no-light-sensor' };
  },
  subscribe(onLux) {
    LightSensor.setUpdateInterval(500);
    const subscription = LightSensor.addListener(({ illuminance }) => onLux(illuminance));
    return () => subscription.remove();
  },
};

/** The page's lines in the native log (logcat / the device console), tagged. */
export const nativeLogger: NativeLogger = {
  debug: (message) => console.debug(message),
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/**
 * Sign in with a provider in the system browser's auth session (ASWebAuthenticationSession,
 * Custom Tabs), opened on our server's sign-in page (or a configured one); it returns to the
 * app's own link.
 */
export function openAuthWith(config: ShellConfig) {
  return async (provider: AuthProvider, state: string, nonce?: string): Promise<AuthReturn> => {
    const returnUrl = Linking.createURL(`auth/${provider}/callback`);
    const start = config.authStartUrl
      ? authStartUrl(config.authStartUrl, {
          provider,
          state,
          returnUrl,
          ...(nonce ? { nonce } : {}),
        })
      : appAuthStartUrl(config.webOrigin, provider, { state, returnUrl });
    const result = await WebBrowser.openAuthSessionAsync(start, returnUrl);
    if (result.type === 'success') return { kind: 'returned', url: result.url };
    return result.type === 'cancel' || result.type === 'dismiss'
      ? { kind: 'cancelled' }
      : { kind: 'failed' };
  };
}

export const device: ShellDeps['device'] = {
  platform: Platform.OS,
  appVersion: Constants.expoConfig?.version ?? '0.0.0',
  deviceModel: Device.modelName,
};
