import { z } from 'zod';

export const CALENDAR_DAY_MESSAGE = '日期格式应为 YYYY-MM-DD';

/** Is `v` a real calendar day written 'YYYY-MM-DD' (no 2026-02-30, no month 13)? */
export function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  // An impossible month or day is an invalid date, whose toISOString would throw.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
}

/** A required calendar day 'YYYY-MM-DD' (China time). */
export const calendarDay = (msg: string = CALENDAR_DAY_MESSAGE) =>
  z.string({ error: msg }).trim().max(10, { error: msg }).refine(isCalendarDay, { error: msg });

/** An optional calendar day 'YYYY-MM-DD' (China time); blank means no bound. */
export const optionalCalendarDay = (msg: string = CALENDAR_DAY_MESSAGE) =>
  z
    .string()
    .trim()
    .max(10, { error: msg })
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isCalendarDay(v), { error: msg });
