import type { CalendarColour, CalendarEvent } from '@dtmm/shared';
import type { Dayjs } from 'dayjs';
import type { DayRange } from './calendar-api';

const DAY = 'YYYY-MM-DD';

/**
 * The days a month view may show: the month with a week before and two after, so the grid's
 * leading and trailing days (six weeks, whichever day the week starts on) have their events too.
 * At most 52 days, within the server's 62.
 */
export const visibleRange = (month: Dayjs): DayRange => ({
  from: month.startOf('month').subtract(7, 'day').format(DAY),
  to: month.endOf('month').add(14, 'day').format(DAY),
});

export const dayKey = (date: Dayjs): string => date.format(DAY);

/** The events by their day. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return days;
}

/** antd Badge's status for each calendar colour of the spec. */
export const BADGE_STATUS: Record<CalendarColour, 'default' | 'success' | 'warning' | 'error'> = {
  default: 'default',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};
