import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The action's first segment, its area ('assessment' of 'assessment.complete'), as the area index has it. */
export const actionArea = (action: SQLWrapper): SQL<string> => sql`split_part(${action}, '.', 1)`;

/** Who did what, when and from where: logins, lockouts, password changes, reviews (GB/T 22239 audit). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. 'login.success', 'login.failure', 'login.locked', 'password.change', 'password.reset'. */
    action: text('action').notNull(),
    /** The acting user, when known. */
    userId: bigint('user_id', { mode: 'number' }),
    /** The username or phone the action named, kept even when no such user exists. */
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** What was acted on, e.g. 'certification' and its id; searchable in the audit viewer. */
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** 'success', or 'failure' for a refused or failed attempt (a wrong password, a locked account). */
    result: text('result', { enum: ['success', 'failure'] })
      .notNull()
      .default('success'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The hash chain (docs/audit.md), set by the database on insert and never by the application:
     * the row's place in the chain, the previous row's hash and this row's hash over its content.
     */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    uniqueIndex('audit_log_chain_idx').on(t.chainSeq),
    // The viewer's order (chain, then id) under its filters (issue 31): a page's ids and the count
    // come from the index alone.
    index('audit_log_chain_order_idx').on(t.chainSeq, t.id),
    index('audit_log_action_chain_idx').on(t.action, t.chainSeq, t.id),
    index('audit_log_result_chain_idx').on(t.result, t.chainSeq, t.id),
    // An action prefix of one segment ('assessment.') by its area; the action last, so that the LIKE
    // which makes the prefix exact is decided in the index too.
    index('audit_log_area_chain_idx').on(actionArea(t.action), t.chainSeq, t.id, t.action),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
