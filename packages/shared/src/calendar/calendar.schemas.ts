import { z } from 'zod';
import { calendarDay } from '../common/calendar-day';
import { envelopeOf } from '../common/envelope.schemas';

/**
 * /user/userCalendar (portal.md 2.6; docs/user-calendar.md): the company's assessment and service
 * events and the platform's course start times, on the days they happen.
 */

/** The calendar colours of the spec's dictionary enumeration (portal.md 9). */
export const CALENDAR_COLOURS = ['default', 'success', 'warning', 'danger'] as const;
export type CalendarColour = (typeof CALENDAR_COLOURS)[number];

export const CALENDAR_EVENT_KINDS = [
  'formalSubmitted',
  'formalScheduled',
  'formalRejected',
  'formalCompleted',
  'assessmentStarted',
  'assessmentCompleted',
  'serviceStarted',
  'serviceReportDue',
  'serviceCompleted',
  'courseStart',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** What each kind is called on the page, and its colour: to-dos warn, refusals are danger, ends succeed. */
export const CALENDAR_EVENT_KIND_INFO: Record<CalendarEventKind, { label: string; colour: CalendarColour }> = {
  formalSubmitted: { label: '正式评估申请', colour: 'default' },
  formalScheduled: { label: '正式评估现场评估', colour: 'warning' },
  formalRejected: { label: '正式评估未受理', colour: 'danger' },
  formalCompleted: { label: '正式评估完成', colour: 'success' },
  assessmentStarted: { label: '开始评估', colour: 'default' },
  assessmentCompleted: { label: '完成评估', colour: 'success' },
  serviceStarted: { label: '551服务开始', colour: 'default' },
  serviceReportDue: { label: '551待上传报告', colour: 'warning' },
  serviceCompleted: { label: '551服务完成', colour: 'success' },
  courseStart: { label: '课程开课', colour: 'default' },
};

/** The longest range one call may ask for: a month view with the days of its neighbours shown. */
export const CALENDAR_MAX_DAYS = 62;

export const calendarMessages = {
  badFrom: '开始日期格式应为 YYYY-MM-DD',
  badTo: '结束日期格式应为 YYYY-MM-DD',
  badRange: '开始日期不能晚于结束日期',
  tooLong: `查询范围不能超过${CALENDAR_MAX_DAYS}天`,
} as const;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET /api/dtmm/calendar/events: both days inclusive, China time. */
export const calendarQuery = z
  .object({ from: calendarDay(calendarMessages.badFrom), to: calendarDay(calendarMessages.badTo) })
  .refine((q) => q.from <= q.to, { error: calendarMessages.badRange, path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < CALENDAR_MAX_DAYS, { error: calendarMessages.tooLong, path: ['to'] });
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const calendarEvent = z.object({
  /** Stable across calls: the kind and the object it is about. */
  id: z.string(),
  /** 'YYYY-MM-DD', China time. */
  date: z.string(),
  /** 'HH:mm', China time; null for an event of a whole day (a scheduled on-site assessment). */
  time: z.string().nullable(),
  title: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  colour: z.enum(CALENDAR_COLOURS),
  /** The page that shows the object (a web path). */
  link: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
/** The events in date and time order. */
export const calendarAnswer = envelopeOf(z.array(calendarEvent));
