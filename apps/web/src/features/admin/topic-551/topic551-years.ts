import { SERVICE_YEAR_SPAN } from '@dtmm/shared';
import { yearOptions } from '@/features/news/components/year-select';

/** The year the pages open on (the enterprise's start year is counted the same way by the server). */
export const currentYear = () => new Date().getFullYear();

/** This year back 30 years (assessment.md 2), newest first; the list adds '全部年份'. */
export function yearChoices({ withAll }: { withAll: boolean }) {
  const options = yearOptions(currentYear());
  return withAll ? options : options.filter((option) => option.value !== '');
}

/** The year an address asks for, when it is one of the choices; else this year. */
export function yearOf(text: string | null): number {
  const year = Number(text);
  const now = currentYear();
  return Number.isInteger(year) && year <= now && year >= now - SERVICE_YEAR_SPAN ? year : now;
}
