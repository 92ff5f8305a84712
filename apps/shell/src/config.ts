import { httpOrigin } from './origin.ts';

/** What app.config.ts put in `extra`, checked again where the app reads it. */
export interface ShellConfig {
  /** Where the WebView starts. */
  webUrl: string;
  /** The only origin whose page may talk to the shell. */
  webOrigin: string;
  /** Another system-browser sign-in page (a template), or null for our server's own. */
  authStartUrl: string | null;
  inAppOrigins: string[];
}

export const FALLBACK_WEB_URL = 'http://localhost:3000';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The shell's configuration from `Constants.expoConfig.extra`; a bad web URL falls back to the local server. */
export function shellConfigFrom(extra: unknown): ShellConfig {
  const values = record(extra);
  const given = typeof values.webUrl === 'string' ? values.webUrl : '';
  const webUrl = httpOrigin(given) ? given : FALLBACK_WEB_URL;
  const authStartUrl =
    typeof values.authStartUrl === 'string' && values.authStartUrl.trim() !== ''
      ? values.authStartUrl
      : null;
  const inAppOrigins = Array.isArray(values.inAppOrigins)
    ? values.inAppOrigins
        .map((origin) => (typeof origin === 'string' ? httpOrigin(origin) : null))
        .filter((origin): origin is string => origin !== null && origin.startsWith('https:'))
    : [];
  return { webUrl, webOrigin: httpOrigin(webUrl) as string, authStartUrl, inAppOrigins };
}

/** The sign-in page for one AUTH_REQUEST: the template with its placeholders filled in, encoded. */
export function authStartUrl(
  template: string,
  values: { provider: string; state: string; nonce?: string; returnUrl: string },
): string {
  return template.replace(/\{(provider|state|nonce|returnUrl)\}/g, (_match, name: string) =>
    encodeURIComponent(values[name as keyof typeof values] ?? ''),
  );
}
