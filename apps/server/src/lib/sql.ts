import { sql } from 'drizzle-orm';

/** An ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The count of every row the query matches, carried on each row of the page: a page and its total
 * in one round trip. A page past the end has no rows, so its caller counts separately.
 */
export const totalOfAllRows = () => sql<number>`count(*) over()`.mapWith(Number);
