import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Unhandled errors and failed chunk loads the web app reported (portal.md 8: production builds push
 * them to an error-log store). One row per distinct error (`fingerprint`: message, first stack frame
 * and route); a repeat counts up and moves `lastSeenAt`. No personal data or tokens are kept.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fingerprint: text('fingerprint').notNull().unique(),
    /** 'error' (an unhandled error or rejection) or 'chunk' (a script chunk failed to load). */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    route: text('route').notNull(),
    release: text('release').notNull(),
    browser: text('browser'),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_last_seen_idx').on(t.lastSeenAt)],
);
