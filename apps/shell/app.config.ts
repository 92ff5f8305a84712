import type { ConfigContext, ExpoConfig } from 'expo/config';

/**
 * The shell's configuration (issue 19). The web app's address comes from CHOROK_WEB_URL when
 * `expo start` or a build runs (a phone reaches a local server by the computer's LAN address,
 * not localhost), and reaches the app as `extra.webUrl`. Self-contained: Expo evaluates this file
 * on its own.
 */
export const DEFAULT_WEB_URL = 'http://localhost:3000';

type Env = Record<string, string | undefined>;

function httpUrl(name: string, raw: string): URL {
  const refuse = () =>
    new Error(`${name} must be an http(s) URL such as http://192.168.0.10:3000, not ${raw}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse();
  if (url.username || url.password) throw new Error(`${name} must not carry credentials`);
  return url;
}

/** Where the WebView starts: CHOROK_WEB_URL, else the local server. Its origin is the only one the shell serves. */
export function webUrlFromEnv(env: Env): string {
  return httpUrl('CHOROK_WEB_URL', env.CHOROK_WEB_URL?.trim() || DEFAULT_WEB_URL).href;
}

/**
 * Another page that signs in with a provider in the system browser (AUTH_REQUEST), as a template
 * with {provider}, {state}, {nonce} and {returnUrl}; null when not set: the shell then opens our
 * server's own page (/v1/auth/{provider}/app on the web origin).
 */
export function authStartUrlFromEnv(env: Env): string | null {
  const template = env.CHOROK_AUTH_START_URL?.trim();
  if (!template) return null;
  httpUrl('CHOROK_AUTH_START_URL', template.replace(/\{(provider|state|nonce|returnUrl)\}/g, 'x'));
  return template;
}

export default ({ config }: ConfigContext): ExpoConfig => {
  const webUrl = webUrlFromEnv(process.env);
  const authStartUrl = authStartUrlFromEnv(process.env);
  const insecure = new URL(webUrl).protocol === 'http:';
  return {
    ...config,
    name: '초록',
    slug: 'chorok',
    scheme: 'chorok', // the contract's APP_RETURN_SCHEME (this file stands alone)
    version: '0.1.0',
    orientation: 'portrait',
    userInterfaceStyle: 'light',
    ios: {
      bundleIdentifier: 'kr.chorok.app',
      supportsTablet: false,
      infoPlist: {
        NSCameraUsageDescription: '빛 측정과 리뷰 사진 촬영에 카메라를 써요.',
        NSPhotoLibraryUsageDescription: '리뷰에 올릴 사진을 고를 때 사진 보관함을 열어요.',
        // A local server over http (development only): iOS allows it on the local network.
        ...(insecure ? { NSAppTransportSecurity: { NSAllowsLocalNetworking: true } } : {}),
      },
    },
    android: {
      package: 'kr.chorok.app',
      permissions: ['CAMERA', 'POST_NOTIFICATIONS'],
    },
    plugins: ['expo-notifications', 'expo-web-browser'],
    extra: {
      ...config.extra,
      webUrl,
      ...(authStartUrl ? { authStartUrl } : {}),
      // Apple's page for linking an Apple ID posts back to our server, so it runs in the WebView.
      inAppOrigins: ['https://appleid.apple.com'],
    },
  };
};
