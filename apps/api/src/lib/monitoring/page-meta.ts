import { MONITORING_META_NAME, type MonitoringSettings } from '@chorok/monitoring';
import type { Config } from '../../env.ts';
import { htmlTag } from '../html-page.ts';
import { monitoringRelease } from './release.ts';

/** What the web app's pages are told about monitoring: null without SENTRY_WEB_DSN. */
export function webMonitoringSettings(config: Config): MonitoringSettings | null {
  const { webDsn, environment } = config.monitoring;
  return webDsn ? { dsn: webDsn, release: monitoringRelease(config), environment } : null;
}

/** The `<meta>` that carries them, or null (then pages are sent exactly as built). */
export function monitoringMetaTag(config: Config): string | null {
  const settings = webMonitoringSettings(config);
  return settings
    ? htmlTag('meta', { name: MONITORING_META_NAME, content: JSON.stringify(settings) })
    : null;
}

/** The document with `tag` at the end of its head; unchanged when there is no tag. */
export function withHeadTag(html: string, tag: string | null): string {
  if (!tag) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${tag}\n  ${html.slice(at)}`;
}

/** The origin the web app's SDK sends to: the page's CSP must let it connect there. */
export function webMonitoringOrigin(config: Config): string | null {
  return config.monitoring.webDsn ? new URL(config.monitoring.webDsn).origin : null;
}
