import { sql } from 'drizzle-orm';
import { bigint, check, integer, type PgColumn, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * The accepted 真实性承诺 as a record stores it (issue 29 §2): its version, when, and the member with
 * their username then (what the statement was signed as, readable after a rename or deletion). The
 * diagnosis and 551 records (migration 0018) and the DCMM records (migration 0020) carry the same
 * columns; a function, because a drizzle column belongs to one table.
 */
export const pledgeColumns = () => ({
  pledgeVersion: integer('pledge_version'),
  pledgeAcceptedAt: timestamp('pledge_accepted_at', { withTimezone: true }),
  pledgeAcceptedBy: bigint('pledge_accepted_by', { mode: 'number' }).references(() => users.id, {
    onDelete: 'set null',
  }),
  pledgeAcceptedByName: text('pledge_accepted_by_name'),
});

/** A version without a time, or a time without a version, is no pledge. */
export const pledgeCheck = (table: string, t: { pledgeVersion: PgColumn; pledgeAcceptedAt: PgColumn }) =>
  check(`${table}_pledge_check`, sql`(${t.pledgeVersion} is null) = (${t.pledgeAcceptedAt} is null)`);
