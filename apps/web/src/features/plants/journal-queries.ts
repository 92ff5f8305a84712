import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  PAGING,
  PLANT_JOURNAL,
  plantJournalRoutes,
  type JournalEntry,
  type JournalEntryCreateBody,
  type JournalEntryUpdateBody,
  type JournalItem,
  type ListMetadata,
} from '@chorok/contract';
import { request, requestWithoutData } from '@/lib/api-client';
import { plantDashboardKey, plantDetailKey, plantListKey } from '@/features/plants/queries';
import { nextPageAfter } from '@/lib/next-page';

/** A plant's photo journal (성장 기록): the timeline, its photos, and changes to entries. */

export interface JournalPage {
  data: JournalItem[];
  _metadata: ListMetadata;
}

/** Under the plant's detail key: a change to the plant (invalidatePlants) refetches these too. */
export const journalKey = (plantId: number) => [...plantDetailKey(plantId), 'journal'] as const;
const timelineKey = (plantId: number) => [...journalKey(plantId), 'timeline'] as const;
const photosKey = (plantId: number) => [...journalKey(plantId), 'photos'] as const;

/** GET /plants/:id/journal, 20 a page, newest day first. */
export function journalTimelineQueryOptions(plantId: number) {
  return infiniteQueryOptions({
    queryKey: timelineKey(plantId),
    queryFn: async ({ pageParam, signal }): Promise<JournalPage> => {
      const { data, _metadata } = await request(
        plantJournalRoutes.listPlantJournal,
        { params: { id: plantId }, query: { page: pageParam } },
        { signal },
      );
      return { data, _metadata };
    },
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
  });
}

export function useJournalTimeline(plantId: number) {
  return useInfiniteQuery(journalTimelineQueryOptions(plantId));
}

const isEntry = (item: JournalItem): item is JournalEntry => item.type === 'ENTRY';

/**
 * The photos then-and-now chooses from, newest first: the newest PLANT_JOURNAL.compareMax, and
 * the very first one after them when there are more (the "then" it opens on).
 */
export function journalPhotosQueryOptions(plantId: number) {
  return queryOptions({
    queryKey: photosKey(plantId),
    queryFn: async ({ signal }): Promise<JournalEntry[]> => {
      const list = (query: { perPage: number; orderDirection: 1 | -1 }) =>
        request(
          plantJournalRoutes.listPlantJournal,
          { params: { id: plantId }, query: { ...query, page: 1, only: 'PHOTOS' } },
          { signal },
        );
      const newest = await list({ perPage: PLANT_JOURNAL.compareMax, orderDirection: 1 });
      const photos = newest.data.filter(isEntry);
      if (newest._metadata.total > photos.length) {
        const oldest = await list({ perPage: 1, orderDirection: -1 });
        photos.push(...oldest.data.filter(isEntry));
      }
      return photos;
    },
  });
}

export function useJournalPhotos(plantId: number) {
  return useQuery(journalPhotosQueryOptions(plantId));
}

/**
 * Adding, editing and deleting entries. Each refetches the journal, and the plant wherever its
 * picture shows (the newest photo is its picture): the detail, the list and the dashboard.
 */
export function useJournalChanges(plantId: number) {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: journalKey(plantId) });
    void queryClient.invalidateQueries({ queryKey: plantDetailKey(plantId), exact: true });
    void queryClient.invalidateQueries({ queryKey: plantListKey });
    void queryClient.invalidateQueries({ queryKey: plantDashboardKey });
  };
  const add = useMutation({
    mutationFn: async (body: JournalEntryCreateBody) =>
      (await request(plantJournalRoutes.createPlantJournalEntry, { params: { id: plantId }, body }))
        .data,
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: async ({ entryId, body }: { entryId: number; body: JournalEntryUpdateBody }) =>
      (
        await request(plantJournalRoutes.updatePlantJournalEntry, {
          params: { id: plantId, entryId },
          body,
        })
      ).data,
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (entryId: number) =>
      requestWithoutData(plantJournalRoutes.deletePlantJournalEntry, {
        params: { id: plantId, entryId },
      }),
    onSuccess: settle,
  });
  return { add, update, remove };
}
