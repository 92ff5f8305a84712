import type { FindDueCare } from '../modules/notifications/runner.ts';
import type { DueCare } from '../modules/plants/due.ts';

/** A plant's due care as a test gives it: no weather advice nor own to-dos unless it says so. */
export type DuePlant = Omit<DueCare, 'userId' | 'advice' | 'movedByWeather' | 'myTasks'> &
  Partial<Pick<DueCare, 'advice' | 'movedByWeather' | 'myTasks'>>;

/**
 * For the reminder runner's tests: a findDueCare answering from what the test set per user,
 * in place of the plants module's (which reads plants, care history and the weather).
 */
export function fakeDueCare() {
  const due = new Map<number, DueCare[]>();
  const findDueCare: FindDueCare = async (_db, _now, userIds) =>
    [...due.values()].flat().filter((plant) => !userIds || userIds.includes(plant.userId));
  return {
    findDueCare,
    /** The user's plants with care due (replacing what was set before). */
    set(userId: number, plants: DuePlant[]) {
      due.set(
        userId,
        plants.map((plant) => ({ advice: [], movedByWeather: [], myTasks: [], ...plant, userId })),
      );
    },
  };
}
