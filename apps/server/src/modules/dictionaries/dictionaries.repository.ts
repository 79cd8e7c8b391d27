import type { DictionaryItem } from '@dtmm/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dictionaryItems } from './dictionaries.table';

export async function findEnabledItems(db: Database, code: string): Promise<DictionaryItem[]> {
  return db
    .select({ label: dictionaryItems.label, value: dictionaryItems.value })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.code, code), eq(dictionaryItems.isEnabled, true)))
    .orderBy(asc(dictionaryItems.sortOrder), asc(dictionaryItems.id));
}
