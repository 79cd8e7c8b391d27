import type { CalendarEvent } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface DayRange {
  from: string;
  to: string;
}

export const calendarKeys = {
  all: ['user-calendar'] as const,
  range: (range: DayRange) => [...calendarKeys.all, range.from, range.to] as const,
};

/** GET /api/dtmm/calendar/events: the company's events in the range, in time order. */
export function useCalendarEvents(range: DayRange) {
  return useQuery({
    queryKey: calendarKeys.range(range),
    queryFn: ({ signal }) =>
      apiClient.get<CalendarEvent[]>('/api/dtmm/calendar/events', { query: { ...range }, signal }),
    placeholderData: keepPreviousData,
  });
}
