import {
  plantCareEndpoints as care,
  plantJournalEndpoints,
  plantsEndpoints as endpoints,
} from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { photoUploadRoute } from '../reviews/photo-upload-route.ts';
import { PLANT_PHOTOS } from '../reviews/photos.ts';
import {
  acceptCareSuggestion,
  dismissCareSuggestion,
  skipPlantCare,
  snoozePlantCare,
  undoPlantTodo,
} from './care-actions.ts';
import {
  createCareEvent,
  deleteCareEvent,
  listCareEvents,
  updateCareEvent,
} from './care-events.ts';
import { careCalendar } from './calendar.ts';
import { plantDashboard } from './dashboard.ts';
import {
  createJournalEntry,
  deleteJournalEntry,
  listPlantJournal,
  updateJournalEntry,
} from './journal.ts';
import { listPurchasedPlants } from './product-facts.ts';
import { createPlant, deletePlant, getPlant, listPlants, updatePlant } from './service.ts';
import { completePlantTodo, createPlantTodo, deletePlantTodo } from './todos.ts';

/** The signed-in user's plants: CRUD, care history, to-dos, the journal and the care dashboard. */
export default async function plantsRoutes(app: FastifyInstance) {
  const db = app.db;
  const weather = app.weather;
  const now = () => new Date();

  route(app, endpoints.listPlants, async ({ user }) => listPlants(db, user.id));
  route(app, endpoints.getPlantDashboard, async ({ user }) =>
    plantDashboard(db, weather, user.id, now()),
  );
  route(app, endpoints.listPurchasedPlants, async ({ user }) => listPurchasedPlants(db, user.id));
  route(app, endpoints.getPlant, async ({ user, params }) => getPlant(db, user.id, params.id));
  route(app, endpoints.createPlant, async ({ user, body }) =>
    createPlant(db, user.id, body, now()),
  );
  route(app, endpoints.updatePlant, async ({ user, params, body }) =>
    updatePlant(db, user.id, params.id, body, now()),
  );
  route(app, endpoints.deletePlant, async ({ user, params }) =>
    deletePlant(db, user.id, params.id),
  );

  route(app, endpoints.listCareEvents, async ({ user, params, query }) =>
    listCareEvents(db, user.id, params.id, query.kind),
  );
  route(app, endpoints.createCareEvent, async ({ user, params, body }) =>
    createCareEvent(db, user.id, params.id, body, now()),
  );
  route(app, endpoints.updateCareEvent, async ({ user, params, body }) =>
    updateCareEvent(db, user.id, params.id, params.eventId, body.date, now()),
  );
  route(app, endpoints.deleteCareEvent, async ({ user, params }) =>
    deleteCareEvent(db, user.id, params.id, params.eventId),
  );

  route(app, endpoints.createPlantTodo, async ({ user, params, body }) =>
    createPlantTodo(db, user.id, params.id, body, now()),
  );
  route(app, endpoints.completePlantTodo, async ({ user, params }) =>
    completePlantTodo(db, user.id, params.id, params.todoId, now()),
  );
  route(app, endpoints.deletePlantTodo, async ({ user, params }) =>
    deletePlantTodo(db, user.id, params.id, params.todoId),
  );

  const journal = plantJournalEndpoints;
  route(app, journal.listPlantJournal, async ({ user, params, query }) =>
    listPlantJournal(db, user.id, params.id, query),
  );
  route(app, journal.createPlantJournalEntry, async ({ user, params, body }) =>
    createJournalEntry(db, user.id, params.id, body, now()),
  );
  route(app, journal.updatePlantJournalEntry, async ({ user, params, body }) =>
    updateJournalEntry(db, user.id, params.id, params.entryId, body, now()),
  );
  route(app, journal.deletePlantJournalEntry, async ({ user, params }) =>
    deleteJournalEntry(db, user.id, params.id, params.entryId),
  );

  route(app, care.undoPlantTodo, async ({ user, params }) =>
    undoPlantTodo(db, user.id, params.id, params.todoId, now()),
  );
  route(app, care.snoozePlantCare, async ({ user, params, body }) =>
    snoozePlantCare(db, user.id, params.id, params.kind, body.days, now()),
  );
  route(app, care.skipPlantCare, async ({ user, params, body }) =>
    skipPlantCare(db, user.id, params.id, params.kind, body.reason, now()),
  );
  route(app, care.acceptCareSuggestion, async ({ user, params, body }) =>
    acceptCareSuggestion(db, user.id, params.id, params.kind, body.days, now()),
  );
  route(app, care.getCareCalendar, async ({ user, query }) =>
    careCalendar(db, weather, user.id, now(), query.from),
  );
  route(app, care.dismissCareSuggestion, async ({ user, params }) =>
    dismissCareSuggestion(db, user.id, params.id, params.kind, now()),
  );

  await app.register(photoUploadRoute(endpoints.uploadPlantPhoto, PLANT_PHOTOS));
}
