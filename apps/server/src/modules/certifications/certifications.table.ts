import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * One certification request ('企业' or '服务商') and where it stands: 2 under review, 1 approved,
 * 0 rejected. `companyId` is null for a first enterprise request until approval creates the company.
 */
export const certificationRequests = pgTable(
  'certification_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    certifyType: text('certify_type', { enum: ['企业', '服务商'] }).notNull(),
    status: smallint('status').notNull(),
    applicantUserId: bigint('applicant_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    creditCode: text('credit_code'),
    /** The applied-for name's and credit code's characters and pairs: the queue's keyword search by index (issue 31). */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`content_grams(coalesce(payload ->> 'companyName', '') || ' ' || coalesce(credit_code, ''))`,
      ),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('certification_requests_queue_idx').on(t.status, t.submittedAt, t.id),
    // The queue over every status: under review first, then by submission either way, ids descending
    // (issue 31); the ascending order's index is in migration 0022 by hand (drizzle sorts no expression).
    // The status itself last: an index-only scan of an expression needs the column it is made of.
    index('certification_requests_queue_all_idx').on(sql`(${t.status} = 2)`, t.submittedAt, t.id, t.status),
    index('certification_requests_applicant_idx').on(t.applicantUserId, t.certifyType, t.submittedAt),
    index('certification_requests_company_idx').on(t.companyId, t.certifyType),
    index('certification_requests_search_grams_idx').using('gin', t.searchGrams),
    index('certification_requests_decided_idx').on(t.certifyType, t.decidedAt).where(sql`${t.status} = 1`),
    // At most one request of a type under review per applicant and per company: a racing double submit loses here.
    uniqueIndex('certification_requests_one_pending_per_applicant')
      .on(t.applicantUserId, t.certifyType)
      .where(sql`${t.status} = 2`),
    uniqueIndex('certification_requests_one_pending_per_company')
      .on(t.companyId, t.certifyType)
      .where(sql`${t.status} = 2 and ${t.companyId} is not null`),
  ],
);
export type CertificationRequestRow = typeof certificationRequests.$inferSelect;

/** The history of a request: every submission and decision, who and when. */
export const certificationEvents = pgTable(
  'certification_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => certificationRequests.id, { onDelete: 'cascade' }),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    action: text('action', { enum: ['submit', 'approve', 'reject'] }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certification_events_request_idx').on(t.requestId, t.at)],
);
