// replaced by the plants-api branch
import type { TodoKind } from '@chorok/contract';
import type { Database } from '@chorok/db';

export interface DueCare {
  userId: number;
  plantId: number;
  plantName: string;
  kinds: TodoKind[];
}

/** The care due on `now`'s Seoul day, per plant (only `userIds` when given). Placeholder: none. */
export async function findDueCare(
  _db: Database,
  _now: Date,
  _userIds?: number[],
): Promise<DueCare[]> {
  return [];
}
