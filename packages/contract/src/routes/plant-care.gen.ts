// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { plantCareEndpoints } from '../endpoints/plant-care.ts';

export const plantCareRoutes: RoutesOf<typeof plantCareEndpoints> = {
  undoPlantTodo: {
    id: 'undoPlantTodo',
    method: 'DELETE',
    path: '/plants/:id/todos/:todoId/done',
    list: false,
  },
  snoozePlantCare: {
    id: 'snoozePlantCare',
    method: 'POST',
    path: '/plants/:id/care/:kind/snooze',
    list: false,
  },
  skipPlantCare: {
    id: 'skipPlantCare',
    method: 'POST',
    path: '/plants/:id/care/:kind/skip',
    list: false,
  },
  acceptCareSuggestion: {
    id: 'acceptCareSuggestion',
    method: 'POST',
    path: '/plants/:id/care/:kind/suggestion',
    list: false,
  },
  dismissCareSuggestion: {
    id: 'dismissCareSuggestion',
    method: 'DELETE',
    path: '/plants/:id/care/:kind/suggestion',
    list: false,
  },
  getCareCalendar: { id: 'getCareCalendar', method: 'GET', path: '/plants/calendar', list: false },
};
