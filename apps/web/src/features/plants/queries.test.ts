import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chorok/contract';
import { ApiError } from '@/lib/api-client';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import {
  completeTodo,
  createPlant,
  deletePlant,
  fetchPlant,
  fetchPlantDashboard,
  fetchPlants,
  patchPlant,
} from '@/features/plants/api';
import { withTodoDone } from '@/features/plants/mutations';
import {
  dashboardRetry,
  plantDashboardQueryOptions,
  plantListQueryOptions,
} from '@/features/plants/queries';
import { dashboardItem } from '@/test/fixtures/plants';
import { body, errorBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  vi.unstubAllGlobals();
  signOutEverywhere();
});

function failing(
  status: number,
  message = '일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.',
) {
  const api = serveApi(() => ({ status, body: errorBody(message, status) }));
  return api;
}

describe('plant client functions', () => {
  it('throw the spec messages (§8) and keep the status and the server reason', async () => {
    signedInClient();
    failing(500);
    await expect(fetchPlants()).rejects.toThrow(MESSAGES.plants.fetchList);
    await expect(fetchPlant(3)).rejects.toThrow(MESSAGES.plants.fetchOne);
    await expect(fetchPlantDashboard()).rejects.toThrow(MESSAGES.plants.dashboard);
    await expect(createPlant({ plantedAt: '2026-11-01' })).rejects.toThrow(MESSAGES.plants.create);
    await expect(patchPlant(3, { plantName: 'x' })).rejects.toThrow(MESSAGES.plants.patch);
    await expect(completeTodo(3, 11)).rejects.toThrow(MESSAGES.plants.todoDone);
    failing(404, MESSAGES.plantNotFound);
    const error = await fetchPlant(3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as { serverMessage: string }).serverMessage).toBe(MESSAGES.plantNotFound);
  });

  it("deletePlant throws 'Failed to delete plant' when the answer has an error code, and resolves on data: null", async () => {
    signedInClient();
    failing(404, MESSAGES.plantNotFound);
    await expect(deletePlant(3)).rejects.toThrow('Failed to delete plant');
    const api = serveApi(() => ({
      status: 200,
      body: { data: null, message: 'OK', status: 200 },
    }));
    await expect(deletePlant(3)).resolves.toBeUndefined();
    expect(api.calls[0]).toMatchObject({ method: 'DELETE', path: '/v1/plants/3' });
  });

  it('reads data on success', async () => {
    signedInClient();
    const item = dashboardItem();
    serveApi(() => ({ status: 200, body: body([item]) }));
    await expect(fetchPlantDashboard()).resolves.toEqual([item]);
  });
});

describe('plant queries', () => {
  it('cache the list for 1 hour and the dashboard for 10 minutes (spec §9)', () => {
    expect(plantListQueryOptions().staleTime).toBe(60 * 60 * 1000);
    expect(plantDashboardQueryOptions().staleTime).toBe(10 * 60 * 1000);
  });

  it('the dashboard never retries a 401, and otherwise fewer than 3 times', () => {
    const unauthorized = new ApiError(MESSAGES.plants.dashboard, 401);
    expect(dashboardRetry(0, unauthorized)).toBe(false);
    const server = new ApiError(MESSAGES.plants.dashboard, 500);
    const retries = [0, 1, 2, 3, 4].filter((n) => dashboardRetry(n, server)).length;
    expect(retries).toBeGreaterThan(0);
    expect(retries).toBeLessThan(3);
  });

  it('a done to-do leaves its card and resets that care', () => {
    const [next] = withTodoDone([dashboardItem()], 3, 11);
    expect(next?.todos.map((t) => t.id)).toEqual([12]);
    expect(next?.dayWithWater).toBe(0);
    const [mine] = withTodoDone([dashboardItem()], 3, 12);
    expect(mine?.dayWithWater).toBe(9);
    // An optional kind's to-do starts its own count again, not watering's.
    const mist = { id: 21, todo: '분무하기', kind: 'MISTING' as const, dueOn: '2026-11-23' };
    const [misted] = withTodoDone(
      [dashboardItem({ mistingFrequency: 3, dayWithMist: 5, todos: [mist] })],
      3,
      21,
    );
    expect(misted?.dayWithMist).toBe(0);
    expect(misted?.dayWithWater).toBe(9);
  });
});
