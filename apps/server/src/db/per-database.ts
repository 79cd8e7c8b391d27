import type { Database } from './database';

/**
 * One value per database, made on first use: the caches and prepared statements that belong to a
 * database live and go with it (tests open many databases in one process).
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const values = new WeakMap<Database, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
