import {
  MESSAGES,
  plantsRoutes,
  type Plant,
  type PlantCreateBody,
  type PlantDashboardItem,
  type PlantTodo,
  type PlantUpdateBody,
  type PurchasedPlant,
  type UploadedPhoto,
} from '@chorok/contract';
import { ApiError, request, requestWithoutData } from '@/lib/api-client';
import { photoTypeOf } from '@/features/reviews/write-queries';

// ---- Client functions of the plant endpoints (spec §7) ----

/**
 * A failed plant call. Its message is the spec's client message ('Failed to fetch plants', …,
 * spec §8); the HTTP status and the server's own (Korean) message stay with it, for the retry
 * rules, the not-found screen and what the shopper reads.
 */
export class PlantApiError extends ApiError {
  readonly serverMessage: string;
  constructor(message: string, cause: unknown) {
    const status = cause instanceof ApiError ? cause.status : 0;
    super(
      message,
      status,
      cause instanceof ApiError ? cause.errors : [],
      cause instanceof ApiError && cause.timedOut,
    );
    this.name = 'PlantApiError';
    this.serverMessage = cause instanceof Error ? cause.message : '';
  }
}

async function withMessage<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PlantApiError(message, error);
  }
}

export const fetchPlants = (signal?: AbortSignal): Promise<Plant[]> =>
  withMessage(
    MESSAGES.plants.fetchList,
    async () => (await request(plantsRoutes.listPlants, {}, { signal })).data,
  );

export const fetchPlant = (id: number, signal?: AbortSignal): Promise<Plant> =>
  withMessage(
    MESSAGES.plants.fetchOne,
    async () => (await request(plantsRoutes.getPlant, { params: { id } }, { signal })).data,
  );

export const fetchPlantDashboard = (signal?: AbortSignal): Promise<PlantDashboardItem[]> =>
  withMessage(
    MESSAGES.plants.dashboard,
    async () => (await request(plantsRoutes.getPlantDashboard, {}, { signal })).data,
  );

export const createPlant = (body: PlantCreateBody): Promise<Plant> =>
  withMessage(
    MESSAGES.plants.create,
    async () => (await request(plantsRoutes.createPlant, { body })).data,
  );

export const patchPlant = (id: number, body: PlantUpdateBody): Promise<Plant> =>
  withMessage(
    MESSAGES.plants.patch,
    async () => (await request(plantsRoutes.updatePlant, { params: { id }, body })).data,
  );

/** DELETE /plants/{id}: 'Failed to delete plant' whenever the answer carries an error code. */
export const deletePlant = (id: number): Promise<void> =>
  withMessage(MESSAGES.plants.delete, () =>
    requestWithoutData(plantsRoutes.deletePlant, { params: { id } }),
  );

export const completeTodo = (plantId: number, todoId: number): Promise<PlantTodo> =>
  withMessage(
    MESSAGES.plants.todoDone,
    async () =>
      (await request(plantsRoutes.completePlantTodo, { params: { id: plantId, todoId } })).data,
  );

export const fetchPurchasedPlants = async (signal?: AbortSignal): Promise<PurchasedPlant[]> =>
  (await request(plantsRoutes.listPurchasedPlants, {}, { signal })).data;

/** POST /plants/photos: the picture as the raw body, checked like a review photo. */
export async function uploadPlantPhoto(file: File, signal?: AbortSignal): Promise<UploadedPhoto> {
  const type = photoTypeOf(file) ?? file.type;
  const body = file.type === type ? file : file.slice(0, file.size, type);
  return (await request(plantsRoutes.uploadPlantPhoto, {}, { rawBody: body, signal })).data;
}
