import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * A service provider's solution (portal.md 3). The spec's comma-joined fields are arrays here,
 * joined only at the API edge; `tableFlag` is the review status of portal.md 4.1, `opinion` the
 * spec's fdAddOn1 (the reason of a rejection or a take-down).
 */
export const solutions = pgTable(
  'solutions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    solutionName: text('solution_name').notNull(),
    serviceCategory: text('service_category').array().notNull(),
    serviceTarget: text('service_target').array().notNull(),
    serviceArea: text('service_area').array().notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    solutionDescription: text('solution_description').notNull().default(''),
    painPoints: text('pain_points').notNull().default(''),
    solutionIntroduction: text('solution_introduction').notNull().default(''),
    applicationValue: text('application_value').notNull().default(''),
    classicCases: text('classic_cases').notNull().default(''),
    imageFileIds: text('image_file_ids').array().notNull(),
    opinion: text('opinion').notNull().default(''),
    orderNumber: integer('order_number').notNull().default(0),
    tableFlag: text('table_flag').notNull().default('2'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('solutions_public_idx').on(t.tableFlag, t.orderNumber, t.id),
    index('solutions_company_idx').on(t.companyId, t.updatedAt),
    index('solutions_created_idx').on(t.createdAt),
    index('solutions_category_idx').using('gin', t.serviceCategory),
    index('solutions_target_idx').using('gin', t.serviceTarget),
  ],
);
export type SolutionRow = typeof solutions.$inferSelect;

/** Who did what to a solution and why: submissions and the operators' decisions, newest last. */
export const solutionReviews = pgTable(
  'solution_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    solutionId: bigint('solution_id', { mode: 'number' })
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    opinion: text('opinion').notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solution_reviews_solution_idx').on(t.solutionId, t.createdAt)],
);
