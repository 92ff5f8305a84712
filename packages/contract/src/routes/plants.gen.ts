// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { plantsEndpoints } from '../endpoints/plants.ts';

export const plantsRoutes: RoutesOf<typeof plantsEndpoints> = {
  listPlants: { id: 'listPlants', method: 'GET', path: '/plants', list: false },
  getPlantDashboard: {
    id: 'getPlantDashboard',
    method: 'GET',
    path: '/plants/dashboard',
    list: false,
  },
  listPurchasedPlants: {
    id: 'listPurchasedPlants',
    method: 'GET',
    path: '/plants/purchased',
    list: false,
  },
  uploadPlantPhoto: { id: 'uploadPlantPhoto', method: 'POST', path: '/plants/photos', list: false },
  getPlant: { id: 'getPlant', method: 'GET', path: '/plants/:id', list: false },
  createPlant: { id: 'createPlant', method: 'POST', path: '/plants', list: false },
  updatePlant: { id: 'updatePlant', method: 'PATCH', path: '/plants/:id', list: false },
  deletePlant: { id: 'deletePlant', method: 'DELETE', path: '/plants/:id', list: false },
  listCareEvents: {
    id: 'listCareEvents',
    method: 'GET',
    path: '/plants/:id/care-events',
    list: false,
  },
  createCareEvent: {
    id: 'createCareEvent',
    method: 'POST',
    path: '/plants/:id/care-events',
    list: false,
  },
  updateCareEvent: {
    id: 'updateCareEvent',
    method: 'PATCH',
    path: '/plants/:id/care-events/:eventId',
    list: false,
  },
  deleteCareEvent: {
    id: 'deleteCareEvent',
    method: 'DELETE',
    path: '/plants/:id/care-events/:eventId',
    list: false,
  },
  createPlantTodo: {
    id: 'createPlantTodo',
    method: 'POST',
    path: '/plants/:id/todos',
    list: false,
  },
  completePlantTodo: {
    id: 'completePlantTodo',
    method: 'PATCH',
    path: '/plants/:id/todos/:todoId/done',
    list: false,
  },
  deletePlantTodo: {
    id: 'deletePlantTodo',
    method: 'DELETE',
    path: '/plants/:id/todos/:todoId',
    list: false,
  },
};
