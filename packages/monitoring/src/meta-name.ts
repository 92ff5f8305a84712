/** The `<meta name>` that carries MonitoringSettings. */
export const MONITORING_META_NAME = 'chorok-monitoring';

/** How the web's start-up finds it (spelt out there; apps/web/src/app/monitoring.test.ts checks). */
export const MONITORING_META_SELECTOR = `meta[name=${MONITORING_META_NAME}]`;
