// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { systemEndpoints } from '../endpoints/system.ts';

export const systemRoutes: RoutesOf<typeof systemEndpoints> = {
  health: { id: 'health', method: 'GET', path: '/health', list: false },
  appConfig: { id: 'appConfig', method: 'GET', path: '/app-config', list: false },
  recordPageView: {
    id: 'recordPageView',
    method: 'POST',
    path: '/analytics/page-views',
    list: false,
  },
};
