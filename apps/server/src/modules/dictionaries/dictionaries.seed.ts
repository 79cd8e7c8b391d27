import { COMPUTED_DICTIONARY_CODES, DICTIONARY_CODES, type DictionaryCode } from '@dtmm/shared';
import type { Database } from '../../db/database';
import { dictionaryItems } from './dictionaries.table';
import { DICTIONARY_SEED } from './dictionary-seed';

/**
 * Reference values every deployment needs, inserted for each code that has no items yet; a code
 * operators have edited is left as they left it.
 */
export async function seedDictionaries(db: Database): Promise<void> {
  const present = new Set(
    (await db.selectDistinct({ code: dictionaryItems.code }).from(dictionaryItems)).map((row) => row.code),
  );
  const stored = DICTIONARY_CODES.filter(
    (code): code is Exclude<DictionaryCode, 'operation.guide'> => !COMPUTED_DICTIONARY_CODES.includes(code),
  );
  const rows = stored
    .filter((code) => !present.has(code))
    .flatMap((code) =>
      DICTIONARY_SEED[code].map((item, index) => ({ code, label: item.label, value: item.value, sortOrder: index })),
    );
  if (rows.length > 0) await db.insert(dictionaryItems).values(rows).onConflictDoNothing();
}
