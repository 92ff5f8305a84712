import { queryOptions, useQuery } from '@tanstack/react-query';
import { plantCareRoutes, type CareCalendar } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { plantsKey } from '@/features/plants/queries';

/** The care calendar: 14 days from today (Seoul), read only; fetched again each time it is opened. */
export const careCalendarKey = [...plantsKey, 'calendar'] as const;

export function careCalendarQueryOptions() {
  return queryOptions({
    queryKey: careCalendarKey,
    queryFn: async ({ signal }): Promise<CareCalendar> =>
      (await request(plantCareRoutes.getCareCalendar, {}, { signal })).data,
    staleTime: 0,
  });
}

export function useCareCalendar() {
  return useQuery(careCalendarQueryOptions());
}
