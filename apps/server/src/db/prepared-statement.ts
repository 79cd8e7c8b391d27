import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * A statement written in SQL, prepared under `name` on each connection that runs it, its values
 * `sql.placeholder(…)`s filled by `execute({…})`: PostgreSQL plans it once instead of on every call.
 * For the busiest statements, whose planning over a large table's many indexes cost more than running
 * them (issue 31: an autosave planned in 0.6–3 ms and ran in 0.2). Query builders have `.prepare` for
 * the same; this is for what they cannot write.
 */
export function preparedStatement(db: Database, name: string, query: SQL) {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}
