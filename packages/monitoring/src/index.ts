export { MONITORING_META_NAME, MONITORING_META_SELECTOR } from './meta-name.ts';
export { parseMonitoringSettings, type MonitoringSettings } from './settings.ts';
export { REDACTED, scrubText, scrubUrl, scrubValue } from './scrub-text.ts';
export { scrubBreadcrumb, scrubEvent } from './scrub-event.ts';
export { NO_PERSONAL_DATA } from './data-collection.ts';
