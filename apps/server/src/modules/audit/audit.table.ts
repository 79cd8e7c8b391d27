import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
