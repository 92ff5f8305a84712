// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { plantJournalEndpoints } from '../endpoints/plant-journal.ts';

export const plantJournalRoutes: RoutesOf<typeof plantJournalEndpoints> = {
  listPlantJournal: {
    id: 'listPlantJournal',
    method: 'GET',
    path: '/plants/:id/journal',
    list: true,
  },
  createPlantJournalEntry: {
    id: 'createPlantJournalEntry',
    method: 'POST',
    path: '/plants/:id/journal',
    list: false,
  },
  updatePlantJournalEntry: {
    id: 'updatePlantJournalEntry',
    method: 'PATCH',
    path: '/plants/:id/journal/:entryId',
    list: false,
  },
  deletePlantJournalEntry: {
    id: 'deletePlantJournalEntry',
    method: 'DELETE',
    path: '/plants/:id/journal/:entryId',
    list: false,
  },
};
