/**
 * What the server tells the web app about error monitoring, in a `<meta>` of every page it sends
 * (MONITORING_META_NAME, decision 0035). No DSN → no meta, and the web app reports to its debug
 * logger as before.
 */
export interface MonitoringSettings {
  /** The web project's DSN (public by design: it only lets a browser send events). */
  dsn: string;
  /** The same release the server reports with: this build's version and commit. */
  release: string;
  environment: string;
}

/** The meta's content, or null when it is missing or malformed (then nothing is reported). */
export function parseMonitoringSettings(
  content: string | null | undefined,
): MonitoringSettings | null {
  if (!content) return null;
  try {
    const value = JSON.parse(content) as Partial<Record<keyof MonitoringSettings, unknown>>;
    const { dsn, release, environment } = value;
    if (typeof dsn !== 'string' || !dsn) return null;
    return {
      dsn,
      release: typeof release === 'string' ? release : '',
      environment: typeof environment === 'string' ? environment : 'production',
    };
  } catch {
    return null;
  }
}
