import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An uploaded file. `purpose` decides its limits and who may read it (FILE_PURPOSES). */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    project: text('project'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }),
    ownerCompanyId: bigint('owner_company_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerUserId),
    // Upload quotas sum a company's files.
    index('files_owner_company_idx').on(t.ownerCompanyId),
  ],
);
export type FileRow = typeof files.$inferSelect;
