import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** An ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${literal(text)}%`;
/** A LIKE pattern for values that start with `text`, taken literally. */
export const startsWithPattern = (text: string): string => `${literal(text)}%`;

/**
 * The count of every row the query matches, carried on each row of the page: a page and its total
 * in one round trip. A page past the end has no rows, so its caller counts separately.
 */
export const totalOfAllRows = () => sql<number>`count(*) over()`.mapWith(Number);

/**
 * `column` (a timestamptz) falls in calendar `year` in China time (UTC+8, no daylight saving), as a
 * range the column's index can use.
 */
export const inChinaYear = (column: SQLWrapper, year: number) =>
  sql`${column} >= ${`${year}-01-01T00:00:00+08:00`}::timestamptz and ${column} < ${`${year + 1}-01-01T00:00:00+08:00`}::timestamptz`;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `column` (a timestamptz) falls between the calendar days `from` and `to` ('YYYY-MM-DD', both
 * inclusive, either absent for no bound) in China time, as a range the column's index can use.
 */
export const inChinaDays = (column: SQLWrapper, from?: string, to?: string) =>
  and(
    from ? sql`${column} >= ${`${from}T00:00:00+08:00`}::timestamptz` : undefined,
    to ? sql`${column} < ${`${nextDay(to)}T00:00:00+08:00`}::timestamptz` : undefined,
  );

/** The single characters and pairs of `text`, as content_grams (migration 0005) makes them. */
export function gramsOf(text: string): string[] {
  const chars = [...text.toLowerCase()];
  if (chars.length === 1) return chars[0]?.trim() ? chars : [];
  const pairs = chars.slice(1).map((char, i) => `${chars[i]}${char}`);
  return [...new Set(pairs.filter((pair) => pair.trim()))];
}

/**
 * A grams column (content_grams of the searched text) holds every gram of `text`: what a GIN index
 * finds without a scan, for an ILIKE to decide. Undefined when `text` has no gram (blank).
 */
export function holdsGramsOf(grams: SQLWrapper, text: string): SQL | undefined {
  const wanted = gramsOf(text);
  if (wanted.length === 0) return undefined;
  return sql`${grams} @> array[${sql.join(
    wanted.map((gram) => sql`${gram}`),
    sql`, `,
  )}]::text[]`;
}
