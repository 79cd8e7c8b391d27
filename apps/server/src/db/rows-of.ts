/** The rows of `db.execute`: PGlite answers an object with `rows`, node-postgres through drizzle the same or an array. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
