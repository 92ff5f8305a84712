import { createFileRoute } from '@tanstack/react-router';
import { PointsScreen } from '@/features/benefits/points-screen';
import {
  knownUserId,
  pointEntriesQueryOptions,
  pointsQueryOptions,
} from '@/features/benefits/queries';

export const Route = createFileRoute('/_main/profile/points')({
  // Both requests start alongside the screen's code when the user is known; the screen shows its
  // skeletons meanwhile.
  loader: ({ context }) => {
    const userId = knownUserId(context.queryClient);
    if (userId === null) return;
    void context.queryClient.prefetchQuery(pointsQueryOptions(userId));
    void context.queryClient.prefetchInfiniteQuery(pointEntriesQueryOptions(userId));
  },
  staticData: { hideNav: true },
  component: PointsScreen,
});
